#pragma once

#include "map/mapmodel.h"
#include "map/scanalignment.h"

#include <QImage>
#include <QPainter>

namespace castellan {

/** Where a hex's centre lies on a scan laid as `truth` says. */
inline QPointF centreOnScan(const ScanAlignment &truth, const Hex &h)
{
    return truth.transform().inverted().map(hexCentre(h));
}

/** The colour of the dot at each hex's centre of a generated scan. */
inline const QColor ScanDot(0xc0, 0x10, 0x20);

/**
 * A scan of a printed map whose hex grid is known: paper, every hex's outline and a red dot at each centre,
 * drawn where the map's hexes fall when the scan is laid as `truth` says (turned, scaled and shifted).
 */
inline QImage generatedScan(const ScanAlignment &truth, int columns, int rows, const QSize &size)
{
    QImage scan(size, QImage::Format_RGB32);
    scan.fill(QColor(0xe8, 0xdc, 0xb8));
    QPainter p(&scan);
    p.setRenderHint(QPainter::Antialiasing);
    const QTransform toScan = truth.transform().inverted();
    const double dot = std::max(2.0, truth.hexWidthOnScan() / 10);
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < rows; ++r) {
            const QPointF centre = hexCentre({c, r});
            QPolygonF hex;
            for (int k = 0; k < 6; ++k)
                hex << toScan.map(centre + QPointF(std::cos(k * M_PI / 3), std::sin(k * M_PI / 3)));
            p.setPen(QPen(QColor(0x5a, 0x4a, 0x30), 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawPolygon(hex);
            p.setPen(Qt::NoPen);
            p.setBrush(ScanDot);
            p.drawEllipse(toScan.map(centre), dot, dot);
        }
    }
    return scan;
}

/** The pixel is (nearly) the dot colour. */
inline bool isDot(const QImage &scan, const QPointF &at)
{
    const QPoint px = at.toPoint();
    if (!scan.rect().contains(px))
        return false;
    const QColor c = scan.pixelColor(px);
    return std::abs(c.red() - ScanDot.red()) < 40 && c.green() < 80 && c.blue() < 90;
}

} // namespace castellan
