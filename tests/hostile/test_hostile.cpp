#include "filehash.h"
#include "tamper.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/leaderactions.h"
#include "model/limits.h"
#include "storage/storageerror.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace castellan;

namespace {

/** What castellan-cli printed and returned. */
struct Result
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
};

Result cli(const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    p.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-2, {}, "castellan-cli did not finish: it hung"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -3, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/** The bytes and the time of a file, and what lies beside it: what a read must leave as it found it. */
struct FileState
{
    QByteArray hash;
    QDateTime modified;
    QStringList beside;
    bool operator==(const FileState &) const = default;
};

FileState stateOf(const QString &path)
{
    const QFileInfo info(path);
    return {fileHash(path), info.lastModified(), info.absoluteDir().entryList(QDir::Files | QDir::Hidden, QDir::Name)};
}

/** Runs `work` in a child process that then dies without cleaning up, as a crash or a kill would leave it. */
template<typename Work>
void inAChildThatDies(Work work)
{
    const pid_t child = ::fork();
    if (child == 0) {
        work();
        ::_exit(0); // no destructor runs: nothing is closed, checkpointed or switched back
    }
    int status = 0;
    ::waitpid(child, &status, 0);
}

/** Runs statements on one connection of its own, the way a hand edit would. */
void tamperAll(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hand"));
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("tamperAll: cannot open %s", qPrintable(path));
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            if (!q.exec(sql))
                qFatal("tamperAll: %s", qPrintable(sql));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("hand"));
}

/** Makes a file or folder one the user may not write (immutable for root); false when this machine cannot. */
bool lock(const QString &path)
{
    if (::geteuid() == 0)
        return QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), path}) == 0;
    return ::chmod(QFile::encodeName(path).constData(), QFileInfo(path).isDir() ? 0555 : 0444) == 0;
}

void unlock(const QString &path)
{
    if (::geteuid() == 0)
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), path});
    ::chmod(QFile::encodeName(path).constData(), QFileInfo(path).isDir() ? 0755 : 0644);
}

} // namespace

/**
 * Issue 10: each failure a hostile test found in castellan-cli, reproduced, from the CLI where it was found.
 * Named after the failure's number in the issue.
 */
class TestHostile : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mPristine; ///< a campaign with leaders, rolls and a force, copied for each test

    QString campaignCopy(const QString &name)
    {
        const QString path = mDir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(mPristine, path))
            qFatal("cannot copy the campaign");
        QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        return path;
    }

    /** A fresh folder holding a copy of the campaign alone, for tests that look at what lies beside it. */
    QString isolatedCopy(const QString &folder)
    {
        QDir(mDir.path()).mkpath(folder);
        const QString path = QDir(mDir.filePath(folder)).filePath(QStringLiteral("campaign.castellan"));
        QFile::remove(path);
        QFile::copy(mPristine, path);
        return path;
    }

    static QStringList leaderNames(const Result &r)
    {
        QStringList names;
        for (const QJsonValue v : r.array())
            names << v.toObject().value(QStringLiteral("name")).toString();
        return names;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli")));
        mPristine = mDir.filePath(QStringLiteral("pristine.castellan"));
        QCOMPARE(cli({QStringLiteral("new"), mPristine, QStringLiteral("--name"), QStringLiteral("Iron Crown"),
                      QStringLiteral("--seed"), QStringLiteral("42")})
                     .code,
                 0);
        for (const QString &name : {QStringLiteral("Aldric"), QStringLiteral("Berengar")})
            QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("add"), mPristine, QStringLiteral("--name"), name,
                          QStringLiteral("--side"), QStringLiteral("Blue")})
                         .code,
                     0);
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("add"), mPristine, QStringLiteral("--name"),
                      QStringLiteral("Host"), QStringLiteral("--side"), QStringLiteral("Blue"),
                      QStringLiteral("--units"), QStringLiteral("12")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("deed"), mPristine, QStringLiteral("Aldric")}).code, 0);
    }

    // 1. A crash inside a write with a rollback journal left the journal hot: every later command refused the file.
    void failure1_aHotJournalIsRolledBackWithNothingLost()
    {
        const QString path = isolatedCopy(QStringLiteral("hot"));
        const Result before = cli({QStringLiteral("leader"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(before.code, 0);
        inAChildThatDies([&] {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("dying"));
            db.setDatabaseName(path);
            db.open();
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA journal_mode=DELETE"));
            q.exec(QStringLiteral("PRAGMA cache_size=1")); // the change spills into the file before any commit
            q.exec(QStringLiteral("BEGIN"));
            q.exec(QStringLiteral("UPDATE leaders SET notes = hex(randomblob(3000))"));
            q.exec(QStringLiteral("CREATE TABLE spill (x)"));
            q.exec(QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)"
                                  " INSERT INTO spill SELECT randomblob(4000) FROM n"));
        });
        QVERIFY2(QFileInfo(path + QStringLiteral("-journal")).size() > 0, "the crash left no hot journal");
        const FileState crashed = stateOf(path);

        // A read recovers in a copy: it works, shows the campaign as it was, and changes nothing.
        const Result look = cli({QStringLiteral("leader"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QVERIFY2(look.code == 0, look.err.constData());
        QCOMPARE(leaderNames(look), leaderNames(before));
        QCOMPARE(stateOf(path), crashed);
        QCOMPARE(cli({QStringLiteral("verify"), path}).code, 0);
        QCOMPARE(stateOf(path), crashed);

        // A write lets SQLite roll the journal back, and goes on.
        const Result wound = cli({QStringLiteral("wound"), path, QStringLiteral("Berengar"), QStringLiteral("1")});
        QVERIFY2(wound.code == 0, wound.err.constData());
        QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
        auto c = Campaign::open(path, Campaign::Access::ReadOnly);
        QCOMPARE(c->leaders().size(), 2);
        QVERIFY(c->leaderByName(QStringLiteral("Aldric"))->notes.isEmpty());
    }

    // 1. The same for a crash in WAL mode, after a commit: the log beside the file holds work reported done.
    void failure1_aCrashInWalModeLosesNothingCommitted()
    {
        const QString path = isolatedCopy(QStringLiteral("wal"));
        inAChildThatDies([&] {
            auto c = Campaign::open(path);
            if (!createForce(*c, QStringLiteral("Vanguard"), c->sides().first().id, {}, {4, 0, 0}).ok)
                qFatal("the force was not raised: the child has nothing to leave behind");
            (void)c.release(); // leaked on purpose: never closed, no checkpoint, the journal mode stays WAL
        });
        QVERIFY2(QFileInfo(path + QStringLiteral("-wal")).size() > 0, "the crash left no write-ahead log");
        const FileState crashed = stateOf(path);
        const Result look = cli({QStringLiteral("force"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QVERIFY2(look.code == 0, look.err.constData());
        QVERIFY(look.out.contains("Vanguard"));
        QCOMPARE(stateOf(path), crashed);
        QCOMPARE(cli({QStringLiteral("wound"), path, QStringLiteral("Berengar"), QStringLiteral("1")}).code, 0);
        QVERIFY(Campaign::open(path, Campaign::Access::ReadOnly)->forceByName(QStringLiteral("Vanguard")));
    }

    // 2. leader list, log and verify changed bytes 24-27 and 92-95 of the header, and the file's time.
    void failure2_readingChangesNoByte()
    {
        const QString path = isolatedCopy(QStringLiteral("read"));
        const FileState before = stateOf(path);
        QTest::qWait(1100); // a changed time would show
        for (const QStringList &args :
             {QStringList{QStringLiteral("leader"), QStringLiteral("list"), path},
              QStringList{QStringLiteral("leader"), QStringLiteral("show"), path, QStringLiteral("Aldric")},
              QStringList{QStringLiteral("force"), QStringLiteral("list"), path},
              QStringList{QStringLiteral("map"), path}, QStringList{QStringLiteral("log"), path},
              QStringList{QStringLiteral("luck"), path}, QStringList{QStringLiteral("verify"), path}}) {
            const Result r = cli(args + QStringList{QStringLiteral("--json")});
            QVERIFY2(r.code == 0,
                     qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + QString::fromUtf8(r.err)));
            QCOMPARE(stateOf(path), before);
        }
    }

    // 2. Refused files were written to as well. Each is refused with exit 2 and left exactly as it was.
    void failure2_aRefusedFileIsNotWritten_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("said");
        // Each refusal names the file, and where it can, the table or column or meta key that is wrong.
        QTest::newRow("schema_version 1 over newer tables")
            << "UPDATE meta SET value = '1' WHERE key = 'schema_version'"
            << "refused.castellan";
        QTest::newRow("only a meta table")
            << "DROP TABLE leader_history; DROP TABLE rolls; DROP TABLE battles; DROP TABLE sieges; DROP TABLE "
               "fortresses; DROP TABLE map_hexes; UPDATE leaders SET force_id = NULL; DROP TABLE forces; DROP TABLE "
               "leaders; DROP TABLE sides"
            << "refused.castellan";
        QTest::newRow("no seed") << "DELETE FROM meta WHERE key = 'seed'"
                                 << "seed";
        QTest::newRow("a dropped table") << "DROP TABLE leader_history"
                                         << "leader_history";
        QTest::newRow("a dropped column") << "ALTER TABLE forces DROP COLUMN march_bonus"
                                          << "march_bonus";
        QTest::newRow("newer schema") << "UPDATE meta SET value = '999' WHERE key = 'schema_version'"
                                      << "newer";
    }

    void failure2_aRefusedFileIsNotWritten()
    {
        QFETCH(QString, sql);
        QFETCH(QString, said);
        const QString path = campaignCopy(QStringLiteral("refused.castellan"));
        tamperAll(path, sql.split(QStringLiteral("; ")));
        const FileState before = stateOf(path);
        for (const QStringList &args :
             {QStringList{QStringLiteral("leader"), QStringLiteral("list"), path},
              QStringList{QStringLiteral("verify"), path},
              QStringList{QStringLiteral("wound"), path, QStringLiteral("Aldric"), QStringLiteral("1")}}) {
            const Result r = cli(args);
            QVERIFY2(r.code == 2, qPrintable(args.first() + QStringLiteral(": ") + QString::fromUtf8(r.out + r.err)));
            QVERIFY(!said.isEmpty());
            QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
            QCOMPARE(stateOf(path), before);
        }
    }

    // 3. A campaign the user may not write could not even be read. Reads work; a write is refused as a file
    //    problem, naming the cause; nothing changes.
    void failure3_aCampaignTheUserMayNotWriteIsReadable()
    {
        const QString path = isolatedCopy(QStringLiteral("locked"));
        const QString folder = QFileInfo(path).absolutePath();
        for (const QString &target : {path, folder}) {
            if (!lock(target))
                QSKIP("this machine cannot make a file read-only");
            auto undo = qScopeGuard([&] { unlock(target); });
            if (Campaign::isWritable(path))
                QSKIP("the file system lets this user write a read-only file");
            const FileState before = stateOf(path);
            const Result list = cli({QStringLiteral("leader"), QStringLiteral("list"), path, QStringLiteral("--json")});
            QVERIFY2(list.code == 0, list.err.constData());
            QCOMPARE(leaderNames(list), (QStringList{QStringLiteral("Aldric"), QStringLiteral("Berengar")}));
            QCOMPARE(cli({QStringLiteral("verify"), path}).code, 0);
            const Result wound = cli({QStringLiteral("wound"), path, QStringLiteral("Aldric"), QStringLiteral("1")});
            QCOMPARE(wound.code, 2);
            QVERIFY2(wound.err.contains("read-only"), wound.err.constData());
            QCOMPARE(stateOf(path), before);
        }
    }

    // 4. A large draws value hung every command (the generator was replayed): it resumes from its stored state.
    void failure4_aHugeDrawCountOpensAtOnce()
    {
        const QString path = campaignCopy(QStringLiteral("draws.castellan"));
        const QString huge = QStringLiteral("999999999999");
        tamperWith(path,
                   QStringLiteral("UPDATE rolls SET draw_end = %1 WHERE id = (SELECT MAX(id) FROM rolls)").arg(huge));
        tamperWith(path, QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'draws'").arg(huge));
        const Result deed =
            cli({QStringLiteral("deed"), path, QStringLiteral("Berengar"), QStringLiteral("--json")}, 20000);
        QVERIFY2(deed.code == 0, deed.err.constData());
        auto c = Campaign::open(path, Campaign::Access::ReadOnly);
        QCOMPARE(c->rolls().roll(c->rolls().lastRollId())->drawStart, huge.toULongLong());

        // Without the stored state the count must be what the log accounts for, or the file is refused.
        tamperWith(path, QStringLiteral("DELETE FROM meta WHERE key = 'dice.state'"));
        const Result refused = cli({QStringLiteral("leader"), QStringLiteral("list"), path}, 20000);
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("drew"), refused.err.constData());
    }

    // 5. draws of abc, -1 or missing was read as 0, and the next roll repeated roll 1's dice.
    void failure5_badMetaValuesAreRefusedByName_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("key");
        QTest::newRow("draws abc") << "UPDATE meta SET value = 'abc' WHERE key = 'draws'"
                                   << "draws";
        QTest::newRow("draws -1") << "UPDATE meta SET value = '-1' WHERE key = 'draws'"
                                  << "draws";
        QTest::newRow("draws missing") << "DELETE FROM meta WHERE key = 'draws'"
                                       << "draws";
        QTest::newRow("draws 1e3") << "UPDATE meta SET value = '1e3' WHERE key = 'draws'"
                                   << "draws";
        QTest::newRow("seed x") << "UPDATE meta SET value = 'x' WHERE key = 'seed'"
                                << "seed";
        QTest::newRow("seed 2^64") << "UPDATE meta SET value = '18446744073709551616' WHERE key = 'seed'"
                                   << "seed";
        QTest::newRow("schema_version two") << "UPDATE meta SET value = 'two' WHERE key = 'schema_version'"
                                            << "schema_version";
        QTest::newRow("turn 0") << "UPDATE meta SET value = '0' WHERE key = 'turn'"
                                << "turn";
        QTest::newRow("dice.state junk") << "UPDATE meta SET value = 'junk' WHERE key = 'dice.state'"
                                         << "dice.state";
    }

    void failure5_badMetaValuesAreRefusedByName()
    {
        QFETCH(QString, sql);
        QFETCH(QString, key);
        const QString path = campaignCopy(QStringLiteral("meta.castellan"));
        tamperWith(path, sql);
        const FileState before = stateOf(path);
        const Result r = cli({QStringLiteral("deed"), path, QStringLiteral("Berengar")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(key.toUtf8()), r.err.constData());
        QCOMPARE(stateOf(path), before);
    }

    // 6. A FIFO, a device or a folder given as the campaign hung or misbehaved.
    void failure6_onlyARegularFileIsOpened()
    {
        const QString fifo = mDir.filePath(QStringLiteral("pipe.castellan"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0644) == 0);
        const QString folder = mDir.filePath(QStringLiteral("folder.castellan"));
        QVERIFY(QDir().mkpath(folder));
        for (const QString &path : {fifo, folder, QStringLiteral("/dev/null"), QStringLiteral("/dev/zero")}) {
            for (const QStringList &args :
                 {QStringList{QStringLiteral("leader"), QStringLiteral("list"), path},
                  QStringList{QStringLiteral("wound"), path, QStringLiteral("A"), QStringLiteral("1")}}) {
                const Result r = cli(args, 10000);
                QVERIFY2(r.code == 2, qPrintable(path + QStringLiteral(": ") + QString::fromUtf8(r.err)));
                QVERIFY2(r.err.contains("not a regular file") || r.err.contains("not a campaign file"),
                         r.err.constData());
            }
        }
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
        QVERIFY(QDir(folder).isEmpty());
    }

    // 9. A database error came back as a rules refusal (exit 1). It is a file problem, exit 2, and the action
    //    does not land.
    void failure9_aDatabaseErrorIsAFileProblem()
    {
        const QString path = campaignCopy(QStringLiteral("trigger.castellan"));
        tamperWith(path,
                   QStringLiteral("CREATE TRIGGER no_rolls BEFORE INSERT ON rolls BEGIN SELECT RAISE(ABORT, "
                                  "'CHECK constraint failed: the disk says no'); END"));
        // Issue 28, item 9: a trigger Castellan never makes is refused when the file opens, before any write.
        const QByteArray before = fileHash(path);
        for (const QStringList &args :
             {QStringList{QStringLiteral("deed"), path, QStringLiteral("Berengar")},
              QStringList{QStringLiteral("leader"), QStringLiteral("add"), path, QStringLiteral("--name"),
                          QStringLiteral("Cedric"), QStringLiteral("--side"), QStringLiteral("Blue")}}) {
            const Result r = cli(args + QStringList{QStringLiteral("--json")});
            QCOMPARE(r.code, 2);
            QCOMPARE(r.json().value(QStringLiteral("exit_code")).toInt(), 2);
            QVERIFY2(r.err.contains("trigger (no_rolls)"), r.err.constData());
        }
        QCOMPARE(fileHash(path), before);
        QVERIFY_THROWS_EXCEPTION(StorageError, Campaign::open(path, Campaign::Access::ReadOnly));
    }

    // 9 and 11. Rows a hand edit wrote past the schema's constraints or the dialogs' limits are refused on open,
    //    not part-way through an action; "-294967296 unit(s) restored" and endless battles cannot happen.
    void failure9and11_rowsPastTheLimitsAreRefusedOnOpen_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("said");
        QTest::newRow("rating 7") << "UPDATE leaders SET battle_rating = 7"
                                  << "leaders";
        QTest::newRow("rating 0") << "UPDATE leaders SET rally_rating = 0"
                                  << "leaders";
        QTest::newRow("negative units") << "UPDATE forces SET good = -5"
                                        << "forces";
        QTest::newRow("2,000,000,000 units") << "UPDATE forces SET good = 2000000000"
                                             << "forces";
        QTest::newRow("units that overflow") << "UPDATE forces SET good = 2147483647, broken = 2147483647"
                                             << "forces";
        QTest::newRow("rerolls past the limit") << "UPDATE leaders SET rerolls = 100000000"
                                                << "leaders";
        QTest::newRow("negative rerolls") << "UPDATE leaders SET rerolls = -1"
                                          << "leaders";
        QTest::newRow("text for a rating") << "UPDATE leaders SET duel_rating = 'six'"
                                           << "leaders";
    }

    void failure9and11_rowsPastTheLimitsAreRefusedOnOpen()
    {
        QFETCH(QString, sql);
        QFETCH(QString, said);
        const QString path = campaignCopy(QStringLiteral("rows.castellan"));
        tamperAll(path, {QStringLiteral("PRAGMA ignore_check_constraints = ON"), sql});
        const FileState before = stateOf(path);
        for (const QStringList &args : {QStringList{QStringLiteral("force"), QStringLiteral("list"), path},
                                        QStringList{QStringLiteral("turn"), path, QStringLiteral("--auto")}}) {
            const Result r = cli(args, 20000);
            QCOMPARE(r.code, 2);
            QVERIFY(!said.isEmpty());
            QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
            QCOMPARE(stateOf(path), before);
        }
    }

    // Issue 28, item 9: damage SQLite's checks let through, refused on open with what is wrong and where, and the
    // file left as it was.
    void issue28_item9_damageIsRefusedOnOpen_data()
    {
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("said");
        const QString mapSize = QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('map.columns', '5'), "
                                               "('map.rows', '5')");
        QTest::newRow("no turn") << QStringList{QStringLiteral("DELETE FROM meta WHERE key = 'turn'")}
                                 << QStringLiteral("turn");
        QTest::newRow("a roll of a turn not reached")
            << QStringList{QStringLiteral("UPDATE rolls SET turn = 3 WHERE id = (SELECT MAX(id) FROM rolls)")}
            << QStringLiteral("a turn the campaign has not reached");
        QTest::newRow("a roll replacing itself")
            << QStringList{QStringLiteral("UPDATE rolls SET replaces_id = id WHERE id = (SELECT MAX(id) FROM rolls)")}
            << QStringLiteral("itself or came after it");
        QTest::newRow("a roll replacing a later one")
            << QStringList{QStringLiteral("UPDATE rolls SET replaces_id = (SELECT MAX(id) FROM rolls) WHERE id = "
                                          "(SELECT MIN(id) FROM rolls)")}
            << QStringLiteral("itself or came after it");
        QTest::newRow("history of a missing leader")
            << QStringList{QStringLiteral("UPDATE leader_history SET leader_id = 999")}
            << QStringLiteral("leader_history");
        QTest::newRow("a missing commander") << QStringList{QStringLiteral("UPDATE forces SET commander_id = 999")}
                                             << QStringLiteral("a commander the campaign does not have");
        QTest::newRow("movement.units -5")
            << QStringList{QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('movement.units', '-5')")}
            << QStringLiteral("movement.units");
        QTest::newRow("option.table_dice 7")
            << QStringList{QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('option.table_dice', "
                                          "'7')")}
            << QStringLiteral("option.table_dice");
        QTest::newRow("forces on hexes of no map")
            << QStringList{QStringLiteral("UPDATE forces SET col = 1, row_index = 1"),
                           QStringLiteral("DELETE FROM meta WHERE key = 'map.columns'")}
            << QStringLiteral("off the campaign's map");
        QTest::newRow("terrain lava") << QStringList{mapSize,
                                                     QStringLiteral("INSERT INTO map_hexes VALUES (1, 1, "
                                                                    "'lava', '')")}
                                      << QStringLiteral("lava");
        QTest::newRow("terrain off the map") << QStringList{mapSize,
                                                            QStringLiteral("INSERT INTO map_hexes VALUES (9, "
                                                                           "1, 'forest', '')")}
                                             << QStringLiteral("1002");
    }

    void issue28_item9_damageIsRefusedOnOpen()
    {
        QFETCH(QStringList, sql);
        QFETCH(QString, said);
        const QString path = campaignCopy(QStringLiteral("damage9.castellan"));
        tamperAll(path, sql);
        const FileState before = stateOf(path);
        for (const QStringList &args : {QStringList{QStringLiteral("force"), QStringLiteral("list"), path},
                                        QStringList{QStringLiteral("deed"), path, QStringLiteral("Berengar")}}) {
            const Result r = cli(args, 20000);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
            QVERIFY2(r.err.contains("damage9.castellan"), r.err.constData());
            QCOMPARE(stateOf(path), before);
        }
    }

    // 11. The limits the dialogs enforce hold for the actions too: a merge cannot pass a force's limit.
    void failure11_actionsKeepTheLimits()
    {
        const QString path = campaignCopy(QStringLiteral("limits.castellan"));
        auto c = Campaign::open(path);
        const qint64 side = c->sides().first().id;
        const Outcome big = createForce(*c, QStringLiteral("Horde"), side, {}, {MaxUnitsPerForce, 0, 0});
        QVERIFY2(big.ok, qPrintable(big.refusal));
        QVERIFY(!createForce(*c, QStringLiteral("Too many"), side, {}, {MaxUnitsPerForce + 1, 0, 0}).ok);
        const qint64 host = c->forceByName(QStringLiteral("Host"))->id;
        const Outcome merge = mergeForces(*c, big.forceId, host);
        QVERIFY(!merge.ok);
        QVERIFY2(merge.refusal.contains(QStringLiteral("at most")), qPrintable(merge.refusal));
        QCOMPARE(c->force(big.forceId)->units.good, MaxUnitsPerForce);
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "test_hostile.moc"
