#include "battledicerow.h"

#include <QPainter>
#include <QPainterPath>

namespace castellan {

namespace {

constexpr int Die = 26;
constexpr int DiceGap = 6;

void paintFace(QPainter &p, const QRectF &box, const Face &face, const QString &unitKey)
{
    p.setPen(QPen(QColor(0x5a, 0x4a, 0x30), 1.2));
    p.setBrush(QColor(0xf7, 0xf1, 0xe1));
    p.drawRoundedRect(box, 5, 5);
    const QRectF mark = box.adjusted(6, 8, -6, -8);
    const QPen ink(QColor(0x2b, 0x2b, 0x2b), 1.6);
    p.setPen(ink);
    p.setBrush(Qt::NoBrush);
    switch (face.kind) {
    case Face::Unit:
        p.drawRect(mark);
        if (unitKey == QLatin1String("infantry")) {
            p.drawLine(mark.topLeft(), mark.bottomRight());
            p.drawLine(mark.bottomLeft(), mark.topRight());
        } else if (unitKey == QLatin1String("cavalry")) {
            p.drawLine(mark.bottomLeft(), mark.topRight());
        } else if (unitKey == QLatin1String("artillery")) {
            p.setBrush(ink.color());
            p.drawEllipse(mark.center(), 2.5, 2.5);
        } else {
            p.drawText(mark, Qt::AlignCenter, unitKey.left(1).toUpper());
        }
        break;
    case Face::Flag: {
        const QPointF pole = box.topLeft() + QPointF(9, 5);
        p.drawLine(pole, pole + QPointF(0, 16));
        QPainterPath pennant(pole);
        pennant.lineTo(pole + QPointF(10, 3.5));
        pennant.lineTo(pole + QPointF(0, 7));
        p.fillPath(pennant, QColor(0xc0, 0x39, 0x2b));
        break;
    }
    case Face::Swords:
        p.drawLine(box.topLeft() + QPointF(7, 7), box.bottomRight() - QPointF(7, 7));
        p.drawLine(box.topRight() + QPointF(-7, 7), box.bottomLeft() + QPointF(7, -7));
        break;
    }
}

} // namespace

BattleDiceRow::BattleDiceRow(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void BattleDiceRow::setFaces(const Ruleset &rules, const QList<int> &faces, const QList<int> &rolledAgain)
{
    mKeys.clear();
    for (const UnitType &u : rules.units)
        mKeys << u.key;
    mFaces.clear();
    mAgain.clear();
    for (int f : faces)
        mFaces << rules.faces[std::size_t(f - 1)];
    for (int f : rolledAgain)
        mAgain << rules.faces[std::size_t(f - 1)];
    setToolTip(tr("%n battle dice, as rolled", nullptr, count()));
    updateGeometry();
    update();
}

QSize BattleDiceRow::sizeHint() const
{
    return {count() * (Die + DiceGap) + (mAgain.isEmpty() ? 0 : 2 * DiceGap), Die + 4};
}

void BattleDiceRow::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    qreal x = 1;
    for (const Face &f : std::as_const(mFaces)) {
        paintFace(p, QRectF(x, 2, Die, Die), f, f.kind == Face::Unit ? mKeys.value(f.unitType) : QString());
        x += Die + DiceGap;
    }
    x += 2 * DiceGap;
    p.setOpacity(0.7); // rolled again: what they show now
    for (const Face &f : std::as_const(mAgain)) {
        paintFace(p, QRectF(x, 2, Die, Die), f, f.kind == Face::Unit ? mKeys.value(f.unitType) : QString());
        x += Die + DiceGap;
    }
}

} // namespace castellan
