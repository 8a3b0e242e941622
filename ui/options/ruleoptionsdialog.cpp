#include "ruleoptionsdialog.h"
#include "ruleoptionsform.h"

#include "commands/board/rulesetactions.h"

#include "widgets/countsuffix.h"
#include "widgets/dialogfit.h"

#include "campaign/campaign.h"
#include "commands/leaders/leaderactions.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

RuleOptionsDialog::RuleOptionsDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
{
    setObjectName(QStringLiteral("RuleOptionsDialog"));
    setWindowTitle(tr("Rule Options — %1").arg(campaign.name()));

    auto *intro = new QLabel(tr("These options are stored with the campaign. Each switches one rule from its "
                                "first reading to the alternative the rules allow. Changing them can be undone."),
                             this);
    intro->setWordWrap(true);

    mForm = new RuleOptionsForm(campaign.options(), this);
    mForm->setObjectName(QStringLiteral("ruleOptionsForm"));

    // Issue 13: the ruleset of the battles on the board, the shipped one or an edited copy (kept in the campaign).
    auto *tacticalBox = new QGroupBox(tr("Battles on the board (RULES C)"), this);
    mRuleset = new QLabel(tacticalBox);
    mRuleset->setObjectName(QStringLiteral("tacticalRulesetLabel"));
    auto *choose = new QPushButton(tr("Use a Ruleset &File…"), tacticalBox);
    choose->setObjectName(QStringLiteral("chooseRulesetButton"));
    auto *standard = new QPushButton(tr("Use the &Shipped One"), tacticalBox);
    standard->setObjectName(QStringLiteral("standardRulesetButton"));
    // The ruleset's name on a line of its own: a long name or a longer language must not squeeze the buttons.
    mRuleset->setWordWrap(true);
    auto *tacticalButtons = new QHBoxLayout;
    tacticalButtons->addStretch(1);
    tacticalButtons->addWidget(choose);
    tacticalButtons->addWidget(standard);
    auto *tactical = new QVBoxLayout(tacticalBox);
    tactical->addWidget(mRuleset);
    tactical->addLayout(tacticalButtons);
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Tactical Ruleset"), QString(), tr("Rulesets (*.json)"));
        if (!file.isEmpty())
            useRuleset(file);
    });
    connect(standard, &QPushButton::clicked, this, [this] { useRuleset({}); });
    showRuleset();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &RuleOptionsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &RuleOptionsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(intro);
    layout->addWidget(mForm);
    layout->addWidget(tacticalBox);
    layout->addStretch(1);
    layout->addWidget(buttons);

    // Wrapped text: the height follows from the width.
    constexpr int Width = 640;
    setMinimumWidth(Width);
    fitDialogToContents(this, Width);
}

QCheckBox *RuleOptionsDialog::assignInOrderBox() const
{
    return mForm->assignInOrderBox();
}
QCheckBox *RuleOptionsDialog::recoveryFullBox() const
{
    return mForm->recoveryFullBox();
}
QCheckBox *RuleOptionsDialog::tableDiceBox() const
{
    return mForm->tableDiceBox();
}
QSpinBox *RuleOptionsDialog::forceMovementSpin() const
{
    return mForm->forceMovementSpin();
}
QSpinBox *RuleOptionsDialog::leaderMovementSpin() const
{
    return mForm->leaderMovementSpin();
}
QSpinBox *RuleOptionsDialog::terrainCostSpin(Terrain t) const
{
    return mForm->terrainCostSpin(t);
}

RuleOptions RuleOptionsDialog::chosenOptions() const
{
    return mForm->options(mCampaign.options());
}

void RuleOptionsDialog::accept()
{
    const RuleOptions chosen = chosenOptions();
    if (chosen != mCampaign.options()) {
        const Outcome o = setRuleOptions(mCampaign, chosen);
        if (!o.ok) {
            Q_EMIT actionFailed(o.refusal);
            return;
        }
    }
    QDialog::accept();
}

void RuleOptionsDialog::showRuleset()
{
    const Ruleset rules = tacticalRuleset(mCampaign);
    mRuleset->setText(tr("%1 (%2)").arg(rules.name, QString::fromLatin1(rules.hash.left(12))));
    mRuleset->setToolTip(tr("Content hash %1").arg(QString::fromLatin1(rules.hash)));
}

void RuleOptionsDialog::useRuleset(const QString &file)
{
    // One undoable action of its own, at once: a faulty file is refused with its field named.
    const Outcome o = setTacticalRuleset(mCampaign, file);
    if (!o.ok)
        QMessageBox::warning(this, tr("Tactical Ruleset"), o.refusal);
    showRuleset();
}

} // namespace castellan
