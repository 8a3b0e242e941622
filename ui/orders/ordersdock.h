#pragma once

#include "campaign/forcetrail.h"
#include "model/order.h"

#include <QDockWidget>
#include <QHash>
#include <QPointer>

class QLabel;
class QPushButton;
class QSystemTrayIcon;
class QTableWidget;
class QTimer;

namespace castellan {

class Campaign;

/**
 * A shared campaign's orders (issue 32, RULES T4): whose movement it is, and the orders the user may read (a
 * player: his side's) with their answers. A player ends his side's movement and withdraws a pending order; a game
 * master ends the moving side's movement for it, and may let this window referee the players' orders. A player is
 * told when his side's movement begins and when an order of his is answered.
 */
class OrdersDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit OrdersDock(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    /** "Blue's movement", for the status bar. */
    QLabel *turnLabel() const { return mTurnStatus; }

public Q_SLOTS:
    /** Reads the orders and the turn again (every second while a shared campaign is open). */
    void refresh();
    void endMovement();
    void withdrawSelected();
    /** Opens the side's Standing Orders… (RULES T4). */
    void editStandingOrders();
    /** RULES T4: opens the answer to the battle that waits for the player's side. */
    void answerBattle();
    /** A game master's window carries out the pending orders, now and as they come. */
    void setRefereeing(bool on);

Q_SIGNALS:
    void statusMessage(const QString &text);
    /** Where the pending moves would take the forces, for the map (RULES T4: nothing moves before the referee). */
    void pendingMoves(const QList<castellan::ForceTrail> &trails);

private:
    /** Once the server has the channel: its notices refresh the dock within the moment (LISTEN/NOTIFY). */
    void listenForNotices();
    void fillTable(const QList<Order> &orders);
    void tellChanges(const QList<Order> &orders, const QString &moving);
    void tell(const QString &text);
    /** A player: the battles his side fought since he was last told. */
    void tellBattles();
    /** RULES T4: the battles that wait for an answer: a player's own to answer, every one for a game master. */
    void showQuestions(const QList<Question> &waiting);
    void refereePass();
    void updateButtons();
    qint64 selectedOrder() const;
    bool isPlayer() const;

    QPointer<Campaign> mCampaign; ///< cleared if the campaign goes before the dock is told
    QLabel *mTurn;
    QLabel *mTurnStatus;
    QTableWidget *mTable;
    QPushButton *mEndMovement;
    QPushButton *mWithdraw;
    QPushButton *mReferee;
    QPushButton *mStanding;
    QLabel *mQuestion;           ///< the battles that wait for an answer (RULES T4)
    QPushButton *mAnswer;        ///< a player's answer to the first of his
    QList<Question> mWaiting;    ///< the battles that wait, as last read
    bool mQuestionsRead = false; ///< they were read once: a new one is told
    QTimer *mPoll;               ///< a slow look, for what no notice announces
    bool mListening = false;     ///< the server's notices of the orders reach refresh() (LISTEN)
    QSystemTrayIcon *mTray = nullptr;
    QHash<qint64, OrderStatus> mKnown; ///< what the user was last told of each order
    QString mMoving;                   ///< the side moving when he was last told
    bool mFirstRead = true;
    qint64 mLastBattle = -1; ///< the newest battle the user was told of (-1: none read yet)
};

} // namespace castellan
