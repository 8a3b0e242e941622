#include "fortressitem.h"

#include "map/hexgeometry.h"

#include <QPainter>
#include <QPainterPath>

namespace castellan {

namespace {

const QColor Stone(0xa0, 0x97, 0x86);
const QColor StoneLight(0xec, 0xe4, 0xd2);
const QColor StoneDark(0x5e, 0x56, 0x4a);
const QColor SiegeLine(0xc0, 0x1f, 0x1f);

} // namespace

FortressItem::FortressItem(const Fortress &fortress, qreal hexRadius, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , mFortress(fortress)
    , mRadius(hexRadius)
{
    setCacheMode(DeviceCoordinateCache);
    setZValue(5);
}

void FortressItem::setFortress(const Fortress &fortress, const QColor &ownerColour, bool besieged)
{
    mFortress = fortress;
    mColour = ownerColour.isValid() ? ownerColour : QColor(Qt::darkGray);
    mBesieged = besieged;
    update();
}

void FortressItem::setGarrisoned(bool garrisoned)
{
    if (garrisoned == mGarrisoned)
        return;
    mGarrisoned = garrisoned;
    update();
}

QRectF FortressItem::boundingRect() const
{
    // The hex, and the banner's overhang on either side.
    const qreal r = mRadius;
    return {-1.7 * r, -1.1 * r, 3.4 * r, 2.2 * r};
}

void FortressItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    paintWall(*painter);
    paintKeep(*painter);
    paintName(*painter);
}

void FortressItem::paintWall(QPainter &p) const
{
    const HexGeometry g(mRadius);
    const qreal u = mRadius * 0.01;
    // The curtain wall: an outer edge in the owner's colour, stone, and merlons along its top.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(mColour, 5 * u, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.drawPolygon(g.shape(0.92));
    p.setPen(QPen(Stone, 8 * u, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.drawPolygon(g.shape(0.85));
    QPen merlons(StoneDark, 4 * u, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    merlons.setDashPattern({1.2, 1.2});
    p.setPen(merlons);
    p.drawPolygon(g.shape(0.85));
    if (mBesieged) {
        // The siege lines: a red ring round the walls, on a pale edge so it shows on any terrain and owner.
        const qreal ring = mRadius * 1.0;
        p.setPen(QPen(QColor(255, 255, 255, 200), 13 * u));
        p.drawEllipse(QPointF(0, 0), ring, ring);
        QPen line(SiegeLine, 8 * u, Qt::CustomDashLine, Qt::FlatCap);
        line.setDashPattern({1.6, 0.7});
        p.setPen(line);
        p.drawEllipse(QPointF(0, 0), ring, ring);
    }
}

void FortressItem::paintKeep(QPainter &p) const
{
    // A keep with three merlons and a gate; it steps up and left when counters stand in the hex.
    const qreal scale = mGarrisoned ? 0.75 : 1.0;
    const qreal u = mRadius * 0.1 * scale;
    p.save();
    p.translate(mGarrisoned ? QPointF(-0.5 * mRadius, -0.2 * mRadius) : QPointF(0, -0.12 * mRadius));
    const qreal top = -4.0 * u;
    QPainterPath keep;
    keep.moveTo(-3.0 * u, top + 7.0 * u);
    keep.lineTo(-3.0 * u, top);
    for (int i = 0; i < 3; ++i) {
        const qreal x = -3.0 * u + i * 2.4 * u;
        keep.lineTo(x + 1.2 * u, top);
        keep.lineTo(x + 1.2 * u, top + 1.1 * u);
        keep.lineTo(x + 2.4 * u, top + 1.1 * u);
        keep.lineTo(x + 2.4 * u, top);
    }
    keep.lineTo(3.0 * u, top);
    keep.lineTo(3.0 * u, top + 7.0 * u);
    keep.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawPath(keep.translated(0.6 * u, 0.6 * u)); // shadow
    p.setPen(QPen(StoneDark, 0.45 * u, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(StoneLight);
    p.drawPath(keep);
    p.setPen(Qt::NoPen);
    p.setBrush(mColour);
    p.drawRect(QRectF(-3.0 * u, top + 1.8 * u, 6.0 * u, 0.9 * u)); // the owner's band
    p.setBrush(StoneDark);
    QPainterPath gate;
    gate.moveTo(-1.0 * u, top + 7.0 * u);
    gate.lineTo(-1.0 * u, top + 5.0 * u);
    gate.arcTo(QRectF(-1.0 * u, top + 4.0 * u, 2.0 * u, 2.0 * u), 180, -180);
    gate.lineTo(1.0 * u, top + 7.0 * u);
    gate.closeSubpath();
    p.drawPath(gate);
    p.restore();
}

QFont FortressItem::bannerFont() const
{
    QFont font;
    font.setPixelSize(qRound(mRadius * 0.25));
    font.setBold(true);
    return font;
}

FortressItem::Banner FortressItem::banner() const
{
    // The name and the rating (a badge of the owner's colour) on a parchment banner along the bottom of the hex.
    const QFontMetricsF fm(bannerFont());
    const qreal badge = fm.height() * 1.05;
    const qreal nameWidth = std::min(fm.horizontalAdvance(mFortress.name), mRadius * 2.6);
    const qreal width = nameWidth + badge + mRadius * 0.3;
    const qreal height = fm.height() + mRadius * 0.05;
    Banner b;
    b.label = QRectF(-width / 2, mRadius * 0.84 - height, width, height);
    b.name = QRectF(b.label.left() + mRadius * 0.12, b.label.top(), nameWidth, height);
    b.badge = QRectF(b.label.right() - badge, b.label.top(), badge, height);
    return b;
}

void FortressItem::paintName(QPainter &p) const
{
    const Banner b = banner();
    const QFont font = bannerFont();
    const QFontMetricsF fm(font);
    const qreal height = b.label.height();
    p.setPen(QPen(mColour.darker(130), mRadius * 0.04));
    p.setBrush(QColor(0xfb, 0xf6, 0xe8, 240));
    p.drawRoundedRect(b.label, height / 2, height / 2);
    p.setFont(font);
    p.setPen(QColor(0x2e, 0x25, 0x1a));
    // Hinted glyphs at some zooms run wider than the metrics say: the name never runs under the badge.
    p.save();
    p.setClipRect(b.name);
    p.drawText(b.name, Qt::AlignVCenter | Qt::AlignLeft, fm.elidedText(mFortress.name, Qt::ElideRight, b.name.width()));
    p.restore();
    p.setPen(Qt::NoPen);
    p.setBrush(mColour);
    p.drawEllipse(b.badge.adjusted(1, 1, -1, -1));
    p.setPen(qGray(mColour.rgb()) > 150 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
    p.drawText(b.badge, Qt::AlignCenter, QString::number(mFortress.rating));
}

} // namespace castellan
