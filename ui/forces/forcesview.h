#pragma once

#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QDialog;
class QKeySequence;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QToolBar;

namespace castellan {

class Campaign;
class ForcesModel;

/**
 * The forces pane (RULES F): a toolbar (New Force…, Edit Force…, Split Force…, Merge Forces…, Disband Force), a
 * side filter and the sortable table of the campaign's forces with their units, commander (RULES R1) and
 * leaders. The current row is the force the actions work on; without one they are disabled and say why.
 *
 * QWidget::actions() holds the five force actions, in menu order, with their shortcuts, so the main window can
 * put them in a menu. Every change goes through a dialog and castellan::actions (STYLE 8).
 */
class ForcesView : public QWidget
{
    Q_OBJECT

public:
    explicit ForcesView(Campaign &campaign, QWidget *parent = nullptr);

    /** The force of the current row, 0 when none. */
    qint64 currentForceId() const;
    /** Makes a force current, clearing the side filter if it hides it. */
    void selectForce(qint64 forceId);
    /** Shows only the forces of one side (0: every side). */
    void setSideFilter(qint64 sideId);

    ForcesModel *model() const { return mModel; }
    QSortFilterProxyModel *proxy() const { return mProxy; }
    QTableView *table() const { return mTable; }
    QComboBox *sideCombo() const { return mSideCombo; }
    QToolBar *toolBar() const { return mToolBar; }
    QAction *newForceAction() const { return mNewForce; }
    QAction *editForceAction() const { return mEditForce; }
    QAction *splitForceAction() const { return mSplitForce; }
    QAction *mergeForcesAction() const { return mMergeForces; }
    QAction *disbandForceAction() const { return mDisbandForce; }
    QAction *forceNotesAction() const { return mForceNotes; }

public Q_SLOTS:
    /** Opens the New Force dialog, for the side filtered on if any. */
    void newForce();
    /** The dialogs below work on the current force. */
    void editForce();
    void splitForce();
    void mergeForces();
    /** Asks first; the leaders stay, with no force. */
    void disbandForce();
    void editNotes();

Q_SIGNALS:
    void currentForceChanged(qint64 forceId);
    /** Double click (or Return) on a row. */
    void forceActivated(qint64 forceId);
    /** One line about what just landed, for a status bar. */
    void statusMessage(const QString &text);

private:
    QAction *makeAction(const QString &objectName, const QString &text, const QString &iconText,
                        const QKeySequence &shortcut);
    void fillSides();
    void updateActions();
    void updateCount();
    void emitCurrentIfChanged();
    /** Opens a dialog window-modally; `done` runs when the user's OK has landed. */
    void openDialog(QDialog *dialog, const std::function<void()> &done);

    Campaign &mCampaign;
    ForcesModel *mModel;
    QSortFilterProxyModel *mProxy;
    QToolBar *mToolBar;
    QComboBox *mSideCombo;
    QTableView *mTable;
    QLabel *mCountLabel;
    QAction *mNewForce;
    QAction *mEditForce;
    QAction *mSplitForce;
    QAction *mMergeForces;
    QAction *mDisbandForce;
    QAction *mForceNotes;
    qint64 mLastEmitted = -1;
};

} // namespace castellan
