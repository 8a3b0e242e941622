#pragma once

#include "map/hexgeometry.h"

#include "map/mapmodel.h"

#include <QHash>
#include <QPixmap>

namespace castellan {

/**
 * Each terrain's hex (fill, rim, symbols, outline) drawn once per zoom, in a few variants, so a repaint of the
 * map is one pixmap per hex instead of its vector drawing. Tiles are made for the device scale they are shown
 * at (zoom times the screen's pixel ratio), so they stay sharp; a new scale starts a new set.
 */
class HexTileCache
{
public:
    static constexpr int Variants = 4;

    explicit HexTileCache(const HexGeometry &geometry);
    /** The tile of a terrain; `detailed` adds the rim and symbols (they are specks when zoomed far out). */
    const QPixmap &tile(Terrain t, int variant, qreal deviceScale, bool detailed);
    /** Where a tile goes, in item units, for the hex centred at `centre`. */
    QRectF targetRect(const QPointF &centre, const QPixmap &tile) const;

private:
    QPixmap render(Terrain t, int variant, qreal deviceScale, bool detailed) const;

    HexGeometry mGeometry;
    qreal mScale = 0;
    QHash<int, QPixmap> mTiles;
};

} // namespace castellan
