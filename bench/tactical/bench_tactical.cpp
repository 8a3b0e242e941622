// Automatic-player battles per second (issue 13, PERFORMANCE.md): 13 x 9 board, 12 units a side, both sides
// automatic, the real engine and its seeded dice, without the battle's own log.
#include "dice/dicesource.h"
#include "tactical/attackodds.h"
#include "tactical/autoplayer.h"
#include "tactical/scenario.h"

#include <benchmark/benchmark.h>

using namespace castellan;

static void BM_AutomaticBattle(benchmark::State &state)
{
    QString why;
    const auto scenario =
        loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), Ruleset::standard(), &why);
    if (!scenario)
        qFatal("%s", qPrintable(why));
    SeededDice dice(2026);
    const Roller roller(dice);
    qint64 turns = 0;
    for (auto _ : state) {
        TacticalBattle battle(Ruleset::standard(), scenario->setup);
        battle.setLogging(false);
        benchmark::DoNotOptimize(playAutomatically(battle, roller));
        turns += battle.turn() + 1;
    }
    state.counters["battles_per_s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["turns_per_battle"] = double(turns) / double(state.iterations());
}
BENCHMARK(BM_AutomaticBattle)->Unit(benchmark::kMicrosecond);

static void BM_AttackOdds(benchmark::State &state)
{
    const Ruleset &rules = Ruleset::standard();
    for (auto _ : state)
        benchmark::DoNotOptimize(attackOdds(rules, 6, 0, 4, 2));
}
BENCHMARK(BM_AttackOdds);

BENCHMARK_MAIN();
