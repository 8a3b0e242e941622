// Shared campaigns on a PostgreSQL server (issue 16): the round trip file → server → file, clients acting at
// once, and the CLI on a URL. Run against the throwaway cluster ctest starts (tests/server/pgcluster); skipped
// with a message without one.
#include "campaign/campaign.h"
#include "campaign/sight.h"
#include "commands/leaders/leaderactions.h"
#include "dice/logverifier.h"
#include "dice/roller.h"
#include "storage/campaigncopy.h"
#include "storage/dialect.h"
#include "storage/schema.h"
#include "storage/serverconnection.h"
#include "storage/serverlocation.h"
#include "storage/storageerror.h"

#include "clirunner.h"
#include "testserver.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

using namespace castellan;

namespace {

/** Every row of every table of a campaign, table by table in key order, each value with its kind. */
QStringList rowsOf(const QSqlDatabase &db)
{
    QStringList rows;
    const QHash<QString, QStringList> shape = tableColumns(db);
    for (const QString &table : tablesInCopyOrder()) {
        const QString columns = shape.value(table).join(QStringLiteral(", "));
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %1").arg(columns, table)))
            return {QStringLiteral("cannot read %1: %2").arg(table, q.lastError().text())};
        while (q.next()) {
            QStringList values;
            for (int i = 0; i < q.record().count(); ++i) {
                const QVariant v = q.value(i);
                values << (v.isNull()                                ? QStringLiteral("NULL")
                               : v.typeId() == QMetaType::QByteArray ? QString::fromLatin1(v.toByteArray().toHex())
                                                                     : v.toString());
            }
            rows << table + QStringLiteral(": ") + values.join(QStringLiteral(" | "));
        }
    }
    return rows;
}

QStringList fileRows(const QString &path)
{
    QStringList rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rows-of-file"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open())
            rows = rowsOf(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rows-of-file"));
    return rows;
}

QStringList serverRows(const QString &url)
{
    QStringList rows;
    {
        QSqlDatabase db = connectToServer(*ServerLocation::parse(url), QStringLiteral("rows-of-server"));
        rows = rowsOf(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rows-of-server"));
    return rows;
}

using Arg = CliArg;

QStringList words(const QList<Arg> &args)
{
    return cliWords(args);
}

/** castellan-cli, whatever it answers. */
CliResult run(const QList<Arg> &args)
{
    return runCli(words(args));
}

/** castellan-cli, expected to succeed: a failure says what it printed. */
CliResult cli(const QList<Arg> &list)
{
    return runCliExpectingSuccess(words(list));
}

/** A campaign file with leaders (and their rolls), forces, a map with a fortress, notes: rows in every table. */
QString sampleFile(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("sample.castellan"));
    const QList<QList<Arg>> steps = {
        {"new", path, "--name", "Sample", "--seed", "42"},
        {"leader", "add", path, "--name", "Ana", "--side", "Blue"},
        {"leader", "add", path, "--name", "Bors", "--side", "Red"},
        {"map", "size", path, "--columns", "6", "--rows", "5"},
        {"map", "terrain", path, "0203", "forest"},
        {"map", "place", path, "0203", "Greywood"},
        {"fortress", "add", path, "--name", "Keep", "--hex", "0404", "--rating", "3", "--side", "Red"},
        {"force", "add", path, "--name", "Host", "--side", "Blue", "--units", "5", "--leaders", "Ana"},
        {"force", "place", path, "Host", "--hex", "0101"},
        {"note", path, "--leader", "Bors", "--text", "Secret plans", "--gm-only"},
        {"wound", path, "Ana", "1"},
        {"deed", path, "Bors"},
    };
    for (const QList<Arg> &step : steps) {
        if (cli(step).code != 0)
            return {};
    }
    return path;
}

} // namespace

class ServerTest : public QObject
{
    Q_OBJECT

    TestServer server;

    /** Publishes `file` as the campaign `name` and makes a new user its player of Blue; empty when that failed. */
    QString publishWithBluePlayer(const QString &file, const QString &name)
    {
        const QString url = server.url(name);
        const QString player = name + QStringLiteral("_blue");
        if (cli({"publish", file, "--to", url}).code != 0)
            return {};
        server.createUser(player);
        const int granted = cli({"access", "grant", url, "--user", player, "--role", "player", "--side", "Blue"}).code;
        return granted == 0 ? player : QString();
    }

private Q_SLOTS:
    void serverLocation_takesTheIssuesUrlAndRefusesPasswords()
    {
        const auto where =
            ServerLocation::parse(QStringLiteral("postgresql://gm@db.example:5433/games?campaign=north"));
        QVERIFY(where);
        QCOMPARE(where->user, QStringLiteral("gm"));
        QCOMPARE(where->host, QStringLiteral("db.example"));
        QCOMPARE(where->port, 5433);
        QCOMPARE(where->database, QStringLiteral("games"));
        QCOMPARE(where->schema(), QStringLiteral("castellan_north"));
        QCOMPARE(ServerLocation::parse(where->url())->url(), where->url());
        const auto socket = ServerLocation::parse(
            QStringLiteral("postgresql://gm@localhost/games?campaign=north&host=%2Frun%2Fpostgresql"));
        QVERIFY(socket);
        QCOMPARE(socket->host, QStringLiteral("/run/postgresql"));
        QString why;
        QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://gm:secret@host/games?campaign=north"), &why));
        QVERIFY(why.contains(QStringLiteral("pgpass")));
        QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://gm@host/games"), &why));
        QVERIFY(why.contains(QStringLiteral("campaign")));
        QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://gm@host/games?campaign=Bad%20Name"), &why));
        QVERIFY(!ServerLocation::parse(
            QStringLiteral("postgresql://gm@host/games?campaign=") + QString(33, QLatin1Char('a')), &why));
        QVERIFY(!ServerLocation::parse(QStringLiteral("/home/gm/north.castellan"), &why));
        QVERIFY(why.isEmpty()); // a file, not a bad URL
    }

    void hostileUrls_areBadInput_andNeverHang()
    {
        const QString longName = QString(10000, QLatin1Char('w'));
        const QStringList urls = {
            QStringLiteral("postgresql://gm@localhost/db?campaign=") + longName,
            QStringLiteral("postgresql://") + longName + QStringLiteral("@localhost/db?campaign=c"),
            QStringLiteral("postgresql://gm@localhost/db?campaign=%1%2"),
            QStringLiteral("postgresql://gm@localhost/db?campaign=c;DROP%20SCHEMA%20public"),
            QStringLiteral("postgresql://gm:secret@localhost/db?campaign=c"),
            QStringLiteral("postgresql://gm@localhost/?campaign=c"),
            QStringLiteral("postgresql://gm@no-such-host.invalid:5432/db?campaign=c"),
        };
        QElapsedTimer clock;
        for (const QString &url : urls) {
            clock.start();
            const CliResult r = run({"leader", "list", url});
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
            QVERIFY2(r.err.size() < 2000, "the message quotes a long address only in part");
            QVERIFY2(clock.elapsed() < 30000, qPrintable(url.left(80))); // a refusal, never a wait without end
        }
        QVERIFY(run({"publish", "no-such-file.castellan", "--to", "postgresql://gm@localhost/db?campaign=c"}).code
                == 2);
        QVERIFY(run({"publish", "x.castellan", "--to", "not-a-url"}).code == 2);
        QVERIFY(run({"access", "list", "x.castellan"}).code == 2);
    }

    void roundTrip_fileToServerToFile_sameRowsAndTheLogVerifiesOnEach()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        QVERIFY(!file.isEmpty());
        const QString url = server.url(TestServer::freshName("round"));
        QCOMPARE(cli({"publish", file, "--to", url, "--json"}).code, 0);
        const QStringList original = fileRows(file);
        QVERIFY(original.size() > 20);
        QCOMPARE(serverRows(url), original);
        QCOMPARE(cli({"verify", url, "--json"}).json().value(QStringLiteral("ok")).toBool(), true);

        const QString back = dir.filePath(QStringLiteral("back.castellan"));
        const CliResult pulled = cli({"pull", url, "--to", back, "--json"});
        QCOMPARE(pulled.code, 0);
        QCOMPARE(fileRows(back), original);
        QCOMPARE(cli({"verify", back, "--json"}).json().value(QStringLiteral("ok")).toBool(), true);
        // And the same through the app's store, with the log re-derived from the seed.
        const auto c = Campaign::open(back, CampaignAccess::ReadOnly);
        QVERIFY(verifyLog(c->rolls()).ok);
        QCOMPARE(c->leaders().size(), 2);
    }

    void cli_everyCommandTakesTheUrl_andExitCodesTellWhatFailed()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(TestServer::freshName("cli"));
        QCOMPARE(cli({"new", url, "--name", "On the server", "--seed", "5"}).code, 0);
        QCOMPARE(cli({"leader", "add", url, "--name", "Cai", "--side", "Blue"}).code, 0);
        QCOMPARE(cli({"wound", url, "Cai", "1"}).code, 0);
        const QJsonArray leaders = cli({"leader", "list", url, "--json"}).array();
        QCOMPARE(leaders.size(), 1);
        QCOMPARE(cli({"verify", url, "--json"}).json().value(QStringLiteral("ok")).toBool(), true);
        // The same URL through the local socket.
        const QString bySocket =
            url + QStringLiteral("&host=") + QString::fromLatin1(QUrl::toPercentEncoding(server.value("SOCKET")));
        QCOMPARE(cli({"leader", "show", bySocket, "Cai", "--json"}).code, 0);

        QCOMPARE(run({"new", url, "--name", "Again"}).code, 2); // there already
        QCOMPARE(run({"leader", "list", server.url(QStringLiteral("nothing_here")), "--json"}).code, 2);
        const CliResult unreachable =
            run({"leader", "list", QStringLiteral("postgresql://gm@127.0.0.1:1/db?campaign=c")});
        QCOMPARE(unreachable.code, 2);
        QVERIFY(unreachable.err.contains("could not be reached"));
        QCOMPARE(run({"leader", "list", QStringLiteral("postgresql://gm:pw@127.0.0.1/db?campaign=c")}).code, 2);
        QTemporaryDir dir;
        const QString taken = dir.filePath(QStringLiteral("taken.castellan"));
        QFile(taken).open(QIODevice::WriteOnly);
        QCOMPARE(run({"pull", url, "--to", taken}).code, 2); // never over a file
        QCOMPARE(QFileInfo(taken).size(), 0);
    }

    void publish_refusesACampaignOfThatNameAlready_andLeavesItAsItWas()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        const QString url = server.url(TestServer::freshName("twice"));
        QCOMPARE(cli({"publish", file, "--to", url}).code, 0);
        const QStringList before = serverRows(url);
        const CliResult again = run({"publish", file, "--to", url});
        QCOMPARE(again.code, 2);
        QVERIFY(again.err.contains("already"));
        QCOMPARE(serverRows(url), before);
    }

    void anOlderServerCampaign_isMigratedByAGameMaster_andItsPlayersStillSeeTheirShare()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        const QString name = TestServer::freshName("older");
        const QString url = server.url(name);
        QCOMPARE(cli({"publish", file, "--to", url}).code, 0);
        const QString player = name + QStringLiteral("_p");
        server.createUser(player);
        QCOMPARE(cli({"access", "grant", url, "--user", player, "--role", "player", "--side", "Red"}).code, 0);
        // Back to schema 8, as an older Castellan left it: no changes table, no retreat_failed_turn, no
        // break_in_fought_turn, no rolls' data, no pronoun, and their views and policies gone with them.
        const QString base = QStringLiteral("castellan_") + name;
        QCOMPARE(server.exec(QStringLiteral("DROP TABLE %1.changes CASCADE").arg(base)), QString());
        QCOMPARE(
            server.exec(QStringLiteral("ALTER TABLE %1.sieges DROP COLUMN break_in_fought_turn CASCADE").arg(base)),
            QString());
        QCOMPARE(
            server.exec(QStringLiteral("ALTER TABLE %1.leaders DROP COLUMN retreat_failed_turn CASCADE").arg(base)),
            QString());
        for (const char *column : {"rolls.context_data", "rolls.result_data", "leaders.pronoun",
                                   "leader_history.description_data", "battles.name_data", "sieges.end_reason_data",
                                   "sieges.record_data", "forces.location_data", "leaders.location_data"}) {
            const QStringList table = QString::fromLatin1(column).split(QLatin1Char('.'));
            QCOMPARE(
                server.exec(QStringLiteral("ALTER TABLE %1.%2 DROP COLUMN %3 CASCADE").arg(base, table[0], table[1])),
                QString());
        }
        QCOMPARE(server.exec(QStringLiteral("UPDATE %1.meta SET value = '8' WHERE key = 'schema_version'").arg(base)),
                 QString());
        const CliResult look = run({"leader", "list", url});
        QCOMPARE(look.code, 2);
        QVERIFY(look.err.contains("older format"));
        QCOMPARE(cli({"leader", "add", url, "--name", "Cyn", "--side", "Red"}).code,
                 0); // a game master's write migrates
        QCOMPARE(server.exec(QStringLiteral("SELECT value FROM %1.meta WHERE key = 'schema_version'").arg(base)),
                 QString());
        QCOMPARE(server.lastValue().toInt(), CurrentVersion);
        const auto asPlayer = Campaign::open(server.url(name, player));
        QCOMPARE(asPlayer->leaders().size(), 2); // Bors and Cyn, of Red
        QVERIFY(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.changes").arg(base), player)
                    .contains(QStringLiteral("permission denied")));
        QCOMPARE(cli({"verify", url, "--json"}).json().value(QStringLiteral("ok")).toBool(), true);
    }

    void password_isAskedForWhenThePassfileHasNone()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(TestServer::freshName("prompt"));
        Campaign::create(url, QStringLiteral("Asked"), 1);
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("pgpass"));
        QFile(empty).open(QIODevice::WriteOnly);
        const QByteArray saved = qgetenv("PGPASSFILE");
        qputenv("PGPASSFILE", empty.toUtf8());
        int asked = 0;
        setPasswordPrompt([&](const ServerLocation &where) -> std::optional<QString> {
            ++asked;
            if (where.user != server.admin())
                return std::nullopt;
            return server.value("PASSWORD");
        });
        QVERIFY(Campaign::open(url));
        QCOMPARE(asked, 1);
        setPasswordPrompt([&](const ServerLocation &) -> std::optional<QString> { return std::nullopt; }); // declined
        QVERIFY_THROWS_EXCEPTION(StorageError, Campaign::open(url));
        setPasswordPrompt({});
        qputenv("PGPASSFILE", saved);
    }

    void concurrent_anActionOnAStaleView_isRefusedWithWhoChangedIt_andTheViewRefreshes()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(TestServer::freshName("stale"));
        QCOMPARE(cli({"new", url, "--name", "Stale", "--seed", "3"}).code, 0);
        QCOMPARE(cli({"leader", "add", url, "--name", "Dag", "--side", "Blue"}).code, 0);
        auto first = Campaign::open(url);
        auto second = Campaign::open(url);
        const qint64 dag = first->leaderByName(QStringLiteral("Dag"))->id;
        const int vitality = first->leader(dag)->vitality;
        QVERIFY(woundLeader(*first, dag, 1).ok);
        // The second looked before the wound, and has not read it in (no event loop ran since).
        QCOMPARE(second->leader(dag)->vitality, vitality);
        const Outcome stale = woundLeader(*second, dag, 1);
        QVERIFY(!stale.ok);
        QVERIFY2(stale.refusal.contains(QStringLiteral("Changed by %1 since you looked").arg(server.admin())),
                 qPrintable(stale.refusal));
        QCOMPARE(second->leader(dag)->vitality, vitality - 1); // refreshed
        const auto look = Campaign::open(url, CampaignAccess::ReadOnly);
        QCOMPARE(look->leader(dag)->vitality, vitality - 1); // nothing of it half-applied
        QVERIFY(woundLeader(*second, dag, 1).ok);            // now it sees what it changes
        QCOMPARE(Campaign::open(url, CampaignAccess::ReadOnly)->leader(dag)->vitality, vitality - 2);
    }

    void undo_takesBackOnlyWhatNobodyChangedSince()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(TestServer::freshName("undo"));
        QCOMPARE(cli({"new", url, "--name", "Undone", "--seed", "6"}).code, 0);
        QCOMPARE(cli({"leader", "add", url, "--name", "Gro", "--side", "Blue"}).code, 0);
        QCOMPARE(cli({"leader", "add", url, "--name", "Hal", "--side", "Red"}).code, 0);
        auto mine = Campaign::open(url);
        const int earlier = mine->undoStack()->count(); // the setup, as this user did it (issue 31)
        QVERIFY2(mine->undoStack()->text(earlier - 1).contains(QStringLiteral("Hal")),
                 qPrintable(mine->undoStack()->text(earlier - 1)));
        const qint64 gro = mine->leaderByName(QStringLiteral("Gro"))->id;
        const qint64 hal = mine->leaderByName(QStringLiteral("Hal"))->id;
        const int groVitality = mine->leader(gro)->vitality;
        const int halVitality = mine->leader(hal)->vitality;
        QVERIFY(woundLeader(*mine, gro, 1).ok);
        QVERIFY(woundLeader(*mine, hal, 1).ok);
        QCOMPARE(mine->undoStack()->count(), earlier + 2);
        // Another game master wounds Hal again: the undo of my wound of Hal is his to refuse now.
        QCOMPARE(cli({"wound", url, "Hal", "1"}).code, 0);
        mine->undoStack()->undo();
        QVERIFY2(mine->lastError().contains(QStringLiteral("since you looked")), qPrintable(mine->lastError()));
        QCOMPARE(mine->undoStack()->count(), earlier + 1); // dropped: it can never be undone now
        QCOMPARE(Campaign::open(url, CampaignAccess::ReadOnly)->leader(hal)->vitality, halVitality - 2);
        QCOMPARE(mine->leader(hal)->vitality, halVitality - 2); // the view shows his change
        // Gro's rows nobody touched: that undo goes through.
        mine->undoStack()->undo();
        QVERIFY2(mine->lastError().isEmpty(), qPrintable(mine->lastError()));
        QCOMPARE(Campaign::open(url, CampaignAccess::ReadOnly)->leader(gro)->vitality, groVitality);
        QVERIFY(verifyLog(Campaign::open(url, CampaignAccess::ReadOnly)->rolls()).ok);
    }

    void concurrent_twoClientsRolling_neverDrawTheSameValues_andTheLogVerifies()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(TestServer::freshName("dice"));
        Campaign::create(url, QStringLiteral("Dice"), 99);
        auto roller = [url](const QString &who) {
            return QThread::create([url, who] {
                auto c = Campaign::open(url);
                for (int i = 0; i < 500; ++i)
                    c->roll({2, 6, RollText::plain(who + QStringLiteral(" roll %1").arg(i))});
            });
        };
        std::unique_ptr<QThread> a(roller(QStringLiteral("first")));
        std::unique_ptr<QThread> b(roller(QStringLiteral("second")));
        a->start();
        b->start();
        QVERIFY(a->wait(120000));
        QVERIFY(b->wait(120000));
        const auto c = Campaign::open(url, CampaignAccess::ReadOnly);
        QCOMPARE(c->rolls().rollCount(), 1000);
        quint64 drawn = 0;
        int firsts = 0;
        int gaps = 0;
        c->rolls().forEachRoll([&](const Roll &r) {
            gaps += r.drawStart != drawn; // each roll draws on from the last: no value drawn twice
            drawn = r.drawEnd;
            firsts += r.context.startsWith(QStringLiteral("first"));
            return true;
        });
        QCOMPARE(gaps, 0);
        QCOMPARE(firsts, 500);
        QCOMPARE(c->draws(), drawn);
        const LogVerification v = verifyLog(c->rolls());
        QVERIFY2(v.ok, qPrintable(v.problem));
        QCOMPARE(v.checked, 1000);
    }

    void concurrent_aChangeIsSeenByTheOtherClientWithinASecond()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(TestServer::freshName("notify"));
        QCOMPARE(cli({"new", url, "--name", "Heard", "--seed", "4"}).code, 0);
        QCOMPARE(cli({"leader", "add", url, "--name", "Eir", "--side", "Blue"}).code, 0);
        auto watcher = Campaign::open(url);
        const qint64 eir = watcher->leaderByName(QStringLiteral("Eir"))->id;
        QSignalSpy changed(watcher.get(), &Campaign::leaderChanged);
        QSignalSpy added(watcher.get(), &Campaign::leaderAdded);
        QCOMPARE(cli({"wound", url, "Eir", "2"}).code, 0); // another client: the CLI
        QVERIFY(changed.wait(1000));
        QCOMPARE(changed.first().first().toLongLong(), eir);
        QCOMPARE(watcher->leader(eir)->vitality, Campaign::open(url, CampaignAccess::ReadOnly)->leader(eir)->vitality);
        QCOMPARE(cli({"leader", "add", url, "--name", "Finn", "--side", "Red"}).code, 0);
        QVERIFY(added.wait(1000));
        QVERIFY(watcher->leaderByName(QStringLiteral("Finn")));
    }

    void roles_aPlayerAndAnObserverSeeOnlyTheirShare_inTheAppAndInRawSql()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        QCOMPARE(cli({"note", file, "--leader", "Ana", "--text", "Ana's own plans"}).code, 0);
        QCOMPARE(cli({"note", file, "--force", "Host", "--text", "Ambush at dawn", "--gm-only"}).code, 0);
        const QString name = TestServer::freshName("roles");
        const QString url = server.url(name);
        QCOMPARE(cli({"publish", file, "--to", url}).code, 0);
        const QString player = name + QStringLiteral("_blue");
        const QString observer = name + QStringLiteral("_watch");
        const QString outsider = name + QStringLiteral("_out");
        for (const QString &user : {player, observer, outsider})
            server.createUser(user);
        QCOMPARE(cli({"access", "grant", url, "--user", player, "--role", "player", "--side", "Blue"}).code, 0);
        QCOMPARE(cli({"access", "grant", url, "--user", observer, "--role", "observer"}).code, 0);
        QCOMPARE(run({"access", "grant", url, "--user", player, "--role", "player"}).code, 2); // no side
        QCOMPARE(run({"access", "grant", url, "--user", "nobody_at_all", "--role", "observer"}).code, 2);
        const QJsonArray list = cli({"access", "list", url, "--json"}).array();
        QStringList listed;
        for (const QJsonValue g : list)
            listed << g[QStringLiteral("user")].toString() + QLatin1Char(':') + g[QStringLiteral("role")].toString()
                    + QLatin1Char(':') + g[QStringLiteral("side")].toString();
        QVERIFY2(listed.contains(player + QStringLiteral(":player:Blue")), qPrintable(listed.join(QLatin1Char(' '))));
        QVERIFY(listed.contains(observer + QStringLiteral(":observer:")));
        QVERIFY(listed.contains(server.admin() + QStringLiteral(":gm:")));

        // In the app: the player's side only, read-only, no seed; the observer no leaders at all.
        {
            const auto asPlayer = Campaign::open(server.url(name, player));
            QVERIFY(asPlayer->isReadOnly());
            QCOMPARE(asPlayer->viewer()->role, ServerRole::Player);
            QVERIFY(asPlayer->whyReadOnly().contains(QStringLiteral("player")));
            QVERIFY(asPlayer->seedWithheld());
            QCOMPARE(asPlayer->leaders().size(), 1);
            QCOMPARE(asPlayer->leaders().first().notes, QStringLiteral("Ana's own plans"));
            QCOMPARE(asPlayer->forces().size(), 1);
            QCOMPARE(asPlayer->forces().first().notes, QString()); // his side's, but the game master's only
            QCOMPARE(asPlayer->fortresses().size(), 1);
            int others = 0;
            asPlayer->rolls().forEachRoll([&](const Roll &r) {
                others += r.sideId != asPlayer->sideByName(QStringLiteral("Blue"))->id;
                return true;
            });
            QCOMPARE(others, 0);
            QVERIFY(asPlayer->rolls().rollCount() > 0);
            const qint64 ana = asPlayer->leaders().first().id;
            QVERIFY(!woundLeader(*asPlayer, ana, 1).ok);
            const auto asObserver = Campaign::open(server.url(name, observer));
            QCOMPARE(asObserver->viewer()->role, ServerRole::Observer);
            QCOMPARE(asObserver->leaders().size(), 0);
            QCOMPARE(asObserver->rolls().rollCount(), 0);
            QCOMPARE(asObserver->forces().size(), 1);
            QVERIFY_THROWS_EXCEPTION(AccessDenied, Campaign::open(server.url(name, outsider)));
        }
        QCOMPARE(run({"wound", server.url(name, player), "Ana", "1"}).code, 1);
        QCOMPARE(run({"leader", "list", server.url(name, outsider)}).code, 1);
        QCOMPARE(run({"access", "grant", server.url(name, player), "--user", observer, "--role", "gm"}).code, 1);
        QCOMPARE(cli({"leader", "list", server.url(name, player), "--json"}).array().size(), 1);

        // Raw SQL with their own credentials, as psql would: no more than the app shows.
        const QString base = QStringLiteral("castellan_") + name;
        const QString shown = base + QStringLiteral("_shown");
        for (const QString &user : {player, observer}) {
            QVERIFY(server.exec(QStringLiteral("SELECT value FROM %1.meta").arg(base), user)
                        .contains(QStringLiteral("permission denied")));
            QVERIFY(server.exec(QStringLiteral("SELECT name FROM %1.leaders").arg(base), user)
                        .contains(QStringLiteral("permission denied")));
            QCOMPARE(server.exec(
                         QStringLiteral("SELECT COUNT(*) FROM %1.meta WHERE key IN ('seed', 'dice.state')").arg(shown),
                         user),
                     QString());
            QCOMPARE(server.lastValue(), QStringLiteral("0"));
            QCOMPARE(server.exec(QStringLiteral(
                                     "SELECT COUNT(*) FROM %1.leaders WHERE name = 'Bors' OR notes LIKE '%%Secret%%'")
                                     .arg(shown),
                                 user),
                     QString());
            QCOMPARE(server.lastValue(), QStringLiteral("0"));
            QCOMPARE(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.forces WHERE notes <> ''").arg(shown), user),
                     QString());
            QCOMPARE(server.lastValue(), QStringLiteral("0"));
            QCOMPARE(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.access").arg(base), user), QString());
            QCOMPARE(server.lastValue(), QStringLiteral("1")); // his own row only
            for (const QString &write :
                 {QStringLiteral("UPDATE %1.leaders SET vitality = 0").arg(shown),
                  QStringLiteral("DELETE FROM %1.meta").arg(base),
                  QStringLiteral("INSERT INTO %1.access VALUES ('x', 'gm', NULL)").arg(base),
                  QStringLiteral("UPDATE %1.meta SET value = '9' WHERE key = 'turn'").arg(shown)})
                QVERIFY2(!server.exec(write, user).isEmpty(), qPrintable(write));
        }
        QCOMPARE(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.leaders").arg(shown), player), QString());
        QCOMPARE(server.lastValue(), QStringLiteral("1"));
        QCOMPARE(server.exec(
                     QStringLiteral(
                         "SELECT COUNT(*) FROM %1.rolls WHERE side_id <> (SELECT id FROM %1.sides WHERE name = 'Blue')")
                         .arg(shown),
                     player),
                 QString());
        QCOMPARE(server.lastValue(), QStringLiteral("0"));
        QCOMPARE(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.rolls").arg(shown), observer), QString());
        QCOMPARE(server.lastValue(), QStringLiteral("0"));

        // Revoked, he is out; a second game master may do everything, access included.
        QCOMPARE(cli({"access", "revoke", url, "--user", player}).code, 0);
        QVERIFY_THROWS_EXCEPTION(AccessDenied, Campaign::open(server.url(name, player)));
        const QString second = name + QStringLiteral("_gm");
        server.createUser(second);
        QCOMPARE(cli({"access", "grant", url, "--user", second, "--role", "gm"}).code, 0);
        QCOMPARE(cli({"wound", server.url(name, second), "Ana", "1"}).code, 0);
        QCOMPARE(cli({"access", "grant", server.url(name, second), "--user", player, "--role", "observer"}).code, 0);
        QCOMPARE(Campaign::open(server.url(name, player))->viewer()->role, ServerRole::Observer);
        QCOMPARE(cli({"verify", server.url(name, second), "--json"}).json().value(QStringLiteral("ok")).toBool(), true);
    }

    /**
     * Hidden movement (issue 31): a player reads another side's forces only within sight of his side's forces and
     * fortresses, in the app and in raw SQL, as core's Sight says; the server's hex distance is HexGrid's.
     */
    void hiddenMovement_aPlayerReadsOnlyTheForcesHisSideSees_evenInRawSql()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        for (const QList<Arg> &step : QList<QList<Arg>>{
                 {"options", file, "option.hidden_movement", "1"},
                 {"force", "add", file, "--name", "Red Scouts", "--side", "Red", "--units", "2"},
                 {"force", "place", file, "Red Scouts", "--hex", "0302"}, // 2 hexes from the Host at 0101
                 {"force", "add", file, "--name", "Far Column", "--side", "Red", "--units", "4"},
                 {"force", "place", file, "Far Column", "--hex", "0605"},
                 {"force", "add", file, "--name", "Reserve", "--side", "Red", "--units", "1"}, // off the map
             })
            QCOMPARE(cli(step).code, 0);
        const QString name = TestServer::freshName("hidden");
        const QString url = server.url(name);
        const QString player = publishWithBluePlayer(file, name);
        QVERIFY(!player.isEmpty());

        const auto names = [](const QList<Force> &forces) {
            QStringList list;
            for (const Force &f : forces)
                list << f.name;
            list.sort();
            return list;
        };
        const QStringList seen{QStringLiteral("Host"), QStringLiteral("Red Scouts")};
        const auto asGm = Campaign::open(url);
        QCOMPARE(asGm->forces().size(), 4);
        QCOMPARE(names(Sight(*asGm, asGm->sideByName(QStringLiteral("Blue"))->id).forces()), seen);
        QCOMPARE(names(Campaign::open(server.url(name, player))->forces()), seen);
        QCOMPARE(cli({"force", "list", server.url(name, player), "--json"}).array().size(), 2);

        const QString base = QStringLiteral("castellan_") + name;
        const QString shown = base + QStringLiteral("_shown");
        QCOMPARE(
            server.exec(QStringLiteral("SELECT string_agg(name, ',' ORDER BY name) FROM %1.forces").arg(shown), player),
            QString());
        QCOMPARE(server.lastValue(), QStringLiteral("Host,Red Scouts"));
        // His own side's turn report, and no other's.
        const QString report = dir.filePath(QStringLiteral("blue.html"));
        QCOMPARE(cli({"report", "turn", server.url(name, player), "--side", "Blue", "--html", report}).code, 0);
        QFile page(report);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(page.readAll());
        QVERIFY(html.contains(QStringLiteral("Red Scouts")) && !html.contains(QStringLiteral("Far Column")));
        QCOMPARE(run({"report", "turn", server.url(name, player), "--side", "Red", "--html",
                      dir.filePath(QStringLiteral("red.html"))})
                     .code,
                 1);
        // The Host marches next to the far column: the server shows it at once, and the scouts no more.
        QCOMPARE(cli({"force", "place", url, "Host", "--hex", "0505"}).code, 0);
        QCOMPARE(
            server.exec(QStringLiteral("SELECT string_agg(name, ',' ORDER BY name) FROM %1.forces").arg(shown), player),
            QString());
        QCOMPARE(server.lastValue(), QStringLiteral("Far Column,Host"));
        // With the option off, every force is public again, as the board game plays.
        QCOMPARE(cli({"options", url, "option.hidden_movement", "0"}).code, 0);
        QCOMPARE(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.forces").arg(shown), player), QString());
        QCOMPARE(server.lastValue(), QStringLiteral("4"));

        // The server's distance is the map's, odd columns and even.
        for (int c1 = 0; c1 < 4; ++c1) {
            for (int r1 = 0; r1 < 3; ++r1) {
                for (const Hex &to : {Hex{0, 0}, Hex{3, 2}, Hex{5, 4}, Hex{6, 1}}) {
                    QCOMPARE(server.exec(QStringLiteral("SELECT %1.hex_distance(%2, %3, %4, %5)")
                                             .arg(base)
                                             .arg(c1)
                                             .arg(r1)
                                             .arg(to.col)
                                             .arg(to.row)),
                             QString());
                    QCOMPARE(server.lastValue().toInt(), HexGrid::distance(Hex{c1, r1}, to));
                }
            }
        }
    }

    // Issue 31: a player cannot read the history an ended turn's report is made from; he reads it as the game
    // master's client kept it when the turn ended, his side's only.
    void turnReport_aPlayerReadsHisEndedTurnAsItWasKept_andNoOtherSides()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = sampleFile(dir);
        for (const QList<Arg> &step : QList<QList<Arg>>{
                 {"options", file, "option.hidden_movement", "1"},
                 {"force", "add", file, "--name", "Red Scouts", "--side", "Red", "--units", "2"},
                 {"force", "place", file, "Red Scouts", "--hex", "0302"}, // within sight of the Host at 0101
             })
            QCOMPARE(cli(step).code, 0);
        const QString name = TestServer::freshName("reports");
        const QString url = server.url(name);
        const QString player = publishWithBluePlayer(file, name);
        QVERIFY(!player.isEmpty());
        QCOMPARE(cli({"turn", url, "--end"}).code, 0);
        // In turn 2 the Host marches away: the scouts are out of Blue's sight now.
        QCOMPARE(cli({"force", "place", url, "Host", "--hex", "0505"}).code, 0);

        const auto page = [&](const QString &at, const QString &side, const QString &turn) {
            const QString out = dir.filePath(QStringLiteral("report-%1.html").arg(QDir(dir.path()).count()));
            const CliResult r = run({"report", "turn", at, "--side", side, "--turn", turn, "--html", out});
            QFile html(out);
            return std::pair{r.code, html.open(QIODevice::ReadOnly) ? QString::fromUtf8(html.readAll()) : QString()};
        };
        const auto [gmCode, asGm] = page(url, QStringLiteral("Blue"), QStringLiteral("1"));
        const auto [code, asPlayer] = page(server.url(name, player), QStringLiteral("Blue"), QStringLiteral("1"));
        QCOMPARE(gmCode, 0);
        QCOMPARE(code, 0);
        QCOMPARE(asPlayer, asGm); // the turn as it ended, made from the history by the game master's client
        QVERIFY(asPlayer.contains(QStringLiteral("Red Scouts")));
        const auto [nowCode, now] = page(server.url(name, player), QStringLiteral("Blue"), QStringLiteral("2"));
        QCOMPARE(nowCode, 0);
        QVERIFY(!now.contains(QStringLiteral("Red Scouts"))); // the turn under way, as he sees it now
        QCOMPARE(page(server.url(name, player), QStringLiteral("Red"), QStringLiteral("1")).first, 1);

        // His own raw SQL reads his side's reports only, and writes none.
        const QString base = QStringLiteral("castellan_") + name;
        const QString shown = base + QStringLiteral("_shown");
        const qint64 blue = Campaign::open(url, Campaign::Access::ReadOnly)->sideByName(QStringLiteral("Blue"))->id;
        QCOMPARE(server.exec(QStringLiteral("SELECT string_agg(DISTINCT CAST(side_id AS TEXT), ',') FROM "
                                            "%1.turn_reports")
                                 .arg(shown),
                             player),
                 QString());
        QCOMPARE(server.lastValue(), QString::number(blue));
        QVERIFY(!server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.turn_reports").arg(base), player).isEmpty());
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.turn_reports (side_id, turn, html) VALUES (%2, 9, 'x')")
                               .arg(base)
                               .arg(blue),
                           player)
                     .isEmpty());
        QVERIFY(!server.exec(QStringLiteral("UPDATE %1.turn_reports SET html = 'x'").arg(shown), player).isEmpty());
        QCOMPARE(server.exec(QStringLiteral("SELECT COUNT(*) FROM %1.turn_reports").arg(base)), QString());
        QCOMPARE(server.lastValue(), QStringLiteral("2")); // one a side, for the one turn ended
    }
};

QTEST_GUILESS_MAIN(ServerTest)
#include "test_server.moc"
