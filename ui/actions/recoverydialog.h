#pragma once

#include "actiondialog.h"

class QLabel;
class QPushButton;

namespace castellan {

class DiceRow;

/**
 * The recovery roll of a disabled leader (RULES L5): shows the conditions (disabled, no action during the whole
 * turn, not rolled yet this turn), rolls 1d6 through recoveryRoll, and shows the die and the result:
 * on a 6 he is restored to vitality 1, or to his full Vitality under the campaign option.
 */
class RecoveryDialog : public ActionDialog
{
    Q_OBJECT

public:
    RecoveryDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);

private:
    void roll();
    void showConditions(const Leader &leader);

    QLabel *mConditions = nullptr;
    DiceRow *mDice = nullptr;
    QLabel *mOutcome = nullptr;
    QPushButton *mRoll = nullptr;
};

} // namespace castellan
