// The campaign flow of the revised rules (issue 11): battles at a space move armies, sieges hold or break.
#include "commands/battles/battledue.h"
#include "commands/battles/campaignbattle.h"
#include "commands/leaders/duel.h"
#include "commands/leaders/leaderretreat.h"
#include "mapcampaign.h"

#include <QJsonArray>
#include <QTest>

using namespace castellan;

namespace {

/** The hexes around `h` that lie on the map, clockwise from north. */
QList<Hex> onMapAround(const Campaign &c, const Hex &h)
{
    QList<Hex> result;
    for (const Hex &n : HexGrid::neighbours(h)) {
        if (c.grid().contains(n))
            result.append(n);
    }
    return result;
}

} // namespace

class TestFlow : public QObject
{
    Q_OBJECT

    /** Blue's Vanguard (4 units, Captain Hale: Battle 3) at 0203, south of 0202. */
    struct Field : MapCampaign
    {
        qint64 hale = 0;
        qint64 vanguard = 0;
        Hex ford{1, 1};
        Hex south{1, 2};

        Field()
        {
            hale = leader(QStringLiteral("Captain Hale"), {4, 3, 3, 3, 3, 3, 3}, blue);
            vanguard = force(QStringLiteral("Vanguard"), blue, south, {4, 0, 0}, {hale});
        }

        /** Movement begins and the Vanguard marches north into the ford. */
        void attack()
        {
            toMovement();
            must(moveForce(**this, vanguard, ford));
        }

        std::unique_ptr<CampaignBattle> battleAtFord()
        {
            const DueBattle due = battleDueAt(**this, ford);
            if (!due.refusal.isEmpty())
                qFatal("Field: %s", qPrintable(due.refusal));
            return std::make_unique<CampaignBattle>(**this, due.attackers, due.defenders);
        }
    };

private slots:
    // RULES F0: every force of both sides in the hex fights, pooled; each loss goes to the force with the most
    // units in the state it takes, ties to the force raised first; each force keeps its own survivors.
    void everyForceOfBothSidesFightsAndKeepsItsSurvivors_F0()
    {
        Field t;
        const qint64 alpha = t.force(QStringLiteral("Alpha"), t.red, t.ford, {3, 0, 0});
        const qint64 beta = t.force(QStringLiteral("Beta"), t.red, t.ford, {2, 0, 0});
        t.attack();
        const DueBattle due = battleDueAt(*t, t.ford);
        QVERIFY2(due.refusal.isEmpty(), qPrintable(due.refusal));
        QCOMPARE(due.attackers, QList<qint64>{t.vanguard});
        QCOMPARE(due.defenders, (QList<qint64>{alpha, beta}));
        // Round 1: Blue rolls 4 + 3 (Battle 3 against no leader): three 6s and a 5; Red's five dice miss.
        // Round 2: Blue's two 6s take Alpha's broken unit and Beta's last; Red's one die misses.
        t.script({6, 6, 6, 5, 1, 1, 1, /* red */ 1, 1, 1, 1, 1, /* round 2 */ 6, 6, 1, 1, 1, 1, 1, /* red */ 1});
        CampaignBattle fight(*t, due.attackers, due.defenders);
        QVERIFY2(fight.refusal().isEmpty(), qPrintable(fight.refusal()));
        Battle &b = fight.battle();
        QCOMPARE(b.side(Role::Defender).units, (Units{5, 0, 0}));
        b.skipAvoid();
        b.fire();
        b.endFire();
        // Three eliminated: Alpha (3 v 2), Alpha (2 v 2, raised first), Beta (1 v 2); the 5 flags Alpha (1 v 1).
        QCOMPARE(b.lossShares(Role::Defender), (QList<Casualties>{{0, 0, 2, 1}, {0, 0, 1, 0}}));
        b.applyCasualties();
        QCOMPARE(b.side(Role::Defender).forceUnits, (QList<Units>{{0, 1, 0}, {1, 0, 0}}));
        b.rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally); // leaderless: Alpha's flagged unit breaks
        QCOMPARE(b.side(Role::Defender).forceUnits, (QList<Units>{{0, 0, 1}, {1, 0, 0}}));
        b.resolveToEnd();
        QCOMPARE(b.result(), BattleResult::AttackerWins);
        const auto o = fight.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        // Nothing is left of either Red force; the Vanguard holds the ford.
        QVERIFY(!t->force(alpha));
        QVERIFY(!t->force(beta));
        QCOMPARE(t.forceNamed(t.vanguard).hex, t.ford);
        const QJsonArray forces = fight.report().value(QStringLiteral("forces")).toArray();
        QCOMPARE(forces.size(), 3);
        QCOMPARE(forces.at(1).toObject().value(QStringLiteral("eliminated")).toInt(), 3);
        QCOMPARE(forces.at(2).toObject().value(QStringLiteral("eliminated")).toInt(), 2);
        t->undoStack()->undo();
        QCOMPARE(t.forceNamed(alpha).units, (Units{3, 0, 0}));
        QCOMPARE(t.forceNamed(beta).units, (Units{2, 0, 0}));
    }

    // RULES F0: the receiver may share the losses otherwise, within each force's own units.
    void theReceiverMayShareTheLosses_F0()
    {
        Field t;
        t.force(QStringLiteral("Alpha"), t.red, t.ford, {3, 0, 0});
        t.force(QStringLiteral("Beta"), t.red, t.ford, {2, 0, 0});
        t.attack();
        t.script({6, 1, 1, 1, 1, 1, 1, /* red */ 1, 1, 1, 1, 1});
        auto fight = t.battleAtFord();
        Battle &b = fight->battle();
        b.skipAvoid();
        b.fire();
        b.endFire();
        QVERIFY(!b.setLossShares(Role::Defender, {{0, 0, 0, 0}, {0, 0, 0, 0}}).isEmpty()); // the 6 must fall somewhere
        QVERIFY(!b.setLossShares(Role::Defender, {{0, 0, 1, 0}}).isEmpty());               // every force has a share
        QVERIFY(b.setLossShares(Role::Defender, {{0, 0, 0, 0}, {0, 0, 1, 0}}).isEmpty());  // Beta takes it
        b.applyCasualties();
        QCOMPARE(b.side(Role::Defender).forceUnits, (QList<Units>{{3, 0, 0}, {1, 0, 0}}));
    }

    // RULES F6a: the loser moves one hex (here the first free one clockwise from north) and may not move again
    // this turn; the winner holds the space; undo takes the retreat back with the battle.
    void theLoserRetreatsAndTheWinnerHolds_F6a()
    {
        Field t;
        const qint64 alpha = t.force(QStringLiteral("Alpha"), t.red, t.ford, {2, 0, 0});
        t.attack();
        t.script({5, 5, 1, 1, 1, 1, 1, /* red */ 1, 1}); // both Red units flagged: defeated (RULES F4)
        auto fight = t.battleAtFord();
        QCOMPARE(fight->retreatHexes(Role::Defender).first(), (Hex{1, 0}));
        fight->battle().resolveToEnd();
        QCOMPARE(fight->battle().result(), BattleResult::AttackerWins);
        const auto o = fight->finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY2(o.summary.contains(QStringLiteral("retreats to 0201")), qPrintable(o.summary));
        const Force red = t.forceNamed(alpha);
        QCOMPARE(red.hex, (Hex{1, 0}));
        QCOMPARE(red.units, (Units{0, 0, 2}));
        QCOMPARE(movementLeft(*t, red), 0);
        QVERIFY(whyCannotMove(*t, alpha, t.ford).contains(QStringLiteral("RULES F6a")));
        // Issue 30: nor is a forced march offered, to add to a move it may not make.
        QVERIFY2(whyCannotForcedMarch(*t, alpha).contains(QStringLiteral("RULES F6a")),
                 qPrintable(whyCannotForcedMarch(*t, alpha)));
        QVERIFY(!forcedMarch(*t, alpha).ok);
        QCOMPARE(t.forceNamed(t.vanguard).hex, t.ford);
        QVERIFY(whyBattlesDue(*t).isEmpty());
        t->undoStack()->undo();
        QCOMPARE(t.forceNamed(alpha).hex, t.ford);
        QVERIFY(!whyBattlesDue(*t).isEmpty());
    }

    // RULES F6a: the attacker goes back to the space it came from, before any other.
    void theAttackerFallsBackWhereItCameFrom_F6a()
    {
        Field t;
        t.force(QStringLiteral("Alpha"), t.red, t.ford, {6, 0, 0});
        Force weak = t.forceNamed(t.vanguard);
        weak.units = {1, 0, 0};
        MapCampaign::must(editForce(*t, weak));
        t.attack();
        // Blue rolls 1 + 3; Red's 5 flags Blue's only unit: the attacker is defeated; Hale fails to reactivate it.
        t.script({1, 1, 1, 1, /* red */ 5, 1, 1, 1, 1, 1, /* reactivation */ 6});
        auto fight = t.battleAtFord();
        QCOMPARE(fight->retreatHexes(Role::Attacker).first(), t.south);
        fight->battle().resolveToEnd();
        QCOMPARE(fight->battle().result(), BattleResult::DefenderWins);
        QVERIFY(!fight->setRetreatTo(Role::Attacker, {5, 5}).isEmpty()); // not next to the ford
        QVERIFY(fight->finish().ok);
        QCOMPARE(t.forceNamed(t.vanguard).hex, t.south);
        QVERIFY(t.forceNamed(t.vanguard).retreatedIn(t->turn()));
    }

    // RULES F6a, H3: a side with no way out loses its units, and its leaders make survival checks; one who
    // escapes goes to the nearest friendly force or fortress, never staying with an empty force.
    void aSideWithNoWayOutIsLostAndItsLeadersCheck_F6a_H3()
    {
        Field t;
        const Hex corner{0, 0};
        const qint64 captain = t.leader(QStringLiteral("Red Captain"), {4, 3, 3, 1, 1, 3, 3}, t.red);
        const qint64 alpha = t.force(QStringLiteral("Alpha"), t.red, corner, {2, 0, 0}, {captain});
        // Blue holds every hex around the corner; the Vanguard moves in from the first, a picket stays there.
        const QList<Hex> around = onMapAround(*t, corner);
        for (int i = 0; i < around.size(); ++i)
            t.force(QStringLiteral("Picket %1").arg(i), t.blue, around[i], {1, 0, 0});
        MapCampaign::must(placeForce(*t, t.vanguard, around[0]));
        t.toMovement();
        MapCampaign::must(moveForce(*t, t.vanguard, corner));
        const DueBattle due = battleDueAt(*t, corner);
        QVERIFY2(due.refusal.isEmpty(), qPrintable(due.refusal));
        // Blue 4 + 2 dice flag both Red units; Red's reactivation fails (6, 6); the Captain rolls 1 against
        // Heroics 3: he escapes.
        t.script({5, 5, 1, 1, 1, 1, /* red */ 1, 1, /* reactivation */ 6, 6, /* survival */ 1});
        CampaignBattle fight(*t, due.attackers, due.defenders);
        QVERIFY(fight.retreatHexes(Role::Defender).isEmpty());
        QVERIFY(!fight.battle().canAvoid()); // RULES F1: no space to step to
        QVERIFY(fight.battle().whyCannotAvoid().contains(QStringLiteral("RULES F1")));
        fight.battle().resolveToEnd();
        QCOMPARE(fight.battle().result(), BattleResult::AttackerWins);
        const auto o = fight.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY2(o.summary.contains(QStringLiteral("no way out")), qPrintable(o.summary));
        QVERIFY(!t->force(alpha)); // its units gone and its leader out: nothing is left
        const Leader escaped = t.get(captain);
        QCOMPARE(escaped.status(), LeaderStatus::Active);
        QCOMPARE(escaped.forceId, t.garrison); // Castle Rock's garrison: the only friendly force left
        QVERIFY(t->history(captain).last().text.shown().contains(QStringLiteral("Escapes to Garrison")));
    }

    // RULES H3: the nearest friendly force takes an escaped leader in, before a farther fortress.
    void anEscapedLeaderJoinsTheNearestFriendlyForce_H3()
    {
        Field t;
        const qint64 captain = t.leader(QStringLiteral("Red Captain"), {4, 3, 3, 1, 1, 3, 3}, t.red);
        t.force(QStringLiteral("Alpha"), t.red, t.ford, {1, 0, 0}, {captain});
        const qint64 reserve = t.force(QStringLiteral("Reserve"), t.red, {3, 1}, {2, 0, 0});
        t.attack();
        // Blue's 6 annihilates Alpha; the Captain makes his F8 survival check: a 2 against Heroics 3 escapes.
        t.script({6, 1, 1, 1, 1, 1, /* red */ 1, /* survival */ 2});
        auto fight = t.battleAtFord();
        fight->battle().resolveToEnd();
        QVERIFY(fight->battle().escaped().contains(captain));
        QVERIFY(fight->finish().ok);
        QCOMPARE(t.get(captain).forceId, reserve);
        QCOMPARE(t.get(captain).location, t.forceNamed(reserve).location);
    }

    // RULES F8: where only leaders are left of both sides, one may try to retreat: on a Maneuver success his
    // force moves a space (and may not move again this turn); on a failure he stays, to duel or be captured.
    void onlyLeadersLeftMayRetreatOrDuel_F8()
    {
        Field t;
        const qint64 envoy = t.leader(QStringLiteral("Envoy"), {4, 3, 3, 4, 3, 3, 3}, t.blue);
        const qint64 herald = t.leader(QStringLiteral("Herald"), {4, 3, 3, 3, 3, 3, 3}, t.red);
        const qint64 scouts = t.force(QStringLiteral("Scouts"), t.blue, t.ford, {0, 0, 0}, {envoy});
        t.force(QStringLiteral("Heralds"), t.red, t.ford, {0, 0, 0}, {herald});
        // An enemy next to the ford, on a neighbour other than the Vanguard's (a friend's) hex.
        Hex enemyHex = t.south;
        for (const Hex &h : HexGrid::neighbours(t.ford)) {
            if (t->grid().contains(h) && !(h == t.south))
                enemyHex = h;
        }
        QVERIFY(!(enemyHex == t.south));
        t.force(QStringLiteral("Pickets"), t.red, enemyHex, {2, 0, 0});
        QCOMPARE(leadersOnlyHexes(*t), QList<Hex>{t.ford});
        QVERIFY(battlesDue(*t).isEmpty()); // no units on either side: no battle
        QVERIFY2(whyNoLeaderRetreat(*t, envoy).isEmpty(), qPrintable(whyNoLeaderRetreat(*t, envoy)));
        QVERIFY(whyNoLeaderRetreat(*t, t.hale).contains(QStringLiteral("RULES F8"))); // the Vanguard has units
        const int maneuver = t.get(envoy).rating(Trait::Maneuver);
        QVERIFY(maneuver < 6);
        const QList<Hex> ways = leaderRetreatHexes(*t, envoy);
        QVERIFY(!ways.isEmpty());
        QVERIFY(ways.contains(t.south));   // a friend's hex is a way out
        QVERIFY(!ways.contains(enemyHex)); // an enemy's is not

        // A failure: he stays, and must duel the Herald or be captured by Red.
        t.script({maneuver + 1});
        LeaderRetreat r = attemptLeaderRetreat(*t, envoy);
        QVERIFY2(r.outcome.ok, qPrintable(r.outcome.refusal));
        QVERIFY(!r.retreated);
        QCOMPARE(t.forceNamed(scouts).hex, t.ford);
        QCOMPARE(leaderRetreatCaptor(*t, envoy), t.red);
        QVERIFY(r.outcome.summary.contains(QStringLiteral("duel")));
        QVERIFY(Duel(*t, envoy, herald).refusal().isEmpty());
        QCOMPARE(t->rolls().rolls({}, 0, 1).value(0).leaderId, envoy); // his own die (RULES L5: an action)
        t->undoStack()->undo();

        // A success: the Scouts step to the space picked, the last one offered, and stay there this turn.
        t.script({maneuver});
        r = attemptLeaderRetreat(*t, envoy, ways.last());
        QVERIFY(r.retreated);
        QCOMPARE(r.to, ways.last());
        QCOMPARE(t.forceNamed(scouts).hex, ways.last());
        QVERIFY(t.forceNamed(scouts).retreatedIn(t->turn()));
        QVERIFY(leadersOnlyHexes(*t).isEmpty());
        QVERIFY(!whyNoLeaderRetreat(*t, herald).isEmpty()); // nobody left to meet
        QVERIFY(t->history(envoy).last().text.shown().contains(QStringLiteral("retreated")));
        t->undoStack()->undo();
        QCOMPARE(t.forceNamed(scouts).hex, t.ford);

        // With a unit on either side it is a battle, not leaders alone.
        Force heralds = *t->forceByName(QStringLiteral("Heralds"));
        heralds.units = {1, 0, 0};
        MapCampaign::must(editForce(*t, heralds));
        QVERIFY(leadersOnlyHexes(*t).isEmpty());
        QVERIFY(!whyNoLeaderRetreat(*t, envoy).isEmpty());
    }

    // RULES S7, S5: a relief army that beats a picket breaks the zone of control: the siege ends there and then.
    void aReliefBattleEndsTheSiege_S7()
    {
        MapCampaign t;
        t.surround(1);
        t.toMovement();
        MapCampaign::must(laySiege(*t, t.castle, t.host));
        const qint64 picket = t->forceByName(QStringLiteral("Left picket"))->id;
        const Hex picketHex = t.forceNamed(picket).hex;
        Hex reliefHex{-1, -1};
        for (const Hex &h : onMapAround(*t, picketHex)) {
            if (HexGrid::distance(h, t.castleHex) == 2 && t->forcesAt(h).isEmpty()) {
                reliefHex = h;
                break;
            }
        }
        QVERIFY(reliefHex.col >= 0);
        const qint64 duke = t.leader(QStringLiteral("Duke Ardent"), {4, 3, 3, 3, 3, 3, 3}, t.red);
        const qint64 relief = t.force(QStringLiteral("Relief"), t.red, reliefHex, {4, 0, 0}, {duke});
        t.script({6});
        QVERIFY(endTurn(*t).outcome.ok); // the duke's recovery is not rolled: nobody is disabled
        t.script({3});
        QVERIFY(BreakInRoll(*t, t->siegeOf(t.castle)->id).finish().ok);
        t.toMovement();
        MapCampaign::must(moveForce(*t, relief, picketHex));
        const DueBattle due = battleDueAt(*t, picketHex);
        QCOMPARE(due.attackers, QList<qint64>{relief});
        t.script({6, 1, 1, 1, 1, 1, 1, /* picket */ 1}); // Red's 6 eliminates the picket's only unit
        CampaignBattle fight(*t, due.attackers, due.defenders);
        fight.battle().resolveToEnd();
        const auto o = fight.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY2(o.summary.contains(QStringLiteral("The siege of Castle Rock ends")), qPrintable(o.summary));
        QVERIFY(!t->siegeOf(t.castle));
        QVERIFY(!t->force(picket));
    }

    // RULES T1a: both parts of a split stay in the hex, the movement spent kept; a force left with nothing is
    // removed.
    void aSplitStaysInTheHexWithItsMovementSpent_T1a()
    {
        Field t;
        t.toMovement();
        MapCampaign::must(moveForce(*t, t.vanguard, {1, 3}));
        const auto o = splitForce(*t, t.vanguard, QStringLiteral("Rearguard"), {2, 0, 0}, {});
        QVERIFY2(o.ok, qPrintable(o.refusal));
        const Force split = t.forceNamed(o.forceId);
        QCOMPARE(split.hex, (Hex{1, 3}));
        QCOMPARE(movementLeft(*t, split), movementLeft(*t, t.forceNamed(t.vanguard)));
        QCOMPARE(movementLeft(*t, split), 2);
        QCOMPARE(t->forcesAt({1, 3}).size(), 2);
        // Everything, units and leader, goes with a second split: nothing is left of the Vanguard.
        const auto all = splitForce(*t, t.vanguard, QStringLiteral("Everyone"), {2, 0, 0}, {t.hale});
        QVERIFY2(all.ok, qPrintable(all.refusal));
        QVERIFY(!t->force(t.vanguard));
        QCOMPARE(t.get(t.hale).forceId, all.forceId);
    }

    // RULES S8: an enemy fortress with no garrison is taken by the first force that enters; its move ends there.
    void anUngarrisonedFortressFallsToTheFirstForceIn_S8()
    {
        MapCampaign t;
        t.toMovement();
        QVERIFY(whyCannotMove(*t, t.host, t.castleHex).contains(QStringLiteral("lay siege")));
        // A garrison of no units but a leader still holds it.
        Force empty = t.forceNamed(t.garrison);
        empty.units = {};
        MapCampaign::must(editForce(*t, empty));
        QVERIFY(whyCannotMove(*t, t.host, t.castleHex).contains(QStringLiteral("lay siege")));
        MapCampaign::must(disbandForce(*t, t.garrison));
        QVERIFY(isUngarrisonedEnemyFortress(*t, t.blue, t.castleHex));
        const auto o = moveForce(*t, t.host, t.castleHex);
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY(o.summary.contains(QStringLiteral("RULES S8")));
        QCOMPARE(t->fortress(t.castle)->ownerSideId, t.blue);
        QCOMPARE(movementLeft(*t, t.forceNamed(t.host)), 0);
        t->undoStack()->undo();
        QCOMPARE(t->fortress(t.castle)->ownerSideId, t.red);
    }

    // RULES T1: a battle due at a hex holds the turn until it is fought.
    void aBattleDueHoldsTheTurn_T1()
    {
        Field t;
        t.force(QStringLiteral("Alpha"), t.red, t.ford, {2, 0, 0});
        t.attack();
        const QString why = whyCannotEndTurn(*t);
        QVERIFY2(why.contains(QStringLiteral("battle is due at 0202")), qPrintable(why));
        QVERIFY(!endTurn(*t).outcome.ok);
        t.script({5, 5, 1, 1, 1, 1, 1, /* red */ 1, 1});
        auto fight = t.battleAtFord();
        fight->battle().resolveToEnd();
        QVERIFY(fight->finish().ok);
        QVERIFY(whyCannotEndTurn(*t).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFlow)
#include "test_flow.moc"
