// RULES S3, S4, T1: a 6 on the break-in roll owes its break-in battle. The turn does not go on until it is fought,
// every way into the siege offers it (the file, the CLI), it is fought once, and undo owes it again.
#include "clirunner.h"
#include "mapcampaign.h"

#include "commands/sieges/siegephase.h"
#include "commands/sieges/sortie.h"
#include "dice/dicesource.h"

#include <QtTest>

using namespace castellan;

class TestSiegeOwed : public QObject
{
    Q_OBJECT

    /** A siege laid last turn, now in its siege phase, with the 6 rolled: its break-in battle is owed. */
    static void rollASix(MapCampaign &t, int picketUnits = 1)
    {
        t.surround(picketUnits);
        t.toMovement();
        MapCampaign::must(laySiege(*t, t.castle, t.host));
        t.script({6}); // the garrison commander's recovery is not rolled: nobody is disabled
        QVERIFY(endTurn(*t).outcome.ok);
        t.script({6});
        QVERIFY(BreakInRoll(*t, t->siegeOf(t.castle)->id).finish().ok);
    }

    /** The break-in battle fought until the besieger withdraws after its first round (RULES S3). */
    static void foughtAndWithdrawn(MapCampaign &t)
    {
        auto fight = breakInBattle(*t, t->siegeOf(t.castle)->id);
        QVERIFY(fight);
        Battle &battle = fight->battle();
        battle.fire();
        battle.endFire();
        battle.applyCasualties();
        battle.rallyOrRetreat(RoundChoice::Retreat, RoundChoice::Rally);
        battle.resolveToEnd();
        const Outcome o = fight->finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
    }

private slots:
    void aSixOwesItsBattle_andTheTurnWaitsForIt_S3_T1()
    {
        MapCampaign t;
        rollASix(t);
        const Siege siege = *t->siegeOf(t.castle);
        QVERIFY(breakInOwed(*t, siege));
        const QString pending = siegeRollPending(*t);
        QVERIFY2(pending.contains(QStringLiteral("break-in battle is owed")), qPrintable(pending));
        QVERIFY(pending.contains(QStringLiteral("Castle Rock")));
        const Outcome movement = beginMovement(*t);
        QVERIFY(!movement.ok);
        QCOMPARE(movement.refusal, pending);
        QVERIFY(whyNoSiegePhase(*t).isEmpty());             // the siege phase has the owed battle to offer
        QVERIFY(!whyNoBreakInRoll(*t, siege.id).isEmpty()); // but no second roll
    }

    void theOwedBattleSurvivesClosingTheFile_S3()
    {
        MapCampaign t;
        rollASix(t);
        t.campaign.reset();
        t.campaign = Campaign::open(t.path());
        QVERIFY(t.campaign);
        const Siege siege = *t->siegeOf(t.castle);
        QVERIFY(breakInOwed(*t, siege));
        QVERIFY(breakInBattle(*t, siege.id));
        QVERIFY(!beginMovement(*t).ok);
    }

    void theBattleIsFoughtOnce_andUndoOwesItAgain_S3()
    {
        MapCampaign t;
        rollASix(t);
        t->setDiceSource(std::make_unique<SeededDice>(11));
        foughtAndWithdrawn(t);
        QVERIFY2(t->siegeOf(t.castle), "the besieger withdrew: the fortress held");
        const qint64 siegeId = t->siegeOf(t.castle)->id;
        QVERIFY(!breakInOwed(*t, *t->siege(siegeId)));
        QVERIFY2(!breakInBattle(*t, siegeId), "one 6, one battle");
        QVERIFY(!takeUndefended(*t, siegeId).ok);
        QVERIFY(siegeRollPending(*t).isEmpty());
        // Undo of the battle's steps brings the owed battle back; redo fights it again as it was.
        QUndoStack &undo = *t->undoStack();
        while (!breakInOwed(*t, *t->siege(siegeId)) && undo.canUndo())
            undo.undo();
        QVERIFY(breakInOwed(*t, *t->siege(siegeId)));
        QVERIFY(breakInBattle(*t, siegeId));
        while (undo.canRedo())
            undo.redo();
        QVERIFY(!breakInOwed(*t, *t->siege(siegeId)));
        QVERIFY(beginMovement(*t).ok);
    }

    void theSortieWaitsForTheBreakInBattle_S4()
    {
        MapCampaign t;
        rollASix(t, 4); // pickets strong enough to hold the siege whatever the Host loses
        const qint64 siegeId = t->siegeOf(t.castle)->id;
        const qint64 picket = t->forceByName(QStringLiteral("Left picket"))->id;
        const SortieOrder order{picket, {}, false};
        QVERIFY(whyNoSortie(*t, siegeId, order).contains(QStringLiteral("after this turn's break-in battle")));
        QVERIFY(!sortieBattle(*t, siegeId, order));
        t->setDiceSource(std::make_unique<SeededDice>(11));
        foughtAndWithdrawn(t);
        QVERIFY2(t->siegeOf(t.castle), qPrintable(t->siege(siegeId)->endReason.shown()));
        QVERIFY2(whyNoSortie(*t, siegeId, order).isEmpty(), qPrintable(whyNoSortie(*t, siegeId, order)));
        // The force that broke in this turn is still no target (RULES S4).
        QCOMPARE(sortieTargets(*t, siegeId).size(), 2);
        QVERIFY(!whyNoSortie(*t, siegeId, {t.host, {}, false}).isEmpty());
    }

    void theSiegePhaseFightsABattleOwedFromEarlier_S3()
    {
        MapCampaign t;
        rollASix(t);
        t->setDiceSource(std::make_unique<SeededDice>(3));
        const SiegePhase phase = runSiegePhase(*t);
        QCOMPARE(phase.sieges.size(), 1);
        QCOMPARE(phase.sieges.first().result, QStringLiteral("break_in"));
        QVERIFY(!phase.sieges.first().battleResult.isEmpty());
        QVERIFY(siegeRollPending(*t).isEmpty());
    }

    void theCliFightsTheOwedBattle_S3()
    {
        MapCampaign t;
        rollASix(t);
        t.campaign.reset();
        const QString fortress = QStringLiteral("Castle Rock");
        CliResult r = runCli({QStringLiteral("phase"), t.path(), QStringLiteral("--begin-movement")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("break-in battle is owed"), r.err.constData());
        r = runCli({QStringLiteral("siege"), QStringLiteral("roll"), t.path(), QStringLiteral("--fortress"), fortress,
                    QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json().value(QStringLiteral("result")).toString(), QStringLiteral("break_in"));
        QVERIFY(!r.json().value(QStringLiteral("battle")).toString().isEmpty());
        QCOMPARE(runCli({QStringLiteral("phase"), t.path(), QStringLiteral("--begin-movement")}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestSiegeOwed)
#include "test_siege_owed.moc"
