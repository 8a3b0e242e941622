// GUI test of the battle board (issue 13): a campaign battle fought by clicks on the board, the computer
// playing the other side, then landed; the battle dialog's way to the board; a scenario played out.

#include "battle/battledialog.h"
#include "options/ruleoptionsdialog.h"
#include "mainwindow/mainwindow.h"
#include "tactical/battledicerow.h"
#include "tactical/tacticalbattledialog.h"
#include "tactical/tacticalboardscene.h"

#include "commands/forceactions.h"
#include "commands/mapactions.h"
#include "commands/rulesetactions.h"

#include "guiclicks.h"
#include "boardfield.h"

#include <QCheckBox>
#include <QFile>
#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace castellan;

namespace {

/** The battle due at 0303, with seeded dice. */
struct Field : BoardField
{
    Field() { campaign->setDiceSource(std::make_unique<SeededDice>(12)); }
};

/** While it lives, answers No to any question the board asks (the computer attacking our cavalry, RULES C9). */
struct AnswerNo
{
    QTimer timer;
    int answered = 0;
    AnswerNo()
    {
        timer.setInterval(40);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                ++answered;
                if (QAbstractButton *no = box->button(QMessageBox::No))
                    no->click();
                else
                    box->reject();
            }
        });
        timer.start();
    }
};

void clickBoard(TacticalBattleDialog &d, const Hex &h)
{
    QTest::mouseClick(d.view()->viewport(), Qt::LeftButton, {}, d.view()->mapFromScene(d.scene()->centreOf(h)));
}

} // namespace

class TestGuiTactical : public QObject
{
    Q_OBJECT

private slots:
    void aCampaignBattleIsFoughtByClicksOnTheBoard()
    {
        Field f;
        const int steps = f->undoStack()->count();
        TacticalBattleDialog d(*f, f.at);
        QVERIFY(d.refusal().isEmpty());
        showActive(&d);
        AnswerNo questions;
        d.setComputerPlays(1, true); // Red, the attacker, moves first: the computer plays its turn at once
        QCOMPARE(d.battle().side(), 0);
        // Blue's turns by hand: roll, pick a unit the dice allow, move it to a marked hex, aim and fire. The
        // armies start out of reach: Blue plays on until it has made an attack by clicks.
        bool attacked = false;
        for (int turn = 0; turn < 40 && !attacked && d.battle().phase() != TacticalPhase::Over; ++turn) {
            click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
            QVERIFY(!d.battle().activation().faces.isEmpty());
            QVERIFY(child<QLabel>(&d, QStringLiteral("activationDice"))->text().startsWith(QStringLiteral("Activation:")));
            QCOMPARE(child<BattleDiceRow>(&d, QStringLiteral("activationDiceRow"))->count(),
                     d.battle().activation().faces.size() + d.battle().activation().rerolled.size());
            // By id: each click changes the battle, and with it the list of its units.
            QList<int> ids;
            for (const TacticalUnit &u : d.battle().units())
                ids << u.id;
            for (const int id : std::as_const(ids)) {
                if (d.battle().phase() != TacticalPhase::Choose || !d.battle().canActivate(id))
                    continue;
                clickBoard(d, d.battle().unit(id)->hex);
                QCOMPARE(d.battle().acting(), id);
                if (d.battle().targets().isEmpty() && !d.scene()->markedMoves().isEmpty()) {
                    // The marked hex nearest the enemy, as a player would pick.
                    Hex best = d.scene()->markedMoves().first();
                    int nearest = 1000;
                    for (const Hex &h : d.scene()->markedMoves()) {
                        for (const TacticalUnit &e : d.battle().units()) {
                            if (e.alive() && e.side == 1 && HexGrid::distance(h, e.hex) < nearest) {
                                nearest = HexGrid::distance(h, e.hex);
                                best = h;
                            }
                        }
                    }
                    clickBoard(d, best);
                    QCOMPARE(d.battle().unit(id)->hex, best);
                }
                if (!d.battle().targets().isEmpty()) {
                    const int target = d.battle().targets().first();
                    const qsizetype before = d.battle().attacks().size();
                    clickBoard(d, d.battle().unit(target)->hex); // aims: the odds show before anything is rolled
                    QVERIFY(child<QLabel>(&d, QStringLiteral("attackOdds"))->text().contains(QStringLiteral("dice")));
                    QCOMPARE(d.battle().attacks().size(), before);
                    saveShot(&d, QStringLiteral("tactical-board-aiming"));
                    bool asked = false;
                    if (d.battle().mayFallBack(target))
                        answerNextMessageBox(QMessageBox::No, &asked, {QStringLiteral("Fall back")});
                    click(child<QPushButton>(&d, QStringLiteral("attackButton")));
                    QVERIFY(d.battle().attacks().size() > before);
                    QCOMPARE(d.battle().attacks()[before].attacker, id);
                    QVERIFY(child<QLabel>(&d, QStringLiteral("lastAttack"))->text().startsWith(QStringLiteral("Attack:")));
                    attacked = true;
                }
                if (d.battle().acting())
                    click(child<QPushButton>(&d, QStringLiteral("endActivationButton")));
            }
            if (d.battle().phase() != TacticalPhase::Over && d.battle().side() == 0)
                click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
        }
        QVERIFY(attacked || d.battle().phase() == TacticalPhase::Over);
        saveShot(&d, QStringLiteral("tactical-board"));
        QVERIFY(child<QListWidget>(&d, QStringLiteral("tacticalLog"))->count() > 2);
        // The rest the computer plays for both; Finish lands the battle as one undoable action.
        d.setComputerPlays(0, true);
        QCOMPARE(d.battle().phase(), TacticalPhase::Over);
        click(child<QPushButton>(&d, QStringLiteral("finishButton")));
        QVERIFY(d.landed());
        QCOMPARE(f->undoStack()->count(), steps + 1);
        QCOMPARE(f->battles().size(), 1);
        f->undoStack()->undo();
        QVERIFY(f->battles().isEmpty());
        QCOMPARE(f->force(f.band)->units.good, 6);
    }

    void theBattleDialogOffersTheBoard()
    {
        Field f;
        BattleDialog dialog(*f, f.band);
        dialog.setOpponent(f.host, true);
        showActive(&dialog);
        QPushButton *board = child<QPushButton>(&dialog, QStringLiteral("battleBoardButton"));
        QVERIFY(board->isVisible());
        click(board);
        TacticalBattleDialog *opened = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *t = qobject_cast<TacticalBattleDialog *>(w); t && t->isVisible())
                opened = t;
        }
        QVERIFY(opened);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(opened->battle().units().size(), 12);
        opened->close(); // nothing rolled: it closes and changes nothing
        QVERIFY(f->battles().isEmpty());
    }

    void undoStepsBackToTheLastRollAndSaveKeepsTheBoard()
    {
        QString why;
        const auto scenario = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), Ruleset::standard(), &why);
        QVERIFY(scenario);
        TacticalBattleDialog d(*scenario, 8);
        showActive(&d);
        QPushButton *undo = child<QPushButton>(&d, QStringLiteral("tacticalUndoButton"));
        QVERIFY(!undo->isEnabled());
        // Roll until some unit of Blue may act and move.
        int picked = 0;
        for (int i = 0; i < 20 && !picked; ++i) {
            click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
            for (const TacticalUnit &u : d.battle().units()) {
                if (!picked && d.battle().canActivate(u.id) && !d.battle().movesOf(u).isEmpty())
                    picked = u.id;
            }
            if (!picked) {
                click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
                click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
                click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
            }
        }
        QVERIFY(picked);
        QVERIFY(!undo->isEnabled()); // nothing but the roll yet, and a roll stands
        const Hex from = d.battle().unit(picked)->hex;
        const int left = d.battle().activation().left();
        clickBoard(d, from);
        const Hex to = d.scene()->markedMoves().first();
        clickBoard(d, to);
        QCOMPARE(d.battle().unit(picked)->hex, to);
        QVERIFY(undo->isEnabled());
        click(undo);
        QCOMPARE(d.battle().unit(picked)->hex, from);
        QCOMPARE(d.battle().acting(), picked);
        click(undo);
        QCOMPARE(d.battle().acting(), 0);
        QCOMPARE(d.battle().activation().left(), left);
        QVERIFY(!undo->isEnabled());
        // The board as it stands, saved as a scenario, plays again.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("saved.json"));
        d.saveScenario(file);
        const auto again = loadScenario(file, Ruleset::standard(), &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->setup.units.size(), d.battle().units().size());
        QCOMPARE(again->setup.units.first().hex, d.battle().units().first().hex);
        QCOMPARE(again->setup.board, d.battle().board());
    }

    void theRuleOptionsPickTheRulesetOfTheBattlesOnTheBoard()
    {
        Field f;
        RuleOptionsDialog dialog(*f);
        showActive(&dialog);
        QVERIFY(dialog.rulesetLabel()->text().startsWith(QStringLiteral("Command dice (RULES C)")));
        QFile shipped(QStringLiteral(":/rulesets/command-dice.json"));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        const QString file = f.dir.filePath(QStringLiteral("house.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(shipped.readAll().replace("Command dice (RULES C)", "House rules"));
        out.close();
        dialog.useRuleset(file);
        QVERIFY(dialog.rulesetLabel()->text().startsWith(QStringLiteral("House rules")));
        saveShot(&dialog, QStringLiteral("rule-options-ruleset"));
        click(child<QPushButton>(&dialog, QStringLiteral("standardRulesetButton")));
        QVERIFY(dialog.rulesetLabel()->text().startsWith(QStringLiteral("Command dice")));
    }

    void aScenarioIsPlayedByTheOpenCampaignsRuleset()
    {
        Field f;
        QFile shipped(QStringLiteral(":/rulesets/command-dice.json"));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        const QString rules = f.dir.filePath(QStringLiteral("house.json"));
        QFile out(rules);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(shipped.readAll().replace("Command dice (RULES C)", "House rules"));
        out.close();
        QVERIFY(setTacticalRuleset(*f, rules).ok);
        const QString path = f.path();
        f.campaign.reset();
        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY(w.openCampaign(path));
        const QString scenario = QString::fromLocal8Bit(qgetenv("CASTELLAN_SOURCE_DIR")) + QStringLiteral("/resources/scenarios/meeting-at-the-ford.json");
        TacticalBattleDialog *d = w.playScenario(scenario);
        QVERIFY(d);
        QCOMPARE(d->battle().rules().name, QStringLiteral("House rules"));
        QCOMPARE(d->battle().rules().hash, tacticalRuleset(*w.campaign()).hash);
        d->close();
    }

    void aScenarioIsPlayedOnTheBoard()
    {
        QString why;
        const auto scenario = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), Ruleset::standard(), &why);
        QVERIFY(scenario);
        TacticalBattleDialog d(*scenario, 4);
        showActive(&d);
        QCOMPARE(d.battle().units().size(), 24);
        QVERIFY(child<QPushButton>(&d, QStringLiteral("rollActivationButton"))->isEnabled());
        d.setComputerPlays(1, true);
        d.setComputerPlays(0, true);
        QCOMPARE(d.battle().phase(), TacticalPhase::Over);
        QVERIFY(child<QLabel>(&d, QStringLiteral("tacticalTurn"))->text().contains(QStringLiteral("wins")));
        saveShot(&d, QStringLiteral("tactical-scenario-over"));
    }
};

QTEST_MAIN(TestGuiTactical)
#include "test_gui_tactical.moc"
