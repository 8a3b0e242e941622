// GUI tests of the forces pane and its dialogs: real widgets, offscreen, driven the way a user drives them
// (STYLE 14): typing names, setting counts with the keyboard, ticking leaders, clicking OK; then the campaign's
// state is checked exactly, through undo and redo (STYLE 8). RULES F (forces and units), R1 (commander), L2, L3,
// L6 (who may serve).

#include "forces/forcedialog.h"
#include "forces/forcesmodel.h"
#include "forces/forcesview.h"
#include "forces/leaderpicker.h"
#include "forces/mergeforcesdialog.h"
#include "forces/splitforcedialog.h"

#include "commands/forces/forceactions.h"
#include "guiclicks.h"
#include "mapcampaign.h"
#include "model/limits.h"
#include "testcampaign.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>

using namespace castellan;

namespace {

/** Clicks into a line edit, selects what is there and types over it. */
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus(Qt::TabFocusReason);
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}

/** Types a count into a spin box the way a user does: select its number, type over it. */
void typeInto(QSpinBox *spin, const QString &text)
{
    spin->setFocus(Qt::TabFocusReason);
    spin->selectAll();
    QTest::keyClicks(spin, text);
}

QSpinBox *spin(QWidget *dialog, const char *name)
{
    return child<QSpinBox>(dialog, QString::fromLatin1(name));
}

/** Ticks or unticks a leader with the keyboard: the row made current, then Space. */
void toggle(LeaderPicker *picker, const QString &name)
{
    QTreeWidget *tree = picker->tree();
    const QList<QTreeWidgetItem *> found = tree->findItems(name, Qt::MatchExactly, LeaderPicker::NameColumn);
    if (found.size() != 1)
        qFatal("no leader %s in the picker", qPrintable(name));
    tree->setFocus(Qt::TabFocusReason);
    tree->setCurrentItem(found.first(), LeaderPicker::NameColumn);
    QTest::keyClick(tree, Qt::Key_Space);
}

QStringList pickerNames(LeaderPicker *picker)
{
    QStringList names;
    for (int i = 0; i < picker->tree()->topLevelItemCount(); ++i)
        names << picker->tree()->topLevelItem(i)->text(LeaderPicker::NameColumn);
    return names;
}

QString whereOf(LeaderPicker *picker, const QString &name)
{
    const auto found = picker->tree()->findItems(name, Qt::MatchExactly, LeaderPicker::NameColumn);
    return found.isEmpty() ? QString() : found.first()->text(LeaderPicker::WhereColumn);
}

QStringList comboTexts(QComboBox *combo)
{
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts << combo->itemText(i);
    return texts;
}

/** Picks an entry of a combo with the keyboard: Home, then Down until it is reached. */
void chooseByKeyboard(QComboBox *combo, const QVariant &data)
{
    combo->setFocus(Qt::TabFocusReason);
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < combo->count() && combo->currentData() != data; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentData(), data);
}

void clickOk(QWidget *dialog)
{
    QTest::mouseClick(button(dialog, "okButton"), Qt::LeftButton);
}

QString refusalOf(QWidget *dialog)
{
    auto *label = child<QLabel>(dialog, QStringLiteral("refusalLabel"));
    return label->isVisibleTo(dialog) ? label->text() : QString();
}

/** The proxy row showing a force's name, -1 when hidden. */
int rowOf(ForcesView &view, const QString &name)
{
    QSortFilterProxyModel *p = view.proxy();
    for (int r = 0; r < p->rowCount(); ++r) {
        if (p->index(r, ForcesModel::NameColumn).data().toString() == name)
            return r;
    }
    return -1;
}

QString cell(ForcesView &view, const QString &name, int column)
{
    const int row = rowOf(view, name);
    return row < 0 ? QString() : view.proxy()->index(row, column).data().toString();
}

void clickRow(ForcesView &view, int row, bool twice = false)
{
    QTableView *table = view.table();
    const QRect rect = table->visualRect(view.proxy()->index(row, ForcesModel::NameColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    if (twice) // QTest sends the second press as the double click itself
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, rect.center());
}

/**
 * A campaign with blue leaders Aldric (Battle 5), Berengar (Battle 3), Cedric (Battle 4), Dunstan (dead) and
 * Edmund (captured by red), and the red leader Rurik (Battle 6).
 */
struct Scene
{
    TestCampaign t;
    qint64 aldric = 0;
    qint64 berengar = 0;
    qint64 cedric = 0;
    qint64 dunstan = 0;
    qint64 edmund = 0;
    qint64 rurik = 0;

    Scene()
    {
        aldric = t.leader(QStringLiteral("Aldric"), {5, 4, 3, 3, 5, 2, 4});
        berengar = t.leader(QStringLiteral("Berengar"), {4, 3, 3, 3, 3, 2, 3});
        cedric = t.leader(QStringLiteral("Cedric"), {3, 3, 3, 3, 4, 3, 3});
        dunstan = t.leader(QStringLiteral("Dunstan"), {2, 3, 3, 3, 6, 3, 3});
        edmund = t.leader(QStringLiteral("Edmund"), {4, 3, 3, 3, 6, 3, 3});
        rurik = t.leader(QStringLiteral("Rurik"), {4, 3, 3, 3, 6, 3, 3}, t.red);
        if (!woundLeader(*t, dunstan, 3).ok || !setCaptured(*t, edmund, t.red).ok)
            qFatal("Scene: could not set up the dead and the captured");
        t->undoStack()->clear();
    }

    Campaign &campaign() { return *t; }
    QUndoStack *stack() { return t->undoStack(); }
    Force force(qint64 id) { return *t->force(id); }
    qint64 forceOf(qint64 leaderId) { return t.get(leaderId).forceId; }

    qint64 raise(const QString &name, const Units &units, const QList<qint64> &leaders = {},
                 const QString &location = QStringLiteral("Ford of Ash"), qint64 side = 0)
    {
        const auto o = createForce(*t, name, side ? side : t.blue, location, units, leaders);
        if (!o.ok)
            qFatal("Scene: %s", qPrintable(o.refusal));
        return o.forceId;
    }

    void designate(qint64 forceId, qint64 leaderId, int lost = -1)
    {
        Force f = force(forceId);
        f.commanderId = leaderId;
        if (lost >= 0)
            f.lost = lost;
        if (!editForce(*t, f).ok)
            qFatal("Scene: could not designate");
    }
};

} // namespace

class TestGuiForces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createForceLikeAUser_F();
    void createOffersOnlyLeadersWhoMayServe_L3_L6();
    void createRefusalStaysOpen_F();
    void longListsGetANameFilter();
    void unitsCannotBeNegative_F();
    void createMovesLeaderFromAnotherForce_R1();
    void editUnitsAndCommander_R1();
    void theUnitsTypesAreEditedAndFollowTheUnits();
    void editWithLeaderChangesIsOneUndoStep_R1();
    void editRefusalLeavesNoTrace_F();
    void editNothingChangedPushesNothing();
    void splitForce_F();
    void splitRefusals_F();
    void mergeForces_F();
    void mergeExplainsWhenNone_F();
    void disbandAsksFirst_F();
    void aScriptsForceShowsInTheOpenCampaign_issue28();
    void tableShowsForces_F_R1();
    void aGarrisonStandsInItsFortressByName();
    void tableFollowsTheCampaign_R1();
    void tableSortsAndFiltersBySide();
    void actionsNeedASelection();
    void actionsOpenTheDialogs();
    void screenshots();
};

void TestGuiForces::createForceLikeAUser_F()
{
    Scene s;
    ForceDialog dlg(s.campaign());
    showActive(&dlg);
    QCOMPARE(dlg.windowTitle(), QStringLiteral("New Force"));
    QCOMPARE(child<QComboBox>(&dlg, QStringLiteral("sideCombo"))->currentData().toLongLong(), s.t.blue);
    auto *picker = child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"));

    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Army of the North"));
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("locationEdit")), QStringLiteral("Ford of Ash"));
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("12"));
    typeInto(spin(&dlg, "flaggedSpin"), QStringLiteral("2"));
    typeInto(spin(&dlg, "brokenSpin"), QStringLiteral("1"));
    QCOMPARE(child<QLabel>(&dlg, QStringLiteral("unitsTotal"))->text(), QStringLiteral("total 15"));
    toggle(picker, QStringLiteral("Aldric"));
    toggle(picker, QStringLiteral("Berengar"));
    toggle(picker, QStringLiteral("Cedric"));
    toggle(picker, QStringLiteral("Cedric")); // changed his mind
    QCOMPARE(picker->checkedIds(), (QList<qint64>{s.aldric, s.berengar}));

    const int steps = s.stack()->count();
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QVERIFY(!dlg.isVisible());
    QVERIFY(dlg.forceId() != 0);
    QCOMPARE(s.stack()->count(), steps + 1);

    Force expected;
    expected.id = dlg.forceId();
    expected.name = QStringLiteral("Army of the North");
    expected.sideId = s.t.blue;
    expected.location = RollText::plain(QStringLiteral("Ford of Ash"));
    expected.units = {12, 2, 1};
    QCOMPARE(s.force(dlg.forceId()), expected);
    QCOMPARE(s.forceOf(s.aldric), expected.id);
    QCOMPARE(s.forceOf(s.berengar), expected.id);
    QCOMPARE(s.forceOf(s.cedric), qint64(0));

    s.stack()->undo();
    QVERIFY(s.campaign().forces().isEmpty());
    QCOMPARE(s.forceOf(s.aldric), qint64(0));
    QCOMPARE(s.forceOf(s.berengar), qint64(0));
    s.stack()->redo();
    QCOMPARE(s.campaign().forces(), QList<Force>{expected});
    QCOMPARE(s.forceOf(s.aldric), expected.id);
    QCOMPARE(s.forceOf(s.berengar), expected.id);
}

void TestGuiForces::createOffersOnlyLeadersWhoMayServe_L3_L6()
{
    Scene s;
    ForceDialog dlg(s.campaign());
    showActive(&dlg);
    auto *picker = child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"));
    // Dunstan is dead, Edmund captured: neither may join (RULES L3, L6); Rurik serves red.
    QCOMPARE(pickerNames(picker),
             (QStringList{QStringLiteral("Aldric"), QStringLiteral("Berengar"), QStringLiteral("Cedric")}));
    QCOMPARE(whereOf(picker, QStringLiteral("Aldric")), QStringLiteral("no force"));
    QCOMPARE(picker->tree()
                 ->findItems(QStringLiteral("Aldric"), Qt::MatchExactly)
                 .first()
                 ->data(LeaderPicker::BattleColumn, Qt::DisplayRole)
                 .toInt(),
             5);

    // Another side: its leaders, and the ticks start again.
    toggle(picker, QStringLiteral("Aldric"));
    chooseByKeyboard(child<QComboBox>(&dlg, QStringLiteral("sideCombo")), s.t.red);
    QCOMPARE(pickerNames(picker), QStringList{QStringLiteral("Rurik")});
    QVERIFY(picker->checkedIds().isEmpty());
    QCOMPARE(child<QGroupBox>(&dlg, QStringLiteral("leadersBox"))->title(), QStringLiteral("Leaders of Red"));

    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Red Horde"));
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("5"));
    toggle(picker, QStringLiteral("Rurik"));
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.force(dlg.forceId()).sideId, s.t.red);
    QCOMPARE(s.forceOf(s.rurik), dlg.forceId());
}

void TestGuiForces::createRefusalStaysOpen_F()
{
    Scene s;
    s.raise(QStringLiteral("Army of the North"), {5, 0, 0});
    const int steps = s.stack()->count();

    ForceDialog dlg(s.campaign());
    showActive(&dlg);
    QVERIFY(refusalOf(&dlg).isEmpty());
    clickOk(&dlg); // no name yet
    QVERIFY(dlg.isVisible());
    QCOMPARE(refusalOf(&dlg), QStringLiteral("A force needs a name."));

    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("army of the north"));
    toggle(child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker")), QStringLiteral("Aldric"));
    QTest::keyClick(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), Qt::Key_Return); // Return is OK, too
    QVERIFY(dlg.isVisible());
    QVERIFY(dlg.result() != int(QDialog::Accepted));
    QCOMPARE(refusalOf(&dlg), QStringLiteral("There is a force named army of the north already."));
    QCOMPARE(dlg.refusal(), refusalOf(&dlg));
    QCOMPARE(s.campaign().forces().size(), 1);
    QCOMPARE(s.stack()->count(), steps);
    QCOMPARE(s.forceOf(s.aldric), qint64(0));

    // Put right, it lands and the refusal goes.
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Army of the South"));
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QVERIFY(dlg.refusal().isEmpty());
    QCOMPARE(s.campaign().forces().size(), 2);
    QCOMPARE(s.forceOf(s.aldric), dlg.forceId());
}

void TestGuiForces::longListsGetANameFilter()
{
    Scene s;
    ForceDialog few(s.campaign());
    showActive(&few);
    QVERIFY(!child<QLineEdit>(&few, QStringLiteral("leaderFilter"))->isVisible());

    for (const char *name : {"Godric", "Hamon", "Ivo", "Jocelin", "Kenric", "Leofric"})
        s.t.leader(QString::fromLatin1(name), {3, 3, 3, 3, 3, 3, 3});
    ForceDialog dlg(s.campaign());
    showActive(&dlg);
    auto *picker = child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"));
    QCOMPARE(picker->count(), 9);
    toggle(picker, QStringLiteral("Aldric"));
    auto *filter = child<QLineEdit>(&dlg, QStringLiteral("leaderFilter"));
    QVERIFY(filter->isVisible());
    typeInto(filter, QStringLiteral("ric"));
    QStringList shown;
    for (int i = 0; i < picker->tree()->topLevelItemCount(); ++i) {
        if (!picker->tree()->topLevelItem(i)->isHidden())
            shown << picker->tree()->topLevelItem(i)->text(LeaderPicker::NameColumn);
    }
    QCOMPARE(shown,
             (QStringList{QStringLiteral("Aldric"), QStringLiteral("Cedric"), QStringLiteral("Godric"),
                          QStringLiteral("Kenric"), QStringLiteral("Leofric")}));
    toggle(picker, QStringLiteral("Godric"));
    filter->clear();
    QCOMPARE(picker->checkedIds(), (QList<qint64>{s.aldric, s.t->leaderByName(QStringLiteral("Godric"))->id}));
}

void TestGuiForces::unitsCannotBeNegative_F()
{
    Scene s;
    ForceDialog dlg(s.campaign());
    showActive(&dlg);
    for (const char *name : {"goodSpin", "flaggedSpin", "brokenSpin"}) {
        QSpinBox *box = spin(&dlg, name);
        QCOMPARE(box->minimum(), 0);
        typeInto(box, QStringLiteral("-4"));
        QCOMPARE(box->value(), 4); // the minus sign is not taken
        QVERIFY(!box->text().contains(QLatin1Char('-')));
        typeInto(box, QStringLiteral("0"));
        QTest::keyClick(box, Qt::Key_Down);
        QTest::keyClick(box, Qt::Key_PageDown);
        QCOMPARE(box->value(), 0);
    }

    // Too many units in all: the rules refuse, the dialog says so and stays open.
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Multitude"));
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("6000"));
    typeInto(spin(&dlg, "flaggedSpin"), QStringLiteral("5000"));
    clickOk(&dlg);
    QVERIFY(dlg.isVisible());
    QCOMPARE(refusalOf(&dlg), QStringLiteral("A force holds at most %L1 units.").arg(MaxUnitsPerForce));
    QVERIFY(s.campaign().forces().isEmpty());

    // Edit mode: the units lost cannot go negative either.
    const qint64 id = s.raise(QStringLiteral("Host"), {3, 0, 0});
    ForceDialog edit(s.campaign(), id);
    showActive(&edit);
    QSpinBox *lost = spin(&edit, "lostSpin");
    QCOMPARE(lost->minimum(), 0);
    QTest::keyClick(lost, Qt::Key_Down);
    QCOMPARE(lost->value(), 0);
}

void TestGuiForces::createMovesLeaderFromAnotherForce_R1()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {5, 0, 0}, {s.aldric, s.berengar});
    s.designate(host, s.aldric);
    const Force hostBefore = s.force(host);

    ForceDialog dlg(s.campaign());
    showActive(&dlg);
    auto *picker = child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"));
    QCOMPARE(whereOf(picker, QStringLiteral("Aldric")), QStringLiteral("with Host"));
    auto *note = child<QLabel>(&dlg, QStringLiteral("moveNote"));
    QVERIFY(!note->isVisible());
    toggle(picker, QStringLiteral("Aldric"));
    QVERIFY(note->isVisible());
    QCOMPARE(note->text(), QStringLiteral("Moves here: Aldric (from Host)."));
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Flying Column"));
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("2"));
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));

    // He is moved, and no longer commands the force he left (RULES R1).
    QCOMPARE(s.forceOf(s.aldric), dlg.forceId());
    QCOMPARE(s.forceOf(s.berengar), host);
    Force hostAfter = hostBefore;
    hostAfter.commanderId = 0;
    QCOMPARE(s.force(host), hostAfter);

    s.stack()->undo();
    QCOMPARE(s.force(host), hostBefore);
    QCOMPARE(s.forceOf(s.aldric), host);
    QVERIFY(!s.campaign().force(dlg.forceId()));
    s.stack()->redo();
    QCOMPARE(s.force(host), hostAfter);
    QCOMPARE(s.forceOf(s.aldric), dlg.forceId());
}

void TestGuiForces::editUnitsAndCommander_R1()
{
    Scene s;
    const qint64 id = s.raise(QStringLiteral("Host"), {10, 0, 0}, {s.aldric, s.berengar});
    const Force before = s.force(id);

    ForceDialog dlg(s.campaign(), id);
    showActive(&dlg);
    QCOMPARE(dlg.windowTitle(), QStringLiteral("Edit Force — Host"));
    QCOMPARE(child<QLineEdit>(&dlg, QStringLiteral("nameEdit"))->text(), QStringLiteral("Host"));
    QCOMPARE(child<QLabel>(&dlg, QStringLiteral("sideLabel"))->text(), QStringLiteral("Blue"));
    QCOMPARE(spin(&dlg, "goodSpin")->value(), 10);
    auto *commander = child<QComboBox>(&dlg, QStringLiteral("commanderCombo"));
    QCOMPARE(comboTexts(commander),
             (QStringList{QStringLiteral("Best Battle (automatic)"), QStringLiteral("Aldric — Battle 5"),
                          QStringLiteral("Berengar — Battle 3")}));
    QCOMPARE(commander->currentData().toLongLong(), qint64(0));
    auto *note = child<QLabel>(&dlg, QStringLiteral("commanderNote"));
    QCOMPARE(note->text(),
             QStringLiteral("Aldric counts, Battle 5: the best Battle among the able leaders (RULES R1)."));
    // Leaders from elsewhere may be picked (Cedric); the dead and the captured may not.
    QCOMPARE(pickerNames(child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"))),
             (QStringList{QStringLiteral("Aldric"), QStringLiteral("Berengar"), QStringLiteral("Cedric")}));

    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("8"));
    typeInto(spin(&dlg, "flaggedSpin"), QStringLiteral("1"));
    typeInto(spin(&dlg, "brokenSpin"), QStringLiteral("1"));
    typeInto(spin(&dlg, "lostSpin"), QStringLiteral("3"));
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("locationEdit")), QStringLiteral("Stone Bridge"));
    chooseByKeyboard(commander, s.berengar);
    QCOMPARE(note->text(), QStringLiteral("Berengar commands, Battle 3 (RULES R1)."));

    const int steps = s.stack()->count();
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.stack()->count(), steps + 1);
    Force after = before;
    after.units = {8, 1, 1};
    after.lost = 3;
    after.location = RollText::plain(QStringLiteral("Stone Bridge"));
    after.commanderId = s.berengar;
    QCOMPARE(s.force(id), after);

    s.stack()->undo();
    QCOMPARE(s.force(id), before);
    s.stack()->redo();
    QCOMPARE(s.force(id), after);
}

// Issue 13: so many cavalry and artillery, the rest infantry, for a battle on the board.
void TestGuiForces::theUnitsTypesAreEditedAndFollowTheUnits()
{
    Scene s;
    const qint64 id = s.raise(QStringLiteral("Host"), {6, 0, 0}, {});
    ForceDialog dlg(s.campaign(), id);
    showActive(&dlg);
    auto *infantry = child<QLabel>(&dlg, QStringLiteral("infantryLabel"));
    QCOMPARE(infantry->text(), QStringLiteral("and 6 infantry"));
    typeInto(spin(&dlg, "cavalrySpin"), QStringLiteral("2"));
    QCOMPARE(spin(&dlg, "artillerySpin")->maximum(), 4); // at most what the cavalry leaves
    typeInto(spin(&dlg, "artillerySpin"), QStringLiteral("9"));
    QCOMPARE(spin(&dlg, "artillerySpin")->value(), 0);
    typeInto(spin(&dlg, "artillerySpin"), QStringLiteral("1"));
    QCOMPARE(infantry->text(), QStringLiteral("and 3 infantry"));
    // Fewer units take the artillery first, as losses do.
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("2"));
    QCOMPARE(spin(&dlg, "cavalrySpin")->value(), 2);
    QCOMPARE(spin(&dlg, "artillerySpin")->value(), 0);
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("5"));
    typeInto(spin(&dlg, "artillerySpin"), QStringLiteral("1"));
    saveShot(&dlg, QStringLiteral("force-dialog-types"));
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.force(id).cavalry, 2);
    QCOMPARE(s.force(id).artillery, 1);
    QCOMPARE(s.force(id).infantry(), 2);
    s.stack()->undo();
    QCOMPARE(s.force(id).cavalry, 0);
}

void TestGuiForces::editWithLeaderChangesIsOneUndoStep_R1()
{
    Scene s;
    const qint64 id = s.raise(QStringLiteral("Host"), {6, 0, 0}, {s.aldric, s.berengar});
    s.designate(id, s.aldric);
    const Force before = s.force(id);

    ForceDialog dlg(s.campaign(), id);
    showActive(&dlg);
    auto *picker = child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"));
    auto *commander = child<QComboBox>(&dlg, QStringLiteral("commanderCombo"));
    QCOMPARE(commander->currentData().toLongLong(), s.aldric);
    QCOMPARE(whereOf(picker, QStringLiteral("Aldric")), QStringLiteral("with this force"));

    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Great Host"));
    toggle(picker, QStringLiteral("Cedric"));
    toggle(picker, QStringLiteral("Aldric"));
    // Aldric leaves: he can no longer be picked to command, and the choice falls back to automatic.
    QCOMPARE(comboTexts(commander),
             (QStringList{QStringLiteral("Best Battle (automatic)"), QStringLiteral("Berengar — Battle 3"),
                          QStringLiteral("Cedric — Battle 4")}));
    QCOMPARE(commander->currentData().toLongLong(), qint64(0));
    QCOMPARE(child<QLabel>(&dlg, QStringLiteral("moveNote"))->text(), QStringLiteral("Leaves the force: Aldric."));
    chooseByKeyboard(commander, s.cedric);

    const int steps = s.stack()->count();
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.stack()->count(), steps + 1); // one undo step for the whole dialog
    QCOMPARE(s.stack()->undoText(), QStringLiteral("Edit force Great Host"));
    QVERIFY(!s.stack()->canRedo());
    Force after = before;
    after.name = QStringLiteral("Great Host");
    after.commanderId = s.cedric;
    QCOMPARE(s.force(id), after);
    QCOMPARE(s.forceOf(s.aldric), qint64(0));
    QCOMPARE(s.forceOf(s.berengar), id);
    QCOMPARE(s.forceOf(s.cedric), id);

    s.stack()->undo();
    QCOMPARE(s.force(id), before);
    QCOMPARE(s.forceOf(s.aldric), id);
    QCOMPARE(s.forceOf(s.berengar), id);
    QCOMPARE(s.forceOf(s.cedric), qint64(0));
    QCOMPARE(s.stack()->count(), steps + 1);

    s.stack()->redo();
    QCOMPARE(s.force(id), after);
    QCOMPARE(s.forceOf(s.aldric), qint64(0));
    QCOMPARE(s.forceOf(s.cedric), id);
}

void TestGuiForces::editRefusalLeavesNoTrace_F()
{
    Scene s;
    const qint64 id = s.raise(QStringLiteral("Host"), {6, 0, 0}, {s.aldric});
    s.raise(QStringLiteral("Other"), {2, 0, 0});
    s.raise(QStringLiteral("Undone"), {1, 0, 0});
    s.stack()->undo(); // something to redo: a refused edit must not lose it
    const Force before = s.force(id);
    const int steps = s.stack()->count();
    const int index = s.stack()->index();

    ForceDialog dlg(s.campaign(), id);
    showActive(&dlg);
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Other"));
    toggle(child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker")), QStringLiteral("Cedric"));
    clickOk(&dlg);
    QVERIFY(dlg.isVisible());
    QCOMPARE(refusalOf(&dlg), QStringLiteral("There is a force named Other already."));
    QCOMPARE(s.force(id), before);
    QCOMPARE(s.forceOf(s.cedric), qint64(0));
    QCOMPARE(s.stack()->count(), steps);
    QCOMPARE(s.stack()->index(), index);
    QCOMPARE(s.stack()->redoText(), QStringLiteral("Raise force Undone"));

    // Put right, the edit and the leader land together.
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Host Royal"));
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.force(id).name, QStringLiteral("Host Royal"));
    QCOMPARE(s.forceOf(s.cedric), id);
    QCOMPARE(s.stack()->index(), index + 1);
    s.stack()->undo();
    QCOMPARE(s.force(id), before);
    QCOMPARE(s.forceOf(s.cedric), qint64(0));
}

void TestGuiForces::editNothingChangedPushesNothing()
{
    Scene s;
    const qint64 id = s.raise(QStringLiteral("Host"), {6, 0, 0}, {s.aldric});
    const int steps = s.stack()->count();
    ForceDialog dlg(s.campaign(), id);
    showActive(&dlg);
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.stack()->count(), steps);
}

void TestGuiForces::splitForce_F()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {10, 2, 1}, {s.aldric, s.berengar});
    s.designate(host, s.aldric);
    const Force before = s.force(host);

    SplitForceDialog dlg(s.campaign(), host);
    showActive(&dlg);
    QCOMPARE(dlg.windowTitle(), QStringLiteral("Split Force — Host"));
    QCOMPARE(spin(&dlg, "goodSpin")->maximum(), 10);
    QCOMPARE(spin(&dlg, "flaggedSpin")->maximum(), 2);
    QCOMPARE(spin(&dlg, "brokenSpin")->maximum(), 1);
    auto *picker = child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker"));
    QCOMPARE(pickerNames(picker), (QStringList{QStringLiteral("Aldric"), QStringLiteral("Berengar")}));

    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Vanguard"));
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("4"));
    typeInto(spin(&dlg, "flaggedSpin"), QStringLiteral("5")); // more than the force has: not taken
    QCOMPARE(spin(&dlg, "flaggedSpin")->value(), 0);
    typeInto(spin(&dlg, "flaggedSpin"), QStringLiteral("1"));
    typeInto(spin(&dlg, "brokenSpin"), QStringLiteral("1"));
    QTest::keyClick(spin(&dlg, "brokenSpin"), Qt::Key_Up);
    QCOMPARE(spin(&dlg, "brokenSpin")->value(), 1);
    toggle(picker, QStringLiteral("Aldric"));
    QCOMPARE(child<QLabel>(&dlg, QStringLiteral("remainderLabel"))->text(),
             QStringLiteral("Host keeps 6 good, 1 flagged, 0 broken, and Berengar."));

    const int steps = s.stack()->count();
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.stack()->count(), steps + 1);
    Force vanguard;
    vanguard.id = dlg.newForceId();
    vanguard.name = QStringLiteral("Vanguard");
    vanguard.sideId = s.t.blue;
    vanguard.location = RollText::plain(QStringLiteral("Ford of Ash"));
    vanguard.units = {4, 1, 1};
    Force hostAfter = before;
    hostAfter.units = {6, 1, 0};
    hostAfter.commanderId = 0; // Aldric went with the vanguard (RULES R1)
    QCOMPARE(s.force(vanguard.id), vanguard);
    QCOMPARE(s.force(host), hostAfter);
    QCOMPARE(s.forceOf(s.aldric), vanguard.id);
    QCOMPARE(s.forceOf(s.berengar), host);

    s.stack()->undo();
    QCOMPARE(s.campaign().forces(), QList<Force>{before});
    QCOMPARE(s.forceOf(s.aldric), host);
    s.stack()->redo();
    QCOMPARE(s.campaign().forces(), (QList<Force>{hostAfter, vanguard}));
    QCOMPARE(s.forceOf(s.aldric), vanguard.id);
}

void TestGuiForces::splitRefusals_F()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {10, 0, 0}, {s.aldric});
    SplitForceDialog dlg(s.campaign(), host);
    showActive(&dlg);
    QVERIFY(!spin(&dlg, "flaggedSpin")->isEnabled()); // the force has none to move
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("3"));
    clickOk(&dlg);
    QVERIFY(dlg.isVisible());
    QCOMPARE(refusalOf(&dlg), QStringLiteral("The new force needs a name."));
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("host"));
    clickOk(&dlg);
    QCOMPARE(refusalOf(&dlg), QStringLiteral("There is a force named host already."));
    typeInto(child<QLineEdit>(&dlg, QStringLiteral("nameEdit")), QStringLiteral("Picket"));
    typeInto(spin(&dlg, "goodSpin"), QStringLiteral("0"));
    clickOk(&dlg);
    QCOMPARE(refusalOf(&dlg), QStringLiteral("A split takes some units or leaders."));
    QCOMPARE(s.campaign().forces().size(), 1);
    QCOMPARE(s.force(host).units, (Units{10, 0, 0}));

    // A leader alone may go.
    toggle(child<LeaderPicker>(&dlg, QStringLiteral("leaderPicker")), QStringLiteral("Aldric"));
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.force(dlg.newForceId()).units, (Units{0, 0, 0}));
    QCOMPARE(s.forceOf(s.aldric), dlg.newForceId());
}

void TestGuiForces::mergeForces_F()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {6, 1, 0}, {s.berengar});
    s.designate(host, s.berengar, 2);
    const qint64 vanguard = s.raise(QStringLiteral("Vanguard"), {4, 1, 1}, {s.aldric}, QStringLiteral("ford of ash"));
    s.designate(vanguard, s.aldric, 1);
    s.raise(QStringLiteral("Rearguard"), {3, 0, 0}, {}, QStringLiteral("Hill"));
    s.raise(QStringLiteral("Red Horde"), {9, 0, 0}, {s.rurik}, QStringLiteral("Ford of Ash"), s.t.red);
    const QList<Force> before = s.campaign().forces();

    MergeForcesDialog dlg(s.campaign(), host);
    showActive(&dlg);
    QCOMPARE(dlg.windowTitle(), QStringLiteral("Merge Forces — Host"));
    // Only blue forces at the Ford (the case of the place does not matter).
    QCOMPARE(dlg.eligibleCount(), 1);
    auto *list = child<QTreeWidget>(&dlg, QStringLiteral("mergeList"));
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Vanguard"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("Aldric"));
    QVERIFY(!child<QLabel>(&dlg, QStringLiteral("noneLabel"))->isVisible());
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(dlg.fromId(), vanguard);
    QCOMPARE(child<QLabel>(&dlg, QStringLiteral("previewLabel"))->text(),
             QStringLiteral("Host will have 10 good, 2 flagged, 1 broken (3 lost) and leaders Berengar, Aldric; "
                            "Vanguard is removed."));

    const int steps = s.stack()->count();
    clickOk(&dlg);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(s.stack()->count(), steps + 1);
    Force merged = s.force(host);
    Force expected = before.at(0);
    expected.units = {10, 2, 1};
    expected.lost = 3;
    QCOMPARE(merged, expected); // Berengar still commands
    QVERIFY(!s.campaign().force(vanguard));
    QCOMPARE(s.forceOf(s.aldric), host);

    s.stack()->undo();
    QCOMPARE(s.campaign().forces(), before);
    QCOMPARE(s.forceOf(s.aldric), vanguard);
    s.stack()->redo();
    QCOMPARE(s.force(host), expected);
    QVERIFY(!s.campaign().force(vanguard));
    QCOMPARE(s.forceOf(s.aldric), host);
}

void TestGuiForces::mergeExplainsWhenNone_F()
{
    Scene s;
    s.raise(QStringLiteral("Host"), {6, 0, 0});
    const qint64 lonely = s.raise(QStringLiteral("Rearguard"), {3, 0, 0}, {}, QStringLiteral("Hill"));
    s.raise(QStringLiteral("Red Horde"), {9, 0, 0}, {}, QStringLiteral("Hill"), s.t.red);

    MergeForcesDialog dlg(s.campaign(), lonely);
    showActive(&dlg);
    QCOMPARE(dlg.eligibleCount(), 0);
    QVERIFY(!child<QTreeWidget>(&dlg, QStringLiteral("mergeList"))->isVisible());
    auto *none = child<QLabel>(&dlg, QStringLiteral("noneLabel"));
    QVERIFY(none->isVisible());
    QVERIFY2(none->text().startsWith(QStringLiteral("No other force of Blue is at Hill")), qPrintable(none->text()));
    QVERIFY(!button(&dlg, "okButton")->isEnabled());
    QTest::mouseClick(button(&dlg, "cancelButton"), Qt::LeftButton);
    QCOMPARE(dlg.result(), int(QDialog::Rejected));
    QCOMPARE(s.campaign().forces().size(), 3);
}

// Issue 28, item 3: the app and castellan-cli on one file. The force a script adds shows in the open campaign's
// forces, without any action of the user's.
void TestGuiForces::aScriptsForceShowsInTheOpenCampaign_issue28()
{
    Scene s;
    s.raise(QStringLiteral("Host"), {6, 0, 0});
    ForcesView view(s.campaign());
    view.resize(900, 300);
    showActive(&view);
    QProcess script;
    script.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"),
                 {QStringLiteral("force"), QStringLiteral("add"), s.campaign().path(), QStringLiteral("--name"),
                  QStringLiteral("Scripted"), QStringLiteral("--side"), s.campaign().sides().first().name,
                  QStringLiteral("--units"), QStringLiteral("3")});
    QVERIFY(script.waitForFinished(60000));
    QCOMPARE(script.exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(view, QStringLiteral("Scripted")) >= 0, 10000); // heard within half a second
    QVERIFY(rowOf(view, QStringLiteral("Host")) >= 0);
}

void TestGuiForces::disbandAsksFirst_F()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {6, 0, 0}, {s.aldric, s.berengar});
    s.raise(QStringLiteral("Other"), {2, 0, 0});
    const Force before = s.force(host);
    ForcesView view(s.campaign());
    view.resize(900, 300);
    showActive(&view);
    clickRow(view, rowOf(view, QStringLiteral("Host")));
    QCOMPARE(view.currentForceId(), host);

    // Cancel leaves it.
    view.disbandForceAction()->trigger();
    auto *box = child<QMessageBox>(&view, QStringLiteral("disbandConfirmation"));
    QVERIFY(box->isVisible());
    QCOMPARE(box->text(), QStringLiteral("Disband Host?"));
    QVERIFY(box->informativeText().contains(QStringLiteral("Its leaders stay, with no force: Aldric, Berengar.")));
    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(!view.findChild<QMessageBox *>(QStringLiteral("disbandConfirmation")));
    QCOMPARE(s.force(host), before);

    // Disband (by its shortcut): gone, the leaders stay with no force.
    QApplication::setActiveWindow(&view); // the window manager gives the window back
    QTest::keyClick(&view, Qt::Key_Delete, Qt::ControlModifier | Qt::ShiftModifier);
    box = child<QMessageBox>(&view, QStringLiteral("disbandConfirmation"));
    QTest::mouseClick(child<QPushButton>(box, QStringLiteral("disbandButton")), Qt::LeftButton);
    QVERIFY(!s.campaign().force(host));
    QCOMPARE(s.forceOf(s.aldric), qint64(0));
    QCOMPARE(s.forceOf(s.berengar), qint64(0));
    QCOMPARE(view.proxy()->rowCount(), 1);
    QCOMPARE(rowOf(view, QStringLiteral("Host")), -1);

    s.stack()->undo();
    QCOMPARE(s.force(host), before);
    QCOMPARE(s.forceOf(s.aldric), host);
    QCOMPARE(rowOf(view, QStringLiteral("Host")) >= 0, true);
    s.stack()->redo();
    QVERIFY(!s.campaign().force(host));
    QCOMPARE(s.forceOf(s.berengar), qint64(0));
}

// Issue 30: a force in a fortress's hex stands "in" the fortress, by its name; the others by place or hex.
void TestGuiForces::aGarrisonStandsInItsFortressByName()
{
    MapCampaign t;
    ForcesView view(*t);
    view.resize(1000, 300);
    showActive(&view);
    QCOMPARE(cell(view, QStringLiteral("Garrison"), ForcesModel::LocationColumn), QStringLiteral("Castle Rock"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LocationColumn), QStringLiteral("hex 0504"));
    QVERIFY(placeForce(*t, t.host, {1, 1}).ok);
    QVERIFY(namePlace(*t, {1, 1}, QStringLiteral("Ford of Ash")).ok);
    QTRY_COMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LocationColumn), QStringLiteral("Ford of Ash"));
}

void TestGuiForces::tableShowsForces_F_R1()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {10, 2, 1}, {s.aldric, s.berengar});
    s.designate(host, 0, 2);
    const qint64 guard = s.raise(QStringLiteral("Guard"), {3, 0, 0}, {s.cedric}, QStringLiteral("Keep"));
    s.designate(guard, s.cedric);
    s.raise(QStringLiteral("Horde"), {8, 0, 0}, {}, QStringLiteral("Ford of Ash"), s.t.red);

    ForcesView view(s.campaign());
    view.resize(1000, 300);
    showActive(&view);
    QCOMPARE(view.proxy()->rowCount(), 3);
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::SideColumn), QStringLiteral("Blue"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LocationColumn), QStringLiteral("Ford of Ash"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::GoodColumn), QStringLiteral("10"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::FlaggedColumn), QStringLiteral("2"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::BrokenColumn), QStringLiteral("1"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LostColumn), QStringLiteral("2"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::CommanderColumn), QStringLiteral("(best Battle: Aldric)"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LeadersColumn), QStringLiteral("Aldric, Berengar"));
    QCOMPARE(cell(view, QStringLiteral("Guard"), ForcesModel::CommanderColumn), QStringLiteral("Cedric"));
    QCOMPARE(cell(view, QStringLiteral("Horde"), ForcesModel::SideColumn), QStringLiteral("Red"));
    QCOMPARE(cell(view, QStringLiteral("Horde"), ForcesModel::CommanderColumn), QStringLiteral("(no leader)"));
    QCOMPARE(cell(view, QStringLiteral("Horde"), ForcesModel::LeadersColumn), QString());
    const QModelIndex side = view.proxy()->index(rowOf(view, QStringLiteral("Horde")), ForcesModel::SideColumn);
    QCOMPARE(side.data(Qt::DecorationRole).value<QColor>(), QColor(Qt::red));
    QCOMPARE(child<QLabel>(&view, QStringLiteral("forcesCount"))->text(),
             QStringLiteral("Forces: 3 · 21 good, 2 flagged, 1 broken"));
}

void TestGuiForces::tableFollowsTheCampaign_R1()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {10, 0, 0}, {s.aldric, s.berengar});
    ForcesView view(s.campaign());
    view.resize(1000, 300);
    showActive(&view);
    QSignalSpy resets(view.model(), &QAbstractItemModel::modelReset);

    // Aldric disabled: Berengar counts now (RULES L3, R1).
    QVERIFY(woundLeader(s.campaign(), s.aldric, 5).ok);
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::CommanderColumn),
             QStringLiteral("(best Battle: Berengar)"));
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LeadersColumn),
             QStringLiteral("Aldric (disabled), Berengar"));
    s.stack()->undo();
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::CommanderColumn), QStringLiteral("(best Battle: Aldric)"));

    // A designated commander shows by name.
    s.designate(host, s.berengar);
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::CommanderColumn), QStringLiteral("Berengar"));

    // Rows come and go with the campaign, and with undo.
    const qint64 other = s.raise(QStringLiteral("Other"), {1, 0, 0}, {s.cedric});
    QCOMPARE(view.proxy()->rowCount(), 2);
    QCOMPARE(cell(view, QStringLiteral("Other"), ForcesModel::LeadersColumn), QStringLiteral("Cedric"));
    QVERIFY(assignLeader(s.campaign(), s.cedric, host).ok);
    QCOMPARE(cell(view, QStringLiteral("Other"), ForcesModel::LeadersColumn), QString());
    QCOMPARE(cell(view, QStringLiteral("Host"), ForcesModel::LeadersColumn),
             QStringLiteral("Aldric, Berengar, Cedric"));
    Force renamed = s.force(other);
    renamed.name = QStringLiteral("Renamed");
    QVERIFY(editForce(s.campaign(), renamed).ok);
    QCOMPARE(rowOf(view, QStringLiteral("Other")), -1);
    QVERIFY(rowOf(view, QStringLiteral("Renamed")) >= 0);
    QVERIFY(disbandForce(s.campaign(), other).ok);
    QCOMPARE(view.proxy()->rowCount(), 1);
    s.stack()->undo();
    QCOMPARE(view.proxy()->rowCount(), 2);
    QCOMPARE(resets.count(), 0); // one row at a time, never a reset
}

void TestGuiForces::tableSortsAndFiltersBySide()
{
    Scene s;
    s.raise(QStringLiteral("Host"), {10, 0, 0});
    s.raise(QStringLiteral("Guard"), {3, 0, 0});
    s.raise(QStringLiteral("Horde"), {8, 0, 0}, {}, QStringLiteral("Ford of Ash"), s.t.red);
    ForcesView view(s.campaign());
    view.resize(1000, 300);
    showActive(&view);

    const auto names = [&view] {
        QStringList list;
        for (int r = 0; r < view.proxy()->rowCount(); ++r)
            list << view.proxy()->index(r, ForcesModel::NameColumn).data().toString();
        return list;
    };
    QCOMPARE(names(), (QStringList{QStringLiteral("Guard"), QStringLiteral("Horde"), QStringLiteral("Host")}));

    // A click on the Good header sorts by the number of good units.
    QHeaderView *header = view.table()->horizontalHeader();
    const int x =
        header->sectionViewportPosition(ForcesModel::GoodColumn) + header->sectionSize(ForcesModel::GoodColumn) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), int(ForcesModel::GoodColumn));
    QStringList byGood{QStringLiteral("Guard"), QStringLiteral("Horde"), QStringLiteral("Host")};
    if (header->sortIndicatorOrder() == Qt::DescendingOrder)
        std::reverse(byGood.begin(), byGood.end());
    QCOMPARE(names(), byGood);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    std::reverse(byGood.begin(), byGood.end());
    QCOMPARE(names(), byGood);

    // The side filter.
    auto *sides = view.sideCombo();
    QCOMPARE(comboTexts(sides),
             (QStringList{QStringLiteral("All sides"), QStringLiteral("Blue"), QStringLiteral("Red")}));
    chooseByKeyboard(sides, s.t.red);
    QCOMPARE(names(), QStringList{QStringLiteral("Horde")});
    QCOMPARE(child<QLabel>(&view, QStringLiteral("forcesCount"))->text(),
             QStringLiteral("Showing 1 of 3 forces · 8 good, 0 flagged, 0 broken"));
    chooseByKeyboard(sides, s.t.blue);
    QCOMPARE(names().size(), 2);
    QVERIFY(!names().contains(QStringLiteral("Horde")));
    // A new blue force shows under the filter; a red one does not.
    s.raise(QStringLiteral("Picket"), {1, 0, 0});
    s.raise(QStringLiteral("Raiders"), {1, 0, 0}, {}, QStringLiteral("Hill"), s.t.red);
    QCOMPARE(names().size(), 3);
    QVERIFY(names().contains(QStringLiteral("Picket")));
    chooseByKeyboard(sides, qint64(0));
    QCOMPARE(names().size(), 5);
    // Selecting a force the filter hides clears the filter.
    chooseByKeyboard(sides, s.t.blue);
    view.selectForce(s.campaign().forceByName(QStringLiteral("Raiders"))->id);
    QCOMPARE(sides->currentData().toLongLong(), qint64(0));
    QCOMPARE(view.currentForceId(), s.campaign().forceByName(QStringLiteral("Raiders"))->id);
}

void TestGuiForces::actionsNeedASelection()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {6, 0, 0}, {s.aldric});
    const qint64 empty = s.raise(QStringLiteral("Empty"), {0, 0, 0});
    ForcesView view(s.campaign());
    view.resize(1000, 300);
    showActive(&view);

    const QList<QAction *> actions = view.actions();
    QStringList names;
    for (QAction *a : actions)
        names << a->objectName();
    QCOMPARE(names,
             (QStringList{QStringLiteral("actionNewForce"), QStringLiteral("actionEditForce"),
                          QStringLiteral("actionSplitForce"), QStringLiteral("actionMergeForces"),
                          QStringLiteral("actionDisbandForce"), QStringLiteral("actionForceNotes")}));
    QCOMPARE(view.newForceAction()->text(), QStringLiteral("&New Force…"));
    QCOMPARE(view.newForceAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+F")));
    for (QAction *a : actions)
        QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->objectName()));

    QCOMPARE(view.currentForceId(), qint64(0));
    QVERIFY(view.newForceAction()->isEnabled());
    for (QAction *a : {view.editForceAction(), view.splitForceAction(), view.mergeForcesAction(),
                       view.disbandForceAction(), view.forceNotesAction()}) {
        QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
        QCOMPARE(a->toolTip(), QStringLiteral("Select a force in the table first."));
    }
    // The toolbar's buttons say why, too.
    auto *toolBar = view.toolBar();
    QCOMPARE(toolBar->widgetForAction(view.editForceAction())->toolTip(),
             QStringLiteral("Select a force in the table first."));

    QSignalSpy current(&view, &ForcesView::currentForceChanged);
    QSignalSpy activated(&view, &ForcesView::forceActivated);
    clickRow(view, rowOf(view, QStringLiteral("Host")));
    QCOMPARE(view.currentForceId(), host);
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.last().first().toLongLong(), host);
    for (QAction *a :
         {view.editForceAction(), view.splitForceAction(), view.mergeForcesAction(), view.disbandForceAction()})
        QVERIFY2(a->isEnabled(), qPrintable(a->objectName()));
    QVERIFY(view.editForceAction()->toolTip().contains(QStringLiteral("Host")));

    // Nothing to split off an empty force without leaders.
    clickRow(view, rowOf(view, QStringLiteral("Empty")));
    QCOMPARE(current.last().first().toLongLong(), empty);
    QVERIFY(!view.splitForceAction()->isEnabled());
    QCOMPARE(view.splitForceAction()->toolTip(), QStringLiteral("Empty has no units and no leaders to split off."));

    clickRow(view, rowOf(view, QStringLiteral("Host")), true);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.last().first().toLongLong(), host);

    // The current force disbanded elsewhere: the next one in the list is current, and the actions are its own.
    QVERIFY(disbandForce(s.campaign(), host).ok);
    const qint64 next = view.currentForceId();
    QVERIFY(next != host);
    QVERIFY(s.campaign().force(next));
    QCOMPARE(current.last().first().toLongLong(), next);
    QVERIFY(view.editForceAction()->toolTip().contains(s.campaign().force(next)->name));
}

void TestGuiForces::actionsOpenTheDialogs()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Host"), {6, 0, 0}, {s.aldric});
    ForcesView view(s.campaign());
    view.resize(1000, 300);
    showActive(&view);
    QSignalSpy status(&view, &ForcesView::statusMessage);

    // Ctrl+Shift+F opens New Force for the side filtered on.
    chooseByKeyboard(view.sideCombo(), s.t.red);
    QTest::keyClick(&view, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    auto *dlg = view.findChild<ForceDialog *>();
    QVERIFY(dlg);
    QVERIFY(dlg->isVisible());
    QCOMPARE(dlg->mode(), ForceDialog::Mode::Create);
    QCOMPARE(child<QComboBox>(dlg, QStringLiteral("sideCombo"))->currentData().toLongLong(), s.t.red);
    typeInto(child<QLineEdit>(dlg, QStringLiteral("nameEdit")), QStringLiteral("Horde"));
    typeInto(spin(dlg, "goodSpin"), QStringLiteral("7"));
    clickOk(dlg);
    QTRY_VERIFY(!view.findChild<ForceDialog *>()); // closed and deleted
    const qint64 horde = s.campaign().forceByName(QStringLiteral("Horde"))->id;
    QCOMPARE(view.currentForceId(), horde); // the new force is made current
    QCOMPARE(status.count(), 1);
    QCOMPARE(status.last().first().toString(), QStringLiteral("Horde raised for Red: 7 good, 0 flagged, 0 broken."));

    // Edit, Split, Merge open on the current force.
    view.selectForce(host);
    view.editForceAction()->trigger();
    dlg = view.findChild<ForceDialog *>();
    QVERIFY(dlg);
    QCOMPARE(dlg->mode(), ForceDialog::Mode::Edit);
    QCOMPARE(dlg->forceId(), host);
    QTest::mouseClick(button(dlg, "cancelButton"), Qt::LeftButton);
    QTRY_VERIFY(!view.findChild<ForceDialog *>());

    QApplication::setActiveWindow(&view);
    QTest::keyClick(&view, Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
    auto *split = view.findChild<SplitForceDialog *>();
    QVERIFY(split);
    QCOMPARE(split->forceId(), host);
    typeInto(child<QLineEdit>(split, QStringLiteral("nameEdit")), QStringLiteral("Vanguard"));
    typeInto(spin(split, "goodSpin"), QStringLiteral("2"));
    clickOk(split);
    QTRY_VERIFY(!view.findChild<SplitForceDialog *>());
    const qint64 vanguard = s.campaign().forceByName(QStringLiteral("Vanguard"))->id;
    QCOMPARE(view.currentForceId(), vanguard);

    view.selectForce(host);
    view.mergeForcesAction()->trigger();
    auto *merge = view.findChild<MergeForcesDialog *>();
    QVERIFY(merge);
    QCOMPARE(merge->fromId(), vanguard);
    clickOk(merge);
    QTRY_VERIFY(!view.findChild<MergeForcesDialog *>());
    QCOMPARE(s.force(host).units, (Units{6, 0, 0}));
    QVERIFY(!s.campaign().force(vanguard));
    QCOMPARE(view.currentForceId(), host);
}

void TestGuiForces::screenshots()
{
    Scene s;
    const qint64 host = s.raise(QStringLiteral("Army of the North"), {12, 2, 1}, {s.aldric, s.berengar});
    s.designate(host, 0, 3);
    const qint64 guard = s.raise(QStringLiteral("Castle Guard"), {4, 0, 0}, {s.cedric}, QStringLiteral("Highkeep"));
    s.designate(guard, s.cedric);
    s.raise(QStringLiteral("Vanguard"), {5, 1, 0}, {}, QStringLiteral("Ford of Ash"));
    s.raise(QStringLiteral("Red Horde"), {9, 0, 2}, {s.rurik}, QStringLiteral("Ford of Ash"), s.t.red);
    QVERIFY(woundLeader(s.campaign(), s.berengar, 4).ok); // disabled: shown subdued

    ForcesView view(s.campaign());
    view.resize(1020, 260);
    showActive(&view);
    view.selectForce(host);
    saveShot(&view, QStringLiteral("forces-view"));

    ForceDialog create(s.campaign());
    showActive(&create);
    typeInto(child<QLineEdit>(&create, QStringLiteral("nameEdit")), QStringLiteral("Army of the North"));
    typeInto(spin(&create, "goodSpin"), QStringLiteral("8"));
    toggle(child<LeaderPicker>(&create, QStringLiteral("leaderPicker")), QStringLiteral("Aldric"));
    clickOk(&create); // refused: the name is taken
    saveShot(&create, QStringLiteral("force-dialog-create"));

    ForceDialog edit(s.campaign(), host);
    showActive(&edit);
    saveShot(&edit, QStringLiteral("force-dialog-edit"));

    SplitForceDialog split(s.campaign(), host);
    showActive(&split);
    typeInto(child<QLineEdit>(&split, QStringLiteral("nameEdit")), QStringLiteral("Northern Vanguard"));
    typeInto(spin(&split, "goodSpin"), QStringLiteral("4"));
    toggle(child<LeaderPicker>(&split, QStringLiteral("leaderPicker")), QStringLiteral("Aldric"));
    saveShot(&split, QStringLiteral("split-force-dialog"));

    MergeForcesDialog merge(s.campaign(), host);
    showActive(&merge);
    saveShot(&merge, QStringLiteral("merge-forces-dialog"));

    MergeForcesDialog none(s.campaign(), guard);
    showActive(&none);
    saveShot(&none, QStringLiteral("merge-forces-dialog-none"));

    view.disbandForceAction()->trigger();
    auto *box = child<QMessageBox>(&view, QStringLiteral("disbandConfirmation"));
    QVERIFY(QTest::qWaitForWindowExposed(box));
    saveShot(box, QStringLiteral("disband-confirmation"));
    box->reject();
}

QTEST_MAIN(TestGuiForces)
#include "test_gui_forces.moc"
