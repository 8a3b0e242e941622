#include "siegeactions.h"

#include "commands/leaders/refuge.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/forceplacement.h"
#include "commands/forces/mapactions.h"
#include "i18n/argtext.h"
#include "i18n/rollkinds.h"
#include "rules/leaderrules.h"
#include "sortie.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct SiegeActionsText
{
    Q_DECLARE_TR_FUNCTIONS(SiegeActions)
    CASTELLAN_KEPT_TEXTS(SiegeActions)
};

bool isAround(const Fortress &fortress, const Hex &h)
{
    return HexGrid::distance(fortress.hex, h) == 1;
}

/** The Siege rating of the commander of some forces acting as one (RULES R1, S2), 0 for none. */
int bestSiege(const Campaign &c, const QList<Force> &forces)
{
    const auto l = commanderOfAll(c, forces, Trait::Siege);
    return l ? l->rating(Trait::Siege) : 0;
}

/** RULES S2: the besieging forces, the breaching force first: its designated commander counts before others. */
QList<Force> besiegingForces(const Campaign &c, const Siege &siege, const Fortress &fort)
{
    QList<Force> forces = siegeHold(c.forces(), c.grid(), fort, siege.besiegerSideId).forces;
    const auto breach =
        std::find_if(forces.begin(), forces.end(), [&](const Force &f) { return f.id == siege.breachingForceId; });
    if (breach != forces.end())
        std::rotate(forces.begin(), breach, breach + 1);
    return forces;
}

/** RULES S3: the fortress falls to the besieger; the breaching force marches in. */
void fortressFalls(ActionBuilder &b, qint64 siegeId, QStringList &lines)
{
    Campaign &c = b.campaign();
    // The record of this turn's break-in roll says how things stood before the battle that took the fortress.
    const RollText record = siegeRecordNow(b, b.siege(siegeId));
    Siege &s = b.siege(siegeId);
    if (s.record.isEmpty())
        s.record = record;
    Fortress &fort = b.fortress(s.fortressId);
    for (const Force &g : garrisonOf(b.currentForces(), fort)) {
        // Its units are gone; leaders who escaped their survival checks (F8) leave with what is left of it.
        setForceDown(b, g.id, {-1, -1}, SiegeActionsText::kept("fled from %1").arg(fort.name));
    }
    fort.ownerSideId = s.besiegerSideId;
    s.endedTurn = c.turn();
    s.endReason = SiegeActionsText::kept("the fortress fell");
    if (s.breachingForceId > 0)
        setForceDown(b, s.breachingForceId, fort.hex);
    lines << SiegeActionsText::tr("%1 falls to %2.").arg(fort.name, c.sideName(s.besiegerSideId));
}

} // namespace

SiegeHold siegeHold(const QList<Force> &forces, const HexGrid &grid, const Fortress &fortress, qint64 sideId)
{
    SiegeHold hold;
    for (const Force &f : forces) {
        // RULES S7: a force with no units holds no zone of control and adds no strength.
        if (f.sideId == sideId && f.onMap() && f.units.total() > 0 && isAround(fortress, f.hex)) {
            hold.forces.append(f);
            hold.strength += f.units.good + f.units.broken + f.units.flagged;
        }
    }
    hold.triple = heldTriple(grid, fortress.hex, [&](const Hex &h) {
        return std::any_of(hold.forces.cbegin(), hold.forces.cend(), [&](const Force &f) { return f.hex == h; });
    });
    return hold;
}

QString whyHoldFails(const SiegeHold &hold, const Fortress &fortress)
{
    if (hold.strength < fortress.rating)
        return SiegeActionsText::tr("The besiegers around %1 have %n unit(s); its rating is %2 (RULES S1).", nullptr,
                                    hold.strength)
            .arg(argText(fortress.name), argText(fortress.rating));
    if (hold.triple < 0) {
        const auto a = triple(fortress.hex, 0);
        const auto b = triple(fortress.hex, 1);
        return SiegeActionsText::tr("The besiegers must hold every other hex around %1: %2, or %3 (RULES S1).")
            .arg(fortress.name, hexLabels(QList<Hex>(a.begin(), a.end())), hexLabels(QList<Hex>(b.begin(), b.end())));
    }
    return {};
}

QString whyCannotBesiege(const Campaign &campaign, qint64 fortressId, qint64 breachingForceId)
{
    const auto fort = campaign.fortress(fortressId);
    const auto force = campaign.force(breachingForceId);
    if (!fort || !force)
        return SiegeActionsText::tr("There is no such fortress or force in this campaign.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    if (campaign.siegeOf(fortressId))
        return SiegeActionsText::tr("%1 is under siege already.").arg(fort->name);
    if (force->sideId == fort->ownerSideId)
        return SiegeActionsText::tr("%1 belongs to %2 already.").arg(fort->name, campaign.sideName(force->sideId));
    if (!force->onMap() || !isAround(*fort, force->hex))
        return SiegeActionsText::tr("%1 must stand next to %2 to breach it.").arg(force->name, fort->name);
    return whyHoldFails(siegeHold(campaign.forces(), campaign.grid(), *fort, force->sideId), *fort);
}

Outcome laySiege(Campaign &campaign, qint64 fortressId, qint64 breachingForceId)
{
    if (const QString why = whyCannotBesiege(campaign, fortressId, breachingForceId); !why.isEmpty())
        return Outcome::refused(why);
    const Fortress fort = *campaign.fortress(fortressId);
    const Force breach = *campaign.force(breachingForceId);
    ActionBuilder b(campaign, SiegeActionsText::kept("Lay siege to %1").arg(fort.name));
    Siege &s = b.newSiege();
    s.fortressId = fortressId;
    s.besiegerSideId = breach.sideId;
    s.breachingForceId = breachingForceId;
    s.startedTurn = campaign.turn();
    s.lastRollTurn = campaign.turn(); // the first break-in roll comes at the beginning of the next turn (S2)
    const qint64 siegeId = s.id;
    const RollText record = siegeRecordNow(b, s);
    b.siege(siegeId).record = record;
    const SiegeHold hold = siegeHold(campaign.forces(), campaign.grid(), fort, breach.sideId);
    for (const Force &f : hold.forces) {
        for (const Leader &l : campaign.leadersOf(f.id))
            b.history(l.id, SiegeActionsText::kept("Laid siege to %1.").arg(fort.name)); // the entry carries its turn
    }
    return b.land(SiegeActionsText::tr("%1 lays siege to %2 with %n unit(s); %3 breaches.", nullptr, hold.strength)
                      .arg(campaign.sideName(breach.sideId), fort.name, breach.name));
}

Outcome liftSiege(Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !s->active())
        return Outcome::refused(SiegeActionsText::tr("There is no such siege going on."));
    const auto fort = campaign.fortress(s->fortressId);
    ActionBuilder b(campaign, SiegeActionsText::kept("Lift the siege of %1").arg(fort->name));
    const RollText record = siegeRecordNow(b, b.siege(siegeId));
    Siege &w = b.siege(siegeId);
    w.record = record;
    w.endedTurn = campaign.turn();
    w.endReason = SiegeActionsText::kept("lifted by the besieger");
    return b.land(SiegeActionsText::tr("The siege of %1 is lifted.").arg(fort->name));
}

int siegeRerolls(const Campaign &campaign, const Siege &siege)
{
    const auto fort = campaign.fortress(siege.fortressId);
    const auto breach = campaign.force(siege.breachingForceId);
    if (!fort || !breach)
        return 0;
    // RULES S2, R1: the besieging side's commander, from the leaders of all its besieging forces.
    const int mine = bestSiege(campaign, besiegingForces(campaign, siege, *fort));
    return comparativeBonus(mine, bestSiege(campaign, garrisonOf(campaign.forces(), *fort)));
}

QString whyNoBreakInRoll(const Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !s->active())
        return SiegeActionsText::tr("There is no such siege going on.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Siege); !why.isEmpty())
        return why;
    if (s->lastRollTurn >= campaign.turn())
        return SiegeActionsText::tr("This siege has had its break-in roll this turn (RULES S2).");
    return {};
}

QList<qint64> besiegingLeaderIds(const Campaign &campaign, const Siege &siege)
{
    QList<qint64> ids;
    const auto fort = campaign.fortress(siege.fortressId);
    for (const Force &f : siegeHold(campaign.forces(), campaign.grid(), *fort, siege.besiegerSideId).forces) {
        for (const Leader &l : campaign.leadersOf(f.id)) {
            if (l.forceId == f.id)
                ids.append(l.id);
        }
    }
    return ids;
}

int besiegersHeroicRerolls(const Campaign &campaign, const Siege &siege)
{
    int held = 0;
    for (qint64 id : besiegingLeaderIds(campaign, siege)) {
        if (const auto l = campaign.leader(id); l && l->isAble())
            held += l->rerolls;
    }
    return held;
}

bool breakInOwed(const Campaign &campaign, const Siege &siege)
{
    if (!siege.breakInOwed(campaign.turn()))
        return false;
    const auto breach = campaign.force(siege.breachingForceId);
    return breach && breach->units.total() > 0; // RULES S3: the breaching force must have units
}

QString siegeRollPending(const Campaign &campaign)
{
    for (const Siege &s : campaign.sieges()) {
        const auto f = campaign.fortress(s.fortressId);
        const QString name = f ? f->name : QString();
        if (s.active() && s.lastRollTurn < campaign.turn())
            return SiegeActionsText::tr("The siege of %1 has not had its break-in roll this turn (RULES S2).")
                .arg(name);
        if (breakInOwed(campaign, s))
            return SiegeActionsText::tr("The besiegers of %1 rolled a 6: the break-in battle is owed before the turn "
                                        "goes on (RULES S3).")
                .arg(name);
    }
    return sortieWaiting(campaign);
}

std::optional<Fortress> siegeTargetFrom(const Campaign &campaign, const Hex &hex, qint64 forceId)
{
    if (const auto here = campaign.fortressAt(hex))
        return here;
    const auto force = campaign.force(forceId);
    if (!force || !force->onMap())
        return std::nullopt;
    for (const Hex &n : HexGrid::neighbours(force->hex)) {
        if (const auto f = campaign.fortressAt(n); f && f->ownerSideId != force->sideId)
            return f;
    }
    return std::nullopt;
}

QList<Force> possibleBesiegers(const Campaign &campaign, const Fortress &fortress)
{
    QList<Force> result;
    for (const Force &f : campaign.forces()) {
        if (f.onMap() && f.sideId != fortress.ownerSideId && HexGrid::distance(f.hex, fortress.hex) == 1)
            result << f;
    }
    std::stable_sort(result.begin(), result.end(), [&](const Force &a, const Force &b) {
        return whyCannotBesiege(campaign, fortress.id, a.id).isEmpty()
            && !whyCannotBesiege(campaign, fortress.id, b.id).isEmpty();
    });
    return result;
}

QString whyNoSiegeOf(const Campaign &campaign, const Fortress &fortress)
{
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    if (campaign.siegeOf(fortress.id))
        return SiegeActionsText::tr("%1 is under siege already.").arg(fortress.name);
    const QList<Force> around = possibleBesiegers(campaign, fortress);
    if (around.isEmpty())
        return SiegeActionsText::tr("No force of another side stands next to %1 (RULES S1).").arg(fortress.name);
    return whyCannotBesiege(campaign, fortress.id, around.first().id);
}

QString whyNoSiegePhase(const Campaign &campaign)
{
    for (const Siege &each : campaign.sieges()) {
        if (whyNoBreakInRoll(campaign, each.id).isEmpty() || breakInOwed(campaign, each))
            return {};
    }
    if (campaign.phase() != TurnPhase::Siege)
        return SiegeActionsText::tr("Allowed in the siege phase, at the beginning of a turn (RULES T1).");
    return SiegeActionsText::tr("No siege waits for its break-in roll or its break-in battle this turn.");
}

qint64 defaultLossForce(const Campaign &campaign, const Siege &siege)
{
    const auto fort = campaign.fortress(siege.fortressId);
    if (!fort)
        return 0;
    const SiegeHold hold = siegeHold(campaign.forces(), campaign.grid(), *fort, siege.besiegerSideId);
    qint64 best = 0;
    int most = 0;
    for (const Force &f : hold.forces) {
        if (f.id != siege.breachingForceId && f.units.total() > most) {
            best = f.id;
            most = f.units.total();
        }
    }
    return best ? best : siege.breachingForceId;
}

namespace {

/** The roll log's result of a break-in roll (RULES S2). */
DescribeRoll describeBreakIn()
{
    return [](const QList<int> &faces) {
        switch (breakInResult(faces.value(0))) {
        case BreakInResult::BreakIn: return RollText(RollKind::BreakInDone);
        case BreakInResult::UnitLost: return RollText(RollKind::UnitLost);
        default: return RollText(RollKind::Nothing);
        }
    };
}

} // namespace

BreakInRoll::BreakInRoll(Campaign &campaign, qint64 siegeId)
    : mBuilder(campaign, SiegeActionsText::kept("Break-in roll"))
{
    mRefusal = whyNoBreakInRoll(campaign, siegeId);
    if (!mRefusal.isEmpty())
        return;
    mSiege = *campaign.siege(siegeId);
    mFortressName = campaign.fortress(mSiege.fortressId)->name;
    mBuilder.setText(SiegeActionsText::kept("Break-in roll at %1").arg(mFortressName));
    mRerolls = siegeRerolls(campaign, mSiege);
    const auto fort = campaign.fortress(mSiege.fortressId);
    mLeaders = besiegingLeaderIds(campaign, mSiege);
    if (const auto commander = commanderOfAll(campaign, besiegingForces(campaign, mSiege, *fort), Trait::Siege))
        mCommanderId = commander->id; // the roll is his: his Siege gives the rerolls (RULES S2, R1)
    const Roll r = mBuilder.roll(
        {1, 6, RollText(RollKind::BreakIn, {mFortressName, campaign.turn()}), mCommanderId, 0, mSiege.besiegerSideId},
        describeBreakIn());
    mFaces.append(r.faces.value(0));
    mLastRollId = r.id;
}

bool BreakInRoll::reroll()
{
    if (!mRefusal.isEmpty() || rerollsLeft() <= 0)
        return false;
    const int turn = mBuilder.campaign().turn();
    const Roll r = mBuilder.roll({1, 6, RollText(RollKind::BreakInReroll, {mFortressName, turn}), mCommanderId,
                                  mLastRollId, mSiege.besiegerSideId},
                                 describeBreakIn());
    mFaces.append(r.faces.value(0));
    mLastRollId = r.id;
    ++mSiegeRerollsSpent;
    return true;
}

int BreakInRoll::heroicRerolls() const
{
    int n = 0;
    for (qint64 id : mLeaders) {
        const Leader &l = mBuilder.leader(id);
        if (l.isAble())
            n += l.rerolls;
    }
    return n;
}

bool BreakInRoll::heroicReroll()
{
    if (!mRefusal.isEmpty())
        return false;
    for (qint64 id : std::as_const(mLeaders)) {
        Leader &l = mBuilder.leader(id);
        if (!l.isAble() || l.rerolls <= 0)
            continue;
        --l.rerolls;
        const int turn = mBuilder.campaign().turn();
        const Roll r = mBuilder.roll({1, 6, RollText(RollKind::BreakInHeroicReroll, {mFortressName, turn, l.name}),
                                      l.id, mLastRollId, mSiege.besiegerSideId},
                                     describeBreakIn());
        mBuilder.history(l.id,
                         SiegeActionsText::kept("Spends a reroll on the break-in roll at %1: a %2 becomes a %3.")
                             .arg(mFortressName, face(), r.faces.value(0)),
                         r.id);
        mFaces.append(r.faces.value(0));
        mLastRollId = r.id;
        return true;
    }
    return false;
}

Outcome BreakInRoll::finish(qint64 lossForceId)
{
    if (!mRefusal.isEmpty())
        return Outcome::refused(mRefusal);
    Campaign &c = mBuilder.campaign();
    const int turn = c.turn();
    Siege &s = mBuilder.siege(mSiege.id);
    s.lastRollTurn = turn;
    QStringList lines;
    QString summary;
    switch (result()) {
    case BreakInResult::Nothing:
        summary = SiegeActionsText::tr("%1: the break-in roll is %2, nothing happens.")
                      .arg(argText(mFortressName), argText(face()));
        break;
    case BreakInResult::BreakIn:
        s.breakInTurn = turn;
        summary =
            SiegeActionsText::tr("%1: the break-in roll is a 6: the besiegers break in (RULES S3).").arg(mFortressName);
        break;
    case BreakInResult::UnitLost: {
        const qint64 loser = lossForceId > 0 ? lossForceId : defaultLossForce(c, mSiege);
        if (loser > 0 && mBuilder.force(loser).units.total() > 0) {
            Force &f = mBuilder.force(loser);
            // The unit lost is a broken one if there is any, as the F3 default eliminates them first.
            if (f.units.broken > 0)
                --f.units.broken;
            else if (f.units.good > 0)
                --f.units.good;
            else
                --f.units.flagged;
            ++f.lost;
            ++s.unitsLost;
            summary = SiegeActionsText::tr("%1: the break-in roll is a 1: %2 loses a unit.").arg(mFortressName, f.name);
        } else {
            summary = SiegeActionsText::tr("%1: the break-in roll is a 1, but no besieger has a unit to lose.")
                          .arg(mFortressName);
        }
        break;
    }
    }
    // RULES H2: the siege turn was the event the besieging leaders' rerolls were held for.
    for (qint64 id : std::as_const(mLeaders)) {
        Leader &l = mBuilder.leader(id);
        if (l.rerolls > 0) {
            lines << SiegeActionsText::tr("%1's %n unspent reroll(s) lapse with the siege turn (RULES H2).", nullptr,
                                          l.rerolls)
                         .arg(l.name);
            mBuilder.history(
                l.id,
                byPronoun(
                    l.pronoun,
                    SiegeActionsText::kept("His %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).",
                                           nullptr, l.rerolls),
                    SiegeActionsText::kept("Her %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).",
                                           nullptr, l.rerolls),
                    SiegeActionsText::kept("Their %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).",
                                           nullptr, l.rerolls))
                    .arg(mFortressName));
            l.rerolls = 0;
        }
    }
    const RollText record = siegeRecordNow(mBuilder, mBuilder.siege(mSiege.id));
    mBuilder.siege(mSiege.id).record = record;
    endBrokenSieges(mBuilder, lines);
    for (const QString &l : std::as_const(lines))
        summary += QLatin1Char(' ') + l;
    mRefusal = SiegeActionsText::tr("This break-in roll has landed.");
    return mBuilder.land(summary);
}

std::unique_ptr<CampaignBattle> breakInBattle(Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !breakInOwed(campaign, *s))
        return nullptr;
    const auto fort = campaign.fortress(s->fortressId);
    QList<Force> garrison = garrisonOf(campaign.forces(), *fort);
    std::stable_sort(garrison.begin(), garrison.end(),
                     [](const Force &a, const Force &b) { return a.units.total() > b.units.total(); });
    int units = 0;
    QList<qint64> defenders;
    for (const Force &g : std::as_const(garrison)) {
        units += g.units.total();
        defenders.append(g.id);
    }
    if (units == 0)
        return nullptr;
    // RULES S3, F0: the breaching force fights all the defenders, one side that keeps each force's survivors.
    BattleFlags flags;
    flags.breakIn = true;
    auto battle = std::make_unique<CampaignBattle>(campaign, QList<qint64>{s->breachingForceId}, defenders, flags,
                                                   SiegeActionsText::tr("Break-in at %1").arg(fort->name));
    // RULES S9: a leader who stands inside alone is of the garrison: he rallies it (S3) and checks if it falls.
    battle->battle().side(Role::Defender).leaders.append(loneLeadersIn(campaign, *fort));
    battle->setConsequence([siegeId](ActionBuilder &b, const Battle &fought, QStringList &lines) {
        b.siege(siegeId).breakInFoughtTurn = b.campaign().turn();
        if (fought.side(Role::Defender).units.total() == 0)
            fortressFalls(b, siegeId, lines);
        endBrokenSieges(b, lines);
    });
    return battle;
}

Outcome takeUndefended(Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !breakInOwed(campaign, *s))
        return Outcome::refused(SiegeActionsText::tr(
            "Only a siege that broke in this turn, and has not fought for it yet, can take its fortress (RULES S3)."));
    const auto fort = campaign.fortress(s->fortressId);
    for (const Force &g : garrisonOf(campaign.forces(), *fort)) {
        if (g.units.total() > 0)
            return Outcome::refused(
                SiegeActionsText::tr("%1 still holds %2: fight the break-in battle.").arg(g.name, fort->name));
    }
    ActionBuilder b(campaign, SiegeActionsText::kept("Take %1").arg(fort->name));
    b.siege(siegeId).breakInFoughtTurn = campaign.turn();
    QStringList lines;
    // RULES S3, H3: the leaders inside make survival checks; those who escape go once the fortress is lost.
    QList<qint64> escaped;
    const QList<Force> garrison = garrisonOf(campaign.forces(), *fort);
    QList<Leader> inside = loneLeadersIn(campaign, *fort); // RULES S9
    for (const Force &g : garrison)
        inside += campaign.leadersOf(g.id);
    for (const Leader &l : std::as_const(inside)) {
        if (l.status() == LeaderStatus::Dead || l.status() == LeaderStatus::Captured)
            continue;
        const Survival outcome =
            rollSurvival(b, l.id, RollText(RollKind::FallSurvival, {fort->name, l.name}),
                         SiegeActionsText::kept("%1 falls").arg(fort->name), s->besiegerSideId, lines);
        if (outcome == Survival::Escapes)
            escaped.append(l.id);
    }
    fortressFalls(b, siegeId, lines);
    for (qint64 id : std::as_const(escaped))
        placeEscaped(b, id, fort->hex, lines);
    for (const Force &g : garrison)
        removeIfEmpty(b, g.id, lines);
    return b.land(lines.join(QLatin1Char(' ')));
}

RollText siegeRecordNow(const ActionBuilder &b, const Siege &siege)
{
    const Campaign &c = b.campaign();
    const auto fort = b.currentFortress(siege.fortressId);
    if (!fort)
        return {};
    const QList<Force> forces = b.currentForces();
    const RollText none = SiegeActionsText::kept("none");
    RollText breaching = none;
    QList<RollText> pickets;
    for (const Force &f : siegeHold(forces, c.grid(), *fort, siege.besiegerSideId).forces) {
        const RollText line = SiegeActionsText::kept("%1 (%n unit(s))", nullptr, f.units.total()).arg(f.name);
        if (f.id == siege.breachingForceId)
            breaching = line;
        else
            pickets << line;
    }
    QList<RollText> garrison;
    for (const Force &f : garrisonOf(forces, *fort))
        garrison << SiegeActionsText::kept("%1 (%2 good, %3 broken)").arg(f.name, f.units.good, f.units.broken);
    const QString comma = QStringLiteral(", ");
    return SiegeActionsText::kept(
               "%1 besieged %2's fortress %3 (rating %4). Breaching force: %5. Pickets: %6. Garrison: %7. "
               "As of turn %8.")
        .arg(c.sideName(siege.besiegerSideId), c.sideName(fort->ownerSideId), fort->name, fort->rating, breaching,
             pickets.isEmpty() ? none : RollText::joined(pickets, comma),
             garrison.isEmpty() ? none : RollText::joined(garrison, comma), c.turn());
}

void endBrokenSieges(ActionBuilder &b, QStringList &lines)
{
    Campaign &c = b.campaign();
    const QList<Force> forces = b.currentForces();
    for (const Siege &s : b.currentSieges()) {
        const auto fort = b.currentFortress(s.fortressId);
        if (!fort)
            continue;
        const SiegeHold hold = siegeHold(forces, c.grid(), *fort, s.besiegerSideId);
        RollText why;
        if (hold.strength < fort->rating)
            why = SiegeActionsText::kept("the besiegers' strength fell below the rating");
        else if (hold.triple < 0)
            why = SiegeActionsText::kept("the zone of control was broken");
        if (why.isEmpty()) {
            const bool breachStays = std::any_of(hold.forces.cbegin(), hold.forces.cend(),
                                                 [&](const Force &f) { return f.id == s.breachingForceId; });
            if (!breachStays) {
                // The breaching force left: the biggest force still around takes its place.
                const auto biggest =
                    std::max_element(hold.forces.cbegin(), hold.forces.cend(),
                                     [](const Force &x, const Force &y) { return x.units.total() < y.units.total(); });
                b.siege(s.id).breachingForceId = biggest->id;
                lines << SiegeActionsText::tr("%1 now breaches at %2.").arg(biggest->name, fort->name);
            }
            continue;
        }
        Siege &w = b.siege(s.id);
        w.endedTurn = c.turn();
        w.endReason = why;
        lines << SiegeActionsText::tr("The siege of %1 ends: %2 (RULES S5).").arg(fort->name, why.shown());
    }
}

} // namespace castellan
