#include "siege/siegerules.h"

#include <QtTest>

#include <cmath>

using namespace castellan::siege;

/** The break-in roll (RULES S2) and the siege odds (RULES O2). */
class TestSiege : public QObject
{
    Q_OBJECT

private slots:
    void breakInFaces_S2()
    {
        QCOMPARE(breakInResult(1), BreakInResult::UnitLost);
        for (int f = 2; f <= 5; ++f)
            QCOMPARE(breakInResult(f), BreakInResult::Nothing);
        QCOMPARE(breakInResult(6), BreakInResult::BreakIn);
    }

    void defaultRerollsAnythingButASix_S2()
    {
        // Two rerolls: 3 is re-rolled, 1 is re-rolled (the loss is replaced), 6 stands.
        TurnRolls t = defaultTurn({3, 1, 6}, 2);
        QCOMPARE(t.used, 3);
        QCOMPARE(t.result, BreakInResult::BreakIn);
        // Out of rerolls on a 1: the besieger loses a unit.
        t = defaultTurn({4, 1, 6}, 1);
        QCOMPARE(t.used, 2);
        QCOMPARE(t.result, BreakInResult::UnitLost);
        // A 6 at once: no reroll spent.
        t = defaultTurn({6, 1}, 3);
        QCOMPARE(t.used, 1);
        QCOMPARE(t.result, BreakInResult::BreakIn);
        t = defaultTurn({2}, 0);
        QCOMPARE(t.result, BreakInResult::Nothing);
    }

    void siegeOddsByHand_O2()
    {
        const SiegeOdds none = siegeOdds(0, 1);
        QVERIFY(std::abs(none.breakIn - 1.0 / 6.0) < 1e-15);
        QVERIFY(std::abs(none.expectedLosses - 1.0 / 6.0) < 1e-15);
        // Two rerolls a turn: a turn breaks in with 1 - (5/6)^3; a turn ends on a 1 with (5/6)^2 / 6.
        const SiegeOdds o = siegeOdds(2, 3);
        const double holds = std::pow(5.0 / 6.0, 3);
        const double loss = std::pow(5.0 / 6.0, 2) / 6.0;
        QVERIFY(std::abs(o.breakIn - (1 - holds * holds * holds)) < 1e-15);
        QVERIFY(std::abs(o.expectedLosses - loss * (1 + holds + holds * holds)) < 1e-15);
        QCOMPARE(o.byTurn.size(), 3);
        QVERIFY(o.byTurn[0] < o.byTurn[1] && o.byTurn[1] < o.byTurn[2]);
    }

    void siegeOddsMatchEnumeration_O2()
    {
        // Enumerate every sequence of faces for 2 turns with 1 reroll and apply the default by hand.
        const int rerolls = 1;
        double breakIn = 0;
        double losses = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    for (int d = 1; d <= 6; ++d) {
                        const double p = 1.0 / 1296.0;
                        const TurnRolls first = defaultTurn({a, b}, rerolls);
                        if (first.result == BreakInResult::BreakIn) {
                            breakIn += p;
                            continue;
                        }
                        losses += first.result == BreakInResult::UnitLost ? p : 0;
                        const TurnRolls second = defaultTurn({c, d}, rerolls);
                        breakIn += second.result == BreakInResult::BreakIn ? p : 0;
                        losses += second.result == BreakInResult::UnitLost ? p : 0;
                    }
        const SiegeOdds o = siegeOdds(rerolls, 2);
        QVERIFY(std::abs(o.breakIn - breakIn) < 1e-12);
        QVERIFY(std::abs(o.expectedLosses - losses) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestSiege)
#include "test_siege.moc"
