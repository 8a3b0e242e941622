#include "battle/battledialog.h"
#include "battle/battleoddspanel.h"
#include "battle/battlesidepanel.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/leaderactions.h"
#include "guiclicks.h"
#include "map/mappanel.h"
#include "mapcampaign.h"
#include "odds/liveodds.h"
#include "odds/oddscharts.h"
#include "siege/breakindialog.h"
#include "siege/siegeoddschart.h"
#include "siege/siegepanel.h"
#include "siege/siegesdock.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QRadioButton>
#include <QtTest>

using namespace castellan;

/** The siege phase as a game master plays it: the sieges dock, the siege turn dialog, the break-in battle. */
class TestGuiSiege : public QObject
{
    Q_OBJECT

    /** Castle Rock besieged by the Host and two pickets, in the siege phase of turn 2. */
    static void besiege(MapCampaign &t, int picketUnits = 1)
    {
        t.surround(picketUnits);
        t.toMovement();
        MapCampaign::must(laySiege(*t, t.castle, t.host));
        QVERIFY(endTurn(*t).outcome.ok);
    }

private slots:
    void aSiegeTurnFromRollToFall_S2_S3_T1()
    {
        MapCampaign t;
        const int undoBefore = t->undoStack()->index();
        besiege(t);
        QMainWindow window;
        auto *dock = new SiegesDock(&window);
        window.addDockWidget(Qt::BottomDockWidgetArea, dock);
        dock->setCampaign(t.campaign.get());
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(dock->list()->count(), 1);
        QVERIFY(dock->list()->item(0)->text().contains(QStringLiteral("roll due")));
        QVERIFY(dock->siegePhaseAction()->isEnabled());
        // The odds chart: three rerolls a turn (Siege 5 against 2), 1 - (5/6)^4 this turn (RULES O2).
        const QList<double> odds = dock->panel()->chart()->plotted();
        QCOMPARE(odds.size(), 10);
        QVERIFY(qAbs(odds.first() - 100.0 * (1.0 - std::pow(5.0 / 6.0, 4))) < 1e-9);
        saveShot(&window, QStringLiteral("sieges-dock"));

        t.script({3, 6});
        dock->siegePhaseAction()->trigger();
        BreakInDialog *dlg = window.findChild<BreakInDialog *>();
        QVERIFY(dlg);
        QVERIFY(QTest::qWaitForWindowExposed(dlg));
        QVERIFY(dlg->rollButton()->isDefault());
        QVERIFY(!dlg->sortieButton()->isEnabled()); // a sortie comes after the roll (RULES S4)
        QVERIFY(dlg->sortieButton()->toolTip().contains(QStringLiteral("RULES S4")));
        click(dlg->rollButton());
        QCOMPARE(dlg->faces(), QList<int>{3});
        QVERIFY(!dlg->sortieButton()->isEnabled()); // nor while the roll may still be rerolled
        QVERIFY(dlg->rerollButton()->isDefault());  // S2 default: reroll anything but a 6
        click(dlg->rerollButton());
        QCOMPARE(dlg->faces(), (QList<int>{3, 6}));
        QVERIFY(dlg->keepButton()->isDefault());
        saveShot(dlg, QStringLiteral("break-in-rolled"));
        click(dlg->keepButton());
        QVERIFY(dlg->isDone());
        QCOMPARE(t->siegeOf(t.castle)->breakInTurn, t->turn());

        // The break-in battle (RULES S3) in the battle dialog, its sides fixed.
        t->setDiceSource(std::make_unique<SeededDice>(11));
        click(dlg->battleButton());
        BattleDialog *battle = dlg->battleDialog();
        QVERIFY(battle);
        QVERIFY(QTest::qWaitForWindowExposed(battle));
        QVERIFY(!child<QComboBox>(battle, QStringLiteral("opponentCombo"))->isEnabled());
        QVERIFY(battle->fight()->battle().flags().breakIn);
        clickNamed(battle, QStringLiteral("beginButton"));
        // RULES S3: no Avoid Battle step, which the defenders could not use.
        QCOMPARE(battle->fight()->battle().phase(), BattlePhase::RoundStart);
        QVERIFY(!child<QLabel>(battle, QStringLiteral("stepTrail"))->text().contains(QStringLiteral("Avoid")));
        // The break-in battle has exact odds of its own (RULES S3, O1): the panel shows the S3 figures.
        BattleOddsPanel *panel = battle->oddsPanel();
        QTRY_VERIFY(panel->hasOdds() && !panel->isComputing());
        const BattleOdds expected = LiveOdds::of(battle->fight()->battle()).compute();
        QVERIFY(expected.total() > 0.999);
        QCOMPARE(panel->shownOdds().attackerWins, expected.attackerWins);
        QVERIFY(!panel->detailsLabel()->text().contains(QStringLiteral("do not cover")));
        QCOMPARE(panel->attackerWinsLabel()->text(), OddsCharts::percent(expected.attackerWins));
        QVERIFY(panel->charts()->roundsNote().contains(QStringLiteral("break-in")));
        QVERIFY(panel->statusLabel()->toolTip().contains(QStringLiteral("RULES S3")));
        saveShot(battle, QStringLiteral("break-in-battle-odds"));
        clickNamed(battle, QStringLiteral("resolveButton"));
        clickNamed(battle, QStringLiteral("finishButton"));
        QVERIFY(battle->isFinished());
        QTRY_VERIFY(!dlg->battleDialog());
        QCOMPARE(t->fortress(t.castle)->ownerSideId, t.blue); // the fortress changes hands
        QVERIFY(!t->siegeOf(t.castle));                       // and its siege ends (RULES S5), this turn
        QCOMPARE(t->sieges().last().endedTurn, t->turn());
        QVERIFY(dlg->resultText().contains(QStringLiteral("the fortress fell")));
        QVERIFY(!dlg->battleButton()->isVisible());
        dlg->close();
        QTRY_VERIFY(dock->list()->item(0)->text().contains(QStringLiteral("ended")));
        dock->list()->setCurrentRow(0);
        saveShot(&window, QStringLiteral("sieges-dock-ended"));

        // Undo back to before the siege was laid.
        while (t->undoStack()->index() > undoBefore + 2) // keep the two pickets
            t->undoStack()->undo();
        QCOMPARE(t->fortress(t.castle)->ownerSideId, t.red);
        QVERIFY(t->sieges().isEmpty());
        QCOMPARE(dock->list()->count(), 0);
    }

    void aOneCostsTheChosenForceAUnit_S2()
    {
        MapCampaign t;
        besiege(t);
        BreakInDialog dlg(*t, t->siegeOf(t.castle)->id);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        t.script({1});
        click(dlg.rollButton());
        QVERIFY(dlg.lossCombo()->isVisible());
        // The default is a picket; the user picks the Host instead.
        QVERIFY(dlg.lossCombo()->currentData().toLongLong() != t.host);
        dlg.lossCombo()->setCurrentIndex(dlg.lossCombo()->findData(t.host));
        click(dlg.keepButton());
        QCOMPARE(t.forceNamed(t.host).units.total(), 3);
        QCOMPARE(t->siegeOf(t.castle)->unitsLost, 1);
        QVERIFY(!dlg.rollButton()->isVisible());
    }

    // RULES H2: a besieging leader's own rerolls re-roll the break-in die from the dialog; the rest lapse.
    void aHeroicRerollFromTheDialog_H2()
    {
        MapCampaign t;
        besiege(t);
        const int h = t.get(t.marshal).effectiveHeroics();
        t.script({h});
        QVERIFY(heroicDeed(*t, t.marshal).ok);
        BreakInDialog dlg(*t, t->siegeOf(t.castle)->id);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QVERIFY(!dlg.heroicRerollButton()->isVisible()); // nothing rolled yet
        t.script({2, 6});
        click(dlg.rollButton());
        QVERIFY(dlg.heroicRerollButton()->isVisible());
        QVERIFY(dlg.heroicRerollButton()->text().contains(QString::number(h)));
        saveShot(&dlg, QStringLiteral("break-in-heroic-reroll"));
        click(dlg.heroicRerollButton());
        QCOMPARE(dlg.faces(), (QList<int>{2, 6}));
        QVERIFY(dlg.keepButton()->isDefault());
        click(dlg.keepButton());
        QCOMPARE(t.get(t.marshal).rerolls, 0);
        QVERIFY(t->history(t.marshal).last().text.shown().contains(QStringLiteral("lapse with the siege turn")));
    }

    // Issue 30: with no reroll to make and no unit to pick, the roll stands at once: no Keep click.
    void aRollWithNoChoiceLeftStandsAtOnce_S2()
    {
        MapCampaign t;
        const qint64 wall = t.leader(QStringLiteral("Old Wall"), {4, 3, 3, 3, 3, 6, 3}, t.red); // Siege 6
        QVERIFY(assignLeader(*t, wall, t.garrison).ok);
        besiege(t);
        QCOMPARE(siegeRerolls(*t, *t->siegeOf(t.castle)), 0);
        BreakInDialog dlg(*t, t->siegeOf(t.castle)->id);
        dlg.show();
        t.script({4});
        click(dlg.rollButton());
        QVERIFY(dlg.isDone());
        QVERIFY(!dlg.keepButton()->isVisible());
        QCOMPARE(t->siegeOf(t.castle)->lastRollTurn, t->turn());
        QVERIFY(siegeRollPending(*t).isEmpty());
    }

    void closingAfterARollKeepsIt_S2_D1()
    {
        MapCampaign t;
        besiege(t);
        auto *dlg = new BreakInDialog(*t, t->siegeOf(t.castle)->id);
        dlg->setAttribute(Qt::WA_DeleteOnClose);
        dlg->show();
        t.script({4});
        click(dlg->rollButton());
        dlg->reject();
        QCOMPARE(t->siegeOf(t.castle)->lastRollTurn, t->turn());
        QVERIFY(siegeRollPending(*t).isEmpty()); // the roll is kept: it is not asked for again
    }

    void aSortieFromTheDialog_S4()
    {
        MapCampaign t;
        Force g = t.forceNamed(t.garrison);
        g.units = {12, 0, 0};
        MapCampaign::must(editForce(*t, g));
        besiege(t);
        BreakInDialog dlg(*t, t->siegeOf(t.castle)->id);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        auto *target = child<QComboBox>(&dlg, QStringLiteral("sortieTargetCombo"));
        target->setCurrentIndex(target->findData(t->forceByName(QStringLiteral("Left picket"))->id));
        auto *after = child<QComboBox>(&dlg, QStringLiteral("sortieAfterCombo"));
        after->setCurrentIndex(1); // take the hex
        const QString going = child<QLabel>(&dlg, QStringLiteral("sortieUnitsLabel"))->text();
        QVERIFY2(going.startsWith(QStringLiteral("12 unit")), qPrintable(going)); // every garrison force's good units
        QVERIFY(!dlg.sortieButton()->isEnabled()); // RULES S4: the break-in roll comes first
        t.script({3});
        click(dlg.rollButton());
        click(dlg.keepButton());
        t->setDiceSource(std::make_unique<SeededDice>(5));
        click(dlg.sortieButton());
        BattleDialog *battle = dlg.battleDialog();
        QVERIFY(battle);
        QCOMPARE(battle->fight()->force(Role::Attacker).id, t.garrison);
        QVERIFY(child<QComboBox>(battle, QStringLiteral("opponentCombo"))
                    ->currentText()
                    .startsWith(QStringLiteral("Left picket (Blue)")));
        clickNamed(battle, QStringLiteral("beginButton"));
        clickNamed(battle, QStringLiteral("resolveButton"));
        clickNamed(battle, QStringLiteral("finishButton"));
        QTRY_VERIFY(!dlg.battleDialog());
        QVERIFY(!t->siegeOf(t.castle)); // the zone of control is broken (RULES S5)
        QVERIFY(dlg.resultText().contains(QStringLiteral("zone of control")));
        // Issue 30, item 26: no blank band where the chart of a siege going on was.
        QTRY_VERIFY2(dlg.height() <= dlg.sizeHint().height() + 8,
                     qPrintable(QStringLiteral("%1 > %2").arg(dlg.height()).arg(dlg.sizeHint().height())));
        saveShot(&dlg, QStringLiteral("siege-after-sortie"));
        // No leader was sent: the units went out as a force of their own, Castellan Ward stayed inside.
        const auto formed = t->forceByName(QStringLiteral("Sortie from Castle Rock"));
        QVERIFY(formed);
        QCOMPARE(formed->units.total() > 0, true);
        QCOMPARE(t.get(t.ward).forceId, t.garrison);
        QCOMPARE(t.forceNamed(t.garrison).hex, t.castleHex);
    }

    /** The siege turn dialog the dock's Siege Phase opened last. */
    static BreakInDialog *openedDialog(QMainWindow &window)
    {
        const QList<BreakInDialog *> open = window.findChildren<BreakInDialog *>();
        for (BreakInDialog *d : open) {
            if (d->isVisible())
                return d;
        }
        return nullptr;
    }

    // RULES S3 (issue 30): a 6 whose battle is not fought stays owed. Closing the dialog loses nothing, the dock
    // and the panel say so, the siege phase offers the battle again, and once it is fought the dialog shows what
    // core now allows: no second battle, and a sortie against the forces that did not break in (S4).
    void aSixClosedUnfoughtIsOfferedAgain_S3_S4()
    {
        MapCampaign t;
        besiege(t, 4); // pickets strong enough to hold the siege whatever the Host loses
        QMainWindow window;
        auto *dock = new SiegesDock(&window);
        window.addDockWidget(Qt::BottomDockWidgetArea, dock);
        dock->setCampaign(t.campaign.get());
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        t.script({6});
        dock->siegePhaseAction()->trigger();
        BreakInDialog *first = openedDialog(window);
        QVERIFY(first);
        click(first->rollButton());
        click(first->keepButton());
        QVERIFY(first->battleButton()->isVisible());
        first->close();
        QTRY_VERIFY(!openedDialog(window));
        QVERIFY(!siegeRollPending(*t).isEmpty()); // Begin Movement waits for the battle
        QTRY_VERIFY(dock->list()->item(0)->text().contains(QStringLiteral("break-in battle owed")));
        const QString facts = child<QLabel>(dock, QStringLiteral("siegeFacts"))->text();
        QVERIFY2(facts.contains(QStringLiteral("the break-in battle is owed")), qPrintable(facts));
        QCOMPARE(dock->panel()->chart()->axisLabel(), QStringLiteral("Rolls from now (1: next turn's roll)"));
        QVERIFY(dock->siegePhaseAction()->isEnabled());
        saveShot(&window, QStringLiteral("sieges-dock-battle-owed"));

        dock->siegePhaseAction()->trigger();
        BreakInDialog *dlg = openedDialog(window);
        QVERIFY(dlg);
        QVERIFY(!dlg->rollButton()->isVisible()); // no second roll
        QVERIFY(dlg->battleButton()->isVisible());
        QVERIFY(dlg->battleButton()->isDefault());
        QVERIFY(dlg->resultText().contains(QStringLiteral("owed")));
        QVERIFY(!dlg->sortieButton()->isEnabled()); // the sortie comes after the battle (RULES S4)
        saveShot(dlg, QStringLiteral("break-in-owed"));

        t->setDiceSource(std::make_unique<SeededDice>(11));
        click(dlg->battleButton());
        BattleDialog *battle = dlg->battleDialog();
        QVERIFY(battle);
        QVERIFY(!dlg->battleButton()->isEnabled()); // one 6, one battle
        auto *opponent = child<QComboBox>(battle, QStringLiteral("opponentCombo"));
        QVERIFY2(opponent->currentText().startsWith(QStringLiteral("Garrison (Red)")),
                 qPrintable(opponent->currentText()));
        QVERIFY(!opponent->isEnabled()); // fixed by the siege (RULES S3)
        clickNamed(battle, QStringLiteral("beginButton"));
        clickNamed(battle, QStringLiteral("fireButton"));
        clickNamed(battle, QStringLiteral("takeCasualtiesButton"));
        clickNamed(battle, QStringLiteral("applyHitsButton"));
        click(child<QRadioButton>(battle, QStringLiteral("attackerRetreat"))); // the besieger withdraws (S3)
        clickNamed(battle, QStringLiteral("nextRoundButton"));
        QCOMPARE(battle->fight()->battle().result(), BattleResult::DefenderWins); // the besieger withdrew
        clickNamed(battle, QStringLiteral("resolveButton"));
        clickNamed(battle, QStringLiteral("finishButton"));
        QTRY_VERIFY(!dlg->battleDialog());
        QVERIFY(t->siegeOf(t.castle));
        QVERIFY(!dlg->battleButton()->isVisible());
        QVERIFY2(dlg->resultText().contains(QStringLiteral("has been fought")), qPrintable(dlg->resultText()));
        auto *target = child<QComboBox>(dlg, QStringLiteral("sortieTargetCombo"));
        QCOMPARE(target->count(), 2); // the pickets: the Host broke in this turn
        QCOMPARE(target->findData(t.host), -1);
        QVERIFY2(dlg->sortieButton()->isEnabled(), qPrintable(dlg->sortieButton()->toolTip()));
        saveShot(dlg, QStringLiteral("break-in-fought"));
        dlg->close();
        QTRY_VERIFY(dock->list()->item(0)->text().contains(QStringLiteral("besieged for 2 turn")));
        QVERIFY(siegeRollPending(*t).isEmpty());
    }

    // RULES S9 (issue 30): the leaders inside are shown wherever the garrison is, the one alone inside too.
    void theLeadersInsideAreShown_S9()
    {
        MapCampaign t;
        const qint64 warden = t.leader(QStringLiteral("Warden Ysolde"), {4, 3, 3, 3, 3, 3, 3}, t.red);
        MapCampaign::must(setLocation(*t, warden, QStringLiteral("Castle Rock")));
        besiege(t);
        const QString expected = QStringLiteral("Castellan Ward (with Garrison), Warden Ysolde (alone inside)");
        SiegesDock dock;
        dock.setCampaign(t.campaign.get());
        QVERIFY(child<QLabel>(&dock, QStringLiteral("siegeFacts"))->text().contains(expected));
        MapPanel panel;
        panel.setCampaign(t.campaign.get());
        panel.showHex(t.castleHex);
        QVERIFY(child<QLabel>(&panel, QStringLiteral("fortressInfo"))->text().contains(expected));
        t.script({6});
        BreakInDialog dlg(*t, t->siegeOf(t.castle)->id);
        dlg.show();
        click(dlg.rollButton());
        click(dlg.keepButton());
        t->setDiceSource(std::make_unique<SeededDice>(11));
        click(dlg.battleButton());
        BattleDialog *battle = dlg.battleDialog();
        QVERIFY(battle);
        const QLabel *inside = battle->sidePanel(Role::Defender)->leaderLabel(warden);
        QVERIFY2(inside, "the leader alone inside is among the defenders (RULES S3, S9)");
        QVERIFY2(inside->text().contains(QStringLiteral("Warden Ysolde")), qPrintable(inside->text()));
        saveShot(battle, QStringLiteral("break-in-battle-leader-inside"));
        battle->reject();
    }
};

QTEST_MAIN(TestGuiSiege)
#include "test_gui_siege.moc"
