#include "ruleoptionsdialog.h"

#include "commands/rulesetactions.h"

#include "widgets/countsuffix.h"

#include "commands/leaderactions.h"
#include "campaign/campaign.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QMessageBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
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
    , mTableDice(new QCheckBox(tr("We roll real dice at the table"), this))
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
    box->addSpacing(10);
    mTableDice->setObjectName(QStringLiteral("tableDice"));
    mTableDice->setChecked(current.tableDice);
    box->addWidget(mTableDice);
    box->addWidget(explanation(tr("RULES D4. Every roll first asks for the faces of the dice rolled at the table "
                                  "(keys 1-6); they are logged as entered by hand and Verify Log reports them so. "
                                  "A roll can still be left to Castellan."),
                               leadersBox));

    // RULES T1a: how far forces move, and what each terrain costs.
    auto *movementBox = new QGroupBox(tr("Movement (RULES T1a)"), this);
    auto spin = [movementBox](const QString &name, int low, int high, int value) {
        auto *s = new QSpinBox(movementBox);
        s->setObjectName(name);
        s->setRange(low, high);
        s->setValue(value);
        return s;
    };
    mForceMovement = spin(QStringLiteral("forceMovement"), 1, 99, current.forceMovement);
    mLeaderMovement = spin(QStringLiteral("leaderMovement"), 1, 99, current.leaderMovement);
    for (QSpinBox *s : {mForceMovement, mLeaderMovement})
        setCountSuffix(s, [](int n) { return tr(" hex(es) a turn", nullptr, n); });
    auto *allowances = new QFormLayout;
    allowances->addRow(tr("A force with units moves:"), mForceMovement);
    allowances->addRow(tr("Leaders alone move:"), mLeaderMovement);
    auto *costs = new QGridLayout;
    costs->setHorizontalSpacing(12);
    for (int t = 0; t < TerrainCount; ++t) {
        const auto terrain = Terrain(t);
        QSpinBox *cost = spin(QStringLiteral("cost_") + terrainKey(terrain), 0, 99, current.terrainCost[std::size_t(t)]);
        cost->setSpecialValueText(tr("impassable"));
        mTerrainCost[std::size_t(t)] = cost;
        costs->addWidget(new QLabel(terrainName(terrain), movementBox), t / 3, (t % 3) * 2);
        costs->addWidget(cost, t / 3, (t % 3) * 2 + 1);
    }
    auto *movement = new QVBoxLayout(movementBox);
    movement->setSpacing(4);
    movement->addLayout(allowances);
    movement->addWidget(explanation(tr("A disabled leader moving alone gets half (RULES L5), a forced march one more "
                                       "hex. Entering a hex costs its terrain's points:"),
                                    movementBox));
    movement->addLayout(costs);

    // Issue 13: the ruleset of the battles on the board, the shipped one or an edited copy (kept in the campaign).
    auto *tacticalBox = new QGroupBox(tr("Battles on the board (RULES C)"), this);
    mRuleset = new QLabel(tacticalBox);
    mRuleset->setObjectName(QStringLiteral("tacticalRulesetLabel"));
    auto *choose = new QPushButton(tr("Use a Ruleset &File…"), tacticalBox);
    choose->setObjectName(QStringLiteral("chooseRulesetButton"));
    auto *standard = new QPushButton(tr("Use the &Shipped One"), tacticalBox);
    standard->setObjectName(QStringLiteral("standardRulesetButton"));
    auto *tactical = new QHBoxLayout(tacticalBox);
    tactical->addWidget(mRuleset, 1);
    tactical->addWidget(choose);
    tactical->addWidget(standard);
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Tactical Ruleset"), QString(), tr("Rulesets (*.json)"));
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
    layout->addWidget(leadersBox);
    layout->addWidget(movementBox);
    layout->addWidget(tacticalBox);
    layout->addStretch(1);
    layout->addWidget(buttons);

    // Wrapped text: the height follows from the width.
    constexpr int Width = 560;
    setMinimumWidth(Width);
    resize(Width, layout->hasHeightForWidth() ? layout->totalHeightForWidth(Width) : sizeHint().height());
}

RuleOptions RuleOptionsDialog::chosenOptions() const
{
    RuleOptions o = mCampaign.options();
    o.assignInOrder = mAssignInOrder->isChecked();
    o.recoveryRestoresFull = mRecoveryFull->isChecked();
    o.tableDice = mTableDice->isChecked();
    o.forceMovement = mForceMovement->value();
    o.leaderMovement = mLeaderMovement->value();
    for (int t = 0; t < TerrainCount; ++t)
        o.terrainCost[std::size_t(t)] = mTerrainCost[std::size_t(t)]->value();
    return o;
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
