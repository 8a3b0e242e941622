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
}

void BackgroundImageItem::setAlignment(const QTransform &scanToScene)
{
    setTransform(scanToScene);
}

} // namespace castellan
