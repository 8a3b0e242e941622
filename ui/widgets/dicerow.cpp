#include "dicerow.h"

#include "rules/leaderrules.h"

#include <QHBoxLayout>
#include <QLabel>

namespace castellan {

DiceRow::DiceRow(QWidget *parent)
    : QWidget(parent)
    , mLayout(new QHBoxLayout(this))
    , mEmpty(new QLabel(this))
{
    mLayout->setContentsMargins(0, 0, 0, 0);
    mLayout->setSpacing(2);
    mEmpty->setEnabled(false);
    mEmpty->setText(tr("no dice"));
    mLayout->addWidget(mEmpty);
    mLayout->addStretch(1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    updateEmpty();
}

void DiceRow::setFaces(const QList<int> &faces)
{
    clear();
    for (int f : faces)
        appendFace(f);
}

QList<int> DiceRow::faces() const
{
    QList<int> result;
    result.reserve(mDice.size());
    for (const DieFaceWidget *d : mDice)
        result.append(d->value());
    return result;
}

DieFaceWidget *DiceRow::appendFace(int face)
{
    DieFaceWidget *d = makeDie(face);
    mLayout->insertWidget(int(mDice.size()), d);
    d->show(); // a die added to a row on screen shows at once, not after the next event loop
    mDice.append(d);
    updateEmpty();
    return d;
}

void DiceRow::clear()
{
    qDeleteAll(mDice);
    mDice.clear();
    updateEmpty();
}

void DiceRow::setToneRule(ToneRule rule)
{
    mToneRule = std::move(rule);
    for (DieFaceWidget *d : std::as_const(mDice))
        d->setTone(mToneRule ? mToneRule(d->value()) : DieFaceWidget::Tone::Plain);
}

void DiceRow::setDieSize(int pixels)
{
    mDieSize = pixels;
    for (DieFaceWidget *d : std::as_const(mDice))
        d->setDieSize(pixels);
    mEmpty->setMinimumHeight(mDieSize + 8);
}

void DiceRow::setEmptyText(const QString &text)
{
    mEmpty->setText(text);
}

DiceRow::ToneRule DiceRow::duelTones()
{
    return [](int face) {
        if (face == DuelWoundFace) // RULES G1, as core counts them
            return DieFaceWidget::Tone::Wound;
        if (face == DuelCancelFace)
            return DieFaceWidget::Tone::Cancel;
        return DieFaceWidget::Tone::Plain;
    };
}

DiceRow::ToneRule DiceRow::checkTones(int rating)
{
    return [rating](int face) {
        return checkSucceeds(face, rating) ? DieFaceWidget::Tone::Success : DieFaceWidget::Tone::Failure; // RULES D3
    };
}

DieFaceWidget *DiceRow::makeDie(int face)
{
    auto *d = new DieFaceWidget(face, this);
    d->setDieSize(mDieSize);
    if (mToneRule)
        d->setTone(mToneRule(face));
    return d;
}

void DiceRow::updateEmpty()
{
    mEmpty->setVisible(mDice.isEmpty());
    mEmpty->setMinimumHeight(mDieSize + 8);
}

} // namespace castellan
