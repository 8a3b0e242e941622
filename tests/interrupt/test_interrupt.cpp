#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace castellan;

namespace {

QString cliPath()
{
    return qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli");
}

/** The biggest board there is: 30 × 20, every hex of each side's ten rows with an infantry unit (600 units). */
QByteArray bigBoard()
{
    QJsonArray units;
    for (int row = 0; row < 20; ++row) {
        for (int col = 0; col < 30; ++col)
            units.append(QJsonObject{
                {QStringLiteral("side"), row < 10 ? 0 : 1},
                {QStringLiteral("type"), QStringLiteral("infantry")},
                {QStringLiteral("hex"),
                 QStringLiteral("%1%2").arg(col + 1, 2, 10, QLatin1Char('0')).arg(row + 1, 2, 10, QLatin1Char('0'))}});
    }
    const QJsonObject scenario{
        {QStringLiteral("format"), 1},
        {QStringLiteral("name"), QStringLiteral("The Great Field")},
        {QStringLiteral("description"), QStringLiteral("Six hundred units on the biggest board.")},
        {QStringLiteral("ruleset"),
         QJsonObject{{QStringLiteral("name"), QStringLiteral("Command dice (RULES C)")},
                     {QStringLiteral("hash"), QString()}}},
        {QStringLiteral("board"),
         QJsonObject{
             {QStringLiteral("columns"), 30}, {QStringLiteral("rows"), 20}, {QStringLiteral("terrain"), QJsonArray{}}}},
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Blue")}, {QStringLiteral("units_to_win"), 0}},
                    QJsonObject{{QStringLiteral("name"), QStringLiteral("Red")}, {QStringLiteral("units_to_win"), 0}}}},
        {QStringLiteral("first_side"), 0},
        {QStringLiteral("units"), units},
    };
    return QJsonDocument(scenario).toJson(QJsonDocument::Compact);
}

/** A roster of `count` leaders, as castellan-cli export roster writes one. */
QByteArray bigRoster(int count)
{
    QByteArray leaders;
    leaders.reserve(count * 160);
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            leaders += ',';
        leaders += "{\"name\":\"Leader " + QByteArray::number(i) + "\",\"side\":\"" + (i % 2 ? "Red" : "Blue")
            + "\",\"ratings\":{\"vitality\":4,\"heroics\":3,\"duel\":3,\"maneuver\":4,\"battle\":5,\"siege\":2,"
              "\"rally\":3}}";
    }
    return "{\"format\":\"castellan-roster\",\"version\":1,\"leaders\":[" + leaders + "]}";
}

struct Stopped
{
    int code = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

/** Starts castellan-cli, presses Ctrl+C once it has worked `after` ms (unless it is done), and waits for its end. */
Stopped interrupt(const QStringList &args, int after)
{
    QProcess p;
    p.start(cliPath(), args);
    if (!p.waitForStarted())
        return {};
    QTest::qWait(after);
    if (p.state() == QProcess::Running)
        ::kill(pid_t(p.processId()), SIGINT);
    // A hang fails; a slow machine does not. (waitForFinished() is false for a process already finished.)
    if (p.state() != QProcess::NotRunning && !p.waitForFinished(60000))
        return {};
    return {p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

/** Issue 56, items 7 and 8: long commands stop on Ctrl+C with exit 130 and write nothing half; long odds stop at a
 *  time limit with the interval reached, and tell their progress. */
class TestInterrupt : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mBoard;

private slots:
    void initTestCase()
    {
        mBoard = mDir.filePath(QStringLiteral("great-field.json"));
        QFile f(mBoard);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bigBoard());
    }

    void tacticalPlayOfABigBoard_stopsWithExit130_andNoHalfOutput_C()
    {
        // A battle of 600 units plays for a few tenths of a second here: Ctrl+C at moments across it. Before the
        // command begins it ends the process with nothing printed; once it plays, it stops it with exit 130; once
        // the output is being written, the output is finished first.
        int stopped = 0;
        for (int after = 40; after <= 400; after += 40) {
            const Stopped s =
                interrupt({QStringLiteral("tactical"), QStringLiteral("play"), mBoard, QStringLiteral("--auto"),
                           QStringLiteral("--json"), QStringLiteral("--events")},
                          after);
            if (s.status == QProcess::CrashExit) {
                QVERIFY2(s.out.isEmpty(), s.out.left(200).constData());
                continue;
            }
            QJsonParseError error;
            const QJsonDocument told = QJsonDocument::fromJson(s.out, &error);
            QCOMPARE(error.error, QJsonParseError::NoError); // whole, never half
            if (s.code == 0)
                continue;
            QCOMPARE(s.code, 130);
            QVERIFY2(s.err.contains("Stopped with Ctrl+C"), s.err.constData());
            QCOMPARE(told.object().value(QStringLiteral("exit_code")).toInt(), 130);
            ++stopped;
        }
        QVERIFY(stopped > 0);
    }

    void importOfAHugeRoster_stopsWithExit130_andKeepsNothing()
    {
        const QString campaign = mDir.filePath(QStringLiteral("import.castellan"));
        QCOMPARE(runCliExpectingSuccess({QStringLiteral("new"), campaign, QStringLiteral("--name"),
                                         QStringLiteral("Import"), QStringLiteral("--seed"), QStringLiteral("4")})
                     .code,
                 0);
        QCOMPARE(
            runCliExpectingSuccess({QStringLiteral("leader"), QStringLiteral("add"), campaign, QStringLiteral("--name"),
                                    QStringLiteral("Ana"), QStringLiteral("--side"), QStringLiteral("Blue")})
                .code,
            0);
        const QString roster = mDir.filePath(QStringLiteral("huge.json"));
        QFile f(roster);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bigRoster(150000));
        f.close();
        const Stopped s = interrupt(
            {QStringLiteral("import"), QStringLiteral("roster"), campaign, roster, QStringLiteral("--json")}, 1500);
        QCOMPARE(s.status, QProcess::NormalExit);
        QCOMPARE(s.code, 130);
        QVERIFY2(s.err.contains("Stopped with Ctrl+C"), s.err.constData());
        QVERIFY2(s.out.isEmpty(), s.out.left(200).constData());
        const CliResult list = runCliExpectingSuccess(
            {QStringLiteral("leader"), QStringLiteral("list"), campaign, QStringLiteral("--json")});
        QCOMPARE(list.array().size(), 1); // nothing of the roster was kept
        QCOMPARE(runCliExpectingSuccess({QStringLiteral("verify"), campaign}).code, 0);
    }

    /** Ctrl+C at any moment of a command that writes: what it says is what it kept, all or nothing. */
    void ctrlCAtAnyMoment_keepsAllOrNothing_andSaysWhich()
    {
        const QString campaign = mDir.filePath(QStringLiteral("moments.castellan"));
        QCOMPARE(runCliExpectingSuccess({QStringLiteral("new"), campaign, QStringLiteral("--name"),
                                         QStringLiteral("Moments"), QStringLiteral("--seed"), QStringLiteral("5")})
                     .code,
                 0);
        qsizetype leaders = 0;
        int kept = 0;
        int stopped = 0;
        for (int after = 20; after <= 620; after += 40) {
            const QString roster = mDir.filePath(QStringLiteral("moment-%1.json").arg(after));
            QFile f(roster);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bigRoster(1000).replace("Leader ", "Leader " + QByteArray::number(after) + "-"));
            f.close();
            const Stopped s = interrupt(
                {QStringLiteral("import"), QStringLiteral("roster"), campaign, roster, QStringLiteral("--json")},
                after);
            const qsizetype now = runCliExpectingSuccess({QStringLiteral("leader"), QStringLiteral("list"), campaign,
                                                          QStringLiteral("--json")})
                                      .array()
                                      .size();
            if (s.status == QProcess::NormalExit && s.code == 0) {
                QCOMPARE(QJsonDocument::fromJson(s.out).object().value(QStringLiteral("imported")).toInt(), now);
                QCOMPARE(now, leaders + 1000);
                ++kept;
            } else {
                QVERIFY(s.status == QProcess::CrashExit || s.code == 130); // before it began, or stopped
                QCOMPARE(now, leaders);
                ++stopped;
            }
            leaders = now;
        }
        QCOMPARE(runCliExpectingSuccess({QStringLiteral("verify"), campaign}).code, 0);
        qInfo("Ctrl+C at 16 moments of an import: %d kept and told, %d stopped with nothing kept", kept, stopped);
        QVERIFY(stopped > 0);
    }

    void oddsBoardOfABigBoard_stopsAtItsTimeLimit_withTheIntervalReached_issue56()
    {
        const CliResult r =
            runCli({QStringLiteral("odds"), QStringLiteral("board"), mBoard, QStringLiteral("--seconds"),
                    QStringLiteral("2"), QStringLiteral("--progress"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("time_limit")).toBool(), true);
        const int trials = j.value(QStringLiteral("trials")).toInt();
        QVERIFY(trials < 10000);
        const QJsonArray wins = j.value(QStringLiteral("wins")).toArray();
        QCOMPARE(wins.size(), 2);
        if (trials > 0) {
            const QJsonObject blue = wins[0].toObject();
            QVERIFY(blue.value(QStringLiteral("low")).toDouble() <= blue.value(QStringLiteral("chance")).toDouble());
            QVERIFY(blue.value(QStringLiteral("high")).toDouble() >= blue.value(QStringLiteral("chance")).toDouble());
        }
        QVERIFY2(r.err.contains("odds board: "), r.err.constData()); // told as it went
        QCOMPARE(runCli({QStringLiteral("odds"), QStringLiteral("board"), mBoard, QStringLiteral("--seconds"),
                         QStringLiteral("0")})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestInterrupt)
#include "test_interrupt.moc"
