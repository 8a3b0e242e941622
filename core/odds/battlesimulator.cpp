#include "battlesimulator.h"

#include "battle/battle.h"
#include "dice/dicesource.h"

namespace castellan {

namespace {

BattleSide sideFrom(const SideSpec &spec, qint64 id)
{
    BattleSide side;
    side.sideId = id;
    side.units = {spec.good, 0, spec.broken};
    if (!spec.leaderless) {
        Leader commander;
        commander.id = id;
        commander.ratings = {6, 1, 1, 1, spec.battle, 1, spec.rally};
        commander.vitality = 6;
        side.leaders.append(commander);
        side.commanderId = id;
    }
    return side;
}

} // namespace

BattleOdds simulateBattles(const SideSpec &attacker, const SideSpec &defender, int trials, quint64 seed,
                           const std::atomic<bool> *cancel, BattleFlags flags, const FlankSpec *flank)
{
    BattleOdds odds;
    if (!checkSides(attacker, defender).isEmpty() || trials <= 0 || trials > MaxTrials)
        return odds;
    SeededDice dice(seed);
    const Roller roller(dice); // fast dice, no log
    const BattleSide a = sideFrom(attacker, 1);
    const BattleSide d = sideFrom(defender, 2);
    FieldMarch march;
    if (flank) {
        march.general.id = 3;
        march.general.ratings = {6, 1, 1, 1, 1, 1, 1}; // never the commander: he arrives under the designated one
        march.general.vitality = 6;
        march.units = flank->units;
        march.progress.level = flank->level;
    }
    std::vector<long long> rounds;
    long long wins[3] = {0, 0, 0};
    long long annihilated[2] = {0, 0};
    long long left[2] = {0, 0};
    int played = 0;
    for (; played < trials; ++played) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            odds.cancelled = true;
            break;
        }
        Battle b(QString(), a, d, flags, roller);
        b.setQuiet(true);
        if (flank) {
            b.setFlankTable(flank->table);
            b.addMarch(flank->side, march);
        }
        b.skipAvoid();
        // The default choices (RULES F9), without the aftermath: the odds describe the battle's end.
        while (b.phase() != BattlePhase::Aftermath) {
            switch (b.phase()) {
            case BattlePhase::RoundStart: b.fire(); break;
            case BattlePhase::Fire: b.endFire(); break;
            case BattlePhase::Casualties: b.applyCasualties(); break;
            case BattlePhase::RallyOrRetreat: b.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally); break;
            default: break;
            }
        }
        const int fought = b.round();
        if (std::size_t(fought) >= rounds.size())
            rounds.resize(std::size_t(fought) + 1, 0);
        ++rounds[std::size_t(fought)];
        switch (b.result()) {
        case BattleResult::AttackerWins: ++wins[0]; break;
        case BattleResult::DefenderWins: ++wins[1]; break;
        default: ++wins[2]; break;
        }
        const int fieldA = b.side(Role::Attacker).units.total();
        const int fieldD = b.side(Role::Defender).units.total();
        annihilated[0] += fieldA == 0;
        annihilated[1] += fieldD == 0;
        const int leftA = fieldA + b.returningUnits(Role::Attacker);
        const int leftD = fieldD + b.returningUnits(Role::Defender);
        left[0] += leftA;
        left[1] += leftD;
    }
    if (played == 0)
        return odds;
    const double n = played;
    odds.attackerWins = wins[0] / n;
    odds.defenderWins = wins[1] / n;
    odds.mutual = wins[2] / n;
    odds.attackerAnnihilated = annihilated[0] / n;
    odds.defenderAnnihilated = annihilated[1] / n;
    odds.attackerUnitsLeft = left[0] / n;
    odds.defenderUnitsLeft = left[1] / n;
    for (long long c : rounds)
        odds.rounds.push_back(c / n);
    odds.stateVisits = played;
    return odds;
}

} // namespace castellan
