#include "settlement.h"

#include "battle/battlereport.h"
#include "battledue.h"
#include "campaign/campaign.h"
#include "commands/board/rulesetactions.h"
#include "model/limits.h"
#include "sideretreat.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace castellan {

namespace {

struct SettlementText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignBattle)
    CASTELLAN_KEPT_TEXTS(CampaignBattle)
};

bool won(Role r, BattleResult result)
{
    return (r == Role::Attacker && result == BattleResult::AttackerWins)
        || (r == Role::Defender && result == BattleResult::DefenderWins);
}

Units totalUnitsOf(const QList<Force> &forces)
{
    Units u;
    for (const Force &f : forces) {
        u.good += f.units.good;
        u.flagged += f.units.flagged;
        u.broken += f.units.broken;
    }
    return u;
}

/** Where a leader's changes are gathered, the campaign's copy the first time. */
Leader &leaderIn(Settlement &s, const Campaign &c, qint64 id)
{
    for (Leader &l : s.leaders) {
        if (l.id == id)
            return l;
    }
    s.leaders.append(c.leader(id).value_or(Leader{}));
    return s.leaders.last();
}

Force *forceIn(Settlement &s, qint64 id)
{
    for (QList<Force> &side : s.forces) {
        for (Force &f : side) {
            if (f.id == id)
                return &f;
        }
    }
    return nullptr;
}

/** The role of the side a force fought on (the defender's when it is not the attacker's). */
Role roleOf(const Settlement &s, qint64 forceId)
{
    const QList<Force> &attackers = s.forcesBefore[0];
    return std::any_of(attackers.cbegin(), attackers.cend(), [forceId](const Force &f) { return f.id == forceId; })
        ? Role::Attacker
        : Role::Defender;
}

/** The leaders with the side's forces as the settlement leaves them: neither dead nor captured. */
QList<qint64> leadersStillWith(const Settlement &s, const Campaign &c, Role r)
{
    QList<qint64> ids;
    for (const Force &f : s.forces[roleIndex(r)]) {
        for (const Leader &campaignCopy : c.leadersOf(f.id)) {
            const auto changed = std::find_if(s.leaders.cbegin(), s.leaders.cend(),
                                              [&](const Leader &l) { return l.id == campaignCopy.id; });
            const Leader &l = changed != s.leaders.cend() ? *changed : campaignCopy;
            if (l.forceId == f.id && l.status() != LeaderStatus::Dead && l.status() != LeaderStatus::Captured)
                ids.append(l.id);
        }
    }
    return ids;
}

void settleForces(Settlement &s, const BattleEnding &e)
{
    for (Role r : BothRoles) {
        const int i = roleIndex(r);
        s.forcesBefore[i] = e.forces[i];
        for (qsizetype k = 0; k < e.forces[i].size(); ++k) {
            Force f = e.forces[i][k];
            const ForceEnd end = e.ends[i].value(k);
            f.units = end.units;
            if (end.cavalry >= 0)
                f.cavalry = end.cavalry;
            if (end.artillery >= 0)
                f.artillery = end.artillery;
            f.fitComposition();
            f.lost = std::min(MaxLostUnits, f.lost + end.eliminated);
            s.forces[i].append(f);
            s.figuresLost.insert(f.id, end.figuresLost);
        }
    }
}

/** The engine's changes to its leaders; a leader dead or captured leaves his force (and its command). */
void settleLeaders(Settlement &s, const Campaign &c, const BattleEnding &e)
{
    const int turn = c.turn();
    for (const Leader &after : e.leadersAfter) {
        Leader &l = leaderIn(s, c, after.id);
        l.vitality = after.vitality;
        l.rerolls = after.rerolls;
        l.capturedBySide = after.capturedBySide;
        if ((l.status() == LeaderStatus::Dead || l.status() == LeaderStatus::Captured) && l.forceId > 0) {
            if (Force *f = forceIn(s, l.forceId); f && f->commanderId == l.id)
                f->commanderId = 0;
            l.forceId = 0;
        }
    }
    for (qint64 id : e.actedIn) {
        Leader &l = leaderIn(s, c, id);
        l.lastActionTurn = std::max(l.lastActionTurn, turn); // RULES L5: carried through it is no action
    }
    for (const MarchEnd &m : e.marches) {
        if (!m.rolls.isEmpty()) {
            Leader &l = leaderIn(s, c, m.generalId);
            l.lastActionTurn = std::max(l.lastActionTurn, turn); // his arrival rolls are rolls of his own
        }
    }
}

/** RULES F6a: a side with no way out loses its units. */
void settleMoves(Settlement &s, const Campaign &c, const BattleEnding &e)
{
    std::array<int, 2> left{};
    for (Role r : BothRoles)
        left[roleIndex(r)] = totalUnitsOf(s.forces[roleIndex(r)]).total();
    for (Role r : sidesMovingOff(e.result, e.hex, left)) {
        SideMove m;
        m.side = r;
        m.avoided = e.result == BattleResult::Avoided;
        m.ways = m.avoided ? freeSpacesAround(c, e.hex, s.sideIds[roleIndex(r)])
                           : retreatWays(c, s.forces[roleIndex(r)], e.hex, r == Role::Attacker);
        if (m.ways.isEmpty()) {
            for (Force &f : s.forces[roleIndex(r)]) {
                f.lost = std::min(MaxLostUnits, f.lost + f.units.total());
                f.units = {};
                f.fitComposition();
            }
        }
        s.moves.append(m);
    }
}

/** RULES C11, F8, F6a with H3: who checks his survival when the battle lands; each leader once at most. */
void settleChecks(Settlement &s, const Campaign &c, const BattleEnding &e)
{
    QSet<qint64> checked(e.escaped.cbegin(), e.escaped.cend());
    auto due = [&](qint64 id, Role r, const RollText &why) {
        if (checked.contains(id))
            return;
        checked.insert(id);
        s.checks.append({id, r, why, s.sideIds[roleIndex(opponent(r))]});
    };
    const QString at = hexLabel(e.hex);
    for (qint64 id : e.fell) {
        const auto l = c.leader(id);
        due(id, roleOf(s, l ? l->forceId : 0),
            byPronoun(l ? l->pronoun : Pronoun::He,
                      SettlementText::kept("His unit fell on the battle board at %1 (RULES C11)"),
                      SettlementText::kept("Her unit fell on the battle board at %1 (RULES C11)"),
                      SettlementText::kept("Their unit fell on the battle board at %1 (RULES C11)"))
                .arg(at));
    }
    for (const Leader &l : e.leadersAfter) {
        if (l.status() == LeaderStatus::Dead || l.status() == LeaderStatus::Captured)
            checked.insert(l.id); // the engine rolled his check (F8)
    }
    for (Role r : BothRoles) {
        if (totalUnitsOf(s.forces[roleIndex(r)]).total() > 0)
            continue;
        const SideMove *m = s.move(r);
        const bool noWayOut = m && m->ways.isEmpty();
        for (qint64 id : leadersStillWith(s, c, r)) {
            const auto l = c.leader(id);
            due(id, r,
                noWayOut
                    ? SettlementText::kept("No way out of %1").arg(at)
                    : byPronoun(l ? l->pronoun : Pronoun::He,
                                SettlementText::kept("His side had no unit left after the battle at %1 (RULES F8)"),
                                SettlementText::kept("Her side had no unit left after the battle at %1 (RULES F8)"),
                                SettlementText::kept("Their side had no unit left after the battle at %1 (RULES F8)"))
                          .arg(e.hex.col >= 0 ? RollText::plain(at) : e.title));
        }
    }
}

HistoryEntry historyLine(qint64 leaderId, const RollText &text, qint64 rollId = 0)
{
    HistoryEntry h;
    h.leaderId = leaderId;
    h.text = text;
    h.rollId = rollId;
    return h;
}

RollText foughtLine(const BattleEnding &e, Role r, int turn)
{
    if (e.result == BattleResult::Avoided)
        return SettlementText::kept("%1 (turn %2): avoided battle.").arg(e.title, turn);
    const RollText role = r == Role::Attacker ? SettlementText::kept("attacker") : SettlementText::kept("defender");
    const RollText how = e.result == BattleResult::Mutual ? SettlementText::kept("mutual defeat")
        : won(r, e.result)                                ? SettlementText::kept("won")
                                                          : SettlementText::kept("lost");
    return e.onBoard
        ? SettlementText::kept("%1 (turn %2): fought on the battle board as %3; %4.").arg(e.title, turn, role, how)
        : SettlementText::kept("%1 (turn %2): fought as %3; %4.").arg(e.title, turn, role, how);
}

RollText marchLine(const BattleEnding &e, const MarchEnd &m, Pronoun p)
{
    const RollText edge = edgeText(m.edge);
    switch (m.state) {
    case MarchState::Arrived:
        return e.onBoard
            ? byPronoun(p, SettlementText::kept("%1: his flank march by the %2 came onto the board in turn %3."),
                        SettlementText::kept("%1: her flank march by the %2 came onto the board in turn %3."),
                        SettlementText::kept("%1: their flank march by the %2 came onto the board in turn %3."))
                  .arg(e.title, edge, m.arrivedAt)
            : byPronoun(
                  p,
                  SettlementText::kept("%1: his flank march by the %2 arrived at the start of round %3 with %4 units."),
                  SettlementText::kept("%1: her flank march by the %2 arrived at the start of round %3 with %4 units."),
                  SettlementText::kept(
                      "%1: their flank march by the %2 arrived at the start of round %3 with %4 units."))
                  .arg(e.title, edge, m.arrivedAt, m.units);
    case MarchState::Aborted:
        return byPronoun(
                   p, SettlementText::kept("%1: his flank march by the %2 was aborted; its %3 units took no part."),
                   SettlementText::kept("%1: her flank march by the %2 was aborted; its %3 units took no part."),
                   SettlementText::kept("%1: their flank march by the %2 was aborted; its %3 units took no part."))
            .arg(e.title, edge, m.units);
    default: break;
    }
    return byPronoun(
               p,
               SettlementText::kept("%1: the battle ended before his flank march by the %2 arrived; its %3 units "
                                    "took no part."),
               SettlementText::kept("%1: the battle ended before her flank march by the %2 arrived; its %3 units "
                                    "took no part."),
               SettlementText::kept("%1: the battle ended before their flank march by the %2 arrived; its %3 units "
                                    "took no part."))
        .arg(e.title, edge, m.units);
}

/** Each leader's history: how he fought, his wounds and fate, and his flank march (RULES M3). */
void settleHistory(Settlement &s, const Campaign &c, const BattleEnding &e)
{
    const int turn = c.turn();
    for (const Leader &fought : e.leadersAfter) {
        const auto before = c.leader(fought.id);
        if (!before)
            continue;
        RollText line = foughtLine(e, roleOf(s, before->forceId), turn);
        const Leader &after = leaderIn(s, c, fought.id);
        if (after.vitality < before->vitality)
            line = line + SettlementText::kept(" Took %n wound(s).", nullptr, before->vitality - after.vitality);
        if (after.status() != before->status())
            line = line + RollText::plain(QStringLiteral(" "))
                + SettlementText::kept("Now %1.").arg(statusText(after.status()).lower());
        s.history.append(historyLine(fought.id, line));
    }
    const FlankTable table = flankTable(c);
    for (const MarchEnd &m : e.marches) {
        const auto general = c.leader(m.generalId);
        const GeneralLevel level = table.levelOf(general ? general->rating(Trait::Maneuver) : 0);
        const Pronoun pronoun = general ? general->pronoun : Pronoun::He;
        for (qsizetype i = 0; i < m.rolls.size(); ++i) {
            if (m.rolls[i].levelChanged())
                s.history.append(historyLine(m.generalId, levelChangeHistory(e.title, m.rolls[i], level, pronoun),
                                             m.rollIds.value(i)));
        }
        s.history.append(historyLine(m.generalId, marchLine(e, m, pronoun)));
    }
}

void settleReport(Settlement &s, const Campaign &c, const BattleEnding &e, const RollText &resultText)
{
    SettledReport &r = s.report;
    r.name = e.title;
    r.turn = c.turn();
    r.result = e.result;
    r.resultText = resultText;
    r.rounds = e.rounds;
    r.breakIn = e.breakIn;
    r.hex = e.hex;
    r.details = e.details;
    r.steps = e.steps;
    r.extra = e.extra;
    for (Role role : BothRoles) {
        const int i = roleIndex(role);
        ReportedSide &side = r.sides[i];
        side.forceName = e.forces[i].value(0).name;
        side.sideName = c.sideName(s.sideIds[i]);
        side.start = totalUnitsOf(e.forces[i]);
        for (const ForceEnd &end : e.ends[i]) {
            side.end.good += end.units.good;
            side.end.flagged += end.units.flagged;
            side.end.broken += end.units.broken;
            side.eliminated += end.eliminated;
            side.figuresLost += end.figuresLost;
        }
        const SideMove *m = s.move(role);
        side.retreated = m && !m->avoided;
    }
}

} // namespace

const SideMove *Settlement::move(Role r) const
{
    const auto it = std::find_if(moves.cbegin(), moves.cend(), [r](const SideMove &m) { return m.side == r; });
    return it != moves.cend() ? &*it : nullptr;
}

QList<Role> sidesMovingOff(BattleResult result, const Hex &hex, const std::array<int, 2> &unitsLeft)
{
    QList<Role> moving;
    if (hex.col < 0)
        return moving;
    for (Role r : BothRoles) {
        const bool off = result == BattleResult::Mutual || (r == Role::Defender && result == BattleResult::Avoided)
            || (result != BattleResult::Avoided && result != BattleResult::Undecided && won(opponent(r), result));
        if (off && unitsLeft[roleIndex(r)] > 0)
            moving.append(r);
    }
    return moving;
}

Settlement settleBattle(const Campaign &c, const BattleEnding &e)
{
    Settlement s;
    s.title = e.title;
    s.hex = e.hex;
    s.result = e.result;
    for (Role r : BothRoles)
        s.sideIds[roleIndex(r)] = e.forces[roleIndex(r)].value(0).sideId;
    settleForces(s, e);
    settleLeaders(s, c, e);
    settleMoves(s, c, e);
    settleChecks(s, c, e);
    s.escaped = e.escaped;
    std::sort(s.escaped.begin(), s.escaped.end());
    settleHistory(s, c, e);
    for (const Leader &l : e.leadersAfter)
        s.rerollsLapse.append(l.id); // RULES H2: the battle was the event they were held for
    const RollText text = e.onBoard && e.result != BattleResult::Mutual
        ? SettlementText::kept("%1 wins on the battle board")
              .arg(c.sideName(s.sideIds[roleIndex(won(Role::Attacker, e.result) ? Role::Attacker : Role::Defender)]))
        : resultKept(e.result);
    settleReport(s, c, e, text);
    return s;
}

std::optional<Role> sideTakingWay(const Settlement &s, const Hex &hex)
{
    if (s.moves.isEmpty())
        return std::nullopt;
    for (Role r : {Role::Defender, Role::Attacker}) {
        if (const SideMove *m = s.move(r); m && m->ways.contains(hex))
            return r;
    }
    return s.moves.front().side;
}

} // namespace castellan
