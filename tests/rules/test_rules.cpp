#include "model/leader.h"
#include "rules/leaderrules.h"

#include <QtTest>

using namespace castellan;

Q_DECLARE_METATYPE(castellan::Ratings)

/** The pure leader rules, branch by branch, named after their RULES sections. */
class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void checkAgainstRating_D3_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("rating");
        QTest::addColumn<bool>("succeeds");
        QTest::newRow("equal") << 3 << 3 << true;
        QTest::newRow("under") << 1 << 3 << true;
        QTest::newRow("over") << 4 << 3 << false;
    }

    void checkAgainstRating_D3()
    {
        QFETCH(int, face);
        QFETCH(int, rating);
        QFETCH(bool, succeeds);
        QCOMPARE(checkSucceeds(face, rating), succeeds);
    }

    void assignInOrder_L1()
    {
        const QList<int> faces{6, 5, 4, 3, 2, 1, 6};
        const Ratings r = ratingsFrom(faces, assignInOrder());
        QCOMPARE(r, (Ratings{6, 5, 4, 3, 2, 1, 6}));
        QVERIFY(isCompleteAssignment(assignInOrder()));
    }

    void assignByPriority_L1()
    {
        const QList<int> faces{2, 6, 1, 5, 3, 4, 5};
        const auto dice = assignByPriority(faces, {Trait::Battle, Trait::Rally, Trait::Siege});
        QVERIFY(isCompleteAssignment(dice));
        const Ratings r = ratingsFrom(faces, dice);
        QCOMPARE(rating(r, Trait::Battle), 6);
        QCOMPARE(rating(r, Trait::Rally), 5); // the first 5 rolled
        QCOMPARE(rating(r, Trait::Siege), 5); // the second
        // The rest take the remaining dice (2, 1, 3, 4) in rolled order, in trait order.
        QCOMPARE(rating(r, Trait::Vitality), 2);
        QCOMPARE(rating(r, Trait::Heroics), 1);
        QCOMPARE(rating(r, Trait::Duel), 3);
        QCOMPARE(rating(r, Trait::Maneuver), 4);
    }

    void everyDieUsedOnce_L1_data()
    {
        using Dice = std::array<int, TraitCount>;
        QTest::addColumn<Dice>("dieForTrait");
        QTest::addColumn<bool>("complete");
        QTest::newRow("a die twice") << Dice{0, 0, 1, 2, 3, 4, 5} << false;
        QTest::newRow("a trait without a die") << Dice{0, 1, 2, 3, 4, 5, -1} << false;
        QTest::newRow("a die that was not rolled") << Dice{0, 1, 2, 3, 4, 5, 7} << false;
        QTest::newRow("each die once") << Dice{6, 5, 4, 3, 2, 1, 0} << true;
    }

    void everyDieUsedOnce_L1()
    {
        using Dice = std::array<int, TraitCount>;
        QFETCH(Dice, dieForTrait);
        QFETCH(bool, complete);
        QCOMPARE(isCompleteAssignment(dieForTrait), complete);
    }

    void leaderSheetHoldsTheL2Fields_L2()
    {
        Leader l;
        l.ratings = {4, 3, 5, 2, 6, 1, 3};
        l.vitality = 4;
        QCOMPARE(l.rating(Trait::Battle), 6);
        QCOMPARE(l.rating(Trait::Siege), 1);
        QCOMPARE(l.status(), LeaderStatus::Active);
    }

    void vitalityAndStatus_L3_data()
    {
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("after");
        QTest::addColumn<int>("status");
        QTest::newRow("one wound") << 4 << 1 << 3 << int(LeaderStatus::Active);
        QTest::newRow("down to zero: disabled") << 2 << 2 << 0 << int(LeaderStatus::Disabled);
        QTest::newRow("to minus one: dead") << 2 << 3 << -1 << int(LeaderStatus::Dead);
        QTest::newRow("far below stays dead at -1") << 1 << 9 << -1 << int(LeaderStatus::Dead);
        QTest::newRow("heal") << 2 << -1 << 3 << int(LeaderStatus::Active);
        QTest::newRow("heal capped at rating") << 3 << -5 << 4 << int(LeaderStatus::Active);
        QTest::newRow("heal a disabled leader") << 0 << -1 << 1 << int(LeaderStatus::Active);
    }

    void vitalityAndStatus_L3()
    {
        QFETCH(int, current);
        QFETCH(int, wounds);
        QFETCH(int, after);
        QFETCH(int, status);
        const int v = vitalityAfter(current, wounds, 4);
        QCOMPARE(v, after);
        QCOMPARE(int(statusFor(v, false)), status);
    }

    void theDeadAreNotHealed_L3() { QCOMPARE(vitalityAfter(-1, -3, 4), -1); }

    void disabledLeaderIsNotAble_L3()
    {
        Leader l;
        l.ratings = {3, 5, 5, 3, 3, 3, 3};
        l.vitality = 0;
        QVERIFY(!l.isAble());
        QCOMPARE(l.effectiveDuel(), 0);
        QCOMPARE(l.effectiveHeroics(), 0);
    }

    void vitalityCapsDuelAndHeroics_L4()
    {
        Leader l;
        l.ratings = {5, 6, 4, 3, 3, 3, 3};
        l.vitality = 5;
        QCOMPARE(l.effectiveDuel(), 4);
        QCOMPARE(l.effectiveHeroics(), 5);
        l.vitality = 2;
        QCOMPARE(l.effectiveDuel(), 2);
        QCOMPARE(l.effectiveHeroics(), 2);
        QCOMPARE(effectiveRating(3, -1), 0);
    }

    void recoveryOnASix_L5()
    {
        for (int face = 1; face <= 5; ++face)
            QVERIFY(!recovers(face));
        QVERIFY(recovers(6));
        QCOMPARE(recoveredVitality(false, 5), 1);
        QCOMPARE(recoveredVitality(true, 5), 5);
    }

    void statuses_L6()
    {
        QCOMPARE(statusFor(3, false), LeaderStatus::Active);
        QCOMPARE(statusFor(0, false), LeaderStatus::Disabled);
        QCOMPARE(statusFor(3, true), LeaderStatus::Captured);
        QCOMPARE(statusFor(0, true), LeaderStatus::Captured);
        QCOMPARE(statusFor(-1, true), LeaderStatus::Dead);
        QCOMPARE(statusKey(LeaderStatus::Captured), QStringLiteral("captured"));
    }

    void comparativeBonus_R1_data()
    {
        QTest::addColumn<int>("mine");
        QTest::addColumn<int>("theirs");
        QTest::addColumn<int>("bonus");
        QTest::newRow("better by 2") << 6 << 4 << 2;
        QTest::newRow("worse") << 4 << 6 << 0;
        QTest::newRow("equal ratings cancel") << 3 << 3 << 0;
        QTest::newRow("against no able leader, who counts 0") << 5 << 0 << 5;
    }

    void comparativeBonus_R1()
    {
        QFETCH(int, mine);
        QFETCH(int, theirs);
        QFETCH(int, bonus);
        QCOMPARE(comparativeBonus(mine, theirs), bonus);
    }

    void actionRatingIsDiceCount_R2()
    {
        // A duelist rolls as many d6 as his effective Duel: each 6 wounds, each 5 cancels.
        Leader l;
        l.ratings = {6, 3, 4, 3, 3, 3, 3};
        l.vitality = 6;
        QCOMPARE(l.effectiveDuel(), 4);
    }

    void checkRatings_R3()
    {
        QVERIFY(checkSucceeds(5, 5));
        QVERIFY(!checkSucceeds(6, 5));
    }

    void heroicDeed_H1_data()
    {
        QTest::addColumn<int>("h");
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("rerolls");
        QTest::newRow("equal: 1 wound, h rerolls") << 4 << 4 << 1 << 4;
        QTest::newRow("equal at 1") << 1 << 1 << 1 << 1;
        QTest::newRow("under by 3: 3 wounds, 3 rerolls") << 5 << 2 << 3 << 3;
        QTest::newRow("under by 1") << 3 << 2 << 1 << 1;
        QTest::newRow("over by 2: 2 wounds, nothing") << 3 << 5 << 2 << 0;
        QTest::newRow("over by 5") << 1 << 6 << 5 << 0;
    }

    void heroicDeed_H1()
    {
        QFETCH(int, h);
        QFETCH(int, face);
        QFETCH(int, wounds);
        QFETCH(int, rerolls);
        const DeedOutcome o = heroicDeed(h, face);
        QCOMPARE(o.wounds, wounds);
        QCOMPARE(o.rerollsGained, rerolls);
    }

    void survival_H3_data()
    {
        QTest::addColumn<int>("h");
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("outcome");
        QTest::newRow("under escapes") << 4 << 3 << int(Survival::Escapes);
        QTest::newRow("1 under 2 escapes") << 2 << 1 << int(Survival::Escapes);
        QTest::newRow("equal dies") << 4 << 4 << int(Survival::Dies);
        QTest::newRow("over is captured") << 4 << 5 << int(Survival::Captured);
        QTest::newRow("heroics 1 cannot escape") << 1 << 1 << int(Survival::Dies);
        QTest::newRow("disabled (h 0) is captured") << 0 << 1 << int(Survival::Captured);
    }

    void survival_H3()
    {
        QFETCH(int, h);
        QFETCH(int, face);
        QFETCH(int, outcome);
        QCOMPARE(int(survival(h, face)), outcome);
    }

    void duelExchange_G1_data()
    {
        QTest::addColumn<QList<int>>("first");
        QTest::addColumn<QList<int>>("second");
        QTest::addColumn<int>("toFirst");
        QTest::addColumn<int>("toSecond");
        QTest::newRow("a six wounds") << QList<int>{6, 2} << QList<int>{3} << 0 << 1;
        QTest::newRow("a five cancels a six") << QList<int>{6} << QList<int>{5} << 0 << 0;
        QTest::newRow("two sixes, one five") << QList<int>{6, 6, 1} << QList<int>{5, 4} << 0 << 1;
        QTest::newRow("both wound") << QList<int>{6, 5} << QList<int>{6, 6, 6} << 2 << 1;
        QTest::newRow("fives never go negative") << QList<int>{5, 5, 5} << QList<int>{1} << 0 << 0;
        QTest::newRow("all misses") << QList<int>{1, 2, 3, 4} << QList<int>{4, 3} << 0 << 0;
    }

    void duelExchange_G1()
    {
        QFETCH(QList<int>, first);
        QFETCH(QList<int>, second);
        QFETCH(int, toFirst);
        QFETCH(int, toSecond);
        const ExchangeOutcome o = duelExchange(first, second);
        QCOMPARE(o.woundsToFirst, toFirst);
        QCOMPARE(o.woundsToSecond, toSecond);
    }

    void assassination_G3()
    {
        QCOMPARE(assassinationWounds({6, 6, 2}, {5}), 1);
        QCOMPARE(assassinationWounds({6}, {6, 6, 6}), 1); // the target's 6s do not wound
        QCOMPARE(assassinationWounds({6}, {5, 5}), 0);
        QCOMPARE(assassinationWounds({4, 4}, {}), 0);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "test_rules.moc"
