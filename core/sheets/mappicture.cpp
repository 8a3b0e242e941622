#include "mappicture.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "map/hexgeometry.h"
#include "map/terrainstyle.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>

#include <cmath>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct MapPictureText
{
    Q_DECLARE_TR_FUNCTIONS(MapPicture)
};

const HexGeometry geometry; // radius 32: the picture's own units

void paintHexes(QPainter &p, const Campaign &c, const QRectF &source)
{
    const HexGrid grid = c.grid();
    const HexGeometry::Range range = geometry.hexesTouching(source, grid.columns(), grid.rows());
    // Sizes in the picture's units (a hex is 64 wide), so that they scale with the map on any device.
    QFont small = p.font();
    small.setPixelSize(8);
    QFont place = p.font();
    place.setPixelSize(10);
    place.setBold(true);
    for (int col = range.firstColumn; col <= range.lastColumn; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const Hex h{col, row};
            const MapHex mh = c.mapHex(h);
            const QPointF centre = geometry.centreOf(h);
            p.setPen(QPen(TerrainStyle::ink(mh.terrain), 0.8));
            p.setBrush(TerrainStyle::fill(mh.terrain));
            p.drawPolygon(geometry.polygon(h));
            p.save();
            p.translate(centre);
            TerrainStyle::paintSymbols(p, mh.terrain, geometry.radius(), uint(col * 977 + row * 131));
            p.restore();
            p.setPen(QColor(60, 60, 60));
            p.setFont(small);
            const QRectF box = geometry.boundsOf(h);
            p.drawText(QRectF(box.left(), box.top() + 2, box.width(), 10), Qt::AlignHCenter | Qt::AlignTop,
                       hexLabel(h));
            if (!mh.place.isEmpty()) {
                p.setFont(place);
                p.setPen(Qt::black);
                p.drawText(QRectF(box.left() - 8, box.bottom() - 16, box.width() + 16, 14),
                           Qt::AlignHCenter | Qt::AlignBottom | Qt::TextDontClip, mh.place);
            }
        }
    }
}

QColor sideColour(const Campaign &c, qint64 side)
{
    const auto s = c.side(side);
    return s ? s->color : QColor(Qt::gray);
}

void paintFortresses(QPainter &p, const Campaign &c, const QRectF &source)
{
    QFont font = p.font();
    font.setPixelSize(9);
    font.setBold(true);
    p.setFont(font);
    const QList<Fortress> fortresses = c.fortresses();
    for (const Fortress &f : fortresses) {
        const QPointF centre = geometry.centreOf(f.hex);
        if (!source.adjusted(-40, -40, 40, 40).contains(centre))
            continue;
        const QRectF keep(centre.x() - 24, centre.y() - 8, 18, 14); // left of the centre: forces stand right
        p.setPen(QPen(Qt::black, 1.2));
        p.setBrush(sideColour(c, f.ownerSideId));
        p.drawRect(keep);
        for (int i = 0; i < 3; ++i) // battlements
            p.drawRect(QRectF(keep.left() + i * 6.5, keep.top() - 4, 5, 4));
        p.setPen(Qt::black);
        p.drawText(QRectF(centre.x() - 40, centre.y() - 22, 80, 10),
                   Qt::AlignHCenter | Qt::AlignBottom | Qt::TextDontClip,
                   MapPictureText::tr("%1 (%2)").arg(f.name, argText(f.rating)));
    }
}

void paintForces(QPainter &p, const Campaign &c, const QRectF &source)
{
    QFont font = p.font();
    font.setPixelSize(8);
    font.setBold(true);
    p.setFont(font);
    QHash<Hex, int> stacked;
    const QList<Force> forces = c.forces();
    for (const Force &f : forces) {
        if (!f.onMap())
            continue;
        const int n = stacked[f.hex]++;
        const QPointF centre = geometry.centreOf(f.hex) + QPointF(10 + 4 * n, -2 + 4 * n);
        if (!source.adjusted(-40, -40, 40, 40).contains(centre))
            continue;
        const QRectF counter(centre.x() - 8, centre.y() - 8, 16, 16);
        const QColor colour = sideColour(c, f.sideId);
        p.setPen(QPen(Qt::black, 0.8));
        p.setBrush(colour);
        p.drawRoundedRect(counter, 2, 2);
        p.setPen(colour.lightness() > 140 ? Qt::black : Qt::white);
        p.drawText(counter, Qt::AlignCenter, QString::number(f.units.total()));
        if (n == 0 && !c.fortressAt(f.hex)) { // one name a hex; a garrison is named by its fortress
            p.setPen(Qt::black);
            p.drawText(QRectF(counter.left() - 24, counter.bottom(), 64, 9),
                       Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, f.name);
        }
    }
}

} // namespace

MapPicture::MapPicture(const Campaign &campaign)
    : mCampaign(campaign)
{ }

QRectF MapPicture::bounds() const
{
    if (!mCampaign.hasMap())
        return {};
    return geometry.mapRect(mCampaign.grid().columns(), mCampaign.grid().rows()).adjusted(-2, -2, 2, 2);
}

void MapPicture::paint(QPainter &painter, const QRectF &target, const QRectF &source) const
{
    if (source.isEmpty() || target.isEmpty())
        return;
    painter.save();
    painter.setClipRect(target);
    painter.translate(target.topLeft());
    painter.scale(target.width() / source.width(), target.height() / source.height());
    painter.translate(-source.topLeft());
    painter.setRenderHint(QPainter::Antialiasing);
    paintHexes(painter, mCampaign, source);
    paintFortresses(painter, mCampaign, source);
    paintForces(painter, mCampaign, source);
    painter.restore();
}

QImage MapPicture::image(int maxSide) const
{
    const QRectF box = bounds();
    if (box.isEmpty() || maxSide < 1)
        return {};
    const qreal scale = qreal(maxSide) / std::max(box.width(), box.height());
    QImage picture(QSize(std::max(1, int(box.width() * scale)), std::max(1, int(box.height() * scale))),
                   QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::white);
    QPainter painter(&picture);
    paint(painter, QRectF(QPointF(0, 0), picture.size()), box);
    return picture;
}

QSize MapPicture::pagesToScale(const QPagedPaintDevice &device, double hexMillimetres) const
{
    const QRectF box = bounds();
    const QRectF page = device.pageLayout().paintRectPixels(device.logicalDpiX());
    if (box.isEmpty() || page.isEmpty() || hexMillimetres <= 0)
        return {0, 0};
    const qreal unitsPerPixel = geometry.width() / (hexMillimetres / 25.4 * device.logicalDpiX());
    const qreal header = page.height() * 0.05;
    return {int(std::ceil(box.width() / (page.width() * unitsPerPixel))),
            int(std::ceil(box.height() / ((page.height() - header) * unitsPerPixel)))};
}

int MapPicture::print(QPagedPaintDevice &device, Fit fit, double hexMillimetres,
                      const std::function<bool(int, int)> &progress) const
{
    const QRectF box = bounds();
    if (box.isEmpty())
        return 0;
    QPainter painter(&device);
    if (!painter.isActive())
        return 0;
    const QRectF page(QPointF(0, 0), device.pageLayout().paintRectPixels(device.logicalDpiX()).size());
    const qreal header = page.height() * 0.05;
    const QRectF area = page.adjusted(0, header, 0, 0);
    QFont title = painter.font();
    title.setPointSizeF(10);
    auto heading = [&](const QString &text) {
        painter.setFont(title);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(page.left(), page.top(), page.width(), header), Qt::AlignLeft | Qt::AlignVCenter, text);
    };
    if (fit == Fit::OnePage) {
        const qreal scale = std::min(area.width() / box.width(), area.height() / box.height());
        const QSizeF size = box.size() * scale;
        heading(MapPictureText::tr("%1: the map, turn %2").arg(mCampaign.name(), argText(mCampaign.turn())));
        paint(painter, QRectF(area.topLeft() + QPointF((area.width() - size.width()) / 2, 0), size), box);
        return 1;
    }
    const QSize grid = pagesToScale(device, hexMillimetres);
    const qreal unitsPerPixel = geometry.width() / (hexMillimetres / 25.4 * device.logicalDpiX());
    const QSizeF span(area.width() * unitsPerPixel, area.height() * unitsPerPixel);
    const int pages = grid.width() * grid.height();
    int painted = 0;
    for (int down = 0; down < grid.height(); ++down) {
        for (int across = 0; across < grid.width(); ++across) {
            if (progress && !progress(painted, pages))
                return painted;
            if (painted > 0)
                device.newPage();
            const QRectF source(box.left() + across * span.width(), box.top() + down * span.height(), span.width(),
                                span.height());
            heading(MapPictureText::tr("%1: the map, turn %2, page %3 of %4 (across %5, down %6)")
                        .arg(mCampaign.name(), argText(mCampaign.turn()), argText(painted + 1), argText(pages),
                             argText(across + 1), argText(down + 1)));
            paint(painter, area, source);
            ++painted;
        }
    }
    return painted;
}

} // namespace castellan
