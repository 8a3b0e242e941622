// Setting up a battle board (issue 13): each side's units on its own rows, terrain painted per hex, leaders
// attached, the board resized, and what keeps a setup from being played; a layout round-trips through JSON.

#include "tactical/boardsetup.h"

#include <QJsonDocument>
#include <QtTest>

#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

namespace { } // namespace

class TestTacticalSetup : public QObject
{
    Q_OBJECT

private slots:
    void eachSideSetsUpOnItsOwnRows()
    {
        TacticalBoard board;
        QCOMPARE(ownRows(board), 4); // 9 rows: four each, the middle one between
        board.rows = 10;
        QCOMPARE(ownRows(board), 4);
        board.rows = 3;
        QCOMPARE(ownRows(board), 1);
        BoardSetup s =
            BoardSetup::blank(rules(), QStringLiteral("Ford"), QStringLiteral("Blue"), QStringLiteral("Red"));
        QVERIFY(s.addUnit(0, type("infantry"), {0, 0}).isEmpty());
        QVERIFY(s.addUnit(0, type("cavalry"), {5, 3}).isEmpty());
        QVERIFY(s.addUnit(0, type("infantry"), {5, 4}).contains(QStringLiteral("own rows")));
        QVERIFY(s.addUnit(1, type("infantry"), {5, 4}).contains(QStringLiteral("own rows")));
        int id = 0;
        QVERIFY(s.addUnit(1, type("artillery"), {5, 5}, &id).isEmpty());
        QCOMPARE(s.unitAt({5, 5})->id, id);
        QCOMPARE(s.unitAt({5, 5})->figures, 2); // RULES C2: artillery 2 figures
        QVERIFY(s.addUnit(1, type("infantry"), {5, 5}).contains(QStringLiteral("holds a unit")));
        QVERIFY(s.addUnit(1, type("infantry"), {13, 5}).contains(QStringLiteral("not on the")));
        QVERIFY(s.addUnit(2, type("infantry"), {1, 8}).contains(QStringLiteral("sides 0 and 1")));
        QVERIFY(s.addUnit(1, 99, {1, 8}).contains(QStringLiteral("no such unit type")));
        QVERIFY(s.moveUnit(id, {5, 8}).isEmpty());
        QVERIFY(s.moveUnit(id, {5, 3}).contains(QStringLiteral("own rows")));
        QVERIFY(s.moveUnit(99, {5, 8}).contains(QStringLiteral("no such unit")));
        QVERIFY(s.removeUnit(99).contains(QStringLiteral("no such unit")));
        QCOMPARE(s.unitCount(0), 2);
        QCOMPARE(s.unitCount(1), 1);
    }

    void terrainIsPaintedPerHexAndTheBoardResized()
    {
        BoardSetup s =
            BoardSetup::blank(rules(), QStringLiteral("Ford"), QStringLiteral("Blue"), QStringLiteral("Red"));
        const int woods = *rules().terrainIndex(QStringLiteral("woods"));
        QVERIFY(s.paint({3, 4}, woods).isEmpty());
        QCOMPARE(s.setup().board.terrainAt({3, 4}), woods);
        QVERIFY(!s.paint({13, 4}, woods).isEmpty());
        QVERIFY(!s.paint({3, 4}, int(rules().terrain.size())).isEmpty());
        QVERIFY(s.addUnit(1, type("infantry"), {2, 8}).isEmpty());
        QVERIFY(s.addUnit(0, type("infantry"), {2, 1}).isEmpty());
        QVERIFY(s.resize(20, 15).isEmpty());
        QCOMPARE(s.setup().board.terrainAt({3, 4}), woods);
        QCOMPARE(s.unitAt({2, 14})->side, 1); // the bottom side's unit moves with its edge
        QCOMPARE(s.unitAt({2, 1})->side, 0);
        QVERIFY(s.resize(31, 9).contains(QStringLiteral("3 to 30")));
        QVERIFY(s.resize(13, 2).contains(QStringLiteral("3 to 20")));
        QVERIFY(s.addUnit(0, type("cavalry"), {4, 6}).isEmpty());
        QVERIFY(s.resize(13, 9).contains(QStringLiteral("off its own rows"))); // row 7 of 9 is no longer Blue's
        QCOMPARE(s.setup().board.rows, 15);
        QVERIFY(s.resize(4, 15).contains(QStringLiteral("off its own rows"))); // a unit in column 5 would fall off
    }

    void leadersAreAttachedAndNamesChecked()
    {
        BoardSetup s =
            BoardSetup::blank(rules(), QStringLiteral("Ford"), QStringLiteral("Blue"), QStringLiteral("Red"));
        int a = 0, b = 0;
        QVERIFY(s.addUnit(0, type("infantry"), {1, 1}, &a).isEmpty());
        QVERIFY(s.addUnit(0, type("infantry"), {2, 1}, &b).isEmpty());
        QVERIFY(s.setLeader(a, BoardLeader{0, QStringLiteral("  Marshal %1 Bray "), 4}).isEmpty());
        QCOMPARE(s.unitAt({1, 1})->leader->name, QStringLiteral("Marshal %1 Bray"));
        QVERIFY(
            s.setLeader(b, BoardLeader{0, QStringLiteral("marshal %1 bray"), 3}).contains(QStringLiteral("already")));
        QVERIFY(s.setLeader(b, BoardLeader{0, QStringLiteral("Ward"), 7}).contains(QStringLiteral("0 to 6")));
        QVERIFY(
            s.setLeader(b, BoardLeader{0, QString(10000, QLatin1Char('x')), 3}).contains(QStringLiteral("characters")));
        QVERIFY(s.setLeader(a, std::nullopt).isEmpty());
        QVERIFY(!s.unitAt({1, 1})->leader);
        QVERIFY(s.rename(QString(10000, QLatin1Char('y'))).contains(QStringLiteral("characters")));
        QVERIFY(s.renameSide(1, QStringLiteral("blue")).contains(QStringLiteral("names of their own")));
        QVERIFY(s.renameSide(1, QStringLiteral("Rebels %1")).isEmpty());
        QVERIFY(s.addUnit(1, type("infantry"), {1, 1})
                    .startsWith(QStringLiteral("Rebels %1 sets up on its own rows, the 4")));
    }

    void aSetupIsPlayableOnceEachSideHasUnitsAndVictoryIsInReach()
    {
        BoardSetup s =
            BoardSetup::blank(rules(), QStringLiteral("Ford"), QStringLiteral("Blue"), QStringLiteral("Red"));
        QVERIFY(s.whyCannotPlay().contains(QStringLiteral("Blue has no unit")));
        int a = 0;
        QVERIFY(s.addUnit(0, type("infantry"), {1, 1}, &a).isEmpty());
        QVERIFY(s.whyCannotPlay().contains(QStringLiteral("Red has no unit")));
        QVERIFY(s.addUnit(1, type("cavalry"), {1, 7}).isEmpty());
        QVERIFY(s.whyCannotPlay().isEmpty());
        QVERIFY(s.setUnitsToWin(0, 2).isEmpty());
        QVERIFY(s.whyCannotPlay().contains(QStringLiteral("enemy has 1")));
        QVERIFY(s.setUnitsToWin(0, -1).contains(QStringLiteral("0 (half")));
        QVERIFY(s.setUnitsToWin(0, 1).isEmpty());
        QVERIFY(s.setFirstSide(1).isEmpty());
        QVERIFY(s.setFirstSide(2).contains(QStringLiteral("sides 0 and 1")));
        // Units are numbered in order once set up, whatever was added and removed.
        QVERIFY(s.removeUnit(a).isEmpty());
        QVERIFY(s.addUnit(0, type("artillery"), {3, 0}).isEmpty());
        const TacticalScenario sc = s.scenario();
        QCOMPARE(sc.setup.units[0].id, 1);
        QCOMPARE(sc.setup.units[1].id, 2);
        QCOMPARE(sc.rulesetHash, rules().hash);
        QCOMPARE(sc.setup.firstSide, 1);
    }

    void aLayoutRoundTripsThroughJson()
    {
        BoardSetup s =
            BoardSetup::blank(rules(), QStringLiteral("Half done"), QStringLiteral("Blue"), QStringLiteral("Red"));
        QVERIFY(s.resize(9, 7).isEmpty());
        QVERIFY(s.paint({4, 3}, *rules().terrainIndex(QStringLiteral("stream"))).isEmpty());
        QVERIFY(s.addUnit(0, type("cavalry"), {4, 0}).isEmpty());
        const QByteArray json = QJsonDocument(scenarioJson(s.scenario(), rules())).toJson();
        QString why;
        QVERIFY(
            !scenarioFromJson(json, rules(), QStringLiteral("half.json"), &why)); // not yet to play: Red has no unit
        QVERIFY2(why.contains(QStringLiteral("half.json")), qPrintable(why));
        const auto layout = scenarioFromJson(json, rules(), QStringLiteral("half.json"), &why, ScenarioUse::Layout);
        QVERIFY2(layout, qPrintable(why));
        const BoardSetup again(rules(), *layout);
        QCOMPARE(again.setup().board, s.setup().board);
        QCOMPARE(again.setup().units, s.scenario().setup.units);
        QCOMPARE(again.scenario().name, QStringLiteral("Half done"));
        QCOMPARE(again.scenario().setup.title, s.scenario().setup.title);
    }
};

QTEST_GUILESS_MAIN(TestTacticalSetup)
#include "test_tactical_setup.moc"
