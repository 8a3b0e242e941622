// A whole campaign scripted with castellan-cli (issue 11): map, fortress, forces, movement, a battle at a
// hex, a siege and its roll, options, captives, three turns, then verify. Seeded dice: the results are the
// engine's, and every check compares what one command says with what the next one reads back.
#include "clirunner.h"
#include "generatedscan.h"

#include "campaign/campaign.h"
#include "commands/board/campaigntactical.h"
#include "map/hexgrid.h"
#include "map/mapmodel.h"
#include "tactical/autoplayer.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace castellan;

class TestCliCampaign : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mFile;

    /** Runs a command on the campaign file (inserted after the command's one or two words), expecting `code`. */
    CliResult run(QStringList words, const QStringList &rest = {}, int code = 0)
    {
        static const QStringList twoWords{QStringLiteral("force"), QStringLiteral("leader"), QStringLiteral("map"),
                                          QStringLiteral("siege"), QStringLiteral("fortress")};
        words.insert(twoWords.contains(words.first()) && words.size() >= 2 ? 2 : 1, mFile);
        words << rest << QStringLiteral("--json");
        const CliResult r = runCli(words);
        if (r.code != code)
            qWarning("%s gave %d: %s %s", qPrintable(words.join(QLatin1Char(' '))), r.code, r.out.constData(),
                     r.err.constData());
        return r;
    }

    QJsonObject forceOnMap(const QString &name)
    {
        const QJsonArray forces = run({QStringLiteral("map")}, {}).json().value(QStringLiteral("forces")).toArray();
        for (const QJsonValue f : forces) {
            if (f.toObject().value(QStringLiteral("name")).toString() == name)
                return f.toObject();
        }
        return {};
    }

    /** Runs a command on `file`: its words, then the file, then the rest ("map size FILE --columns 10"). */
    CliResult runOn(const QString &file, QStringList words, int code = 0)
    {
        static const QStringList plain{QStringLiteral("options"), QStringLiteral("phase"), QStringLiteral("battle"),
                                       QStringLiteral("retreat"), QStringLiteral("duel"),  QStringLiteral("capture")};
        const bool sub = words.size() > 1 && !words[1].startsWith(QLatin1Char('-')) && !plain.contains(words[0]);
        words.insert(sub ? 2 : 1, file);
        words << QStringLiteral("--json");
        const CliResult r = runCli(words);
        if (r.code != code)
            qWarning("%s: %s", qPrintable(words.join(QLatin1Char(' '))), r.err.constData());
        return r;
    }

    /** A 10 x 10 campaign whose dice are typed in (RULES D4), with these forces (name, side, units, leader, hex). */
    QString tableCampaign(const QString &name, const QList<QStringList> &forces, const QStringList &leaders)
    {
        const QString file = mDir.filePath(name + QStringLiteral(".castellan"));
        if (runCli({QStringLiteral("new"), file, QStringLiteral("--name"), name}).code != 0
            || runOn(file,
                     {QStringLiteral("map"), QStringLiteral("size"), QStringLiteral("--columns"), QStringLiteral("10"),
                      QStringLiteral("--rows"), QStringLiteral("10")})
                    .code
                != 0
            || runOn(file, {QStringLiteral("options"), QStringLiteral("option.table_dice"), QStringLiteral("1")}).code
                != 0)
            return {};
        // The same faces for every leader: the same ratings, so no side has a Battle bonus (RULES R1).
        for (const QString &l : leaders) {
            const QStringList parts = l.split(QLatin1Char(':'));
            if (runOn(file,
                      {QStringLiteral("leader"), QStringLiteral("add"), QStringLiteral("--name"), parts[0],
                       QStringLiteral("--side"), parts[1], QStringLiteral("--faces"), QStringLiteral("6,5,4,3,2,1,2")})
                    .code
                != 0)
                return {};
        }
        for (const QStringList &f : forces) {
            QStringList add{QStringLiteral("force"),   QStringLiteral("add"),
                            QStringLiteral("--name"),  f[0],
                            QStringLiteral("--side"),  f[1],
                            QStringLiteral("--units"), f[2]};
            if (!f[3].isEmpty())
                add << QStringLiteral("--leaders") << f[3];
            if (runOn(file, add).code != 0
                || runOn(file, {QStringLiteral("force"), QStringLiteral("place"), f[0], QStringLiteral("--hex"), f[4]})
                        .code
                    != 0)
                return {};
        }
        return file;
    }

    QJsonObject forceOnMapIn(const QString &file, const QString &name)
    {
        const QJsonArray forces = runOn(file, {QStringLiteral("map")}).json().value(QStringLiteral("forces")).toArray();
        for (const QJsonValue f : forces) {
            if (f.toObject().value(QStringLiteral("name")).toString() == name)
                return f.toObject();
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        mFile = mDir.filePath(QStringLiteral("march.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), mFile, QStringLiteral("--name"), QStringLiteral("The March"),
                         QStringLiteral("--seed"), QStringLiteral("11")})
                     .code,
                 0);
    }

    // Issue 27: a side named by force add is made through the side action, and taken back when the force is refused.
    void aSideMadeForARefusedForceIsTakenBack()
    {
        const QString file = mDir.filePath(QStringLiteral("side-back.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Sides")}).code, 0);
        QCOMPARE(runOn(file,
                       {QStringLiteral("leader"), QStringLiteral("add"), QStringLiteral("--name"),
                        QStringLiteral("Ann"), QStringLiteral("--side"), QStringLiteral("Red")})
                     .code,
                 0);
        const CliResult r =
            runOn(file,
                  {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Beta"),
                   QStringLiteral("--side"), QStringLiteral("Green"), QStringLiteral("--units"), QStringLiteral("3"),
                   QStringLiteral("--leaders"), QStringLiteral("Ann")},
                  1);
        QCOMPARE(r.code, 1); // Ann serves Red (RULES L2)
        const QJsonArray sides = runOn(file, {QStringLiteral("side"), QStringLiteral("list")}).array();
        QCOMPARE(sides.size(), 1);
        QCOMPARE(sides.first().toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Red"));
    }

    // Issue 27: a force edit with its leaders is one action: refused part-way, nothing of it is kept.
    // Issue 30: a hex's label given as a force's location is that hex of the map, never a place named "1507".
    void aHexLabelForALocationIsThatHex()
    {
        const QString file = tableCampaign(QStringLiteral("hexplace"), {}, {});
        QVERIFY(!file.isEmpty());
        const QStringList add{QStringLiteral("force"),   QStringLiteral("add"),    QStringLiteral("--name"),
                              QStringLiteral("Host"),    QStringLiteral("--side"), QStringLiteral("Blue"),
                              QStringLiteral("--units"), QStringLiteral("3"),      QStringLiteral("--location")};
        const CliResult r = runOn(file, add + QStringList{QStringLiteral("0507")});
        QCOMPARE(r.json().value(QStringLiteral("location")).toString(), QStringLiteral("hex 0507")); // as placed there
        const CliResult off = runOn(file,
                                    QStringList(add).replaceInStrings(QStringLiteral("Host"), QStringLiteral("Band"))
                                        + QStringList{QStringLiteral("1507")},
                                    1); // the map is 10 x 10: no hex 1507
        QVERIFY2(QString::fromUtf8(off.err).contains(QStringLiteral("reads as a hex")), off.err.constData());
        QCOMPARE(runOn(file, {QStringLiteral("force"), QStringLiteral("list")}).array().size(), 1);
        const CliResult log = runCli({QStringLiteral("log"), file});
        QVERIFY(log.out.endsWith('\n')); // a log ends its last line
    }

    void aForceEditRefusedForOneLeaderKeepsNothing()
    {
        const QString file = mDir.filePath(QStringLiteral("edit-whole.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Edit")}).code, 0);
        for (const QString &side : {QStringLiteral("Red"), QStringLiteral("Blue")}) {
            QCOMPARE(runOn(file,
                           {QStringLiteral("leader"), QStringLiteral("add"), QStringLiteral("--name"),
                            side == QLatin1String("Red") ? QStringLiteral("Ann") : QStringLiteral("Bob"),
                            QStringLiteral("--side"), side})
                         .code,
                     0);
        }
        QCOMPARE(
            runOn(file,
                  {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Alpha"),
                   QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"), QStringLiteral("3"),
                   QStringLiteral("--leaders"), QStringLiteral("Ann")})
                .code,
            0);
        const CliResult r = runOn(file,
                                  {QStringLiteral("force"), QStringLiteral("edit"), QStringLiteral("Alpha"),
                                   QStringLiteral("--name"), QStringLiteral("Omega"), QStringLiteral("--units"),
                                   QStringLiteral("5"), QStringLiteral("--leaders"), QStringLiteral("Bob")},
                                  1);
        QCOMPARE(r.code, 1); // Bob serves Blue (RULES L2)
        const QJsonArray forces = runOn(file, {QStringLiteral("force"), QStringLiteral("list")}).array();
        QCOMPARE(forces.size(), 1);
        const QJsonObject alpha = forces.first().toObject();
        QCOMPARE(alpha.value(QStringLiteral("name")).toString(), QStringLiteral("Alpha"));
        QCOMPARE(alpha.value(QStringLiteral("good")).toInt(), 3);
        QCOMPARE(alpha.value(QStringLiteral("leaders")).toArray(), QJsonArray{QStringLiteral("Ann")});
    }

    void theMapIsDrawnFromTheCommandLine()
    {
        const QStringList size{QStringLiteral("map"), QStringLiteral("size")};
        for (const QString &bad :
             {QStringLiteral("0"), QStringLiteral("-3"), QStringLiteral("abc"), QStringLiteral("201")})
            QCOMPARE(
                run(size, {QStringLiteral("--columns"), bad, QStringLiteral("--rows"), QStringLiteral("10")}, 2).code,
                2);
        QCOMPARE(
            run(size,
                {QStringLiteral("--columns"), QStringLiteral("12"), QStringLiteral("--rows"), QStringLiteral("10")})
                .code,
            0);
        const QStringList terrain{QStringLiteral("map"), QStringLiteral("terrain")};
        QCOMPARE(run(terrain, {QStringLiteral("0305"), QStringLiteral("forest")}).code, 0);
        QCOMPARE(run(terrain, {QStringLiteral("0305"), QStringLiteral("lava")}, 2).code, 2);
        QCOMPARE(run(terrain, {QStringLiteral("1399"), QStringLiteral("forest")}, 2).code, 2); // off the map
        QCOMPARE(run(terrain, {QStringLiteral("x1"), QStringLiteral("forest")}, 2).code, 2);
        QCOMPARE(
            run({QStringLiteral("map"), QStringLiteral("place")}, {QStringLiteral("0606"), QStringLiteral("Ravenford")})
                .code,
            0);
        const QJsonObject map = run({QStringLiteral("map")}, {}).json();
        QCOMPARE(map.value(QStringLiteral("columns")).toInt(), 12);
        QCOMPARE(
            map.value(QStringLiteral("places")).toArray().at(0).toObject().value(QStringLiteral("name")).toString(),
            QStringLiteral("Ravenford"));
        QCOMPARE(map.value(QStringLiteral("hexes")).toArray().size(), 2); // the forest and the named place
    }

    void theScanIsLaidAlignedAndNudgedFromTheCommandLine()
    {
        const ScanAlignment truth{2.0 / 40, -3.0, {1.0, 2.0}};
        const QString image = mDir.filePath(QStringLiteral("board.png"));
        QVERIFY(generatedScan(truth, 12, 10, {640, 560}).save(image));
        const QStringList scan{QStringLiteral("map"), QStringLiteral("scan")};
        QCOMPARE(run(scan, {mDir.filePath(QStringLiteral("none.png"))}, 2).code, 2);
        QCOMPARE(run(scan, {mFile}, 2).code, 2);                                              // a campaign is no image
        QCOMPARE(run({QStringLiteral("map"), QStringLiteral("scan-remove")}, {}, 1).code, 1); // none to remove
        QJsonObject laid = run(scan, {image}).json().value(QStringLiteral("scan")).toObject();
        QCOMPARE(laid.value(QStringLiteral("image")).toString(), QStringLiteral("board.png"));
        QCOMPARE(laid.value(QStringLiteral("grid_opacity")).toInt(), 50);

        const auto mark = [&](const Hex &h) {
            const QPointF p = centreOnScan(truth, h);
            return QStringLiteral("%1,%2").arg(p.x(), 0, 'f', 3).arg(p.y(), 0, 'f', 3);
        };
        const QStringList align{QStringLiteral("map"), QStringLiteral("scan-align")};
        QCOMPARE(run(align, {QStringLiteral("0101"), mark({0, 0}), QStringLiteral("0101"), mark({11, 9})}, 1).code, 1);
        QCOMPARE(
            run(align, {QStringLiteral("0101"), QStringLiteral("12;4"), QStringLiteral("1210"), mark({11, 9})}, 2).code,
            2);
        const QJsonObject aligned =
            run(align, {QStringLiteral("0101"), mark({0, 0}), QStringLiteral("1210"), mark({11, 9})})
                .json()
                .value(QStringLiteral("scan"))
                .toObject();
        QVERIFY(qAbs(aligned.value(QStringLiteral("hex_width_px")).toDouble() - 40.0) < 0.01);
        QVERIFY(qAbs(aligned.value(QStringLiteral("rotation")).toDouble() + 3.0) < 0.01);

        const QStringList nudge{QStringLiteral("map"), QStringLiteral("scan-nudge")};
        QCOMPARE(run(nudge, {}, 2).code, 2); // nothing to nudge
        QCOMPARE(run(nudge, {QStringLiteral("--hex-width"), QStringLiteral("0")}, 2).code, 2);
        QCOMPARE(run(nudge, {QStringLiteral("--rotation"), QStringLiteral("nan")}, 2).code, 2);
        const QJsonObject nudged = run(nudge,
                                       {QStringLiteral("--rotation"), QStringLiteral("-2.5"),
                                        QStringLiteral("--shift-across"), QStringLiteral("0.25")})
                                       .json()
                                       .value(QStringLiteral("scan"))
                                       .toObject();
        QCOMPARE(nudged.value(QStringLiteral("rotation")).toDouble(), -2.5);
        QVERIFY(qAbs(nudged.value(QStringLiteral("shift_across")).toDouble() - 0.25) < 1e-9);
        QCOMPARE(nudged.value(QStringLiteral("hex_width_px")).toDouble(),
                 aligned.value(QStringLiteral("hex_width_px")).toDouble());

        const QStringList grid{QStringLiteral("map"), QStringLiteral("grid")};
        QCOMPARE(run(grid, {QStringLiteral("--opacity"), QStringLiteral("101")}, 2).code, 2);
        QCOMPARE(run(grid, {QStringLiteral("--opacity"), QStringLiteral("0")}).code, 0);
        const QJsonObject shown = run({QStringLiteral("map")}, {}).json().value(QStringLiteral("scan")).toObject();
        QCOMPARE(shown.value(QStringLiteral("grid_opacity")).toInt(), 0);
        QCOMPARE(shown.value(QStringLiteral("rotation")).toDouble(), -2.5);
        QVERIFY(run({QStringLiteral("map"), QStringLiteral("scan-remove")}, {})
                    .json()
                    .value(QStringLiteral("scan"))
                    .isNull());
        QVERIFY(run({QStringLiteral("map")}, {}).json().value(QStringLiteral("scan")).isNull());
    }

    void aForcesUnitsHaveTypes()
    {
        const QString file = mDir.filePath(QStringLiteral("types.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Types")}).code, 0);
        const QStringList add{QStringLiteral("force"),   QStringLiteral("add"),    QStringLiteral("--name"),
                              QStringLiteral("Wing"),    QStringLiteral("--side"), QStringLiteral("Blue"),
                              QStringLiteral("--units"), QStringLiteral("5")};
        QCOMPARE(runOn(file,
                       QStringList(add) << QStringLiteral("--cavalry") << QStringLiteral("4")
                                        << QStringLiteral("--artillery") << QStringLiteral("2"),
                       2)
                     .code,
                 2);
        const QJsonObject wing = runOn(file,
                                       QStringList(add) << QStringLiteral("--cavalry") << QStringLiteral("2")
                                                        << QStringLiteral("--artillery") << QStringLiteral("1"))
                                     .json();
        QCOMPARE(wing.value(QStringLiteral("cavalry")).toInt(), 2);
        QCOMPARE(wing.value(QStringLiteral("artillery")).toInt(), 1);
        QCOMPARE(wing.value(QStringLiteral("infantry")).toInt(), 2);
        // Fewer units, and the types follow: the infantry goes first, then the artillery.
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("edit"), QStringLiteral("Wing"), QStringLiteral("--units"),
               QStringLiteral("2")});
        const QJsonArray list = runOn(file, {QStringLiteral("force"), QStringLiteral("list")}).array();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].toObject().value(QStringLiteral("cavalry")).toInt(), 2);
        QCOMPARE(list[0].toObject().value(QStringLiteral("artillery")).toInt(), 0);
    }

    // RULES F0, C: neither side moved in: `tactical` is refused until --attacker names the side that attacks.
    void theBoardTakesTheAttackerNamed_F0()
    {
        const QString file = mDir.filePath(QStringLiteral("named.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Named"),
                         QStringLiteral("--seed"), QStringLiteral("3")})
                     .code,
                 0);
        runOn(file,
              {QStringLiteral("map"), QStringLiteral("size"), QStringLiteral("--columns"), QStringLiteral("8"),
               QStringLiteral("--rows"), QStringLiteral("8")});
        for (const auto &[name, side] : {std::pair{QStringLiteral("Host"), QStringLiteral("Blue")},
                                         std::pair{QStringLiteral("Band"), QStringLiteral("Red")}}) {
            runOn(file,
                  {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), name,
                   QStringLiteral("--side"), side, QStringLiteral("--units"), QStringLiteral("4")});
            runOn(file,
                  {QStringLiteral("force"), QStringLiteral("place"), name, QStringLiteral("--hex"),
                   QStringLiteral("0303")});
        }
        runOn(file, {QStringLiteral("phase"), QStringLiteral("--begin-movement")});
        const QStringList fight{QStringLiteral("tactical"), QStringLiteral("--hex"), QStringLiteral("0303"),
                                QStringLiteral("--auto")};
        QVERIFY(runOn(file, fight, 1).err.contains("name the attacker"));
        const QJsonObject j =
            runOn(file,
                  fight + QStringList{QStringLiteral("--attacker"), QStringLiteral("Band"), QStringLiteral("--events")})
                .json();
        // The attacker is board side 1, at the bottom, and plays first.
        QCOMPARE(j.value(QStringLiteral("sides")).toArray().at(1).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Red"));
        const QJsonArray events = j.value(QStringLiteral("events")).toArray();
        QCOMPARE(events.first().toObject().value(QStringLiteral("event")).toString(), QStringLiteral("activation"));
        QCOMPARE(events.first().toObject().value(QStringLiteral("side")).toInt(), 1);
        QCOMPARE(j.value(QStringLiteral("board")).toObject().value(QStringLiteral("columns")).toInt(), 13);
    }

    void aBattleAtAHexIsFoughtOnTheBoard_C_F6a()
    {
        const QString file = mDir.filePath(QStringLiteral("board.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Board"),
                         QStringLiteral("--seed"), QStringLiteral("5")})
                     .code,
                 0);
        runOn(file,
              {QStringLiteral("map"), QStringLiteral("size"), QStringLiteral("--columns"), QStringLiteral("10"),
               QStringLiteral("--rows"), QStringLiteral("10")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Host"),
               QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--units"), QStringLiteral("8"),
               QStringLiteral("--cavalry"), QStringLiteral("2"), QStringLiteral("--artillery"), QStringLiteral("1")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Band"),
               QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"), QStringLiteral("6")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("place"), QStringLiteral("Host"), QStringLiteral("--hex"),
               QStringLiteral("0505")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("place"), QStringLiteral("Band"), QStringLiteral("--hex"),
               QStringLiteral("0506")});
        const QStringList fight{QStringLiteral("tactical"), QStringLiteral("--hex"), QStringLiteral("0505"),
                                QStringLiteral("--auto")};
        QCOMPARE(runOn(file, fight, 1).code, 1); // no battle there yet
        runOn(file, {QStringLiteral("phase"), QStringLiteral("--begin-movement")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("Band"), QStringLiteral("--to"),
               QStringLiteral("0505")});
        const QJsonObject j = runOn(file, fight).json();
        const QString winner = j.value(QStringLiteral("winner")).toString();
        QVERIFY2(winner == QStringLiteral("Blue") || winner == QStringLiteral("Red"), qPrintable(winner));
        QCOMPARE(j.value(QStringLiteral("hex")).toString(), QStringLiteral("0505"));
        QVERIFY(j.value(QStringLiteral("turns")).toInt() > 1);
        QCOMPARE(j.value(QStringLiteral("sides")).toArray().size(), 2);
        // The loser has fallen back off 0505 and the winner holds it; the losses are the campaign's.
        const QString loser = winner == QStringLiteral("Blue") ? QStringLiteral("Band") : QStringLiteral("Host");
        const QJsonObject lost = forceOnMapIn(file, loser);
        QVERIFY(!lost.isEmpty()); // half a side gone ends it: the loser keeps units
        const auto fellBackTo = hexFromLabel(lost.value(QStringLiteral("hex")).toString());
        QVERIFY(fellBackTo);
        QCOMPARE(HexGrid::distance(*fellBackTo, *hexFromLabel(QStringLiteral("0505"))), 1);
        QCOMPARE(forceOnMapIn(file, loser == QStringLiteral("Band") ? QStringLiteral("Host") : QStringLiteral("Band"))
                     .value(QStringLiteral("hex"))
                     .toString(),
                 QStringLiteral("0505"));
        QCOMPARE(runOn(file, {QStringLiteral("verify")}).code, 0); // every die of the board is in the log
        // The campaign's ruleset: the shipped one, a copy of one's own, or refused with its field named.
        QCOMPARE(runOn(file, {QStringLiteral("tactical"), QStringLiteral("ruleset")})
                     .json()
                     .value(QStringLiteral("ruleset"))
                     .toString(),
                 QStringLiteral("Command dice (RULES C)"));
        const QString shipped = QString::fromLocal8Bit(qgetenv("CASTELLAN_SOURCE_DIR"))
            + QStringLiteral("/resources/rulesets/command-dice.json");
        QCOMPARE(runOn(file, {QStringLiteral("tactical"), QStringLiteral("ruleset"), shipped}).code, 0);
        QCOMPARE(
            runOn(file,
                  {QStringLiteral("tactical"), QStringLiteral("ruleset"), mDir.filePath(QStringLiteral("none.json"))},
                  2)
                .code,
            2);
        QCOMPARE(
            runOn(file, {QStringLiteral("tactical"), QStringLiteral("ruleset"), QStringLiteral("--standard")}).code, 0);
    }

    void aFlankMarchOnTheBoardFromTheCommandLine_M2()
    {
        const QString file = mDir.filePath(QStringLiteral("boardflank.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Flank"),
                         QStringLiteral("--seed"), QStringLiteral("21")})
                     .code,
                 0);
        runOn(file,
              {QStringLiteral("map"), QStringLiteral("size"), QStringLiteral("--columns"), QStringLiteral("10"),
               QStringLiteral("--rows"), QStringLiteral("10")});
        // RULES L1 by priority: Bray's best die to Battle, so that he commands (R1); Scout's best to Maneuver and his
        // worst to Battle, so that he may march (M1, M2).
        runOn(file,
              {QStringLiteral("leader"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Bray"),
               QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--priority"),
               QStringLiteral("battle")});
        const QJsonObject added =
            runOn(file,
                  {QStringLiteral("leader"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Scout"),
                   QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--priority"),
                   QStringLiteral("maneuver,vitality,heroics,duel,siege,rally,battle")})
                .json();
        int best = 0;
        for (const QJsonValue face : added.value(QStringLiteral("creation_faces")).toArray())
            best = std::max(best, face.toInt());
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Host"),
               QStringLiteral("--side"), QStringLiteral("Blue"), QStringLiteral("--units"), QStringLiteral("8"),
               QStringLiteral("--leaders"), QStringLiteral("Bray,Scout")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QStringLiteral("Band"),
               QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"), QStringLiteral("6")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("place"), QStringLiteral("Host"), QStringLiteral("--hex"),
               QStringLiteral("0505")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("place"), QStringLiteral("Band"), QStringLiteral("--hex"),
               QStringLiteral("0506")});
        runOn(file, {QStringLiteral("phase"), QStringLiteral("--begin-movement")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("Band"), QStringLiteral("--to"),
               QStringLiteral("0505")});
        // RULES R1: the commander is the better Battle (the first at a tie); the other may march.
        const QJsonObject bray =
            runOn(file, {QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Bray")}).json();
        const QJsonObject scout =
            runOn(file, {QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Scout")}).json();
        QVERIFY(bray.value(QStringLiteral("battle")).toInt() >= scout.value(QStringLiteral("battle")).toInt());
        const QJsonObject &general = scout;
        const QString cic = QStringLiteral("Bray");
        QStringList fight{QStringLiteral("tactical"), QStringLiteral("--hex"), QStringLiteral("0505"),
                          QStringLiteral("--auto")};
        QVERIFY(runOn(file, QStringList(fight) << QStringLiteral("--flank") << cic + QStringLiteral("=1:left"), 1)
                    .err.contains("commander-in-chief"));
        QCOMPARE(
            runOn(file, QStringList(fight) << QStringLiteral("--flank") << QStringLiteral("Nobody=1:left"), 2).code, 2);
        QCOMPARE(
            runOn(file, QStringList(fight) << QStringLiteral("--flank") << cic + QStringLiteral("=x:left"), 2).code, 2);
        // The user picks the counters by type (RULES M2); the Host has no cavalry.
        const QString name = general.value(QStringLiteral("name")).toString();
        QVERIFY(
            runOn(file, QStringList(fight) << QStringLiteral("--flank") << name + QStringLiteral("=cavalry:right"), 1)
                .err.contains("no more cavalry"));
        const QString spec = name + QStringLiteral("=infantry,infantry:right");
        QCOMPARE(general.value(QStringLiteral("maneuver")).toInt(), best); // his best of seven dice
        QVERIFY(best >= 2);
        QVERIFY(general.value(QStringLiteral("general_level")).toString() != QStringLiteral("incompetent"));
        const QJsonObject j = runOn(file, QStringList(fight) << QStringLiteral("--flank") << spec).json();
        const QJsonArray marches = j.value(QStringLiteral("flank_marches")).toArray();
        QCOMPARE(marches.size(), 1);
        QCOMPARE(marches[0].toObject().value(QStringLiteral("units")).toInt(), 2);
        QCOMPARE(marches[0].toObject().value(QStringLiteral("edge")).toString(), QStringLiteral("right"));
        QCOMPARE(runOn(file, {QStringLiteral("verify")}).code, 0); // the march's rolls are in the log too
    }

    void aBattleLeftUnderwayOnTheBoardGoesOnFromTheCommandLine()
    {
        const QString file = mDir.filePath(QStringLiteral("underway.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Underway"),
                         QStringLiteral("--seed"), QStringLiteral("8")})
                     .code,
                 0);
        runOn(file,
              {QStringLiteral("map"), QStringLiteral("size"), QStringLiteral("--columns"), QStringLiteral("10"),
               QStringLiteral("--rows"), QStringLiteral("10")});
        for (const auto &[name, side, hex] : {std::tuple{"Host", "Blue", "0505"}, std::tuple{"Band", "Red", "0506"}}) {
            runOn(file,
                  {QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("--name"), QLatin1String(name),
                   QStringLiteral("--side"), QLatin1String(side), QStringLiteral("--units"), QStringLiteral("3")});
            runOn(file,
                  {QStringLiteral("force"), QStringLiteral("place"), QLatin1String(name), QStringLiteral("--hex"),
                   QLatin1String(hex)});
        }
        runOn(file, {QStringLiteral("phase"), QStringLiteral("--begin-movement")});
        runOn(file,
              {QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("Band"), QStringLiteral("--to"),
               QStringLiteral("0505")});
        qint64 rolls = 0;
        int keptTurn = 0;
        QList<Roll> before;
        {
            // The app fought two turns on the board and was closed.
            auto c = Campaign::open(file);
            CampaignTactical t(*c, {4, 4});
            QVERIFY2(t.refusal().isEmpty(), qPrintable(t.refusal()));
            AutoPlayer player(t.battle().rules());
            player.playTurn(t.battle(), t.roller());
            player.playTurn(t.battle(), t.roller());
            keptTurn = t.battle().turn();
            QVERIFY(t.keepUnderway(nullptr));
            rolls = c->rolls().rollCount();
            QVERIFY(rolls > 0);
            before = c->rolls().rolls({}, 0, rolls);
        }
        // The battle there is not fought again from the start, in rounds or on the board.
        const CliResult rounds = runOn(file,
                                       {QStringLiteral("battle"), QStringLiteral("--attacker"), QStringLiteral("Band"),
                                        QStringLiteral("--defender"), QStringLiteral("Host"), QStringLiteral("--auto")},
                                       1);
        QCOMPARE(rounds.code, 1);
        QVERIFY2(rounds.out.contains("under way") || rounds.err.contains("under way"), rounds.out + rounds.err);
        const QJsonObject j = runOn(file,
                                    {QStringLiteral("tactical"), QStringLiteral("--hex"), QStringLiteral("0505"),
                                     QStringLiteral("--auto")})
                                  .json();
        QCOMPARE(j.value(QStringLiteral("resumed")).toBool(), true);
        QVERIFY(j.value(QStringLiteral("turns")).toInt() >= keptTurn);
        QCOMPARE(runOn(file, {QStringLiteral("verify")}).code, 0); // the rolls before and after the break are one log
        auto c = Campaign::open(file, Campaign::Access::ReadOnly);
        QVERIFY(!CampaignTactical::underway(*c));
        // It went on from where it was: more rolls, and those before the break kept as they were, not rolled again.
        QVERIFY(c->rolls().rollCount() > rolls);
        const QList<Roll> after = c->rolls().rolls({}, c->rolls().rollCount() - rolls, rolls);
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            QCOMPARE(after[i].id, before[i].id);
            QCOMPARE(after[i].faces, before[i].faces);
        }
        QCOMPARE(c->battles().size(), 1);
    }

    void leadersForcesAndAFortress()
    {
        for (const auto &[name, side] :
             {std::pair{"Aldric", "Kingdom"}, std::pair{"Bera", "Kingdom"}, std::pair{"Grim", "Horde"},
              std::pair{"Ward", "Horde"}, std::pair{"Spare", "Horde"}})
            QCOMPARE(run({QStringLiteral("leader"), QStringLiteral("add")},
                         {QStringLiteral("--name"), QLatin1String(name), QStringLiteral("--side"), QLatin1String(side)})
                         .code,
                     0);
        const QStringList fortress{QStringLiteral("fortress"), QStringLiteral("add")};
        QCOMPARE(
            run(fortress,
                {QStringLiteral("--name"), QStringLiteral("Ravenhold"), QStringLiteral("--hex"), QStringLiteral("0909"),
                 QStringLiteral("--rating"), QStringLiteral("100"), QStringLiteral("--side"), QStringLiteral("Horde")},
                2)
                .code,
            2);
        QCOMPARE(
            run(fortress,
                {QStringLiteral("--name"), QStringLiteral("Ravenhold"), QStringLiteral("--hex"), QStringLiteral("0909"),
                 QStringLiteral("--rating"), QStringLiteral("3"), QStringLiteral("--side"), QStringLiteral("Horde")})
                .code,
            0);
        struct Raised
        {
            const char *name, *side, *units, *leader, *hex;
        };
        for (const Raised &f :
             {Raised{"Host", "Kingdom", "8", "Aldric", "0504"}, Raised{"Wing", "Kingdom", "3", "Bera", "0504"},
              Raised{"Horde", "Horde", "6", "Grim", "0506"}, Raised{"Garrison", "Horde", "2", "Ward", "0909"}}) {
            QCOMPARE(run({QStringLiteral("force"), QStringLiteral("add")},
                         {QStringLiteral("--name"), QLatin1String(f.name), QStringLiteral("--side"),
                          QLatin1String(f.side), QStringLiteral("--units"), QLatin1String(f.units),
                          QStringLiteral("--leaders"), QLatin1String(f.leader)})
                         .code,
                     0);
            QCOMPARE(run({QStringLiteral("force"), QStringLiteral("place"), QLatin1String(f.name)},
                         {QStringLiteral("--hex"), QLatin1String(f.hex)})
                         .code,
                     0);
        }
        const QJsonArray garrison = run({QStringLiteral("map")}, {})
                                        .json()
                                        .value(QStringLiteral("fortresses"))
                                        .toArray()
                                        .at(0)
                                        .toObject()
                                        .value(QStringLiteral("garrison"))
                                        .toArray();
        QCOMPARE(garrison, (QJsonArray{QStringLiteral("Garrison")}));
    }

    // RULES T1a, F0, F6a: both Kingdom forces march into the Horde's hex; the battle there pools them, and the
    // forces end where the report says.
    void aMarchAndABattleAtAHex_F0_F6a()
    {
        const QStringList move{QStringLiteral("force"), QStringLiteral("move")};
        CliResult r =
            run(QStringList(move) << QStringLiteral("Host"), {QStringLiteral("--to"), QStringLiteral("0505")}, 1);
        QCOMPARE(r.code, 1); // the siege phase: movement has not begun
        QVERIFY(r.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("RULES T1")));
        QCOMPARE(run({QStringLiteral("phase")}, {QStringLiteral("--begin-movement")}).code, 0);
        r = run(QStringList(move) << QStringLiteral("Host"), {QStringLiteral("--to"), QStringLiteral("0505")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.json().value(QStringLiteral("battle_due")).isNull());
        QCOMPARE(r.json().value(QStringLiteral("force")).toObject().value(QStringLiteral("movement_left")).toInt(), 2);
        r = run(QStringList(move) << QStringLiteral("Host"), {QStringLiteral("--to"), QStringLiteral("0506")});
        QCOMPARE(r.json().value(QStringLiteral("battle_due")).toObject().value(QStringLiteral("hex")).toString(),
                 QStringLiteral("0506"));
        // A path, a step at a time: the Wing stops in the enemy's hex too.
        r = run(QStringList(move) << QStringLiteral("Wing"), {QStringLiteral("--to"), QStringLiteral("0505,0506")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.json().value(QStringLiteral("battle_due")).isObject());
        // A path that cannot be walked is refused whole: nothing moved.
        const QJsonObject before = forceOnMap(QStringLiteral("Horde"));
        r = run(QStringList(move) << QStringLiteral("Horde"),
                {QStringLiteral("--to"), QStringLiteral("0507,0508,0509,0510")}, 1);
        QCOMPARE(r.code, 1);
        QCOMPARE(forceOnMap(QStringLiteral("Horde")), before);

        r = run({QStringLiteral("turn")}, {QStringLiteral("--end")}, 1);
        QVERIFY(r.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("battle is due at 0506")));

        r = run({QStringLiteral("battle")},
                {QStringLiteral("--hex"), QStringLiteral("0506"), QStringLiteral("--auto")});
        QCOMPARE(r.code, 0);
        const QJsonObject report = r.json();
        const QJsonArray forces = report.value(QStringLiteral("forces")).toArray();
        QCOMPARE(forces.size(), 3);
        int attackersBefore = 0;
        for (const QJsonValue v : forces) {
            const QJsonObject f = v.toObject();
            if (f.value(QStringLiteral("side")).toString() == QLatin1String("Kingdom"))
                attackersBefore += f.value(QStringLiteral("before")).toObject().value(QStringLiteral("good")).toInt();
            const QJsonObject now = forceOnMap(f.value(QStringLiteral("name")).toString());
            if (f.value(QStringLiteral("removed")).toBool()) {
                QVERIFY(now.isEmpty());
                continue;
            }
            QCOMPARE(now.value(QStringLiteral("hex")).toString(), f.value(QStringLiteral("hex")).toString());
            QCOMPARE(now.value(QStringLiteral("good")).toInt(),
                     f.value(QStringLiteral("after")).toObject().value(QStringLiteral("good")).toInt());
            QCOMPARE(now.value(QStringLiteral("retreated")).toBool(), f.value(QStringLiteral("retreated")).toBool());
            if (f.value(QStringLiteral("retreated")).toBool())
                QCOMPARE(HexGrid::distance(*hexFromLabel(now.value(QStringLiteral("hex")).toString()),
                                           *hexFromLabel(QStringLiteral("0506"))),
                         1);
        }
        QCOMPARE(attackersBefore, 11); // the Host's 8 and the Wing's 3 fought as one army
        QCOMPARE(report.value(QStringLiteral("attacker"))
                     .toObject()
                     .value(QStringLiteral("start"))
                     .toObject()
                     .value(QStringLiteral("good"))
                     .toInt(),
                 11);
        QVERIFY(run({QStringLiteral("turn")}, {QStringLiteral("--end")}).code == 0);
    }

    // RULES S1, S2, T1: pickets on one triple lay the siege; the next turn's roll comes before movement.
    void aSiegeLaidAndRolled_S1_S2()
    {
        QCOMPARE(run({QStringLiteral("phase")}, {QStringLiteral("--begin-movement")}).code, 0);
        const Hex ravenhold = *hexFromLabel(QStringLiteral("0909"));
        const std::array<Hex, 3> ring = triple(ravenhold, 0);
        for (int i = 0; i < 3; ++i) {
            const QString name = QStringLiteral("Picket %1").arg(i);
            QCOMPARE(run({QStringLiteral("force"), QStringLiteral("add")},
                         {QStringLiteral("--name"), name, QStringLiteral("--side"), QStringLiteral("Kingdom"),
                          QStringLiteral("--units"), QStringLiteral("2")})
                         .code,
                     0);
            QCOMPARE(run({QStringLiteral("force"), QStringLiteral("place"), name},
                         {QStringLiteral("--hex"), hexLabel(ring[std::size_t(i)])})
                         .code,
                     0);
        }
        const QStringList lay{QStringLiteral("siege"), QStringLiteral("lay")};
        QCOMPARE(run(lay,
                     {QStringLiteral("--fortress"), QStringLiteral("Nowhere"), QStringLiteral("--breaching"),
                      QStringLiteral("Picket 0")},
                     2)
                     .code,
                 2);
        CliResult r = run(lay,
                          {QStringLiteral("--fortress"), QStringLiteral("Ravenhold"), QStringLiteral("--breaching"),
                           QStringLiteral("Picket 0")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("siege")).toObject().value(QStringLiteral("breaching_force")).toString(),
                 QStringLiteral("Picket 0"));
        QCOMPARE(run(lay,
                     {QStringLiteral("--fortress"), QStringLiteral("Ravenhold"), QStringLiteral("--breaching"),
                      QStringLiteral("Picket 1")},
                     1)
                     .code,
                 1);
        QCOMPARE(run({QStringLiteral("turn")}, {QStringLiteral("--end")}).code, 0);

        QCOMPARE(run({QStringLiteral("phase")}, {QStringLiteral("--begin-movement")}, 1).code, 1); // the roll is due
        r = run({QStringLiteral("siege"), QStringLiteral("roll")},
                {QStringLiteral("--fortress"), QStringLiteral("Ravenhold"), QStringLiteral("--rerolls"),
                 QStringLiteral("0")});
        QCOMPARE(r.code, 0);
        const QJsonArray faces = r.json().value(QStringLiteral("faces")).toArray();
        QCOMPARE(faces.size(), 1); // no reroll asked for
        const int face = faces.at(0).toInt();
        QCOMPARE(r.json().value(QStringLiteral("result")).toString(),
                 face == 6       ? QStringLiteral("break_in")
                     : face == 1 ? QStringLiteral("unit_lost")
                                 : QStringLiteral("nothing"));
        QCOMPARE(r.json().value(QStringLiteral("rolls")).toArray().isEmpty(), false);
        QCOMPARE(r.json().value(QStringLiteral("heroic_rerolls")).toInt(), 0); // none held, none asked for (RULES H2)
        // RULES S4: a sortie is the garrison's good-order units of every force; naming one force is bad input.
        r = run({QStringLiteral("sortie")},
                {QStringLiteral("--fortress"), QStringLiteral("Ravenhold"), QStringLiteral("--target"),
                 QStringLiteral("Picket 1"), QStringLiteral("--auto"), QStringLiteral("--force"),
                 QStringLiteral("Picket 0")},
                2);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--leaders"));
        QCOMPARE(run({QStringLiteral("siege"), QStringLiteral("roll")},
                     {QStringLiteral("--fortress"), QStringLiteral("Ravenhold")}, 1)
                     .code,
                 1);
        QCOMPARE(run({QStringLiteral("siege"), QStringLiteral("roll")},
                     {QStringLiteral("--fortress"), QStringLiteral("Ravenhold"), QStringLiteral("--heroic-rerolls"),
                      QStringLiteral("-1")},
                     2)
                     .code,
                 2);
        QCOMPARE(run({QStringLiteral("siege"), QStringLiteral("roll")},
                     {QStringLiteral("--fortress"), QStringLiteral("Ravenhold"), QStringLiteral("--rerolls"),
                      QStringLiteral("-1")},
                     2)
                     .code,
                 2);
    }

    void optionsCaptivesAndForceEdits()
    {
        CliResult r = run({QStringLiteral("options")}, {});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("movement.units")).toString(), QStringLiteral("3"));
        QCOMPARE(run({QStringLiteral("options")}, {QStringLiteral("movement.units"), QStringLiteral("4")}).code, 0);
        QCOMPARE(run({QStringLiteral("options")}, {QStringLiteral("movement.units")})
                     .json()
                     .value(QStringLiteral("movement.units"))
                     .toString(),
                 QStringLiteral("4"));
        QCOMPARE(run({QStringLiteral("options")}, {QStringLiteral("movement.units"), QStringLiteral("0")}, 2).code, 2);
        QCOMPARE(run({QStringLiteral("options")}, {QStringLiteral("no.such"), QStringLiteral("1")}, 2).code, 2);

        QCOMPARE(run({QStringLiteral("capture"), QStringLiteral("Spare")},
                     {QStringLiteral("--by"), QStringLiteral("Kingdom")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("capture"), QStringLiteral("Spare")},
                     {QStringLiteral("--by"), QStringLiteral("Kingdom")}, 1)
                     .code,
                 1);
        QCOMPARE(run({QStringLiteral("force"), QStringLiteral("add")},
                     {QStringLiteral("--name"), QStringLiteral("Camp"), QStringLiteral("--side"),
                      QStringLiteral("Horde"), QStringLiteral("--units"), QStringLiteral("4")})
                     .code,
                 0);
        r = run({QStringLiteral("release"), QStringLiteral("Spare")}, {QStringLiteral("--to"), QStringLiteral("Camp")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("leader")).toObject().value(QStringLiteral("force")).toString(),
                 QStringLiteral("Camp"));

        r = run({QStringLiteral("force"), QStringLiteral("split"), QStringLiteral("Camp")},
                {QStringLiteral("--units"), QStringLiteral("1"), QStringLiteral("--name"), QStringLiteral("Camp B")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("from")).toObject().value(QStringLiteral("good")).toInt(), 3);
        QCOMPARE(
            run({QStringLiteral("force"), QStringLiteral("split"), QStringLiteral("Camp")},
                {QStringLiteral("--units"), QStringLiteral("9"), QStringLiteral("--name"), QStringLiteral("Camp C")}, 1)
                .code,
            1);
        QCOMPARE(
            run({QStringLiteral("force"), QStringLiteral("merge"), QStringLiteral("Camp"), QStringLiteral("Camp B")})
                .code,
            0);
        QCOMPARE(run({QStringLiteral("force"), QStringLiteral("edit"), QStringLiteral("Camp")},
                     {QStringLiteral("--units"), QStringLiteral("-1")}, 2)
                     .code,
                 2);
        r = run({QStringLiteral("force"), QStringLiteral("edit"), QStringLiteral("Camp")},
                {QStringLiteral("--units"), QStringLiteral("6"), QStringLiteral("--broken"), QStringLiteral("1"),
                 QStringLiteral("--leaders"), QStringLiteral("")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("force")).toObject().value(QStringLiteral("good")).toInt(), 6);
        QVERIFY(
            r.json().value(QStringLiteral("force")).toObject().value(QStringLiteral("leaders")).toArray().isEmpty());
        QCOMPARE(run({QStringLiteral("force"), QStringLiteral("disband"), QStringLiteral("Camp")}).code, 0);
        QCOMPARE(run({QStringLiteral("force"), QStringLiteral("disband"), QStringLiteral("Camp")}, {}, 2).code, 2);
    }

    // RULES D4: with the table dice option on, every rolling command takes its faces with --faces; a wrong count
    // or a face out of range is refused and nothing is logged; verify reports them as entered by hand.
    void tableDiceFromTheCommandLine_D4()
    {
        const QString table = mDir.filePath(QStringLiteral("table.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), table, QStringLiteral("--name"), QStringLiteral("Table"),
                         QStringLiteral("--seed"), QStringLiteral("4")})
                     .code,
                 0);
        const QStringList add{QStringLiteral("leader"), QStringLiteral("add"),   table,
                              QStringLiteral("--name"), QStringLiteral("Odo"),   QStringLiteral("--side"),
                              QStringLiteral("Blue"),   QStringLiteral("--json")};
        CliResult r = runCli(QStringList(add) << QStringLiteral("--faces") << QStringLiteral("1,2,3,4,5,6,6"));
        QCOMPARE(r.code, 1); // the option is off
        QVERIFY(r.err.contains("option.table_dice"));
        QCOMPARE(
            runCli({QStringLiteral("options"), table, QStringLiteral("option.table_dice"), QStringLiteral("1")}).code,
            0);
        auto rolls = [&] { return runCli({QStringLiteral("log"), table, QStringLiteral("--json")}).array().size(); };
        for (const QString &bad : {QString(), QStringLiteral("1,2,3"), QStringLiteral("1,2,3,4,5,6,6,6"),
                                   QStringLiteral("1,2,3,4,5,6,7"), QStringLiteral("1,2,x,4,5,6,6")}) {
            QStringList args = add;
            if (!bad.isEmpty())
                args << QStringLiteral("--faces") << bad;
            r = runCli(args);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
            QCOMPARE(rolls(), 0);
        }
        r = runCli(QStringList(add) << QStringLiteral("--faces") << QStringLiteral("6,5,4,3,2,1,2"));
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("creation_faces")).toArray(), (QJsonArray{6, 5, 4, 3, 2, 1, 2}));
        r = runCli({QStringLiteral("deed"), table, QStringLiteral("Odo"), QStringLiteral("--faces"),
                    QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(
            r.json().value(QStringLiteral("rolls")).toArray().at(0).toObject().value(QStringLiteral("faces")).toArray(),
            (QJsonArray{3}));
        QCOMPARE(rolls(), 2);
        const CliResult v = runCli({QStringLiteral("verify"), table, QStringLiteral("--json")});
        QCOMPARE(v.code, 0);
        QCOMPARE(v.json().value(QStringLiteral("entered_by_hand")).toInt(), 2);
        QCOMPARE(v.json().value(QStringLiteral("checked")).toInt(), 0);
    }

    // RULES H3 from the command line: the owner says where a leader who escapes goes (--escape-to LEADER=PLACE).
    // The dice are typed in (D4), so the battle is known: the Vanguard's 6 annihilates Alpha, and the Captain
    // escapes his survival check.
    void anEscapedLeaderGoesWhereTheOwnerSays_H3()
    {
        const QString file = tableCampaign(
            QStringLiteral("escape"),
            {{QStringLiteral("Vanguard"), QStringLiteral("Blue"), QStringLiteral("4"), QStringLiteral("Hale"),
              QStringLiteral("0203")},
             {QStringLiteral("Alpha"), QStringLiteral("Red"), QStringLiteral("1"), QStringLiteral("Captain"),
              QStringLiteral("0202")},
             {QStringLiteral("Reserve"), QStringLiteral("Red"), QStringLiteral("2"), QString(), QStringLiteral("0402")},
             {QStringLiteral("Rearguard"), QStringLiteral("Red"), QStringLiteral("2"), QString(),
              QStringLiteral("0909")}},
            {QStringLiteral("Hale:Blue"), QStringLiteral("Captain:Red")});
        QVERIFY(!file.isEmpty());
        auto cli = [&](const QStringList &words, int code = 0) { return runOn(file, words, code); };
        QCOMPARE(cli({QStringLiteral("phase"), QStringLiteral("--begin-movement")}).code, 0);
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("Vanguard"),
                      QStringLiteral("--to"), QStringLiteral("0202")})
                     .code,
                 0);
        const int h = cli({QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Captain")})
                          .json()
                          .value(QStringLiteral("effective_heroics"))
                          .toInt();
        QVERIFY(h > 1);
        // Blue's four dice, Red's one, then the Captain's survival check.
        const QString faces = QStringLiteral("6,1,1,1,1,%1").arg(h - 1);
        const QStringList battle{QStringLiteral("battle"), QStringLiteral("--hex"),   QStringLiteral("0202"),
                                 QStringLiteral("--auto"), QStringLiteral("--faces"), faces};
        CliResult r = cli(QStringList(battle) << QStringLiteral("--escape-to") << QStringLiteral("Captain=Nowhere"), 1);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("Reserve, Rearguard"), r.err.constData()); // nearest first; Alpha is emptied
        QCOMPARE(cli(QStringList(battle) << QStringLiteral("--escape-to") << QStringLiteral("Captain"), 2).code, 2);
        r = cli(QStringList(battle) << QStringLiteral("--escape-to") << QStringLiteral("Captain=Rearguard"));
        QCOMPARE(r.code, 0);
        const QJsonObject captain =
            cli({QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Captain")}).json();
        QCOMPARE(captain.value(QStringLiteral("force")).toString(), QStringLiteral("Rearguard"));
        QCOMPARE(captain.value(QStringLiteral("status")).toString(), QStringLiteral("active"));
    }

    void aFlankMarchArrivesInAFieldBattle_M2_M3()
    {
        const QString file =
            tableCampaign(QStringLiteral("flank"),
                          {{QStringLiteral("Vanguard"), QStringLiteral("Blue"), QStringLiteral("4"),
                            QStringLiteral("Hale,Scout"), QStringLiteral("0203")},
                           {QStringLiteral("Alpha"), QStringLiteral("Red"), QStringLiteral("4"),
                            QStringLiteral("Captain"), QStringLiteral("0202")}},
                          {QStringLiteral("Hale:Blue"), QStringLiteral("Scout:Blue"), QStringLiteral("Captain:Red")});
        QVERIFY(!file.isEmpty());
        auto cli = [&](const QStringList &words, int code = 0) { return runOn(file, words, code); };
        QCOMPARE(cli({QStringLiteral("phase"), QStringLiteral("--begin-movement")}).code, 0);
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("Vanguard"),
                      QStringLiteral("--to"), QStringLiteral("0202")})
                     .code,
                 0);
        QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Scout")})
                     .json()
                     .value(QStringLiteral("general_level"))
                     .toString(),
                 QStringLiteral("average"));
        const QStringList battle{QStringLiteral("battle"), QStringLiteral("--hex"), QStringLiteral("0202"),
                                 QStringLiteral("--auto")};
        // RULES M2's refusals: the commander-in-chief, more than half, a bad spec.
        QVERIFY(cli(QStringList(battle) << QStringLiteral("--flank") << QStringLiteral("Hale=1:left"), 1)
                    .err.contains("commander-in-chief"));
        QVERIFY(cli(QStringList(battle) << QStringLiteral("--flank") << QStringLiteral("Scout=3:left"), 1)
                    .err.contains("half"));
        QCOMPARE(cli(QStringList(battle) << QStringLiteral("--flank") << QStringLiteral("Scout=2:up"), 2).code, 2);
        // Round 1: Blue's 2 dice and Red's 4 miss; Scout rolls 5 and 6, +1 average, +0: 12, he arrives. Round 2:
        // Blue's 4 dice are all sixes, Red's 4 miss; the Captain's survival check is a 6: captured.
        const QString faces = QStringLiteral("1,1,1,1,1,1,5,6,6,6,6,6,1,1,1,1,6");
        const CliResult r = cli(QStringList(battle) << QStringLiteral("--flank") << QStringLiteral("Scout=2:left")
                                                    << QStringLiteral("--faces") << faces);
        QCOMPARE(r.code, 0);
        const QJsonObject attacker = r.json().value(QStringLiteral("attacker")).toObject();
        const QJsonObject march = attacker.value(QStringLiteral("flank_marches")).toArray().first().toObject();
        QCOMPARE(march.value(QStringLiteral("state")).toString(), QStringLiteral("arrived"));
        QCOMPARE(march.value(QStringLiteral("arrived_round")).toInt(), 2);
        QCOMPARE(
            march.value(QStringLiteral("rolls")).toArray().first().toObject().value(QStringLiteral("total")).toInt(),
            12);
        QCOMPARE(r.json().value(QStringLiteral("result")).toString(), QStringLiteral("attacker_wins"));
        QCOMPARE(forceOnMapIn(file, QStringLiteral("Vanguard")).value(QStringLiteral("good")).toInt(), 4);
        const QJsonArray history = cli({QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Scout")})
                                       .json()
                                       .value(QStringLiteral("history"))
                                       .toArray();
        QVERIFY(history.last()
                    .toObject()
                    .value(QStringLiteral("text"))
                    .toString()
                    .contains(QLatin1String("arrived at the start of round 2")));
        QCOMPARE(cli({QStringLiteral("verify")}).code, 0);
    }

    // RULES F8 from the command line: only leaders are left of both sides at 0505; the Envoy tries to retreat.
    void onlyLeadersLeftRetreatOrDuel_F8()
    {
        const QString file = tableCampaign(
            QStringLiteral("leaders"),
            {{QStringLiteral("Scouts"), QStringLiteral("Blue"), QStringLiteral("0"), QStringLiteral("Envoy"),
              QStringLiteral("0505")},
             {QStringLiteral("Heralds"), QStringLiteral("Red"), QStringLiteral("0"), QStringLiteral("Herald"),
              QStringLiteral("0505")},
             {QStringLiteral("Host"), QStringLiteral("Blue"), QStringLiteral("3"), QString(), QStringLiteral("0909")}},
            {QStringLiteral("Envoy:Blue"), QStringLiteral("Herald:Red")});
        QVERIFY(!file.isEmpty());
        const int maneuver = runOn(file, {QStringLiteral("leader"), QStringLiteral("show"), QStringLiteral("Envoy")})
                                 .json()
                                 .value(QStringLiteral("maneuver"))
                                 .toInt();
        QVERIFY(maneuver < 6);
        QCOMPARE(runOn(file,
                       {QStringLiteral("retreat"), QStringLiteral("Envoy"), QStringLiteral("--to"),
                        QStringLiteral("0909"), QStringLiteral("--faces"), QStringLiteral("1")},
                       1)
                     .code,
                 1); // not a space around
        CliResult r = runOn(file,
                            {QStringLiteral("retreat"), QStringLiteral("Envoy"), QStringLiteral("--faces"),
                             QString::number(maneuver + 1)});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("retreated")).toBool(), false);
        QCOMPARE(r.json().value(QStringLiteral("must_duel_or_be_captured")).toBool(), true);
        QCOMPARE(r.json().value(QStringLiteral("captor")).toString(), QStringLiteral("Red"));
        QCOMPARE(forceOnMapIn(file, QStringLiteral("Scouts")).value(QStringLiteral("hex")).toString(),
                 QStringLiteral("0505"));
        // RULES F8: he cannot try again in this battle, and may not walk away (RULES F1).
        r = runOn(file,
                  {QStringLiteral("retreat"), QStringLiteral("Envoy"), QStringLiteral("--to"), QStringLiteral("0506"),
                   QStringLiteral("--faces"), QString::number(maneuver)},
                  1);
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("may not try again"));
        runOn(file, {QStringLiteral("phase"), QStringLiteral("--begin-movement")});
        r = runOn(file,
                  {QStringLiteral("force"), QStringLiteral("move"), QStringLiteral("Scouts"), QStringLiteral("--to"),
                   QStringLiteral("0506")},
                  1);
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("RULES F1"));
        // The Herald has not tried: on a 1 he steps off to 0506, and the Heralds may not move again this turn.
        r = runOn(file,
                  {QStringLiteral("retreat"), QStringLiteral("Herald"), QStringLiteral("--to"), QStringLiteral("0506"),
                   QStringLiteral("--faces"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("retreated")).toBool(), true);
        QCOMPARE(r.json().value(QStringLiteral("hex")).toString(), QStringLiteral("0506"));
        const QJsonObject heralds = forceOnMapIn(file, QStringLiteral("Heralds"));
        QCOMPARE(heralds.value(QStringLiteral("hex")).toString(), QStringLiteral("0506"));
        QCOMPARE(heralds.value(QStringLiteral("retreated")).toBool(), true);
        // Nobody is left to meet: a try is refused by the rules.
        r = runOn(file,
                  {QStringLiteral("retreat"), QStringLiteral("Envoy"), QStringLiteral("--faces"), QStringLiteral("1")},
                  1);
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("RULES F8"));
    }

    void threeTurnsThenTheLogVerifies()
    {
        QCOMPARE(run({QStringLiteral("phase")}, {QStringLiteral("--begin-movement")}).code, 0);
        QCOMPARE(run({QStringLiteral("turn")}, {QStringLiteral("--end")}).code, 0);
        const QJsonObject map = run({QStringLiteral("map")}, {}).json();
        QCOMPARE(map.value(QStringLiteral("turn")).toInt(), 4);
        const CliResult v = run({QStringLiteral("verify")}, {});
        QCOMPARE(v.code, 0);
        QVERIFY(v.json().value(QStringLiteral("ok")).toBool());
        QVERIFY(v.json().value(QStringLiteral("checked")).toInt() > 10);
    }
};

QTEST_GUILESS_MAIN(TestCliCampaign)
#include "test_cli_campaign.moc"
