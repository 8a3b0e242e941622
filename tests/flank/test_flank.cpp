// Flank marches (RULES M1-M5): the general's level, the arrival roll and its odds, M2's limits.

#include "odds/flankodds.h"
#include "rules/flankrules.h"
#include "tactical/ruleset.h"

#include <QtTest>

#include <functional>

using namespace castellan;

namespace {

constexpr std::array<GeneralLevel, 4> MarchingLevels{GeneralLevel::Poor, GeneralLevel::Average, GeneralLevel::Good,
                                                     GeneralLevel::Excellent};

/** M3 written out apart from the product's code: every sequence of faces over `turns` rolls, enumerated. */
void enumerate(int level, int modifier, int turns, long long weight, int rollIndex, std::vector<long long> &arrived,
               std::vector<long long> &aborted)
{
    if (rollIndex == turns)
        return;
    static const int bonus[] = {0, 0, 1, 2, 3};
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            const long long w = weight / 36; // sequences of faces through this one, counted exactly
            if (a == 1 && b == 1) {
                if (level == 1) { // poor falls to incompetent
                    for (int t = rollIndex; t < turns; ++t)
                        aborted[std::size_t(t)] += w;
                    continue;
                }
                enumerate(level - 1, 0, turns, w, rollIndex + 1, arrived, aborted);
                continue;
            }
            if (a + b + bonus[level] + modifier >= 12) {
                for (int t = rollIndex; t < turns; ++t)
                    arrived[std::size_t(t)] += w;
                continue;
            }
            enumerate(level, modifier + 1, turns, w, rollIndex + 1, arrived, aborted);
        }
    }
}

Ruleset withFlank(const QByteArray &flank, QString *why)
{
    QByteArray json = Ruleset::standard().source;
    const int at = json.indexOf("\"flank_march\"");
    const int end = json.lastIndexOf('}');
    json = json.left(at) + "\"flank_march\": " + flank + "\n" + json.mid(end);
    const auto r = Ruleset::fromJson(json, QStringLiteral("test.json"), why);
    return r ? *r : Ruleset{};
}

} // namespace

class TestFlank : public QObject
{
    Q_OBJECT

private slots:
    void levelComesFromManeuver_M1()
    {
        const FlankTable t;
        QCOMPARE(t.levelOf(1), GeneralLevel::Incompetent);
        QCOMPARE(t.levelOf(2), GeneralLevel::Poor);
        QCOMPARE(t.levelOf(3), GeneralLevel::Average);
        QCOMPARE(t.levelOf(4), GeneralLevel::Average);
        QCOMPARE(t.levelOf(5), GeneralLevel::Good);
        QCOMPARE(t.levelOf(6), GeneralLevel::Excellent);
        QCOMPARE(t.bonusOf(GeneralLevel::Poor), 0);
        QCOMPARE(t.bonusOf(GeneralLevel::Average), 1);
        QCOMPARE(t.bonusOf(GeneralLevel::Good), 2);
        QCOMPARE(t.bonusOf(GeneralLevel::Excellent), 3);
        for (int l = 0; l < GeneralLevelCount; ++l)
            QCOMPARE(levelFromKey(levelKey(GeneralLevel(l))), std::optional<GeneralLevel>(GeneralLevel(l)));
        QVERIFY(!levelFromKey(QStringLiteral("Average")));
    }

    void theShippedRulesetHoldsM1sTable_M1()
    {
        QCOMPARE(Ruleset::standard().flank, FlankTable{});
        QString why;
        const Ruleset r = withFlank(R"({"general_level": ["poor", "poor", "good", "good", "excellent", "excellent"],
                                         "leadership_bonus": {"poor": 1, "average": 2, "good": 3, "excellent": 5}})",
                                    &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(r.flank.levelOf(1), GeneralLevel::Poor);
        QCOMPARE(r.flank.bonusOf(GeneralLevel::Excellent), 5);
    }

    void aFaultyFlankTableIsRefusedByItsField_M1_data()
    {
        QTest::addColumn<QByteArray>("flank");
        QTest::addColumn<QString>("field");
        const QByteArray bonus = R"("leadership_bonus": {"poor": 0, "average": 1, "good": 2, "excellent": 3})";
        QTest::newRow("five levels") << R"({"general_level": ["poor", "poor", "good", "good", "good"], )" + bonus + "}"
                                     << QStringLiteral("flank_march.general_level");
        QTest::newRow("unknown level") << R"({"general_level": ["poor", "poor", "good", "good", "good", "brave"], )"
                + bonus + "}" << QStringLiteral("flank_march.general_level[5]");
        QTest::newRow("bonus missing") << QByteArray(
            R"({"general_level": ["poor", "poor", "good", "good", "good", "good"],
                                           "leadership_bonus": {"poor": 0, "average": 1, "good": 2}})")
                                       << QStringLiteral("flank_march.leadership_bonus.excellent");
        QTest::newRow("bonus of incompetent")
            << QByteArray(R"({"general_level": ["poor", "poor", "good", "good", "good", "good"],
                "leadership_bonus": {"incompetent": 0, "poor": 0, "average": 1, "good": 2, "excellent": 3}})")
            << QStringLiteral("flank_march.leadership_bonus.incompetent");
        QTest::newRow("bonus too big") << QByteArray(
            R"({"general_level": ["poor", "poor", "good", "good", "good", "good"],
                "leadership_bonus": {"poor": 0, "average": 1, "good": 2, "excellent": 300}})")
                                       << QStringLiteral("flank_march.leadership_bonus.excellent");
        QTest::newRow("typo") << R"({"general_levels": ["poor"], )" + bonus + "}"
                              << QStringLiteral("flank_march.general_level");
    }

    void aFaultyFlankTableIsRefusedByItsField_M1()
    {
        QFETCH(QByteArray, flank);
        QFETCH(QString, field);
        QString why;
        withFlank(flank, &why);
        QVERIFY2(why.contains(field), qPrintable(why));
    }

    void theFirstRollAddsNoModifierThenOneARoll_M3()
    {
        const FlankTable t;
        MarchProgress m{GeneralLevel::Average, 0, 0, MarchState::Marching};
        for (int i = 0; i < 4; ++i) {
            const ArrivalRoll r = arrivalRoll(t, m.level, m.modifier, 2, 3);
            QCOMPARE(r.modifier, i);
            QCOMPARE(r.bonus, 1);
            QCOMPARE(r.total, 2 + 3 + 1 + i);
            QVERIFY(!r.arrives);
            m.take(r);
        }
        QCOMPARE(m.rolls, 4);
        QCOMPARE(m.modifier, 4);
        // 5 + 1 + 4 = 10, then 4 + 4 + 1 + 4 = 13: arrives at the start of the next turn.
        const ArrivalRoll r = arrivalRoll(t, m.level, m.modifier, 4, 4);
        QVERIFY(r.arrives);
        m.take(r);
        QCOMPARE(m.state, MarchState::Arriving);
    }

    void twelveArrivesElevenDoesNot_M3()
    {
        const FlankTable t;
        QVERIFY(arrivalRoll(t, GeneralLevel::Good, 2, 3, 5).arrives);  // 8 + 2 + 2 = 12
        QVERIFY(!arrivalRoll(t, GeneralLevel::Good, 1, 3, 5).arrives); // 11
        QVERIFY(arrivalRoll(t, GeneralLevel::Poor, 0, 6, 6).arrives);  // double 6, 12
        QVERIFY(!arrivalRoll(t, GeneralLevel::Poor, 0, 5, 6).arrives); // 11
    }

    void doubleSixRaisesTheLevelAtEveryLevel_M3_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("after");
        QTest::newRow("poor") << int(GeneralLevel::Poor) << int(GeneralLevel::Average);
        QTest::newRow("average") << int(GeneralLevel::Average) << int(GeneralLevel::Good);
        QTest::newRow("good") << int(GeneralLevel::Good) << int(GeneralLevel::Excellent);
        QTest::newRow("excellent stays") << int(GeneralLevel::Excellent) << int(GeneralLevel::Excellent);
    }

    void doubleSixRaisesTheLevelAtEveryLevel_M3()
    {
        QFETCH(int, level);
        QFETCH(int, after);
        const FlankTable t;
        const ArrivalRoll r = arrivalRoll(t, GeneralLevel(level), 3, 6, 6);
        QCOMPARE(int(r.levelAfter), after);
        QCOMPARE(r.bonus, t.bonusOf(GeneralLevel(level))); // the level before the change
        QCOMPARE(r.total, 12 + t.bonusOf(GeneralLevel(level)) + 3);
        QVERIFY(r.arrives);
        QVERIFY(!r.aborted);
        QCOMPARE(r.levelChanged(), level != after);
    }

    void doubleOneLowersTheLevelAndResetsTheModifier_M3_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("after");
        QTest::newRow("poor aborts") << int(GeneralLevel::Poor) << int(GeneralLevel::Incompetent);
        QTest::newRow("average") << int(GeneralLevel::Average) << int(GeneralLevel::Poor);
        QTest::newRow("good") << int(GeneralLevel::Good) << int(GeneralLevel::Average);
        QTest::newRow("excellent") << int(GeneralLevel::Excellent) << int(GeneralLevel::Good);
    }

    void doubleOneLowersTheLevelAndResetsTheModifier_M3()
    {
        QFETCH(int, level);
        QFETCH(int, after);
        const FlankTable t;
        // Modifier 10: 1 + 1 + 10 = 12 would arrive, but a double 1 never does (RULES M3, Reading).
        const ArrivalRoll r = arrivalRoll(t, GeneralLevel(level), 10, 1, 1);
        QCOMPARE(int(r.levelAfter), after);
        QVERIFY(r.total >= ArrivalTotal);
        QVERIFY(!r.arrives);
        QCOMPARE(r.modifierAfter, 0);
        QCOMPARE(r.aborted, after == int(GeneralLevel::Incompetent));
        MarchProgress m{GeneralLevel(level), 10, 3, MarchState::Marching};
        m.take(r);
        QCOMPARE(m.state, r.aborted ? MarchState::Aborted : MarchState::Marching);
        QCOMPARE(m.modifier, 0);
        QCOMPARE(m.rolls, 4);
        if (!r.aborted) // his next roll adds 0
            QCOMPARE(arrivalRoll(t, m.level, m.modifier, 2, 2).modifier, 0);
    }

    void theLimitsOfACommand_M2_data()
    {
        QTest::addColumn<bool>("cic");
        QTest::addColumn<bool>("able");
        QTest::addColumn<bool>("coward");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("sent");
        QTest::addColumn<QString>("why");
        const int avg = int(GeneralLevel::Average);
        QTest::newRow("allowed") << false << true << false << avg << 3 << 2 << QString();
        QTest::newRow("exactly half") << false << true << false << avg << 5 << 0 << QString();
        QTest::newRow("one past half") << false << true << false << avg << 4 << 2 << QStringLiteral("half");
        QTest::newRow("odd army rounds down") << false << true << false << avg << 6 << 0 << QStringLiteral("half");
        QTest::newRow("commander-in-chief")
            << true << true << false << avg << 1 << 0 << QStringLiteral("commander-in-chief");
        QTest::newRow("incompetent") << false << true << false << int(GeneralLevel::Incompetent) << 1 << 0
                                     << QStringLiteral("incompetent");
        QTest::newRow("coward") << false << true << true << avg << 1 << 0 << QStringLiteral("coward");
        QTest::newRow("disabled") << false << false << false << avg << 1 << 0 << QStringLiteral("ratings");
        QTest::newRow("no units") << false << true << false << avg << 0 << 0 << QStringLiteral("at least one unit");
    }

    void theLimitsOfACommand_M2()
    {
        QFETCH(bool, cic);
        QFETCH(bool, able);
        QFETCH(bool, coward);
        QFETCH(int, level);
        QFETCH(int, units);
        QFETCH(int, sent);
        QFETCH(QString, why);
        FlankCandidate c{QStringLiteral("Lord %1 of %2"), able, cic, coward, false, GeneralLevel(level)};
        const int sideUnits = QByteArray(QTest::currentDataTag()) == "odd army rounds down" ? 11 : 10;
        const QString got = whyCannotMarch(c, units, sent, sideUnits);
        if (why.isEmpty())
            QVERIFY2(got.isEmpty(), qPrintable(got));
        else
            QVERIFY2(got.contains(why), qPrintable(got));
        if (!got.isEmpty() && got.contains(QLatin1String("Lord")))
            QVERIFY(got.contains(QLatin1String("Lord %1 of %2"))); // a name is never read as a message's place
    }

    void oneRollByHand_M3()
    {
        const FlankTable t;
        // Turn 1, no modifier: excellent arrives on 2d6 >= 9 (10 of 36), poor only on a double 6 and aborts on a
        // double 1.
        QCOMPARE(flankOdds(t, GeneralLevel::Excellent, 1).arrivedByTurn[0], 10.0 / 36.0);
        QCOMPARE(flankOdds(t, GeneralLevel::Excellent, 1).aborted(), 0.0);
        QCOMPARE(flankOdds(t, GeneralLevel::Poor, 1).arrivedByTurn[0], 1.0 / 36.0);
        QCOMPARE(flankOdds(t, GeneralLevel::Poor, 1).aborted(), 1.0 / 36.0);
        // Average on turn 2 with no double 1 before: 2d6 + 1 + 1 >= 12, 2d6 >= 10: 6 of 36.
        const FlankOdds avg = flankOdds(t, GeneralLevel::Average, 2);
        const double first = 3.0 / 36.0; // 2d6 >= 11
        QCOMPARE(avg.arrivesOn(1), first);
        // Second roll after a miss: the miss either kept average with modifier 1 (32 of 36 faces) or was a double 1
        // (poor, modifier 0: only a double 6 arrives).
        const double second = (32.0 / 36.0) * (6.0 / 36.0) + (1.0 / 36.0) * (1.0 / 36.0);
        QVERIFY(qAbs(avg.arrivesOn(2) - second) < 1e-15);
    }

    void oddsMatchAnIndependentEnumeration_M3_data()
    {
        QTest::addColumn<int>("level");
        for (GeneralLevel l : MarchingLevels)
            QTest::newRow(qPrintable(levelKey(l))) << int(l);
    }

    void oddsMatchAnIndependentEnumeration_M3()
    {
        QFETCH(int, level);
        const int turns = 3;
        std::vector<long long> arrived(turns, 0), aborted(turns, 0);
        const long long sequences = 36 * 36 * 36;
        enumerate(level, 0, turns, sequences, 0, arrived, aborted);
        const FlankOdds o = flankOdds(FlankTable{}, GeneralLevel(level), turns);
        for (int t = 0; t < turns; ++t) {
            QVERIFY(qAbs(o.arrivedByTurn[std::size_t(t)] - double(arrived[std::size_t(t)]) / double(sequences))
                    < 1e-14);
            QVERIFY(qAbs(o.abortedByTurn[std::size_t(t)] - double(aborted[std::size_t(t)]) / double(sequences))
                    < 1e-14);
        }
    }

    void oddsGrowAndStayBelowOne_M3()
    {
        for (GeneralLevel l : MarchingLevels) {
            const FlankOdds o = flankOdds(FlankTable{}, l, MaxFlankTurns);
            QCOMPARE(int(o.arrivedByTurn.size()), MaxFlankTurns);
            for (int t = 1; t < MaxFlankTurns; ++t) {
                QVERIFY(o.arrivedByTurn[std::size_t(t)] >= o.arrivedByTurn[std::size_t(t - 1)]);
                QVERIFY(o.abortedByTurn[std::size_t(t)] >= o.abortedByTurn[std::size_t(t - 1)]);
            }
            // The modifier grows without bound, so in 50 rolls the march has all but surely arrived or aborted.
            QVERIFY(qAbs(o.arrivedByTurn.back() + o.aborted() - 1.0) < 1e-12);
        }
        QCOMPARE(flankOdds(FlankTable{}, GeneralLevel::Incompetent, 5).arrivedByTurn.back(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestFlank)
#include "test_flank.moc"
