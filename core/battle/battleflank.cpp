// RULES M2, M3 in a field battle: commands sent on a flank march before the first round, their arrival rolls at
// the end of every round, and their units joining in good order at the start of the next. Part of Battle.
#include "battle.h"

#include "i18n/argtext.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct BattleFlankText
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
    CASTELLAN_KEPT_TEXTS(Battle)
};

/** The force of the side a leader is with, as an index into its forces (the first when the side is one army). */
int forceIndexOf(const BattleSide &s, const Leader &l)
{
    const qsizetype i = s.forceIds.indexOf(l.forceId);
    return i >= 0 && i < s.forceUnits.size() ? int(i) : 0;
}

} // namespace

QString Battle::whyCannotSendMarch(Role r, qint64 leaderId, int units) const
{
    if (mPhase != BattlePhase::AvoidCheck)
        return BattleFlankText::tr(
            "Flank marches are sent before the first round, before any die is rolled (RULES M2).");
    if (mFlags.breakIn)
        return BattleFlankText::tr("A break-in battle has no flanks to march on (RULES S3, M2).");
    const BattleSide &s = side(r);
    const Leader *l = s.leader(leaderId);
    if (!l) {
        for (const FieldMarch &m : s.marches) {
            if (m.general.id == leaderId)
                return BattleFlankText::tr("%1 already leads a flank march in this battle.").arg(m.general.name);
        }
        return BattleFlankText::tr("That leader is not with the %1 in this battle.").arg(roleName(r));
    }
    const Leader *cic = s.commander();
    FlankCandidate c{l->name,   l->isAble(), cic && cic->id == l->id,
                     l->coward, false,       mFlank.levelOf(l->rating(Trait::Maneuver)),
                     l->pronoun};
    int sent = 0;
    for (const FieldMarch &m : s.marches)
        sent += m.units;
    if (QString why = whyCannotMarch(c, units, sent, s.units.total() + sent); !why.isEmpty())
        return why;
    const int force = forceIndexOf(s, *l);
    const Units &own = s.forceUnits[force];
    if (own.good < units)
        return BattleFlankText::tr("%1's force has %2 good-order units: a command marches with its own force's units.")
            .arg(argText(l->name), argText(own.good));
    return {};
}

QString Battle::sendMarch(Role r, qint64 leaderId, int units, FlankEdge edge)
{
    if (QString why = whyCannotSendMarch(r, leaderId, units); !why.isEmpty())
        return why;
    BattleSide &s = side(r);
    const qsizetype at =
        std::find_if(s.leaders.cbegin(), s.leaders.cend(), [&](const Leader &l) { return l.id == leaderId; })
        - s.leaders.cbegin();
    FieldMarch m;
    m.general = s.leaders.takeAt(at);
    m.edge = edge;
    m.forceIndex = forceIndexOf(s, m.general);
    m.units = units;
    m.progress.level = mFlank.levelOf(m.general.rating(Trait::Maneuver));
    s.forceUnits[m.forceIndex].good -= units;
    s.units.good -= units;
    log(BattleFlankText::kept(
            "%1 leads %2 units of the %3 on a flank march by the %4 (a %5 general, leadership bonus %6).")
            .arg(m.general.name, units, roleText(r), edgeText(edge), levelText(m.progress.level).lower(),
                 signedText(mFlank.bonusOf(m.progress.level))));
    s.marches.append(m);
    return {};
}

bool Battle::recallMarch(Role r, qint64 leaderId)
{
    BattleSide &s = side(r);
    for (qsizetype i = 0; i < s.marches.size(); ++i) {
        if (s.marches[i].general.id != leaderId || mPhase != BattlePhase::AvoidCheck)
            continue;
        const FieldMarch m = s.marches.takeAt(i);
        s.forceUnits[m.forceIndex].good += m.units;
        s.units.good += m.units;
        s.leaders.append(m.general);
        const Pronoun p = m.general.pronoun;
        log(byPronoun(p,
                      BattleFlankText::kept("%1 stays with the %2: his flank march is called off before the battle."),
                      BattleFlankText::kept("%1 stays with the %2: her flank march is called off before the battle."),
                      BattleFlankText::kept("%1 stays with the %2: their flank march is called off before the battle."))
                .arg(m.general.name, roleText(r)));
        return true;
    }
    return false;
}

void Battle::addMarch(Role r, FieldMarch march)
{
    side(r).marches.append(std::move(march));
}

int Battle::returningUnits(Role r) const
{
    int n = 0;
    for (const FieldMarch &m : side(r).marches) {
        if (m.progress.isLost())
            n += m.units;
    }
    return n;
}

void Battle::rollMarches()
{
    for (Role r : {Role::Attacker, Role::Defender}) {
        for (FieldMarch &m : side(r).marches) {
            if (!m.progress.isMarching())
                continue;
            const MarchProgress before = m.progress;
            const FlankTable table = mFlank;
            const Roll roll2 = roll(2, context(RollText(RollKind::FlankArrival, {roleText(r), m.general.name})),
                                    m.general.id, [table, before](const QList<int> &f) {
                                        const ArrivalRoll a =
                                            arrivalRoll(table, before.level, before.modifier, f.value(0), f.value(1));
                                        return RollText(a.aborted       ? RollKind::MarchAborted
                                                            : a.arrives ? RollKind::MarchArrives
                                                                        : RollKind::MarchNotYet);
                                    });
            const ArrivalRoll a =
                arrivalRoll(mFlank, before.level, before.modifier, roll2.faces.value(0), roll2.faces.value(1));
            m.progress.take(a);
            m.rolls.append(a);
            m.rollIds.append(roll2.id);
            const Pronoun p = m.general.pronoun;
            if (mQuiet)
                continue;
            RollText text =
                BattleFlankText::kept("%1's flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.")
                    .arg(m.general.name, a.faces[0], a.faces[1], signedText(a.bonus), signedText(a.modifier), a.total);
            if (a.doubleSix())
                text = text + RollText::plain(QStringLiteral(" "))
                    + (a.levelChanged()
                           ? byPronoun(p, BattleFlankText::kept("Double 6: he rises to %1 for this battle."),
                                       BattleFlankText::kept("Double 6: she rises to %1 for this battle."),
                                       BattleFlankText::kept("Double 6: they rise to %1 for this battle."))
                                 .arg(levelText(a.levelAfter).lower())
                           : byPronoun(p, BattleFlankText::kept("Double 6: he stays excellent."),
                                       BattleFlankText::kept("Double 6: she stays excellent."),
                                       BattleFlankText::kept("Double 6: they stay excellent.")));
            if (a.doubleOne())
                text = text + RollText::plain(QStringLiteral(" "))
                    + byPronoun(p,
                                BattleFlankText::kept(
                                    "Double 1: he falls to %1 for this battle, and his modifier goes back to 0."),
                                BattleFlankText::kept(
                                    "Double 1: she falls to %1 for this battle, and her modifier goes back to 0."),
                                BattleFlankText::kept(
                                    "Double 1: they fall to %1 for this battle, and their modifier goes back to 0."))
                          .arg(levelText(a.levelAfter).lower());
            if (a.aborted)
                text = text + RollText::plain(QStringLiteral(" "))
                    + BattleFlankText::kept("The march is aborted: its units are lost to the battle and go back "
                                            "to the campaign after it.");
            else if (a.arrives)
                text = text + RollText::plain(QStringLiteral(" "))
                    + BattleFlankText::kept("It arrives at the start of the next round.");
            log(text, roll2.id);
        }
    }
}

void Battle::marchesArrive()
{
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        for (FieldMarch &m : s.marches) {
            if (m.progress.state != MarchState::Arriving)
                continue;
            m.progress.state = MarchState::Arrived;
            m.arrivedRound = mRound;
            s.forceUnits[m.forceIndex].good += m.units;
            s.units.good += m.units;
            s.leaders.append(m.general); // RULES M4: under their own general; R1 decides who commands
            log(BattleFlankText::kept("%1's flank march arrives by the %2: %3 units join the %4 in good order.")
                    .arg(m.general.name, edgeText(m.edge), m.units, roleText(r)));
        }
    }
}

void Battle::endMarches()
{
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        for (FieldMarch &m : s.marches) {
            if (m.progress.state == MarchState::Arrived)
                continue;
            if (m.progress.state != MarchState::Aborted) {
                m.progress.state = MarchState::Ended;
                log(byPronoun(m.general.pronoun,
                              BattleFlankText::kept("The battle is over before %1's flank march arrives: his %2 units "
                                                    "go back to the campaign."),
                              BattleFlankText::kept("The battle is over before %1's flank march arrives: her %2 units "
                                                    "go back to the campaign."),
                              BattleFlankText::kept("The battle is over before %1's flank march arrives: their %2 "
                                                    "units go back to the campaign."))
                        .arg(m.general.name, m.units));
            }
            s.forceUnits[m.forceIndex].good += m.units;
        }
    }
}

} // namespace castellan
