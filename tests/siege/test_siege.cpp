#include "commands/leaders/leaderactions.h"
#include "commands/sieges/siegephase.h"
#include "commands/sieges/sortie.h"
#include "mapcampaign.h"
#include "odds/siegeodds.h"
#include "rules/siegerules.h"
#include "storage/campaignstore.h"

#include <QtTest>

#include <cmath>

using namespace castellan;

Q_DECLARE_METATYPE(castellan::BreakInResult)

/** The break-in roll (RULES S2) and the siege odds (RULES O2). */
class TestSiege : public QObject
{
    Q_OBJECT

private slots:
    void breakInFaces_S2_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<BreakInResult>("result");
        QTest::newRow("1 costs a unit") << 1 << BreakInResult::UnitLost;
        for (int f = 2; f <= 5; ++f)
            QTest::addRow("%d: nothing", f) << f << BreakInResult::Nothing;
        QTest::newRow("6 breaks in") << 6 << BreakInResult::BreakIn;
    }

    void breakInFaces_S2()
    {
        QFETCH(int, face);
        QFETCH(BreakInResult, result);
        QCOMPARE(breakInResult(face), result);
    }

    void defaultRerollsAnythingButASix_S2_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("rerolls");
        QTest::addColumn<int>("used");
        QTest::addColumn<BreakInResult>("result");
        QTest::newRow("3 and 1 re-rolled, the loss replaced, 6 stands")
            << QList<int>{3, 1, 6} << 2 << 3 << BreakInResult::BreakIn;
        QTest::newRow("out of rerolls on a 1: a unit lost") << QList<int>{4, 1, 6} << 1 << 2 << BreakInResult::UnitLost;
        QTest::newRow("a 6 at once: no reroll spent") << QList<int>{6, 1} << 3 << 1 << BreakInResult::BreakIn;
        QTest::newRow("no rerolls: a 2 stands") << QList<int>{2} << 0 << 1 << BreakInResult::Nothing;
    }

    void defaultRerollsAnythingButASix_S2()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, rerolls);
        QFETCH(int, used);
        QFETCH(BreakInResult, result);
        const TurnRolls t = defaultTurn(faces, rerolls);
        QCOMPARE(t.used, used);
        QCOMPARE(t.result, result);
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

    void laySiegeNeedsTheRatingInStrength_S1()
    {
        MapCampaign t;
        t.surround(1); // Host 4 units + two pickets of 1: 6 >= rating 4
        t.toMovement();
        QVERIFY(whyCannotBesiege(*t, t.castle, t.host).isEmpty());
        // Take three units off the Host: 1 + 1 + 1 = 3 < 4.
        Force weaker = t.forceNamed(t.host);
        weaker.units.good = 1;
        MapCampaign::must(editForce(*t, weaker));
        const QString why = whyCannotBesiege(*t, t.castle, t.host);
        QVERIFY2(why.contains(QStringLiteral("rating is 4")), qPrintable(why));
        QVERIFY(!laySiege(*t, t.castle, t.host).ok);
    }

    void laySiegeNeedsAnAlternatingTriple_S1()
    {
        MapCampaign t;
        t.toMovement();
        // The Host at N; pickets at NE and SE: three neighbours, but not every other one.
        const auto around = HexGrid::neighbours(t.castleHex);
        t.force(QStringLiteral("NE picket"), t.blue, around[1], {1, 0, 0});
        t.force(QStringLiteral("SE picket"), t.blue, around[2], {1, 0, 0});
        QVERIFY2(whyCannotBesiege(*t, t.castle, t.host).contains(QStringLiteral("every other hex")),
                 qPrintable(whyCannotBesiege(*t, t.castle, t.host)));
        t.force(QStringLiteral("SW picket"), t.blue, around[4], {1, 0, 0});
        QVERIFY(laySiege(*t, t.castle, t.host).ok);
        const auto s = t->siegeOf(t.castle);
        QVERIFY(s);
        QCOMPARE(s->breachingForceId, t.host);
        QCOMPARE(s->besiegerSideId, t.blue);
    }

    void laySiegeIsAMovementPhaseAction_S1_T2()
    {
        MapCampaign t;
        t.surround();
        QVERIFY(whyCannotBesiege(*t, t.castle, t.host).contains(QStringLiteral("movement phase")));
    }

    /** A laid siege, in the next turn's siege phase. */
    static void besiege(MapCampaign &t, int picketUnits = 1)
    {
        t.surround(picketUnits);
        t.toMovement();
        MapCampaign::must(laySiege(*t, t.castle, t.host));
        t.script({6}); // the garrison commander's recovery is not rolled: nobody is disabled
        QVERIFY(endTurn(*t).outcome.ok);
        QCOMPARE(t->phase(), TurnPhase::Siege);
    }

    void rerollsAreTheSiegeBonus_S2_R1()
    {
        MapCampaign t;
        besiege(t);
        QCOMPARE(siegeRerolls(*t, *t->siegeOf(t.castle)), 5 - 2);
    }

    void aOneCostsAPicketUnit_S2()
    {
        MapCampaign t;
        besiege(t, 2);
        t.script({1});
        BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
        QVERIFY(roll.refusal().isEmpty());
        QCOMPARE(roll.result(), BreakInResult::UnitLost);
        QVERIFY(roll.defaultWantsReroll());
        const auto o = roll.finish(); // keep the 1: the default loss comes from a picket, not the Host
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(t.forceNamed(t.host).units.total(), 4);
        const int picketUnits = t->forceByName(QStringLiteral("Left picket"))->units.total()
            + t->forceByName(QStringLiteral("Right picket"))->units.total();
        QCOMPARE(picketUnits, 3);
        const auto s = t->siegeOf(t.castle);
        QCOMPARE(s->unitsLost, 1);
        QCOMPARE(s->lastRollTurn, t->turn());
        // One roll a turn.
        QVERIFY(!whyNoBreakInRoll(*t, s->id).isEmpty());
    }

    // Issue 12: the roll log names the break-in roll's leader (the breaching force's commander, whose Siege
    // gives the rerolls) and its result.
    void theBreakInRollNamesItsLeaderAndResult_S2()
    {
        MapCampaign t;
        besiege(t);
        t.script({1, 6});
        BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
        QVERIFY(roll.reroll());
        QVERIFY(roll.finish().ok);
        const QList<Roll> rolls = t->rolls().rolls({}, 0, 2);
        QCOMPARE(rolls.at(0).leaderId, t.marshal);
        QCOMPARE(rolls.at(0).result, QStringLiteral("break-in"));
        QCOMPARE(rolls.at(1).leaderId, t.marshal);
        QCOMPARE(rolls.at(1).result, QStringLiteral("a unit lost"));
    }

    // RULES S2, T4: the besieger's choice of which faces to re-roll: anything but a 6, only a 1, or none.
    void theBesiegerChoosesWhichFacesToReroll_S2()
    {
        const QList<int> faces{1, 4, 1, 5}; // the Siege bonus gives three rerolls
        const QList<std::pair<SiegeRerolls, QList<int>>> choices{
            {SiegeRerolls::AllButSix, {1, 4, 1, 5}},
            {SiegeRerolls::OnlyOne, {1, 4}},
            {SiegeRerolls::None, {1}},
        };
        for (const auto &[which, kept] : choices) {
            MapCampaign t;
            besiege(t);
            t.script(faces);
            const SiegeTurn turn = rollSiegeTurn(*t, t->siegeOf(t.castle)->id, -1, 0, which);
            QVERIFY2(turn.refusal.isEmpty(), qPrintable(turn.refusal));
            QCOMPARE(turn.faces, kept);
        }
        MapCampaign t;
        besiege(t);
        t.script({1, 5});
        const SiegePhase phase = runSiegePhase(*t, [](const Siege &) { return SiegeRerolls::OnlyOne; });
        QCOMPARE(phase.sieges.size(), 1);
        QCOMPARE(phase.sieges.first().faces, (QList<int>{1, 5})); // the 1 re-rolled, the 5 kept
        QCOMPARE(siegeRerollsFromKey(QStringLiteral("only_1")), std::optional(SiegeRerolls::OnlyOne));
        QCOMPARE(siegeRerollsKey(SiegeRerolls::AllButSix), QStringLiteral("all_but_6"));
        QVERIFY(!siegeRerollsFromKey(QStringLiteral("often")));
    }

    void eachRerollReplacesTheLast_S2()
    {
        MapCampaign t;
        besiege(t);
        t.script({3, 1, 6});
        BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
        QVERIFY(roll.reroll());
        QVERIFY(roll.reroll());
        QCOMPARE(roll.faces(), (QList<int>{3, 1, 6}));
        QCOMPARE(roll.result(), BreakInResult::BreakIn);
        QCOMPARE(roll.rerollsLeft(), 1);
        QVERIFY(!roll.defaultWantsReroll());
        QVERIFY(roll.finish().ok);
        const auto s = t->siegeOf(t.castle);
        QCOMPARE(s->breakInTurn, t->turn());
        QCOMPARE(s->unitsLost, 0); // the 1 was replaced
        // The log names each reroll's predecessor (RULES D1).
        const QList<Roll> rolls = t->rolls().rolls({}, 0, 3);
        QCOMPARE(rolls.at(0).replacesId, rolls.at(1).id);
        QCOMPARE(rolls.at(1).replacesId, rolls.at(2).id);
    }

    // RULES H2: a siege turn is an event: rerolls the besieging leaders hold re-roll the break-in die, beside the
    // Siege bonus, and those left lapse when the roll is kept.
    void heroicRerollsServeTheBreakInRollThenLapse_H2()
    {
        MapCampaign t;
        besiege(t);
        const int h = t.get(t.marshal).effectiveHeroics();
        t.script({h}); // a deed outside any event: 1 wound and h rerolls, held for his next event
        QVERIFY(heroicDeed(*t, t.marshal).ok);
        QCOMPARE(t.get(t.marshal).rerolls, h);
        t.script({3, 6});
        BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
        QCOMPARE(roll.heroicRerolls(), h);
        const int siegeRerolls = roll.rerollsLeft();
        QVERIFY(roll.heroicReroll());
        QCOMPARE(roll.faces(), (QList<int>{3, 6}));
        QCOMPARE(roll.rerollsLeft(), siegeRerolls); // the Siege bonus is not spent by it
        QCOMPARE(roll.heroicRerolls(), h - 1);
        const auto o = roll.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY2(o.summary.contains(QStringLiteral("lapse")), qPrintable(o.summary));
        QCOMPARE(t.get(t.marshal).rerolls, 0);
        QCOMPARE(t->siegeOf(t.castle)->breakInTurn, t->turn());
        const QList<Roll> rolls = t->rolls().rolls({}, 0, 2);
        QCOMPARE(rolls.at(0).leaderId, t.marshal); // his own die
        QCOMPARE(rolls.at(0).replacesId, rolls.at(1).id);
        t->undoStack()->undo();
        QCOMPARE(t.get(t.marshal).rerolls, h);
    }

    void breakInBattleTakesTheFortress_S3()
    {
        MapCampaign t;
        besiege(t);
        t.script({6});
        BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
        QVERIFY(roll.finish().ok);
        t->setDiceSource(std::make_unique<SeededDice>(11));
        auto fight = breakInBattle(*t, t->siegeOf(t.castle)->id);
        QVERIFY(fight);
        QVERIFY(fight->battle().flags().breakIn);
        QVERIFY(!fight->battle().canRetreat(Role::Defender));
        fight->battle().resolveToEnd();
        QCOMPARE(fight->battle().side(Role::Defender).units.total(), 0); // defenders fight to the last
        const auto o = fight->finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY2(o.summary.contains(QStringLiteral("falls")), qPrintable(o.summary));
        QCOMPARE(t->fortress(t.castle)->ownerSideId, t.blue);
        QVERIFY(!t->siegeOf(t.castle));
        QCOMPARE(t.forceNamed(t.host).hex, t.castleHex);
        QVERIFY2(!t->force(t.garrison),
                 "nothing is left of the garrison: no units, and its leader escaped, died or was taken");
        // The record keeps what was true while the siege ran, not the fortress's new owner or the empty garrison.
        const QString record = t->sieges().last().record.shown();
        QVERIFY2(record.contains(QStringLiteral("Blue besieged Red's fortress Castle Rock")), qPrintable(record));
        QVERIFY2(record.contains(QStringLiteral("Pickets: Left picket (1 unit")), qPrintable(record));
        QVERIFY2(record.contains(QStringLiteral("Right picket (1 unit")), qPrintable(record));
        QVERIFY2(record.contains(QStringLiteral("Garrison: Garrison (3 good, 0 broken)")), qPrintable(record));
        QVERIFY2(record.contains(QStringLiteral("Breaching force: Host (4 unit")), qPrintable(record));
        // Undo gives the castle back, under siege again.
        t->undoStack()->undo();
        QCOMPARE(t->fortress(t.castle)->ownerSideId, t.red);
        QVERIFY(t->siegeOf(t.castle));
    }

    // RULES S3 reading, H3: a garrison with no units falls at once to the break-in, and its leaders make survival
    // checks: one who escapes goes to the nearest friendly force, one who fails is the besieger's captive.
    void anEmptyGarrisonFallsAndItsLeadersCheck_S3_H3()
    {
        for (const bool escapes : {true, false}) {
            MapCampaign t;
            const qint64 relief = t.force(QStringLiteral("Relief"), t.red, {9, 7}, {2, 0, 0});
            besiege(t);
            Force emptied = t.forceNamed(t.garrison);
            emptied.units = {};
            MapCampaign::must(editForce(*t, emptied));
            QVERIFY(t->siegeOf(t.castle)); // the garrison does not hold the siege: the besiegers do
            t.script({6});
            BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
            QVERIFY(roll.finish().ok);
            QVERIFY(!breakInBattle(*t, t->siegeOf(t.castle)->id)); // no battle against nobody
            const int h = t->leader(t.ward)->effectiveHeroics();
            QVERIFY(h > 1 && h < 6);
            t.script({escapes ? h - 1 : h + 1});
            const auto o = takeUndefended(*t, t->siegeOf(t.castle)->id);
            QVERIFY2(o.ok, qPrintable(o.refusal));
            QCOMPARE(t->fortress(t.castle)->ownerSideId, t.blue);
            const Leader ward = *t->leader(t.ward);
            if (escapes) {
                QCOMPARE(ward.forceId, relief);
                QCOMPARE(ward.status(), LeaderStatus::Active);
                QVERIFY2(o.summary.contains(QStringLiteral("escapes to Relief")), qPrintable(o.summary));
            } else {
                QCOMPARE(ward.status(), LeaderStatus::Captured);
                QCOMPARE(ward.capturedBySide, t.blue);
                QCOMPARE(ward.forceId, 0);
            }
            QVERIFY2(!t->force(t.garrison), "an empty garrison with its leader gone is removed");
            QCOMPARE(t->rolls().rolls({}, 0, 1).value(0).leaderId, t.ward); // his own survival die, logged
            t->undoStack()->undo();
            QCOMPARE(t->leader(t.ward)->forceId, t.garrison);
            QCOMPARE(t->fortress(t.castle)->ownerSideId, t.red);
        }
    }

    void allTheDefendersFightTheBreakIn_S3()
    {
        MapCampaign t;
        const qint64 militia = t.force(QStringLiteral("Militia"), t.red, t.castleHex, {2, 0, 1});
        besiege(t);
        t.script({6});
        QVERIFY(BreakInRoll(*t, t->siegeOf(t.castle)->id).finish().ok);
        auto fight = breakInBattle(*t, t->siegeOf(t.castle)->id);
        QVERIFY(fight);
        QCOMPARE(fight->force(Role::Defender).id, t.garrison);
        // The Militia's broken unit rallied at the end of turn: Castellan Ward is inside (RULES S6).
        QCOMPARE(fight->battle().side(Role::Defender).units, (Units{6, 0, 0}));
        // RULES S3, F0: one side, but not merged: each force keeps its own survivors.
        QCOMPARE(fight->forces(Role::Defender).size(), 2);
        QVERIFY(t->force(militia));
        QCOMPARE(fight->battle().side(Role::Defender).forceUnits, (QList<Units>{{3, 0, 0}, {3, 0, 0}}));
    }

    void emptyPicketsHoldNoZoneOfControl_S7()
    {
        MapCampaign t;
        t.surround(0); // Host 4 units, enough strength; but the two pickets have no units
        t.toMovement();
        const QString why = whyCannotBesiege(*t, t.castle, t.host);
        QVERIFY2(why.contains(QStringLiteral("every other hex")), qPrintable(why));
    }

    void strengthBelowTheRatingEndsTheSiege_S5()
    {
        MapCampaign t;
        Force host = t.forceNamed(t.host);
        host.units.good = 2;
        MapCampaign::must(editForce(*t, host));
        besiege(t); // strength exactly 4: the Host's 2 and a picket of 1 on each side
        t.script({1});
        BreakInRoll roll(*t, t->siegeOf(t.castle)->id);
        const auto o = roll.finish();
        QVERIFY(o.summary.contains(QStringLiteral("RULES S5")));
        QVERIFY(!t->siegeOf(t.castle));
        QCOMPARE(t->sieges().last().endReason.shown(), QStringLiteral("the besiegers' strength fell below the rating"));
    }

    void movingAPicketAwayBreaksTheZone_S5_T1a()
    {
        MapCampaign t;
        besiege(t);
        t.script({2});
        QVERIFY(BreakInRoll(*t, t->siegeOf(t.castle)->id).finish().ok);
        t.toMovement();
        const qint64 picket = t->forceByName(QStringLiteral("Left picket"))->id;
        const Hex away = HexGrid::neighbour(t.forceNamed(picket).hex, 0);
        const auto o = moveForce(*t, picket, away.row >= 0 ? away : HexGrid::neighbour(t.forceNamed(picket).hex, 3));
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY(!t->siegeOf(t.castle));
        QCOMPARE(t->sieges().last().endReason.shown(), QStringLiteral("the zone of control was broken"));
    }

    /** RULES S6: besieged units that are broken are not restored at the end of turn (T3); others are. */
    void besiegedBrokenUnitsStayBroken_S6_T3()
    {
        MapCampaign t;
        Force g = t.forceNamed(t.garrison);
        g.units = {1, 0, 2};
        MapCampaign::must(editForce(*t, g));
        Force h = t.forceNamed(t.host);
        h.units = {3, 0, 1};
        MapCampaign::must(editForce(*t, h));
        MapCampaign::must(assignLeader(*t, t.ward, 0)); // no leader inside
        besiege(t);
        QCOMPARE(t.forceNamed(t.garrison).units.broken, 2);
        QCOMPARE(t.forceNamed(t.host).units.broken, 0);
    }

    /** RULES S6: with an able leader inside, the garrison's broken units are restored at the end of turn. */
    void aLeaderInsideRestoresTheBrokenGarrison_S6_T3()
    {
        MapCampaign t;
        Force g = t.forceNamed(t.garrison);
        g.units = {1, 0, 2};
        MapCampaign::must(editForce(*t, g));
        besiege(t); // Castellan Ward is inside, and able
        QCOMPARE(t.forceNamed(t.garrison).units, (Units{3, 0, 0}));
    }

    void theSiegeSurvivesTheFile()
    {
        MapCampaign t;
        besiege(t);
        const QString path = t->path();
        const Siege before = *t->siegeOf(t.castle);
        t.campaign.reset();
        t.campaign = Campaign::open(path);
        QCOMPARE(*t->siegeOf(t.castle), before);
        QCOMPARE(t->fortress(t.castle)->rating, 4);
        QCOMPARE(t->forceByName(QStringLiteral("Host"))->hex, t.ring(0)[0]);
        QCOMPARE(t->grid().columns(), 10);
    }

    void aSortieThatWinsMayTakeAPicketsHex_S4()
    {
        MapCampaign t;
        Force g = t.forceNamed(t.garrison);
        g.units = {12, 0, 0};
        MapCampaign::must(editForce(*t, g));
        besiege(t);
        const qint64 siegeId = t->siegeOf(t.castle)->id;
        const qint64 picket = t->forceByName(QStringLiteral("Left picket"))->id;
        const Hex picketHex = t.forceNamed(picket).hex;
        Force strongerPicket = t.forceNamed(picket); // enough of it to be left after a defeat
        strongerPicket.units = {4, 0, 0};
        MapCampaign::must(editForce(*t, strongerPicket));
        QCOMPARE(sortieTargets(*t, siegeId).size(), 3);
        // RULES S4: the sortie comes after this turn's break-in roll.
        const SortieOrder order{picket, {t.ward}, true};
        QVERIFY(whyNoSortie(*t, siegeId, order).contains(QStringLiteral("after this turn's break-in roll")));
        t.script({3});
        QVERIFY(BreakInRoll(*t, siegeId).finish().ok);
        QVERIFY(whyNoSortie(*t, siegeId, order).isEmpty());
        QVERIFY(!whyNoSortie(*t, siegeId, {picket, {t.marshal}, true}).isEmpty()); // only leaders inside go
        t->setDiceSource(std::make_unique<SeededDice>(5));
        auto fight = sortieBattle(*t, siegeId, order);
        QVERIFY(fight);
        QCOMPARE(fight->force(Role::Attacker).id, t.garrison);
        fight->battle().resolveToEnd();
        QCOMPARE(fight->battle().result(), BattleResult::AttackerWins);
        const auto o = fight->finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(t.forceNamed(t.garrison).hex, picketHex);
        // The beaten picket keeps its broken units (F4) and falls back a hex, away from the castle (F6a).
        QVERIFY(t->force(picket));
        QVERIFY(t.forceNamed(picket).units.total() > 0);
        QCOMPARE(HexGrid::distance(t.forceNamed(picket).hex, picketHex), 1);
        QCOMPARE(HexGrid::distance(t.forceNamed(picket).hex, t.castleHex), 2);
        QVERIFY(!t->siegeOf(t.castle)); // the zone of control is broken (RULES S5)
        t->undoStack()->undo();
        QCOMPARE(t.forceNamed(t.garrison).hex, t.castleHex);
        QVERIFY(t->siegeOf(t.castle));
    }

    void sortieRefusals_S4()
    {
        MapCampaign t;
        besiege(t);
        const qint64 siegeId = t->siegeOf(t.castle)->id;
        t.script({3});
        QVERIFY(BreakInRoll(*t, siegeId).finish().ok);
        // A garrison with no unit in good order cannot sortie.
        Force g = t.forceNamed(t.garrison);
        g.units = {0, 0, 3};
        MapCampaign::must(editForce(*t, g));
        const qint64 picket = t->forceByName(QStringLiteral("Left picket"))->id;
        QVERIFY(whyNoSortie(*t, siegeId, {picket, {}, false}).contains(QStringLiteral("good order")));
        QVERIFY(!sortieBattle(*t, siegeId, {picket, {}, false}));
    }
};

QTEST_GUILESS_MAIN(TestSiege)
#include "test_siege.moc"
