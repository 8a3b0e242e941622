#include "campaigntactical.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "commands/battledue.h"
#include "commands/refuge.h"
#include "commands/rulesetactions.h"
#include "commands/sideretreat.h"
#include "commands/siegeactions.h"
#include "i18n/argtext.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace castellan {

namespace {

struct CampaignTacticalText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignTactical)
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

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex)
    : CampaignTactical(campaign, hex, tacticalRuleset(campaign))
{ }

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex, const Ruleset &rules)
    : CampaignTactical(campaign, hex, rules, false)
{ }

CampaignTactical::CampaignTactical(Campaign &campaign, const Hex &hex, const Ruleset &rules, bool resuming)
    : mBuilder(campaign, CampaignTacticalText::tr("Tactical battle at %1").arg(hexLabel(hex)))
    , mHex(hex)
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
    const DueBattle due = battleDueAt(campaign, hex);
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
                    u.leader = BoardLeader{leaders[k].id, leaders[k].name, leaders[k].effectiveHeroics()};
                setup.units << u;
            }
        }
    }
    setup.firstSide = 1; // the attacker moved into the space: it moves first
    setup.title = CampaignTacticalText::tr("tactical battle at %1").arg(hexLabel(mHex));
    setup.survivalRolledByCampaign = true;
    return setup;
}

qint64 CampaignTactical::forceOf(int unitId) const
{
    const TacticalUnit *u = mBattle ? mBattle->unit(unitId) : nullptr;
    return u ? u->forceId : 0;
}

void CampaignTactical::checkLeadersOffTheBoard(const qint64 (&sideId)[2], const QString &title, QStringList &lines,
                                               QList<qint64> &escaped)
{
    QSet<qint64> fell;
    for (const FallenLeader &fallen : mBattle->fallenLeaders())
        fell << fallen.leader.leaderId;
    for (int s = 0; s < 2; ++s) {
        int left = 0;
        for (const Force &start : std::as_const(mForces[s]))
            left += mBuilder.force(start.id).units.total();
        if (left > 0)
            continue;
        // RULES F8, C11: the side has no unit left; its leaders who were not on the board check too.
        for (const Force &start : std::as_const(mForces[s])) {
            for (const Leader &l : mBuilder.campaign().leadersOf(start.id)) {
                const Leader &w = mBuilder.leader(l.id);
                if (fell.contains(w.id) || w.forceId != start.id || w.status() == LeaderStatus::Dead
                    || w.status() == LeaderStatus::Captured)
                    continue;
                const Survival outcome = rollSurvival(
                    mBuilder, w.id,
                    CampaignTacticalText::tr("%1, survival check: %2").arg(argText(title), argText(w.name)),
                    CampaignTacticalText::tr("His side had no unit left after the battle on the board at %1 (RULES F8)")
                        .arg(hexLabel(mHex)),
                    sideId[1 - s], lines);
                if (outcome == Survival::Escapes)
                    escaped.append(w.id);
            }
        }
    }
}

Outcome CampaignTactical::finish()
{
    Q_ASSERT(mRefusal.isEmpty() && mBattle->phase() == TacticalPhase::Over);
    Campaign &c = mBuilder.campaign();
    const int turn = c.turn();
    const int winner = mBattle->winner();
    const int loser = 1 - winner;
    const QString title = CampaignTacticalText::tr("Tactical battle at %1").arg(hexLabel(mHex));
    const Ruleset &rules = mBattle->rules();
    const auto cavalry = rules.unitIndex(QStringLiteral("cavalry"));
    const auto artillery = rules.unitIndex(QStringLiteral("artillery"));
    QHash<qint64, Units> startOf;
    // RULES C11: each counter eliminated is a campaign unit eliminated; the survivors are in good order.
    for (const QList<Force> &side : mForces) {
        for (const Force &start : side) {
            startOf.insert(start.id, start.units);
            int alive = 0, dead = 0, mounted = 0, guns = 0;
            QList<TacticalUnit> counters = mBattle->units();
            counters << mBattle->returningUnits(); // RULES M3: a march that never came in goes back, not killed
            for (const TacticalUnit &u : std::as_const(counters)) {
                if (u.forceId != start.id)
                    continue;
                if (!u.alive()) {
                    ++dead;
                    continue;
                }
                ++alive;
                mounted += cavalry && u.type == *cavalry;
                guns += artillery && u.type == *artillery;
            }
            Force &f = mBuilder.force(start.id);
            f.units = {alive, 0, 0};
            f.cavalry = mounted;
            f.artillery = guns;
            f.lost = std::min(MaxLostUnits, f.lost + dead);
        }
    }
    QStringList lines;
    QList<qint64> escaped;
    const qint64 sideId[2] = {mForces[0].front().sideId, mForces[1].front().sideId};
    for (const FallenLeader &fallen : mBattle->fallenLeaders()) {
        const Survival outcome = rollSurvival(
            mBuilder, fallen.leader.leaderId,
            CampaignTacticalText::tr("%1, survival check: %2").arg(argText(title), argText(fallen.leader.name)),
            CampaignTacticalText::tr("His unit fell on the battle board at %1 (RULES C11)").arg(hexLabel(mHex)),
            sideId[1 - fallen.side], lines);
        if (outcome == Survival::Escapes)
            escaped.append(fallen.leader.leaderId);
    }
    checkLeadersOffTheBoard(sideId, title, lines, escaped);
    for (int s = 0; s < 2; ++s) {
        for (const Force &start : mForces[s]) {
            for (const Leader &l : c.leadersOf(start.id)) {
                mBuilder.history(
                    l.id,
                    CampaignTacticalText::tr("%1 (turn %2): fought on the battle board as %3; %4.")
                        .arg(argText(title), argText(turn),
                             s == 1 ? CampaignTacticalText::tr("attacker") : CampaignTacticalText::tr("defender"),
                             s == winner ? CampaignTacticalText::tr("won") : CampaignTacticalText::tr("lost")));
            }
        }
    }
    for (const TacticalBattle::MarchOnBoard &m : mBattle->marches()) {
        // RULES M3: the march's story and its general's level changes, in his history.
        const qint64 id = m.march.general.leaderId;
        for (const ArrivalRoll &a : m.rolls) {
            if (a.levelChanged())
                mBuilder.history(
                    id,
                    levelChangeHistory(
                        title, a,
                        flankTable(mBuilder.campaign()).levelOf(mBuilder.leader(id).rating(Trait::Maneuver))));
        }
        const QString how = m.progress.state == MarchState::Arrived
            ? CampaignTacticalText::tr("%1: his flank march by the %2 came onto the board in turn %3.")
                  .arg(argText(title), edgeName(m.march.edge), argText(m.arrivedTurn + 1))
            : m.progress.state == MarchState::Aborted
            ? CampaignTacticalText::tr("%1: his flank march by the %2 was aborted.")
                  .arg(argText(title), edgeName(m.march.edge))
            : CampaignTacticalText::tr("%1: the battle ended before his flank march by the %2 arrived.")
                  .arg(argText(title), edgeName(m.march.edge));
        mBuilder.history(id, how);
    }
    SideRetreat way;
    way.forces = mForces[loser];
    way.from = mHex;
    way.ways = retreatWays(c, mForces[loser], mHex, loser == 1);
    way.captorSide = sideId[winner];
    way.battleName = title;
    retreatSide(mBuilder, way, lines, escaped);
    for (qint64 id : std::as_const(escaped))
        placeEscaped(mBuilder, id, mHex, lines);
    QList<qint64> removed;
    for (const QList<Force> &side : mForces) {
        for (const Force &start : side) {
            if (removeIfEmpty(mBuilder, start.id, lines))
                removed << start.id;
        }
    }
    endBrokenSieges(mBuilder, lines);

    // The report, with the keys of a field battle's (battlereport.h), so the reports dialog reads both.
    QJsonArray events;
    for (const TacticalEvent &e : mBattle->log())
        events.append(QJsonObject{{QStringLiteral("round"), e.turn + 1}, {QStringLiteral("text"), e.text}});
    auto sideJson = [&](int s) {
        Units start, end;
        int eliminated = 0;
        for (const Force &f : mForces[s]) {
            start.good += startOf[f.id].good;
            start.broken += startOf[f.id].broken;
            end.good += mBuilder.force(f.id).units.good;
        }
        for (const TacticalUnit &u : mBattle->units())
            eliminated += u.side == s && !u.alive();
        return QJsonObject{
            {QStringLiteral("force"), mForces[s].front().name}, {QStringLiteral("side"), c.sideName(sideId[s])},
            {QStringLiteral("start"), unitsJson(start)},        {QStringLiteral("end"), unitsJson(end)},
            {QStringLiteral("eliminated"), eliminated},         {QStringLiteral("retreated"), s == loser},
            {QStringLiteral("leaders"), QJsonArray()}};
    };
    mReport = {
        {QStringLiteral("name"), title},
        {QStringLiteral("turn"), turn},
        {QStringLiteral("result"), winner == 1 ? QStringLiteral("attacker_wins") : QStringLiteral("defender_wins")},
        {QStringLiteral("result_text"),
         CampaignTacticalText::tr("%1 wins on the battle board").arg(c.sideName(sideId[winner]))},
        {QStringLiteral("rounds"), mBattle->turn() + 1},
        {QStringLiteral("break_in"), false},
        {QStringLiteral("attacker"), sideJson(1)},
        {QStringLiteral("defender"), sideJson(0)},
        {QStringLiteral("events"), events},
        {QStringLiteral("hex"), hexLabel(mHex)},
        {QStringLiteral("tactical"),
         QJsonObject{{QStringLiteral("ruleset"), rules.name},
                     {QStringLiteral("ruleset_hash"), QString::fromLatin1(rules.hash)}}}};
    BattleRecord record;
    record.turn = turn;
    record.name = title;
    record.attackerForceId = mForces[1].front().id;
    record.defenderForceId = mForces[0].front().id;
    record.result = mReport.value(QStringLiteral("result")).toString();
    record.report = QString::fromUtf8(QJsonDocument(mReport).toJson(QJsonDocument::Compact));
    mBuilder.addBattle(record);
    QString summary = CampaignTacticalText::tr("%1: %2 wins.").arg(title, c.sideName(sideId[winner]));
    for (const QString &line : std::as_const(lines))
        summary += QLatin1Char(' ') + line;
    const Outcome landed = mBuilder.land(summary, 0, mForces[1].front().id);
    if (landed.ok)
        dropUnderway(c);
    return landed;
}

} // namespace castellan
