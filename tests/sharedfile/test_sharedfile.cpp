#include "filehash.h"
#include "tamper.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/leaderactions.h"
#include "dice/logverifier.h"
#include "model/limits.h"
#include "storage/filestore.h"
#include "storage/storageerror.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>
#include <sys/types.h>

using namespace castellan;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
};

QString cliPath()
{
    return qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli");
}

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(cliPath(), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {-2, {}, "castellan-cli hung"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -3, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/** SQLite's own verdict on a file no connection of this process has open. */
QString integrityOf(const QString &path)
{
    QString verdict;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("integrity"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QSqlQuery q(db);
        verdict = db.open() && q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next() ? q.value(0).toString()
                                                                                            : db.lastError().text();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("integrity"));
    return verdict;
}

/** The process has a handler of its own for SIGINT (Linux's /proc/PID/status, SigCgt). */
bool catchesCtrlC(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("SigCgt:"))
            return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (SIGINT - 1)) & 1U;
    }
    return false;
}

/** The bytes and the time of a file: what a refused command must leave as it found them. */
struct FileState
{
    QByteArray hash;
    QDateTime modified;
    bool operator==(const FileState &) const = default;
};

FileState stateOf(const QString &path)
{
    return {fileHash(path), QFileInfo(path).lastModified()};
}

} // namespace

/**
 * Issue 28: a campaign file shared by the app and scripts loses nothing. The app is this process, holding the
 * campaign open as the app does; the scripts are castellan-cli processes on the same file.
 */
class TestSharedFile : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    int mFiles = 0;

    /** A new campaign with a side, a leader (Edward) and a force (Host) on a small map. */
    QString campaign()
    {
        const QString path = mDir.filePath(QStringLiteral("shared-%1.castellan").arg(++mFiles));
        const QList<QStringList> steps = {
            {QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("Shared"), QStringLiteral("--seed"),
             QStringLiteral("28")},
            {QStringLiteral("map"), QStringLiteral("size"), path, QStringLiteral("--columns"), QStringLiteral("6"),
             QStringLiteral("--rows"), QStringLiteral("6")},
            {QStringLiteral("leader"), QStringLiteral("add"), path, QStringLiteral("--name"), QStringLiteral("Edward"),
             QStringLiteral("--side"), QStringLiteral("Red")},
            {QStringLiteral("force"), QStringLiteral("add"), path, QStringLiteral("--name"), QStringLiteral("Host"),
             QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"), QStringLiteral("4")},
        };
        for (const QStringList &step : steps) {
            const Run r = cli(step);
            if (r.code != 0)
                qFatal("setting up: %s: %s", qPrintable(step.join(QLatin1Char(' '))), r.err.constData());
        }
        return path;
    }

private slots:
    void initTestCase() { QVERIFY2(QFile::exists(cliPath()), qPrintable(cliPath())); }

    // Item 1: with the campaign open in the app, a script's write leaves the app's log and index in place, the
    // app's next roll follows the script's, and when the app closes both are in a sound file.
    void item1_aScriptLeavesTheAppsLogAndItsRollsInPlace()
    {
        const QString path = campaign();
        auto app = Campaign::open(path);
        const qint64 edward = app->leaderByName(QStringLiteral("Edward"))->id;
        QVERIFY(Campaign::isWritable(path)); // as the app asks, after opening: a look must not drop its locks
        const Run script = cli({QStringLiteral("deed"), path, QStringLiteral("Edward"), QStringLiteral("--json")});
        QCOMPARE(script.code, 0);
        QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(QFile::exists(path + QStringLiteral("-shm")));
        const qint64 scriptRoll = script.json()
                                      .value(QStringLiteral("rolls"))
                                      .toArray()
                                      .first()
                                      .toObject()
                                      .value(QStringLiteral("id"))
                                      .toInteger();
        QVERIFY(scriptRoll > 0);

        // Before the app has heard of it, its own action on Edward is refused: he changed since it looked.
        const Outcome stale = woundLeader(*app, edward, 1);
        QVERIFY(!stale.ok);
        QVERIFY2(stale.refusal.contains(QStringLiteral("since you looked")), qPrintable(stale.refusal));
        const Roll creation = rollCreation(*app, QStringLiteral("Anne"));
        QCOMPARE(creation.id, scriptRoll + 1);
        QVERIFY(createLeader(*app, QStringLiteral("Anne"), app->leader(edward)->sideId, creation, {0, 1, 2, 3, 4, 5, 6})
                    .ok);
        app.reset();

        QCOMPARE(integrityOf(path), QStringLiteral("ok"));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal"))); // the last to close leaves one file
        auto reopened = Campaign::open(path, Campaign::Access::ReadOnly);
        QVERIFY(reopened->rolls().roll(scriptRoll).has_value());
        QCOMPARE(reopened->rolls().roll(scriptRoll)->context, QStringLiteral("heroic deed: Edward"));
        QVERIFY(verifyLog(reopened->rolls()).ok);
    }

    // Item 2: simultaneous scripts: every write reported done is in the file, and the log and the file hold.
    void item2_simultaneousScriptsLoseNothing()
    {
        const QString path = campaign();
        const int pairs =
            qEnvironmentVariableIsSet("CASTELLAN_PAIRS") ? qEnvironmentVariableIntValue("CASTELLAN_PAIRS") : 200;
        QStringList reportedDone;
        QStringList otherFailures;
        for (int i = 0; i < pairs; ++i) {
            QProcess a;
            QProcess b;
            const QString nameA = QStringLiteral("A%1").arg(i);
            const QString nameB = QStringLiteral("B%1").arg(i);
            const QStringList add = {QStringLiteral("force"),  QStringLiteral("add"),   path,
                                     QStringLiteral("--side"), QStringLiteral("Red"),   QStringLiteral("--units"),
                                     QStringLiteral("2"),      QStringLiteral("--name")};
            a.start(cliPath(), add + QStringList{nameA});
            // Every tenth pair rolls too: the dice are claimed under the same lock.
            b.start(cliPath(),
                    i % 10 == 0 ? QStringList{QStringLiteral("deed"), path, QStringLiteral("Edward")}
                                : add + QStringList{nameB});
            QVERIFY(a.waitForFinished(60000));
            QVERIFY(b.waitForFinished(60000));
            const bool bRolls = i % 10 == 0; // its deed may be refused by the rules: Edward is hurt by now
            if (a.exitCode() == 0)
                reportedDone << nameA;
            if (b.exitCode() == 0 && !bRolls)
                reportedDone << nameB;
            if (a.exitCode() != 0 || (b.exitCode() != 0 && !(bRolls && b.exitCode() == 1)))
                otherFailures << QString::fromUtf8(a.readAllStandardError() + b.readAllStandardError());
        }
        QVERIFY2(otherFailures.isEmpty(), qPrintable(otherFailures.join(QLatin1Char('\n'))));
        auto c = Campaign::open(path, Campaign::Access::ReadOnly);
        for (const QString &name : std::as_const(reportedDone))
            QVERIFY2(c->forceByName(name).has_value(), qPrintable(name + QStringLiteral(" was reported created")));
        QCOMPARE(reportedDone.size(), 2 * pairs - (pairs + 9) / 10);
        QVERIFY(verifyLog(c->rolls()).ok);
        c.reset();
        QCOMPARE(integrityOf(path), QStringLiteral("ok"));
    }

    // Item 2: a writer waits for another program's write to end, and when it does not end, says so.
    void item2_aWriterWaitsItsTurnAndSaysWhenItGivesUp()
    {
        const QString path = campaign();
        QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        holder.setDatabaseName(path);
        QVERIFY(holder.open());
        QVERIFY(QSqlQuery(holder).exec(QStringLiteral("BEGIN IMMEDIATE")));

        QProcess waiting; // released after a second: it waits, then writes
        waiting.start(cliPath(), {QStringLiteral("side"), QStringLiteral("add"), path, QStringLiteral("Blue")});
        QVERIFY(waiting.waitForStarted());
        QTest::qWait(1000);
        QVERIFY(QSqlQuery(holder).exec(QStringLiteral("COMMIT")));
        QVERIFY(waiting.waitForFinished(30000));
        QCOMPARE(waiting.exitCode(), 0);

        QVERIFY(QSqlQuery(holder).exec(QStringLiteral("BEGIN IMMEDIATE"))); // held past the wait
        const Run refused = cli({QStringLiteral("side"), QStringLiteral("add"), path, QStringLiteral("Green")});
        QVERIFY(QSqlQuery(holder).exec(QStringLiteral("ROLLBACK")));
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("another program is writing the campaign"), refused.err.constData());
        QVERIFY2(refused.err.contains(QByteArray::number(FileCampaignStore::WriteWaitSeconds) + " s"),
                 refused.err.constData());
        const Run sides = cli({QStringLiteral("side"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(sides.array().size(), 2); // Red and Blue
    }

    // Item 3: the open campaign hears another program's commit within a second, and shows it.
    void item3_theAppShowsWhatAScriptWrote()
    {
        const QString path = campaign();
        auto app = Campaign::open(path);
        QSignalSpy elsewhere(app.get(), &Campaign::changedElsewhere);
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("add"), path, QStringLiteral("--name"),
                      QStringLiteral("Scouts"), QStringLiteral("--side"), QStringLiteral("Red"),
                      QStringLiteral("--units"), QStringLiteral("1")})
                     .code,
                 0);
        QTRY_VERIFY_WITH_TIMEOUT(app->forceByName(QStringLiteral("Scouts")).has_value(), 10000); // polled each 0.5 s
        QVERIFY(elsewhere.count() >= 1);
    }

    // Item 3: an action begun on rows a script changed since the app looked is refused, as on a server, and the
    // app then shows the script's change.
    void item3_anActionOnRowsAScriptChangedIsRefused()
    {
        const QString path = campaign();
        auto app = Campaign::open(path);
        Force host = *app->forceByName(QStringLiteral("Host"));
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("edit"), path, QStringLiteral("Host"),
                      QStringLiteral("--units"), QStringLiteral("9")})
                     .code,
                 0);
        host.units.good = 2; // begun on what the app saw before the script wrote
        const Outcome edited = editForce(*app, host);
        QVERIFY(!edited.ok);
        QVERIFY2(edited.refusal.contains(QStringLiteral("since you looked")), qPrintable(edited.refusal));
        QCOMPARE(app->forceByName(QStringLiteral("Host"))->units.good, 9);
    }

    // Item 4: Verify Log runs the file's whole integrity check too: an index that lost its rows (which SQLite's
    // quick check, run at every opening, does not look at) is never a file that verifies.
    void item4_verifyLogFindsADamagedIndex()
    {
        const QString path = campaign();
        QCOMPARE(cli({QStringLiteral("verify"), path}).code, 0);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA writable_schema=ON")));
            // The index's entries stay those of category: read as one of context, rows are missing from it.
            QVERIFY(q.exec(QStringLiteral("UPDATE sqlite_schema SET sql = 'CREATE INDEX rolls_by_category ON rolls "
                                          "(context)' WHERE name = 'rolls_by_category'")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
        QVERIFY(integrityOf(path) != QLatin1String("ok"));
        const Run r = cli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.json().value(QStringLiteral("ok")).toBool(), false);
        QVERIFY(r.json().value(QStringLiteral("damage")).toString().contains(QStringLiteral("rolls_by_category")));
    }

    // Item 5: an export never writes over a campaign, by what the file is and not by its name, nor through a
    // link; a players' copy replaces only a players' copy; a file that is there is replaced only with --force.
    void item5_anExportNeverWritesOverACampaign_data()
    {
        QTest::addColumn<QStringList>("words");
        const QString csv = QStringLiteral("--csv");
        const QString to = QStringLiteral("--to");
        const QString force = QStringLiteral("--force");
        const QString other = QStringLiteral("@other");
        QTest::newRow("roster over itself") << QStringList{QStringLiteral("export"),
                                                           QStringLiteral("roster"),
                                                           QStringLiteral("@"),
                                                           csv,
                                                           to,
                                                           QStringLiteral("@"),
                                                           force};
        QTest::newRow("forces over another") << QStringList{
            QStringLiteral("export"), QStringLiteral("forces"), QStringLiteral("@"), csv, to, other, force};
        QTest::newRow("through a link") << QStringList{QStringLiteral("export"),
                                                       QStringLiteral("roster"),
                                                       QStringLiteral("@"),
                                                       csv,
                                                       to,
                                                       QStringLiteral("@link"),
                                                       force};
        QTest::newRow("a PDF over another") << QStringList{QStringLiteral("print"),
                                                           QStringLiteral("@"),
                                                           QStringLiteral("--roster"),
                                                           QStringLiteral("--pdf"),
                                                           other,
                                                           force};
        QTest::newRow("a players' copy over another campaign") << QStringList{
            QStringLiteral("export"), QStringLiteral("players-copy"), QStringLiteral("@"), to, other, force};
    }

    void item5_anExportNeverWritesOverACampaign()
    {
        QFETCH(QStringList, words);
        const QString path = campaign();
        const QString other = campaign();
        const QString link = mDir.filePath(QStringLiteral("link-%1.csv").arg(mFiles));
        QVERIFY(QFile::link(other, link));
        for (QString &w : words)
            w = w == QLatin1String("@")        ? path
                : w == QLatin1String("@other") ? other
                : w == QLatin1String("@link")  ? link
                                               : w;
        const QByteArray mine = fileHash(path);
        const QByteArray theirs = fileHash(other);
        const Run r = cli(words);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("never writes over"), r.err.constData());
        QCOMPARE(fileHash(path), mine);
        QCOMPARE(fileHash(other), theirs);
        QVERIFY(QFileInfo(link).isSymLink());
    }

    void item5_aFileThereIsReplacedOnlyWithForce()
    {
        const QString path = campaign();
        const QString csv = mDir.filePath(QStringLiteral("roster-%1.csv").arg(mFiles));
        writeFile(csv, "mine\n");
        const QStringList words{QStringLiteral("export"), QStringLiteral("roster"), path,
                                QStringLiteral("--csv"),  QStringLiteral("--to"),   csv};
        const Run refused = cli(words);
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("--force"), refused.err.constData());
        QCOMPARE(readFile(csv), QByteArray("mine\n"));
        QCOMPARE(cli(words + QStringList{QStringLiteral("--force")}).code, 0);
        QVERIFY(readFile(csv).contains("Edward"));
        // A players' copy replaces last turn's players' copy.
        const QString copy = mDir.filePath(QStringLiteral("players-%1.castellan").arg(mFiles));
        const QStringList players{QStringLiteral("export"), QStringLiteral("players-copy"), path,
                                  QStringLiteral("--to"), copy};
        QCOMPARE(cli(players).code, 0);
        QCOMPARE(cli(players).code, 2);
        QCOMPARE(cli(players + QStringList{QStringLiteral("--force")}).code, 0);
    }

    // Item 6: a write that fails is never reported done: a device is no export's file, and a full disk on the
    // output is exit 2.
    void item6_aWriteThatFailsIsExitTwo_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<bool>("toStdout");
        QTest::newRow("export --to /dev/full")
            << QStringList{QStringLiteral("export"), QStringLiteral("roster"), QStringLiteral("@"),
                           QStringLiteral("--csv"),  QStringLiteral("--to"),   QStringLiteral("/dev/full"),
                           QStringLiteral("--force")}
            << false;
        QTest::newRow("print --pdf /dev/full")
            << QStringList{QStringLiteral("print"), QStringLiteral("@"),         QStringLiteral("--roster"),
                           QStringLiteral("--pdf"), QStringLiteral("/dev/full"), QStringLiteral("--force")}
            << false;
        QTest::newRow("export > /dev/full") << QStringList{QStringLiteral("export"), QStringLiteral("roster"),
                                                           QStringLiteral("@"), QStringLiteral("--csv")}
                                            << true;
        QTest::newRow("log --csv > /dev/full")
            << QStringList{QStringLiteral("log"), QStringLiteral("@"), QStringLiteral("--csv")} << true;
    }

    void item6_aWriteThatFailsIsExitTwo()
    {
        QFETCH(QStringList, words);
        QFETCH(bool, toStdout);
        const QString path = campaign();
        words.replaceInStrings(QRegularExpression(QStringLiteral("^@$")), path);
        QProcess p;
        if (toStdout)
            p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(cliPath(), words);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(!p.readAllStandardError().isEmpty());
    }

    // Issue 56, item 4: nothing is written where SQLite keeps a campaign's journal, log or index, with or without
    // --force, there or not: SQLite would read it as that campaign's at its next opening.
    void issue56_item4_nothingIsWrittenOnACampaignsJournal_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("suffix");
        const QString force = QStringLiteral("--force");
        for (const char *suffix : {"-journal", "-wal", "-shm"}) {
            const QString s = QLatin1String(suffix);
            QTest::addRow("export roster onto %s", suffix) << QStringList{QStringLiteral("export"),
                                                                          QStringLiteral("roster"),
                                                                          QStringLiteral("@"),
                                                                          QStringLiteral("--csv"),
                                                                          QStringLiteral("--to"),
                                                                          QStringLiteral("@") + s,
                                                                          force}
                                                           << s;
            QTest::addRow("export forces onto %s", suffix)
                << QStringList{QStringLiteral("export"), QStringLiteral("forces"), QStringLiteral("@"),
                               QStringLiteral("--csv"),  QStringLiteral("--to"),   QStringLiteral("@") + s}
                << s;
            QTest::addRow("players' copy onto %s", suffix)
                << QStringList{QStringLiteral("export"), QStringLiteral("players-copy"), QStringLiteral("@"),
                               QStringLiteral("--to"),   QStringLiteral("@") + s,        force}
                << s;
            QTest::addRow("print --pdf onto %s", suffix)
                << QStringList{QStringLiteral("print"), QStringLiteral("@"),     QStringLiteral("--roster"),
                               QStringLiteral("--pdf"), QStringLiteral("@") + s, force}
                << s;
            QTest::addRow("new onto %s", suffix) << QStringList{QStringLiteral("new"), QStringLiteral("@") + s,
                                                                QStringLiteral("--name"), QStringLiteral("Over")}
                                                 << s;
        }
    }

    void issue56_item4_nothingIsWrittenOnACampaignsJournal()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, suffix);
        const QString path = campaign();
        const QString companion = path + suffix;
        words.replaceInStrings(QRegularExpression(QStringLiteral("^@$")), path);
        words.replaceInStrings(QRegularExpression(QStringLiteral("^@-")), path + QLatin1Char('-'));
        const QByteArray mine = fileHash(path);
        QVERIFY(!QFileInfo::exists(companion));
        Run r = cli(words);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("journal"), r.err.constData());
        QVERIFY(!QFileInfo::exists(companion));
        // A journal a crash left there (hot, for SQLite) is not destroyed either.
        writeFile(companion, "left by a crash");
        r = cli(words);
        QCOMPARE(r.code, 2);
        QCOMPARE(readFile(companion), QByteArray("left by a crash"));
        QFile::remove(companion);
        QCOMPARE(fileHash(path), mine);
    }

    // Issue 56, item 4, in the app: File ▸ Save As onto a campaign's journal or log is refused, nothing written.
    void issue56_item4_aSaveAsOntoACampaignsJournalIsRefused()
    {
        const QString path = campaign();
        const QString other = campaign();
        auto c = Campaign::open(path);
        for (const char *suffix : {"-journal", "-wal", "-shm"}) {
            const QString target = other + QLatin1String(suffix);
            bool refused = false;
            try {
                c->saveCopy(target);
            } catch (const StorageError &e) {
                refused = e.message().contains(QStringLiteral("journal"));
            }
            QVERIFY2(refused, suffix);
            QVERIFY(!QFileInfo::exists(target));
        }
    }

    // Issue 56, item 5: an action that was kept, whose output cannot be written, is "done, but not told" (exit 3),
    // never a code that tells a script to do it again; a command that only read is still exit 2.
    void issue56_item5_aKeptActionWithLostOutputIsExitThree()
    {
        const QString path = campaign();
        const auto run = [&](const QStringList &words) {
            QProcess p;
            p.setStandardOutputFile(QStringLiteral("/dev/full"));
            p.start(cliPath(), words);
            if (!p.waitForFinished(60000))
                return std::pair<int, QByteArray>{-1, {}};
            return std::pair<int, QByteArray>{p.exitCode(), p.readAllStandardError()};
        };
        const qsizetype rolls = cli({QStringLiteral("log"), path, QStringLiteral("--json")}).array().size();
        const auto [code, err] = run({QStringLiteral("deed"), path, QStringLiteral("Edward")});
        QCOMPARE(code, 3);
        QVERIFY2(err.contains("done and kept"), err.constData());
        QVERIFY2(!err.contains("File exists"), err.constData());
        QCOMPARE(cli({QStringLiteral("log"), path, QStringLiteral("--json")}).array().size(), rolls + 1);
        const QString copy = mDir.filePath(QStringLiteral("told-%1.castellan").arg(mFiles));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("players-copy"), path, QStringLiteral("--to"), copy,
                      QStringLiteral("--json")})
                     .first,
                 3);
        QVERIFY(QFileInfo::exists(copy));
        QCOMPARE(run({QStringLiteral("map"), path, QStringLiteral("--json")}).first, 2);
    }

    // Items 10 and 11: a name or a number no rule could take is bad input (exit 2), and nothing is written.
    void items10and11_badNamesAndNumbersAreBadInput_data()
    {
        QTest::addColumn<QStringList>("words");
        const QString file = QStringLiteral("@");
        const auto forceAdd = [&](const QString &units, const QStringList &more = {}) {
            return QStringList{QStringLiteral("force"),  QStringLiteral("add"),     file,
                               QStringLiteral("--name"), QStringLiteral("Fresh"),   QStringLiteral("--side"),
                               QStringLiteral("Red"),    QStringLiteral("--units"), units}
            + more;
        };
        const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
        QTest::newRow("a side of 100,000 characters through leader add")
            << QStringList{QStringLiteral("leader"),
                           QStringLiteral("add"),
                           file,
                           QStringLiteral("--name"),
                           QStringLiteral("Ann"),
                           QStringLiteral("--side"),
                           QStringLiteral("x").repeated(100000)};
        QTest::newRow("121 emoji") << QStringList{QStringLiteral("side"), QStringLiteral("add"), file,
                                                  emoji.repeated(121)};
        QTest::newRow("a control character")
            << QStringList{QStringLiteral("side"), QStringLiteral("add"), file, QStringLiteral("Blue\x01")};
        QTest::newRow("zero-width only") << QStringList{QStringLiteral("side"), QStringLiteral("add"), file,
                                                        QString(QChar(0x200B))};
        QTest::newRow("only spaces") << QStringList{QStringLiteral("side"), QStringLiteral("add"), file,
                                                    QStringLiteral("   ")};
        QTest::newRow("a force named too long")
            << QStringList{QStringLiteral("force"), QStringLiteral("edit"),   file,
                           QStringLiteral("Host"),  QStringLiteral("--name"), QStringLiteral("y").repeated(121)};
        QTest::newRow("+5") << forceAdd(QStringLiteral("+5"));
        QTest::newRow("leading space") << forceAdd(QStringLiteral(" 5"));
        QTest::newRow("trailing space") << forceAdd(QStringLiteral("5 "));
        QTest::newRow("-0") << forceAdd(QStringLiteral("-0"));
        QTest::newRow("--leaders A,A") << forceAdd(QStringLiteral("2"),
                                                   {QStringLiteral("--leaders"), QStringLiteral("Edward,Edward")});
        QTest::newRow("log --limit 2147483648")
            << QStringList{QStringLiteral("log"), file, QStringLiteral("--limit"), QStringLiteral("2147483648")};
        QTest::newRow("--priority ,,,") << QStringList{
            QStringLiteral("leader"), QStringLiteral("add"),        file,
            QStringLiteral("--name"), QStringLiteral("Bea"),        QStringLiteral("--side"),
            QStringLiteral("Red"),    QStringLiteral("--priority"), QStringLiteral(",,,")};
        QTest::newRow("hex +101") << QStringList{
            QStringLiteral("force"), QStringLiteral("place"), file,
            QStringLiteral("Host"),  QStringLiteral("--hex"), QStringLiteral("+101")};
        QTest::newRow("hex with a line's end")
            << QStringList{QStringLiteral("force"), QStringLiteral("place"), file,
                           QStringLiteral("Host"),  QStringLiteral("--hex"), QStringLiteral("0101\n")};
        // Issue 56, items 9 and 10: too long or malformed is bad input (2), never the rules refusing (1).
        const QString place201 = QStringLiteral("p").repeated(MaxPlaceLength + 1);
        const QString name121 = QStringLiteral("n").repeated(MaxNameLength + 1);
        QTest::newRow("issue 56: a place of 201 characters")
            << QStringList{QStringLiteral("map"), QStringLiteral("place"), file, QStringLiteral("0203"), place201};
        QTest::newRow("issue 56: a leader's location of 201 characters") << QStringList{
            QStringLiteral("leader"), QStringLiteral("location"), file, QStringLiteral("Edward"), place201};
        QTest::newRow("issue 56: a force's location of 201 characters")
            << forceAdd(QStringLiteral("2"), {QStringLiteral("--location"), place201});
        QTest::newRow("issue 56: a fortress of 121 characters") << QStringList{QStringLiteral("fortress"),
                                                                               QStringLiteral("add"),
                                                                               file,
                                                                               QStringLiteral("--name"),
                                                                               name121,
                                                                               QStringLiteral("--hex"),
                                                                               QStringLiteral("0303"),
                                                                               QStringLiteral("--rating"),
                                                                               QStringLiteral("2"),
                                                                               QStringLiteral("--side"),
                                                                               QStringLiteral("Red")};
        QTest::newRow("issue 56: a fortress of 121 emoji")
            << QStringList{QStringLiteral("fortress"), QStringLiteral("add"),      file,
                           QStringLiteral("--name"),   emoji.repeated(121),        QStringLiteral("--hex"),
                           QStringLiteral("0303"),     QStringLiteral("--rating"), QStringLiteral("2"),
                           QStringLiteral("--side"),   QStringLiteral("Red")};
        QTest::newRow("issue 56: --units 5 and a line's end") << forceAdd(QStringLiteral("5\n"));
        QTest::newRow("issue 56: wound 1 and a line's end")
            << QStringList{QStringLiteral("wound"), file, QStringLiteral("Edward"), QStringLiteral("1\n")};
        QTest::newRow("issue 56: history --turn 100001")
            << QStringList{QStringLiteral("history"), file, QStringLiteral("--turn"), QStringLiteral("100001")};
        QTest::newRow("issue 56: log --turn 100001")
            << QStringList{QStringLiteral("log"), file, QStringLiteral("--turn"), QStringLiteral("100001")};
        QTest::newRow("issue 56: --flank with no units")
            << QStringList{QStringLiteral("battle"),        file,
                           QStringLiteral("--hex"),         QStringLiteral("0101"),
                           QStringLiteral("--auto"),        QStringLiteral("--flank"),
                           QStringLiteral("Edward=-3:left")};
        QTest::newRow("issue 56: --flank with a million units") << QStringList{QStringLiteral("battle"),
                                                                               file,
                                                                               QStringLiteral("--hex"),
                                                                               QStringLiteral("0101"),
                                                                               QStringLiteral("--auto"),
                                                                               QStringLiteral("--flank"),
                                                                               QStringLiteral("Edward=1000000:left")};
        QTest::newRow("issue 56: import from /dev/zero")
            << QStringList{QStringLiteral("import"), QStringLiteral("roster"), file, QStringLiteral("/dev/zero")};
    }

    void items10and11_badNamesAndNumbersAreBadInput()
    {
        QFETCH(QStringList, words);
        const QString path = campaign();
        words.replaceInStrings(QRegularExpression(QStringLiteral("^@$")), path);
        const QByteArray before = fileHash(path);
        const Run r = cli(words);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
        QCOMPARE(fileHash(path), before);
    }

    // Item 10: 61 emoji are a name of 61 characters.
    void item10_namesCountCharacters()
    {
        const QString path = campaign();
        const Run r = cli(
            {QStringLiteral("side"), QStringLiteral("add"), path, QString::fromUtf8("\xF0\x9F\x98\x80").repeated(61)});
        QCOMPARE(r.code, 0);
    }

    // Issue 56, item 9: every name has one limit, in characters as the user sees them (a flag is one, an accented
    // letter of two code points is one), the same for a campaign, a side, a fortress and a leader.
    void issue56_item9_oneLimitForEveryName_countedAsSeen()
    {
        const QString flag = QString::fromUtf8("\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7"); // two code points
        const QString accented = QStringLiteral("e\u0301");                         // é as two
        const QString path = campaign();
        QCOMPARE(cli({QStringLiteral("side"), QStringLiteral("add"), path, flag.repeated(MaxNameLength)}).code, 0);
        QCOMPARE(cli({QStringLiteral("fortress"), QStringLiteral("add"), path, QStringLiteral("--name"),
                      accented.repeated(MaxNameLength), QStringLiteral("--hex"), QStringLiteral("0303"),
                      QStringLiteral("--rating"), QStringLiteral("2"), QStringLiteral("--side"), QStringLiteral("Red")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("side"), QStringLiteral("add"), path, flag.repeated(MaxNameLength + 1)}).code, 2);
        const QString fresh = mDir.filePath(QStringLiteral("long-%1.castellan").arg(++mFiles));
        QCOMPARE(
            cli({QStringLiteral("new"), fresh, QStringLiteral("--name"), QStringLiteral("c").repeated(10000)}).code, 2);
        QVERIFY(!QFileInfo::exists(fresh));
        QCOMPARE(cli({QStringLiteral("new"), fresh, QStringLiteral("--name"), accented.repeated(MaxNameLength)}).code,
                 0);
    }

    // Issue 56, item 9: a name changed by hand past the rule is refused when the campaign opens, as every other
    // row that breaks a limit is.
    void issue56_item9_handEditedNamesAreRefusedAtOpening_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("an empty leader's name") << QStringLiteral("UPDATE leaders SET name = ''");
        QTest::newRow("a leader's name of 100,000")
            << QStringLiteral("UPDATE leaders SET name = '%1'").arg(QStringLiteral("x").repeated(100000));
        QTest::newRow("two leaders of one name")
            << QStringLiteral("UPDATE leaders SET name = 'EDWARD' WHERE name = 'Edwin'");
        QTest::newRow("a side with NUL") << QStringLiteral("UPDATE sides SET name = 'Red' || char(0) || 'x'");
        QTest::newRow("a campaign of 10,000") << QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'name'")
                                                     .arg(QStringLiteral("c").repeated(10000));
    }

    void issue56_item9_handEditedNamesAreRefusedAtOpening()
    {
        QFETCH(QString, sql);
        const QString path = campaign();
        QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("add"), path, QStringLiteral("--name"),
                      QStringLiteral("Edwin"), QStringLiteral("--side"), QStringLiteral("Red")})
                     .code,
                 0);
        tamperWith(path, sql);
        const QByteArray before = fileHash(path);
        const Run r = cli({QStringLiteral("leader"), QStringLiteral("list"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not opened"), r.err.constData());
        QCOMPARE(fileHash(path), before);
    }

    // Issue 56, item 10: an option set to what it is already is done (nothing to do), not refused.
    void issue56_item10_anOptionSetToItsValueIsDone()
    {
        const QString path = campaign();
        const Run shown = cli({QStringLiteral("options"), path, QStringLiteral("--json")});
        QCOMPARE(shown.code, 0);
        const QJsonObject options = shown.json();
        QVERIFY(!options.isEmpty());
        const QString key = options.keys().first();
        const QByteArray before = fileHash(path);
        const Run r =
            cli({QStringLiteral("options"), path, key, options.value(key).toString(), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("changed")).toBool(true), false);
        QCOMPARE(fileHash(path), before);
    }

    // Issue 56, item 6: what a killed copy left (a players' copy, a Save As) is cleared by the next command that opens
    // a campaign in that folder, one that only reads included; a copy being written now is left alone.
    void issue56_item6_aKilledCopysPartsAreClearedByTheNextReader()
    {
        const QString path = campaign();
        const QString folder = QFileInfo(path).absolutePath();
        const QStringList left{QStringLiteral(".players.castellan.1a2b3c4d5e6f.castellan-part"),
                               QStringLiteral(".players.castellan.1a2b3c4d5e6f.castellan-part-journal")};
        for (const QString &name : left)
            writeFile(QDir(folder).filePath(name), "left by a kill");
        QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("list"), path}).code, 0);
        for (const QString &name : left)
            QVERIFY2(!QFileInfo::exists(QDir(folder).filePath(name)), qPrintable(name));
    }

    // Issue 56, item 10: a pipe is no roster: said so, exit 2, without waiting for it.
    void issue56_item10_aPipeIsNoRoster()
    {
        const QString path = campaign();
        const QString fifo = mDir.filePath(QStringLiteral("roster-%1.fifo").arg(mFiles));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const Run r = cli({QStringLiteral("import"), QStringLiteral("roster"), path, fifo});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
    }

    // Item 12: Ctrl+C stops an import with exit 130, and nothing of it is written.
    void item12_ctrlCStopsAnImportAndWritesNothing()
    {
        const QString path = campaign();
        const QString roster = mDir.filePath(QStringLiteral("big-roster.json"));
        QJsonObject ratings;
        for (const char *trait : {"vitality", "heroics", "duel", "maneuver", "battle", "siege", "rally"})
            ratings.insert(QLatin1String(trait), 3);
        QJsonArray leaders;
        for (int i = 0; i < 60000; ++i)
            leaders.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("Leader %1").arg(i)},
                                       {QStringLiteral("side"), QStringLiteral("Blue")},
                                       {QStringLiteral("ratings"), ratings}});
        writeFile(roster,
                  QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("castellan-roster")},
                                            {QStringLiteral("version"), 1},
                                            {QStringLiteral("leaders"), leaders}})
                      .toJson());
        QTest::qWait(1100);
        const FileState before = stateOf(path);
        QProcess p;
        p.start(cliPath(), {QStringLiteral("import"), QStringLiteral("roster"), path, roster});
        QVERIFY(p.waitForStarted());
        // Once it catches Ctrl+C: before, the signal would end it as any program (slow starts, sanitizers).
        QTRY_VERIFY_WITH_TIMEOUT(catchesCtrlC(p.processId()) || p.state() != QProcess::Running, 60000);
        QCOMPARE(p.state(), QProcess::Running);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 130);
        QVERIFY(stateOf(path) == before);
        const Run list = cli({QStringLiteral("leader"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(list.array().size(), 1); // Edward alone
    }

    // Item 7: a command refused after it opened the file to write leaves its bytes and its time as they were.
    void item7_aRefusedCommandChangesNoByte_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("code");
        QTest::newRow("a hex off the map")
            << QStringList{QStringLiteral("force"), QStringLiteral("place"), QStringLiteral("@"),
                           QStringLiteral("Host"),  QStringLiteral("--hex"), QStringLiteral("0909")}
            << 2;
        QTest::newRow("an unknown leader")
            << QStringList{QStringLiteral("deed"), QStringLiteral("@"), QStringLiteral("Nobody")} << 2;
        QTest::newRow("the rules refuse (T1)")
            << QStringList{QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("@"),
                           QStringLiteral("Host"),  QStringLiteral("--to"), QStringLiteral("0203")}
            << 1;
        QTest::newRow("a side named twice")
            << QStringList{QStringLiteral("side"), QStringLiteral("add"), QStringLiteral("@"), QStringLiteral("Red")}
            << 1;
        QTest::newRow("a bad ruleset file") << QStringList{QStringLiteral("tactical"), QStringLiteral("ruleset"),
                                                           QStringLiteral("@"), QStringLiteral("@bad.json")}
                                            << 2;
    }

    void item7_aRefusedCommandChangesNoByte()
    {
        QFETCH(QStringList, words);
        QFETCH(int, code);
        const QString path = campaign();
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("place"), path, QStringLiteral("Host"),
                      QStringLiteral("--hex"), QStringLiteral("0202")})
                     .code,
                 0);
        const QString bad = mDir.filePath(QStringLiteral("bad.json"));
        writeFile(bad, "{not json");
        for (QString &w : words) {
            if (w == QLatin1String("@"))
                w = path;
            else if (w == QLatin1String("@bad.json"))
                w = bad;
        }
        QTest::qWait(1100); // a write now would show in the time, which has a second's grain on some disks
        const FileState before = stateOf(path);
        const Run r = cli(words);
        QCOMPARE(r.code, code);
        QVERIFY(stateOf(path) == before);
        QCOMPARE(QDir(mDir.path()).entryList({QStringLiteral("shared-%1.castellan*").arg(mFiles)}, QDir::Files).size(),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestSharedFile)
#include "test_sharedfile.moc"
