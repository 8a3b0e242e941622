#pragma once

#include "actiondialog.h"

#include "commands/leaders/survivalcheck.h"

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace castellan {

class DiceRow;

/**
 * A survival check (RULES H3) after a shipwreck, a fallen fortress, an annihilated army or a hunt: one d6
 * against effective Heroics (L4). Rerolls held may be spent one at a time (H2); the replaced die stays in
 * view, greyed. Accept lands it: escape to a place the user names, death, or capture by the side present.
 * Once rolled the check always lands, even when the dialog is closed, because the dice were rolled.
 */
class SurvivalDialog : public ActionDialog
{
    Q_OBJECT

public:
    SurvivalDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);
    ~SurvivalDialog() override;

public Q_SLOTS:
    void reject() override;

private:
    void roll();
    void reroll();
    bool finish();
    void showResult();

    std::unique_ptr<SurvivalCheck> mCheck;
    bool mFinished = false;
    QComboBox *mEvent = nullptr;
    QComboBox *mCaptor = nullptr;
    QLineEdit *mEscapeTo = nullptr;
    DiceRow *mDice = nullptr;
    QLabel *mOutcome = nullptr;
    QPushButton *mRoll = nullptr;
    QPushButton *mReroll = nullptr;
    QPushButton *mAccept = nullptr;
};

} // namespace castellan
