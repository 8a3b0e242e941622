#pragma once

#include "model/ruleoptions.h"

#include <QDialog>

class QCheckBox;

namespace castellan {

class Campaign;

/**
 * The campaign's rule options (RULES "Option"): each switch with what it changes and the section it comes from.
 * OK lands the change as one undoable action (setRuleOptions).
 */
class RuleOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RuleOptionsDialog(Campaign &campaign, QWidget *parent = nullptr);

    RuleOptions chosenOptions() const;
    QCheckBox *assignInOrderBox() const { return mAssignInOrder; }
    QCheckBox *recoveryFullBox() const { return mRecoveryFull; }

    void accept() override;

Q_SIGNALS:
    void actionFailed(const QString &message);

private:
    Campaign &mCampaign;
    QCheckBox *mAssignInOrder;
    QCheckBox *mRecoveryFull;
};

} // namespace castellan
