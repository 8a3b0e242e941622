#include "unitseditor.h"
#include "model/limits.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace castellan {

namespace {

/** The most units a force holds (the same bound forceactions::checkUnits applies to the total). */
constexpr int MaxForceUnits = MaxUnitsPerForce;

QSpinBox *makeUnitSpin(const QString &objectName, const QString &toolTip, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(0, MaxForceUnits); // no negative counts, by construction (RULES F)
    spin->setAccelerated(true);
    spin->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    spin->setToolTip(toolTip);
    return spin;
}

} // namespace

UnitsEditor::UnitsEditor(QWidget *parent)
    : QWidget(parent)
    , mGood(makeUnitSpin(QStringLiteral("goodSpin"), tr("Units in good order: each rolls a die of fire (RULES F2)"),
                         this))
    , mFlagged(makeUnitSpin(QStringLiteral("flaggedSpin"), tr("Flagged units: they rally or break (RULES F5)"), this))
    , mBroken(makeUnitSpin(QStringLiteral("brokenSpin"),
                           tr("Broken units: casualties that stay with the force (RULES F5)"), this))
    , mTotal(new QLabel(this))
{
    mTotal->setObjectName(QStringLiteral("unitsTotal"));
    mTotal->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    const auto addPair = [&](const QString &text, QSpinBox *spin) {
        auto *label = new QLabel(text, this);
        label->setBuddy(spin);
        layout->addWidget(label);
        layout->addWidget(spin);
        layout->addSpacing(10);
    };
    addPair(tr("Good"), mGood);
    addPair(tr("Flagged"), mFlagged);
    addPair(tr("Broken"), mBroken);
    layout->addWidget(mTotal);
    layout->addStretch(1);

    for (QSpinBox *spin : {mGood, mFlagged, mBroken}) {
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            updateTotal();
            Q_EMIT unitsChanged(units());
        });
    }
    setFocusProxy(mGood);
    updateTotal();
}

Units UnitsEditor::units() const
{
    return {mGood->value(), mFlagged->value(), mBroken->value()};
}

void UnitsEditor::setUnits(const Units &units)
{
    mGood->setValue(units.good);
    mFlagged->setValue(units.flagged);
    mBroken->setValue(units.broken);
    updateTotal();
}

void UnitsEditor::setLimits(const Units &limits)
{
    mLimited = true;
    const auto limit = [](QSpinBox *spin, int most) {
        spin->setMaximum(most);
        spin->setSuffix(tr(" of %1").arg(most));
        spin->setEnabled(most > 0);
    };
    limit(mGood, limits.good);
    limit(mFlagged, limits.flagged);
    limit(mBroken, limits.broken);
    updateTotal();
}

void UnitsEditor::updateTotal()
{
    const Units u = units();
    mTotal->setText(tr("total %1").arg(u.total()));
    mTotal->setVisible(!mLimited); // a split says what moves and what stays in its own words
}

} // namespace castellan
