#pragma once

#include "actiondialog.h"

class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace castellan {

/**
 * Wounds or heals a leader (RULES L3) by a number the user gives, showing the vitality and the status it
 * would leave him in (disabled at 0, dead at -1) before anything is changed.
 */
class WoundDialog : public ActionDialog
{
    Q_OBJECT

public:
    WoundDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);

private:
    void updatePreview();
    void apply();
    int signedWounds() const;

    QRadioButton *mWound = nullptr;
    QRadioButton *mHeal = nullptr;
    QSpinBox *mCount = nullptr;
    QLabel *mPreview = nullptr;
    QPushButton *mApply = nullptr;
};

} // namespace castellan
