#pragma once

#include "model/order.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace castellan {

class Campaign;
class Messenger;
struct Outcome;

/**
 * The Leader menu: a new leader, and what can be done to the leader selected in the roster (wounds, deeds,
 * survival, recovery, duel, assassination, capture, rerolls). Each entry is disabled, with the rules' reason as
 * its tip, whenever core refuses the action now (the whyCannot… of commands/leaders/leaderactions.h); each opens its
 * dialog or lands its action.
 */
class LeaderMenu : public QObject
{
    Q_OBJECT

public:
    /** `window` parents the dialogs; `prepare` runs before a dialog opens (the sheet keeps its notes). */
    LeaderMenu(QWidget *window, Messenger &messages, std::function<void()> prepare);

    void setCampaign(Campaign *campaign);
    void setCurrentLeader(qint64 leaderId);
    /** Gates every entry by the rules, for the selected leader as he stands now. */
    void update();

    void fillMenu(QMenu *menu) const;
    /** The most used entries, for the main toolbar. */
    /** The single-key shortcuts (W, H, S, D) work only while the focus is within `scope` (the Leaders tab), so
     *  that the map's movement keys are the map's. */
    void scopeKeysTo(QWidget *scope) const;
    void fillToolBar(QToolBar *toolBar) const;
    QAction *newLeaderAction() const { return mNewLeader; }

Q_SIGNALS:
    /** A new leader was created: the roster selects him. */
    void leaderCreated(qint64 leaderId);
    /** A player's deed became an order for the referee (issue 32). */
    void orderGiven(qint64 orderId);

private:
    bool isPlayersWindow() const;
    Order deedOrder() const;
    void orderDeed();
    template<typename Dialog>
    void openLeaderDialog();
    void newLeader();
    void captureOrRelease();
    void lapseRerolls();
    void report(const Outcome &outcome);

    QWidget *mWindow;
    Messenger &mMessages;
    std::function<void()> mPrepare;
    Campaign *mCampaign = nullptr;
    qint64 mLeaderId = 0;

    QAction *mNewLeader;
    QAction *mWound;
    QAction *mDeed;
    QAction *mSurvival;
    QAction *mDuel;
    QAction *mRetreat;
    QAction *mAssassinate;
    QAction *mCapture;
    QAction *mLapse;
};

} // namespace castellan
