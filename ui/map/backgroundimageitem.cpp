#include "backgroundimageitem.h"

#include <QImage>

namespace castellan {

BackgroundImageItem::BackgroundImageItem()
{
    setZValue(-1);
    setTransformationMode(Qt::SmoothTransformation);
    hide();
}

void BackgroundImageItem::setImage(const QImage &image)
{
    setPixmap(QPixmap::fromImage(image));
    setVisible(!image.isNull());
    fitTo(mTarget);
}

void BackgroundImageItem::fitTo(const QRectF &mapRect)
{
    mTarget = mapRect;
    const QSizeF size = pixmap().size();
    if (size.isEmpty() || mapRect.isEmpty())
        return;
    setPos(mapRect.topLeft());
    setTransform(QTransform::fromScale(mapRect.width() / size.width(), mapRect.height() / size.height()));
}

} // namespace castellan
