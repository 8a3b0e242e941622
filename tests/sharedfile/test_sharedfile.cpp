#include "filehash.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/leaderactions.h"
#include "dice/logverifier.h"
#include "storage/filestore.h"

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
