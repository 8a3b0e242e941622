// A campaign's history (issue 31): 100 turns of 100 actions each, 10,000 in all.
// Goals: any point shown under 200 ms, one action stepped under 20 ms, the undo stack rebuilt under 50 ms.
// BM_ShowTurn makes a copy for each point (castellan-cli --at); the app's timeline moves one (PastView).
// BM_ListHistory runs castellan-cli history over 10,000 and 100,000 actions (issue 56): its time grows as the
// history does, not as its square. CASTELLAN_BIN_DIR names the folder of castellan-cli (build/bin by default).

#include "campaign/pastview.h"
#include "campaign/timeline.h"
#include "commands/forces/forceactions.h"
#include "commands/turn/turnactions.h"
#include "testcampaign.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace castellan;

namespace {

constexpr int Turns = 100;
constexpr int Forces = 20;
constexpr int NotesPerTurn = 38; // with 60 moves, the turn's start of movement and its end: 100 actions a turn

QTemporaryDir &workDir()
{
    static QTemporaryDir dir;
    return dir;
}

QString historyPath(int turns = 100)
{
    return workDir().filePath(QStringLiteral("history-%1.castellan").arg(turns));
}

void must(const Outcome &o)
{
    if (!o.ok)
        qFatal("bench_history: %s", qPrintable(o.refusal));
}

/** Forces marching three hexes out and three back, turn by turn, and leaders' notes written between. */
void buildHistory(int turns = Turns)
{
    TestCampaign c(2026);
    must(setMapSize(*c, 12, Forces * 2));
    QList<qint64> forces;
    QList<qint64> leaders;
    for (int i = 0; i < Forces; ++i) {
        leaders << c.leader(QStringLiteral("Leader %1").arg(i), {4, 4, 4, 4, 4, 4, 4});
        const auto made =
            createForce(*c, QStringLiteral("Force %1").arg(i), c.blue, QString(), {4, 0, 0}, {leaders.last()});
        must(made);
        forces << made.forceId;
        must(placeForce(*c, made.forceId, Hex{1, 2 * i}));
    }
    c->setDiceSource(std::make_unique<SeededDice>(2026, c->draws()));
    for (int turn = 1; turn <= turns; ++turn) {
        c.toMovement();
        const int column = turn % 2 ? 1 : 4;
        for (int step = 1; step <= 3; ++step) {
            for (qint64 force : std::as_const(forces))
                must(moveForce(*c, force, Hex{turn % 2 ? column + step : column - step, c->force(force)->hex.row}));
        }
        for (int n = 0; n < NotesPerTurn; ++n)
            must(editNotes(*c, leaders[n % Forces], QStringLiteral("Turn %1, note %2").arg(turn).arg(n)));
        must(endTurn(*c).outcome);
    }
    c->saveCopy(historyPath(turns));
}

void BM_BuildHistory(benchmark::State &state)
{
    for (auto _ : state) {
        QFile::remove(historyPath());
        buildHistory();
    }
    auto c = Campaign::open(historyPath(), CampaignAccess::ReadOnly);
    state.counters["actions"] = double(Timeline(*c).changes().size());
    state.counters["MiB"] = double(QFileInfo(historyPath()).size()) / (1024.0 * 1024.0);
}
BENCHMARK(BM_BuildHistory)->Iterations(1)->Unit(benchmark::kSecond);

/** The campaign as a turn began, shown from now: turn 1 walks back all 10,000 actions. */
void BM_ShowTurn(benchmark::State &state)
{
    auto now = Campaign::open(historyPath(), CampaignAccess::ReadOnly);
    QTemporaryDir scratch;
    for (auto _ : state) {
        const Timeline timeline(*now);
        const auto point = timeline.start(int(state.range(0)));
        if (!point) {
            state.SkipWithError("no such turn");
            break;
        }
        auto past = timeline.campaignAt(*point, scratch.path());
        benchmark::DoNotOptimize(past->forces().size());
        if (past->turn() != state.range(0))
            state.SkipWithError("the past campaign is not in its turn");
    }
}
BENCHMARK(BM_ShowTurn)->Arg(1)->Arg(50)->Arg(100)->Unit(benchmark::kMillisecond);

/** The timeline's view moved one action, forward and back, in the middle of the history. */
void BM_StepOneAction(benchmark::State &state)
{
    auto now = Campaign::open(historyPath(), CampaignAccess::ReadOnly);
    PastView view(*now);
    const qsizetype middle = *view.timeline().start(50, QStringLiteral("movement"));
    view.moveTo(middle);
    qsizetype step = 0;
    for (auto _ : state) {
        view.moveTo(middle + (++step % 2));
        benchmark::DoNotOptimize(view.campaign().forces().size());
    }
}
BENCHMARK(BM_StepOneAction)->Unit(benchmark::kMillisecond);

/** The view moved to the start of a turn from where it stands: the first move, from now, is BM_ShowTurn's work. */
void BM_ViewJumpsTenTurns(benchmark::State &state)
{
    auto now = Campaign::open(historyPath(), CampaignAccess::ReadOnly);
    PastView view(*now);
    int turn = 40;
    for (auto _ : state) {
        turn = turn == 40 ? 50 : 40;
        view.moveTo(*view.timeline().start(turn));
        benchmark::DoNotOptimize(view.campaign().forces().size());
    }
}
BENCHMARK(BM_ViewJumpsTenTurns)->Unit(benchmark::kMillisecond);

/** castellan-cli history FILE --json over a history of `range(0)` turns of 100 actions (built first, untimed). */
void BM_ListHistory(benchmark::State &state)
{
    const int turns = int(state.range(0));
    if (!QFileInfo::exists(historyPath(turns)))
        buildHistory(turns);
    const QString bin = qEnvironmentVariable("CASTELLAN_BIN_DIR", QCoreApplication::applicationDirPath());
    qsizetype listed = 0;
    for (auto _ : state) {
        QProcess cli;
        cli.start(bin + QStringLiteral("/castellan-cli"),
                  {QStringLiteral("history"), historyPath(turns), QStringLiteral("--json")});
        if (!cli.waitForFinished(600000) || cli.exitCode() != 0) {
            state.SkipWithError("castellan-cli history failed");
            break;
        }
        listed = QJsonDocument::fromJson(cli.readAllStandardOutput())
                     .object()
                     .value(QLatin1String("actions"))
                     .toArray()
                     .size();
    }
    state.counters["actions"] = double(listed);
}
BENCHMARK(BM_ListHistory)->Arg(100)->Arg(1000)->Iterations(3)->Unit(benchmark::kMillisecond);

/** What opening to change the campaign adds: its undo stack rebuilt from 10,000 kept actions. */
void BM_RebuildUndoStack(benchmark::State &state)
{
    auto c = Campaign::open(historyPath());
    for (auto _ : state) {
        c->rebuildUndoStack();
        benchmark::DoNotOptimize(c->undoStack()->count());
    }
    state.counters["steps"] = c->undoStack()->count();
}
BENCHMARK(BM_RebuildUndoStack)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
