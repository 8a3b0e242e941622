#pragma once

#include "actiondialog.h"

#include <QList>

class QLabel;
class QPushButton;

namespace castellan {

class DiceRow;
class DieFaceWidget;

/**
 * A heroic deed (RULES H1): explains the rule with the leader's effective Heroics (capped by vitality, L4) and
 * what each face would do to him, then rolls once through heroicDeed and shows the die and its
 * outcome: wounds taken, rerolls gained.
 */
class DeedDialog : public ActionDialog
{
    Q_OBJECT

public:
    DeedDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);

private:
    void attempt();

    int mHeroics = 0;
    QList<QWidget *> mFaceColumns;
    DiceRow *mDice = nullptr;
    QLabel *mOutcome = nullptr;
    QPushButton *mAttempt = nullptr;
};

} // namespace castellan
