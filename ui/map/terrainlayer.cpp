#include "terrainlayer.h"

#include "map/terrainstyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

namespace castellan {

namespace {

/** Below this zoom the symbols and numbers would be specks: the hexes are plain colour. */
constexpr qreal DetailZoom = 0.45;

QFont labelFont(qreal pixels, bool bold)
{
    QFont f;
    f.setPixelSize(std::max(1, qRound(pixels)));
    f.setBold(bold);
    return f;
}

} // namespace

TerrainLayer::TerrainLayer(const HexGeometry &geometry, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , mGeometry(geometry)
    , mTiles(geometry)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: paint only what is shown
}

void TerrainLayer::setGrid(int columns, int rows)
{
    prepareGeometryChange();
    mColumns = columns;
    mRows = rows;
    update();
}

void TerrainLayer::setHexes(const QHash<Hex, MapHex> &hexes)
{
    for (auto it = mHexes.cbegin(); it != mHexes.cend(); ++it) {
        if (hexes.value(it.key()) != it.value())
            updateHex(it.key());
    }
    for (auto it = hexes.cbegin(); it != hexes.cend(); ++it) {
        if (!mHexes.contains(it.key()))
            updateHex(it.key());
    }
    mHexes = hexes;
}

MapHex TerrainLayer::hex(const Hex &h) const
{
    return hexIn(mHexes, h);
}

void TerrainLayer::setFortressHexes(const QSet<Hex> &hexes)
{
    for (const Hex &h : hexes - mFortressHexes)
        updateHex(h);
    for (const Hex &h : mFortressHexes - hexes)
        updateHex(h);
    mFortressHexes = hexes;
}

void TerrainLayer::setPreview(const QList<Hex> &hexes, Terrain terrain)
{
    const QSet<Hex> next(hexes.cbegin(), hexes.cend());
    for (const Hex &h : mPreview) {
        if (!next.contains(h) || terrain != mPreviewTerrain)
            updateHex(h);
    }
    for (const Hex &h : next) {
        if (!mPreview.contains(h))
            updateHex(h);
    }
    mPreview = next;
    mPreviewTerrain = terrain;
}

void TerrainLayer::updateHex(const Hex &h)
{
    // Place names may overhang their hex a little.
    const qreal r = mGeometry.radius();
    update(mGeometry.boundsOf(h).adjusted(-r, -2, r, 2));
}

QRectF TerrainLayer::boundingRect() const
{
    return mGeometry.mapRect(mColumns, mRows).adjusted(-2, -2, 2, 2);
}

void TerrainLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal deviceScale = lod * (painter->device() ? painter->device()->devicePixelRatioF() : 1.0);
    const QRectF exposed = option->exposedRect.adjusted(-mGeometry.radius(), -4, mGeometry.radius(), 4);
    const HexGeometry::Range range = mGeometry.hexesTouching(exposed, mColumns, mRows);
    painter->setRenderHint(QPainter::Antialiasing, lod >= DetailZoom);
    for (int c = range.firstColumn; c <= range.lastColumn; ++c) {
        for (int r = range.firstRow; r <= range.lastRow; ++r)
            paintHex(*painter, {c, r}, lod, deviceScale);
    }
    if (lod < DetailZoom)
        return;
    // Names last, so one that overhangs its hex is not covered by the next.
    for (int c = range.firstColumn; c <= range.lastColumn; ++c) {
        for (int r = range.firstRow; r <= range.lastRow; ++r)
            paintLabels(*painter, {c, r}, lod);
    }
}

void TerrainLayer::paintHex(QPainter &p, const Hex &h, qreal lod, qreal deviceScale)
{
    const Terrain t = mPreview.contains(h) ? mPreviewTerrain : hex(h).terrain;
    const int variant = int(uint(h.col * 7919 + h.row * 104729) % HexTileCache::Variants);
    const QPixmap &tile = mTiles.tile(t, variant, deviceScale, lod >= DetailZoom);
    const QPointF centre = mGeometry.centreOf(h);
    p.drawPixmap(mTiles.targetRect(centre, tile), tile, QRectF(tile.rect()));
    if (mPreview.contains(h)) {
        p.save();
        p.translate(centre);
        p.setPen(QPen(QColor(0xff, 0xff, 0xff, 200), 2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(mGeometry.shape(0.86));
        p.restore();
    }
}

void TerrainLayer::paintLabels(QPainter &p, const Hex &h, qreal lod)
{
    const QPointF centre = mGeometry.centreOf(h);
    const qreal r = mGeometry.radius();
    const qreal half = mGeometry.height() / 2;
    if (lod >= 0.9) { // smaller, the numbers are specks
        const QFont font = labelFont(r * 0.2, false);
        auto number = mNumbers.find(h);
        if (number == mNumbers.end()) {
            number = mNumbers.insert(h, QStaticText(hexLabel(h)));
            number->setTextFormat(Qt::PlainText);
            number->prepare(QTransform(), font);
        }
        const QSizeF size = number->size();
        p.setFont(font);
        p.setPen(QColor(0x3d, 0x39, 0x2c, 150));
        p.drawStaticText(QPointF(centre.x() - size.width() / 2, centre.y() - half + 1 + (r * 0.26 - size.height()) / 2),
                         *number);
    }
    const QString place = hex(h).place;
    if (place.isEmpty() || mFortressHexes.contains(h))
        return;
    // The place name along the bottom of the hex, dark on a pale halo, as on a printed map.
    const QFont font = labelFont(r * 0.27, true);
    const QFontMetricsF fm(font);
    const qreal width = fm.horizontalAdvance(place);
    const QPointF baseline(centre.x() - width / 2, centre.y() + half - r * 0.14);
    QPainterPath text;
    text.addText(baseline, font, place);
    p.setPen(QPen(QColor(0xf6, 0xf1, 0xe1, 220), r * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(text);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x3a, 0x2e, 0x1f));
    p.drawPath(text);
}

} // namespace castellan
