#pragma once

#include <QGraphicsItem>

namespace castellan {

/** The printed sheet the hexes lie on: parchment with a ruled border, casting a soft shadow on the table. */
class MapSheetItem : public QGraphicsItem
{
public:
    explicit MapSheetItem(qreal hexRadius);

    /** The box of the hexes; the sheet is a little larger. */
    void setMapRect(const QRectF &mapRect);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF sheet() const;

    qreal mRadius;
    QRectF mMapRect;
};

} // namespace castellan
