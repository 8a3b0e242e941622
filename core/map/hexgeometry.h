#pragma once

#include "map/hexgrid.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace castellan {

/**
 * Where the hexes of the strategic map lie on the screen, as pure maths: flat-topped hexes in columns, odd
 * columns half a hex lower ("odd-q", as HexGrid numbers them). The top left corner of hex 0000's box is
 * the origin; `radius` is the distance from a hex's centre to its corners (half its width).
 */
class HexGeometry
{
public:
    static constexpr qreal DefaultRadius = 32.0;

    explicit HexGeometry(qreal radius = DefaultRadius);

    qreal radius() const { return mRadius; }
    qreal width() const { return 2 * mRadius; }
    /** From flat side to flat side. */
    qreal height() const;

    QPointF centreOf(const Hex &h) const;
    /** The hex whose area holds the point (the nearest centre); it may lie off the map. */
    Hex hexAt(const QPointF &p) const;
    /** The six corners of a hex, clockwise from the east one. */
    QPolygonF polygon(const Hex &h) const;
    /** The corners around (0, 0), scaled by `scale`. */
    QPolygonF shape(qreal scale = 1.0) const;
    QRectF boundsOf(const Hex &h) const;
    /** The box around a whole map of columns x rows. */
    QRectF mapRect(int columns, int rows) const;

    /** The columns and rows whose hexes may touch a rectangle (clipped to the map). */
    struct Range
    {
        int firstColumn = 0;
        int lastColumn = -1;
        int firstRow = 0;
        int lastRow = -1;
    };
    Range hexesTouching(const QRectF &rect, int columns, int rows) const;

private:
    qreal mRadius;
};

} // namespace castellan
