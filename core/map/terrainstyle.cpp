#include "terrainstyle.h"

#include "hexgeometry.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <array>

namespace castellan {

namespace {

/** A small, repeatable jitter in [-1, 1] from a hex's seed. */
qreal jitter(uint seed, int salt)
{
    uint x = seed * 2654435761u + uint(salt) * 40503u;
    x ^= x >> 13;
    x *= 0x5bd1e995u;
    x ^= x >> 15;
    return qreal(x % 2001u) / 1000.0 - 1.0;
}

// Where the symbols sit, in radii from the centre: clear of the label at the top and the name at the bottom.
constexpr std::array<QPointF, 5> Spots{{{-0.42, -0.18}, {0.0, -0.30}, {0.42, -0.16}, {-0.2, 0.14}, {0.24, 0.16}}};

void trees(QPainter &p, qreal r, uint seed, const QColor &ink)
{
    const QColor crown = QColor(0x4f, 0x74, 0x43);
    for (int i = 0; i < int(Spots.size()); ++i) {
        const QPointF c = QPointF(Spots[i].x() + 0.06 * jitter(seed, i), Spots[i].y() + 0.05 * jitter(seed, i + 9)) * r;
        const qreal s = r * (0.15 + 0.03 * jitter(seed, i + 20));
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        p.drawRect(QRectF(c.x() - s * 0.12, c.y() + s * 0.4, s * 0.24, s * 0.7)); // trunk
        p.setBrush(crown);
        p.setPen(QPen(ink, r * 0.025));
        p.drawEllipse(c, s, s * 0.92);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 40));
        p.drawEllipse(c + QPointF(-s * 0.3, -s * 0.3), s * 0.4, s * 0.35);
    }
}

void hills(QPainter &p, qreal r, uint seed, const QColor &ink)
{
    p.setPen(QPen(ink, r * 0.05, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < 3; ++i) {
        const QPointF c = QPointF(Spots[i + (i == 1 ? 2 : 0)].x(), Spots[i].y() + 0.18) * r
            + QPointF(jitter(seed, i), jitter(seed, i + 5)) * r * 0.05;
        const qreal w = r * 0.42;
        QPainterPath bump(c + QPointF(-w / 2, 0));
        bump.cubicTo(c + QPointF(-w / 4, -w * 0.55), c + QPointF(w / 4, -w * 0.55), c + QPointF(w / 2, 0));
        p.drawPath(bump);
    }
}

void peaks(QPainter &p, qreal r, uint seed, const QColor &ink)
{
    const std::array<QPointF, 3> bases{{{-0.34, 0.12}, {0.08, 0.02}, {0.42, 0.16}}};
    for (int i = 0; i < 3; ++i) {
        const qreal h = r * (i == 1 ? 0.55 : 0.4) * (1 + 0.08 * jitter(seed, i));
        const qreal w = h * 0.8;
        const QPointF b = bases[i] * r;
        const QPointF top = b + QPointF(0, -h);
        QPolygonF dark{{top, b + QPointF(w / 2, 0), b}};
        QPolygonF light{{top, b, b + QPointF(-w / 2, 0)}};
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x7a, 0x6c, 0x5e));
        p.drawPolygon(dark);
        p.setBrush(QColor(0xc9, 0xbf, 0xb0));
        p.drawPolygon(light);
        p.setPen(QPen(ink, r * 0.03, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(QPolygonF{{b + QPointF(-w / 2, 0), top, b + QPointF(w / 2, 0)}});
    }
}

void reeds(QPainter &p, qreal r, uint seed, const QColor &ink)
{
    p.setPen(QPen(ink, r * 0.03, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i < int(Spots.size()); ++i) {
        const QPointF c = (Spots[i] + QPointF(0.05 * jitter(seed, i), 0.1)) * r;
        const qreal w = r * 0.16;
        p.drawLine(c + QPointF(-w, 0), c + QPointF(w, 0));
        for (int k = -1; k <= 1; ++k)
            p.drawLine(c + QPointF(k * w * 0.45, 0), c + QPointF(k * w * 0.7, -w * (k == 0 ? 0.9 : 0.6)));
    }
}

void waves(QPainter &p, qreal r, uint seed, const QColor &ink)
{
    p.setPen(QPen(ink, r * 0.035, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < 3; ++i) {
        const QPointF c = QPointF(0.2 * jitter(seed, i) + (i == 1 ? 0.15 : -0.15), -0.24 + i * 0.2) * r;
        const qreal w = r * 0.2;
        QPainterPath wave(c + QPointF(-w, 0));
        wave.quadTo(c + QPointF(-w / 2, -w * 0.45), c);
        wave.quadTo(c + QPointF(w / 2, w * 0.45), c + QPointF(w, 0));
        p.drawPath(wave);
    }
}

} // namespace

QColor TerrainStyle::fill(Terrain t)
{
    switch (t) {
    case Terrain::Clear: return QColor(0xe4, 0xe2, 0xbf);
    case Terrain::Forest: return QColor(0x8d, 0xa8, 0x72);
    case Terrain::Hills: return QColor(0xd6, 0xbe, 0x8c);
    case Terrain::Mountains: return QColor(0xa8, 0x9b, 0x8a);
    case Terrain::Marsh: return QColor(0x9d, 0xb3, 0x98);
    case Terrain::Water: return QColor(0x93, 0xb9, 0xd0);
    }
    return QColor(0xe4, 0xe2, 0xbf);
}

QColor TerrainStyle::ink(Terrain t)
{
    switch (t) {
    case Terrain::Clear: return QColor(0x9a, 0x96, 0x6e);
    case Terrain::Forest: return QColor(0x3b, 0x55, 0x31);
    case Terrain::Hills: return QColor(0x8c, 0x6c, 0x3c);
    case Terrain::Mountains: return QColor(0x55, 0x4a, 0x3f);
    case Terrain::Marsh: return QColor(0x4d, 0x6a, 0x5a);
    case Terrain::Water: return QColor(0x4a, 0x7a, 0x9b);
    }
    return Qt::darkGray;
}

void TerrainStyle::paintSymbols(QPainter &painter, Terrain t, qreal radius, uint seed)
{
    const QColor c = ink(t);
    switch (t) {
    case Terrain::Clear: break;
    case Terrain::Forest: trees(painter, radius, seed, c); break;
    case Terrain::Hills: hills(painter, radius, seed, c); break;
    case Terrain::Mountains: peaks(painter, radius, seed, c); break;
    case Terrain::Marsh: reeds(painter, radius, seed, c); break;
    case Terrain::Water: waves(painter, radius, seed, c); break;
    }
}

QIcon TerrainStyle::icon(Terrain t, int size)
{
    QIcon icon;
    for (const qreal dpr : {1.0, 2.0}) {
        QPixmap pixmap(int(size * dpr), int(size * dpr));
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(size / 2.0, size / 2.0);
        const HexGeometry g(size / 2.0 - 1);
        p.setPen(QPen(ink(t), 1));
        p.setBrush(fill(t));
        p.drawPolygon(g.shape());
        p.setClipRegion(QRegion(g.shape().toPolygon()));
        paintSymbols(p, t, g.radius() * 1.1, 7);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace castellan
