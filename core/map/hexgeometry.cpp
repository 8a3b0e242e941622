#include "hexgeometry.h"

#include "map/scanalignment.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace castellan {

HexGeometry::HexGeometry(qreal radius)
    : mRadius(radius)
{ }

qreal HexGeometry::height() const
{
    return std::numbers::sqrt3 * mRadius;
}

QPointF HexGeometry::centreOf(const Hex &h) const
{
    return hexCentre(h) * mRadius;
}

Hex HexGeometry::hexAt(const QPointF &p) const
{
    // Fractional axial coordinates from the centre of hex 0000, then cube rounding (the axes of hexgrid.cpp).
    const QPointF rel = p - centreOf({0, 0});
    const qreal q = (2.0 / 3.0 * rel.x()) / mRadius;
    const qreal r = (-1.0 / 3.0 * rel.x() + std::numbers::sqrt3 / 3.0 * rel.y()) / mRadius;
    const qreal s = -q - r;
    qreal rq = std::round(q);
    qreal rr = std::round(r);
    const qreal rs = std::round(s);
    const qreal dq = std::abs(rq - q);
    const qreal dr = std::abs(rr - r);
    const qreal ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    const int col = int(rq);
    const int row = int(rr) + (col - (col & 1)) / 2;
    return {col, row};
}

QPolygonF HexGeometry::shape(qreal scale) const
{
    QPolygonF corners;
    const qreal r = mRadius * scale;
    const qreal h = height() * scale / 2;
    corners << QPointF(r, 0) << QPointF(r / 2, h) << QPointF(-r / 2, h) << QPointF(-r, 0) << QPointF(-r / 2, -h)
            << QPointF(r / 2, -h);
    return corners;
}

QPolygonF HexGeometry::polygon(const Hex &h) const
{
    return shape().translated(centreOf(h));
}

QRectF HexGeometry::boundsOf(const Hex &h) const
{
    const QPointF c = centreOf(h);
    return {c.x() - mRadius, c.y() - height() / 2, width(), height()};
}

QRectF HexGeometry::mapRect(int columns, int rows) const
{
    return {QPointF(), mapPlaneSize(columns, rows) * mRadius};
}

HexGeometry::Range HexGeometry::hexesTouching(const QRectF &rect, int columns, int rows) const
{
    Range range;
    if (columns <= 0 || rows <= 0 || rect.isEmpty())
        return range;
    const qreal step = 1.5 * mRadius;
    range.firstColumn = std::max(0, int(std::floor((rect.left() - width()) / step)) + 1);
    range.lastColumn = std::min(columns - 1, int(std::floor(rect.right() / step)));
    range.firstRow = std::max(0, int(std::floor(rect.top() / height())) - 1);
    range.lastRow = std::min(rows - 1, int(std::floor(rect.bottom() / height())));
    return range;
}

} // namespace castellan
