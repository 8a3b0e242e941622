#include "rerolltokens.h"

#include <QPainter>

#include <algorithm>

namespace castellan {

RerollTokens::RerollTokens(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void RerollTokens::setCount(int count)
{
    if (count == mCount)
        return;
    mCount = count;
    setToolTip(count == 0 ? tr("No heroic rerolls held (RULES H2)")
                          : tr("%n heroic reroll(s) held, spent one die at a time in the event that gave them "
                               "(RULES H2)",
                               nullptr, count));
    updateGeometry();
    update();
}

int RerollTokens::tokenSize() const
{
    return std::max(14, fontMetrics().height());
}

QSize RerollTokens::sizeHint() const
{
    const int height = tokenSize() + 4;
    if (mCount <= 0)
        return {fontMetrics().horizontalAdvance(tr("none")) + 4, height};
    if (mCount > MaxDrawn)
        return {tokenSize() + 8 + fontMetrics().horizontalAdvance(QStringLiteral("× %1").arg(mCount)), height};
    return {mCount * (tokenSize() + 4), height};
}

QSize RerollTokens::minimumSizeHint() const
{
    return sizeHint();
}

void RerollTokens::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (mCount <= 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, tr("none"));
        return;
    }
    const int size = tokenSize();
    const int drawn = mCount > MaxDrawn ? 1 : mCount;
    const qreal top = (height() - size) / 2.0;
    for (int i = 0; i < drawn; ++i) {
        const QRectF token(1 + i * (size + 4), top, size - 2, size - 2);
        QRadialGradient gradient(token.center() - QPointF(size / 5.0, size / 5.0), size * 0.7);
        gradient.setColorAt(0, QColor(0xff, 0xe7, 0x8a));
        gradient.setColorAt(1, QColor(0xd1, 0x9a, 0x1c));
        p.setBrush(gradient);
        p.setPen(QPen(QColor(0x8a, 0x62, 0x0c), 1.2));
        p.drawEllipse(token);
    }
    if (mCount > MaxDrawn) {
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(drawn * (size + 4) + 4, 0, width(), height()), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("× %1").arg(mCount));
    }
}

} // namespace castellan
