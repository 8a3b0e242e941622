#pragma once

#include <QGraphicsPixmapItem>

namespace castellan {

/** The scan of the printed map under the hexes, laid as the campaign's alignment says. */
class BackgroundImageItem : public QGraphicsPixmapItem
{
public:
    BackgroundImageItem();

    /** A null image hides it. */
    void setImage(const QImage &image);
    /** From the scan's pixels to the scene. */
    void setAlignment(const QTransform &scanToScene);
};

} // namespace castellan
