// GUI test of the battle board (issue 13): a campaign battle fought by clicks on the board, the computer
// playing the other side, then landed; the battle dialog's way to the board; a scenario played out.

#include "battle/battledialog.h"
#include "mainwindow/mainwindow.h"
#include "odds/flankoddschart.h"
#include "options/ruleoptionsdialog.h"
#include "tactical/battledicerow.h"
#include "tactical/fallbackdialog.h"
#include "tactical/rerolldialog.h"
#include "tactical/scenariochooserdialog.h"
#include "tactical/scenarioflankdialog.h"
#include "tactical/tacticalbattledialog.h"
#include "tactical/tacticalboardscene.h"
#include "tactical/tacticalflankdialog.h"
#include "tactical/tacticalsetupdialog.h"
#include "widgets/refusalbanner.h"

#include "commands/board/campaigntactical.h"
#include "commands/board/rulesetactions.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"

#include "boardfield.h"
#include "cutoff.h"
#include "guiclicks.h"
#include "tacticalrules.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
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

/** A small battle due at 0303: Blue's Host of 2 infantry under Marshal Bray, and a Red band of 2 that marched in. */
struct SmallField : MapCampaign
{
    qint64 band = 0;
    Hex at{2, 2};

    SmallField()
    {
        Force h = forceNamed(host);
        h.units = {2, 0, 0};
        must(editForce(**this, h));
        must(placeForce(**this, host, at));
        band = force(QStringLiteral("Band"), red, {2, 3}, {2, 0, 0});
        toMovement();
        must(moveForce(**this, band, at));
        campaign->setDiceSource(std::make_unique<SeededDice>(21));
    }
};

/** Clicks a button of the next message box the board shows, by its object name. */
void clickInNextMessageBox(const QString &button, bool *clicked)
{
    QTimer::singleShot(0, [button, clicked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        auto *b = box->findChild<QAbstractButton *>(button);
        QVERIFY2(b, qPrintable(button));
        *clicked = true;
        b->click();
    });
}

/** While it lives, answers No to any question the board asks: our cavalry stands (RULES C9), our leaders keep
 *  the dice (H2). */
struct AnswerNo
{
    QTimer timer;
    int answered = 0;
    AnswerNo()
    {
        timer.setInterval(40);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *fallback = qobject_cast<FallbackDialog *>(modal)) {
                ++answered;
                fallback->pick(0);
                fallback->accept();
            } else if (auto *reroll = qobject_cast<RerollDialog *>(modal)) {
                ++answered;
                reroll->reject();
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
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

/** Answers the next fallback the board asks: the cavalry stands; `*asked` turns true when it was asked. */
void standInNextFallback(bool *asked)
{
    QTimer::singleShot(0, [asked] {
        auto *dialog = qobject_cast<FallbackDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        *asked = true;
        dialog->pick(0);
        dialog->accept();
    });
}

void clickBoard(TacticalBattleDialog &d, const Hex &h)
{
    QTest::mouseClick(d.view()->viewport(), Qt::LeftButton, {}, d.view()->mapFromScene(d.scene()->centreOf(h)));
}

void pressOn(QGraphicsView *view, TacticalBoardScene *scene, const Hex &h)
{
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene->centreOf(h)));
}

/** A move with the left button held, as a drag makes it. */
void dragOver(QGraphicsView *view, TacticalBoardScene *scene, const Hex &h)
{
    const QPointF at = view->mapFromScene(scene->centreOf(h));
    QMouseEvent e(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(view->viewport(), &e);
}

void releaseOn(QGraphicsView *view, TacticalBoardScene *scene, const Hex &h)
{
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene->centreOf(h)));
}

/** Of the hexes marked to move to, the one nearest an enemy of `side`, as a player would pick. */
Hex nearestTheEnemy(const TacticalBattleDialog &d, int side)
{
    Hex best = d.scene()->markedMoves().first();
    int nearest = 1000;
    for (const Hex &h : d.scene()->markedMoves()) {
        for (const TacticalUnit &e : d.battle().units()) {
            if (e.alive() && e.side != side && HexGrid::distance(h, e.hex) < nearest) {
                nearest = HexGrid::distance(h, e.hex);
                best = h;
            }
        }
    }
    return best;
}

/**
 * The turn of the side to play, by clicks as a player makes them: roll, then each unit the dice allow: aim at the
 * first target in reach and fire, else move to the marked hex nearest the enemy and fire if it now can; decline
 * follow ups and second attacks; end the turn. Answers No to a fallback. Returns the attacks it made; the first
 * aim is rendered as `shot`.
 */
/** Whether the readouts beside the board show their whole texts, none drawn over the next: a short window
 *  scrolls. */
bool readoutsHaveRoom(TacticalBattleDialog &d)
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents(); // the panel's own layout, then the dialog's
    auto *panel = child<QScrollArea>(&d, QStringLiteral("tacticalSidePanel"))->widget();
    if (!test::cutOffTexts(panel).isEmpty())
        return false;
    int below = 0;
    for (QObject *o : panel->children()) {
        auto *w = qobject_cast<QWidget *>(o);
        if (!w || !w->isVisible())
            continue;
        if (w->y() < below || w->height() < w->minimumHeight())
            return false;
        below = w->y() + w->height();
    }
    return true;
}

int playTurnByClicks(TacticalBattleDialog &d, const QString &shot = {})
{
    int attacks = 0;
    const int side = d.battle().side();
    click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
    if (d.battle().phase() == TacticalPhase::Over)
        return 0;
    [&] {
        QVERIFY(!d.battle().activation().faces.isEmpty());
        QVERIFY(child<QLabel>(&d, QStringLiteral("activationDice"))->text().startsWith(QStringLiteral("Activation:")));
        QCOMPARE(child<BattleDiceRow>(&d, QStringLiteral("activationDiceRow"))->count(),
                 d.battle().activation().faces.size() + d.battle().activation().rerolled.size());
    }();
    // By id: each click changes the battle, and with it the list of its units.
    QList<int> ids;
    for (const TacticalUnit &u : d.battle().units())
        ids << u.id;
    for (const int id : std::as_const(ids)) {
        if (d.battle().phase() != TacticalPhase::Choose || !d.battle().canActivate(id))
            continue;
        clickBoard(d, d.battle().unit(id)->hex);
        if (d.battle().acting() != id)
            qFatal("a click on a unit the dice allow did not activate it");
        if (d.battle().targets().isEmpty() && !d.scene()->markedMoves().isEmpty()) {
            const Hex best = nearestTheEnemy(d, side);
            clickBoard(d, best);
            if (d.battle().unit(id)->hex != best)
                qFatal("a click on a marked hex did not move the unit there");
        }
        if (!d.battle().targets().isEmpty()) {
            const int target = d.battle().targets().first();
            const qsizetype before = d.battle().attacks().size();
            clickBoard(d, d.battle().unit(target)->hex); // aims: the odds show before anything is rolled
            if (!child<QLabel>(&d, QStringLiteral("attackOdds"))->text().contains(QStringLiteral("(RULES C4)"))
                || d.battle().attacks().size() != before)
                qFatal("aiming showed no odds, or fired");
            if (!readoutsHaveRoom(d))
                qFatal("the readouts beside the board are squeezed into each other");
            if (!shot.isEmpty() && attacks == 0)
                saveShot(&d, shot);
            bool asked = false;
            if (d.battle().mayFallBack(target))
                standInNextFallback(&asked);
            click(child<QPushButton>(&d, QStringLiteral("attackButton")));
            if (d.battle().attacks().size() <= before || d.battle().attacks()[before].attacker != id
                || !child<QLabel>(&d, QStringLiteral("lastAttack"))->text().startsWith(QStringLiteral("Attack:")))
                qFatal("the attack was not made by the unit that aimed");
            ++attacks;
        }
        for (int k = 0; k < 4 && d.battle().acting(); ++k) // a follow up, a hex more, a second attack: declined
            click(child<QPushButton>(&d, QStringLiteral("endActivationButton")));
    }
    if (d.battle().phase() != TacticalPhase::Over && d.battle().side() == side)
        click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
    return attacks;
}

} // namespace

class TestGuiTactical : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(TacticalBattleDialog::scenarioUnderwayFile()); }

    void aWholeSmallBattleIsFoughtByClicksAndLandsInTheCampaign()
    {
        SmallField f;
        const int steps = f->undoStack()->count();
        const qint64 rollsBefore = f->rolls().rollCount();
        TacticalBattleDialog d(*f, f.at, 0, 0);
        QVERIFY2(d.refusal().isEmpty(), qPrintable(d.refusal()));
        showActive(&d);
        // Issue 30: the count each side plays for, from the start; and before a roll, nothing about activations.
        auto *victory = child<QLabel>(&d, QStringLiteral("victoryCount"));
        const QString sides[2] = {d.battle().sideName(0), d.battle().sideName(1)};
        QCOMPARE(victory->text(),
                 QStringLiteral("Units eliminated, of those that win: %1 0 of 1 · %2 0 of 1").arg(sides[0], sides[1]));
        QCOMPARE(d.battle().phase(), TacticalPhase::Activation);
        QVERIFY(!child<QLabel>(&d, QStringLiteral("activationsLeft"))->text().contains(QStringLiteral("No activ")));
        int attacks = 0;
        for (int turn = 0; turn < 300 && d.battle().phase() != TacticalPhase::Over; ++turn)
            attacks += playTurnByClicks(d);
        QCOMPARE(d.battle().phase(), TacticalPhase::Over);
        QVERIFY(attacks > 0);
        QVERIFY(child<QLabel>(&d, QStringLiteral("tacticalTurn"))->text().contains(QStringLiteral("wins")));
        const int winner = d.battle().winner();
        int eliminated[2] = {0, 0};
        for (const TacticalUnit &u : d.battle().units())
            eliminated[u.side] += !u.alive();
        QCOMPARE(d.battle().unitsToWin(winner), 1); // half the enemy's 2 units
        QVERIFY(eliminated[1 - winner] >= d.battle().unitsToWin(winner));
        QVERIFY2(victory->text().contains(QStringLiteral("%1 %2 of 1").arg(sides[winner]).arg(eliminated[1 - winner])),
                 qPrintable(victory->text()));
        saveShot(&d, QStringLiteral("tactical-small-battle-over"));
        click(child<QPushButton>(&d, QStringLiteral("finishButton")));
        QVERIFY(d.landed());
        // The campaign afterwards: one undoable action, the losses, the loser gone back, every die in its log.
        QCOMPARE(f->undoStack()->count(), steps + 1);
        QCOMPARE(f->battles().size(), 1);
        const qint64 ids[2] = {f.host, f.band};
        for (int s = 0; s < 2; ++s) {
            const auto force = f->force(ids[s]);
            QCOMPARE(force ? force->units.good : 0, 2 - eliminated[s]);
        }
        QCOMPARE(f->force(ids[winner])->hex, f.at);
        QVERIFY(f->rolls().rollCount() > rollsBefore);
        QVERIFY(f->rolls().roll(rollsBefore + 1)->context.startsWith(QStringLiteral("tactical battle at 0303")));
        QVERIFY(!f->history(f.marshal).isEmpty());
        QVERIFY(f->history(f.marshal).last().text.shown().contains(QStringLiteral("battle board")));
        QVERIFY(!CampaignTactical::underway(*f));
        f->undoStack()->undo();
        QCOMPARE(f->force(f.band)->units.good, 2);
        QCOMPARE(f->force(f.host)->units.good, 2);
    }

    // RULES F0, C: where neither side moved in, the battle dialog names the attacker, and its board takes him.
    void theBoardTakesTheAttackerTheBattleDialogNamed_F0()
    {
        MapCampaign f;
        const Hex at{2, 2};
        MapCampaign::must(placeForce(*f, f.host, at));
        const qint64 band = f.force(QStringLiteral("Band"), f.red, at, {4, 0, 0});
        f.toMovement();
        auto *dialog = new BattleDialog(*f, f.host);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setOpponent(band, false); // the Band attacks
        showActive(dialog);
        AnswerNo guard; // a refusal would be a message box
        click(button(dialog, "battleBoardButton"));
        QCOMPARE(guard.answered, 0);
        QPointer<TacticalBattleDialog> board;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *d = qobject_cast<TacticalBattleDialog *>(w))
                board = d;
        }
        QVERIFY(board && board->isVisible());
        QVERIFY(board->refusal().isEmpty());
        QCOMPARE(board->battle().setup().firstSide, 1);
        for (const TacticalUnit &u : board->battle().units())
            QCOMPARE(u.side == 1, u.forceId == band); // the attacker at the bottom
        delete board;                                 // nothing rolled yet: nothing to keep
    }

    void aCampaignBattleLeftUnderwayResumesWhereItWas()
    {
        SmallField f;
        const QString path = f.path();
        f.campaign.reset();
        QList<TacticalUnit> units;
        QStringList log;
        qint64 rolls = 0;
        {
            MainWindow w;
            w.setQuietErrors(true);
            QVERIFY(w.openCampaign(path));
            w.campaign()->setDiceSource(std::make_unique<SeededDice>(5));
            auto *d = new TacticalBattleDialog(*w.campaign(), f.at, 0, 0, &w);
            showActive(d);
            playTurnByClicks(*d);
            click(child<QPushButton>(d, QStringLiteral("rollActivationButton"))); // and the next roll
            units = d->battle().units();
            for (int i = 0; i < child<QListWidget>(d, QStringLiteral("tacticalLog"))->count(); ++i)
                log << child<QListWidget>(d, QStringLiteral("tacticalLog"))->item(i)->text();
            rolls = w.campaign()->rolls().rollCount();
            bool kept = false;
            clickInNextMessageBox(QStringLiteral("keepForLaterButton"), &kept);
            d->close();
            QVERIFY(kept);
            QVERIFY(!d->isVisible());
            QVERIFY(!d->landed());
            delete d;
            // A new battle cannot start over it, here or in rounds: its dice are in the log.
            TacticalBattleDialog again(*w.campaign(), f.at, 0, 0);
            QVERIFY(again.refusal().contains(QStringLiteral("under way")));
        }
        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY(w.openCampaign(path));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Resume the Battle on the Board")),
                 qPrintable(w.statusBar()->currentMessage()));
        QAction *resume = w.findChild<QAction *>(QStringLiteral("actionResumeBoardBattle"));
        QVERIFY(resume && resume->isEnabled());
        resume->trigger();
        auto *d = w.findChild<TacticalBattleDialog *>();
        QVERIFY(d);
        QCOMPARE(d->battle().units(), units);
        QCOMPARE(d->battle().phase(), TacticalPhase::Choose);
        QStringList resumedLog;
        for (int i = 0; i < child<QListWidget>(d, QStringLiteral("tacticalLog"))->count(); ++i)
            resumedLog << child<QListWidget>(d, QStringLiteral("tacticalLog"))->item(i)->text();
        QCOMPARE(resumedLog, log);
        QCOMPARE(w.campaign()->rolls().rollCount(), rolls); // nothing rolled again
        saveShot(d, QStringLiteral("tactical-resumed"));
        d->setComputerPlays(0, true);
        d->setComputerPlays(1, true);
        click(child<QPushButton>(d, QStringLiteral("finishButton")));
        QVERIFY(d->landed());
        QCOMPARE(w.campaign()->battles().size(), 1);
        QVERIFY(!CampaignTactical::underway(*w.campaign()));
        QVERIFY(!w.hasBoardBattleUnderway());
        QTRY_VERIFY(!resume->isEnabled()); // nothing left to resume
    }

    void aScenarioLeftUnderwayResumesAndMayBeClosedForGood()
    {
        const TacticalScenario scenario = tacticaltest::shippedScenario();
        QList<TacticalUnit> units;
        {
            // The app ends without a word (a crash): what was played is kept all the same.
            TacticalBattleDialog d(scenario, 9);
            showActive(&d);
            playTurnByClicks(d);
            playTurnByClicks(d);
            units = d.battle().units();
        }
        QVERIFY(TacticalBattleDialog::hasScenarioUnderway());
        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY(w.hasBoardBattleUnderway());
        TacticalBattleDialog *d = w.resumeBoardBattle();
        QVERIFY(d);
        QCOMPARE(d->battle().units(), units);
        QCOMPARE(d->battle().turn(), 2);
        playTurnByClicks(*d); // the dice go on from where they stood
        bool closed = false;
        clickInNextMessageBox(QStringLiteral("endBattleButton"), &closed);
        d->close();
        QVERIFY(closed);
        QVERIFY(!TacticalBattleDialog::hasScenarioUnderway());
        QVERIFY(!w.hasBoardBattleUnderway());
    }

    void aBoardIsSetUpByClicksDragsAndKeysThenSavedAndPlayed()
    {
        MainWindow w;
        w.setQuietErrors(true);
        TacticalSetupDialog *d = w.setUpScenario();
        QVERIFY(d);
        showActive(d);
        const Ruleset &rules = d->setup().rules();
        auto press = [d](const Hex &h) { pressOn(d->view(), d->scene(), h); };
        auto move = [d](const Hex &h) { dragOver(d->view(), d->scene(), h); };
        auto release = [d](const Hex &h) { releaseOn(d->view(), d->scene(), h); };
        auto clickAt = [&](const Hex &h) {
            press(h);
            release(h);
        };
        QVERIFY(!child<QPushButton>(d, QStringLiteral("playSetupButton"))->isEnabled());
        // Blue's infantry on its own rows; a click in the middle row is refused and places nothing.
        d->setPlacing(0, *rules.unitIndex(QStringLiteral("infantry")));
        clickAt({6, 1});
        QCOMPARE(d->setup().unitCount(0), 1);
        QCOMPARE(d->selected(), d->setup().unitAt({6, 1})->id);
        clickAt({6, 4});
        QCOMPARE(d->setup().unitCount(0), 1);
        QVERIFY2(d->findChild<RefusalBanner *>()->text().contains(QStringLiteral("own rows")),
                 qPrintable(d->findChild<RefusalBanner *>()->text()));
        QVERIFY(!d->setup().unitAt({6, 4}));
        d->setPlacing(1, *rules.unitIndex(QStringLiteral("cavalry")));
        clickAt({6, 7});
        clickAt({8, 7});
        QCOMPARE(d->setup().unitCount(1), 2);
        QVERIFY(child<QPushButton>(d, QStringLiteral("playSetupButton"))->isEnabled());
        // A drag moves a unit; the arrow keys step the unit picked; Delete takes it off.
        press({8, 7});
        move({9, 6});
        release({9, 6});
        QVERIFY(d->setup().unitAt({9, 6}));
        QVERIFY(!d->setup().unitAt({8, 7}));
        QTest::keyClick(d, Qt::Key_Right);
        QVERIFY(d->setup().unitAt({10, 6}));
        QTest::keyClick(d, Qt::Key_Up); // row 5 is Red's last own row
        QVERIFY(d->setup().unitAt({10, 5}));
        QTest::keyClick(d, Qt::Key_Up); // the middle row is refused
        QVERIFY(d->setup().unitAt({10, 5}));
        QTest::keyClick(d, Qt::Key_Delete);
        QCOMPARE(d->setup().unitCount(1), 1);
        // The brush: one stroke paints every hex it crosses, and one undo takes the stroke back.
        const int woods = *rules.terrainIndex(QStringLiteral("woods"));
        d->setBrush(woods);
        press({3, 4});
        move({4, 4});
        move({5, 4});
        release({5, 4});
        for (int c = 3; c <= 5; ++c)
            QCOMPARE(d->setup().setup().board.terrainAt({c, 4}), woods);
        click(child<QPushButton>(d, QStringLiteral("setupUndoButton")));
        for (int c = 3; c <= 5; ++c)
            QCOMPARE(d->setup().setup().board.terrainAt({c, 4}), 0);
        press({4, 4});
        release({4, 4});
        QCOMPARE(d->setup().setup().board.terrainAt({4, 4}), woods);
        // A leader attached to the unit picked.
        d->setTool(TacticalSetupDialog::Tool::PlaceUnits);
        clickAt({6, 1});
        QTest::keyClicks(child<QLineEdit>(d, QStringLiteral("leaderName")), QStringLiteral("Marshal %1 Bray"));
        auto *pronoun = child<QComboBox>(d, QStringLiteral("leaderPronoun"));
        pronoun->setCurrentIndex(pronoun->findData(QStringLiteral("she"))); // issue 30, item 12
        click(child<QPushButton>(d, QStringLiteral("attachLeaderButton")));
        QCOMPARE(d->setup().unitAt({6, 1})->leader->name, QStringLiteral("Marshal %1 Bray"));
        QCOMPARE(d->setup().unitAt({6, 1})->leader->pronoun, Pronoun::She);
        QVERIFY2(child<QLabel>(d, QStringLiteral("pickedUnit"))
                     ->text()
                     .contains(QStringLiteral("Marshal %1 Bray (Heroics 3)")),
                 qPrintable(child<QLabel>(d, QStringLiteral("pickedUnit"))->text()));
        saveShot(d, QStringLiteral("tactical-setup"));
        // Saved, it reads back as the same board; played, it is the battle on the board.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("mine.json"));
        QVERIFY(d->saveLayout(file));
        QString why;
        const auto saved = loadScenario(file, rules, &why);
        QVERIFY2(saved, qPrintable(why));
        QCOMPARE(saved->setup.units.size(), 2);
        QCOMPARE(std::count_if(saved->setup.units.cbegin(), saved->setup.units.cend(),
                               [](const TacticalUnit &u) { return u.leader && u.leader->pronoun == Pronoun::She; }),
                 1);
        QCOMPARE(saved->setup.board, d->setup().setup().board);
        QVERIFY(!d->openLayout(dir.filePath(QStringLiteral("none.json"))));
        QCOMPARE(d->setup().unitCount(0), 1); // a file that could not be read changed nothing
        click(child<QPushButton>(d, QStringLiteral("playSetupButton")));
        auto *battle = w.findChild<TacticalBattleDialog *>();
        QVERIFY(battle);
        QCOMPARE(battle->battle().units().size(), 2);
        QCOMPARE(battle->battle().board().terrainAt({4, 4}), woods);
        battle->close();
        d->close();
    }

    void aCampaignBattlesBoardIsArrangedBeforeItsFirstRoll()
    {
        Field f;
        TacticalBattleDialog d(*f, f.at, 0, 0);
        showActive(&d);
        QPushButton *arrange = child<QPushButton>(&d, QStringLiteral("arrangeBoardButton"));
        QVERIFY(arrange->isVisible() && arrange->isEnabled());
        click(arrange);
        QPointer<TacticalSetupDialog> setup = d.findChild<TacticalSetupDialog *>();
        QVERIFY(setup);
        QCOMPARE(setup->setup().setup().units.size(), d.battle().units().size());
        int moved = 0, other = 0;
        for (const TacticalUnit &u : setup->setup().setup().units) {
            if (u.side == 0 && !u.leader && !moved)
                moved = u.id;
            else if (u.side == 0 && !u.leader)
                other = u.id;
        }
        QVERIFY(moved && other);
        const Hex from = setup->setup().setup().units[moved - 1].hex;
        const Hex free{0, 3};
        pressOn(setup->view(), setup->scene(), from);
        dragOver(setup->view(), setup->scene(), free);
        releaseOn(setup->view(), setup->scene(), free);
        QCOMPARE(setup->setup().unitAt(free)->id, moved);
        pressOn(setup->view(), setup->scene(), {1, 3}); // an empty hex: no counter is added to the campaign's
        releaseOn(setup->view(), setup->scene(), {1, 3});
        QVERIFY(!setup->setup().unitAt({1, 3}));
        const Hex otherHex = setup->setup().setup().units[other - 1].hex;
        pressOn(setup->view(), setup->scene(), otherHex);
        releaseOn(setup->view(), setup->scene(), otherHex);
        QCOMPARE(setup->selected(), other);
        setup->pickLeader(1); // the marshal leads this counter now, and leaves the one he led
        QCOMPARE(setup->setup().unitAt(otherHex)->leader->leaderId, f.marshal);
        int led = 0;
        for (const TacticalUnit &u : setup->setup().setup().units)
            led += u.leader.has_value();
        QCOMPARE(led, 1);
        const int woods = *d.battle().rules().terrainIndex(QStringLiteral("woods"));
        setup->setBrush(woods);
        pressOn(setup->view(), setup->scene(), {6, 4});
        releaseOn(setup->view(), setup->scene(), {6, 4});
        saveShot(setup, QStringLiteral("tactical-arrange"));
        click(child<QPushButton>(setup, QStringLiteral("playSetupButton")));
        QTRY_VERIFY(!setup || !setup->isVisible());
        QCOMPARE(d.battle().unit(moved)->hex, free);
        QCOMPARE(d.battle().unit(other)->leader->leaderId, f.marshal);
        QCOMPARE(d.battle().board().terrainAt({6, 4}), woods);
        click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
        QVERIFY(!arrange->isEnabled()); // once a die is rolled the board stands
    }

    void aCampaignBattleIsFoughtByClicksOnTheBoard()
    {
        Field f;
        const int steps = f->undoStack()->count();
        TacticalBattleDialog d(*f, f.at, 0, 0);
        QVERIFY(d.refusal().isEmpty());
        showActive(&d);
        AnswerNo questions;
        d.setComputerPlays(1, true); // Red, the attacker, moves first: the computer plays its turn at once
        QCOMPARE(d.battle().side(), 0);
        // Blue's turns by hand. The armies start out of reach: Blue plays on until it has made an attack by clicks.
        bool attacked = false;
        for (int turn = 0; turn < 40 && !attacked && d.battle().phase() != TacticalPhase::Over; ++turn)
            attacked = playTurnByClicks(d, QStringLiteral("tactical-board-aiming")) > 0;
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

    /** RULES M2 on a campaign board: the flank-march dialog before the first roll sends two counters of the
     *  Host's scout off the board; the barred commander-in-chief is greyed; the march is kept and played. */
    void aCampaignBattleSendsAFlankMarchFromTheBoardDialog_M2()
    {
        Field f;
        const qint64 scout = f.leader(QStringLiteral("Sir Scout"), {4, 3, 3, 6, 2, 3, 3}, f.blue);
        Field::must(assignLeader(*f, scout, f.host));
        TacticalBattleDialog d(*f, f.at, 0, 0);
        QVERIFY(d.refusal().isEmpty());
        showActive(&d);
        const int before = int(d.battle().units().size());
        bool checked = false;
        QTimer::singleShot(0, &d, [&] {
            auto *dialog = qobject_cast<TacticalFlankDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *side = child<QComboBox>(dialog, QStringLiteral("tacticalFlankSide"));
            side->setCurrentIndex(side->findText(QStringLiteral("Blue")));
            auto *general = child<QComboBox>(dialog, QStringLiteral("tacticalFlankGeneral"));
            auto *model = qobject_cast<QStandardItemModel *>(general->model());
            QVERIFY(!model->item(general->findData(f.marshal))->isEnabled()); // the commander-in-chief stays
            QCOMPARE(general->currentData().toLongLong(), scout);
            // The counters to pick: the Host's six but the commander-in-chief's own (RULES C11, M2).
            auto *counters = child<QListWidget>(dialog, QStringLiteral("tacticalFlankCounters"));
            QCOMPARE(counters->count(), 5);
            for (int i = 0; i < counters->count(); ++i)
                QVERIFY(!counters->item(i)->text().contains(QStringLiteral("Marshal Bray")));
            for (int i = 0; i < 4; ++i)
                counters->item(i)->setCheckState(Qt::Checked);
            QVERIFY(dialog->refusal().contains(QStringLiteral("half")));
            QVERIFY(!child<QPushButton>(dialog, QStringLiteral("tacticalFlankSend"))->isEnabled());
            counters->item(0)->setCheckState(Qt::Unchecked);
            counters->item(2)->setCheckState(Qt::Unchecked);
            QCOMPARE(dialog->chosenCounters().size(), 2);
            QVERIFY(dialog->refusal().isEmpty());
            QVERIFY(child<QPushButton>(dialog, QStringLiteral("tacticalFlankSend"))->isEnabled());
            QVERIFY(dialog->chart()->caption().contains(QStringLiteral("excellent")));
            saveShot(dialog, QStringLiteral("tactical-flank-dialog"));
            click(child<QPushButton>(dialog, QStringLiteral("tacticalFlankSend")));
            QCOMPARE(child<QListWidget>(dialog, QStringLiteral("tacticalFlankSent"))->count(), 1);
            // Issue 30: nobody else may march; no barred leader is picked, and no refusal shows as if sending failed.
            QCOMPARE(general->currentIndex(), -1);
            QVERIFY(!child<QLabel>(dialog, QStringLiteral("tacticalFlankWhy"))->isVisible());
            QVERIFY(!child<QPushButton>(dialog, QStringLiteral("tacticalFlankSend"))->isEnabled());
            saveShot(dialog, QStringLiteral("tactical-flank-dialog-sent"));
            checked = true;
            dialog->reject();
        });
        click(child<QPushButton>(&d, QStringLiteral("flankMarchesButton")));
        QVERIFY(checked);
        QCOMPARE(d.battle().setup().marches.size(), 1);
        QCOMPARE(int(d.battle().units().size()), before - 2);
        const auto &units = d.battle().units();
        QVERIFY(std::any_of(units.cbegin(), units.cend(), [&](const TacticalUnit &u) {
            return u.leader && u.leader->leaderId == f.marshal; // the commander-in-chief stays on the board
        }));
        QVERIFY(!child<QPushButton>(&d, QStringLiteral("arrangeBoardButton"))
                     ->isEnabled()); // arranged first, marches after
        AnswerNo questions;
        f->setDiceSource(std::make_unique<SeededDice>(7));
        d.setComputerPlays(1, true);
        d.setComputerPlays(0, true);
        QCOMPARE(d.battle().phase(), TacticalPhase::Over);
        click(child<QPushButton>(&d, QStringLiteral("finishButton")));
        QVERIFY(d.landed());
        const QList<HistoryEntry> history = f->history(scout);
        QVERIFY(std::any_of(history.cbegin(), history.cend(), [](const HistoryEntry &h) {
            return h.text.shown().contains(QStringLiteral("flank march"));
        }));
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
        const TacticalScenario scenario = tacticaltest::shippedScenario();
        TacticalBattleDialog d(scenario, 8);
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
        const QString scenario = QString::fromLocal8Bit(qgetenv("CASTELLAN_SOURCE_DIR"))
            + QStringLiteral("/resources/scenarios/meeting-at-the-ford.json");
        TacticalBattleDialog *d = w.playScenario(scenario);
        QVERIFY(d);
        QCOMPARE(d->battle().rules().name, QStringLiteral("House rules"));
        QCOMPARE(d->battle().rules().hash, tacticalRuleset(*w.campaign()).hash);
        d->close();
    }

    void theShippedScenariosAreOfferedBeforeAnyFile_issue30_13()
    {
        MainWindow w;
        w.setQuietErrors(true);
        ScenarioChooserDialog *chooser = w.chooseScenario();
        QVERIFY(chooser);
        auto *list = child<QListWidget>(chooser, QStringLiteral("scenarioList"));
        QVERIFY(list->count() >= 4);
        QCOMPARE(list->count(), chooser->scenarios().size());
        for (int i = 0; i < list->count(); ++i) {
            QVERIFY(!list->item(i)->icon().isNull()); // a picture of its board
            QVERIFY(list->item(i)->text().contains(chooser->scenarios()[i].scenario.name));
            QVERIFY(list->item(i)->text().contains(QStringLiteral(" hexes")));
        }
        int march = -1;
        for (int i = 0; i < chooser->scenarios().size(); ++i) {
            if (chooser->scenarios()[i].key == QLatin1String("the-long-march"))
                march = i;
        }
        QVERIFY(march >= 0);
        list->setCurrentRow(march);
        const TacticalScenario picked = chooser->scenarios()[march].scenario; // the chooser goes once it plays
        auto *about = child<QLabel>(chooser, QStringLiteral("scenarioAbout"));
        QVERIFY(about->text().contains(picked.name.toHtmlEscaped()));
        QVERIFY(about->text().contains(QStringLiteral("marches on the flank")));
        QVERIFY(about->text().contains(QStringLiteral("moves first")));
        QVERIFY(!child<QLabel>(chooser, QStringLiteral("scenarioPicture"))->pixmap().isNull());
        saveShot(chooser, QStringLiteral("scenario-chooser"));

        click(child<QPushButton>(chooser, QStringLiteral("playScenarioButton")));
        TacticalBattleDialog *battle = nullptr;
        QTRY_VERIFY((battle = w.findChild<TacticalBattleDialog *>()) != nullptr);
        QCOMPARE(battle->battle().setup().marches.size(), picked.setup.marches.size());
        QVERIFY(battle->windowTitle().contains(picked.name));
        battle->close();
        // Picked again next time.
        ScenarioChooserDialog *again = w.chooseScenario();
        QCOMPARE(child<QListWidget>(again, QStringLiteral("scenarioList"))->currentRow(), march);
        again->reject();
    }

    void aFlankMarchArrivesOnTheBoardByClicks_M3_M4()
    {
        QString why;
        TacticalScenario scenario = tacticaltest::shippedScenario();
        TacticalMarch march;
        march.side = 0;
        march.edge = FlankEdge::Left;
        march.general = {0, QStringLiteral("Sir Hugh"), 3};
        march.level = GeneralLevel::Excellent;
        for (int i = 0; i < 2; ++i) {
            TacticalUnit u = scenario.setup.units.first();
            u.id = 100 + i;
            u.side = 0;
            u.hex = {-1, -1};
            march.units << u;
        }
        scenario.setup.marches << march;
        // The scenario file keeps the march (RULES M2), as the journal of a battle under way needs it.
        const auto again = scenarioFromJson(QJsonDocument(scenarioJson(scenario, Ruleset::standard())).toJson(),
                                            Ruleset::standard(), QStringLiteral("flank.json"), &why);
        QVERIFY2(again, qPrintable(why));
        QCOMPARE(again->setup.marches.size(), 1);
        QCOMPARE(again->setup.marches.first().units.size(), 2);
        TacticalBattleDialog d(*again, 3);
        showActive(&d);
        d.setComputerPlays(1, true);
        for (int i = 0; i < 40 && d.battle().phase() == TacticalPhase::Activation && d.battle().side() == 0; ++i) {
            click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
            click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
        }
        QCOMPARE(d.battle().phase(), TacticalPhase::Arrival); // the march rolled as each game turn ended
        QCOMPARE(d.battle().placingSide(), 0);
        const int first = d.battle().unitsToPlace().first();
        const QList<Hex> legal = d.battle().arrivalHexes(first);
        QCOMPARE(d.scene()->markedMoves(), legal); // the legal hexes are highlighted
        // Issue 30: the heading speaks of the arrival, not of the activation rolled before it.
        QCOMPARE(child<QLabel>(&d, QStringLiteral("activationDice"))->text(),
                 QStringLiteral("Flank marches arrive (RULES M4)."));
        QVERIFY(!child<QLabel>(&d, QStringLiteral("activationsLeft"))->text().contains(QStringLiteral("activation")));
        clickBoard(d, {6, 4}); // the middle of the board: refused with the reason
        QVERIFY(d.findChild<RefusalBanner *>()->text().contains(QStringLiteral("side edge")));
        saveShot(&d, QStringLiteral("tactical-flank-arrival"));
        clickBoard(d, legal.first());
        QCOMPARE(d.battle().unit(first)->hex, legal.first());
        const int second = d.battle().unitsToPlace().first();
        clickBoard(d, d.battle().arrivalHexes(second).last());
        QVERIFY(d.battle().unit(second));
        // Red's shift is the computer's; then Blue plays its turn with the two units on the board.
        QCOMPARE(d.battle().phase(), TacticalPhase::Activation);
        QCOMPARE(d.battle().side(), 0);
        QVERIFY(std::any_of(d.battle().log().cbegin(), d.battle().log().cend(), [](const TacticalEvent &e) {
            return e.text.shown().contains(QStringLiteral("It arrives by the left"));
        }));
        saveShot(&d, QStringLiteral("tactical-flank-arrived"));
    }

    void aScenariosFlankMarchIsSetUpInTheSetupDialog_M2()
    {
        QString why;
        const TacticalScenario scenario = tacticaltest::shippedScenario();
        TacticalSetupDialog setup(Ruleset::standard(), scenario);
        showActive(&setup);
        const int blueUnits = int(std::count_if(scenario.setup.units.cbegin(), scenario.setup.units.cend(),
                                                [](const TacticalUnit &u) { return u.side == 0; }));
        bool checked = false;
        QTimer::singleShot(0, &setup, [&] {
            auto *dialog = qobject_cast<ScenarioFlankDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QTest::keyClicks(child<QLineEdit>(dialog, QStringLiteral("scenarioFlankGeneralName")),
                             QStringLiteral("Sir %1 Hugh"));
            auto *level = child<QComboBox>(dialog, QStringLiteral("scenarioFlankLevel"));
            level->setCurrentIndex(level->findData(int(GeneralLevel::Good)));
            QVERIFY(dialog->chart()->caption().contains(QStringLiteral("good")));
            auto *pronoun = child<QComboBox>(dialog, QStringLiteral("scenarioFlankPronoun"));
            pronoun->setCurrentIndex(pronoun->findData(QStringLiteral("they"))); // issue 30, item 12
            // More than the side's units on the board: more than half of them all (RULES M2).
            child<QSpinBox>(dialog, QStringLiteral("scenarioFlank_infantry"))->setValue(blueUnits + 1);
            click(child<QPushButton>(dialog, QStringLiteral("scenarioFlankSend")));
            QVERIFY2(dialog->refusal().contains(QStringLiteral("half")), qPrintable(dialog->refusal()));
            child<QSpinBox>(dialog, QStringLiteral("scenarioFlank_infantry"))->setValue(1);
            child<QSpinBox>(dialog, QStringLiteral("scenarioFlank_cavalry"))->setValue(1);
            click(child<QPushButton>(dialog, QStringLiteral("scenarioFlankSend")));
            QVERIFY(dialog->refusal().isEmpty());
            QCOMPARE(child<QListWidget>(dialog, QStringLiteral("scenarioFlankSent"))->count(), 1);
            saveShot(dialog, QStringLiteral("scenario-flank-dialog"));
            checked = true;
            dialog->reject();
        });
        click(child<QPushButton>(&setup, QStringLiteral("setupFlankButton")));
        QVERIFY(checked);
        QCOMPARE(setup.setup().setup().marches.size(), 1);
        QCOMPARE(setup.setup().setup().marches.first().general.name, QStringLiteral("Sir %1 Hugh"));
        QCOMPARE(setup.setup().setup().marches.first().general.pronoun, Pronoun::They);
        QCOMPARE(setup.setup().setup().marches.first().units.size(), 2);
        // Kept in the layout it saves, and undone by the setup dialog's Undo.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("flank.json"));
        QVERIFY(setup.saveLayout(file));
        const auto saved = loadScenario(file, Ruleset::standard(), &why);
        QVERIFY2(saved, qPrintable(why));
        QCOMPARE(saved->setup.marches.size(), 1);
        click(child<QPushButton>(&setup, QStringLiteral("setupUndoButton")));
        QVERIFY(setup.setup().setup().marches.isEmpty());
    }

    // Issue 30: a side's own rows are marked in its colour while a board is set up, and a hill there still shows
    // the hill's colour.
    void theOwnRowsLeaveTheTerrainItsColour()
    {
        TacticalSetup setup;
        setup.board.setTerrain({3, 1}, *Ruleset::standard().terrainIndex(QStringLiteral("hill")));
        setup.board.setTerrain({5, 7}, *Ruleset::standard().terrainIndex(QStringLiteral("stream")));
        const TacticalBattle battle(Ruleset::standard(), setup);
        TacticalBoardScene scene(battle);
        scene.setOwnRows(3);
        scene.refresh();
        QImage image(scene.sceneRect().size().toSize(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        scene.render(&painter, QRectF(image.rect()), scene.sceneRect());
        painter.end();
        for (const auto &[hex, key] : {std::pair{Hex{3, 1}, "hill"}, std::pair{Hex{5, 7}, "stream"}}) {
            const QPoint at = (scene.centreOf(hex) - scene.sceneRect().topLeft()).toPoint();
            QCOMPARE(image.pixelColor(at).name(), TacticalBoardScene::terrainColor(QLatin1String(key)).name());
            // and the band of the side's colour is there, inside the hex's edge
            const QColor band = image.pixelColor(at + QPoint(0, -23));
            QVERIFY2(band != TacticalBoardScene::terrainColor(QLatin1String(key)), qPrintable(band.name()));
        }
    }

    void aScenarioIsPlayedOnTheBoard()
    {
        const TacticalScenario scenario = tacticaltest::shippedScenario();
        TacticalBattleDialog d(scenario, 4);
        showActive(&d);
        QCOMPARE(d.battle().units().size(), 24);
        QVERIFY(child<QPushButton>(&d, QStringLiteral("rollActivationButton"))->isEnabled());
        d.setComputerPlays(1, true);
        d.setComputerPlays(0, true);
        QCOMPARE(d.battle().phase(), TacticalPhase::Over);
        QVERIFY(child<QLabel>(&d, QStringLiteral("tacticalTurn"))->text().contains(QStringLiteral("wins")));
        const QString left = child<QLabel>(&d, QStringLiteral("activationsLeft"))->text();
        QVERIFY2(!left.contains(QStringLiteral("left")), qPrintable(left)); // nothing to spend in a battle over
        saveShot(&d, QStringLiteral("tactical-scenario-over"));
    }
};

QTEST_MAIN(TestGuiTactical)
#include "test_gui_tactical.moc"
