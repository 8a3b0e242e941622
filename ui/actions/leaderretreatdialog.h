#pragma once

#include "actiondialog.h"

#include "map/hexgrid.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace castellan {

class DiceRow;

/**
 * RULES F8: where only leaders are left of both sides, a leader tries to retreat: the space his force moves to
 * (the default first), then his Maneuver check. On a success his force has moved; on a failure he must duel an
 * enemy leader there, which opens the duel, or be captured by the side present.
 */
class LeaderRetreatDialog : public ActionDialog
{
    Q_OBJECT

public:
    LeaderRetreatDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);

    QComboBox *wayCombo() const { return mWay; }
    QPushButton *duelButton() const { return mDuel; }
    QPushButton *surrenderButton() const { return mSurrender; }

private:
    void attempt();
    void duel();
    void surrender();

    QList<Hex> mWays;
    qint64 mCaptor = 0;
    QComboBox *mWay = nullptr;
    DiceRow *mDice = nullptr;
    QLabel *mOutcome = nullptr;
    QPushButton *mAttempt = nullptr;
    QPushButton *mDuel = nullptr;
    QPushButton *mSurrender = nullptr;
};

} // namespace castellan
