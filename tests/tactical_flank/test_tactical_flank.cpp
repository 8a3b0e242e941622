// Flank marches on the battle board (RULES M3, M4, M5) with scripted dice: the arrival roll at the end of a game
// turn, the placement near the side edge, no room, the opponent's shift, M5's order and its ties, the journal.

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "tactical/autoplayer.h"
#include "tactical/battlejournal.h"
#include "tactical/tacticalbattle.h"

#include <QtTest>

#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

TacticalUnit makeUnit(int id, int side, const Hex &hex)
{
    TacticalUnit u;
    u.id = id;
    u.side = side;
    u.type = type("infantry");
    u.figures = rules().units[u.type].figures;
    u.hex = hex;
    return u;
}

/** A 9 x 7 board: Blue (side 0) at the top edge, Red (side 1) at the bottom; Blue plays first. */
struct Field
{
    TacticalSetup setup;
    ScriptedDice dice{{}};
    Roller roller{dice};
    std::unique_ptr<TacticalBattle> battle;

    Field()
    {
        setup.board.columns = 9;
        setup.board.rows = 7;
        setup.sideNames[0] = QStringLiteral("Blue");
        setup.sideNames[1] = QStringLiteral("Red");
    }
    int add(int side, const Hex &hex)
    {
        const int id = nextId++;
        setup.units << makeUnit(id, side, hex);
        return id;
    }
    /** A march of `units` infantry under a general of `level`, by `edge`; returns the first unit's id. */
    int march(int side, FlankEdge edge, GeneralLevel level, int units)
    {
        TacticalMarch m;
        m.side = side;
        m.edge = edge;
        m.general = {0, side == 0 ? QStringLiteral("Sir Hugh") : QStringLiteral("Lord Odo"), 3};
        m.level = level;
        const int first = nextId;
        for (int i = 0; i < units; ++i)
            m.units << makeUnit(nextId++, side, {-1, -1});
        setup.marches << m;
        return first;
    }
    void start() { battle = std::make_unique<TacticalBattle>(rules(), setup); }
    /** Crossed swords for each activation die the side to play rolls (RULES C3: a march's general is a leader). */
    void pushSwords()
    {
        const TacticalSetup &s = battle->setup();
        bool withLeaders =
            std::any_of(s.units.cbegin(), s.units.cend(), [](const TacticalUnit &u) { return u.leader.has_value(); });
        for (const TacticalMarch &m : s.marches)
            withLeaders = withLeaders || std::any_of(m.units.cbegin(), m.units.cend(), [](const TacticalUnit &u) {
                              return u.leader.has_value();
                          });
        int leaders = 0;
        for (const TacticalUnit &u : battle->units())
            leaders += u.alive() && u.side == battle->side() && u.leader && battle->board().contains(u.hex);
        dice.push(QList<int>(withLeaders ? 1 + leaders : rules().activationDice, 6));
    }
    /** Both sides roll crossed swords and end their turns: a game turn with nothing done. */
    void quietGameTurn()
    {
        for (int i = 0; i < 2; ++i) {
            pushSwords();
            battle->rollActivation(roller);
            battle->endTurn();
        }
    }
    int nextId = 1;
};

} // namespace

class TestTacticalFlank : public QObject
{
    Q_OBJECT

private slots:
    void theMarchRollsAtTheEndOfAGameTurn_M3()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        f.march(0, FlankEdge::Right, GeneralLevel::Average, 2);
        f.start();
        QCOMPARE(f.battle->unitsToWin(1), 2); // half of Blue's 3 units, its march counted, rounded up
        QCOMPARE(f.battle->log().size(), 1);  // RULES M2: noted before any die
        QVERIFY(f.battle->log().first().text.shown().contains(QLatin1String("Sir Hugh leads 2 unit")));
        QVERIFY(f.battle->log().first().faces.isEmpty());
        f.pushSwords();
        f.battle->rollActivation(f.roller);
        f.battle->endTurn();
        QCOMPARE(f.battle->phase(), TacticalPhase::Activation); // Blue's turn alone is no game turn
        f.pushSwords();
        f.battle->rollActivation(f.roller);
        f.battle->endTurn();
        QCOMPARE(f.battle->phase(), TacticalPhase::MarchRolls);
        QVERIFY(!f.battle->whyCannotRollActivation().isEmpty());
        f.dice.push({5, 5}); // 10 + 1 + 0 = 11: not yet
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.battle->phase(), TacticalPhase::Activation);
        QCOMPARE(f.battle->marches().first().rolls.last().total, 11);
        f.quietGameTurn();
        f.dice.push({5, 5}); // 10 + 1 + 1 = 12: it comes in
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.battle->phase(), TacticalPhase::Arrival);
        QCOMPARE(f.battle->placingSide(), 0);
        QCOMPARE(f.battle->unitsToPlace().size(), 2);
        // RULES M2, C11 (issue 30): the general comes in with his units, on the first of them.
        const int first = f.battle->unitsToPlace().first();
        const Hex at = f.battle->arrivalHexes(first).first();
        f.battle->placeArrival(first, at);
        QCOMPARE(f.battle->unitAt(at)->leader->name, QStringLiteral("Sir Hugh"));
    }

    void arrivingUnitsArePlacedNearTheEdgeAwayFromTheEnemy_M4()
    {
        Field f;
        f.add(0, {4, 0});
        const int red = f.add(1, {1, 4}); // close to the left edge
        const int first = f.march(0, FlankEdge::Right, GeneralLevel::Excellent, 2);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 3}); // 9 + 3: arrives
        f.battle->rollMarches(f.roller);
        const QList<Hex> legal = f.battle->arrivalHexes(first);
        QList<Hex> expected;
        for (int c = 0; c < 3; ++c)
            for (int r = 0; r < 7; ++r)
                if (HexGrid::distance({c, r}, f.battle->unit(red)->hex) > 2)
                    expected << Hex{c, r};
        QCOMPARE(legal.size(), expected.size());
        for (const Hex &h : expected)
            QVERIFY(legal.contains(h));
        QVERIFY(!f.battle->whyCannotPlace(first, {3, 0}).isEmpty()); // four hexes from the edge
        QVERIFY(!f.battle->whyCannotPlace(first, {1, 3}).isEmpty()); // beside the enemy
        QVERIFY(f.battle->whyCannotPlace(first + 1, {0, 0}).isEmpty());
        f.battle->placeArrival(first, {0, 0});
        QVERIFY(!f.battle->arrivalHexes(first + 1).contains(Hex{0, 0})); // taken
        f.battle->placeArrival(first + 1, {2, 0});
        QCOMPARE(f.battle->unit(first)->hex, (Hex{0, 0}));
        QVERIFY(f.battle->unitAt({2, 0}));
        // M4: Red's unit stands more than 4 hexes from both: it has nothing to shift, and the turn goes on.
        const Hex redAt = f.battle->unit(red)->hex;
        QVERIFY(HexGrid::distance(redAt, {0, 0}) > 4 && HexGrid::distance(redAt, {2, 0}) > 4);
        QCOMPARE(f.battle->phase(), TacticalPhase::Activation);
        QVERIFY(f.battle->shiftableUnits().isEmpty());
    }

    void aUnitWithNoRoomIsEliminatedForTheBattle_M4()
    {
        Field f;
        f.setup.board.columns = 5;
        f.setup.board.rows = 5;
        f.add(0, {4, 0});
        f.add(1, {1, 2}); // the three of them within 2 hexes of every hex of the left three columns
        f.add(1, {1, 0});
        f.add(1, {1, 4});
        const int first = f.march(0, FlankEdge::Right, GeneralLevel::Good, 2);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6});
        f.battle->rollMarches(f.roller);
        QVERIFY(f.battle->arrivalHexes(first).isEmpty());
        QCOMPARE(f.battle->marches().first().noRoom.size(), 2);
        QCOMPARE(f.battle->unitsEliminatedBy(1), 2);    // lost for victory
        QCOMPARE(f.battle->returningUnits().size(), 2); // but back to the campaign, not killed
        QVERIFY(!f.battle->unit(first));
    }

    void eachMarchsRoomIsItsOwnEdges_M4()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {1, 1}); // every hex of the first three columns within 2 of one of these
        f.add(1, {1, 5});
        f.add(1, {2, 3});
        const int west = f.march(0, FlankEdge::Right, GeneralLevel::Good, 2);
        const int east = f.march(0, FlankEdge::Left, GeneralLevel::Good, 2);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6, 6, 6}); // both arrive
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.battle->phase(), TacticalPhase::Arrival);
        QCOMPARE(f.battle->marches().at(0).noRoom, (QList<int>{west, west + 1}));
        QVERIFY(f.battle->marches().at(1).noRoom.isEmpty());
        QCOMPARE(f.battle->unitsToPlace(), (QList<int>{east, east + 1}));
        QCOMPARE(f.battle->unitsEliminatedBy(1), 2);
        f.battle->placeArrival(east, f.battle->arrivalHexes(east).first());
        f.battle->placeArrival(east + 1, f.battle->arrivalHexes(east + 1).first());
        QVERIFY(f.battle->unit(east) && f.battle->unit(east + 1));
    }

    void leftIsTheSidesOwnLeftFacingTheEnemy_M2()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        const int blue = f.march(0, FlankEdge::Left, GeneralLevel::Good, 1);
        const int red = f.march(1, FlankEdge::Left, GeneralLevel::Good, 1);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6, 6, 6}); // both arrive, by opposite edges of the board: no M5 order between them
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.battle->phase(), TacticalPhase::Arrival);
        QCOMPARE(f.battle->placingSide(), 0);
        QCOMPARE(f.battle->unitsToPlace(), QList<int>{blue});
        // Blue stands at the top facing down: its left is the board's right.
        for (const Hex &h : f.battle->arrivalHexes(blue))
            QVERIFY2(h.col >= 6, qPrintable(hexLabel(h)));
        f.battle->placeArrival(blue, f.battle->arrivalHexes(blue).first());
        QCOMPARE(f.battle->placingSide(), 1);
        for (const Hex &h : f.battle->arrivalHexes(red))
            QVERIFY2(h.col <= 2, qPrintable(hexLabel(h)));
    }

    void theOpponentShiftsUnitsNearTheArrivals_M4()
    {
        Field f;
        f.add(0, {8, 0});
        const int near = f.add(1, {4, 4}); // 4 hexes from the hex (0, 4)
        const int far = f.add(1, {8, 6});
        const int first = f.march(0, FlankEdge::Right, GeneralLevel::Good, 1);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6});
        f.battle->rollMarches(f.roller);
        QVERIFY(f.battle->whyCannotPlace(first, {0, 4}).isEmpty());
        f.battle->placeArrival(first, {0, 4});
        QCOMPARE(f.battle->phase(), TacticalPhase::Shift);
        QCOMPARE(f.battle->shiftingSide(), 1);
        QCOMPARE(f.battle->shiftableUnits(), QList<int>{near});
        QVERIFY(!f.battle->whyCannotShift(far, {7, 6}).isEmpty());
        const QList<Hex> steps = f.battle->shiftHexes(near);
        QVERIFY(!steps.isEmpty());
        for (const Hex &h : steps) {
            QCOMPARE(HexGrid::distance(h, {4, 4}), 1);
            QVERIFY(HexGrid::distance(h, {0, 4}) > 2); // never within 2 hexes of an enemy
        }
        const Hex to = steps.first();
        f.battle->shift(near, to);
        QCOMPARE(f.battle->unit(near)->hex, to);
        QCOMPARE(f.battle->phase(), TacticalPhase::Activation); // each unit shifts once; none left
        QCOMPARE(f.battle->side(), 0);
    }

    void bothSidesByOneEdgeAlternateTheHigherRollFirst_M5_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("blueLevel");
        QTest::addColumn<int>("redLevel");
        QTest::addColumn<int>("first");
        // Blue 6+6+2 = 14 against Red 6+6+1 = 13 (good, average): Blue first.
        QTest::newRow("higher roll") << QList<int>{6, 6, 6, 6} << int(GeneralLevel::Good) << int(GeneralLevel::Average)
                                     << 0;
        // Blue 6+5+1 = 12, Red 5+6+2 = 13: Red first.
        QTest::newRow("higher roll, red")
            << QList<int>{6, 5, 5, 6} << int(GeneralLevel::Average) << int(GeneralLevel::Good) << 1;
        // Blue 6+6+0 = 12 (poor), Red 5+6+1 = 12 (average): a tie goes to the higher bonus, Red.
        QTest::newRow("tie, bonus") << QList<int>{6, 6, 5, 6} << int(GeneralLevel::Poor) << int(GeneralLevel::Average)
                                    << 1;
        // Both average, 6+5+1 each: a re-roll, first 3 v 3, then 2 v 4: Red.
        QTest::newRow("tie, re-roll") << QList<int>{6, 5, 5, 6, 3, 3, 2, 4} << int(GeneralLevel::Average)
                                      << int(GeneralLevel::Average) << 1;
    }

    void bothSidesByOneEdgeAlternateTheHigherRollFirst_M5()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, blueLevel);
        QFETCH(int, redLevel);
        QFETCH(int, first);
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        const int blue = f.march(0, FlankEdge::Left, GeneralLevel(blueLevel), 2);
        const int red = f.march(1, FlankEdge::Right, GeneralLevel(redLevel), 2);
        f.start();
        f.quietGameTurn();
        f.dice.push(faces);
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.dice.remaining(), 0); // every re-roll taken, nothing more
        QCOMPARE(f.battle->phase(), TacticalPhase::Arrival);
        QCOMPARE(f.battle->placingSide(), first);
        // They alternate: first, other, first, other.
        const int firstIds = first == 0 ? blue : red;
        const int otherIds = first == 0 ? red : blue;
        const QList<int> order{firstIds, otherIds, firstIds + 1, otherIds + 1};
        for (int i = 0; i < 4; ++i) {
            const int id = order[i];
            QCOMPARE(f.battle->placingSide(), i % 2 == 0 ? first : 1 - first);
            const QList<Hex> hexes = f.battle->arrivalHexes(id);
            QVERIFY(!hexes.isEmpty());
            // Distances from enemies placed before are kept too (RULES M5).
            f.battle->placeArrival(id, hexes.first());
            QVERIFY(f.battle->unit(id));
        }
        for (const TacticalUnit &a : f.battle->units())
            for (const TacticalUnit &b : f.battle->units())
                if (a.side != b.side && a.hex.col >= 6 && b.hex.col >= 6)
                    QVERIFY(HexGrid::distance(a.hex, b.hex) > 2);
    }

    void aDoubleChangesTheLevelForThisBattleOnly_M3()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        f.march(0, FlankEdge::Left, GeneralLevel::Good, 1);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6}); // a double 6: good becomes excellent, and 12 + 2 arrives
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.battle->marches().first().rolls.last().levelAfter, GeneralLevel::Excellent);
        QCOMPARE(f.battle->marches().first().progress.level, GeneralLevel::Excellent);
        bool said = false;
        for (const TacticalEvent &e : f.battle->log())
            said = said || e.text.shown().contains(QLatin1String("A double 6: he is excellent for this battle"));
        QVERIFY(said);
    }

    void aGeneralMarkedSheIsSpokenOfSo_M3_issue30_12()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        f.march(0, FlankEdge::Left, GeneralLevel::Good, 1);
        f.setup.marches[0].general.pronoun = Pronoun::She;
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6});
        f.battle->rollMarches(f.roller);
        QStringList said;
        for (const TacticalEvent &e : f.battle->log())
            said << e.text.shown();
        QVERIFY2(said.join(QLatin1Char('\n')).contains(QLatin1String("A double 6: she is excellent for this battle")),
                 qPrintable(said.join(QLatin1Char('\n'))));
    }

    void aPoorGeneralsDoubleOneAbortsTheMarch_M3()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        f.march(0, FlankEdge::Right, GeneralLevel::Poor, 2);
        f.start();
        f.quietGameTurn();
        f.dice.push({1, 1});
        f.battle->rollMarches(f.roller);
        QCOMPARE(f.battle->marches().first().progress.state, MarchState::Aborted);
        QCOMPARE(f.battle->unitsEliminatedBy(1), 2); // lost for victory: Red needs 2 of Blue's 3
        QCOMPARE(f.battle->winner(), 1);
        QCOMPARE(f.battle->returningUnits().size(), 2);
    }

    void aBattleOverBeforeArrivalEndsTheMarch_M3()
    {
        Field f;
        f.add(0, {4, 0});
        f.add(1, {4, 6});
        f.march(0, FlankEdge::Right, GeneralLevel::Good, 1);
        f.start();
        f.battle->withdraw(0);
        QCOMPARE(f.battle->marches().first().progress.state, MarchState::Ended);
        QCOMPARE(f.battle->returningUnits().size(), 1);
    }

    void theComputerPlaysABattleWithMarchesToTheEnd_M3_M4()
    {
        for (quint64 seed = 1; seed <= 20; ++seed) {
            Field f;
            for (int c = 2; c < 7; ++c) {
                f.add(0, {c, 0});
                f.add(1, {c, 6});
            }
            f.march(0, FlankEdge::Right, GeneralLevel::Average, 2);
            f.march(1, FlankEdge::Left, GeneralLevel::Good, 2);
            f.start();
            SeededDice dice(seed);
            const Roller roller(dice);
            playAutomatically(*f.battle, roller);
            QCOMPARE(f.battle->phase(), TacticalPhase::Over);
            for (const TacticalBattle::MarchOnBoard &m : f.battle->marches())
                QVERIFY(m.progress.state != MarchState::Marching && m.progress.state != MarchState::Arriving);
            QString why;
            QVERIFY2(replayBattle(rules(), f.setup, f.battle->journal(), &why), qPrintable(why));
        }
    }

    void theJournalReplaysTheMarch_M3_M4()
    {
        Field f;
        f.add(0, {8, 0});
        f.add(1, {4, 4});
        const int first = f.march(0, FlankEdge::Right, GeneralLevel::Good, 1);
        f.start();
        f.quietGameTurn();
        f.dice.push({6, 6});
        f.battle->rollMarches(f.roller);
        f.battle->placeArrival(first, {0, 4});
        f.battle->endShift();
        QCOMPARE(f.battle->phase(), TacticalPhase::Activation);
        const QJsonArray json = journalJson(f.battle->journal());
        QString why;
        const auto steps = journalFromJson(json, &why);
        QVERIFY2(steps, qPrintable(why));
        const auto again = replayBattle(rules(), f.setup, *steps, &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->units(), f.battle->units());
        QCOMPARE(again->phase(), f.battle->phase());
        QCOMPARE(again->journal(), f.battle->journal());
        // A placement the rules refuse is refused by its number.
        QList<TacticalStep> bad = *steps;
        bad[bad.size() - 2].hex = {5, 4};
        QVERIFY(!replayBattle(rules(), f.setup, bad, &why));
        QVERIFY2(why.contains(QLatin1String("(place)")), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestTacticalFlank)
#include "test_tactical_flank.moc"
