// GUI tests of the New Leader dialog and the leader action dialogs: real widgets, offscreen, driven the way a
// user drives them (STYLE 14), with scripted dice so every rating and wound is exact (RULES D2).

#include "actions/assassinationdialog.h"
#include "actions/deeddialog.h"
#include "actions/dueldialog.h"
#include "actions/leaderretreatdialog.h"
#include "actions/survivaldialog.h"
#include "actions/wounddialog.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/leaders/leaderretreat.h"
#include "dice/logverifier.h"
#include "guiclicks.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"
#include "mapcampaign.h"
#include "newleader/creationpool.h"
#include "newleader/diedrag.h"
#include "newleader/newleaderdialog.h"
#include "newleader/traitslot.h"
#include "session/campaignsession.h"
#include "sheet/leadersheet.h"
#include "storage/campaignstore.h"
#include "testcampaign.h"
#include "widgets/dicerow.h"
#include "widgets/dieentrydialog.h"
#include "widgets/diefacewidget.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

using namespace castellan;

namespace {

TraitSlot *slotFor(QWidget *dialog, Trait t)
{
    return child<TraitSlot>(dialog, QStringLiteral("slot_%1").arg(traitKey(t)));
}

/** The widget the user's keys go to. */
QWidget *keyTarget(QWidget *dialog)
{
    if (QWidget *w = QApplication::focusWidget())
        return w;
    return dialog->focusWidget() ? dialog->focusWidget() : dialog;
}

void press(QWidget *dialog, char key)
{
    QTest::keyClick(keyTarget(dialog), key);
}

/** What a real drop onto `target` delivers: enter, then drop, with the MIME data the drag produces. */
bool drop(QWidget *target, QMimeData *data)
{
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted()) {
        delete data;
        return false;
    }
    QDropEvent dropEvent(QPointF(at), Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &dropEvent);
    const bool accepted = dropEvent.isAccepted();
    delete data;
    return accepted;
}

/** Every label's text in a dialog, form labels included. */
QStringList labelTexts(const QWidget *w)
{
    QStringList texts;
    const QList<QLabel *> labels = w->findChildren<QLabel *>();
    for (const QLabel *l : labels)
        texts << l->text();
    return texts;
}

} // namespace

class TestGuiLeader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void assignInOrderFillsOnlyTheEmptySlots_L1();
    void theCreationRollNamesItsLeader_L1_D1();
    void aDuelCappedAtFullVitalityIsNotWounded_L4();
    void theSheetSaysWhereHisForceStands_L2();
    void theSheetFollowsHisForce_L2();
    void theSheetShowsTheGeneralAndMarksACoward_M1();
    void aLeaderMarkedSheOrTheyOnHerSheet_isSpokenOfSo_issue30_12();
    void leaderRetreatFailsThenCaptured_F8();
    void createLeaderByKeyboard_L1();
    void createLeaderByDragAndDrop_L1();
    void dragStartsFromPoolAndSlot_L1();
    void createDisabledUntilAllAssigned_L1();
    void assignInOrderOption_L1();
    void cancelAfterRollKeepsTheRoll_D1();
    void undoRedoCreationReusesTheRoll_D1();
    void duelExchangeByExchange_G1_G2();
    void duelClosedAfterAnExchangeLands_G2();
    void duelToTheEnd_G2();
    void survivalWithReroll_H2_H3();
    void survivalClosedAfterRollLands_H3();
    void deedOutcome_H1();
    void woundPreviewAndApply_L3();
    void recoveryHasNoMenuEntry_L5();
    void tableDiceAreTypedIn_D4();
    void assassination_G3();
    void disabledLeaderIsRefused_L3();
    void screenshots();
};

void TestGuiLeader::createLeaderByKeyboard_L1()
{
    TestCampaign t;
    t.script({5, 3, 6, 2, 4, 1, 2});
    const qint64 rollsBefore = t->rolls().rollCount();

    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    QTest::keyClicks(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Aldric Keyboard"));
    QPushButton *create = button(&dlg, "createButton");
    QVERIFY(!create->isEnabled());
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    QCOMPARE(t->rolls().rollCount(), rollsBefore + 1); // logged at once (RULES D1)
    QVERIFY(!button(&dlg, "rollButton")->isEnabled()); // nothing is re-rolled (RULES L1)

    // Faces: die1 5, die2 3, die3 6, die4 2, die5 4, die6 1, die7 2.
    press(&dlg, '3');
    press(&dlg, 'v'); // Vitality 6
    press(&dlg, '1');
    press(&dlg, 'D'); // Duel 5
    press(&dlg, '5');
    press(&dlg, 'h'); // Heroics 4
    // Arrow keys move the pick: from die 5 the next free one was picked (die 2); Right goes to die 3 (used),
    // Right again to die 4.
    press(&dlg, '2');
    QTest::keyClick(keyTarget(&dlg), Qt::Key_Right);
    QTest::keyClick(keyTarget(&dlg), Qt::Key_Right);
    press(&dlg, 'b'); // Battle 2 (die 4)
    press(&dlg, '2');
    press(&dlg, 'm'); // Maneuver 3
    press(&dlg, '6');
    press(&dlg, 's'); // Siege 1
    QVERIFY(!create->isEnabled());
    press(&dlg, '7');
    press(&dlg, 'r'); // Rally 2
    QVERIFY(create->isEnabled());

    QCOMPARE(slotFor(&dlg, Trait::Vitality)->die(), 2);
    QCOMPARE(slotFor(&dlg, Trait::Battle)->die(), 3);
    QCOMPARE(child<QLabel>(slotFor(&dlg, Trait::Vitality), QStringLiteral("rating"))->text(), QStringLiteral("6"));

    QTest::mouseClick(create, Qt::LeftButton);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QVERIFY(dlg.createdLeaderId() != 0);
    const Leader l = t.get(dlg.createdLeaderId());
    QCOMPARE(l.name, QStringLiteral("Aldric Keyboard"));
    QCOMPARE(l.sideId, t.blue);
    const Ratings expected{6, 4, 5, 3, 2, 1, 2};
    QCOMPARE(l.ratings, expected);
    const std::array<int, TraitCount> dice{2, 4, 0, 1, 3, 5, 6};
    QCOMPARE(l.creationDie, dice);
    QCOMPARE(l.vitality, 6);
    QCOMPARE(l.creationRollId, t->rolls().lastRollId());
    QCOMPARE(t->rolls().rollCount(), rollsBefore + 1);
}

void TestGuiLeader::createLeaderByDragAndDrop_L1()
{
    TestCampaign t;
    t.script({1, 2, 3, 4, 5, 6, 6});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->setText(QStringLiteral("Berengar Dragged"));
    auto *side = child<QComboBox>(&dlg, QStringLiteral("sideCombo"));
    side->setCurrentIndex(side->findData(t.red));
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    const qint64 rollId = t->rolls().lastRollId();
    auto *pool = child<CreationPool>(&dlg, QStringLiteral("dicePool"));

    TraitSlot *vitality = slotFor(&dlg, Trait::Vitality);
    TraitSlot *heroics = slotFor(&dlg, Trait::Heroics);

    // A drag from another roll, or with anything else in it, is refused.
    QVERIFY(!drop(vitality, DieDrag::mimeData(rollId + 99, 0)));
    auto *text = new QMimeData;
    text->setText(QStringLiteral("6"));
    QVERIFY(!drop(vitality, text));
    QCOMPARE(vitality->die(), -1);

    // Pool to slot.
    QVERIFY(drop(vitality, DieDrag::mimeData(rollId, 5))); // die 6 (face 6)
    QVERIFY(drop(heroics, DieDrag::mimeData(rollId, 0)));  // die 1 (face 1)
    QCOMPARE(vitality->die(), 5);
    QCOMPARE(heroics->die(), 0);
    QVERIFY(pool->die(5)->isUsed());

    // Slot to occupied slot: they swap.
    QVERIFY(drop(heroics, DieDrag::mimeData(rollId, 5)));
    QCOMPARE(heroics->die(), 5);
    QCOMPARE(vitality->die(), 0);

    // Back to the pool.
    QVERIFY(drop(pool, DieDrag::mimeData(rollId, 0)));
    QCOMPARE(vitality->die(), -1);
    QVERIFY(!pool->die(0)->isUsed());

    // Pool die onto an occupied slot: the old die goes back to the pool.
    QVERIFY(drop(vitality, DieDrag::mimeData(rollId, 1))); // face 2
    QVERIFY(drop(vitality, DieDrag::mimeData(rollId, 6))); // face 6 replaces it
    QCOMPARE(vitality->die(), 6);
    QVERIFY(!pool->die(1)->isUsed());

    // The rest: Duel 5 (die 5), Maneuver 4 (die 4), Battle 3 (die 3), Siege 2 (die 2), Rally 1 (die 1).
    QVERIFY(drop(slotFor(&dlg, Trait::Duel), DieDrag::mimeData(rollId, 4)));
    QVERIFY(drop(slotFor(&dlg, Trait::Maneuver), DieDrag::mimeData(rollId, 3)));
    QVERIFY(drop(slotFor(&dlg, Trait::Battle), DieDrag::mimeData(rollId, 2)));
    QVERIFY(drop(slotFor(&dlg, Trait::Siege), DieDrag::mimeData(rollId, 1)));
    QVERIFY(!button(&dlg, "createButton")->isEnabled());
    QVERIFY(drop(slotFor(&dlg, Trait::Rally), DieDrag::mimeData(rollId, 0)));
    QVERIFY(button(&dlg, "createButton")->isEnabled());

    QTest::mouseClick(button(&dlg, "createButton"), Qt::LeftButton);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    const Leader l = t.get(dlg.createdLeaderId());
    const Ratings expected{6, 6, 5, 4, 3, 2, 1};
    QCOMPARE(l.ratings, expected);
    QCOMPARE(l.sideId, t.red);
    QCOMPARE(l.creationDie[std::size_t(Trait::Vitality)], 6);
    QCOMPARE(l.creationDie[std::size_t(Trait::Heroics)], 5);
}

void TestGuiLeader::dragStartsFromPoolAndSlot_L1()
{
    TestCampaign t;
    t.script({4, 4, 4, 4, 4, 4, 4});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    const qint64 rollId = t->rolls().lastRollId();
    auto *pool = child<CreationPool>(&dlg, QStringLiteral("dicePool"));

    // The MIME data a drag carries decodes back to its die.
    std::unique_ptr<QMimeData> data(DieDrag::mimeData(rollId, 3));
    const auto payload = DieDrag::decode(data.get());
    QVERIFY(payload);
    QCOMPARE(payload->rollId, rollId);
    QCOMPARE(payload->die, 3);

    // Press and move past the drag distance on die 3: the pool asks for a drag of die 3 (index 2). Offscreen the
    // drag ends at once with nothing dropped, and nothing changes.
    QSignalSpy poolDrag(pool, &CreationPool::dragRequested);
    DieFaceWidget *die = pool->die(2);
    const QPoint from = die->rect().center();
    QTest::mousePress(die, Qt::LeftButton, Qt::NoModifier, from);
    const QPoint to = from + QPoint(QApplication::startDragDistance() + 6, 0);
    QMouseEvent move(QEvent::MouseMove, QPointF(to), die->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(die, &move);
    QCOMPARE(poolDrag.count(), 1);
    QCOMPARE(poolDrag.first().first().toInt(), 2);
    QTest::mouseRelease(die, Qt::LeftButton, Qt::NoModifier, to);
    QCOMPARE(slotFor(&dlg, Trait::Vitality)->die(), -1);

    // A small move is a click, not a drag.
    QTest::mousePress(die, Qt::LeftButton, Qt::NoModifier, from);
    QMouseEvent nudge(QEvent::MouseMove, QPointF(from + QPoint(1, 0)), die->mapToGlobal(QPointF(from)), Qt::NoButton,
                      Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(die, &nudge);
    QTest::mouseRelease(die, Qt::LeftButton, Qt::NoModifier, from);
    QCOMPARE(poolDrag.count(), 1);

    // An assigned die is dragged out of its slot.
    QVERIFY(drop(slotFor(&dlg, Trait::Siege), DieDrag::mimeData(rollId, 2)));
    TraitSlot *siege = slotFor(&dlg, Trait::Siege);
    QSignalSpy slotDrag(siege, &TraitSlot::dragRequested);
    DieFaceWidget *slotDie = siege->dieWidget();
    const QPoint c = slotDie->rect().center();
    QTest::mousePress(slotDie, Qt::LeftButton, Qt::NoModifier, c);
    const QPoint away = c + QPoint(0, QApplication::startDragDistance() + 6);
    QMouseEvent move2(QEvent::MouseMove, QPointF(away), slotDie->mapToGlobal(QPointF(away)), Qt::NoButton,
                      Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(slotDie, &move2);
    QCOMPARE(slotDrag.count(), 1);
    QCOMPARE(slotDrag.first().first().toInt(), 2);
    QTest::mouseRelease(slotDie, Qt::LeftButton, Qt::NoModifier, away);
    QCOMPARE(siege->die(), 2); // dropped nowhere: it stays

    // Delete on the slot sends it back.
    siege->setFocus();
    QTest::keyClick(siege, Qt::Key_Delete);
    QCOMPARE(siege->die(), -1);
}

void TestGuiLeader::createDisabledUntilAllAssigned_L1()
{
    TestCampaign t;
    t.script({2, 2, 3, 3, 4, 4, 5});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    QPushButton *create = button(&dlg, "createButton");
    QVERIFY(!create->isEnabled());
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    QVERIFY(!create->isEnabled());
    QTest::mouseClick(button(&dlg, "inOrderButton"), Qt::LeftButton);
    QVERIFY(!create->isEnabled()); // no name yet
    auto *name = child<QLineEdit>(&dlg, QStringLiteral("nameEdit"));
    QTest::mouseClick(button(&dlg, "suggestButton"), Qt::LeftButton);
    QVERIFY(!name->text().isEmpty());
    QVERIFY(create->isEnabled());
    name->setText(QStringLiteral("   "));
    QVERIFY(!create->isEnabled());
    name->setText(QStringLiteral("Cedric"));
    // Send one die back: one short again.
    slotFor(&dlg, Trait::Rally)->setFocus();
    QTest::keyClick(slotFor(&dlg, Trait::Rally), Qt::Key_Backspace);
    QVERIFY(!create->isEnabled());
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("statusLabel"))->text().contains(QLatin1String("1")));
    QVERIFY(drop(slotFor(&dlg, Trait::Rally), DieDrag::mimeData(t->rolls().lastRollId(), 6)));
    QVERIFY(create->isEnabled());

    // A name already taken: the refusal is shown and the dialog stays open.
    t.script({3, 3, 3, 3, 3, 3, 3});
    t.leader(QStringLiteral("Cedric"), {3, 3, 3, 3, 3, 3, 3});
    QTest::mouseClick(create, Qt::LeftButton);
    QVERIFY(dlg.isVisible());
    QCOMPARE(dlg.createdLeaderId(), 0);
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("errorLabel"))->text().contains(QLatin1String("Cedric")));
}

void TestGuiLeader::assignInOrderOption_L1()
{
    TestCampaign t;
    RuleOptions options;
    options.assignInOrder = true;
    QVERIFY(setRuleOptions(*t, options).ok);
    t.script({6, 5, 4, 3, 2, 1, 1});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->setText(QStringLiteral("Doran"));
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    QVERIFY(button(&dlg, "createButton")->isEnabled());
    QTest::mouseClick(button(&dlg, "createButton"), Qt::LeftButton);
    const Ratings expected{6, 5, 4, 3, 2, 1, 1};
    QCOMPARE(t.get(dlg.createdLeaderId()).ratings, expected);
}

void TestGuiLeader::cancelAfterRollKeepsTheRoll_D1()
{
    TestCampaign t;
    t.script({1, 2, 3, 4, 5, 6, 1});
    const qint64 rollsBefore = t->rolls().rollCount();
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);

    // First the user thinks again and keeps the dialog; then discards.
    bool asked = false;
    auto answer = [&asked](QMessageBox::StandardButton choice) {
        answerNextMessageBox(choice, &asked, {QStringLiteral("RULES D1")});
    };
    answer(QMessageBox::Cancel);
    dlg.reject();
    QVERIFY(asked);
    QVERIFY(dlg.isVisible());
    asked = false;
    answer(QMessageBox::Discard);
    dlg.reject();
    QVERIFY(asked);
    QVERIFY(!dlg.isVisible());
    QCOMPARE(dlg.result(), int(QDialog::Rejected));
    QCOMPARE(t->leaderCount(), 0);
    QCOMPARE(t->rolls().rollCount(), rollsBefore + 1); // the roll stays in the log
}

void TestGuiLeader::undoRedoCreationReusesTheRoll_D1()
{
    TestCampaign t;
    t.script({3, 1, 4, 1, 5, 2, 6});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->setText(QStringLiteral("Edric"));
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    QTest::mouseClick(button(&dlg, "inOrderButton"), Qt::LeftButton);
    QTest::mouseClick(button(&dlg, "createButton"), Qt::LeftButton);
    const qint64 id = dlg.createdLeaderId();
    QVERIFY(id);
    const Leader created = t.get(id);
    const qint64 rolls = t->rolls().rollCount();
    const quint64 draws = t->draws();

    t->undoStack()->undo();
    QVERIFY(!t->leader(id));
    QCOMPARE(t->rolls().rollCount(), rolls);
    QVERIFY(t->rolls().roll(created.creationRollId)->undone);

    t->undoStack()->redo();
    QVERIFY(t->leader(id));
    QCOMPARE(t.get(id).ratings, created.ratings);
    QCOMPARE(t.get(id).creationDie, created.creationDie);
    QCOMPARE(t->rolls().rollCount(), rolls); // no new roll (RULES D1)
    QCOMPARE(t->draws(), draws);
    QVERIFY(!t->rolls().roll(created.creationRollId)->undone);
}

void TestGuiLeader::duelExchangeByExchange_G1_G2()
{
    TestCampaign t;
    const qint64 ulric = t.leader(QStringLiteral("Ulric"), {3, 3, 3, 3, 3, 3, 3}, t.blue);
    const qint64 tancred = t.leader(QStringLiteral("Tancred"), {2, 2, 2, 2, 2, 2, 2}, t.red);
    // Exchange 1: Ulric 6 5 1 against Tancred 6 2: Ulric's 5 cancels the 6; Tancred takes 1 (vitality 1, so he
    // rolls one die next). Exchange 2: Ulric 6 6 2 against Tancred 5: Tancred takes 1 and is disabled.
    t.script({6, 5, 1, 6, 2, 6, 6, 2, 5});
    const qint64 rolls = t->rolls().rollCount();

    DuelDialog dlg(*t, ulric);
    showActive(&dlg);
    QVERIFY(!dlg.isRefused());
    auto *opponent = child<QComboBox>(&dlg, QStringLiteral("opponentCombo"));
    QCOMPARE(opponent->currentData().toLongLong(), tancred); // first enemy by default
    QVERIFY(opponent->isEnabled());
    QVERIFY(!button(&dlg, "endButton")->isEnabled());

    QTest::mouseClick(button(&dlg, "fightButton"), Qt::LeftButton);
    QVERIFY(!opponent->isEnabled()); // fixed after the first exchange
    auto *ex1a = child<DiceRow>(&dlg, QStringLiteral("exchange1first"));
    auto *ex1b = child<DiceRow>(&dlg, QStringLiteral("exchange1second"));
    QCOMPARE(ex1a->faces(), (QList<int>{6, 5, 1}));
    QCOMPARE(ex1b->faces(), (QList<int>{6, 2}));
    QCOMPARE(ex1a->die(0)->tone(), DieFaceWidget::Tone::Wound);
    QCOMPARE(ex1a->die(1)->tone(), DieFaceWidget::Tone::Cancel);
    QCOMPARE(ex1a->die(2)->tone(), DieFaceWidget::Tone::Plain);
    QCOMPARE(dlg.duel()->exchanges().at(0).wounds.woundsToFirst, 0);
    QCOMPARE(dlg.duel()->exchanges().at(0).wounds.woundsToSecond, 1);
    QCOMPARE(dlg.duel()->second().vitality, 1);
    QVERIFY(!dlg.duel()->isOver());
    QCOMPARE(t.get(tancred).vitality, 2); // nothing lands before the duel ends

    QTest::mouseClick(button(&dlg, "fightButton"), Qt::LeftButton);
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("exchange2first"))->faces(), (QList<int>{6, 6, 2}));
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("exchange2second"))->faces(), (QList<int>{5}));
    QVERIFY(dlg.duel()->isOver());
    QVERIFY(!button(&dlg, "fightButton")->isEnabled());
    QVERIFY(!button(&dlg, "fightToEndButton")->isEnabled());
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("outcomeLabel"))->text().contains(QLatin1String("Tancred is disabled")));
    QCOMPARE(t->rolls().rollCount(), rolls + 4);

    const int commands = t->undoStack()->count();
    QTest::mouseClick(button(&dlg, "endButton"), Qt::LeftButton);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(t->undoStack()->count(), commands + 1);
    QCOMPARE(t.get(tancred).vitality, 0);
    QCOMPARE(t.get(tancred).status(), LeaderStatus::Disabled);
    QCOMPARE(t.get(ulric).vitality, 3);

    t->undoStack()->undo();
    QCOMPARE(t.get(tancred).vitality, 2);
    QCOMPARE(t.get(tancred).status(), LeaderStatus::Active);
    const qint64 firstDuelRoll = dlg.duel()->exchanges().at(0).first.id;
    QVERIFY(t->rolls().roll(firstDuelRoll)->undone);
    QCOMPARE(t->rolls().rollCount(), rolls + 4);
}

void TestGuiLeader::duelClosedAfterAnExchangeLands_G2()
{
    TestCampaign t;
    const qint64 a = t.leader(QStringLiteral("Falk"), {4, 4, 2, 4, 4, 4, 4}, t.blue);
    const qint64 b = t.leader(QStringLiteral("Gisela"), {4, 4, 1, 4, 4, 4, 4}, t.red);
    t.script({6, 1, 3});
    DuelDialog dlg(*t, a);
    showActive(&dlg);
    const int commands = t->undoStack()->count();
    QTest::mouseClick(button(&dlg, "fightButton"), Qt::LeftButton);
    dlg.reject(); // the window is closed
    QCOMPARE(t->undoStack()->count(), commands + 1);
    QCOMPARE(t.get(b).vitality, 3);
    QVERIFY(t->history(b).last().text.shown().contains(QLatin1String("broken off")));
}

void TestGuiLeader::duelToTheEnd_G2()
{
    TestCampaign t;
    const qint64 a = t.leader(QStringLiteral("Hadrian"), {2, 2, 1, 2, 2, 2, 2}, t.blue);
    t.leader(QStringLiteral("Ivo"), {1, 1, 1, 1, 1, 1, 1}, t.red);
    t.script({1, 2, 3, 4, 6, 1});
    DuelDialog dlg(*t, a);
    showActive(&dlg);
    QTest::mouseClick(button(&dlg, "fightToEndButton"), Qt::LeftButton);
    QVERIFY(dlg.duel()->isOver());
    QCOMPARE(dlg.duel()->exchanges().size(), 3);
    QCOMPARE(dlg.duel()->second().status(), LeaderStatus::Disabled);
}

void TestGuiLeader::survivalWithReroll_H2_H3()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Joscelin"), {6, 4, 3, 3, 3, 3, 3});
    t.script({2}); // deed: 2 against Heroics 4: 2 wounds, 2 rerolls (RULES H1)
    QVERIFY(heroicDeed(*t, id).ok);
    QCOMPARE(t.get(id).rerolls, 2);
    QCOMPARE(t.get(id).effectiveHeroics(), 4);

    t.script({5, 1}); // 5 > 4: captured; the reroll shows 1: he escapes
    SurvivalDialog dlg(*t, id);
    showActive(&dlg);
    QVERIFY(!dlg.isRefused());
    child<QComboBox>(&dlg, QStringLiteral("eventCombo"))->setCurrentText(QStringLiteral("fallen fortress"));
    QPushButton *reroll = button(&dlg, "rerollButton");
    QVERIFY(reroll->isHidden());
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    const qint64 firstRoll = t->rolls().lastRollId();
    auto *dice = child<DiceRow>(&dlg, QStringLiteral("dice"));
    QCOMPARE(dice->faces(), QList<int>{5});
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("outcomeLabel"))->text().contains(QLatin1String("captured")));
    QVERIFY(!reroll->isHidden());

    QTest::mouseClick(reroll, Qt::LeftButton);
    const Roll second = *t->rolls().roll(t->rolls().lastRollId());
    QCOMPARE(second.replacesId, firstRoll); // the reroll names the roll it replaces (RULES D1)
    QCOMPARE(second.faces, QList<int>{1});
    QCOMPARE(dice->faces(), (QList<int>{5, 1}));
    QVERIFY(dice->die(0)->isStruck());
    QVERIFY(!dice->die(1)->isStruck());
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("outcomeLabel"))->text().contains(QLatin1String("escapes")));

    child<QLineEdit>(&dlg, QStringLiteral("escapeEdit"))->setText(QStringLiteral("Ashford garrison"));
    QTest::mouseClick(button(&dlg, "acceptButton"), Qt::LeftButton);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    const Leader l = t.get(id);
    QCOMPARE(l.location.shown(), QStringLiteral("Ashford garrison"));
    QCOMPARE(l.rerolls, 0); // the unspent one lapsed (RULES H2)
    QCOMPARE(l.status(), LeaderStatus::Active);
}

void TestGuiLeader::survivalClosedAfterRollLands_H3()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Konrad"), {3, 2, 3, 3, 3, 3, 3}, t.blue);
    t.script({5});
    SurvivalDialog dlg(*t, id);
    showActive(&dlg);
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    QVERIFY(button(&dlg, "rerollButton")->isHidden()); // no rerolls held
    const int commands = t->undoStack()->count();
    dlg.reject();
    QCOMPARE(t->undoStack()->count(), commands + 1);
    QCOMPARE(t.get(id).capturedBySide, t.red);
    QCOMPARE(t.get(id).status(), LeaderStatus::Captured);
}

// RULES F8: where only leaders are left of both sides, a leader's retreat: the space from a list, his Maneuver
// check, and on a failure the duel or the capture, from the same dialog.
void TestGuiLeader::leaderRetreatFailsThenCaptured_F8()
{
    MapCampaign t;
    const qint64 envoy = t.leader(QStringLiteral("Envoy"), {4, 3, 3, 4, 3, 3, 3}, t.blue);
    const qint64 herald = t.leader(QStringLiteral("Herald"), {4, 3, 3, 3, 3, 3, 3}, t.red);
    const Hex meeting{1, 1};
    const qint64 scouts = t.force(QStringLiteral("Scouts"), t.blue, meeting, {0, 0, 0}, {envoy});
    t.force(QStringLiteral("Heralds"), t.red, meeting, {0, 0, 0}, {herald});
    const int maneuver = t.get(envoy).rating(Trait::Maneuver);

    {
        // Refused where he is not alone with enemy leaders: the Marshal is with the Host, which has units.
        LeaderRetreatDialog refused(*t, t.marshal);
        QVERIFY(refused.isRefused());
        QVERIFY(refused.refusal().contains(QStringLiteral("RULES F8")));
    }

    LeaderRetreatDialog dlg(*t, envoy);
    showActive(&dlg);
    QVERIFY(!dlg.isRefused());
    QCOMPARE(dlg.wayCombo()->count(), int(leaderRetreatHexes(*t, envoy).size()));
    t.script({maneuver + 1});
    QTest::mouseClick(button(&dlg, "attemptButton"), Qt::LeftButton);
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("dice"))->faces(), QList<int>{maneuver + 1});
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("retreatOutcome"))->text().contains(QStringLiteral("must duel")));
    QCOMPARE(t.forceNamed(scouts).hex, meeting);
    QVERIFY(dlg.duelButton()->isVisible() && dlg.surrenderButton()->isEnabled());
    QVERIFY(button(&dlg, "attemptButton")->isHidden());
    saveShot(&dlg, QStringLiteral("leader-retreat-failed"));
    QTest::mouseClick(dlg.surrenderButton(), Qt::LeftButton);
    QCOMPARE(t.get(envoy).status(), LeaderStatus::Captured);
    QCOMPARE(t.get(envoy).capturedBySide, t.red);
    QVERIFY(!dlg.duelButton()->isEnabled());
    dlg.close();

    // Undo both: the capture, then the check. A success moves the Scouts to the space picked.
    t->undoStack()->undo();
    t->undoStack()->undo();
    LeaderRetreatDialog again(*t, envoy);
    showActive(&again);
    again.wayCombo()->setCurrentIndex(again.wayCombo()->count() - 1);
    const Hex picked = leaderRetreatHexes(*t, envoy).last();
    t.script({maneuver});
    QTest::mouseClick(button(&again, "attemptButton"), Qt::LeftButton);
    QCOMPARE(t.forceNamed(scouts).hex, picked);
    QVERIFY(t.forceNamed(scouts).retreatedIn(t->turn()));
    QVERIFY(!again.duelButton()->isVisible());
    QVERIFY(button(&again, "attemptButton")->isHidden());
}

// Issue 12: "Assign in order" keeps the dice placed by hand and fills only the empty traits; Clear starts over.
void TestGuiLeader::assignInOrderFillsOnlyTheEmptySlots_L1()
{
    TestCampaign t;
    t.script({1, 2, 3, 4, 5, 6, 6});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->setText(QStringLiteral("Hand Placed"));
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    press(&dlg, '7');
    press(&dlg, 'v'); // die 7 (a 6) to Vitality
    press(&dlg, '3');
    press(&dlg, 'r'); // die 3 (a 3) to Rally
    QTest::mouseClick(button(&dlg, "inOrderButton"), Qt::LeftButton);
    QCOMPARE(slotFor(&dlg, Trait::Vitality)->die(), 6);
    QCOMPARE(slotFor(&dlg, Trait::Rally)->die(), 2);
    // The rest, in rolled order, to the empty traits in order: dice 1, 2, 4, 5, 6.
    QCOMPARE(slotFor(&dlg, Trait::Heroics)->die(), 0);
    QCOMPARE(slotFor(&dlg, Trait::Duel)->die(), 1);
    QCOMPARE(slotFor(&dlg, Trait::Maneuver)->die(), 3);
    QCOMPARE(slotFor(&dlg, Trait::Battle)->die(), 4);
    QCOMPARE(slotFor(&dlg, Trait::Siege)->die(), 5);
    QVERIFY(button(&dlg, "createButton")->isEnabled());
    QTest::mouseClick(button(&dlg, "clearButton"), Qt::LeftButton);
    for (Trait tr : AllTraits)
        QCOMPARE(slotFor(&dlg, tr)->die(), -1);
}

// Issue 12: the creation roll is made before the leader is named; once he is created the log names him for
// it, and its faces and place do not change.
void TestGuiLeader::theCreationRollNamesItsLeader_L1_D1()
{
    TestCampaign t;
    t.script({1, 2, 3, 4, 5, 6, 6});
    NewLeaderDialog dlg(*t);
    showActive(&dlg);
    child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->clear();
    QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
    const Roll before = *t->rolls().roll(t->rolls().lastRollId());
    QCOMPARE(before.leaderId, 0);
    child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->setText(QStringLiteral("Named Later"));
    QTest::mouseClick(button(&dlg, "inOrderButton"), Qt::LeftButton);
    QTest::mouseClick(button(&dlg, "createButton"), Qt::LeftButton);
    const Roll after = *t->rolls().roll(before.id);
    QCOMPARE(after.leaderId, dlg.createdLeaderId());
    QCOMPARE(after.faces, before.faces);
    QCOMPARE(t->rolls().lastRollId(), before.id);
    QVERIFY2(after.context.contains(QStringLiteral("Named Later")), qPrintable(after.context));
}

// Issue 12: Duel above his full Vitality is capped (RULES L4), but he is not wounded: the sheet says so.
void TestGuiLeader::aDuelCappedAtFullVitalityIsNotWounded_L4()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Thin Blade"), {3, 2, 5, 3, 3, 3, 3}); // Vitality 3, Duel 5
    LeaderSheet sheet;
    sheet.setCampaign(t.campaign.get());
    sheet.setLeader(id);
    QCOMPARE(sheet.ratingText(Trait::Duel), QStringLiteral("Duel 5 (3, capped by his vitality)"));
    QVERIFY(woundLeader(*t, id, 1).ok);
    QCOMPARE(sheet.ratingText(Trait::Duel), QStringLiteral("Duel 5 (2 while wounded)"));
}

// Issue 12: with a force, the sheet's Location is where the force stands (never blank off the map), read-only.
void TestGuiLeader::theSheetSaysWhereHisForceStands_L2()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Wanderer"), {4, 3, 3, 3, 3, 3, 3});
    QVERIFY(createForce(*t, QStringLiteral("Band"), t.blue, {}, {2, 0, 0}, {id}).ok);
    LeaderSheet sheet;
    sheet.setCampaign(t.campaign.get());
    sheet.setLeader(id);
    auto *location = child<QLineEdit>(&sheet, QStringLiteral("sheetLocation"));
    QCOMPARE(location->text(), QStringLiteral("with Band, off the map"));
    QVERIFY(location->isReadOnly());
}

// Issue 30: the sheet on screen follows him into another force, and his force into a fortress, by its name.
void TestGuiLeader::theSheetFollowsHisForce_L2()
{
    MapCampaign t;
    LeaderSheet sheet;
    sheet.setCampaign(t.campaign.get());
    sheet.setLeader(t.marshal);
    auto *location = child<QLineEdit>(&sheet, QStringLiteral("sheetLocation"));
    QCOMPARE(location->text(), QStringLiteral("with Host, hex 0504"));
    const qint64 band = t.force(QStringLiteral("Band"), t.blue, {1, 1}, {2, 0, 0});
    QVERIFY(assignLeader(*t, t.marshal, band).ok);
    QCOMPARE(location->text(), QStringLiteral("with Band, hex 0202"));
    QVERIFY(placeForce(*t, band, {2, 2}).ok);
    QCOMPARE(location->text(), QStringLiteral("with Band, hex 0303"));
    QVERIFY(addFortress(*t, QStringLiteral("Blue Tower"), {2, 2}, 2, t.blue).ok);
    QCOMPARE(location->text(), QStringLiteral("with Band, in Blue Tower (hex 0303)"));
    sheet.setLeader(t.ward);
    QCOMPARE(location->text(), QStringLiteral("with Garrison, in Castle Rock (hex 0505)"));
}

void TestGuiLeader::theSheetShowsTheGeneralAndMarksACoward_M1()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Waverer"), {4, 3, 3, 5, 3, 3, 3}); // Maneuver 5: good
    LeaderSheet sheet;
    sheet.setCampaign(t.campaign.get());
    sheet.setLeader(id);
    QCOMPARE(sheet.generalText(), QStringLiteral("Good (+2 to a flank march's arrival roll)"));
    QCheckBox *coward = sheet.cowardBox();
    QVERIFY(!coward->isChecked());
    QTest::mouseClick(coward, Qt::LeftButton);
    QVERIFY(t.get(id).coward);
    QVERIFY(coward->isChecked());
    QVERIFY(t->history(id).last().text.shown().contains(QLatin1String("coward")));
    t->undoStack()->undo();
    QVERIFY(!t.get(id).coward);
    QVERIFY(!coward->isChecked());
    t->undoStack()->redo();
    QVERIFY(t.get(id).coward);
    const qint64 weak = t.leader(QStringLiteral("Dullard"), {4, 3, 3, 1, 3, 3, 3});
    sheet.setLeader(weak);
    QCOMPARE(sheet.generalText(), QStringLiteral("Incompetent (never leads a flank march)"));
}

/** Issue 30, item 12: the sheet marks a leader he, she or they, as one undoable step, and her texts use it. */
void TestGuiLeader::aLeaderMarkedSheOrTheyOnHerSheet_isSpokenOfSo_issue30_12()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Matilda"), {2, 3, 3, 4, 3, 3, 3});
    QVERIFY(createForce(*t, QStringLiteral("Vanguard"), t.blue, {}, {4, 0, 0}, {id}).ok);
    LeaderSheet sheet;
    sheet.setCampaign(t.campaign.get());
    sheet.setLeader(id);
    QComboBox *pronoun = sheet.pronounCombo();
    QCOMPARE(pronoun->currentData().toString(), QStringLiteral("he"));
    pronoun->setFocus();
    pronoun->setCurrentIndex(pronoun->findData(QStringLiteral("she")));
    Q_EMIT pronoun->activated(pronoun->currentIndex());
    QCOMPARE(t.get(id).pronoun, Pronoun::She);
    QVERIFY(assignLeader(*t, id, 0).ok);
    QCOMPARE(t->history(id).last().text.shown(), QStringLiteral("Leaves her force."));
    QVERIFY(setCoward(*t, id, true).ok);
    QCOMPARE(t->history(id).last().text.shown(),
             QStringLiteral("Marked a coward: she may not lead a flank march (RULES M1)."));
    QVERIFY(woundLeader(*t, id, 2).ok);
    QVERIFY2(t->history(id).last().text.shown().endsWith(QLatin1String(" She is disabled.")),
             qPrintable(t->history(id).last().text.shown()));
    QCOMPARE(whyCannotAct(t.get(id)),
             QStringLiteral("Matilda is disabled: at 0 vitality she can use none of her "
                            "ratings (RULES L3)."));
    QVERIFY(!setPronoun(*t, id, Pronoun::She).ok); // nothing to change
    sheet.resize(900, 700);
    saveShot(&sheet, QStringLiteral("sheet-pronoun"));
    QVERIFY(setPronoun(*t, id, Pronoun::They).ok);
    QCOMPARE(pronoun->currentData().toString(), QStringLiteral("they"));
    QCOMPARE(whyCannotAct(t.get(id)),
             QStringLiteral("Matilda is disabled: at 0 vitality they can use none of their "
                            "ratings (RULES L3)."));
    t->undoStack()->undo();
    QCOMPARE(t.get(id).pronoun, Pronoun::She);
    QCOMPARE(pronoun->currentData().toString(), QStringLiteral("she"));
    t.campaign.reset();
    t.campaign = Campaign::open(t.path());
    QCOMPARE(t.get(id).pronoun, Pronoun::She); // kept in the file

    // The dialogs about her say so too.
    const qint64 edith = t.leader(QStringLiteral("Edith"), {4, 4, 3, 4, 3, 3, 3});
    QVERIFY(setPronoun(*t, edith, Pronoun::She).ok);
    {
        DeedDialog deed(*t, edith);
        QCOMPARE(child<QLabel>(&deed, QStringLiteral("heroicsLabel"))->text(),
                 QStringLiteral("She rolls 1d6 against her Heroics of <b>4</b>."));
        SurvivalDialog survival(*t, edith);
        QVERIFY2(child<QLabel>(&survival, QStringLiteral("ruleLabel"))
                     ->text()
                     .startsWith(QLatin1String("She rolls 1d6 against her effective Heroics")),
                 qPrintable(child<QLabel>(&survival, QStringLiteral("ruleLabel"))->text()));
        QVERIFY(labelTexts(&survival).contains(QStringLiteral("If she escapes, &goes to:")));
        QVERIFY(labelTexts(&deed).join(QLatin1Char(' ')).contains(QLatin1String("Equal to her Heroics")));
        WoundDialog wound(*t, edith);
        QVERIFY2(labelTexts(&wound).contains(QStringLiteral("Leaves her:")),
                 qPrintable(labelTexts(&wound).join(QLatin1Char('|'))));
        QVERIFY(labelTexts(&wound).join(QLatin1Char(' ')).contains(QLatin1String("At 0 she is disabled")));
        saveShot(&wound, QStringLiteral("wound-she"));
        saveShot(&survival, QStringLiteral("survival-she"));
        saveShot(&deed, QStringLiteral("deed-she"));
    }
    QVERIFY(setPronoun(*t, edith, Pronoun::They).ok);
    SurvivalDialog survival(*t, edith);
    QVERIFY(child<QLabel>(&survival, QStringLiteral("ruleLabel"))->text().contains(QLatin1String("4 they die")));
    QVERIFY(labelTexts(&survival).contains(QStringLiteral("If they escape, &go to:")));
    WoundDialog wound(*t, edith);
    QVERIFY(labelTexts(&wound).contains(QStringLiteral("Leaves them:")));
    saveShot(&survival, QStringLiteral("survival-they"));

    // In German too: each pronoun has its own sentence.
    QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
    SurvivalDialog theirSurvival(*t, edith);
    const QString german = labelTexts(&theirSurvival).join(QLatin1Char('|'));
    QVERIFY(setPronoun(*t, edith, Pronoun::She).ok);
    SurvivalDialog herSurvival(*t, edith);
    WoundDialog herWound(*t, edith);
    const QString her = labelTexts(&herSurvival).join(QLatin1Char('|')) + labelTexts(&herWound).join(QLatin1Char('|'));
    saveShot(&herSurvival, QStringLiteral("survival-she-de"));
    saveShot(&herWound, QStringLiteral("wound-she-de"));
    installTranslations(QStringLiteral("en"));
    QVERIFY2(her.contains(QLatin1String("Wenn sie entkommt")), qPrintable(her));
    QVERIFY2(her.contains(QStringLiteral("Bei 0 ist sie kampfunfähig")), qPrintable(her));
    QVERIFY2(german.contains(QLatin1String("Bei einem Entkommen")), qPrintable(german));
}

void TestGuiLeader::deedOutcome_H1()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Leofric"), {5, 3, 3, 3, 3, 3, 3});
    t.script({1}); // 1 against 3: 2 wounds, 2 rerolls
    DeedDialog dlg(*t, id);
    showActive(&dlg);
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("heroicsLabel"))->text().contains(QLatin1String("3")));
    QPushButton *attempt = button(&dlg, "attemptButton");
    QTest::mouseClick(attempt, Qt::LeftButton);
    QVERIFY(attempt->isHidden());
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("dice"))->faces(), QList<int>{1});
    const QString outcome = child<QLabel>(&dlg, QStringLiteral("outcomeLabel"))->text();
    QVERIFY2(outcome.contains(QLatin1String("Wounds taken: <b>2</b>")), qPrintable(outcome));
    QVERIFY2(outcome.contains(QLatin1String("rerolls gained: <b>2</b>")), qPrintable(outcome));
    QCOMPARE(t.get(id).vitality, 3);
    QCOMPARE(t.get(id).rerolls, 2);
    QVERIFY(dlg.outcome().ok);
    QCOMPARE(button(&dlg, "closeButton")->text(), QStringLiteral("&Close"));
}

// RULES D4: with the table dice option on, the roll asks for its faces (keys 1-6), logs them as entered by hand,
// and Verify Log reports them so; a roll left to Castellan comes from the generator.
namespace {

/** Answers the next table-dice question, as soon as its dialog is up. */
void whenTheTableIsAsked(QObject *context, const std::function<void(DieEntryDialog *)> &answer)
{
    QTimer::singleShot(10, context, [context, answer] {
        if (auto *entry = qobject_cast<DieEntryDialog *>(QApplication::activeModalWidget()))
            answer(entry);
        else
            whenTheTableIsAsked(context, answer);
    });
}

} // namespace

// RULES D4: with the table dice option on, the roll asks for its faces (keys 1-6), logs them as entered by hand,
// and Verify Log reports them so; a roll left to Castellan comes from the generator.
void TestGuiLeader::tableDiceAreTypedIn_D4()
{
    TestCampaign t;
    t->setDiceSource(std::make_unique<SeededDice>(t->seed(), t->draws())); // every roll verifies from the seed
    const auto made = [&](const QString &name) {
        return createLeader(*t, name, t.blue, rollCreation(*t, name), assignInOrder()).leaderId;
    };
    const qint64 id = made(QStringLiteral("Leofric"));
    const qint64 other = made(QStringLiteral("Wulfstan"));
    RuleOptions options;
    options.tableDice = true;
    QVERIFY(setRuleOptions(*t, options).ok);
    CampaignSession::useTableDice(*t);
    const quint64 drawsBefore = t->draws();
    DeedDialog dlg(*t, id);
    showActive(&dlg);
    QString what;
    QList<int> entered;
    bool wasComplete = true;
    whenTheTableIsAsked(this, [&](DieEntryDialog *entry) {
        what = entry->findChild<QLabel *>(QStringLiteral("dieEntryWhat"))->text();
        wasComplete = button(entry, "useFacesButton")->isEnabled();
        QTest::keyClick(entry, Qt::Key_9); // no face of a d6
        QTest::keyClick(entry, Qt::Key_4);
        QTest::keyClick(entry, Qt::Key_Backspace);
        QTest::keyClick(entry, Qt::Key_2);
        entry->enterFace(3); // one die, one face: refused
        entered = entry->faces();
        saveShot(entry, QStringLiteral("table-dice-entry"));
        QTest::mouseClick(button(entry, "useFacesButton"), Qt::LeftButton);
    });
    QTest::mouseClick(button(&dlg, "attemptButton"), Qt::LeftButton);
    QVERIFY2(what.contains(QLatin1String("1d6")), qPrintable(what));
    QVERIFY(!wasComplete);
    QCOMPARE(entered, QList<int>{2});
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("dice"))->faces(), QList<int>{2});
    const Roll typed = *t->rolls().roll(t->rolls().lastRollId());
    QVERIFY(typed.manual);
    QCOMPARE(t->draws(), drawsBefore); // nothing taken from the generator

    // Left to Castellan: the generator rolls it.
    DeedDialog again(*t, other);
    showActive(&again);
    whenTheTableIsAsked(this, [](DieEntryDialog *entry) {
        QTest::mouseClick(button(entry, "letCastellanRollButton"), Qt::LeftButton);
    });
    QTest::mouseClick(button(&again, "attemptButton"), Qt::LeftButton);
    QVERIFY(!t->rolls().roll(t->rolls().lastRollId())->manual);
    QCOMPARE(t->draws(), drawsBefore + 1);
    const LogVerification v = verifyLog(t->rolls());
    QVERIFY2(v.ok, qPrintable(v.problem));
    QCOMPARE(v.enteredByHand, qint64(1));
}

void TestGuiLeader::woundPreviewAndApply_L3()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Manfred"), {3, 3, 3, 3, 3, 3, 3});
    {
        WoundDialog dlg(*t, id);
        showActive(&dlg);
        auto *count = child<QSpinBox>(&dlg, QStringLiteral("countSpin"));
        QVERIFY(!child<QWidget>(&dlg, QStringLiteral("healRadio"))->isEnabled()); // full vitality
        count->setValue(3);
        QVERIFY(child<QLabel>(&dlg, QStringLiteral("previewLabel"))->text().contains(QLatin1String("disabled")));
        count->setValue(4);
        QVERIFY(child<QLabel>(&dlg, QStringLiteral("previewLabel"))->text().contains(QLatin1String("dead")));
        count->setValue(2);
        QTest::mouseClick(button(&dlg, "applyButton"), Qt::LeftButton);
        QCOMPARE(dlg.result(), int(QDialog::Accepted));
        QCOMPARE(t.get(id).vitality, 1);
    }
    {
        WoundDialog dlg(*t, id);
        showActive(&dlg);
        QTest::mouseClick(child<QWidget>(&dlg, QStringLiteral("healRadio")), Qt::LeftButton);
        auto *count = child<QSpinBox>(&dlg, QStringLiteral("countSpin"));
        QCOMPARE(count->maximum(), 2); // never above the rating
        count->setValue(2);
        QTest::mouseClick(button(&dlg, "applyButton"), Qt::LeftButton);
        QCOMPARE(t.get(id).vitality, 3);
    }
    QVERIFY(woundLeader(*t, id, 4).ok);
    WoundDialog dead(*t, id);
    QVERIFY(dead.isRefused());
}

// RULES L5: recovery is rolled at the end of the turn only; the Leader menu has no entry that rolls it.
void TestGuiLeader::recoveryHasNoMenuEntry_L5()
{
    MainWindow window;
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionRecovery")));
}

void TestGuiLeader::assassination_G3()
{
    TestCampaign t;
    const qint64 a = t.leader(QStringLiteral("Osric"), {3, 3, 3, 3, 3, 3, 3}, t.blue);
    const qint64 b = t.leader(QStringLiteral("Percival"), {3, 3, 2, 3, 3, 3, 3}, t.red);
    t.script({6, 6, 1, 5, 6}); // two 6s, one 5 cancels: 1 wound; his 6 wounds nobody (RULES G3)
    AssassinationDialog dlg(*t, a);
    showActive(&dlg);
    QCOMPARE(child<QComboBox>(&dlg, QStringLiteral("targetCombo"))->currentData().toLongLong(), b);
    QTest::mouseClick(button(&dlg, "attemptButton"), Qt::LeftButton);
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("attackDice"))->faces(), (QList<int>{6, 6, 1}));
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("defenceDice"))->faces(), (QList<int>{5, 6}));
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("defenceDice"))->die(0)->tone(), DieFaceWidget::Tone::Cancel);
    QCOMPARE(child<DiceRow>(&dlg, QStringLiteral("defenceDice"))->die(1)->tone(), DieFaceWidget::Tone::Plain);
    QCOMPARE(t.get(b).vitality, 2);
    QCOMPARE(t.get(a).vitality, 3);
    QVERIFY(
        child<QLabel>(&dlg, QStringLiteral("outcomeLabel"))->text().contains(QLatin1String("Wounds dealt: <b>1</b>")));
}

void TestGuiLeader::disabledLeaderIsRefused_L3()
{
    TestCampaign t;
    const qint64 id = t.leader(QStringLiteral("Radulf"), {2, 3, 3, 3, 3, 3, 3}, t.blue);
    t.leader(QStringLiteral("Sigmund"), {3, 3, 3, 3, 3, 3, 3}, t.red);
    QVERIFY(woundLeader(*t, id, 2).ok);
    QCOMPARE(t.get(id).status(), LeaderStatus::Disabled);

    DeedDialog deed(*t, id);
    showActive(&deed);
    QVERIFY(deed.isRefused());
    auto *refusal = child<QLabel>(&deed, QStringLiteral("refusalLabel"));
    QVERIFY(refusal->isVisible());
    QVERIFY(refusal->text().contains(QLatin1String("disabled")));
    QVERIFY(refusal->text().contains(QLatin1String("RULES L3")));
    auto *attempt = deed.findChild<QPushButton *>(QStringLiteral("attemptButton"));
    QVERIFY(!attempt || attempt->isHidden());

    DuelDialog duel(*t, id);
    QVERIFY(duel.isRefused());
    AssassinationDialog assassination(*t, id);
    QVERIFY(assassination.isRefused());
    // A disabled leader may still be wounded, healed and checked for survival (recovery comes at the end of turn).
    WoundDialog wound(*t, id);
    QVERIFY(!wound.isRefused());
    SurvivalDialog survival(*t, id);
    QVERIFY(!survival.isRefused());
}

void TestGuiLeader::screenshots()
{
    // Renders each dialog in a telling state to $CASTELLAN_SCREENSHOTS, for a human to look at.
    if (qEnvironmentVariableIsEmpty("CASTELLAN_SCREENSHOTS"))
        QSKIP("set CASTELLAN_SCREENSHOTS to a folder to render the dialogs");
    TestCampaign t;
    const qint64 ulric = t.leader(QStringLiteral("Ulric the Bold"), {5, 4, 4, 3, 5, 2, 3}, t.blue);
    const qint64 tancred = t.leader(QStringLiteral("Tancred Ironhand"), {4, 3, 3, 5, 2, 4, 6}, t.red);
    {
        t.script({5, 3, 6, 2, 4, 1, 2});
        NewLeaderDialog dlg(*t);
        showActive(&dlg);
        saveShot(&dlg, QStringLiteral("newleader_empty"));
        child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->setText(QStringLiteral("Aldric the Bold"));
        QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
        press(&dlg, '3');
        press(&dlg, 'v');
        press(&dlg, '1');
        press(&dlg, 'd');
        press(&dlg, '5');
        press(&dlg, 'h');
        saveShot(&dlg, QStringLiteral("newleader_half"));
        QTest::mouseClick(button(&dlg, "inOrderButton"), Qt::LeftButton);
        saveShot(&dlg, QStringLiteral("newleader_done"));
    }
    {
        t.script({6, 5, 1, 4, 6, 2, 6, 3, 5, 5, 1, 6, 2, 5});
        DuelDialog dlg(*t, ulric);
        showActive(&dlg);
        saveShot(&dlg, QStringLiteral("duel_start"));
        QTest::mouseClick(button(&dlg, "fightButton"), Qt::LeftButton);
        QTest::mouseClick(button(&dlg, "fightButton"), Qt::LeftButton);
        QCoreApplication::processEvents();
        saveShot(&dlg, QStringLiteral("duel_two_exchanges"));
        dlg.reject();
    }
    {
        const qint64 isolde = t.leader(QStringLiteral("Isolde of Thornwall"), {5, 4, 3, 3, 3, 3, 3}, t.blue);
        t.script({3});
        DeedDialog dlg(*t, isolde);
        showActive(&dlg);
        saveShot(&dlg, QStringLiteral("deed_before"));
        QTest::mouseClick(button(&dlg, "attemptButton"), Qt::LeftButton);
        saveShot(&dlg, QStringLiteral("deed_after"));
    }
    {
        const qint64 rowena = t.leader(QStringLiteral("Rowena Greymantle"), {6, 4, 3, 3, 3, 3, 3}, t.blue);
        t.script({2, 5, 2});
        QVERIFY(heroicDeed(*t, rowena).ok);
        SurvivalDialog dlg(*t, rowena);
        showActive(&dlg);
        saveShot(&dlg, QStringLiteral("survival_before"));
        QTest::mouseClick(button(&dlg, "rollButton"), Qt::LeftButton);
        saveShot(&dlg, QStringLiteral("survival_rolled"));
        QTest::mouseClick(button(&dlg, "rerollButton"), Qt::LeftButton);
        saveShot(&dlg, QStringLiteral("survival_rerolled"));
        QTest::mouseClick(button(&dlg, "acceptButton"), Qt::LeftButton);
    }
    {
        WoundDialog dlg(*t, ulric);
        showActive(&dlg);
        child<QSpinBox>(&dlg, QStringLiteral("countSpin"))->setValue(2);
        saveShot(&dlg, QStringLiteral("wound_preview"));
    }
    {
        const qint64 wystan = t.leader(QStringLiteral("Wystan Blackcloak"), {4, 3, 4, 3, 3, 3, 3}, t.blue);
        t.script({6, 6, 2, 5, 5, 1, 3});
        AssassinationDialog dlg(*t, wystan);
        showActive(&dlg);
        Q_UNUSED(tancred);
        saveShot(&dlg, QStringLiteral("assassination_before"));
        QTest::mouseClick(button(&dlg, "attemptButton"), Qt::LeftButton);
        saveShot(&dlg, QStringLiteral("assassination_after"));
    }
    {
        const qint64 hurt = t.leader(QStringLiteral("Wystan the Wary"), {2, 3, 3, 3, 3, 3, 3}, t.blue);
        QVERIFY(woundLeader(*t, hurt, 2).ok);
        DeedDialog refused(*t, hurt);
        showActive(&refused);
        saveShot(&refused, QStringLiteral("deed_refused"));
    }
}

QTEST_MAIN(TestGuiLeader)
#include "test_gui_leader.moc"
