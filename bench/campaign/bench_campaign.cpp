// The campaign at scale (issue: foundation): 10,000 leaders and 1,000,000 logged rolls.
// Goals: open under 1 s, filter the roster by name under 50 ms, append one roll under 1 ms.

#include "bigcampaign.h"
#include "campaign/campaign.h"
#include "dice/logverifier.h"
#include "storage/checkedfiles.h"

#ifdef CASTELLAN_BENCH_ROSTER
#include "roster/rosterfilterproxy.h"
#include "roster/rostermodel.h"
#include <QApplication>
#endif

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace castellan;

namespace {

constexpr int Leaders = 10'000;
constexpr int Rolls = 1'000'000;

QTemporaryDir &workDir()
{
    static QTemporaryDir dir;
    return dir;
}

/** CASTELLAN_BENCH_KEEP=FILE keeps the big campaign there between runs: made once, then only opened and used. */
QString bigCampaignPath()
{
    const QString kept = qEnvironmentVariable("CASTELLAN_BENCH_KEEP");
    return kept.isEmpty() ? workDir().filePath(QStringLiteral("big.castellan")) : kept;
}

void BM_CreateCampaign(benchmark::State &state)
{
    if (!qEnvironmentVariableIsEmpty("CASTELLAN_BENCH_KEEP") && QFile::exists(bigCampaignPath())) {
        state.SkipWithError("kept from an earlier run (CASTELLAN_BENCH_KEEP)");
        return;
    }
    for (auto _ : state) {
        QFile::remove(bigCampaignPath());
        buildBigCampaign(bigCampaignPath(), Leaders, Rolls);
    }
    state.counters["leaders"] = Leaders;
    state.counters["rolls"] = Rolls;
    state.counters["MiB"] = double(QFileInfo(bigCampaignPath()).size()) / (1024.0 * 1024.0);
}
BENCHMARK(BM_CreateCampaign)->Iterations(1)->Unit(benchmark::kSecond);

void BM_OpenCampaign(benchmark::State &state)
{
    for (auto _ : state) {
        auto c = Campaign::open(bigCampaignPath());
        benchmark::DoNotOptimize(c->leaderCount());
        // A kept campaign has the rolls of the benchmarks below from its earlier runs too.
        if (c->leaderCount() != Leaders || c->rolls().rollCount() < Rolls)
            state.SkipWithError("the big campaign is not what was built");
    }
}
BENCHMARK(BM_OpenCampaign)->Unit(benchmark::kMillisecond)->Iterations(5);

/** The same, for a file changed since this user's Castellan last checked it: every opening check runs. */
void BM_OpenCampaignChangedSince(benchmark::State &state)
{
    for (auto _ : state) {
        CheckedFiles::forget(bigCampaignPath());
        auto c = Campaign::open(bigCampaignPath());
        benchmark::DoNotOptimize(c->leaderCount());
    }
}
BENCHMARK(BM_OpenCampaignChangedSince)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_AppendRoll(benchmark::State &state)
{
    auto c = Campaign::open(bigCampaignPath());
    const qint64 leader = c->leaders().first().id;
    for (auto _ : state)
        benchmark::DoNotOptimize(c->roll({1, 6, RollText::plain(QStringLiteral("appended")), leader, 0}).id);
}
BENCHMARK(BM_AppendRoll)->Unit(benchmark::kMicrosecond);

void BM_HeroicDeedAction(benchmark::State &state)
{
    // A whole user action: rules check, roll, leader row, history line, undo command, one transaction.
    auto c = Campaign::open(bigCampaignPath());
    const QList<Leader> leaders = c->leaders();
    qsizetype next = 0;
    for (auto _ : state) {
        const auto o = heroicDeed(*c, leaders[next++ % leaders.size()].id);
        benchmark::DoNotOptimize(o.ok);
    }
}
BENCHMARK(BM_HeroicDeedAction)->Unit(benchmark::kMicrosecond)->Iterations(2000);

void BM_VerifyLog(benchmark::State &state)
{
    // Every roll read back and replayed against the seed (RULES D2): the walk over the whole log.
    auto c = Campaign::open(bigCampaignPath(), Campaign::Access::ReadOnly);
    for (auto _ : state) {
        const LogVerification v = verifyLog(c->rolls());
        if (!v.ok)
            state.SkipWithError("the big campaign's log does not verify");
    }
}
BENCHMARK(BM_VerifyLog)->Unit(benchmark::kMillisecond)->Iterations(2);

#ifdef CASTELLAN_BENCH_ROSTER
void BM_FilterRosterByName(benchmark::State &state)
{
    auto c = Campaign::open(bigCampaignPath());
    RosterModel model(*c);
    RosterFilterProxy proxy;
    proxy.setSourceModel(&model);
    const QStringList patterns{QStringLiteral("Leader 0123"), QStringLiteral("99"), QStringLiteral("Leader 5"),
                               QString()};
    qsizetype next = 0;
    for (auto _ : state) {
        proxy.setNameFilter(patterns[next++ % patterns.size()]);
        benchmark::DoNotOptimize(proxy.rowCount());
    }
}
BENCHMARK(BM_FilterRosterByName)->Unit(benchmark::kMillisecond);
#endif

} // namespace

int main(int argc, char **argv)
{
#ifdef CASTELLAN_BENCH_ROSTER
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
