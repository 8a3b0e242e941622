#include "sidechip.h"

#include <QPainter>
#include <QPixmap>

namespace castellan {

QIcon sideChip(const QColor &color, int size)
{
    QPixmap chip(size, size);
    chip.fill(Qt::transparent);
    QPainter p(&chip);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color.darker(140), 1));
    p.setBrush(color);
    p.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 2, 2);
    return QIcon(chip);
}

} // namespace castellan
