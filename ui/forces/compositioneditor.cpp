#include "compositioneditor.h"

#include "widgets/countsuffix.h"

#include "model/limits.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace castellan {

CompositionEditor::CompositionEditor(QWidget *parent)
    : QWidget(parent)
    , mCavalry(new QSpinBox(this))
    , mArtillery(new QSpinBox(this))
    , mInfantry(new QLabel(this))
{
    mCavalry->setObjectName(QStringLiteral("cavalrySpin"));
    mArtillery->setObjectName(QStringLiteral("artillerySpin"));
    mInfantry->setObjectName(QStringLiteral("infantryLabel"));
    mCavalry->setToolTip(tr("Units of cavalry, for a battle fought on the battle board (RULES C2)"));
    mArtillery->setToolTip(tr("Units of artillery, for a battle fought on the battle board (RULES C2)"));
    setCountSuffix(mCavalry, [](int n) { return tr(" cavalry", nullptr, n); });
    setCountSuffix(mArtillery, [](int n) { return tr(" artillery", nullptr, n); });
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(mCavalry);
    row->addWidget(mArtillery);
    row->addWidget(mInfantry, 1);
    for (QSpinBox *spin : {mCavalry, mArtillery})
        connect(spin, &QSpinBox::valueChanged, this, &CompositionEditor::update);
    setTotal(0);
}

int CompositionEditor::cavalry() const
{
    return mCavalry->value();
}

int CompositionEditor::artillery() const
{
    return mArtillery->value();
}

void CompositionEditor::setComposition(int cavalry, int artillery)
{
    mCavalry->setValue(cavalry);
    mArtillery->setValue(artillery);
    update();
}

void CompositionEditor::setTotal(int units)
{
    mTotal = std::max(0, units);
    update();
}

void CompositionEditor::setTypeLimits(int cavalry, int artillery)
{
    mMaxCavalry = std::max(0, cavalry);
    mMaxArtillery = std::max(0, artillery);
    update();
}

void CompositionEditor::update()
{
    // Each type may take what the other leaves; fewer units take the artillery first, as losses do.
    const QSignalBlocker quietCavalry(mCavalry);
    const QSignalBlocker quietArtillery(mArtillery);
    int cavalry = std::min({mCavalry->value(), mTotal, mMaxCavalry});
    int artillery = std::min({mArtillery->value(), mTotal, mMaxArtillery});
    if (const int over = cavalry + artillery - mTotal; over > 0) {
        const int fromArtillery = std::min(over, artillery);
        artillery -= fromArtillery;
        cavalry -= over - fromArtillery;
    }
    mCavalry->setRange(0, std::min(mTotal - artillery, mMaxCavalry));
    mArtillery->setRange(0, std::min(mTotal - cavalry, mMaxArtillery));
    mCavalry->setValue(cavalry);
    mArtillery->setValue(artillery);
    mInfantry->setText(tr("and %n infantry", nullptr, mTotal - cavalry - artillery));
}

} // namespace castellan
