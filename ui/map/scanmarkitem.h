#pragma once

#include <QGraphicsItem>

namespace castellan {

/** A mark the user set on the scan while aligning it: a crosshair in a ring and its number, the same size at
 *  any zoom, above the hexes. */
class ScanMarkItem : public QGraphicsItem
{
public:
    explicit ScanMarkItem(int number, QGraphicsItem *parent = nullptr);

    int number() const { return mNumber; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int mNumber;
};

} // namespace castellan
