#pragma once

#include <QGraphicsPixmapItem>

namespace castellan {

/** A scan of the printed map under the hexes, stretched over the map's box so the two can be lined up. */
class BackgroundImageItem : public QGraphicsPixmapItem
{
public:
    BackgroundImageItem();

    /** A null image hides it. */
    void setImage(const QImage &image);
    void fitTo(const QRectF &mapRect);

private:
    QRectF mTarget;
};

} // namespace castellan
