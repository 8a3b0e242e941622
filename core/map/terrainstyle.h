#pragma once

#include "map/mapmodel.h"

#include <QColor>
#include <QIcon>

class QPainter;

namespace castellan {

/**
 * How terrain looks on the strategic map: a muted board-game palette and a few printed-map symbols (trees,
 * hills, peaks, reeds, waves), drawn around a hex centre so a hex can be painted anywhere.
 */
class TerrainStyle
{
public:
    static QColor fill(Terrain t);
    /** The colour of the symbols and of the hex outline on this terrain. */
    static QColor ink(Terrain t);
    /**
     * The symbols of a terrain in a hex of `radius` centred on (0, 0); `seed` varies them from hex to hex so
     * the map does not look stamped.
     */
    static void paintSymbols(QPainter &painter, Terrain t, qreal radius, uint seed);
    /** A small hex of the terrain, for the brush buttons. */
    static QIcon icon(Terrain t, int size = 20);
};

} // namespace castellan
