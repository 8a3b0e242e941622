#pragma once

#include "campaign/forcetrail.h"

#include <QDockWidget>
#include <QList>

#include <memory>

class QAction;
class QLabel;
class QSlider;
class QTreeWidget;
class QTreeWidgetItem;

namespace castellan {

class Campaign;
class PastView;

/**
 * Campaign ▸ History (issue 31): the campaign's turns, phases and actions in a list, a slider across them, and
 * steps by action and by turn. While it is open the window shows the campaign as it stood at the point chosen
 * (past()), read-only; Back to Now, Esc or closing the dock shows the campaign as it stands again.
 */
class HistoryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit HistoryDock(QWidget *parent = nullptr);
    ~HistoryDock() override;

    /** Opens the history of `now` at its last point; false, with the reason in `error`, when it cannot be read. */
    bool start(const Campaign &now, QString *error);
    bool isLooking() const { return mPast != nullptr; }
    /** The campaign as it stood at the point shown; null when the dock is not looking at the history. */
    Campaign *past() const;
    /** The point shown (0: as the kept history began) and how many there are. */
    qsizetype point() const;
    qsizetype pointCount() const;
    /** Shows another point; false when it could not be read (failed() says why, the point shown stays). */
    bool moveTo(qsizetype point);
    /** Where the window stands, for its banner: the turn, the phase and the action after which it stands. */
    QString whereText() const;
    /** The forces that moved between the point shown before and this one. */
    const QList<ForceTrail> &trails() const;

    QAction *previousActionAction() const { return mPreviousAction; }
    QAction *nextActionAction() const { return mNextAction; }
    QAction *previousTurnAction() const { return mPreviousTurn; }
    QAction *nextTurnAction() const { return mNextTurn; }
    QAction *backToNowAction() const { return mBackToNow; }
    QSlider *slider() const { return mSlider; }
    QTreeWidget *tree() const { return mTree; }

public Q_SLOTS:
    /** Back to the campaign as it stands: the past is let go and left() tells the window. */
    void leave();
    void previousTurn();
    void nextTurn();

Q_SIGNALS:
    /** The point shown changed (the first time too, when start() opens it). */
    void pointShown(castellan::Campaign *past);
    void left();
    void failed(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void fillTree();
    void showPoint();
    qsizetype turnStart(qsizetype point) const;
    QTreeWidgetItem *itemAt(qsizetype point) const;

    std::unique_ptr<PastView> mPast;
    bool mShared = false;
    QSlider *mSlider;
    QLabel *mWhere;
    QTreeWidget *mTree;
    QList<QTreeWidgetItem *> mActionItems; ///< one an action, in the order they were taken
    QAction *mPreviousAction = nullptr;
    QAction *mNextAction = nullptr;
    QAction *mPreviousTurn = nullptr;
    QAction *mNextTurn = nullptr;
    QAction *mBackToNow = nullptr;
};

} // namespace castellan
