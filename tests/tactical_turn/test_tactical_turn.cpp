// The turn of a Command-dice battle (RULES C3, C4, C5, C6, C7, C8, C9, C10, C11) on small boards with scripted dice:
// the battle die's faces are 1 infantry, 2 infantry, 3 cavalry, 4 artillery, 5 flag, 6 crossed swords (RULES C1).

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "rules/leaderrules.h"
#include "tactical/autoplayer.h"
#include "tactical/scenario.h"
#include "tactical/tacticalbattle.h"

#include <QJsonDocument>

#include <QtTest>

#include "tacticalfield.h"
#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

class TestTacticalTurn : public QObject
{
    Q_OBJECT

private slots:
    void theActivationRollRerollsTypesNoLongerThere_C3()
    {
        Field f;
        const int inf = f.add(0, "infantry", {1, 1});
        f.add(0, "cavalry", {2, 1});
        f.add(1, "infantry", {3, 5});
        TacticalBattle &b = f.start();
        // Infantry, artillery (Blue has none: rolled again, and artillery then counts nothing), flag.
        f.script({1, 4, 5, 4});
        b.rollActivation(f.roller);
        QCOMPARE(b.activation().faces, (QList<int>{1, 4, 5}));
        QCOMPARE(b.activation().rerolled, (QList<int>{4}));
        QCOMPARE(b.activation().byType[type("infantry")], 1);
        QCOMPARE(b.activation().anyType, 1);
        QCOMPARE(b.activation().left(), 2);
        QVERIFY(!b.whyCannotRollActivation().isEmpty()); // once a turn
        b.activate(inf);
        QCOMPARE(b.activation().left(), 1);
        b.endActivation();
        QVERIFY(!b.whyCannotActivate(inf).isEmpty()); // once a turn
        b.endTurn();
        // Red: an artillery face re-rolled into cavalry, which Red lacks too: nothing, and no second re-roll.
        f.script({4, 6, 6, 3});
        b.rollActivation(f.roller);
        QCOMPARE(b.activation().left(), 0);
        QVERIFY(!b.whyCannotActivate(3).isEmpty());
    }

    void aBattleWithLeadersRollsOnePlusItsLeaders_C3()
    {
        Field f;
        f.add(0, "infantry", {1, 1}, BoardLeader{0, QStringLiteral("Hale"), 3});
        f.add(0, "infantry", {2, 1}, BoardLeader{0, QStringLiteral("Bors"), 2});
        f.add(1, "infantry", {3, 5});
        TacticalBattle &b = f.start();
        f.script({6, 6, 6});
        b.rollActivation(f.roller);
        QCOMPARE(b.activation().faces.size(), 3);
        b.endTurn();
        f.script({6});
        b.rollActivation(f.roller); // Red has no leader on the board: one die
        QCOMPARE(b.activation().faces.size(), 1);
    }

    void movementCostsTerrainAndDefensiveFire_C5_C6()
    {
        Field f;
        const int inf = f.add(0, "infantry", {1, 1});
        const int cav = f.add(0, "cavalry", {5, 1});
        f.add(1, "infantry", {1, 3});
        f.add(1, "artillery", {5, 4});
        f.setup.board.setTerrain({2, 1}, ground("woods"));
        TacticalBattle &b = f.start();
        f.activate({1, 3, 6}, inf);
        QCOMPARE(f.cost({1, 0}), 1);
        QCOMPARE(f.cost({0, 2}), 1);
        QCOMPARE(f.cost({2, 1}), 2);  // woods
        QCOMPARE(f.cost({1, 2}), 2);  // beside the enemy infantry at 0204: defensive fire (C6)
        QCOMPARE(f.cost({0, 3}), -1); // beside it too, one clear hex further: beyond its move
        QVERIFY(!b.whyCannotMove({0, 3}).isEmpty());
        b.move({1, 2});
        QVERIFY(b.moves().isEmpty()); // one move an activation
        b.endActivation();
        b.activate(cav);
        QCOMPARE(f.cost({5, 2}), 1);
        QCOMPARE(f.cost({5, 3}), 3); // beside the artillery: 2 for cavalry (C6)
        QCOMPARE(f.cost({1, 3}), -1);
    }

    void artilleryNeverMovesBesideAnEnemyNorFiresAfterMoving_C2()
    {
        Field f;
        const int art = f.add(0, "artillery", {3, 1});
        f.add(1, "infantry", {3, 4});
        TacticalBattle &b = f.start();
        f.activate({4, 6, 6}, art);
        QCOMPARE(f.cost({3, 2}), 1);
        QCOMPARE(f.cost({3, 3}), -1);           // beside the infantry
        QCOMPARE(b.targets(), (QList<int>{2})); // range 3
        b.move({3, 2});
        QVERIFY(b.targets().isEmpty());
        QVERIFY(b.whyCannotAttack(2).contains(QStringLiteral("move and fire")));
    }

    void anAttackRollsItsDiceAfterTerrain_C4()
    {
        // RULES C4: the dice of its type and range, less one in woods; matching faces hit.
        Field f;
        const int inf = f.add(0, "infantry", {3, 2});
        f.add(1, "infantry", {3, 3});
        f.setup.board.setTerrain({3, 3}, ground("woods"));
        TacticalBattle &b = f.start();
        f.activate({1, 6, 6}, inf);
        QCOMPARE(b.diceAgainst(2, false), 2);
        f.script({1, 3}); // a hit and a miss; the target stays and fires back: 3 dice on clear ground
        f.script({6, 6, 6});
        const AttackReport r = b.attack(2, false, f.roller);
        QCOMPARE(r.dice, 2);
        QCOMPARE(r.result.hits, 1);
        QCOMPARE(f.u(2).figures, 3);
        QCOMPARE(b.attacks().size(), 2);
        QVERIFY(b.attacks().last().returnFire);
        QCOMPARE(b.attacks().last().dice, 3);
        QCOMPARE(b.phase(), TacticalPhase::Choose);
    }

    void aHillIgnoresTheFirstFlagAndRetreatsGoHome_C5_C7_C10()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 2});
        f.add(1, "infantry", {3, 3});
        f.setup.board.setTerrain({3, 3}, ground("hill"));
        TacticalBattle &b = f.start();
        f.activate({1, 6, 6}, inf);
        f.script({5, 5}); // two flags: the hill ignores the first; one hex back, toward Red's bottom edge
        const AttackReport r = b.attack(2, false, f.roller);
        QCOMPARE(r.result.flags, 2);
        QCOMPARE(r.result.countedFlags, 1);
        QCOMPARE(f.u(2).hex, (Hex{3, 4}));
        QVERIFY(f.u(2).isShaken());
        QCOMPARE(b.phase(), TacticalPhase::FollowUp); // the hex it left may be taken
        b.skip();
        b.endTurn();
        // RULES C10: shaken through Red's next turn, which is this one, and free at its end.
        f.script({1, 6, 6});
        b.rollActivation(f.roller);
        QVERIFY(b.whyCannotActivate(2).contains(QStringLiteral("shaken")));
        b.endTurn();
        QVERIFY(!f.u(2).isShaken());
    }

    void aRetreatThatIsBlockedCostsFigures_C7()
    {
        // RULES C7: a figure for each hex it cannot retreat.
        Field f;
        const int inf = f.add(0, "infantry", {3, 4});
        f.add(1, "infantry", {3, 5});
        f.add(1, "cavalry", {3, 6}); // behind it, at Red's edge, and the two half-steps back
        f.add(1, "infantry", {2, 6});
        f.add(1, "infantry", {4, 6});
        TacticalBattle &b = f.start();
        f.activate({1, 6, 6}, inf);
        f.script({5, 5, 2}); // two flags and a hit: no way back, so two figures more; it stays, and fires back
        f.script({6, 6, 6});
        const AttackReport r = b.attack(2, false, f.roller);
        QCOMPARE(r.hexesRetreated, 0);
        QCOMPARE(r.figuresLost, 3);
        QCOMPARE(f.u(2).figures, 1);
        QCOMPARE(f.u(2).hex, (Hex{3, 5}));
        QVERIFY(!f.u(2).isShaken()); // reading: it never moved a hex, so it has not retreated
    }

    void cavalryFollowsUpMovesOnAndAttacksAgain_C8()
    {
        Field f;
        const int cav = f.add(0, "cavalry", {3, 2});
        const int first = f.add(1, "infantry", {3, 3});
        const int second = f.add(1, "infantry", {5, 3});
        f.add(1, "infantry", {0, 6});
        f.add(1, "infantry", {6, 6});
        f.setup.units[1].figures = 1;
        TacticalBattle &b = f.start();
        f.activate({3, 6, 6}, cav);
        f.script({1, 6, 6}); // a hit: the worn infantry is eliminated
        b.attack(first, false, f.roller);
        QCOMPARE(b.phase(), TacticalPhase::FollowUp);
        QCOMPARE(b.followers(), (QList<int>{cav}));
        b.followUp(cav);
        QCOMPARE(f.u(cav).hex, (Hex{3, 3}));
        QCOMPARE(b.phase(), TacticalPhase::ExtraHex);
        b.extraHex({4, 3});
        QCOMPARE(b.phase(), TacticalPhase::SecondAttack);
        QVERIFY(b.targets().contains(second));
        f.script({6, 6, 3}); // misses; after a follow up into a hex won by elimination, the target fires back
        f.script({6, 6, 6});
        b.attack(second, false, f.roller);
        QVERIFY(b.attacks().last().returnFire);
        QCOMPARE(b.phase(), TacticalPhase::Choose);
    }

    void aUnitFollowingUpAfterARetreatDrawsNoReturnFire_C8()
    {
        Field f;
        const int cav = f.add(0, "cavalry", {3, 2});
        const int target = f.add(1, "infantry", {3, 3});
        TacticalBattle &b = f.start();
        f.activate({3, 6, 6}, cav);
        f.script({5, 6, 6});
        b.attack(target, false, f.roller);
        b.followUp(cav);
        b.skip(); // no hex more, but it may still attack
        QCOMPARE(b.phase(), TacticalPhase::SecondAttack);
        f.script({6, 6, 6});
        b.attack(target, false, f.roller);
        QCOMPARE(b.attacks().size(), 2);
        QVERIFY(!b.attacks().last().returnFire);
    }

    void infantryAttacksAgainOnlyWithALeader_C8()
    {
        for (const bool led : {false, true}) {
            Field f;
            const int inf = led ? f.add(0, "infantry", {3, 2}, BoardLeader{0, QStringLiteral("Hale"), 3})
                                : f.add(0, "infantry", {3, 2});
            const int target = f.add(1, "infantry", {3, 3});
            f.add(1, "infantry", {4, 4});
            TacticalBattle &b = f.start();
            f.activate(led ? QList<int>{1, 6} : QList<int>{1, 6, 6}, inf);
            f.script({1, 1, 2}); // three hits; the target, left in place, fires back
            f.script({6, 6, 6});
            b.attack(target, false, f.roller);
            QCOMPARE(f.u(target).figures, 1);
            QCOMPARE(b.phase(), TacticalPhase::Choose); // in place: it fired back
            QVERIFY(b.attacks().last().returnFire);
        }
        Field f;
        const int inf = f.add(0, "infantry", {3, 2}, BoardLeader{0, QStringLiteral("Hale"), 3});
        const int target = f.add(1, "cavalry", {3, 3});
        const int next = f.add(1, "infantry", {2, 4});
        f.add(1, "infantry", {6, 6});
        TacticalBattle &b = f.start();
        f.activate({1, 6}, inf);
        f.script({3, 3, 3}); // the cavalry is eliminated
        b.attack(target, false, f.roller);
        QCOMPARE(b.phase(), TacticalPhase::FollowUp);
        b.followUp(inf);
        QCOMPARE(b.phase(), TacticalPhase::SecondAttack); // infantry moves no hex more
        QVERIFY(b.targets().contains(next));
    }

    void anotherUnitNotYetActivatedMayFollowUp_C8()
    {
        Field f;
        const int art = f.add(0, "artillery", {3, 1});
        const int inf = f.add(0, "infantry", {2, 2});
        const int target = f.add(1, "cavalry", {3, 2});
        f.add(1, "infantry", {6, 6});
        f.add(1, "infantry", {0, 6});
        TacticalBattle &b = f.start();
        f.activate({4, 1, 6}, art);
        f.script({3, 3, 3, 6, 6, 6}); // six dice adjacent on clear ground; three hits eliminate the cavalry
        b.attack(target, false, f.roller);
        QCOMPARE(b.phase(), TacticalPhase::FollowUp);
        QCOMPARE(b.followers(), (QList<int>{inf})); // artillery never follows up
        b.followUp(inf);
        QCOMPARE(f.u(inf).hex, (Hex{3, 2}));
        QVERIFY(f.u(inf).activated);
        QCOMPARE(b.phase(), TacticalPhase::Choose); // no leader: no second attack
    }

    void artilleryReturnsFireAtRangeOnceATurn_C8()
    {
        Field f;
        const int a = f.add(0, "infantry", {2, 2});
        const int c = f.add(0, "infantry", {1, 2});
        const int art = f.add(1, "artillery", {2, 4});
        TacticalBattle &b = f.start();
        f.activate({1, 2, 6}, a);
        f.script({6, 6});       // two dice at range 2: misses
        f.script({6, 6, 6, 6}); // the artillery fires back: 4 dice at range 2
        b.attack(art, false, f.roller);
        QCOMPARE(b.attacks().size(), 2);
        QVERIFY(b.attacks().last().returnFire);
        QCOMPARE(b.attacks().last().dice, 4);
        b.activate(c);
        f.script({6, 6});
        b.attack(art, false, f.roller);
        QCOMPARE(b.attacks().size(), 3); // once a turn only
    }

    void cavalryFallsBackFromInfantry_andIsShaken_C7_C9()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 2});
        const int cav = f.add(1, "cavalry", {3, 3});
        f.add(1, "infantry", {6, 6});
        TacticalBattle &b = f.start();
        f.activate({1, 6, 6}, inf);
        QVERIFY(b.mayFallBack(cav));
        QCOMPARE(b.diceAgainst(cav, true), 2); // half of 3, rounded up
        f.script({3, 5});
        const AttackReport r = b.attack(cav, true, f.roller);
        QVERIFY(r.fellBack);
        QCOMPARE(r.result.hits, 1);
        QCOMPARE(f.u(cav).figures, 2);
        QCOMPARE(f.u(cav).hex, (Hex{3, 6}));        // three hexes back
        QVERIFY(f.u(cav).isShaken());               // C7's reading: it has retreated, before combat
        QCOMPARE(b.phase(), TacticalPhase::Choose); // no follow up, no return fire
    }

    void cavalryFallsBackUnfiredFromInfantryThatMovedAdjacent_C9()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 1});
        const int cav = f.add(1, "cavalry", {3, 3});
        f.add(1, "infantry", {6, 6});
        TacticalBattle &b = f.start();
        f.activate({1, 6, 6}, inf);
        b.move({3, 2});
        QCOMPARE(b.diceAgainst(cav, true), 0);
        QCOMPARE(b.diceAgainst(cav, false), 3);
        const AttackReport r = b.attack(cav, true, f.roller);
        QCOMPARE(r.faces.size(), 0);
        QCOMPARE(f.u(cav).figures, 3);
        // Cavalry attacking cavalry: no fallback.
        Field g;
        const int c1 = g.add(0, "cavalry", {3, 2});
        const int c2 = g.add(1, "cavalry", {3, 3});
        g.start();
        g.activate({3, 6, 6}, c1);
        QVERIFY(!g.battle->mayFallBack(c2));
    }

    void cavalryWithNoRoomMayNotFallBack_C9()
    {
        // At Red's edge, its two neighbours there as near the attacker as it is: no hex farther away.
        Field f;
        const int inf = f.add(0, "infantry", {3, 5});
        const int cav = f.add(1, "cavalry", {3, 6});
        f.add(1, "infantry", {0, 0});
        TacticalBattle &b = f.start();
        f.activate({1, 6, 6}, inf);
        QVERIFY(!b.mayFallBack(cav));
        QCOMPARE(b.diceAgainst(cav, true), 3); // the whole attack
        f.script({6, 6, 6});                   // misses; the cavalry, left in place, fires back
        f.script({6, 6, 6});
        const AttackReport r = b.attack(cav, true, f.roller);
        QVERIFY(!r.fellBack);
        QCOMPARE(r.dice, 3);
        QCOMPARE(f.u(cav).hex, (Hex{3, 6}));
        QVERIFY(b.attacks().last().returnFire);
    }

    void theOwnerMayFallBackOneToThreeHexesAlongAnyPathAway_C9()
    {
        Field f;
        const int inf = f.add(1, "infantry", {3, 4});
        const int cav = f.add(0, "cavalry", {3, 3});
        f.add(0, "infantry", {6, 0});
        TacticalBattle &b = f.start();
        b.endTurn();
        f.activate({1, 6, 6}, inf);
        const QList<QList<Hex>> paths = b.fallBackPaths(cav);
        QVERIFY(!paths.isEmpty());
        QCOMPARE(paths.first().size(), 1);
        QCOMPARE(paths.last().size(), MaxFallBack);
        QVERIFY(paths.contains(b.defaultFallBack(cav)));
        for (const QList<Hex> &path : paths) {
            QVERIFY2(b.whyCannotFallBackAlong(cav, path).isEmpty(), qPrintable(hexPathJson(path).first().toString()));
            QVERIFY(b.fallBackReach(cav).contains(path.last()));
        }
        QCOMPARE(paths.size(), int(QSet<QList<Hex>>(paths.cbegin(), paths.cend()).size())); // each once
        const QList<Hex> two =
            *std::find_if(paths.cbegin(), paths.cend(), [](const QList<Hex> &p) { return p.size() == 2; });
        f.script({6, 6});
        b.attack(cav, true, f.roller, two);
        QCOMPARE(f.u(cav).hex, two.last());
        QVERIFY(f.u(cav).isShaken());
    }

    void aUnitThatFollowedUpBesideCavalryFiresNothingAtItsFallback_C9()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 1}, BoardLeader{0, QStringLiteral("Hale"), 3});
        const int target = f.add(1, "infantry", {3, 2});
        const int cav = f.add(1, "cavalry", {4, 3}); // beside the hex the target holds, not beside the attacker
        f.add(1, "infantry", {6, 6});
        f.add(1, "infantry", {0, 6});
        TacticalBattle &b = f.start();
        f.activate({1, 6}, inf);
        f.script({5, 6, 6}); // a flag: the target retreats, and the hex it left is taken
        b.attack(target, false, f.roller);
        QCOMPARE(b.phase(), TacticalPhase::FollowUp);
        b.followUp(inf);
        QCOMPARE(b.phase(), TacticalPhase::SecondAttack);
        QVERIFY(b.mayFallBack(cav));
        QCOMPARE(b.diceAgainst(cav, true), 0); // it came beside the cavalry by its follow up
        QCOMPARE(b.diceAgainst(cav, false), 3);
    }

    void aSecondAttackIsOnAnAdjacentEnemy_C8()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 1}, BoardLeader{0, QStringLiteral("Hale"), 3});
        const int target = f.add(1, "infantry", {3, 2});
        const int near = f.add(1, "infantry", {4, 3});
        const int far = f.add(1, "infantry", {1, 3}); // two hexes from where the follow up ends
        f.add(1, "infantry", {6, 6});
        f.setup.units[1].figures = 1;
        TacticalBattle &b = f.start();
        f.activate({1, 6}, inf);
        f.script({1, 6, 6}); // the worn target is eliminated
        b.attack(target, false, f.roller);
        b.followUp(inf);
        QCOMPARE(b.phase(), TacticalPhase::SecondAttack);
        QVERIFY(b.targets().contains(near));
        QVERIFY(!b.targets().contains(far));
        QVERIFY(!b.whyCannotAttack(far).isEmpty());
    }

    void aLeaderWhoseUnitFallsMakesASurvivalCheck_C11()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 2});
        const int led = f.add(1, "artillery", {3, 3}, BoardLeader{42, QStringLiteral("Orm"), 3});
        f.add(1, "infantry", {6, 6});
        f.add(1, "infantry", {0, 6});
        TacticalBattle &b = f.start();
        f.activate({1}, inf); // a battle with leaders: 1 + Blue's none, one die
        f.script({4, 4, 6});  // two hits: the artillery is gone; Orm rolls a 2 against Heroics 3: escapes
        f.script({2});
        b.attack(led, false, f.roller);
        QCOMPARE(b.fallenLeaders().size(), 1);
        QCOMPARE(b.fallenLeaders().first().leader.leaderId, 42);
        QCOMPARE(b.fallenLeaders().first().face, 2);
        QCOMPARE(Survival(b.fallenLeaders().first().outcome), Survival::Escapes);
        QCOMPARE(b.unitsEliminatedBy(0), 1);
    }

    void theFirstSideToEliminateHalfTheEnemyWins()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 2});
        const int weak = f.add(1, "infantry", {3, 3});
        f.add(1, "infantry", {6, 6});
        f.setup.units[1].figures = 1;
        TacticalBattle &b = f.start();
        QCOMPARE(b.unitsToWin(0), 1); // half of two, rounded up
        QCOMPARE(b.unitsToWin(1), 1);
        f.activate({1, 6, 6}, inf);
        f.script({1, 6, 6});
        b.attack(weak, false, f.roller);
        QCOMPARE(b.phase(), TacticalPhase::Over);
        QCOMPARE(b.winner(), 0);
        Field g;
        g.add(0, "infantry", {3, 2});
        g.add(1, "infantry", {3, 4});
        g.start().withdraw(0);
        QCOMPARE(g.battle->winner(), 1);
    }

    void theAutomaticPlayerTakesTheBestExpectedAttack()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 1});
        const int inWoods = f.add(1, "infantry", {2, 3});
        const int inOpen = f.add(1, "infantry", {4, 3});
        f.add(1, "infantry", {6, 6});
        f.setup.board.setTerrain({2, 3}, ground("woods"));
        TacticalBattle &b = f.start();
        AutoPlayer player(rules());
        const TacticalUnit &me = f.u(inf);
        // From 0303 the target in the open is adjacent: three dice; the one in the woods two.
        QVERIFY(player.attackValue(b, me, {3, 2}, f.u(inOpen)) > player.attackValue(b, me, {3, 2}, f.u(inWoods)));
        // Better still: two dice from where it stands, at range 2, draw no return fire.
        QVERIFY(player.attackValue(b, me, {3, 1}, f.u(inOpen)) > player.attackValue(b, me, {3, 2}, f.u(inOpen)));
        f.script({1, 6, 6});          // activation: infantry
        f.script({6, 6, 6, 6, 6, 6}); // misses, and any return fire
        player.playTurn(b, f.roller);
        QCOMPARE(b.attacks().first().target, inOpen);
        QCOMPARE(f.u(inf).hex, (Hex{3, 1}));
        QCOMPARE(b.attacks().first().dice, 2);
        QCOMPARE(b.side(), 1); // its turn is over
    }

    void theCavalrysOwnerAnswersTheFallbackWhenTheComputerAttacks_C9()
    {
        Field f;
        f.add(0, "artillery", {3, 2}); // it cannot move and fire: it fires from beside the cavalry
        const int cav = f.add(1, "cavalry", {3, 3});
        f.add(1, "infantry", {6, 6});
        TacticalBattle &b = f.start();
        AutoPlayer player(rules());
        int asked = 0;
        QList<Hex> chosen;
        player.setFallbackChooser([&](const TacticalBattle &battle, int, int target) {
            ++asked;
            chosen = battle.fallBackPaths(target).first(); // the owner falls back one hex only
            return std::optional<QList<Hex>>(chosen);
        });
        f.script({4, 6, 6}); // activation: artillery
        f.script({6, 6, 6, 6, 6, 6});
        player.playTurn(b, f.roller);
        QCOMPARE(asked, 1);
        QVERIFY(b.attacks().first().fellBack);
        QCOMPARE(b.attacks().first().dice, 3); // half of 5, rounded up
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(f.u(cav).hex, chosen.last());
    }

    void theAutomaticPlayerMovesTowardTheEnemyWhenItCannotAttack()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 0});
        f.add(1, "infantry", {3, 6});
        TacticalBattle &b = f.start();
        AutoPlayer player(rules());
        f.script({1, 6, 6});
        player.playTurn(b, f.roller);
        QCOMPARE(f.u(inf).hex, (Hex{3, 2}));
    }

    void aBattlePlayedOutIsDeterministicGivenTheDice()
    {
        QString why;
        const auto scenario = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), rules(), &why);
        QVERIFY2(scenario, qPrintable(why));
        QCOMPARE(scenario->setup.units.size(), 24);
        QList<int> winners, turns;
        for (int run = 0; run < 2; ++run) {
            SeededDice dice(77);
            TacticalBattle b(rules(), scenario->setup);
            winners << playAutomatically(b, Roller(dice));
            turns << b.turn();
            QCOMPARE(b.phase(), TacticalPhase::Over);
            QVERIFY(b.unitsEliminatedBy(b.winner()) >= b.unitsToWin(b.winner()) || b.turn() >= MaxAutomaticTurns);
        }
        QCOMPARE(winners[0], winners[1]);
        QCOMPARE(turns[0], turns[1]);
        const auto fresh = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), rules(), &why);
        QCOMPARE(scenario->setup.units, fresh->setup.units); // a battle never writes into the setup it began from
    }

    void aScenarioRoundTripsThroughJson()
    {
        QString why;
        const auto scenario = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), rules(), &why);
        QVERIFY(scenario);
        const QByteArray json = QJsonDocument(scenarioJson(*scenario, rules())).toJson();
        const auto again = scenarioFromJson(json, rules(), QStringLiteral("copy.json"), &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->name, scenario->name);
        QCOMPARE(again->setup.board, scenario->setup.board);
        QCOMPARE(again->setup.units, scenario->setup.units);
        QCOMPARE(again->rulesetHash, rules().hash); // the ruleset it was written with
        QCOMPARE(QJsonDocument(scenarioJson(*again, rules())).toJson(), json);
    }

    void aFaultyScenarioIsRefusedByItsField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        const QByteArray head = R"({"format": 1, "name": "Test", "board": {"columns": 5, "rows": 5},
            "sides": [{"name": "Blue"}, {"name": "Red"}], "units": )";
        QTest::newRow("no units of one side") << head + R"([{"side": 0, "type": "infantry", "hex": "0101"}]})"
                                              << "Red has none";
        QTest::newRow("unknown type") << head
                + R"([{"side": 0, "type": "dragon", "hex": "0101"}, {"side": 1, "type": "infantry", "hex": "0505"}]})"
                                      << "units[0].type";
        QTest::newRow("off the board") << head
                + R"([{"side": 0, "type": "infantry", "hex": "0909"}, {"side": 1, "type": "infantry", "hex": "0505"}]})"
                                       << "units[0].hex";
        QTest::newRow("two in a hex") << head
                + R"([{"side": 0, "type": "infantry", "hex": "0101"}, {"side": 1, "type": "infantry", "hex": "0101"}]})"
                                      << "units[1].hex";
        QTest::newRow("figures") << head
                + R"([{"side": 0, "type": "cavalry", "hex": "0101", "figures": 4}, )"
                  R"({"side": 1, "type": "infantry", "hex": "0505"}]})"
                                 << "units[0].figures";
        QTest::newRow("heroics") << head
                + R"([{"side": 0, "type": "cavalry", "hex": "0101", "leader": {"name": "X", "heroics": 9}}, )"
                  R"({"side": 1, "type": "infantry", "hex": "0505"}]})"
                                 << "units[0].leader.heroics";
        QTest::newRow("side") << head + R"([{"side": 2, "type": "cavalry", "hex": "0101"}]})"
                              << "units[0].side";
        QTest::newRow("board") << QByteArray(R"({"format": 1, "name": "T", "board": {"columns": 31, "rows": 5}})")
                               << "board.columns";
        QTest::newRow("not json") << QByteArray("{") << "not JSON";
    }
    void aFaultyScenarioIsRefusedByItsField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        QString why;
        QVERIFY(!scenarioFromJson(json, rules(), QStringLiteral("bad.json"), &why));
        QVERIFY2(why.contains(QStringLiteral("bad.json")) && why.contains(says), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestTacticalTurn)
#include "test_tactical_turn.moc"
