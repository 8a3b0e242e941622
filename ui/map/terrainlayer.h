#pragma once

#include "hextilecache.h"
#include "map/hexgeometry.h"

#include "map/mapmodel.h"

#include <QGraphicsItem>
#include <QHash>
#include <QSet>
#include <QStaticText>

namespace castellan {

/**
 * The hexes of the strategic map as one item: terrain, outlines, hex numbers and place names. It paints only
 * the hexes in the exposed rectangle, so a 100 x 100 map costs what the screen shows; a change repaints the
 * hexes it touched. Each hex is a cached tile of its terrain (HexTileCache). The brush preview paints a stroke's hexes
 * before it lands.
 */
class TerrainLayer : public QGraphicsItem
{
public:
    explicit TerrainLayer(const HexGeometry &geometry, QGraphicsItem *parent = nullptr);

    void setGrid(int columns, int rows);
    /** The hexes that are not clear and unnamed; repaints those that changed. */
    void setHexes(const QHash<Hex, MapHex> &hexes);
    MapHex hex(const Hex &h) const;
    /** Hexes whose fortress banner names them: their place name is not printed over it. */
    void setFortressHexes(const QSet<Hex> &hexes);
    /** Shows a stroke in progress; an empty list ends the preview. */
    void setPreview(const QList<Hex> &hexes, Terrain terrain);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintHex(QPainter &p, const Hex &h, qreal lod, qreal deviceScale);
    void paintLabels(QPainter &p, const Hex &h, qreal lod);
    void updateHex(const Hex &h);

    HexGeometry mGeometry;
    int mColumns = 0;
    int mRows = 0;
    QHash<Hex, MapHex> mHexes;
    QSet<Hex> mFortressHexes;
    QSet<Hex> mPreview;
    Terrain mPreviewTerrain = Terrain::Clear;
    HexTileCache mTiles;
    QHash<Hex, QStaticText> mNumbers; ///< hex numbers, laid out once
};

} // namespace castellan
