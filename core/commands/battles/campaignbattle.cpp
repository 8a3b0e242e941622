#include "campaignbattle.h"

#include "commands/board/campaigntactical.h"
#include "i18n/rollkinds.h"
#include "landsettlement.h"
#include "sideretreat.h"

#include "battledue.h"
#include "commands/leaders/refuge.h"

#include "commands/board/rulesetactions.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "model/limits.h"
#include "rules/forceshares.h"
#include "rules/leaderrules.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct CampaignBattleText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignBattle)
    CASTELLAN_KEPT_TEXTS(CampaignBattle)
};

/** RULES F0: a side's forces as one army: units pooled and shared, leaders of all, the commander among them. */
BattleSide sideOf(const Campaign &c, const QList<Force> &forces)
{
    BattleSide s;
    // "Wing and Lancers"; a side of more forces by its first and how many others.
    if (forces.size() == 1)
        s.name = forces.front().name;
    else if (forces.size() == 2)
        s.name = CampaignBattleText::tr("%1 and %2").arg(forces[0].name, forces[1].name);
    else
        s.name = CampaignBattleText::tr("%1 and %n more", nullptr, int(forces.size() - 1)).arg(forces.front().name);
    s.sideId = forces.front().sideId;
    for (const Force &f : forces) {
        s.forceIds.append(f.id);
        s.forceUnits.append(f.units);
        s.forceNames.append(f.name);
        s.leaders.append(c.leadersOf(f.id));
    }
    s.units = unitsOf(s.forceUnits);
    // R1: a designated commander of the first force counts; otherwise the best of them all.
    s.commanderId = forces.front().commanderId;
    return s;
}

Units unitsOfForces(const QList<Force> &forces)
{
    QList<Units> each;
    for (const Force &f : forces)
        each.append(f.units);
    return unitsOf(each);
}

QList<Force> forcesNamed(const Campaign &c, const QList<qint64> &ids)
{
    QList<Force> result;
    for (qint64 id : ids) {
        if (const auto f = c.force(id))
            result.append(*f);
    }
    // RULES F0: in the order they were raised, which breaks a tie for a loss, whichever force was named.
    std::sort(result.begin(), result.end(), [](const Force &x, const Force &y) { return x.id < y.id; });
    return result;
}

/** RULES F0: every force of that side in the hex. */
QList<qint64> sideAt(const Campaign &c, const Force &named)
{
    QList<qint64> ids;
    for (const Force &f : c.forcesAt(named.hex)) {
        if (f.sideId == named.sideId)
            ids.append(f.id);
    }
    return ids;
}

} // namespace

CampaignBattle::CampaignBattle(Campaign &campaign, const QList<qint64> &attackerForceIds,
                               const QList<qint64> &defenderForceIds, BattleFlags flags, const QString &name)
    : mBuilder(campaign, RollText())
    , mAttackers(forcesNamed(campaign, attackerForceIds))
    , mDefenders(forcesNamed(campaign, defenderForceIds))
{
    start(name, flags);
}

CampaignBattle::CampaignBattle(Campaign &campaign, qint64 attackerForceId, qint64 defenderForceId, BattleFlags flags,
                               const QString &name)
    : mBuilder(campaign, RollText())
{
    const auto a = campaign.force(attackerForceId);
    const auto d = campaign.force(defenderForceId);
    if (a && d && a->onMap() && a->hex == d->hex && a->sideId != d->sideId) {
        mAttackers = forcesNamed(campaign, sideAt(campaign, *a));
        mDefenders = forcesNamed(campaign, sideAt(campaign, *d));
    } else {
        mAttackers = forcesNamed(campaign, {attackerForceId});
        mDefenders = forcesNamed(campaign, {defenderForceId});
    }
    start(name, flags);
}

void CampaignBattle::start(const QString &name, BattleFlags flags)
{
    const Campaign &c = mBuilder.campaign();
    auto total = [](const QList<Force> &forces) { return unitsOfForces(forces); };
    auto sideOfAll = [](const QList<Force> &forces) {
        for (const Force &f : forces) {
            if (f.sideId != forces.front().sideId)
                return qint64(0);
        }
        return forces.front().sideId;
    };
    if (mAttackers.isEmpty() || mDefenders.isEmpty()) {
        mRefusal = CampaignBattleText::tr("There is no such force in this campaign.");
    } else if (!sideOfAll(mAttackers) || !sideOfAll(mDefenders)) {
        mRefusal = CampaignBattleText::tr("Each side of a battle is the forces of one side (RULES F0).");
    } else if (mAttackers.front().sideId == mDefenders.front().sideId) {
        mRefusal = mAttackers.front().id == mDefenders.front().id
            ? CampaignBattleText::tr("A force cannot fight itself.")
            : CampaignBattleText::tr("%1 and %2 serve the same side.")
                  .arg(mAttackers.front().name, mDefenders.front().name);
    } else if (total(mAttackers).good == 0) {
        mRefusal =
            CampaignBattleText::tr("%1 has no good-order unit to attack with (RULES F4).").arg(mAttackers.front().name);
    } else if (total(mDefenders).total() == 0) {
        mRefusal = CampaignBattleText::tr("%1 has no units to fight.").arg(mDefenders.front().name);
    }
    if (mAttackers.isEmpty())
        mAttackers.append(Force{});
    if (mDefenders.isEmpty())
        mDefenders.append(Force{});
    // The battle is at a hex when every force of it stands there (a sortie or a break-in is not).
    const Hex at = mDefenders.front().hex;
    bool together = mDefenders.front().onMap();
    for (const QList<Force> *side : {&mAttackers, &mDefenders}) {
        for (const Force &f : *side)
            together = together && f.hex == at;
    }
    if (together && !flags.breakIn)
        mHex = at;
    // RULES T1, F1: a battle on one space (or between forces off the map) is a field battle, fought in the
    // movement phase; the siege phase's battles are the break-in and the sortie, between a fortress and its ring.
    const bool offMap = std::none_of(mAttackers.cbegin(), mAttackers.cend(), [](const Force &f) { return f.onMap(); })
        && std::none_of(mDefenders.cbegin(), mDefenders.cend(), [](const Force &f) { return f.onMap(); });
    if (mRefusal.isEmpty() && !flags.breakIn && (mHex.col >= 0 || offMap))
        mRefusal = whyNotNow(c, TurnPhase::Movement);
    if (const auto kept = CampaignTactical::underway(c);
        kept && mRefusal.isEmpty() && mHex.col >= 0 && kept->hex == mHex) {
        // Its dice are in the log: the battle goes on where it was, never again from the start in rounds.
        mUnderwayOnBoard = true;
        mRefusal = CampaignBattleText::tr("The battle at %1 is under way on the battle board: go on with it there.")
                       .arg(hexLabel(mHex));
    }
    const Force &d = mDefenders.front();
    // On the map, the place as it is said now, in the language spoken now ("Feld 0506"), not as stored; its rolls
    // name it as data, shown in the language of whoever reads the log (issue 30).
    const RollText where = d.onMap() ? locationRollText(c, d.hex) : d.location;
    RollText titleText = RollText::plain(name.trimmed());
    if (titleText.isEmpty())
        titleText = where.isEmpty() ? RollText(RollKind::BattleAgainst, {mAttackers.front().name, d.name})
                                    : RollText(RollKind::BattleOf, {where});
    mBuilder.setText(CampaignBattleText::kept("Battle: %1").arg(titleText.shown()));
    // RULES F1: with no space to step to, the defender may not try to avoid battle.
    if (mHex.col >= 0 && freeNeighbours(d.sideId).isEmpty())
        flags.noWayOff = true;
    mBattle =
        std::make_unique<Battle>(QString(), sideOf(c, mAttackers), sideOf(c, mDefenders), flags, mBuilder.roller());
    mBattle->setTitle(titleText);
    mBattle->setFlankTable(flankTable(c)); // RULES M1: the campaign's ruleset
}

void CampaignBattle::sendOut(Role r, const QList<Leader> &leaders)
{
    BattleSide &s = mBattle->side(r);
    for (qsizetype i = 0; i < s.forceUnits.size(); ++i) {
        const Units u = s.forceUnits[i];
        mHeldBack.insert(s.forceIds.value(i), Units{0, u.flagged, u.broken});
        s.forceUnits[i] = {u.good, 0, 0};
    }
    s.units = unitsOf(s.forceUnits);
    s.leaders = leaders;
    if (!std::any_of(leaders.cbegin(), leaders.cend(), [&](const Leader &l) { return l.id == s.commanderId; }))
        s.commanderId = 0; // R1: the best of those who went
}

QList<Hex> CampaignBattle::freeNeighbours(qint64 sideId) const
{
    return freeSpacesAround(mBuilder.campaign(), mHex, sideId);
}

QList<Hex> CampaignBattle::avoidHexes() const
{
    if (mHex.col < 0)
        return {};
    return freeNeighbours(mDefenders.front().sideId);
}

QList<Hex> CampaignBattle::retreatHexes(Role r) const
{
    if (mHex.col < 0)
        return {};
    return retreatWays(mBuilder.campaign(), forces(r), mHex, r == Role::Attacker);
}

QString CampaignBattle::setRetreatTo(Role r, const Hex &hex)
{
    const QList<Hex> allowed =
        r == Role::Defender && mBattle->result() == BattleResult::Avoided ? avoidHexes() : retreatHexes(r);
    if (!allowed.contains(hex)) {
        return allowed.isEmpty()
            ? CampaignBattleText::tr("%1 has no way out of %2 (RULES F6a).").arg(forces(r).front().name, hexLabel(mHex))
            : CampaignBattleText::tr("%1 may go to %2, not %3: an adjacent space with no enemy force that it may "
                                     "enter (RULES F1, F6a).")
                  .arg(forces(r).front().name, hexLabels(allowed), hexLabel(hex));
    }
    mChosen[roleIndex(r)] = hex;
    return {};
}

QList<Refuge> CampaignBattle::refuges(qint64 leaderId) const
{
    const Leader *l = nullptr;
    for (Role r : {Role::Attacker, Role::Defender}) {
        if (!l)
            l = mBattle->side(r).leader(leaderId);
    }
    if (!l)
        return {};
    QList<Refuge> out = refugesOf(mBuilder, l->sideId, mHex.col >= 0 ? mHex : mDefenders.front().hex);
    // The battle's forces as they stand in it: one it has emptied takes nobody in.
    for (Role r : {Role::Attacker, Role::Defender}) {
        const BattleSide &side = mBattle->side(r);
        for (qsizetype i = 0; i < forces(r).size(); ++i) {
            if (side.forceUnits.value(i).total() == 0) {
                const qint64 id = forces(r).at(i).id;
                out.removeIf([id](const Refuge &x) { return x.forceId == id; });
            }
        }
    }
    return out;
}

QString CampaignBattle::setRefuge(qint64 leaderId, const Refuge &refuge)
{
    if (!refuges(leaderId).contains(refuge))
        return CampaignBattleText::tr(
            "That is no force or fortress of the leader's own side that can take the leader in (RULES H3).");
    mRefuges.insert(leaderId, refuge);
    return {};
}

bool CampaignBattle::rolledOwnDie(qint64 leaderId) const
{
    // RULES L5: an action is a roll of his own (a check, a deed, a survival check); the side's fire is not.
    const QList<Roll> &rolls = mBuilder.rolls();
    return std::any_of(rolls.cbegin(), rolls.cend(), [leaderId](const Roll &r) {
        return r.leaderId == leaderId && r.category != QLatin1String(Roll::BattleFire);
    });
}

BattleEnding CampaignBattle::ending() const
{
    BattleEnding e;
    e.title = mBattle->title();
    e.breakIn = mBattle->flags().breakIn;
    e.hex = mHex;
    e.result = mBattle->result();
    e.rounds = e.result == BattleResult::Avoided ? 0 : mBattle->round();
    const QJsonObject told = battleReport(*mBattle, mBuilder.campaign().turn(), {}, {});
    for (Role r : BothRoles) {
        const int i = roleIndex(r);
        const BattleSide &s = mBattle->side(r);
        e.forces[i] = forces(r);
        for (qsizetype k = 0; k < e.forces[i].size(); ++k) {
            const Units fought = s.forceUnits.value(k);
            const Units stayed = mHeldBack.value(e.forces[i][k].id);
            ForceEnd end;
            end.units = {fought.good + stayed.good, fought.flagged + stayed.flagged, fought.broken + stayed.broken};
            end.eliminated = s.forceEliminated.value(k);
            e.ends[i].append(end);
        }
        e.details[i] =
            told.value(r == Role::Attacker ? QStringLiteral("attacker") : QStringLiteral("defender")).toObject();
        e.leadersAfter << s.leaders;
        for (const Leader &l : s.leaders) {
            if (rolledOwnDie(l.id))
                e.actedIn << l.id;
        }
        for (const FieldMarch &m : s.marches)
            e.marches << MarchEnd{m.general.id, m.edge, m.progress.state, m.arrivedRound, m.units, m.rolls, m.rollIds};
    }
    e.escaped = QList<qint64>(mBattle->escaped().cbegin(), mBattle->escaped().cend());
    for (const BattleEvent &ev : mBattle->events())
        e.steps << ReportedStep{ev.round, ev.text, ev.rollId};
    return e;
}

Settlement CampaignBattle::settlement() const
{
    return settleBattle(mBuilder.campaign(), ending());
}

Outcome CampaignBattle::finish()
{
    Q_ASSERT(mRefusal.isEmpty() && mBattle->phase() == BattlePhase::Over);
    const SettlementChoices choices{{mChosen[0], mChosen[1]}, mRefuges};
    BattleConsequence consequence;
    if (mConsequence)
        consequence = [this](ActionBuilder &b, QStringList &lines) { mConsequence(b, *mBattle, lines); };
    QString summary;
    mReport = applySettlement(mBuilder, settlement(), choices, consequence, summary);
    return mBuilder.land(summary, 0, mAttackers.front().id);
}

} // namespace castellan
