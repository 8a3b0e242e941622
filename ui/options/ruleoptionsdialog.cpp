#include "ruleoptionsdialog.h"

#include "commands/leaderactions.h"
#include "model/campaign.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

namespace {

QLabel *explanation(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setContentsMargins(22, 0, 0, 0); // under the check box text
    return label;
}

} // namespace

RuleOptionsDialog::RuleOptionsDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mAssignInOrder(new QCheckBox(tr("Assign creation dice in order"), this))
    , mRecoveryFull(new QCheckBox(tr("Recovery restores full Vitality"), this))
{
    setObjectName(QStringLiteral("RuleOptionsDialog"));
    setWindowTitle(tr("Rule Options — %1").arg(campaign.name()));

    auto *intro = new QLabel(tr("These options are stored with the campaign. Each switches one rule from its "
                                "first reading to the alternative the rules allow. Changing them can be undone."),
                             this);
    intro->setWordWrap(true);

    const RuleOptions current = campaign.options();

    auto *leadersBox = new QGroupBox(tr("Leaders"), this);
    mAssignInOrder->setObjectName(QStringLiteral("assignInOrder"));
    mAssignInOrder->setChecked(current.assignInOrder);
    mRecoveryFull->setObjectName(QStringLiteral("recoveryFull"));
    mRecoveryFull->setChecked(current.recoveryRestoresFull);

    auto *box = new QVBoxLayout(leadersBox);
    box->setSpacing(4);
    box->addWidget(mAssignInOrder);
    box->addWidget(explanation(tr("RULES L1. The seven creation dice go to Vitality, Heroics, Duel, Maneuver, "
                                  "Battle, Siege and Rally in the order rolled, instead of the player assigning "
                                  "each die. Quick for minor leaders."),
                               leadersBox));
    box->addSpacing(10);
    box->addWidget(mRecoveryFull);
    box->addWidget(explanation(tr("RULES L5. A disabled leader who rolls a 6 for recovery returns to his full "
                                  "Vitality rating instead of to vitality 1."),
                               leadersBox));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &RuleOptionsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &RuleOptionsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(intro);
    layout->addWidget(leadersBox);
    layout->addStretch(1);
    layout->addWidget(buttons);

    // Wrapped text: the height follows from the width.
    constexpr int Width = 480;
    setMinimumWidth(Width);
    resize(Width, layout->hasHeightForWidth() ? layout->totalHeightForWidth(Width) : sizeHint().height());
}

RuleOptions RuleOptionsDialog::chosenOptions() const
{
    RuleOptions o = mCampaign.options();
    o.assignInOrder = mAssignInOrder->isChecked();
    o.recoveryRestoresFull = mRecoveryFull->isChecked();
    return o;
}

void RuleOptionsDialog::accept()
{
    const RuleOptions chosen = chosenOptions();
    if (chosen != mCampaign.options()) {
        const actions::Outcome o = actions::setRuleOptions(mCampaign, chosen);
        if (!o.ok) {
            Q_EMIT actionFailed(o.refusal);
            return;
        }
    }
    QDialog::accept();
}

} // namespace castellan
