// Issue 28, item 14: a shared campaign when the server's side goes wrong. A writer behind another's lock waits
// as long as on a file and says so; a server that went away is said to have gone, never reported as damage; a
// failed pull leaves no file; a taken name, the server's notices, a missing user and a player's roster each say
// what they should and no more. Run against the throwaway cluster of tests/server/pgcluster.
#include "campaign/campaign.h"
#include "commands/leaders/leaderactions.h"
#include "storage/campaignstore.h"
#include "storage/serveraccess.h"
#include "storage/serverconnection.h"
#include "storage/serverlocation.h"
#include "storage/storageerror.h"

#include "clirunner.h"
#include "testserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

using namespace castellan;

namespace {

CliResult cli(const QStringList &args)
{
    return runCliExpectingSuccess(args);
}

/** A campaign file with Ana of Blue, and Bors of Red whose note only the game master reads. */
QString sampleFile(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("sample.castellan"));
    const QList<QStringList> steps = {
        {QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("Sample"), QStringLiteral("--seed"),
         QStringLiteral("28")},
        {QStringLiteral("leader"), QStringLiteral("add"), path, QStringLiteral("--name"), QStringLiteral("Ana"),
         QStringLiteral("--side"), QStringLiteral("Blue")},
        {QStringLiteral("leader"), QStringLiteral("add"), path, QStringLiteral("--name"), QStringLiteral("Bors"),
         QStringLiteral("--side"), QStringLiteral("Red")},
        {QStringLiteral("note"), path, QStringLiteral("--leader"), QStringLiteral("Bors"), QStringLiteral("--text"),
         QStringLiteral("Secret plans"), QStringLiteral("--gm-only")},
    };
    for (const QStringList &step : steps) {
        if (cli(step).code != 0)
            return {};
    }
    return path;
}

} // namespace

class ServerFailuresTest : public QObject
{
    Q_OBJECT

    TestServer server;

    /** A new campaign on the server with one leader, Ana of Blue; its URL. */
    QString newCampaign(const char *stem)
    {
        const QString url = server.url(TestServer::freshName(stem));
        if (cli({QStringLiteral("new"), url, QStringLiteral("--name"), QStringLiteral("Shared"),
                 QStringLiteral("--seed"), QStringLiteral("14")})
                    .code
                != 0
            || cli({QStringLiteral("leader"), QStringLiteral("add"), url, QStringLiteral("--name"),
                    QStringLiteral("Ana"), QStringLiteral("--side"), QStringLiteral("Blue")})
                    .code
                != 0)
            return {};
        return url;
    }

private Q_SLOTS:
    void item14_aWriterWaitsBehindAHeldLock_thenSaysWhoHoldsIt()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = newCampaign("lock");
        QVERIFY(!url.isEmpty());
        QSqlDatabase holder = connectToServer(*ServerLocation::parse(url), QStringLiteral("holder"));
        const QString takeLock = QStringLiteral("SELECT value FROM meta WHERE key = 'draws' FOR UPDATE");
        QVERIFY(holder.transaction());
        QVERIFY(QSqlQuery(holder).exec(takeLock));

        QProcess waiting; // released after a second: it waits its turn, then writes
        waiting.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"),
                      {QStringLiteral("side"), QStringLiteral("add"), url, QStringLiteral("Green")});
        QVERIFY(waiting.waitForStarted());
        QTest::qWait(1000);
        QVERIFY(holder.commit());
        QVERIFY(waiting.waitForFinished(30000));
        QCOMPARE(waiting.exitCode(), 0);

        QVERIFY(holder.transaction()); // held past the wait
        QVERIFY(QSqlQuery(holder).exec(takeLock));
        QElapsedTimer waited;
        waited.start();
        const CliResult refused = runCli({QStringLiteral("side"), QStringLiteral("add"), url, QStringLiteral("Gold")});
        const qint64 ms = waited.elapsed();
        QVERIFY(holder.rollback());
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("another program is writing the campaign"), refused.err.constData());
        QVERIFY2(refused.err.contains(QByteArray::number(CampaignStore::WriteWaitSeconds) + " s"),
                 refused.err.constData());
        QVERIFY2(ms >= CampaignStore::WriteWaitSeconds * 1000 - 500, qPrintable(QString::number(ms)));
        const QJsonArray sides =
            cli({QStringLiteral("side"), QStringLiteral("list"), url, QStringLiteral("--json")}).array();
        QCOMPARE(sides.size(), 2); // Blue and Green: Gold was never half-written
    }

    void item14_aServerThatWentAwayIsSaidSo_andAPullLeavesNoFile()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = newCampaign("gone");
        QVERIFY(!url.isEmpty());
        // A game master of his own, so that cutting his connections touches no other test's.
        const QString name = ServerLocation::parse(url)->campaign;
        const QString gm = name + QStringLiteral("_gm");
        server.createUser(gm);
        QCOMPARE(cli({QStringLiteral("access"), QStringLiteral("grant"), url, QStringLiteral("--user"), gm,
                      QStringLiteral("--role"), QStringLiteral("gm")})
                     .code,
                 0);
        auto campaign = Campaign::open(server.url(name, gm));
        const qint64 ana = campaign->leaderByName(QStringLiteral("Ana"))->id;
        const int vitality = campaign->leader(ana)->vitality;
        QCOMPARE(
            server.exec(
                QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '%1'").arg(gm)),
            QString());

        const Outcome wound = woundLeader(*campaign, ana, 1);
        QVERIFY(!wound.ok);
        QVERIFY2(wound.refusal.contains(QStringLiteral("The server went away")), qPrintable(wound.refusal));
        QVERIFY2(!wound.refusal.contains(QStringLiteral("damaged")), qPrintable(wound.refusal));

        QTemporaryDir dir;
        const QString pulled = dir.filePath(QStringLiteral("pulled.castellan"));
        try {
            campaign->saveCopy(pulled);
            QFAIL("a pull from a server that went away succeeded");
        } catch (const StorageError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("The server went away")), qPrintable(e.message()));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
        QCOMPARE(Campaign::open(url, CampaignAccess::ReadOnly)->leader(ana)->vitality, vitality); // nothing half-done
    }

    void item14_aCampaignNameWhosePlayersViewsAreTaken_isRefusedPlainly()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        QVERIFY(!file.isEmpty());
        const QString first = TestServer::freshName("views");
        QCOMPARE(
            cli({QStringLiteral("publish"), file, QStringLiteral("--to"), server.url(first + QStringLiteral("_shown"))})
                .code,
            0);
        const CliResult clash = runCli({QStringLiteral("publish"), file, QStringLiteral("--to"), server.url(first)});
        QCOMPARE(clash.code, 2);
        QVERIFY2(clash.err.contains("players' views"), clash.err.constData());
        QVERIFY2(!clash.err.contains("ERROR"), clash.err.constData());

        const QString second = TestServer::freshName("views");
        QCOMPARE(cli({QStringLiteral("publish"), file, QStringLiteral("--to"), server.url(second)}).code, 0);
        const CliResult shown = runCli(
            {QStringLiteral("publish"), file, QStringLiteral("--to"), server.url(second + QStringLiteral("_shown"))});
        QCOMPARE(shown.code, 2);
        QVERIFY2(shown.err.contains("keeps its players' views"), shown.err.constData());
    }

    void item14_publishAndTheFirstGrantPrintNoNotices()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        QVERIFY(!file.isEmpty());
        const QString name = TestServer::freshName("quiet");
        const CliResult published = cli({QStringLiteral("publish"), file, QStringLiteral("--to"), server.url(name)});
        QCOMPARE(published.code, 0);
        QVERIFY2(!published.err.contains("NOTICE"), published.err.constData());
        const QString player = name + QStringLiteral("_p");
        server.createUser(player);
        const CliResult granted =
            cli({QStringLiteral("access"), QStringLiteral("grant"), server.url(name), QStringLiteral("--user"), player,
                 QStringLiteral("--role"), QStringLiteral("player"), QStringLiteral("--side"), QStringLiteral("Red")});
        QCOMPARE(granted.code, 0);
        QVERIFY2(!granted.err.contains("NOTICE"), granted.err.constData());
    }

    void item14_theHintForAMissingUserIsACommandTheShellReadsAsIs()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = newCampaign("hint");
        QVERIFY(!url.isEmpty());
        const CliResult missing =
            runCli({QStringLiteral("access"), QStringLiteral("grant"), url, QStringLiteral("--user"),
                    QStringLiteral("no one's; rm -rf ~"), QStringLiteral("--role"), QStringLiteral("observer")});
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains("(createuser 'no one'\\''s; rm -rf ~')"), missing.err.constData());
    }

    void item14_aPlayersRosterDoesNotRevealThatAHiddenNoteExists()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        QVERIFY(!file.isEmpty());
        const QString name = TestServer::freshName("hidden");
        const QString url = server.url(name);
        QCOMPARE(cli({QStringLiteral("publish"), file, QStringLiteral("--to"), url}).code, 0);
        const QString player = name + QStringLiteral("_red");
        server.createUser(player);
        QCOMPARE(
            cli({QStringLiteral("access"), QStringLiteral("grant"), url, QStringLiteral("--user"), player,
                 QStringLiteral("--role"), QStringLiteral("player"), QStringLiteral("--side"), QStringLiteral("Red")})
                .code,
            0);
        const auto rosterOf = [&](const QString &user) {
            return cli({QStringLiteral("export"), QStringLiteral("roster"), server.url(name, user),
                        QStringLiteral("--json")})
                .json();
        };
        const auto borsOf = [](const QJsonObject &roster) {
            for (const QJsonValue l : roster.value(QStringLiteral("leaders")).toArray()) {
                if (l[QStringLiteral("name")].toString() == QLatin1String("Bors"))
                    return l.toObject();
            }
            return QJsonObject();
        };
        const QJsonObject seenByPlayer = borsOf(rosterOf(player));
        QVERIFY(!seenByPlayer.isEmpty());
        QCOMPARE(seenByPlayer.value(QStringLiteral("notes")).toString(), QString());
        QCOMPARE(seenByPlayer.value(QStringLiteral("notes_gm_only")), QJsonValue(false)); // as if there were none
        const QJsonObject seenByGameMaster = borsOf(rosterOf(server.admin()));
        QCOMPARE(seenByGameMaster.value(QStringLiteral("notes")).toString(), QStringLiteral("Secret plans"));
        QCOMPARE(seenByGameMaster.value(QStringLiteral("notes_gm_only")), QJsonValue(true));

        // Views made by an older version are made anew when a game master opens the campaign to write.
        const QString shown = QStringLiteral("castellan_%1_shown").arg(name);
        QCOMPARE(server.exec(QStringLiteral("DROP VIEW %1.access_version").arg(shown)), QString());
        QCOMPARE(installedAccessVersionOf(url), 1);
        QCOMPARE(cli({QStringLiteral("side"), QStringLiteral("add"), url, QStringLiteral("Green")}).code, 0);
        QCOMPARE(installedAccessVersionOf(url), AccessVersion);
    }

private:
    static int installedAccessVersionOf(const QString &url)
    {
        int version = 0;
        {
            const ServerLocation where = *ServerLocation::parse(url);
            const QSqlDatabase db = connectToServer(where, QStringLiteral("version-of"));
            version = installedAccessVersion(db, where);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("version-of"));
        return version;
    }
};

QTEST_GUILESS_MAIN(ServerFailuresTest)
#include "test_server_failures.moc"
