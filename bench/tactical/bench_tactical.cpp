// Automatic-player battles per second (issue 13, PERFORMANCE.md): 13 x 9 board, 12 units a side, both sides
// automatic, the real engine and its seeded dice, without the battle's own log; and the odds of a whole battle
// on the board (issue 33): 10,000 such battles on two threads, by wall time.
#include "dice/dicesource.h"
#include "tactical/attackodds.h"
#include "tactical/autoplayer.h"
#include "tactical/boardodds.h"
#include "tactical/scenario.h"

#include <benchmark/benchmark.h>

using namespace castellan;

/** The shipped scenario, Meeting at the Ford. */
static TacticalSetup shippedSetup()
{
    QString why;
    const auto scenario =
        loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), Ruleset::standard(), &why);
    if (!scenario)
        qFatal("%s", qPrintable(why));
    return scenario->setup;
}

/** The Simple player's battles (issue 33: the figure before and after the speed-up), or the Decisive one's. */
static void BM_AutomaticBattle(benchmark::State &state)
{
    const auto style = AutoStyle(state.range(0));
    const TacticalSetup setup = shippedSetup();
    SeededDice dice(2026);
    const Roller roller(dice);
    qint64 turns = 0;
    for (auto _ : state) {
        TacticalBattle battle(Ruleset::standard(), setup);
        battle.setLogging(false);
        benchmark::DoNotOptimize(playAutomatically(battle, roller, style));
        turns += battle.turn() + 1;
    }
    state.counters["battles_per_s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["turns_per_battle"] = double(turns) / double(state.iterations());
}
BENCHMARK(BM_AutomaticBattle)
    ->Arg(int(AutoStyle::Simple))
    ->Arg(int(AutoStyle::Decisive))
    ->Unit(benchmark::kMicrosecond);

static void BM_BoardOdds(benchmark::State &state)
{
    const TacticalBattle battle(Ruleset::standard(), shippedSetup());
    const int trials = int(state.range(0));
    double margin = 0;
    for (auto _ : state) {
        const BoardOdds odds = boardOdds(battle, trials, 2026, int(state.range(1)));
        const Share blue = odds.win(0);
        margin = std::max(blue.high - blue.chance, blue.chance - blue.low);
    }
    state.counters["battles_per_s"] =
        benchmark::Counter(double(state.iterations()) * trials, benchmark::Counter::kIsRate);
    state.counters["margin_pct"] = margin * 100;
}
BENCHMARK(BM_BoardOdds)
    ->Args({DefaultBoardTrials, 2})
    ->Args({DefaultBoardTrials, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

static void BM_AttackOdds(benchmark::State &state)
{
    const Ruleset &rules = Ruleset::standard();
    for (auto _ : state)
        benchmark::DoNotOptimize(attackOdds(rules, 6, 0, 4, 2));
}
BENCHMARK(BM_AttackOdds);

BENCHMARK_MAIN();
