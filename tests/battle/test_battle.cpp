#include "battle/battle.h"
#include "model/commander.h"
#include "scriptedbattle.h"

#include <QtTest>

using namespace castellan;

/** The field-battle engine, rule by rule, with scripted dice and exact expected states (RULES F, S3). */
class TestBattle : public QObject
{
    Q_OBJECT

    ScriptedRoller mDice;

    Battle make(const Units &a, const Units &d, const QList<Leader> &aLeaders, const QList<Leader> &dLeaders,
                BattleFlags flags = {})
    {
        mDice = {};
        return Battle(QStringLiteral("Ford of Ash"), battleSide(a, aLeaders, 1), battleSide(d, dLeaders, 2), flags,
                      mDice.roller());
    }

private slots:
    void battleBonusFromCommanders_R1_data()
    {
        QTest::addColumn<int>("own");
        QTest::addColumn<bool>("ownAble");
        QTest::addColumn<int>("other");
        QTest::addColumn<bool>("otherAble");
        QTest::addColumn<int>("bonus");
        QTest::newRow("better by 2") << 5 << true << 3 << true << 2;
        QTest::newRow("worse") << 3 << true << 5 << true << 0;
        QTest::newRow("equal") << 4 << true << 4 << true << 0;
        QTest::newRow("against a leaderless side, who counts 0") << 4 << true << 6 << false << 4;
        QTest::newRow("leaderless itself") << 4 << false << 2 << true << 0;
    }

    void battleBonusFromCommanders_R1()
    {
        QFETCH(int, own);
        QFETCH(bool, ownAble);
        QFETCH(int, other);
        QFETCH(bool, otherAble);
        QFETCH(int, bonus);
        QCOMPARE(battleBonus(own, ownAble, other, otherAble), bonus);
    }

    void commanderIsTheHighestBattleUnlessDesignated_R1()
    {
        BattleSide s =
            battleSide({3, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 2, 3, 3}), battleLeader(2, {3, 3, 3, 3, 5, 3, 3})});
        QCOMPARE(s.commander()->id, qint64(2));
        s.commanderId = 1;
        QCOMPARE(s.commander()->id, qint64(1));
        s.leaders[0].vitality = 0; // a disabled commander does not count
        QCOMPARE(s.commander()->id, qint64(2));
        s.leaders[1].capturedBySide = 9;
        QVERIFY(s.isLeaderless());
        QVERIFY(commandExplanation(s.leaders, 1).contains(QStringLiteral("Battle 0")));
        s.leaders[1].capturedBySide = 0;
        QCOMPARE(commanderAmong(s.leaders, 1)->id, qint64(2)); // the same answer for a force and a battle side
        QVERIFY(commandExplanation(s.leaders, 1).contains(QStringLiteral("counts instead")));
    }

    void avoidBattleOnAManeuverCheck_F1()
    {
        Battle b = make({4, 0, 0}, {3, 0, 0}, {}, {battleLeader(7, {3, 3, 3, 4, 3, 3, 3})});
        QVERIFY(b.canAvoid());
        mDice.push({4});
        QVERIFY(b.attemptAvoid());
        QCOMPARE(b.result(), BattleResult::Avoided);
        QCOMPARE(b.phase(), BattlePhase::Over);
        QVERIFY(mDice.rolls().first().context.contains(QStringLiteral("avoid battle")));

        Battle c = make({4, 0, 0}, {3, 0, 0}, {}, {battleLeader(7, {3, 3, 3, 4, 3, 3, 3})});
        mDice.push({5});
        QVERIFY(!c.attemptAvoid());
        QCOMPARE(c.phase(), BattlePhase::RoundStart);
        QCOMPARE(c.round(), 1);
    }

    void leaderlessDefenderCannotAvoid_F1()
    {
        Battle b = make({4, 0, 0}, {3, 0, 0}, {}, {});
        QVERIFY(!b.canAvoid());
    }

    // RULES F2, S3: what one die of fire does, as every view of it asks.
    void whatOneDieOfFireDoes_F2_S3()
    {
        const QList<FireEffect> each{FireEffect::Miss, FireEffect::Miss,  FireEffect::Miss,
                                     FireEffect::Miss, FireEffect::Flags, FireEffect::Eliminates};
        for (int face = 1; face <= 6; ++face)
            QCOMPARE(fireEffect(face), each[face - 1]);
        QCOMPARE(fireEffect(6, true), FireEffect::Flags); // a broken defender's 6 counts as a 5
        QCOMPARE(fireEffect(5, true), FireEffect::Flags);
        QCOMPARE(fireEffect(4, true), FireEffect::Miss);
        QCOMPARE(countFire({6, 5, 4, 6, 5}, 3), (Fire{1, 3}));
    }

    void fireDiceAndResults_F2()
    {
        Battle b = make({5, 0, 0}, {4, 0, 1}, {battleLeader(1, {3, 3, 3, 3, 5, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 3, 3, 3, 3})});
        b.skipAvoid();
        QCOMPARE(b.normalDice(Role::Attacker), 7); // 5 units + bonus 2
        QCOMPARE(b.normalDice(Role::Defender), 4); // broken units do not fire
        mDice.push({6, 6, 5, 1, 2, 3, 4, /* defender */ 5, 5, 1, 6});
        b.fire();
        QCOMPARE(mDice.rolls().at(0).faces.size(), 7);
        QCOMPARE(mDice.rolls().at(0).context, QStringLiteral("battle Ford of Ash, round 1, attacker fire"));
        QCOMPARE(b.fireResult(Role::Attacker), (Fire{2, 1}));
        QCOMPARE(b.fireResult(Role::Defender), (Fire{1, 2}));
    }

    void defaultCasualtiesBrokenFirst_F3()
    {
        QCOMPARE(defaultCasualties({4, 0, 2}, {3, 1}), (Casualties{2, 0, 1, 1}));
        QCOMPARE(defaultCasualties({4, 0, 0}, {0, 9}), (Casualties{0, 0, 0, 4})); // surplus 5s are lost
        QCOMPARE(defaultCasualties({2, 0, 1}, {5, 2}), (Casualties{1, 0, 2, 0}));
        QCOMPARE(applyCasualties({4, 0, 2}, Casualties{2, 0, 1, 1}), (Units{2, 1, 0}));
    }

    void chosenCasualtiesAreChecked_F3()
    {
        const Units u{4, 0, 2};
        QVERIFY(checkCasualties(u, {3, 1}, {0, 0, 3, 1}).isEmpty());  // good units chosen instead of broken
        QVERIFY(!checkCasualties(u, {3, 1}, {0, 0, 2, 1}).isEmpty()); // one 6 ignored
        QVERIFY(!checkCasualties(u, {3, 1}, {3, 0, 0, 1}).isEmpty()); // only 2 broken
        QVERIFY(!checkCasualties(u, {3, 1}, {2, 0, 1, 0}).isEmpty()); // the 5 must flag
        QVERIFY(!checkCasualties(u, {0, 1}, {0, 0, 0, 2}).isEmpty()); // a unit is not flagged twice
    }

    void manualCasualtyChoiceInTheEngine_F3()
    {
        Battle b = make({4, 0, 2}, {4, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 3, 3, 3, 3})});
        b.skipAvoid();
        mDice.push({1, 1, 1, 1, /* defender */ 6, 6, 6, 5});
        b.fire();
        b.endFire();
        QCOMPARE(b.casualties(Role::Attacker), (Casualties{2, 0, 1, 1}));
        QVERIFY(!b.setCasualties(Role::Attacker, {0, 0, 2, 1}).isEmpty());
        QVERIFY(b.setCasualties(Role::Attacker, {0, 0, 3, 1}).isEmpty());
        b.applyCasualties();
        QCOMPARE(b.side(Role::Attacker).units, (Units{0, 0, 3})); // defeated: its flagged unit breaks (F4)
        QCOMPARE(b.side(Role::Attacker).eliminated, 3);
        QCOMPARE(b.result(), BattleResult::DefenderWins); // no good-order unit left (F4)
    }

    void defeatAnnihilationAndMutual_F4()
    {
        Battle b = make({1, 0, 0}, {1, 0, 0}, {}, {});
        b.skipAvoid();
        mDice.push({6, 5});
        b.fire();
        b.endFire();
        b.applyCasualties();
        QCOMPARE(b.result(), BattleResult::Mutual);
        QVERIFY(isAnnihilated(b.side(Role::Defender).units));
        QCOMPARE(b.side(Role::Attacker).units, (Units{0, 0, 1})); // flagged at the end: broken
        QCOMPARE(b.phase(), BattlePhase::Aftermath);
    }

    void rallyReturnsOrBreaks_F5()
    {
        Battle b = make({3, 0, 0}, {3, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 4})}, {});
        b.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, 1, /* defender */ 5, 5, 1}); // 3 units + 3 bonus against a leaderless side
        b.fire();
        b.endFire();
        b.applyCasualties();
        QCOMPARE(b.phase(), BattlePhase::RallyOrRetreat);
        mDice.push({4, 5}); // attacker rallies 2 flagged against Rally 4; the leaderless defender rolls nothing
        b.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
        QCOMPARE(b.side(Role::Attacker).units, (Units{2, 0, 1}));
        QCOMPARE(b.side(Role::Defender).units, (Units{3, 0, 0}));
        QCOMPARE(b.round(), 2);
        QCOMPARE(mDice.dice.remaining(), qsizetype(0));
    }

    void leaderlessFlaggedUnitsBreak_F5()
    {
        Battle b = make({3, 0, 0}, {3, 0, 0}, {}, {});
        b.skipAvoid();
        mDice.push({5, 1, 1, 1, 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        b.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
        QCOMPARE(b.side(Role::Defender).units, (Units{2, 0, 1}));
    }

    void retreat_F6()
    {
        const Leader bold = battleLeader(1, {3, 3, 3, 4, 3, 3, 3});
        Battle b = make({3, 0, 0}, {3, 0, 0}, {bold}, {battleLeader(2, {3, 3, 3, 3, 3, 3, 3})});
        b.skipAvoid();
        mDice.push({1, 1, 1, 5, 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        QVERIFY(b.canRetreat(Role::Attacker));
        mDice.push({5}); // Maneuver 4: the retreat fails, the flagged unit breaks unrallied
        b.rallyOrRetreat(RoundChoice::Retreat, RoundChoice::Rally);
        QCOMPARE(b.side(Role::Attacker).units, (Units{2, 0, 1}));
        QCOMPARE(b.phase(), BattlePhase::RoundStart);
        mDice.push({1, 1, 1, 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        mDice.push({2}); // now it succeeds: the defender wins and holds the space
        b.rallyOrRetreat(RoundChoice::Retreat, RoundChoice::Rally);
        QCOMPARE(b.result(), BattleResult::DefenderWins);
        QVERIFY(b.side(Role::Attacker).retreated);
    }

    void leaderlessMayNotRetreatAndBothRetreatingIsMutual_F6()
    {
        Battle b = make({3, 0, 0}, {3, 0, 0}, {}, {battleLeader(2, {3, 3, 3, 6, 3, 3, 3})});
        b.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, 1, 1, 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        QVERIFY(!b.canRetreat(Role::Attacker));

        Battle c = make({3, 0, 0}, {3, 0, 0}, {battleLeader(1, {3, 3, 3, 6, 3, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 6, 3, 3, 3})});
        c.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, 1});
        c.fire();
        c.endFire();
        c.applyCasualties();
        mDice.push({3, 3});
        c.rallyOrRetreat(RoundChoice::Retreat, RoundChoice::Retreat);
        QCOMPARE(c.result(), BattleResult::Mutual);
    }

    void deedsAndRerollsOfFireDice_F7_H2()
    {
        Battle b = make({2, 0, 0}, {2, 0, 0}, {battleLeader(1, {5, 4, 3, 3, 3, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 3, 3, 3, 3})});
        b.skipAvoid();
        mDice.push({2}); // H1: under Heroics 4 by 2: 2 wounds, 2 rerolls
        QVERIFY(b.attemptDeed(1));
        QCOMPARE(b.side(Role::Attacker).leaders[0].vitality, 3);
        QCOMPARE(b.rerollsAvailable(Role::Attacker), 2);
        mDice.push({1, 2, 1, 1});
        b.fire();
        mDice.push({6});
        QVERIFY(b.rerollDie(Role::Attacker, 0));
        QCOMPARE(b.fireFaces(Role::Attacker), (QList<int>{6, 2}));
        QCOMPARE(mDice.rolls().last().replacesId, qint64(2)); // names the fire roll it replaces (D1)
        QCOMPARE(b.rerollsAvailable(Role::Attacker), 1);
        QVERIFY(!b.rerollDie(Role::Defender, 0)); // the defender has none
    }

    // RULES H2: rerolls held from a deed before the battle serve it; every one left lapses when it ends.
    void rerollsHeldBeforeServeTheBattleAndLapse_H2()
    {
        Leader held = battleLeader(1, {5, 4, 3, 3, 3, 3, 3});
        held.rerolls = 2;
        Battle b = make({2, 0, 0}, {2, 0, 0}, {held}, {battleLeader(2, {3, 3, 3, 3, 3, 3, 3})});
        b.skipAvoid();
        QCOMPARE(b.rerollsAvailable(Role::Attacker), 2);
        mDice.push({1, 1, /* defender */ 1, 1});
        b.fire();
        mDice.push({6});
        QVERIFY(b.rerollDie(Role::Attacker, 1));
        QCOMPARE(b.side(Role::Attacker).leaders[0].rerolls, 1);
        // Round 2: the attacker's 6 takes the defender's last unit; its leader's survival check escapes on a 1.
        mDice.push({6, 1, /* defender */ 1, /* survival */ 1});
        b.resolveToEnd();
        QCOMPARE(b.result(), BattleResult::AttackerWins);
        QCOMPARE(b.side(Role::Attacker).leaders[0].rerolls, 0); // the one left lapsed with the battle
    }

    void oneDeedALeaderARound_F7()
    {
        Battle b = make({2, 0, 0}, {2, 0, 0}, {battleLeader(1, {5, 4, 3, 3, 3, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 3, 3, 3, 3})});
        QVERIFY(b.whyNoDeed(1).contains(QStringLiteral("start of a round"))); // not before the battle is joined
        b.skipAvoid();
        mDice.push({4}); // H1: equal to Heroics 4: 1 wound, 4 rerolls
        QVERIFY(b.attemptDeed(1));
        QVERIFY(b.whyNoDeed(1).contains(QStringLiteral("RULES F7")));
        QVERIFY(!b.attemptDeed(1));
        QCOMPARE(mDice.rolls().size(), qsizetype(1)); // the refused deed rolled nothing
        QVERIFY(b.whyNoDeed(2).isEmpty());            // the other side's leader still may

        mDice.push({1, 1, /* defender */ 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        b.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
        QCOMPARE(b.round(), 2);
        QVERIFY(b.whyNoDeed(1).isEmpty()); // a new round, a new deed
    }

    void retreatReasons_F6_S3()
    {
        Battle b = make({3, 0, 0}, {3, 0, 0}, {}, {battleLeader(2, {3, 3, 3, 6, 3, 3, 3})});
        QVERIFY(b.whyCannotRetreat(Role::Defender).contains(QStringLiteral("between rounds")));
        b.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, 1, 1, 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        QVERIFY(b.whyCannotRetreat(Role::Attacker).contains(QStringLiteral("leaderless")));
        QVERIFY(b.whyCannotRetreat(Role::Defender).isEmpty());
        QVERIFY(b.retreatNeedsCheck(Role::Defender));

        BattleFlags breakIn;
        breakIn.breakIn = true;
        Battle s = make({3, 0, 0}, {3, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 6, 3, 3, 3})}, breakIn);
        s.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, 1});
        s.fire();
        s.endFire();
        s.applyCasualties();
        QVERIFY(s.whyCannotRetreat(Role::Defender).contains(QStringLiteral("RULES S3")));
        QVERIFY(s.whyCannotRetreat(Role::Attacker).isEmpty());
        QVERIFY(!s.retreatNeedsCheck(Role::Attacker)); // the besieger withdraws at will
    }

    void aftermathPlanIsWhatTheAftermathRolls_F8()
    {
        Battle b = make({3, 0, 1}, {1, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 4})},
                        {battleLeader(2, {3, 4, 3, 3, 3, 3, 3}), battleLeader(3, {3, 2, 3, 3, 3, 3, 3})}, {});
        b.skipAvoid();
        mDice.push({6, 1, 1, /* defender */ 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        const Battle::AftermathPlan attacker = b.aftermathPlan(Role::Attacker);
        const Battle::AftermathPlan defender = b.aftermathPlan(Role::Defender);
        QVERIFY(attacker.survivalChecks.isEmpty());
        QCOMPARE(attacker.reactivatorId, qint64(1));
        QCOMPARE(attacker.broken, 1);
        QCOMPARE(defender.survivalChecks, (QList<qint64>{2, 3}));
        QCOMPARE(defender.reactivatorId, qint64(0));
        const qsizetype before = mDice.rolls().size();
        mDice.push({2, 4, 3});
        b.aftermath();
        QCOMPARE(mDice.rolls().size() - before, qsizetype(3)); // two survival checks and one reactivation roll
        QCOMPARE(mDice.rolls().at(before + 2).leaderId, qint64(1));
        QCOMPARE(mDice.rolls().at(before + 2).faces.size(), qsizetype(1));
    }

    void survivalChecksAndReactivation_F8()
    {
        Battle b = make({3, 0, 1}, {1, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 4})},
                        {battleLeader(2, {3, 4, 3, 3, 3, 3, 3}), battleLeader(3, {3, 2, 3, 3, 3, 3, 3})}, {});
        b.side(Role::Defender).sideId = 2;
        b.skipAvoid();
        mDice.push({6, 1, 1, /* defender: Battle 3 v 3, no bonus */ 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        QCOMPARE(b.result(), BattleResult::AttackerWins);
        // Survival (H3): leader 2 rolls 2 < 4 escapes; leader 3 rolls 4 > 2 captured.
        // Reactivation: the attacker's one broken unit against Rally 4 rolls 3: back in good order.
        mDice.push({2, 4, 3});
        b.aftermath();
        QCOMPARE(b.side(Role::Defender).leaders[0].status(), LeaderStatus::Active);
        QCOMPARE(b.side(Role::Defender).leaders[1].status(), LeaderStatus::Captured);
        QCOMPARE(b.side(Role::Defender).leaders[1].capturedBySide, qint64(1));
        QCOMPARE(b.side(Role::Attacker).units, (Units{4, 0, 0}));
        QCOMPARE(b.phase(), BattlePhase::Over);
    }

    void resolveToEndUsesDefaults_F9()
    {
        Battle b = make({2, 0, 0}, {2, 0, 0}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 3})}, {});
        mDice.push({6, 6, 1, 1, 1, /* leaderless defender */ 1, 1});
        b.resolveToEnd();
        QCOMPARE(b.result(), BattleResult::AttackerWins);
        QCOMPARE(b.phase(), BattlePhase::Over);
        QVERIFY(!b.events().isEmpty());
    }

    void breakInFlags_S3()
    {
        BattleFlags breakIn;
        breakIn.breakIn = true;
        Battle b = make({3, 0, 0}, {1, 0, 2}, {battleLeader(1, {3, 3, 3, 3, 3, 3, 3})},
                        {battleLeader(2, {3, 3, 3, 6, 3, 3, 3})}, breakIn);
        QVERIFY(!b.canAvoid()); // defenders may not avoid
        b.skipAvoid();
        QCOMPARE(b.brokenDice(Role::Defender), 2); // broken defenders keep rolling
        // Defender: 1 normal die (6 eliminates), 2 broken dice (a 6 counts as a 5).
        mDice.push({1, 1, 1, 6, 6, 1});
        b.fire();
        QCOMPARE(b.fireResult(Role::Defender), (Fire{1, 1}));
        b.endFire();
        b.applyCasualties();
        QCOMPARE(b.side(Role::Attacker).units, (Units{1, 1, 0}));
        QVERIFY(!b.canRetreat(Role::Defender)); // defenders may not retreat
        QVERIFY(b.canRetreat(Role::Attacker));
        // The besieger withdraws at will, no check; the able leader inside rallies the broken defenders.
        mDice.push({1, 4});
        b.rallyOrRetreat(RoundChoice::Retreat, RoundChoice::Rally);
        QCOMPARE(b.result(), BattleResult::DefenderWins);
        QCOMPARE(b.side(Role::Defender).units, (Units{2, 0, 1}));
    }

    // RULES S3: broken defenders rally only with an able leader inside: each makes a Rally check at each rally
    // step; those that fail stay broken, and flagged ones rally as in F5.
    void brokenDefendersRallyWithALeaderInside_S3()
    {
        BattleFlags breakIn;
        breakIn.breakIn = true;
        Battle led = make({5, 0, 0}, {2, 0, 3}, {battleLeader(1, {3, 3, 3, 3, 1, 3, 3})},
                          {battleLeader(2, {3, 3, 3, 3, 1, 3, 4})}, breakIn);
        led.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, /* defender */ 1, 1, 1, 1, 5}); // a broken defender's 5 flags one
        led.fire();
        led.endFire();
        QCOMPARE(led.fireResult(Role::Defender), (Fire{0, 1}));
        led.applyCasualties();
        QCOMPARE(led.side(Role::Attacker).units, (Units{4, 1, 0}));
        // Attacker rallies its flagged unit (a 3 against Rally 3); the defender's 3 broken roll 4, 5, 2 against 4.
        mDice.push({3, 4, 5, 2});
        led.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
        QCOMPARE(led.side(Role::Attacker).units, (Units{5, 0, 0}));
        QCOMPARE(led.side(Role::Defender).units, (Units{4, 0, 1}));

        Battle leaderless = make({5, 0, 0}, {2, 0, 3}, {battleLeader(3, {3, 3, 3, 3, 1, 3, 3})}, {}, breakIn);
        leaderless.skipAvoid();
        mDice.push({1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1, 1, 1}); // the attacker's bonus die: R1 against none
        leaderless.fire();
        leaderless.endFire();
        leaderless.applyCasualties();
        leaderless.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally); // no die rolled: nobody rallies them
        QCOMPARE(leaderless.side(Role::Defender).units, (Units{2, 0, 3}));
        QCOMPARE(leaderless.phase(), BattlePhase::RoundStart);
    }

    void breakInEndsWhenEveryDefenderIsEliminated_S3()
    {
        BattleFlags breakIn;
        breakIn.breakIn = true;
        Battle b = make({3, 0, 0}, {0, 0, 2}, {}, {}, breakIn);
        b.skipAvoid();
        // No good-order defender, but the battle goes on until the broken ones are eliminated.
        mDice.push({6, 1, 1, 1, 1});
        b.fire();
        b.endFire();
        b.applyCasualties();
        QCOMPARE(b.phase(), BattlePhase::RallyOrRetreat);
        mDice.push({6, 1, 1, 1});
        b.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
        b.fire();
        b.endFire();
        b.applyCasualties();
        QCOMPARE(b.result(), BattleResult::AttackerWins);
        QVERIFY(isAnnihilated(b.side(Role::Defender).units));
    }
};

QTEST_GUILESS_MAIN(TestBattle)
#include "test_battle.moc"
