#include "clirunner.h"
#include "filehash.h"
#include "mapcampaign.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "odds/battlesimulator.h"
#include "odds/breakinodds.h"

#include <cmath>
#include <csignal>

/** castellan-cli as a script would use it: every command, every exit code, the JSON it prints. */
class TestCli : public QObject
{
    Q_OBJECT

    using Result = castellan::CliResult;

    QTemporaryDir mDir;
    QString mFile;

    Result cli(const QStringList &args) { return castellan::runCli(args); }

    QString file(const QString &name) const { return mDir.filePath(name); }

private slots:
    // Issue 28, item 6: output that cannot be written (a full disk) is a file problem, exit 2, never "done".
    void outputToAFullDiskIsExitTwo()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("full.castellan"));
        QCOMPARE(
            castellan::runCli({QStringLiteral("new"), path, QStringLiteral("--name"), QStringLiteral("Full")}).code, 0);
        for (const QStringList &args : {QStringList{QStringLiteral("--version")},
                                        QStringList{QStringLiteral("log"), path, QStringLiteral("--csv")},
                                        QStringList{QStringLiteral("map"), path, QStringLiteral("--json")}}) {
            QProcess p;
            p.setStandardOutputFile(QStringLiteral("/dev/full"));
            p.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"), args);
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 2);
            QVERIFY2(p.readAllStandardError().contains("could not be written"), qPrintable(args.join(u' ')));
        }
    }

    void initTestCase()
    {
        QVERIFY(QFile::exists(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli")));
        mFile = file(QStringLiteral("campaign.castellan"));
        const Result r = cli({QStringLiteral("new"), mFile, QStringLiteral("--name"), QStringLiteral("Iron Crown"),
                              QStringLiteral("--seed"), QStringLiteral("42"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("seed")).toString(), QStringLiteral("42"));
    }

    void newRefusesAnExistingFile()
    {
        const QByteArray before = castellan::fileHash(mFile);
        const Result r = cli({QStringLiteral("new"), mFile, QStringLiteral("--name"), QStringLiteral("x")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("exists"));
        QCOMPARE(castellan::fileHash(mFile), before);
    }

    void leaderAddInOrder_L1()
    {
        // Seed 42 rolls 1,3,5,1,6,3,5 first: "assign in order" gives exactly those ratings.
        const Result r =
            cli({QStringLiteral("leader"), QStringLiteral("add"), mFile, QStringLiteral("--name"),
                 QStringLiteral("Aldric"), QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("name")).toString(), QStringLiteral("Aldric"));
        QCOMPARE(j.value(QStringLiteral("side")).toString(), QStringLiteral("Blue"));
        const QJsonArray faces = j.value(QStringLiteral("creation_faces")).toArray();
        const QStringList keys{QStringLiteral("vitality"), QStringLiteral("heroics"), QStringLiteral("duel"),
                               QStringLiteral("maneuver"), QStringLiteral("battle"),  QStringLiteral("siege"),
                               QStringLiteral("rally")};
        QCOMPARE(faces.size(), 7);
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(j.value(keys[i]).toInt(), faces[i].toInt());
            QCOMPARE(j.value(QStringLiteral("ratings")).toObject().value(keys[i]).toInt(), faces[i].toInt());
        }
        QCOMPARE(j.value(QStringLiteral("current_vitality")).toInt(), faces[0].toInt());
        QCOMPARE(j.value(QStringLiteral("status")).toString(), QStringLiteral("active"));
        QCOMPARE(j.value(QStringLiteral("creation_roll_id")).toInt(), 1);
    }

    void leaderAddByPriority_L1()
    {
        const Result r = cli({QStringLiteral("leader"), QStringLiteral("add"), mFile, QStringLiteral("--name"),
                              QStringLiteral("Bors"), QStringLiteral("--side"), QStringLiteral("Red"),
                              QStringLiteral("--priority"), QStringLiteral("duel,vitality"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        QList<int> faces;
        const QJsonArray a = j.value(QStringLiteral("creation_faces")).toArray();
        for (const QJsonValue v : a)
            faces << v.toInt();
        std::sort(faces.begin(), faces.end(), std::greater<int>());
        QCOMPARE(j.value(QStringLiteral("duel")).toInt(), faces[0]);
        QCOMPARE(j.value(QStringLiteral("vitality")).toInt(), faces[1]);
    }

    void leaderAddBadInput()
    {
        Result r = cli({QStringLiteral("leader"), QStringLiteral("add"), mFile, QStringLiteral("--name"),
                        QStringLiteral("Cedric"), QStringLiteral("--side"), QStringLiteral("Red"),
                        QStringLiteral("--priority"), QStringLiteral("charisma")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("charisma"));
        r = cli({QStringLiteral("leader"), QStringLiteral("add"), mFile, QStringLiteral("--name"),
                 QStringLiteral("Aldric"), QStringLiteral("--side"), QStringLiteral("Red")});
        QCOMPARE(r.code, 1); // the name is taken
        r = cli({QStringLiteral("leader"), QStringLiteral("add"), mFile});
        QCOMPARE(r.code, 2);
    }

    void leaderListAndShow_L2()
    {
        Result r = cli({QStringLiteral("leader"), QStringLiteral("list"), mFile, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.array().size(), 2);
        r = cli({QStringLiteral("leader"), QStringLiteral("show"), mFile, QStringLiteral("aldric"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("history")).toArray().size(), 1);
        r = cli({QStringLiteral("leader"), QStringLiteral("show"), mFile, QStringLiteral("Nobody")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("leader"), QStringLiteral("show"), mFile, QStringLiteral("Aldric")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Aldric [Blue]"));
    }

    // Issue 12, RULES L2: side add, rename, color and remove from the command line, with the app's refusals.
    void sidesFromTheCommandLine_L2()
    {
        const QString f = file(QStringLiteral("sides.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("S"), QStringLiteral("--seed"),
             QStringLiteral("3")});
        const QStringList side{QStringLiteral("side")};
        Result r =
            cli(QStringList(side) << QStringLiteral("add") << f << QStringLiteral("Blue") << QStringLiteral("--color")
                                  << QStringLiteral("#1565c0") << QStringLiteral("--json"));
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("side")).toObject().value(QStringLiteral("color")).toString(),
                 QStringLiteral("#1565c0"));
        QCOMPARE(cli(QStringList(side) << QStringLiteral("add") << f << QStringLiteral("Red")).code, 0);
        r = cli(QStringList(side) << QStringLiteral("add") << f << QStringLiteral("red"));
        QCOMPARE(r.code, 1); // a name in use
        QVERIFY(r.err.contains("Red"));
        QCOMPARE(cli(QStringList(side) << QStringLiteral("add") << f << QStringLiteral("Gold")
                                       << QStringLiteral("--color") << QStringLiteral("not-a-colour"))
                     .code,
                 2);
        QCOMPARE(cli(QStringList(side) << QStringLiteral("rename") << f << QStringLiteral("Red")
                                       << QStringLiteral("Crimson"))
                     .code,
                 0);
        QCOMPARE(
            cli(QStringList(side) << QStringLiteral("rename") << f << QStringLiteral("Nobody") << QStringLiteral("X"))
                .code,
            2);
        QCOMPARE(cli(QStringList(side) << QStringLiteral("color") << f << QStringLiteral("Crimson")
                                       << QStringLiteral("darkred"))
                     .code,
                 0);
        r = cli(QStringList(side) << QStringLiteral("list") << f << QStringLiteral("--json"));
        QCOMPARE(r.code, 0);
        const QJsonArray sides = r.array();
        QCOMPARE(sides.size(), 2);
        QCOMPARE(sides.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Crimson"));
        QCOMPARE(sides.at(1).toObject().value(QStringLiteral("color")).toString(),
                 QColor::fromString(QStringLiteral("darkred")).name()); // an SVG colour name
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Cedric"),
             QStringLiteral("--side"), QStringLiteral("Crimson")});
        QCOMPARE(cli(QStringList(side) << QStringLiteral("remove") << f << QStringLiteral("Crimson")).code,
                 1); // in use
        QCOMPARE(cli(QStringList(side) << QStringLiteral("remove") << f << QStringLiteral("Blue")).code, 0);
        QCOMPARE(cli(QStringList(side) << QStringLiteral("list") << f << QStringLiteral("--json")).array().size(), 1);
    }

    void woundAndRefusals_L3()
    {
        const QString f = file(QStringLiteral("wounds.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("W"), QStringLiteral("--seed"),
             QStringLiteral("3")});
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Cedric"),
             QStringLiteral("--side"), QStringLiteral("Blue")});
        Result r = cli({QStringLiteral("wound"), f, QStringLiteral("Cedric"), QStringLiteral("-2")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("wound"), f, QStringLiteral("Cedric"), QStringLiteral("many")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("wound"), f, QStringLiteral("Cedric"), QStringLiteral("20"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("leader")).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("dead"));
        r = cli({QStringLiteral("deed"), f, QStringLiteral("Cedric")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("dead"));
        r = cli({QStringLiteral("survive"), f, QStringLiteral("Cedric"), QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.json().value(QStringLiteral("ok")).toBool(), false);
    }

    void deed_H1()
    {
        const Result r = cli({QStringLiteral("deed"), mFile, QStringLiteral("Bors"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("rolls")).toArray().size(), 1);
        const int face = j.value(QStringLiteral("rolls"))
                             .toArray()[0]
                             .toObject()
                             .value(QStringLiteral("faces"))
                             .toArray()[0]
                             .toInt();
        const QJsonObject leader = j.value(QStringLiteral("leader")).toObject();
        const int h =
            std::min(leader.value(QStringLiteral("heroics")).toInt(), leader.value(QStringLiteral("vitality")).toInt());
        const int wounds = face == h ? 1 : std::abs(h - face);
        const int rerolls = face == h ? h : face < h ? h - face : 0;
        QCOMPARE(leader.value(QStringLiteral("current_vitality")).toInt(),
                 std::max(-1, leader.value(QStringLiteral("vitality")).toInt() - wounds));
        QCOMPARE(leader.value(QStringLiteral("rerolls")).toInt(), rerolls);
    }

    void survive_H3()
    {
        const QString f = file(QStringLiteral("survive.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("S"), QStringLiteral("--seed"),
             QStringLiteral("11")});
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Dagny"),
             QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--priority"),
             QStringLiteral("vitality")});
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Egil"),
             QStringLiteral("--side"), QStringLiteral("Red")});
        const Result r = cli({QStringLiteral("survive"), f, QStringLiteral("Dagny"), QStringLiteral("--captor"),
                              QStringLiteral("Red"), QStringLiteral("--escape-to"), QStringLiteral("Ashford"),
                              QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        const QJsonObject leader = j.value(QStringLiteral("leader")).toObject();
        const int face = j.value(QStringLiteral("rolls"))
                             .toArray()[0]
                             .toObject()
                             .value(QStringLiteral("faces"))
                             .toArray()[0]
                             .toInt();
        const int h =
            std::min(leader.value(QStringLiteral("heroics")).toInt(), leader.value(QStringLiteral("vitality")).toInt());
        const QString outcome = j.value(QStringLiteral("outcome")).toString();
        if (face < h) {
            QCOMPARE(outcome, QStringLiteral("escaped"));
            QCOMPARE(leader.value(QStringLiteral("location")).toString(), QStringLiteral("Ashford"));
        } else if (face == h) {
            QCOMPARE(outcome, QStringLiteral("died"));
            QCOMPARE(leader.value(QStringLiteral("status")).toString(), QStringLiteral("dead"));
        } else {
            QCOMPARE(outcome, QStringLiteral("captured"));
            QCOMPARE(leader.value(QStringLiteral("captured_by")).toString(), QStringLiteral("Red"));
        }
        const Result bad = cli({QStringLiteral("survive"), f, QStringLiteral("Egil"), QStringLiteral("--captor"),
                                QStringLiteral("Nobody")});
        QCOMPARE(bad.code, 2);
    }

    // RULES L5: recovery has no command of its own: it is rolled at the end of the turn.
    void recoveryIsNoCommand_L5()
    {
        const Result r = cli({QStringLiteral("recover"), mFile, QStringLiteral("Aldric")});
        QCOMPARE(r.code, 2);
    }

    void duel_G1_G2()
    {
        const QString f = file(QStringLiteral("duel.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("D"), QStringLiteral("--seed"),
             QStringLiteral("5")});
        for (const QString &name : {QStringLiteral("Falk"), QStringLiteral("Gerd")})
            cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), name,
                 QStringLiteral("--side"), name, QStringLiteral("--priority"), QStringLiteral("duel,vitality")});
        Result r = cli({QStringLiteral("duel"), f, QStringLiteral("Falk"), QStringLiteral("Gerd"),
                        QStringLiteral("--exchanges"), QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("exchanges")).toArray().size(), 1);
        r = cli({QStringLiteral("duel"), f, QStringLiteral("Falk"), QStringLiteral("Gerd"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        QVERIFY(j.value(QStringLiteral("finished")).toBool());
        const auto status = [&](const char *who) {
            return j.value(QLatin1String(who)).toObject().value(QStringLiteral("status")).toString();
        };
        QVERIFY(status("first") != QStringLiteral("active") || status("second") != QStringLiteral("active"));
        // Every exchange's wounds follow G1 from its faces.
        const QJsonArray exchanges = j.value(QStringLiteral("exchanges")).toArray();
        for (const QJsonValue e : exchanges) {
            auto count = [&](const char *roll, int face) {
                int n = 0;
                const QJsonArray faces =
                    e.toObject().value(QLatin1String(roll)).toObject().value(QStringLiteral("faces")).toArray();
                for (const QJsonValue v : faces)
                    n += v.toInt() == face;
                return n;
            };
            QCOMPARE(e.toObject().value(QStringLiteral("wounds_to_first")).toInt(),
                     std::max(0, count("second_roll", 6) - count("first_roll", 5)));
            QCOMPARE(e.toObject().value(QStringLiteral("wounds_to_second")).toInt(),
                     std::max(0, count("first_roll", 6) - count("second_roll", 5)));
        }
        r = cli({QStringLiteral("duel"), f, QStringLiteral("Falk"), QStringLiteral("Falk")});
        QCOMPARE(r.code, 1);
        r = cli({QStringLiteral("duel"), f, QStringLiteral("Falk"), QStringLiteral("Gerd"),
                 QStringLiteral("--exchanges"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
    }

    void logAndVerify_D1_D2()
    {
        Result r = cli({QStringLiteral("log"), mFile, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray rolls = r.array();
        QVERIFY(rolls.size() >= 3);
        QCOMPARE(rolls.first().toObject().value(QStringLiteral("id")).toInt(), 1);
        QCOMPARE(rolls.first().toObject().value(QStringLiteral("context")).toString(),
                 QStringLiteral("leader creation: Aldric"));
        r = cli({QStringLiteral("log"), mFile, QStringLiteral("--leader"), QStringLiteral("Bors"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        // Bors's rolls, and only his: as many as the file keeps for him.
        {
            auto c = castellan::Campaign::open(mFile, castellan::Campaign::Access::ReadOnly);
            QCOMPARE(r.array().size(), c->rolls().rolls(castellan::RollFilter{2, 0, 0, {}}, 0, 1000).size());
        }
        QVERIFY(!r.array().isEmpty());
        for (const QJsonValue v : r.array())
            QCOMPARE(v.toObject().value(QStringLiteral("leader_id")).toInt(), 2);
        r = cli({QStringLiteral("verify"), mFile, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.json().value(QStringLiteral("ok")).toBool());
    }

    void verifyFailsAfterTampering_D2()
    {
        const QString f = file(QStringLiteral("tamper.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("T"), QStringLiteral("--seed"),
             QStringLiteral("8")});
        for (const QString &name : {QStringLiteral("Hal"), QStringLiteral("Ivo"), QStringLiteral("Jon")})
            cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), name,
                 QStringLiteral("--side"), QStringLiteral("Blue")});
        QCOMPARE(cli({QStringLiteral("verify"), f}).code, 0);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
            db.setDatabaseName(f);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE rolls SET faces = '6,6,6,6,6,6,6' WHERE id = 2")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
        const Result r = cli({QStringLiteral("verify"), f, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.json().value(QStringLiteral("first_bad_roll")).toInt(), 2);
    }

    QStringList oddsArgs(const QString &command, const QString &attackerUnits) const
    {
        return {command,
                QStringLiteral("battle"),
                QStringLiteral("--attacker-units"),
                attackerUnits,
                QStringLiteral("--attacker-battle"),
                QStringLiteral("4"),
                QStringLiteral("--attacker-rally"),
                QStringLiteral("4"),
                QStringLiteral("--defender-units"),
                QStringLiteral("8"),
                QStringLiteral("--defender-battle"),
                QStringLiteral("3"),
                QStringLiteral("--defender-rally"),
                QStringLiteral("3"),
                QStringLiteral("--json")};
    }

    void oddsBattle_O1()
    {
        const Result r = cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("10")) << QStringLiteral("--rounds"));
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        for (const char *key : {"attacker_wins", "defender_wins", "mutual", "attacker_annihilated",
                                "defender_annihilated", "attacker_units_left", "defender_units_left"})
            QVERIFY2(j.value(QLatin1String(key)).isDouble(), key);
        const double total = j.value(QStringLiteral("attacker_wins")).toDouble()
            + j.value(QStringLiteral("defender_wins")).toDouble() + j.value(QStringLiteral("mutual")).toDouble();
        QVERIFY(std::abs(total - 1.0) < 1e-9);
        const QJsonArray rounds = j.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.at(0).toDouble(), 0.0);
        double sum = 0;
        for (const QJsonValue v : rounds)
            sum += v.toDouble();
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
    }

    void simulateBattleAgreesWithOdds_O1()
    {
        QStringList args = oddsArgs(QStringLiteral("simulate"), QStringLiteral("10"));
        args << QStringLiteral("--trials") << QStringLiteral("20000") << QStringLiteral("--seed")
             << QStringLiteral("3");
        const Result sim = cli(args);
        QCOMPARE(sim.code, 0);
        const Result exact = cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("10")));
        const double p = exact.json().value(QStringLiteral("attacker_wins")).toDouble();
        const double measured = sim.json().value(QStringLiteral("attacker_wins")).toDouble();
        QVERIFY(std::abs(p - measured) < 4.5 * std::sqrt(p * (1 - p) / 20000));
        QCOMPARE(cli(args).out, sim.out); // seeded: the same run twice
    }

    void oddsBadInput_O1()
    {
        QCOMPARE(cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("-3"))).code, 2);
        QCOMPARE(cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("0"))).code, 2);
        QStringList badRating = oddsArgs(QStringLiteral("odds"), QStringLiteral("5"));
        badRating[5] = QStringLiteral("7");
        QCOMPARE(cli(badRating).code, 2);
        const Result leaderless =
            cli({QStringLiteral("odds"), QStringLiteral("battle"), QStringLiteral("--attacker-units"),
                 QStringLiteral("1"), QStringLiteral("--attacker-leaderless"), QStringLiteral("--defender-units"),
                 QStringLiteral("60"), QStringLiteral("--defender-battle"), QStringLiteral("3"),
                 QStringLiteral("--defender-rally"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(leaderless.code, 0);
        QVERIFY(leaderless.json().value(QStringLiteral("defender_wins")).toDouble() > 1.0 - 1e-9);
    }

    // RULES S3 from the command line: the break-in battle's exact odds, which a seeded simulation of the same
    // rules matches, and which differ from the field battle's.
    void oddsBreakIn_S3()
    {
        const Result exact =
            cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("10")) << QStringLiteral("--break-in"));
        QCOMPARE(exact.code, 0);
        QCOMPARE(exact.json().value(QStringLiteral("break_in")).toBool(), true);
        QCOMPARE(exact.json().value(QStringLiteral("rounds_counted")).toBool(), false);
        const double p = exact.json().value(QStringLiteral("attacker_wins")).toDouble();
        const double field = cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("10")))
                                 .json()
                                 .value(QStringLiteral("attacker_wins"))
                                 .toDouble();
        QVERIFY(p < field - 0.01);
        QStringList args = oddsArgs(QStringLiteral("simulate"), QStringLiteral("10"));
        args << QStringLiteral("--break-in") << QStringLiteral("--trials") << QStringLiteral("20000")
             << QStringLiteral("--seed") << QStringLiteral("5");
        const Result sim = cli(args);
        QCOMPARE(sim.code, 0);
        const double measured = sim.json().value(QStringLiteral("attacker_wins")).toDouble();
        QVERIFY(std::abs(p - measured) < 4.5 * std::sqrt(p * (1 - p) / 20000));
        const Result big = cli(oddsArgs(QStringLiteral("odds"), QString::number(castellan::MaxBreakInUnits + 1))
                               << QStringLiteral("--break-in"));
        QCOMPARE(big.code, 2);
        QVERIFY2(big.err.contains(QString::number(castellan::MaxBreakInUnits).toUtf8()), big.err);
    }

    void oddsOfAnAttack_C4_C5_C9()
    {
        const auto odds = [this](const QStringList &more) {
            return cli(QStringList{QStringLiteral("odds"), QStringLiteral("attack"), QStringLiteral("--json")} << more);
        };
        const QStringList infantryOnInfantry{QStringLiteral("--attacker"), QStringLiteral("infantry"),
                                             QStringLiteral("--target"),   QStringLiteral("infantry"),
                                             QStringLiteral("--range"),    QStringLiteral("1")};
        const Result plain = odds(infantryOnInfantry);
        QCOMPARE(plain.code, 0);
        const QJsonObject j = plain.json();
        QCOMPARE(j.value(QStringLiteral("dice")).toInt(), 3);
        const QJsonArray hits = j.value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.size(), 4);
        QVERIFY(std::abs(hits[0].toDouble() - 8.0 / 27) < 1e-12); // (4/6)^3: two of six faces are infantry
        QVERIFY(std::abs(j.value(QStringLiteral("p_dislodge")).toDouble() - (1 - 125.0 / 216)) < 1e-12);
        QCOMPARE(j.value(QStringLiteral("p_eliminate")).toDouble(), 0.0);
        // Two figures left on a hill: two dice, the first flag ignored.
        const Result hill =
            odds(QStringList(infantryOnInfantry) << QStringLiteral("--terrain") << QStringLiteral("hill")
                                                 << QStringLiteral("--figures") << QStringLiteral("2"));
        QCOMPARE(hill.json().value(QStringLiteral("dice")).toInt(), 2);
        QVERIFY(std::abs(hill.json().value(QStringLiteral("p_eliminate")).toDouble() - 1.0 / 9) < 1e-12);
        QVERIFY(std::abs(hill.json().value(QStringLiteral("retreats")).toArray()[1].toDouble() - 1.0 / 36) < 1e-12);
        // Cavalry falling back from infantry: half the range-1 dice, rounded up (C9).
        const Result fallback = odds({QStringLiteral("--attacker"), QStringLiteral("infantry"),
                                      QStringLiteral("--target"), QStringLiteral("cavalry"), QStringLiteral("--range"),
                                      QStringLiteral("1"), QStringLiteral("--fallback")});
        QCOMPARE(fallback.json().value(QStringLiteral("dice")).toInt(), 2);
        // Unknown types and terrains, a range out of reach, figures out of range, a faulty ruleset: exit 2.
        const QList<QStringList> bad{
            {QStringLiteral("--attacker"), QStringLiteral("dragon"), QStringLiteral("--target"),
             QStringLiteral("infantry"), QStringLiteral("--range"), QStringLiteral("1")},
            QStringList(infantryOnInfantry) << QStringLiteral("--terrain") << QStringLiteral("lava"),
            {QStringLiteral("--attacker"), QStringLiteral("infantry"), QStringLiteral("--target"),
             QStringLiteral("infantry"), QStringLiteral("--range"), QStringLiteral("4")},
            {QStringLiteral("--attacker"), QStringLiteral("cavalry"), QStringLiteral("--target"),
             QStringLiteral("infantry"), QStringLiteral("--range"), QStringLiteral("0")},
            QStringList(infantryOnInfantry) << QStringLiteral("--figures") << QStringLiteral("5"),
            QStringList(infantryOnInfantry) << QStringLiteral("--figures") << QStringLiteral("0"),
            QStringList(infantryOnInfantry) << QStringLiteral("--fallback"),
            QStringList(infantryOnInfantry) << QStringLiteral("--ruleset") << file(QStringLiteral("none.json")),
            {QStringLiteral("--attacker"), QStringLiteral("infantry")},
        };
        for (const QStringList &args : bad) {
            const Result r = odds(args);
            QVERIFY2(r.code == 2 && !r.err.isEmpty(), qPrintable(args.join(QLatin1Char(' '))));
        }
    }

    void aTacticalScenarioIsPlayedOutAutomatically()
    {
        const QString scenario = QString::fromLocal8Bit(qgetenv("CASTELLAN_SOURCE_DIR"))
            + QStringLiteral("/resources/scenarios/meeting-at-the-ford.json");
        const QStringList play{QStringLiteral("tactical"), QStringLiteral("play"),   scenario,
                               QStringLiteral("--auto"),   QStringLiteral("--seed"), QStringLiteral("9"),
                               QStringLiteral("--json")};
        const Result first = cli(play);
        QCOMPARE(first.code, 0);
        const QJsonObject j = first.json();
        const QString winner = j.value(QStringLiteral("winner")).toString();
        QVERIFY(winner == QStringLiteral("Blue") || winner == QStringLiteral("Red"));
        QVERIFY(j.value(QStringLiteral("turns")).toInt() > 1);
        const QJsonArray sides = j.value(QStringLiteral("sides")).toArray();
        QCOMPARE(sides.size(), 2);
        // The winner eliminated at least half the loser's twelve units, rounded up.
        const QJsonObject loser = sides[winner == QStringLiteral("Blue") ? 1 : 0].toObject();
        QVERIFY(loser.value(QStringLiteral("units_lost")).toInt() >= 6
                || j.value(QStringLiteral("turns")).toInt() > 200);
        QVERIFY(loser.value(QStringLiteral("figures_lost")).toInt()
                >= loser.value(QStringLiteral("units_lost")).toInt() * 2);
        QCOMPARE(cli(play).out, first.out); // the same seed, the same battle
        QCOMPARE(cli({QStringLiteral("tactical"), QStringLiteral("play"), scenario}).code, 2); // --auto is needed
        const QString bad = file(QStringLiteral("bad-scenario.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": 1, "name": "Bad", "board": {"columns": 5, "rows": 5}, )"
                R"("sides": [{"name": "A"}, {"name": "B"}], "units": []})");
        f.close();
        const Result refused = cli({QStringLiteral("tactical"), QStringLiteral("play"), bad, QStringLiteral("--auto")});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("bad-scenario.json"), refused.err);
    }

    void shippedScenariosAreListedAndPlayedByKey_issue30_13()
    {
        const Result listed = cli({QStringLiteral("tactical"), QStringLiteral("scenarios"), QStringLiteral("--json")});
        QCOMPARE(listed.code, 0);
        QStringList keys;
        for (const QJsonValue v : listed.json().value(QStringLiteral("scenarios")).toArray()) {
            const QJsonObject o = v.toObject();
            keys << o.value(QStringLiteral("key")).toString();
            QVERIFY(!o.value(QStringLiteral("name")).toString().isEmpty());
            QVERIFY(o.value(QStringLiteral("columns")).toInt() > 0 && o.value(QStringLiteral("rows")).toInt() > 0);
            QVERIFY(o.value(QStringLiteral("units")).toInt() > 0);
        }
        for (const char *key :
             {"meeting-at-the-ford", "hill-of-the-standard", "crossing-at-the-mill", "the-long-march"})
            QVERIFY2(keys.contains(QLatin1String(key)), key);
        const Result plain = cli({QStringLiteral("tactical"), QStringLiteral("scenarios")});
        QCOMPARE(plain.code, 0);
        QVERIFY2(plain.out.contains("hill-of-the-standard"), plain.out.constData());

        const QStringList play{QStringLiteral("tactical"), QStringLiteral("play"),   QStringLiteral("the-long-march"),
                               QStringLiteral("--auto"),   QStringLiteral("--seed"), QStringLiteral("4"),
                               QStringLiteral("--json")};
        const Result played = cli(play);
        QCOMPARE(played.code, 0);
        QVERIFY(!played.json().value(QStringLiteral("winner")).toString().isEmpty());
        const Result unknown = cli({QStringLiteral("tactical"), QStringLiteral("play"),
                                    QStringLiteral("no-such-battle"), QStringLiteral("--auto")});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("no-such-battle"), unknown.err.constData());
    }

    void aBattleBoardIsSetUpFromTheCommandLine()
    {
        const QString sc = file(QStringLiteral("river.json"));
        auto scenario = [&](const QString &verb, const QStringList &rest, int code = 0) {
            const Result r = cli(QStringList{QStringLiteral("tactical"), QStringLiteral("scenario"), verb, sc} + rest
                                 + QStringList{QStringLiteral("--json")});
            if (r.code != code)
                qWarning("scenario %s %s gave %d: %s", qPrintable(verb), qPrintable(rest.join(QLatin1Char(' '))),
                         r.code, r.err.constData());
            return r;
        };
        QCOMPARE(scenario(QStringLiteral("new"),
                          {QStringLiteral("--name"), QStringLiteral("River %1 fight"), QStringLiteral("--columns"),
                           QStringLiteral("9"), QStringLiteral("--rows"), QStringLiteral("7")})
                     .code,
                 0);
        QCOMPARE(scenario(QStringLiteral("new"), {}, 2).code, 2); // never over a file that is there
        const QJsonObject blank = scenario(QStringLiteral("show"), {}).json();
        QCOMPARE(blank.value(QStringLiteral("own_rows")).toInt(), 3);
        QCOMPARE(blank.value(QStringLiteral("playable")).toBool(), false);
        QCOMPARE(scenario(QStringLiteral("unit"),
                          {QStringLiteral("--side"), QStringLiteral("0"), QStringLiteral("--type"),
                           QStringLiteral("cavalry"), QStringLiteral("--hex"), QStringLiteral("0401")})
                     .code,
                 0);
        // Red sets up on its own rows only, and never on another unit.
        const Result offRows = scenario(QStringLiteral("unit"),
                                        {QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--type"),
                                         QStringLiteral("infantry"), QStringLiteral("--hex"), QStringLiteral("0403")},
                                        1);
        QCOMPARE(offRows.code, 1);
        QVERIFY2(offRows.err.contains("own rows"), offRows.err);
        QCOMPARE(scenario(QStringLiteral("unit"),
                          {QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--type"),
                           QStringLiteral("infantry"), QStringLiteral("--hex"), QStringLiteral("0407")})
                     .code,
                 0);
        QCOMPARE(scenario(QStringLiteral("unit"),
                          {QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--type"),
                           QStringLiteral("artillery"), QStringLiteral("--hex"), QStringLiteral("0407")},
                          1)
                     .code,
                 1);
        QCOMPARE(scenario(QStringLiteral("unit"),
                          {QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--type"),
                           QStringLiteral("dragoon"), QStringLiteral("--hex"), QStringLiteral("0406")},
                          2)
                     .code,
                 2);
        QCOMPARE(scenario(QStringLiteral("paint"),
                          {QStringLiteral("--hex"), QStringLiteral("0504"), QStringLiteral("--terrain"),
                           QStringLiteral("woods")})
                     .code,
                 0);
        QCOMPARE(scenario(QStringLiteral("paint"),
                          {QStringLiteral("--hex"), QStringLiteral("9999"), QStringLiteral("--terrain"),
                           QStringLiteral("woods")},
                          2)
                     .code,
                 2);
        QCOMPARE(scenario(QStringLiteral("leader"),
                          {QStringLiteral("--hex"), QStringLiteral("0407"), QStringLiteral("--leader"),
                           QStringLiteral("Old %1 Bray"), QStringLiteral("--heroics"), QStringLiteral("4")})
                     .code,
                 0);
        QCOMPARE(scenario(QStringLiteral("leader"),
                          {QStringLiteral("--hex"), QStringLiteral("0407"), QStringLiteral("--leader"),
                           QStringLiteral("Bray"), QStringLiteral("--heroics"), QStringLiteral("7")},
                          2)
                     .code,
                 2);
        QCOMPARE(
            scenario(QStringLiteral("move"),
                     {QStringLiteral("--hex"), QStringLiteral("0407"), QStringLiteral("--to"), QStringLiteral("0506")})
                .code,
            0);
        QCOMPARE(
            scenario(QStringLiteral("move"),
                     {QStringLiteral("--hex"), QStringLiteral("0506"), QStringLiteral("--to"), QStringLiteral("0504")},
                     1)
                .code,
            1);
        QCOMPARE(scenario(QStringLiteral("side"),
                          {QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--name"),
                           QStringLiteral("Rebels"), QStringLiteral("--first")})
                     .code,
                 0);
        QCOMPARE(scenario(QStringLiteral("side"),
                          {QStringLiteral("--side"), QStringLiteral("0"), QStringLiteral("--name"),
                           QStringLiteral("rebels")},
                          1)
                     .code,
                 1);
        const QJsonObject set = scenario(QStringLiteral("show"), {}).json();
        QCOMPARE(set.value(QStringLiteral("playable")).toBool(), true);
        QCOMPARE(set.value(QStringLiteral("name")).toString(), QStringLiteral("River %1 fight"));
        QCOMPARE(set.value(QStringLiteral("first_side")).toInt(), 1);
        const QJsonArray units = set.value(QStringLiteral("units")).toArray();
        QCOMPARE(units.size(), 2);
        QCOMPARE(units[1].toObject().value(QStringLiteral("hex")).toString(), QStringLiteral("0506"));
        QCOMPARE(
            units[1].toObject().value(QStringLiteral("leader")).toObject().value(QStringLiteral("name")).toString(),
            QStringLiteral("Old %1 Bray"));
        QCOMPARE(set.value(QStringLiteral("board")).toObject().value(QStringLiteral("terrain")).toArray().size(), 1);
        // RULES M2: a flank march off the board; more than half the side refused, an incompetent general refused.
        QCOMPARE(
            scenario(QStringLiteral("march"),
                     {QStringLiteral("--side"), QStringLiteral("0"), QStringLiteral("--edge"), QStringLiteral("left"),
                      QStringLiteral("--level"), QStringLiteral("good"), QStringLiteral("--leader"),
                      QStringLiteral("Sir Hugh"), QStringLiteral("--type"), QStringLiteral("infantry")})
                .code,
            0);
        QVERIFY(
            scenario(QStringLiteral("march"),
                     {QStringLiteral("--side"), QStringLiteral("0"), QStringLiteral("--edge"), QStringLiteral("right"),
                      QStringLiteral("--level"), QStringLiteral("good"), QStringLiteral("--leader"),
                      QStringLiteral("Sir Ivo"), QStringLiteral("--type"), QStringLiteral("cavalry")},
                     1)
                .err.contains("half"));
        QCOMPARE(
            scenario(QStringLiteral("march"),
                     {QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--edge"), QStringLiteral("right"),
                      QStringLiteral("--level"), QStringLiteral("incompetent"), QStringLiteral("--leader"),
                      QStringLiteral("Odo"), QStringLiteral("--type"), QStringLiteral("cavalry")},
                     1)
                .code,
            1);
        QCOMPARE(
            scenario(QStringLiteral("march"),
                     {QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--edge"), QStringLiteral("up"),
                      QStringLiteral("--level"), QStringLiteral("good"), QStringLiteral("--leader"),
                      QStringLiteral("Odo"), QStringLiteral("--type"), QStringLiteral("cavalry")},
                     2)
                .code,
            2);
        const QJsonArray marches =
            scenario(QStringLiteral("show"), {}).json().value(QStringLiteral("flank_marches")).toArray();
        QCOMPARE(marches.size(), 1);
        QCOMPARE(marches[0].toObject().value(QStringLiteral("level")).toString(), QStringLiteral("good"));
        // The board it set up is played as any scenario, the march with it.
        const Result played = cli({QStringLiteral("tactical"), QStringLiteral("play"), sc, QStringLiteral("--auto"),
                                   QStringLiteral("--json")});
        QCOMPARE(played.code, 0);
        QCOMPARE(
            scenario(QStringLiteral("march"), {QStringLiteral("--side"), QStringLiteral("0"), QStringLiteral("--none")})
                .code,
            0);
        QVERIFY(!played.json().value(QStringLiteral("winner")).toString().isEmpty());
        QCOMPARE(scenario(QStringLiteral("remove"), {QStringLiteral("--hex"), QStringLiteral("0401")}).code, 0);
        QCOMPARE(scenario(QStringLiteral("show"), {}).json().value(QStringLiteral("playable")).toBool(), false);
        QCOMPARE(scenario(QStringLiteral("remove"), {QStringLiteral("--hex"), QStringLiteral("0401")}, 1).code, 1);
        QCOMPARE(
            scenario(QStringLiteral("board"),
                     {QStringLiteral("--columns"), QStringLiteral("31"), QStringLiteral("--rows"), QStringLiteral("9")},
                     2)
                .code,
            2);
        QCOMPARE(
            scenario(QStringLiteral("board"),
                     {QStringLiteral("--columns"), QStringLiteral("13"), QStringLiteral("--rows"), QStringLiteral("9")})
                .code,
            0);
        // Red's unit keeps its place from its own edge as the board grows.
        QCOMPARE(scenario(QStringLiteral("show"), {})
                     .json()
                     .value(QStringLiteral("units"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("hex"))
                     .toString(),
                 QStringLiteral("0508"));
        QCOMPARE(cli({QStringLiteral("tactical"), QStringLiteral("play"), sc, QStringLiteral("--auto")}).code,
                 2); // no Blue unit
    }

    // Issue 10, failure 8: 200 v 200 took gigabytes and 10^8 trials minutes. The limits are what a few seconds
    // answer, and the refusal says them; above the rounds' limit the figures come without the rounds.
    void oddsAreBoundedToWhatAFewSecondsAnswer_O1()
    {
        const Result big = cli(oddsArgs(QStringLiteral("odds"), QString::number(castellan::MaxOddsUnits + 1)));
        QCOMPARE(big.code, 2);
        QVERIFY2(big.err.contains(QStringLiteral("from 1 to %1").arg(castellan::MaxOddsUnits).toUtf8()), big.err);
        QStringList sim = oddsArgs(QStringLiteral("simulate"), QStringLiteral("5"));
        sim << QStringLiteral("--trials") << QString::number(castellan::MaxTrials + 1);
        const Result many = cli(sim);
        QCOMPARE(many.code, 2);
        QVERIFY2(many.err.contains(QString::number(castellan::MaxTrials).toUtf8()), many.err);

        const Result wide = cli(oddsArgs(QStringLiteral("odds"), QString::number(castellan::MaxRoundsUnits + 1)));
        QCOMPARE(wide.code, 0);
        QCOMPARE(wide.json().value(QStringLiteral("rounds_counted")).toBool(), false);
        QVERIFY(wide.json().value(QStringLiteral("rounds")).toArray().isEmpty());
        QVERIFY(wide.json().value(QStringLiteral("attacker_wins")).toDouble() > 0.99);
        const Result small = cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("10")) << QStringLiteral("--rounds"));
        QCOMPARE(small.json().value(QStringLiteral("rounds_counted")).toBool(), true);
        const Result wideAsked = cli(oddsArgs(QStringLiteral("odds"), QString::number(castellan::MaxRoundsUnits + 1))
                                     << QStringLiteral("--rounds"));
        QCOMPARE(wideAsked.json().value(QStringLiteral("rounds_counted")).toBool(), false);
    }

    // Issue 11: the rounds are opt-in; without --rounds every other key is there and the same.
    void oddsRoundsAreOptIn_O1()
    {
        const Result fast = cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("12")));
        const Result full = cli(oddsArgs(QStringLiteral("odds"), QStringLiteral("12")) << QStringLiteral("--rounds"));
        QCOMPARE(fast.code, 0);
        QCOMPARE(fast.json().value(QStringLiteral("rounds_counted")).toBool(), false);
        QVERIFY(fast.json().value(QStringLiteral("rounds")).toArray().isEmpty());
        QVERIFY(!full.json().value(QStringLiteral("rounds")).toArray().isEmpty());
        for (const char *key : {"attacker_wins", "defender_wins", "mutual", "attacker_annihilated",
                                "defender_annihilated", "attacker_units_left", "defender_units_left"}) {
            QVERIFY2(fast.json().value(QLatin1String(key)).isDouble(), key);
            QVERIFY2(std::abs(fast.json().value(QLatin1String(key)).toDouble()
                              - full.json().value(QLatin1String(key)).toDouble())
                         < 1e-9,
                     key);
        }
        QStringList text = oddsArgs(QStringLiteral("odds"), QStringLiteral("12"));
        text.removeAll(QStringLiteral("--json"));
        const Result told = cli(text);
        QVERIFY2(told.out.contains("add --rounds"), told.out);
        for (const QString &bad :
             {QStringLiteral("-1"), QStringLiteral("abc"), QString::number(castellan::MaxOddsUnits + 1)}) {
            const Result r = cli(oddsArgs(QStringLiteral("odds"), bad));
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
    }

    // Ctrl+C stops the odds at once, says so, and exits 130 (no campaign is open: nothing is written).
    void ctrlCStopsTheOdds_O1()
    {
        for (const QString &command : {QStringLiteral("odds"), QStringLiteral("simulate")}) {
            QStringList args = oddsArgs(command, QString::number(castellan::MaxOddsUnits));
            args[9] = QString::number(castellan::MaxOddsUnits); // defender units: the slowest battle there is
            if (command == QLatin1String("simulate"))
                args << QStringLiteral("--trials") << QString::number(castellan::MaxTrials);
            QProcess p;
            p.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"), args);
            QVERIFY(p.waitForStarted());
            QTest::qWait(300);
            QCOMPARE(p.state(), QProcess::Running);
            ::kill(pid_t(p.processId()), SIGINT);
            QVERIFY(p.waitForFinished(10000));
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QCOMPARE(p.exitCode(), 130);
            const QJsonObject j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
            QCOMPARE(j.value(QStringLiteral("exit_code")).toInt(), 130);
            QVERIFY(j.value(QStringLiteral("error")).toString().contains(QStringLiteral("Ctrl+C")));
        }
    }

    void oddsSiege_O2()
    {
        Result r = cli({QStringLiteral("odds"), QStringLiteral("siege"), QStringLiteral("--rerolls"),
                        QStringLiteral("2"), QStringLiteral("--turns"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const double holds = std::pow(5.0 / 6.0, 3);
        QVERIFY(std::abs(r.json().value(QStringLiteral("p_break_in")).toDouble() - (1 - std::pow(holds, 3))) < 1e-12);
        QVERIFY(r.json().value(QStringLiteral("expected_losses")).isDouble());
        r = cli({QStringLiteral("odds"), QStringLiteral("siege"), QStringLiteral("--rerolls"), QStringLiteral("-1"),
                 QStringLiteral("--turns"), QStringLiteral("3")});
        QCOMPARE(r.code, 2);
        QCOMPARE(cli({QStringLiteral("odds"), QStringLiteral("siege")}).code, 2);
    }

    void aLeaderMarkedACoward_M1()
    {
        const QString f = file(QStringLiteral("coward.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("War"), QStringLiteral("--seed"),
             QStringLiteral("5")});
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Kay"),
             QStringLiteral("--side"), QStringLiteral("Blue")});
        Result r =
            cli({QStringLiteral("leader"), QStringLiteral("show"), f, QStringLiteral("Kay"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("coward")).toBool(), false);
        const int maneuver = r.json().value(QStringLiteral("maneuver")).toInt();
        const QStringList levels{QStringLiteral("incompetent"), QStringLiteral("poor"), QStringLiteral("average"),
                                 QStringLiteral("average"),     QStringLiteral("good"), QStringLiteral("excellent")};
        QCOMPARE(r.json().value(QStringLiteral("general_level")).toString(), levels[maneuver - 1]);
        r = cli({QStringLiteral("leader"), QStringLiteral("coward"), f, QStringLiteral("Kay"), QStringLiteral("yes"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(
            cli({QStringLiteral("leader"), QStringLiteral("coward"), f, QStringLiteral("Kay"), QStringLiteral("yes")})
                .code,
            1);
        QCOMPARE(
            cli({QStringLiteral("leader"), QStringLiteral("coward"), f, QStringLiteral("Kay"), QStringLiteral("maybe")})
                .code,
            2);
        r = cli({QStringLiteral("leader"), QStringLiteral("show"), f, QStringLiteral("Kay"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("coward")).toBool(), true);
        QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("notes"), f, QStringLiteral("Kay"),
                      QStringLiteral("Hides at %1")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("location"), f, QStringLiteral("Kay"),
                      QStringLiteral("Ford")})
                     .code,
                 0);
        r = cli({QStringLiteral("leader"), QStringLiteral("show"), f, QStringLiteral("Kay"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("notes")).toString(), QStringLiteral("Hides at %1"));
        QCOMPARE(r.json().value(QStringLiteral("location")).toString(), QStringLiteral("Ford"));
        QCOMPARE(
            cli({QStringLiteral("leader"), QStringLiteral("coward"), f, QStringLiteral("Nobody"), QStringLiteral("no")})
                .code,
            2);
    }

    /** Issue 30, item 12: `leader pronoun`, with the refusals and exit codes of every action. */
    void aLeaderSpokenOfAsSheOrThey_issue30_12()
    {
        const QString f = file(QStringLiteral("pronoun.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("War"), QStringLiteral("--seed"),
             QStringLiteral("5")});
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Kay"),
             QStringLiteral("--side"), QStringLiteral("Blue")});
        const auto pronounOf = [&] {
            return cli({QStringLiteral("leader"), QStringLiteral("show"), f, QStringLiteral("Kay"),
                        QStringLiteral("--json")})
                .json()
                .value(QStringLiteral("pronoun"))
                .toString();
        };
        QCOMPARE(pronounOf(), QStringLiteral("he"));
        const auto pronoun = [&](const char *value) {
            return cli({QStringLiteral("leader"), QStringLiteral("pronoun"), f, QStringLiteral("Kay"),
                        QString::fromLatin1(value)})
                .code;
        };
        QCOMPARE(pronoun("SHE"), 0);
        QCOMPARE(pronounOf(), QStringLiteral("she"));
        QCOMPARE(pronoun("she"), 1);
        QCOMPARE(pronoun("it"), 2);
        QCOMPARE(pronoun("they"), 0);
        QCOMPARE(pronounOf(), QStringLiteral("they"));
        QCOMPARE(
            cli({QStringLiteral("leader"), QStringLiteral("coward"), f, QStringLiteral("Kay"), QStringLiteral("yes")})
                .code,
            0);
        const Result shown =
            cli({QStringLiteral("leader"), QStringLiteral("show"), f, QStringLiteral("Kay"), QStringLiteral("--json")});
        QVERIFY(QJsonDocument(shown.json()).toJson().contains("they may not lead a flank march"));
    }

    void oddsFlank_M3()
    {
        Result r = cli({QStringLiteral("odds"), QStringLiteral("flank"), QStringLiteral("--level"),
                        QStringLiteral("excellent"), QStringLiteral("--turns"), QStringLiteral("4"),
                        QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray by = r.json().value(QStringLiteral("arrived_by_turn")).toArray();
        QCOMPARE(by.size(), 4);
        QVERIFY(std::abs(by[0].toDouble() - 10.0 / 36.0) < 1e-15); // 2d6 + 3 >= 12 on the first roll
        // From excellent only four double 1s in a row abort within four rolls.
        QVERIFY(std::abs(r.json().value(QStringLiteral("aborted")).toDouble() - std::pow(1.0 / 36.0, 4)) < 1e-20);
        r = cli({QStringLiteral("odds"), QStringLiteral("flank"), QStringLiteral("--level"), QStringLiteral("poor"),
                 QStringLiteral("--turns"), QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY(std::abs(r.json().value(QStringLiteral("aborted")).toDouble() - 1.0 / 36.0) < 1e-15);
        for (const QStringList &bad : {QStringList{QStringLiteral("--level"), QStringLiteral("incompetent"),
                                                   QStringLiteral("--turns"), QStringLiteral("3")},
                                       QStringList{QStringLiteral("--level"), QStringLiteral("brave"),
                                                   QStringLiteral("--turns"), QStringLiteral("3")},
                                       QStringList{QStringLiteral("--level"), QStringLiteral("good"),
                                                   QStringLiteral("--turns"), QStringLiteral("0")},
                                       QStringList{QStringLiteral("--level"), QStringLiteral("good"),
                                                   QStringLiteral("--turns"), QStringLiteral("51")},
                                       QStringList{QStringLiteral("--level"), QStringLiteral("good")}}) {
            r = cli(QStringList{QStringLiteral("odds"), QStringLiteral("flank")} + bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
    }

    void oddsBattleWithAFlankMarch_O1_M3()
    {
        const QStringList sides{QStringLiteral("odds"),
                                QStringLiteral("battle"),
                                QStringLiteral("--attacker-units"),
                                QStringLiteral("4"),
                                QStringLiteral("--attacker-battle"),
                                QStringLiteral("3"),
                                QStringLiteral("--attacker-rally"),
                                QStringLiteral("4"),
                                QStringLiteral("--defender-units"),
                                QStringLiteral("6"),
                                QStringLiteral("--defender-battle"),
                                QStringLiteral("3"),
                                QStringLiteral("--defender-rally"),
                                QStringLiteral("3"),
                                QStringLiteral("--json")};
        const QStringList flank{QStringLiteral("--flank-units"), QStringLiteral("3"),
                                QStringLiteral("--flank-level"), QStringLiteral("good"),
                                QStringLiteral("--flank-side"),  QStringLiteral("attacker")};
        Result r = cli(sides + flank);
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        const double total = j.value(QStringLiteral("attacker_wins")).toDouble()
            + j.value(QStringLiteral("defender_wins")).toDouble() + j.value(QStringLiteral("mutual")).toDouble();
        QVERIFY(std::abs(total - 1.0) < 1e-9);
        QCOMPARE(j.value(QStringLiteral("flank")).toObject().value(QStringLiteral("units")).toInt(), 3);
        QVERIFY(j.value(QStringLiteral("rounds_counted")).toBool());
        const Result without = cli(sides);
        QVERIFY(j.value(QStringLiteral("attacker_wins")).toDouble()
                > without.json().value(QStringLiteral("attacker_wins")).toDouble());
        // The simulation plays the same march through the engine.
        r = cli(QStringList{QStringLiteral("simulate")} + sides.mid(1) + flank
                + QStringList{QStringLiteral("--trials"), QStringLiteral("20000")});
        QCOMPARE(r.code, 0);
        QVERIFY(std::abs(r.json().value(QStringLiteral("attacker_wins")).toDouble()
                         - j.value(QStringLiteral("attacker_wins")).toDouble())
                < 0.02);
        for (const QStringList &bad :
             {QStringList{QStringLiteral("--flank-units"), QStringLiteral("3")},
              QStringList{QStringLiteral("--flank-units"), QStringLiteral("5"), QStringLiteral("--flank-level"),
                          QStringLiteral("good"), QStringLiteral("--flank-side"), QStringLiteral("attacker")},
              QStringList{QStringLiteral("--flank-units"), QStringLiteral("2"), QStringLiteral("--flank-level"),
                          QStringLiteral("good"), QStringLiteral("--flank-side"), QStringLiteral("left")},
              flank + QStringList{QStringLiteral("--break-in")}}) {
            r = cli(sides + bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
    }

    void forcesAndAnAutoBattle_F()
    {
        const QString f = file(QStringLiteral("battle.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("War"), QStringLiteral("--seed"),
             QStringLiteral("12")});
        cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Kay"),
             QStringLiteral("--side"), QStringLiteral("Blue")});
        Result r =
            cli({QStringLiteral("force"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Host"),
                 QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--units"), QStringLiteral("9"),
                 QStringLiteral("--location"), QStringLiteral("Ford"), QStringLiteral("--leaders"),
                 QStringLiteral("Kay"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("good")).toInt(), 9);
        r = cli({QStringLiteral("force"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Band"),
                 QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"), QStringLiteral("-4")});
        QCOMPARE(r.code, 2); // a negative unit count
        cli({QStringLiteral("force"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Band"),
             QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"), QStringLiteral("6"),
             QStringLiteral("--location"), QStringLiteral("Ford")});
        // RULES T1: a field battle waits for the movement phase; the rules refuse it in the siege phase.
        r = cli({QStringLiteral("battle"), f, QStringLiteral("--attacker"), QStringLiteral("Host"),
                 QStringLiteral("--defender"), QStringLiteral("Band"), QStringLiteral("--auto")});
        QCOMPARE(r.code, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("RULES T1")), r.err.constData());
        QCOMPARE(cli({QStringLiteral("phase"), f, QStringLiteral("--begin-movement")}).code, 0);
        r = cli({QStringLiteral("battle"), f, QStringLiteral("--attacker"), QStringLiteral("Host"),
                 QStringLiteral("--defender"), QStringLiteral("Band"), QStringLiteral("--auto"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject report = r.json();
        const QString result = report.value(QStringLiteral("result")).toString();
        QVERIFY(result == QStringLiteral("attacker_wins") || result == QStringLiteral("defender_wins")
                || result == QStringLiteral("mutual"));
        QVERIFY(report.value(QStringLiteral("rounds")).toInt() >= 1);
        const QJsonObject attacker = report.value(QStringLiteral("attacker")).toObject();
        QCOMPARE(attacker.value(QStringLiteral("start")).toObject().value(QStringLiteral("good")).toInt(), 9);
        // The forces in the file now hold what the report says.
        r = cli({QStringLiteral("force"), QStringLiteral("list"), f, QStringLiteral("--json")});
        const QJsonObject host = r.array().at(0).toObject();
        QCOMPARE(host.value(QStringLiteral("lost")).toInt(), attacker.value(QStringLiteral("eliminated")).toInt());
        QCOMPARE(cli({QStringLiteral("verify"), f}).code, 0);
        QCOMPARE(cli({QStringLiteral("battle"), f, QStringLiteral("--attacker"), QStringLiteral("Host"),
                      QStringLiteral("--defender"), QStringLiteral("Nobody"), QStringLiteral("--auto")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("battle"), f, QStringLiteral("--attacker"), QStringLiteral("Host"),
                      QStringLiteral("--defender"), QStringLiteral("Host"), QStringLiteral("--auto")})
                     .code,
                 1);

        // The luck ledger counts every fire die of the battle, by side; the log filters by side.
        r = cli({QStringLiteral("luck"), f, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject luck = r.json();
        const int dice = luck.value(QStringLiteral("total")).toObject().value(QStringLiteral("dice")).toInt();
        QVERIFY(dice >= 9 + 6);
        int bySide = 0;
        for (const QJsonValue v : luck.value(QStringLiteral("sides")).toArray())
            bySide += v.toObject().value(QStringLiteral("dice")).toInt();
        QCOMPARE(bySide, dice);
        r = cli({QStringLiteral("log"), f, QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.array().isEmpty());
        {
            // Each roll listed is Red's in the file, and every Red roll is listed.
            auto c = castellan::Campaign::open(f, castellan::Campaign::Access::ReadOnly);
            const auto redSide = c->sideByName(QStringLiteral("Red"));
            QVERIFY(redSide);
            const qint64 red = redSide->id;
            for (const QJsonValue v : r.array())
                QCOMPARE(c->rolls().roll(v.toObject().value(QStringLiteral("id")).toInteger())->sideId, red);
            QCOMPARE(r.array().size(), c->rolls().rolls(castellan::RollFilter{0, red, 0, {}}, 0, 100000).size());
        }
        QCOMPARE(cli({QStringLiteral("log"), f, QStringLiteral("--side"), QStringLiteral("Green")}).code, 2);
    }

    void turnAuto_T3()
    {
        const QString f = file(QStringLiteral("turn.castellan"));
        cli({QStringLiteral("new"), f, QStringLiteral("--name"), QStringLiteral("T"), QStringLiteral("--seed"),
             QStringLiteral("4")});
        cli({QStringLiteral("force"), QStringLiteral("add"), f, QStringLiteral("--name"), QStringLiteral("Host"),
             QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--units"), QStringLiteral("4"),
             QStringLiteral("--broken"), QStringLiteral("2")});
        Result r = cli({QStringLiteral("turn"), f, QStringLiteral("--auto"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("turn")).toInt(), 2);
        QCOMPARE(r.json().value(QStringLiteral("units_restored")).toInt(), 2);
        QVERIFY(QFile::exists(r.json().value(QStringLiteral("backup")).toString()));
        r = cli({QStringLiteral("force"), QStringLiteral("list"), f, QStringLiteral("--json")});
        QCOMPARE(r.array().at(0).toObject().value(QStringLiteral("good")).toInt(), 6);
        QCOMPARE(cli({QStringLiteral("turn"), f}).code, 2);
        r = cli({QStringLiteral("log"), f, QStringLiteral("--turn"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.array().size(), 0); // nothing rolled in turn 2 yet
        QCOMPARE(cli({QStringLiteral("log"), f, QStringLiteral("--turn"), QStringLiteral("0")}).code, 2);
    }

    void mapAndSiegeTurns_S2_S3_T1()
    {
        QString path;
        {
            castellan::MapCampaign t;
            t.surround();
            t.toMovement();
            QVERIFY(castellan::laySiege(*t, t.castle, t.host).ok);
            QVERIFY(castellan::endTurn(*t).outcome.ok);
            path = QDir(mDir.path()).filePath(QStringLiteral("siege.castellan"));
            t->saveAs(path);
        }
        Result r = cli({QStringLiteral("map"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QJsonObject map = r.json();
        QCOMPARE(map.value(QStringLiteral("columns")).toInt(), 10);
        QCOMPARE(map.value(QStringLiteral("phase")).toString(), QStringLiteral("siege"));
        const QJsonObject castle = map.value(QStringLiteral("fortresses")).toArray().at(0).toObject();
        QCOMPARE(castle.value(QStringLiteral("name")).toString(), QStringLiteral("Castle Rock"));
        QCOMPARE(castle.value(QStringLiteral("hex")).toString(), QStringLiteral("0505"));
        QCOMPARE(castle.value(QStringLiteral("garrison")).toArray().at(0).toString(), QStringLiteral("Garrison"));
        QCOMPARE(map.value(QStringLiteral("forces")).toArray().size(), 4);
        QCOMPARE(
            map.value(QStringLiteral("sieges")).toArray().at(0).toObject().value(QStringLiteral("rerolls")).toInt(), 3);

        // Turn after turn with the default choices, until the siege ends one way or another.
        bool ended = false;
        for (int turn = 0; turn < 40 && !ended; ++turn) {
            r = cli({QStringLiteral("turn"), path, QStringLiteral("--auto"), QStringLiteral("--json")});
            QCOMPARE(r.code, 0);
            const QJsonObject s = r.json().value(QStringLiteral("sieges")).toArray().at(0).toObject();
            QCOMPARE(s.value(QStringLiteral("fortress")).toString(), QStringLiteral("Castle Rock"));
            const QJsonArray faces = s.value(QStringLiteral("faces")).toArray();
            QVERIFY(faces.size() >= 1 && faces.size() <= 4);
            const int last = faces.last().toInt();
            // RULES S2 default: every die but the last is a reroll of something other than a 6.
            for (int i = 0; i + 1 < faces.size(); ++i)
                QVERIFY(faces.at(i).toInt() != 6);
            QCOMPARE(s.value(QStringLiteral("result")).toString(),
                     last == 6       ? QStringLiteral("break_in")
                         : last == 1 ? QStringLiteral("unit_lost")
                                     : QStringLiteral("nothing"));
            if (last == 6)
                QVERIFY(!s.value(QStringLiteral("battle")).toString().isEmpty());
            ended = !s.value(QStringLiteral("ended")).toString().isEmpty();
            if (s.value(QStringLiteral("fell")).toBool()) {
                map = cli({QStringLiteral("map"), path, QStringLiteral("--json")}).json();
                QCOMPARE(map.value(QStringLiteral("fortresses"))
                             .toArray()
                             .at(0)
                             .toObject()
                             .value(QStringLiteral("owner"))
                             .toString(),
                         QStringLiteral("Blue"));
            }
        }
        QVERIFY(ended);
        QCOMPARE(cli({QStringLiteral("map"), file(QStringLiteral("missing.castellan"))}).code, 2);
    }

    void namesWithPlaceMarkersArePrintedAsTyped()
    {
        // A name is never read as a message's "%2": every message that shows one shows it as typed.
        const QString f = file(QStringLiteral("markers.castellan"));
        const QString camp = QStringLiteral("Camp%2%1%3");
        const QString blue = QStringLiteral("Blue%3%1");
        const QString red = QStringLiteral("Red%1");
        const QString aldric = QStringLiteral("Al%1%2%3");
        const QString bors = QStringLiteral("Bo%2%9");
        const QString host = QStringLiteral("Host%1%2");
        const QString band = QStringLiteral("Band%2%1");
        auto run = [&](const QStringList &args, const QStringList &mustShow) {
            const Result r = cli(args);
            QVERIFY2(r.code == 0, qPrintable(QString::fromUtf8(r.err)));
            for (const QString &name : mustShow)
                QVERIFY2(QString::fromUtf8(r.out).contains(name),
                         qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + QString::fromUtf8(r.out)));
        };
        run({QStringLiteral("new"), f, QStringLiteral("--name"), camp, QStringLiteral("--seed"), QStringLiteral("5")},
            {camp});
        run({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), aldric,
             QStringLiteral("--side"), blue},
            {aldric, blue});
        run({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"), bors,
             QStringLiteral("--side"), red},
            {bors, red});
        run({QStringLiteral("leader"), QStringLiteral("list"), f}, {aldric, blue, bors, red});
        run({QStringLiteral("leader"), QStringLiteral("show"), f, aldric}, {aldric, blue});
        run({QStringLiteral("wound"), f, aldric, QStringLiteral("1")}, {aldric});
        run({QStringLiteral("force"), QStringLiteral("add"), f, QStringLiteral("--name"), host,
             QStringLiteral("--side"), blue, QStringLiteral("--units"), QStringLiteral("6"),
             QStringLiteral("--leaders"), aldric},
            {host, blue, aldric});
        run({QStringLiteral("force"), QStringLiteral("add"), f, QStringLiteral("--name"), band,
             QStringLiteral("--side"), red, QStringLiteral("--units"), QStringLiteral("4"), QStringLiteral("--leaders"),
             bors},
            {band, red, bors});
        run({QStringLiteral("force"), QStringLiteral("list"), f}, {host, band});
        run({QStringLiteral("phase"), f, QStringLiteral("--begin-movement")}, {});
        run({QStringLiteral("battle"), f, QStringLiteral("--attacker"), host, QStringLiteral("--defender"), band,
             QStringLiteral("--auto")},
            {host, band});
        run({QStringLiteral("log"), f, QStringLiteral("--leader"), aldric}, {aldric});
        run({QStringLiteral("map"), f}, {camp});
        run({QStringLiteral("luck"), f}, {blue, red});
        const Result refused = cli({QStringLiteral("leader"), QStringLiteral("add"), f, QStringLiteral("--name"),
                                    aldric, QStringLiteral("--side"), blue});
        QCOMPARE(refused.code, 1);
        QVERIFY2(QString::fromUtf8(refused.err).contains(aldric), refused.err.constData());
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::newRow("no command") << QStringList{} << 2;
        QTest::newRow("unknown command") << QStringList{QStringLiteral("fly"), QStringLiteral("FILE")} << 2;
        QTest::newRow("no file") << QStringList{QStringLiteral("leader"), QStringLiteral("list")} << 2;
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")} << 2;
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0;
    }

    void badUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        args.replaceInStrings(QStringLiteral("FILE"), mFile);
        QCOMPARE(cli(args).code, code);
    }

    void corruptFileIsBadInputAndUnchanged()
    {
        const QString f = file(QStringLiteral("corrupt.castellan"));
        castellan::writeFile(f, QByteArray("this is not a campaign at all, just some words"));
        const QByteArray before = castellan::fileHash(f);
        const Result r = cli({QStringLiteral("leader"), QStringLiteral("list"), f});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("not a Castellan campaign"));
        QCOMPARE(castellan::fileHash(f), before);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
