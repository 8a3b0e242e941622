// A shared campaign's latency (issue 16): one game master's action (a leader's notes, one undoable change) over
// the server's local socket, with 1 and with 10 game-master clients acting at once, each on his own leader,
// beside the same action on a campaign file. Every action takes the campaign's lock, checks that nobody changed
// its rows, writes, notes the change and announces it; with others acting, a client also reads their changes in.
// Needs a server: `tests/server/pgcluster start /tmp/pg`, then `CASTELLAN_TEST_PG_STATE=/tmp/pg bench_server`.

#include "campaign/campaign.h"
#include "commands/leaders/leaderactions.h"
#include "rules/leaderrules.h"

#include "testserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QUrl>

#include <benchmark/benchmark.h>

#include <atomic>

using namespace castellan;

namespace {

constexpr int Clients = 10;

TestServer &server()
{
    static TestServer s;
    return s;
}

/** The shared campaign, made once: a leader for each client. */
QString sharedUrl()
{
    static const QString url = [] {
        const QString name = TestServer::freshName("bench");
        const QString text = server().url(name) + QStringLiteral("&host=")
            + QString::fromLatin1(QUrl::toPercentEncoding(server().value("SOCKET")));
        auto c = Campaign::create(text, QStringLiteral("Bench"), 1, {{QStringLiteral("Blue"), Qt::blue}});
        const qint64 side = c->sides().at(0).id;
        for (int i = 0; i < Clients; ++i) {
            const Roll creation = rollCreation(*c, QStringLiteral("Leader %1").arg(i));
            createLeader(*c, QStringLiteral("Leader %1").arg(i), side, creation, assignInOrder());
        }
        return text;
    }();
    return url;
}

QString filePath()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(QStringLiteral("bench.castellan"));
        auto c = Campaign::create(p, QStringLiteral("Bench"), 1, {{QStringLiteral("Blue"), Qt::blue}});
        const qint64 side = c->sides().at(0).id;
        const Roll creation = rollCreation(*c, QStringLiteral("Leader 0"));
        createLeader(*c, QStringLiteral("Leader 0"), side, creation, assignInOrder());
        return p;
    }();
    return path;
}

/** Edits one leader's notes again and again, each time one action, as fast as the campaign takes them. */
void actOn(benchmark::State &state, const QString &where, int leaderIndex)
{
    auto c = Campaign::open(where);
    const auto leader = c->leaderByName(QStringLiteral("Leader %1").arg(leaderIndex));
    if (!leader) {
        state.SkipWithError("no leader to act on");
        return;
    }
    static std::atomic<int> n{0}; // the benchmark runs this many times: each text is new
    QElapsedTimer clock;
    qint64 nanoseconds = 0;
    for (auto _ : state) {
        clock.start();
        const Outcome o = editNotes(*c, leader->id, QStringLiteral("Order %1").arg(++n));
        nanoseconds += clock.nsecsElapsed();
        if (!o.ok) {
            static QByteArray why;
            why = o.refusal.toUtf8();
            state.SkipWithError(why.constData());
            break;
        }
    }
    // What one client waits for one action, averaged over the clients acting at once.
    state.counters["latency_ms"] = benchmark::Counter(
        double(nanoseconds) / 1e6 / double(std::max<int64_t>(1, state.iterations())), benchmark::Counter::kAvgThreads);
}

void BM_ActionOnFile(benchmark::State &state)
{
    actOn(state, filePath(), 0);
}
BENCHMARK(BM_ActionOnFile)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ActionOnServer(benchmark::State &state)
{
    if (!server().available()) {
        state.SkipWithError(qPrintable(TestServer::whyNot()));
        return;
    }
    static const QString url = sharedUrl(); // made before the clients start
    actOn(state, url, state.thread_index());
}
BENCHMARK(BM_ActionOnServer)->Unit(benchmark::kMillisecond)->UseRealTime()->Threads(1)->Threads(Clients);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    if (server().available())
        sharedUrl();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
