#include "trailitem.h"

#include <QLineF>
#include <QPainter>

namespace castellan {

TrailItem::TrailItem(const QPolygonF &centres, const QColor &color, qreal hexRadius)
    : mCentres(centres)
    , mColor(color.isValid() ? color : QColor(0x44, 0x44, 0x44))
    , mWidth(std::max<qreal>(2.0, hexRadius / 8.0))
{
    setZValue(8); // over the highlight (7), under the counters (10 and up)
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF TrailItem::boundingRect() const
{
    const qreal margin = mWidth * 4;
    return mCentres.boundingRect().adjusted(-margin, -margin, margin, margin);
}

QPolygonF TrailItem::arrowHead() const
{
    if (mCentres.size() < 2)
        return {};
    const QLineF last(mCentres[mCentres.size() - 2], mCentres.last());
    QLineF back(last.p2(), last.p1());
    back.setLength(mWidth * 4);
    QLineF left = back;
    left.setAngle(back.angle() + 28);
    QLineF right = back;
    right.setAngle(back.angle() - 28);
    return QPolygonF{{last.p2(), left.p2(), right.p2()}};
}

void TrailItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor halo(Qt::white);
    halo.setAlpha(170);
    painter->setPen(QPen(halo, mWidth * 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(mCentres);
    painter->setPen(QPen(mColor, mWidth, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(mCentres);
    painter->setPen(QPen(mColor.darker(140), 1.0));
    painter->setBrush(mColor);
    painter->drawEllipse(mCentres.first(), mWidth * 1.4, mWidth * 1.4);
    painter->drawPolygon(arrowHead());
}

} // namespace castellan
