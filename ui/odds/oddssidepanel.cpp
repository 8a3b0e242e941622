#include "oddssidepanel.h"

#include "rules/battlerules.h"

#include <QCheckBox>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>

namespace castellan {

namespace {

constexpr int MaxSideUnits = MaxOddsUnits; // what the odds take a side (core/odds checkSides)

QSpinBox *makeOddsSpin(QWidget *parent, const QString &objectName, int min, int max, int value)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(min, max);
    spin->setValue(value);
    spin->setAccelerated(true);
    spin->setAlignment(Qt::AlignRight);
    spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("000")) + 32);
    return spin;
}

} // namespace

OddsSidePanel::OddsSidePanel(const QString &title, const QColor &colour, QWidget *parent)
    : QGroupBox(title, parent)
    , mSwatch(new QFrame(this))
    , mGood(makeOddsSpin(this, QStringLiteral("goodSpin"), 0, MaxSideUnits, 10))
    , mBroken(makeOddsSpin(this, QStringLiteral("brokenSpin"), 0, MaxSideUnits, 0))
    , mBattle(makeOddsSpin(this, QStringLiteral("battleSpin"), 1, 6, 3))
    , mRally(makeOddsSpin(this, QStringLiteral("rallySpin"), 1, 6, 3))
    , mLeaderless(new QCheckBox(tr("&Leaderless"), this))
    , mBonusLabel(new QLabel(this))
{
    mSwatch->setFixedWidth(6);
    QPalette pal = mSwatch->palette();
    pal.setColor(QPalette::Window, colour);
    mSwatch->setPalette(pal);
    mSwatch->setAutoFillBackground(true);

    mGood->setToolTip(tr("Units in good order: each rolls one die a round (RULES F2)"));
    mBroken->setToolTip(tr("Broken units: they do not fire, and enemy 6s take them first (RULES F3)"));
    mBattle->setToolTip(tr("The commander's Battle rating: the better commander's side rolls the difference "
                           "as bonus dice (RULES R1)"));
    mRally->setToolTip(tr("The commander's Rally rating: each flagged unit rallies on a d6 at or under it "
                          "(RULES F5)"));
    mLeaderless->setObjectName(QStringLiteral("leaderlessCheck"));
    mLeaderless->setToolTip(tr("No able commander: no Battle bonus, and flagged units all break instead of "
                               "rallying (RULES R1, F5)"));
    mBonusLabel->setObjectName(QStringLiteral("bonusLabel"));
    mBonusLabel->setWordWrap(true);
    mBonusLabel->setTextFormat(Qt::RichText);

    auto *grid = new QGridLayout(this);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(6);
    grid->setContentsMargins(8, 8, 10, 8);
    grid->addWidget(mSwatch, 0, 0, 4, 1);
    auto addField = [this, grid](const QString &text, QSpinBox *spin, int row, int column) {
        auto *label = new QLabel(text, this);
        label->setBuddy(spin);
        grid->addWidget(label, row, column);
        grid->addWidget(spin, row, column + 1);
        return label;
    };
    addField(tr("&Good order:"), mGood, 0, 1);
    addField(tr("B&roken:"), mBroken, 0, 3);
    mBattleLabel = addField(tr("&Battle:"), mBattle, 1, 1);
    mRallyLabel = addField(tr("R&ally:"), mRally, 1, 3);
    grid->addWidget(mLeaderless, 2, 1, 1, 4);
    grid->addWidget(mBonusLabel, 3, 1, 1, 4);
    grid->setColumnStretch(2, 1);
    grid->setColumnStretch(4, 1);
    grid->setColumnMinimumWidth(3, 0);

    for (QSpinBox *spin : {mGood, mBroken, mBattle, mRally})
        connect(spin, &QSpinBox::valueChanged, this, &OddsSidePanel::changed);
    connect(mLeaderless, &QCheckBox::toggled, this, [this] {
        updateRatingsEnabled();
        Q_EMIT changed();
    });
    setBonusDice(0);
}

SideSpec OddsSidePanel::spec() const
{
    SideSpec s;
    s.good = mGood->value();
    s.broken = mBroken->value();
    s.battle = mBattle->value();
    s.rally = mRally->value();
    s.leaderless = mLeaderless->isChecked();
    return s;
}

void OddsSidePanel::setSpec(const SideSpec &spec)
{
    const QSignalBlocker blockers[] = {QSignalBlocker(mGood), QSignalBlocker(mBroken), QSignalBlocker(mBattle),
                                       QSignalBlocker(mRally), QSignalBlocker(mLeaderless)};
    mGood->setValue(spec.good);
    mBroken->setValue(spec.broken);
    mBattle->setValue(qBound(1, spec.battle, 6));
    mRally->setValue(qBound(1, spec.rally, 6));
    mLeaderless->setChecked(spec.leaderless);
    updateRatingsEnabled();
}

void OddsSidePanel::setBonusDice(int dice)
{
    mBonus = dice;
    const int fire = normalFireDice({mGood->value(), 0, 0}, dice); // RULES F2
    QString bonus;
    if (mLeaderless->isChecked())
        bonus = tr("Leaderless: no bonus dice, and flagged units all break (RULES F5).");
    else if (dice > 0)
        bonus = tr("Bonus: <b>+%n</b> die a round (RULES R1).", nullptr, dice);
    else
        bonus = tr("No bonus dice (RULES R1).");
    const QString first = tr("Fires %n dice in the first round.", nullptr, fire);
    mBonusLabel->setText(QStringLiteral("%1<br><span style=\"color:%2\">%3</span>")
                             .arg(bonus, palette().color(QPalette::PlaceholderText).name(), first));
}

void OddsSidePanel::updateRatingsEnabled()
{
    // RULES R1, F5: a side without an able leader has no Battle bonus and cannot rally.
    const bool led = !mLeaderless->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(mBattle), static_cast<QWidget *>(mRally),
                       static_cast<QWidget *>(mBattleLabel), static_cast<QWidget *>(mRallyLabel)})
        w->setEnabled(led);
}

} // namespace castellan
