#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPolygonF>

namespace castellan {

/**
 * Where a force went between two points of the history (issue 31): a dashed line through the centres of the hexes
 * it stood in, a dot where it began and an arrowhead where it stands, in its side's colour.
 */
class TrailItem : public QGraphicsItem
{
public:
    TrailItem(const QPolygonF &centres, const QColor &color, qreal hexRadius);

    QPolygonF centres() const { return mCentres; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPolygonF arrowHead() const;

    QPolygonF mCentres;
    QColor mColor;
    qreal mWidth;
};

} // namespace castellan
