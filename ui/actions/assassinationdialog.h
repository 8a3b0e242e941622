#pragma once

#include "actiondialog.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace castellan {

class DiceRow;
class LeaderBanner;

/**
 * An assassination attempt (RULES G3): a single exchange in which the target's dice only cancel. The user picks
 * the target; the dialog shows both dice pools, rolls through assassinate, and shows the dice and the
 * wounds dealt.
 */
class AssassinationDialog : public ActionDialog
{
    Q_OBJECT

public:
    AssassinationDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);

private:
    void updateTarget();
    void attempt();

    QComboBox *mTarget = nullptr;
    LeaderBanner *mTargetBanner = nullptr;
    QLabel *mDicePlan = nullptr;
    DiceRow *mAttack = nullptr;
    DiceRow *mDefence = nullptr;
    QLabel *mAttackLabel = nullptr;
    QLabel *mDefenceLabel = nullptr;
    QLabel *mOutcome = nullptr;
    QPushButton *mAttempt = nullptr;
};

} // namespace castellan
