#pragma once

#include <QImage>
#include <QSize>

#include <QRectF>
#include <functional>

class QPagedPaintDevice;
class QPainter;

namespace castellan {

class Campaign;

/**
 * The strategic map as a printed sheet shows it: terrain with its symbols, place names, hex labels, fortresses
 * in their owner's colour and forces as counters in their side's colour. Drawn with QPainter alone, so the app
 * and castellan-cli print the same picture.
 */
class MapPicture
{
public:
    explicit MapPicture(const Campaign &campaign);

    /** The map's box in the picture's own units (hex radius 32). Empty when the campaign has no map. */
    QRectF bounds() const;
    /** Paints the part `source` of the map (in bounds() units) into `target` on the painter. */
    void paint(QPainter &painter, const QRectF &target, const QRectF &source) const;
    /** The whole map as an image no larger than `maxSide` pixels a side. */
    QImage image(int maxSide) const;

    /** How the map goes onto pages: the whole map on one page, or at a scale across as many pages as it takes. */
    enum class Fit { OnePage, ToScale };
    /**
     * Paints the map onto a paged device (a printer, a PDF): one page, or pages of a hex `hexMillimetres` wide,
     * each with the hexes it shows and its place in the grid of pages; `progress` may stop it (false). Returns
     * the pages painted.
     */
    int print(QPagedPaintDevice &device, Fit fit, double hexMillimetres = 20.0,
              const std::function<bool(int page, int pages)> &progress = {}) const;
    /** The pages across and down that printing to scale takes on this device. */
    QSize pagesToScale(const QPagedPaintDevice &device, double hexMillimetres) const;

private:
    const Campaign &mCampaign;
};

} // namespace castellan
