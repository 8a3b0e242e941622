#include "mapsheetitem.h"

#include <QPainter>

namespace castellan {

MapSheetItem::MapSheetItem(qreal hexRadius)
    : mRadius(hexRadius)
{
    setZValue(-2);
}

void MapSheetItem::setMapRect(const QRectF &mapRect)
{
    prepareGeometryChange();
    mMapRect = mapRect;
    setVisible(!mapRect.isEmpty());
}

QRectF MapSheetItem::sheet() const
{
    const qreal m = 0.35 * mRadius;
    return mMapRect.adjusted(-m, -m, m, m);
}

QRectF MapSheetItem::boundingRect() const
{
    return mMapRect.isEmpty() ? QRectF() : sheet().adjusted(-4, -2, 10, 12);
}

void MapSheetItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF paper = sheet();
    painter->setPen(Qt::NoPen);
    for (int i = 1; i <= 6; ++i) {
        painter->setBrush(QColor(0, 0, 0, 16));
        painter->drawRect(paper.adjusted(-i + 3, -i + 5, i + 3, i + 5));
    }
    painter->setBrush(QColor(0xd8, 0xcf, 0xb2));
    painter->drawRect(paper);
    painter->setPen(QPen(QColor(0x6b, 0x60, 0x48), 0.06 * mRadius));
    painter->setBrush(Qt::NoBrush);
    const qreal inset = 0.12 * mRadius;
    painter->drawRect(paper.adjusted(inset, inset, -inset, -inset));
}

} // namespace castellan
