// The odds of a whole battle on the board, live in the board dialog (issue 33): worked out in the background after
// every step, told with their interval and how they moved, stopped when the window closes.

#include "battle/battledialog.h"
#include "battle/battleoddspanel.h"
#include "tactical/boardoddspanel.h"
#include "tactical/tacticalbattledialog.h"

#include "commands/board/campaigntactical.h"
#include "dice/dicesource.h"

#include "tactical/boardodds.h"
#include "tactical/scenario.h"

#include "boardfield.h"
#include "filehash.h"
#include "guiclicks.h"
#include "tacticalrules.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace castellan;

namespace {

/** Waits for the panel's odds of the position it follows; false when none came in time. */
bool waitForOdds(BoardOddsPanel *panel)
{
    QSignalSpy spy(panel, &BoardOddsPanel::updated);
    return panel->shown().has_value() || spy.wait(60000);
}

} // namespace

class TestGuiBoardOdds : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(TacticalBattleDialog::scenarioUnderwayFile()); }

    void theBoardDialogShowsEachSidesOddsAndHowTheyMoved_issue33()
    {
        TacticalBattleDialog d(tacticaltest::shippedScenario(), 4);
        BoardOddsPanel *panel = d.battleOdds();
        panel->setTrials(400);
        showActive(&d);
        panel->follow(d.battle());
        QVERIFY(panel->isWorking());
        QVERIFY(child<QLabel>(panel, QStringLiteral("boardOddsStatus"))->text().contains(QStringLiteral("400")));
        QVERIFY(waitForOdds(panel));
        QVERIFY(!panel->isWorking());
        // The figures are the core's for this position and the panel's seed.
        const BoardOdds expected = boardOdds(d.battle(), 400, 1, 1);
        QCOMPARE(panel->shown()->wins[0], expected.wins[0]);
        const QString sides = child<QLabel>(panel, QStringLiteral("boardOddsSides"))->text();
        const QString blue = QString::number(expected.win(0).chance * 100, 'f', 0);
        QVERIFY2(sides.contains(QStringLiteral("Blue %1% ± ").arg(blue)), qPrintable(sides));
        QVERIFY2(!sides.contains(QStringLiteral("before")), qPrintable(sides)); // nothing before the first step

        click(button(&d, "rollActivationButton"));
        QVERIFY(waitForOdds(panel));
        const QString after = child<QLabel>(panel, QStringLiteral("boardOddsSides"))->text();
        QVERIFY2(after.contains(QStringLiteral("(%1% before this roll)").arg(blue)), qPrintable(after));
        saveShot(&d, QStringLiteral("tactical-live-odds"));
    }

    /** Issue 56, item 8: long odds show their figures as they go, and stop at the time limit with what they reached,
     *  the figures of the first battles in order. */
    void longOddsShowTheirProgress_andStopAtTheTimeLimit_issue56()
    {
        TacticalBattleDialog d(tacticaltest::shippedScenario(), 4);
        BoardOddsPanel *panel = d.battleOdds();
        panel->setTrials(MaxBoardTrials);
        panel->setSecondsLimit(1.0);
        showActive(&d);
        panel->follow(d.battle());
        auto *status = child<QLabel>(panel, QStringLiteral("boardOddsStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("so far")), 60000);
        QVERIFY(child<QLabel>(panel, QStringLiteral("boardOddsSides"))->text().contains(QStringLiteral("Blue")));
        QVERIFY(waitForOdds(panel));
        QVERIFY(panel->stoppedAtTimeLimit());
        const BoardOdds reached = *panel->shown();
        QVERIFY(reached.trials > 0 && reached.trials < MaxBoardTrials);
        QVERIFY2(status->text().contains(QStringLiteral("time allowed")), qPrintable(status->text()));
        saveShot(&d, QStringLiteral("review-odds-time-limit"));
        const BoardOdds same = boardOdds(d.battle(), reached.trials, 1, 1);
        QCOMPARE(reached.wins[0], same.wins[0]);
        QCOMPARE(reached.wins[1], same.wins[1]);
        QCOMPARE(reached.draws, same.draws);
    }

    void theOddsOfABattleOverAreCertain_issue33()
    {
        TacticalBattleDialog d(tacticaltest::shippedScenario(), 4);
        d.battleOdds()->setTrials(50);
        showActive(&d);
        d.setComputerPlays(1, true);
        d.setComputerPlays(0, true);
        QCOMPARE(d.battle().phase(), TacticalPhase::Over);
        QVERIFY(waitForOdds(d.battleOdds()));
        const int winner = d.battle().winner();
        QCOMPARE(d.battleOdds()->shown()->wins[winner], 1);
        QCOMPARE(d.battleOdds()->shown()->wins[1 - winner], 0);
        QVERIFY(
            child<QLabel>(d.battleOdds(), QStringLiteral("boardOddsStatus"))->text().contains(QStringLiteral("over")));
    }

    // Closing the window stops the battles being played for it, at once.
    void closingTheWindowStopsTheWork_issue33()
    {
        TacticalBattleDialog d(tacticaltest::shippedScenario(), 4);
        BoardOddsPanel *panel = d.battleOdds();
        panel->setTrials(MaxBoardTrials);
        showActive(&d);
        panel->follow(d.battle());
        QVERIFY(panel->isWorking());
        QElapsedTimer clock;
        clock.start();
        d.close();
        QVERIFY(!panel->isWorking());
        QVERIFY(!panel->shown());
        QVERIFY2(clock.elapsed() < 20000, "a million battles were not cut short"); // they would take minutes
    }

    // Before the first roll the battle dialog shows the battle's odds on the board beside those in rounds, so the
    // game master can choose how to fight it; nothing of the campaign's dice is drawn for them.
    void theBattleDialogShowsTheBoardsOddsBesideTheRounds_issue33()
    {
        BoardField f;
        f->setDiceSource(std::make_unique<SeededDice>(12));
        const quint64 draws = f->draws();
        BattleDialog dialog(*f, f.band);
        dialog.setOpponent(f.host, true);
        BoardOddsPanel *board = dialog.boardOddsPanel();
        board->setTrials(300);
        board->restart();
        showActive(&dialog);
        dialog.setOpponent(f.host, true); // refreshes the dialog, now with the fewer battles
        QVERIFY(board->isVisible());
        QVERIFY(waitForOdds(board));
        QSignalSpy rounds(dialog.oddsPanel(), &BattleOddsPanel::oddsShown);
        QVERIFY(dialog.oddsPanel()->hasOdds() || rounds.wait(60000));
        // The figures are the core's for the board as the battle would set it up.
        CampaignTactical tactical(*f, f.at, f.band, f.host);
        const BoardOdds expected = boardOdds(tactical.battle(), 300, 1, 1);
        QCOMPARE(board->shown()->wins[0], expected.wins[0]);
        QCOMPARE(board->shown()->wins[1], expected.wins[1]);
        const QString sides = child<QLabel>(board, QStringLiteral("boardOddsSides"))->text();
        QVERIFY2(sides.contains(tactical.battle().sideName(0)) && sides.contains(tactical.battle().sideName(1)),
                 qPrintable(sides));
        QCOMPARE(f->draws(), draws);
        saveShot(&dialog, QStringLiteral("battle-board-odds"));

        // Once the battle is begun in rounds, the board is no longer offered, nor its odds.
        clickNamed(&dialog, QStringLiteral("beginButton"));
        QVERIFY(!board->isVisible());
        QVERIFY(!board->isWorking());
    }
};

QTEST_MAIN(TestGuiBoardOdds)
#include "test_gui_board_odds.moc"
