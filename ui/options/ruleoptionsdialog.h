#pragma once

#include "model/ruleoptions.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QSpinBox;

namespace castellan {

class Campaign;
class RuleOptionsForm;

/**
 * The campaign's rule options (RULES "Option"): each switch with what it changes and the section it comes from;
 * and the movement allowances and terrain costs (RULES T1a).
 * OK lands the change as one undoable action (setRuleOptions).
 */
class RuleOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RuleOptionsDialog(Campaign &campaign, QWidget *parent = nullptr);

    RuleOptions chosenOptions() const;
    QCheckBox *assignInOrderBox() const;
    QCheckBox *recoveryFullBox() const;
    QCheckBox *tableDiceBox() const;
    QSpinBox *forceMovementSpin() const;
    QSpinBox *leaderMovementSpin() const;
    QSpinBox *terrainCostSpin(Terrain t) const;

    QLabel *rulesetLabel() const { return mRuleset; }
    /** Takes a ruleset file for the campaign's battles on the board (empty: the shipped one). */
    void useRuleset(const QString &file);

    void accept() override;

Q_SIGNALS:
    void actionFailed(const QString &message);

private:
    void showRuleset();

    Campaign &mCampaign;
    QLabel *mRuleset = nullptr;
    RuleOptionsForm *mForm = nullptr;
};

} // namespace castellan
