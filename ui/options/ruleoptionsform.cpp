#include "ruleoptionsform.h"

#include "widgets/countsuffix.h"

#include <QCheckBox>
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

RuleOptionsForm::RuleOptionsForm(const RuleOptions &current, QWidget *parent)
    : QWidget(parent)
    , mAssignInOrder(new QCheckBox(tr("Assign creation dice in order"), this))
    , mRecoveryFull(new QCheckBox(tr("Recovery restores full Vitality"), this))
    , mTableDice(new QCheckBox(tr("We roll real dice at the table"), this))
{
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
    box->addWidget(explanation(tr("RULES L5. A disabled leader who rolls a 6 for recovery returns to the full "
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
        QSpinBox *cost =
            spin(QStringLiteral("cost_") + terrainKey(terrain), 0, 99, current.terrainCost[std::size_t(t)]);
        cost->setSpecialValueText(tr("impassable"));
        cost->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // the terrain's name gets the room
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

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    layout->addWidget(leadersBox);
    layout->addWidget(movementBox);
    layout->addWidget(hiddenMovementGroup(current));
}

QWidget *RuleOptionsForm::hiddenMovementGroup(const RuleOptions &current)
{
    auto *group = new QGroupBox(tr("Hidden movement and players' answers"), this);
    mHiddenMovement = new QCheckBox(tr("Each side sees only the forces near its own"), group);
    mHiddenMovement->setObjectName(QStringLiteral("hiddenMovement"));
    mHiddenMovement->setChecked(current.hiddenMovement);
    mSightRadius = new QSpinBox(group);
    mSightRadius->setObjectName(QStringLiteral("sightRadius"));
    mSightRadius->setRange(0, 99);
    mSightRadius->setValue(current.sightRadius);
    setCountSuffix(mSightRadius, [](int n) { return tr(" hex(es)", nullptr, n); });
    mHistoryDelay = new QSpinBox(group);
    mHistoryDelay->setObjectName(QStringLiteral("historyDelay"));
    mHistoryDelay->setRange(0, 99);
    mHistoryDelay->setValue(current.historyDelay);
    setCountSuffix(mHistoryDelay, [](int n) { return tr(" turn(s)", nullptr, n); });
    mAnswerHours = new QSpinBox(group);
    mAnswerHours->setObjectName(QStringLiteral("answerHours"));
    mAnswerHours->setRange(0, 99);
    mAnswerHours->setValue(current.answerHours);
    mAnswerHours->setToolTip(tr("RULES T4: a battle whose defending player asked to be asked waits this long for his "
                                "answer, then his standing orders fight it. 0: no battle waits."));
    setCountSuffix(mAnswerHours, [](int n) { return tr(" hour(s)", nullptr, n); });
    auto *numbers = new QFormLayout;
    numbers->addRow(tr("A side sees other forces within:"), mSightRadius);
    numbers->addRow(tr("Other sides' forces appear in a side's turn reports late by:"), mHistoryDelay);
    numbers->addRow(tr("A battle waits for its defending player's answer at most:"), mAnswerHours);
    const auto follow = [this] { mSightRadius->setEnabled(mHiddenMovement->isChecked()); };
    connect(mHiddenMovement, &QCheckBox::toggled, this, follow);
    follow();
    auto *box = new QVBoxLayout(group);
    box->setSpacing(4);
    box->addWidget(mHiddenMovement);
    box->addWidget(explanation(tr("The board game plays in the open. With this on, a side's players, its turn "
                                  "reports and View as Side show another side's forces only within so many hexes of "
                                  "the side's own forces and fortresses; a server enforces it."),
                               group));
    box->addLayout(numbers);
    return group;
}

RuleOptions RuleOptionsForm::options(RuleOptions base) const
{
    base.assignInOrder = mAssignInOrder->isChecked();
    base.recoveryRestoresFull = mRecoveryFull->isChecked();
    base.tableDice = mTableDice->isChecked();
    base.forceMovement = mForceMovement->value();
    base.leaderMovement = mLeaderMovement->value();
    base.hiddenMovement = mHiddenMovement->isChecked();
    base.sightRadius = mSightRadius->value();
    base.historyDelay = mHistoryDelay->value();
    base.answerHours = mAnswerHours->value();
    for (int t = 0; t < TerrainCount; ++t)
        base.terrainCost[std::size_t(t)] = mTerrainCost[std::size_t(t)]->value();
    return base;
}

} // namespace castellan
