#pragma once

#include "actiondialog.h"

#include "commands/leaders/duel.h"

#include <memory>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace castellan {

class LeaderBanner;

/**
 * A duel (RULES G1-G2) between this leader and an opponent the user picks (by default the first able leader of
 * another side). Each exchange both roll their effective Duel (L4) in d6 at once; 6s wound, 5s cancel. The
 * exchanges are listed with their dice as they are fought, one at a time or to the end; "End duel" lands the
 * duel as one action, and so does closing the dialog once a die has been rolled.
 */
class DuelDialog : public ActionDialog
{
    Q_OBJECT

public:
    DuelDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);
    ~DuelDialog() override;

    /** The duel being fought, or nullptr when refused. */
    const Duel *duel() const { return mDuel.get(); }

public Q_SLOTS:
    void reject() override;

private:
    void chooseOpponent();
    void fightExchange();
    void fightToTheEnd();
    bool endDuel();
    void addExchangeRow(const Duel::Exchange &exchange);
    void updateState();
    static QString duelLine(const Leader &leader);

    std::unique_ptr<Duel> mDuel;
    bool mFinished = false;
    QComboBox *mOpponent = nullptr;
    LeaderBanner *mFirstBanner = nullptr;
    LeaderBanner *mSecondBanner = nullptr;
    QLabel *mFirstDuel = nullptr;
    QLabel *mSecondDuel = nullptr;
    QScrollArea *mScroll = nullptr;
    QGridLayout *mExchanges = nullptr;
    QLabel *mFirstHeader = nullptr;
    QLabel *mSecondHeader = nullptr;
    QLabel *mNoExchanges = nullptr;
    QLabel *mOutcome = nullptr;
    QPushButton *mFight = nullptr;
    QPushButton *mFightToEnd = nullptr;
    QPushButton *mEnd = nullptr;
};

} // namespace castellan
