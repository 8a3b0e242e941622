#include "scanmarkitem.h"

#include <QFont>
#include <QPainter>

namespace castellan {

ScanMarkItem::ScanMarkItem(int number, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , mNumber(number)
{
    setFlag(ItemIgnoresTransformations);
    setZValue(50);
}

QRectF ScanMarkItem::boundingRect() const
{
    return {-15, -15, 47, 30};
}

void ScanMarkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor ink(0xd0, 0x1c, 0x1c);
    // A white halo under the red lines, so the mark shows on a dark scan and on a light one.
    for (const auto &[colour, width] : {std::pair{QColor(Qt::white), 4.0}, std::pair{ink, 2.0}}) {
        painter->setPen(QPen(colour, width));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(), 9, 9);
        painter->drawLine(QPointF(-13, 0), QPointF(-4, 0));
        painter->drawLine(QPointF(4, 0), QPointF(13, 0));
        painter->drawLine(QPointF(0, -13), QPointF(0, -4));
        painter->drawLine(QPointF(0, 4), QPointF(0, 13));
    }
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(12);
    painter->setFont(font);
    const QRectF label(14, -15, 16, 16);
    painter->setPen(Qt::NoPen);
    painter->setBrush(ink);
    painter->drawRoundedRect(label, 3, 3);
    painter->setPen(Qt::white);
    painter->drawText(label, Qt::AlignCenter, QString::number(mNumber));
}

} // namespace castellan
