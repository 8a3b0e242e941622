#include "hextilecache.h"

#include "map/terrainstyle.h"

#include <QPainter>

#include <cmath>

namespace castellan {

namespace {
constexpr int Pad = 2; ///< device pixels around the hex, for the antialiased outline
}

HexTileCache::HexTileCache(const HexGeometry &geometry)
    : mGeometry(geometry)
{ }

const QPixmap &HexTileCache::tile(Terrain t, int variant, qreal deviceScale, bool detailed)
{
    // Scales within 1/64 of each other share tiles, so a zoom does not redraw them at every step.
    const qreal scale = std::round(deviceScale * 64.0) / 64.0;
    if (scale != mScale) {
        mTiles.clear();
        mScale = scale;
    }
    const int key = (int(t) * Variants + variant) * 2 + (detailed ? 1 : 0);
    auto it = mTiles.find(key);
    if (it == mTiles.end())
        it = mTiles.insert(key, render(t, variant, scale, detailed));
    return *it;
}

QRectF HexTileCache::targetRect(const QPointF &centre, const QPixmap &tile) const
{
    const QSizeF size = tile.deviceIndependentSize() / mScale * tile.devicePixelRatio();
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height());
}

QPixmap HexTileCache::render(Terrain t, int variant, qreal scale, bool detailed) const
{
    const int w = int(std::ceil(mGeometry.width() * scale)) + 2 * Pad;
    const int h = int(std::ceil(mGeometry.height() * scale)) + 2 * Pad;
    QPixmap pixmap(w, h);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, detailed);
    p.translate(w / 2.0, h / 2.0);
    p.scale(scale, scale);
    const QPolygonF shape = mGeometry.shape();
    p.setPen(Qt::NoPen);
    p.setBrush(TerrainStyle::fill(t));
    p.drawPolygon(shape);
    if (detailed) {
        // A soft inner rim, as printed hexes have, then the terrain's symbols.
        p.setPen(QPen(QColor(255, 255, 255, 70), mGeometry.radius() * 0.08));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(mGeometry.shape(0.9));
        TerrainStyle::paintSymbols(p, t, mGeometry.radius(), uint(variant * 7919 + int(t) * 104729 + 1));
    }
    p.setPen(QPen(QColor(0x5a, 0x55, 0x42, 150), detailed ? 0.9 : 0.0));
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(shape);
    return pixmap;
}

} // namespace castellan
