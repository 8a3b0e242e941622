// Field-battle odds (RULES O1): exact odds for battles of growing size, and the seeded simulator, so the two
// can be compared: the exact odds must beat a simulation that reaches +-0.001 on the same battle.
// Every battle: attacker Battle 4, Rally 4 against defender Battle 3, Rally 3.

#include "directodds.h"
#include "odds/battleodds.h"
#include "odds/battlesimulator.h"
#include "odds/breakinodds.h"
#include "odds/flankbattleodds.h"

#include <benchmark/benchmark.h>

#include <cmath>

using namespace castellan;

namespace {

SideSpec attacker(int units)
{
    return {units, 0, 4, 4, false};
}

SideSpec defender(int units)
{
    return {units, 0, 3, 3, false};
}

void exact(benchmark::State &state, OddsDetail detail)
{
    const int a = int(state.range(0));
    const int d = int(state.range(1));
    BattleOdds o;
    for (auto _ : state) {
        o = exactBattleOdds(attacker(a), defender(d), nullptr, detail);
        benchmark::DoNotOptimize(o.attackerWins);
    }
    state.counters["attacker_wins"] = o.attackerWins;
    state.counters["error_bound"] = o.unaccounted;
    state.counters["state_visits"] = double(o.stateVisits);
}

void BM_ExactOdds(benchmark::State &state)
{
    exact(state, OddsDetail::WithoutRounds);
}
BENCHMARK(BM_ExactOdds)->Args({10, 8})->Args({10, 10})->Args({20, 20})->Args({30, 30})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExactOdds)->Args({60, 60})->Unit(benchmark::kMillisecond)->Iterations(1);

/** The limit's worst case (issue 28, item 13): MaxOddsUnits a side, both with Rally 1, whose battles last longest. */
void BM_ExactOddsAtTheLimit(benchmark::State &state)
{
    const SideSpec side{MaxOddsUnits, 0, 3, 1, false};
    BattleOdds o;
    for (auto _ : state) {
        o = exactBattleOdds(side, side, nullptr, OddsDetail::WithoutRounds);
        benchmark::DoNotOptimize(o.attackerWins);
    }
    state.counters["units"] = MaxOddsUnits;
}
BENCHMARK(BM_ExactOddsAtTheLimit)->Unit(benchmark::kMillisecond)->Iterations(1);

/** PERFORMANCE.md's baseline, a direct memoised recursion (tests/support/directodds.h), on the same machine in
 *  the same run: the machines are noisy, so the targets are best read against it. */
void BM_DirectOdds(benchmark::State &state)
{
    const int a = int(state.range(0));
    const int d = int(state.range(1));
    BattleOdds o;
    for (auto _ : state) {
        o = castellan::DirectOdds(attacker(a), defender(d)).odds();
        benchmark::DoNotOptimize(o.attackerWins);
    }
    const BattleOdds exact = exactBattleOdds(attacker(a), defender(d), nullptr, OddsDetail::WithoutRounds);
    state.counters["attacker_wins"] = o.attackerWins;
    state.counters["difference_from_exact"] = std::abs(o.attackerWins - exact.attackerWins);
}
BENCHMARK(BM_DirectOdds)->Args({10, 8})->Args({10, 10})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DirectOdds)->Args({20, 20})->Args({30, 30})->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_ExactOddsWithRounds(benchmark::State &state)
{
    exact(state, OddsDetail::WithRounds);
}
BENCHMARK(BM_ExactOddsWithRounds)->Args({10, 8})->Args({10, 10})->Args({20, 20})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExactOddsWithRounds)->Args({30, 30})->Args({60, 60})->Unit(benchmark::kMillisecond)->Iterations(1);

/** RULES S3: the break-in battle's exact odds, the garrison with a leader inside (its broken units rally). */
void BM_BreakInOdds(benchmark::State &state)
{
    BreakInStart start;
    start.besieger = attacker(int(state.range(0)));
    start.garrison = defender(int(state.range(1)));
    BattleOdds o;
    for (auto _ : state) {
        o = exactBreakInOdds(start);
        benchmark::DoNotOptimize(o.attackerWins);
    }
    state.counters["attacker_wins"] = o.attackerWins;
    state.counters["error_bound"] = o.unaccounted;
    state.counters["state_visits"] = double(o.stateVisits);
}
BENCHMARK(BM_BreakInOdds)->Args({5, 4})->Args({10, 8})->Args({20, 20})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BreakInOdds)->Args({30, 30})->Unit(benchmark::kMillisecond)->Iterations(1);

/**
 * The simulator's battles per second, and from it the time a simulation needs to reach +-0.001 (95%) on
 * P(attacker wins): n = 1.96^2 p (1 - p) / 0.001^2 battles.
 */
void BM_SimulatedBattles(benchmark::State &state)
{
    const int a = int(state.range(0));
    const int d = int(state.range(1));
    const int trials = 2000;
    quint64 seed = 1;
    BattleOdds o;
    for (auto _ : state) {
        o = simulateBattles(attacker(a), defender(d), trials, seed++);
        benchmark::DoNotOptimize(o.attackerWins);
    }
    state.SetItemsProcessed(state.iterations() * trials);
    const double p = exactBattleOdds(attacker(a), defender(d), nullptr, OddsDetail::WithoutRounds).attackerWins;
    const double needed = 1.96 * 1.96 * p * (1 - p) / (0.001 * 0.001);
    state.counters["battles_for_0.001"] = needed;
    state.counters["seconds_for_0.001"] = benchmark::Counter(
        trials / needed, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_SimulatedBattles)
    ->Args({10, 8})
    ->Args({10, 10})
    ->Args({20, 20})
    ->Args({30, 30})
    ->Unit(benchmark::kMillisecond);

} // namespace

/** RULES O1 with a march (M3): the attacker's field units plus a march of half as many again, under an average
 *  general, against a defender of the attacker's whole army. */
void BM_FlankBattleOdds(benchmark::State &state)
{
    const int field = int(state.range(0));
    const int march = int(state.range(1));
    const FlankSpec flank{Role::Attacker, march, GeneralLevel::Average, FlankTable{}};
    BattleOdds o;
    for (auto _ : state) {
        o = flankBattleOdds(attacker(field), defender(field + march), flank);
        benchmark::DoNotOptimize(o.attackerWins);
    }
    state.counters["attacker_wins"] = o.attackerWins;
    state.counters["error_bound"] = o.unaccounted;
}
BENCHMARK(BM_FlankBattleOdds)->Args({4, 2})->Args({7, 3})->Args({10, 5})->Args({14, 6})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FlankBattleOdds)->Args({17, 8})->Unit(benchmark::kMillisecond)->Iterations(1);

/** RULES M3: the chance of arrival by each of 50 rolls. */
void BM_FlankArrivalOdds(benchmark::State &state)
{
    FlankOdds o;
    for (auto _ : state) {
        o = flankOdds(FlankTable{}, GeneralLevel::Poor, MaxFlankTurns);
        benchmark::DoNotOptimize(o.arrivedByTurn.back());
    }
    state.counters["arrived_by_50"] = o.arrivedByTurn.back();
}
BENCHMARK(BM_FlankArrivalOdds)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
