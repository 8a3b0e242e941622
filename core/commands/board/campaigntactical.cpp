#include "campaigntactical.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "commands/battles/battledue.h"
#include "commands/battles/landsettlement.h"
#include "commands/leaders/refuge.h"
#include "commands/sieges/siegeactions.h"
#include "i18n/argtext.h"
#include "i18n/rollkinds.h"
#include "model/limits.h"
#include "rulesetactions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace castellan {

namespace {

struct CampaignTacticalText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignTactical)
    CASTELLAN_KEPT_TEXTS(CampaignTactical)
};

/** The board's columns from the middle out: the first counters stand in the centre. */
QList<int> middleOut(int columns)
{
    QList<int> order;
    const int mid = columns / 2;
    for (int k = 0; order.size() < columns; ++k) {
        if (mid + k < columns)
            order << mid + k;
        if (k > 0 && mid - k >= 0)
            order << mid - k;
    }
    return order;
}

/** Reading: the strategic hex's ground shows on the board's middle row, every third hex. */
QString boardGround(Terrain t)
{
    switch (t) {
    case Terrain::Forest: return QStringLiteral("woods");
    case Terrain::Hills:
    case Terrain::Mountains: return QStringLiteral("hill");
    case Terrain::Marsh:
    case Terrain::Water: return QStringLiteral("stream");
    case Terrain::Clear: break;
    }
    return {};
}

} // namespace

BoardLeader boardLeaderOf(const Leader &leader)
{
    BoardLeader b{leader.id, leader.name, leader.effectiveHeroics(), leader.rerolls};
    b.pronoun = leader.pronoun;
    return b;
}

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex)
    : CampaignTactical(campaign, hex, tacticalRuleset(campaign))
{ }

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex, const Ruleset &rules)
    : CampaignTactical(campaign, hex, rules, false)
{ }

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex, qint64 attackerForceId, qint64 defenderForceId)
    : CampaignTactical(campaign, hex, tacticalRuleset(campaign), false, {attackerForceId, defenderForceId})
{ }

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex, const Ruleset &rules, bool resuming,
                                   std::array<qint64, 2> named)
    : mBuilder(campaign, CampaignTacticalText::kept("Tactical battle at %1").arg(hexLabel(hex)))
    , mHex(hex)
    , mNamed(named)
{
    if (const auto kept = underway(campaign); kept && !resuming) {
        // Its dice are in the log: it is resumed, never fought again from the start.
        mRefusal = kept->hex == hex
            ? CampaignTacticalText::tr("The battle on the board at %1 is under way: resume it where it was.")
                  .arg(hexLabel(hex))
            : CampaignTacticalText::tr("The battle on the board at %1 is under way: resume it and finish it first.")
                  .arg(hexLabel(kept->hex));
        return;
    }
    const DueBattle due = battleDueAt(campaign, hex, mNamed[0], mNamed[1]);
    if (!due.refusal.isEmpty()) {
        mRefusal = due.refusal;
        return;
    }
    for (qint64 id : due.defenders)
        mForces[0] << *campaign.force(id);
    for (qint64 id : due.attackers)
        mForces[1] << *campaign.force(id);
    for (int s = 0; s < 2; ++s) {
        int units = 0;
        for (const Force &f : std::as_const(mForces[s]))
            units += f.units.total();
        if (units == 0) {
            mRefusal = CampaignTacticalText::tr(
                           "%1 has no units to set on the battle board; only leaders are left (RULES F8).")
                           .arg(campaign.sideName(mForces[s].front().sideId));
            return;
        }
        if (units > MaxCountersPerSide) {
            mRefusal =
                CampaignTacticalText::tr("%1 has %2 units; the battle board takes at most %3 a side.")
                    .arg(campaign.sideName(mForces[s].front().sideId), argText(units), argText(MaxCountersPerSide));
            return;
        }
    }
    mPlaced = setUp(rules);
    mBattle = std::make_unique<TacticalBattle>(rules, mPlaced);
}

TacticalSetup CampaignTactical::setUp(const Ruleset &rules)
{
    const Campaign &c = mBuilder.campaign();
    int most = 0;
    for (const QList<Force> &side : mForces) {
        int n = 0;
        for (const Force &f : side)
            n += f.units.total();
        most = std::max(most, n);
    }
    TacticalSetup setup;
    setup.board.columns = std::clamp(int(std::ceil(most / 2.0)), 13, MaxBoardColumns);
    const int rowsEach = std::max(2, int(std::ceil(double(most) / setup.board.columns)));
    setup.board.rows = std::clamp(2 * rowsEach + 5, 9, MaxBoardRows);
    if (const auto ground = rules.terrainIndex(boardGround(c.mapHex(mHex).terrain))) {
        for (int col = 1; col < setup.board.columns; col += 3)
            setup.board.setTerrain({col, setup.board.rows / 2}, *ground);
    }
    const int infantry = rules.unitIndex(QStringLiteral("infantry")).value_or(0);
    const int cavalry = rules.unitIndex(QStringLiteral("cavalry")).value_or(infantry);
    const int artillery = rules.unitIndex(QStringLiteral("artillery")).value_or(infantry);
    const QList<int> columns = middleOut(setup.board.columns);
    for (int s = 0; s < 2; ++s) {
        setup.sideNames[s] = c.sideName(mForces[s].front().sideId);
        // The front row first for infantry and cavalry, the back row first for the guns.
        QList<Hex> front, back;
        for (int k = 0; k < rowsEach; ++k) {
            const int frontRow = s == 0 ? rowsEach - 1 - k : setup.board.rows - rowsEach + k;
            const int backRow = s == 0 ? k : setup.board.rows - 1 - k;
            for (int col : columns) {
                front << Hex{col, frontRow};
                back << Hex{col, backRow};
            }
        }
        QSet<Hex> taken;
        auto take = [&taken](const QList<Hex> &order) {
            for (const Hex &h : order) {
                if (!taken.contains(h)) {
                    taken << h;
                    return h;
                }
            }
            return Hex{};
        };
        for (const Force &f : std::as_const(mForces[s])) {
            QList<int> types;
            for (int k = 0; k < f.infantry(); ++k)
                types << infantry;
            for (int k = 0; k < f.cavalry; ++k)
                types << cavalry;
            for (int k = 0; k < f.artillery; ++k)
                types << artillery;
            // Reading: the force's able leaders lead its counters in order, infantry first (C8's second attack).
            QList<Leader> leaders;
            for (const Leader &l : c.leadersOf(f.id)) {
                if (l.isAble())
                    leaders << l;
            }
            for (qsizetype k = 0; k < types.size(); ++k) {
                TacticalUnit u;
                u.id = int(setup.units.size()) + 1;
                u.side = s;
                u.type = types[k];
                u.figures = rules.units[u.type].figures;
                u.forceId = f.id;
                u.hex = take(u.type == artillery && artillery != infantry ? back : front);
                if (k < leaders.size())
                    u.leader = boardLeaderOf(leaders[k]);
                setup.units << u;
            }
        }
    }
    setup.firstSide = 1; // the attacker moved into the space: it moves first
    setup.title = RollText(RollKind::BoardBattleAt, {hexLabel(mHex)});
    setup.survivalRolledByCampaign = true;
    return setup;
}

qint64 CampaignTactical::forceOf(int unitId) const
{
    const TacticalUnit *u = mBattle ? mBattle->unit(unitId) : nullptr;
    return u ? u->forceId : 0;
}

QList<Leader> CampaignTactical::leadersOnTheBoard() const
{
    // RULES H2, C11: as the board left them, less the rerolls they spent on it.
    QMap<qint64, int> rerollsLeft;
    QList<TacticalUnit> counters = mBattle->units();
    counters << mBattle->returningUnits();
    for (const TacticalUnit &u : std::as_const(counters)) {
        if (u.leader)
            rerollsLeft.insert(u.leader->leaderId, u.leader->rerolls);
    }
    QList<Leader> out;
    auto add = [&](const std::optional<BoardLeader> &l) {
        if (auto leader = l ? mBuilder.campaign().leader(l->leaderId) : std::nullopt) {
            leader->rerolls = rerollsLeft.value(leader->id, leader->rerolls);
            out << *leader;
        }
    };
    for (const TacticalUnit &u : mBattle->setup().units)
        add(u.leader);
    for (const TacticalBattle::MarchOnBoard &m : mBattle->marches())
        add(m.march.general);
    return out;
}

QJsonObject CampaignTactical::reportedLeaders(int boardSide, const QList<Leader> &after) const
{
    // As a field battle's report has them (RULES C11, F0): the side's leaders and its commander-in-chief.
    QJsonArray leaders;
    for (const Leader &l : after) {
        if (l.sideId != mForces[boardSide].front().sideId)
            continue;
        leaders.append(QJsonObject{{QStringLiteral("id"), l.id},
                                   {QStringLiteral("name"), l.name},
                                   {QStringLiteral("vitality"), l.vitality},
                                   {QStringLiteral("status"), statusKey(l.status())}});
    }
    const auto chief = mBuilder.campaign().leader(commanderInChief(boardSide));
    return {{QStringLiteral("leaders"), leaders},
            {QStringLiteral("commander"), chief ? QJsonValue(chief->name) : QJsonValue()}};
}

ForceEnd CampaignTactical::forceEnd(qint64 forceId) const
{
    const Ruleset &rules = mBattle->rules();
    const auto cavalry = rules.unitIndex(QStringLiteral("cavalry"));
    const auto artillery = rules.unitIndex(QStringLiteral("artillery"));
    QList<TacticalUnit> counters = mBattle->units();
    counters << mBattle->returningUnits(); // RULES M3: a march that never came in goes back, not killed
    ForceEnd end;
    end.cavalry = 0;
    end.artillery = 0;
    for (const TacticalUnit &u : std::as_const(counters)) {
        if (u.forceId != forceId)
            continue;
        end.figuresLost += rules.units.value(u.type).figures - u.figures; // RULES C11
        if (!u.alive()) {
            ++end.eliminated;
            continue;
        }
        ++end.units.good; // RULES C11: the survivors are in good order
        end.cavalry += cavalry && u.type == *cavalry;
        end.artillery += artillery && u.type == *artillery;
    }
    return end;
}

BattleEnding CampaignTactical::ending() const
{
    BattleEnding e;
    e.title = RollText(RollKind::BoardBattleEnded, {hexLabel(mHex)});
    e.onBoard = true;
    e.hex = mHex;
    e.result = mBattle->winner() == 1 ? BattleResult::AttackerWins : BattleResult::DefenderWins;
    e.rounds = mBattle->turn() + 1;
    for (int boardSide = 0; boardSide < 2; ++boardSide) {
        const int i = roleIndex(roleOfBoardSide(boardSide));
        e.forces[i] = mForces[boardSide];
        for (const Force &f : mForces[boardSide])
            e.ends[i] << forceEnd(f.id);
    }
    e.leadersAfter = leadersOnTheBoard();
    for (int boardSide = 0; boardSide < 2; ++boardSide)
        e.details[roleIndex(roleOfBoardSide(boardSide))] = reportedLeaders(boardSide, e.leadersAfter);
    for (const FallenLeader &fallen : mBattle->fallenLeaders())
        e.fell << fallen.leader.leaderId;
    for (const TacticalBattle::MarchOnBoard &m : mBattle->marches())
        e.marches << MarchEnd{m.march.general.leaderId,
                              m.march.edge,
                              m.progress.state,
                              m.arrivedTurn + 1,
                              int(m.march.units.size()),
                              m.rolls,
                              {}};
    for (const TacticalEvent &ev : mBattle->log())
        e.steps << ReportedStep{ev.turn + 1, ev.text, 0};
    const Ruleset &rules = mBattle->rules();
    e.extra = {{QStringLiteral("tactical"),
                QJsonObject{{QStringLiteral("ruleset"), rules.name},
                            {QStringLiteral("ruleset_hash"), QString::fromLatin1(rules.hash)}}}};
    return e;
}

Settlement CampaignTactical::settlement() const
{
    return settleBattle(mBuilder.campaign(), ending());
}

Outcome CampaignTactical::finish()
{
    Q_ASSERT(mRefusal.isEmpty() && mBattle->phase() == TacticalPhase::Over);
    QString summary;
    mReport = applySettlement(mBuilder, settlement(), {}, {}, summary);
    const Outcome landed = mBuilder.land(summary, 0, mForces[1].front().id);
    if (landed.ok)
        dropUnderway(mBuilder.campaign());
    return landed;
}

} // namespace castellan
