#include "forcecounteritem.h"

#include <QCoreApplication>

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace castellan {

namespace {

/** Dark text on light colours, white on dark ones. */
QColor textOn(const QColor &c)
{
    const qreal luma = 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF();
    return luma > 0.62 ? QColor(0x1e, 0x1e, 0x1e) : QColor(Qt::white);
}

/** A side colour toned down to sit with the map's muted palette. */
QColor counterColour(const QColor &side)
{
    QColor c = side.toHsv();
    c.setHsv(c.hue(), std::min(c.saturation(), 170), std::min(c.value(), 200));
    return c;
}

} // namespace

ForceCounterItem::ForceCounterItem(const Force &force, qreal hexRadius, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , mForce(force)
    , mRadius(hexRadius)
{
    setCacheMode(DeviceCoordinateCache);
    setAcceptHoverEvents(false);
}

void ForceCounterItem::setForce(const Force &force, const QColor &sideColour, const QList<Leader> &leaders,
                                bool retreated)
{
    mForce = force;
    mRetreated = retreated;
    setToolTip(
        retreated ? QCoreApplication::translate(
                        "ForceCounterItem", "%1 retreated this turn: it may not move again until the next (RULES F6a).")
                        .arg(force.name)
                  : QString());
    mColour = counterColour(sideColour.isValid() ? sideColour : QColor(Qt::gray));
    mLeaders.clear();
    mLeaderIds.clear();
    for (const Leader &l : leaders) {
        mLeaders << l.name;
        mLeaderIds << l.id;
    }
    update();
}

void ForceCounterItem::setStackCount(int count)
{
    if (count == mStackCount)
        return;
    mStackCount = count;
    update();
}

void ForceCounterItem::setSelected(bool selected)
{
    if (selected == mSelected)
        return;
    mSelected = selected;
    update();
}

QSizeF ForceCounterItem::counterSize() const
{
    return {mRadius * 1.12, mRadius * 0.92};
}

QRectF ForceCounterItem::boundingRect() const
{
    const QSizeF s = counterSize();
    const qreal m = mRadius * 0.14; // shadow and selection glow
    return QRectF(-s.width() / 2, -s.height() / 2, s.width(), s.height()).adjusted(-m, -m, m, m);
}

void ForceCounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // Names too small to read are left off when zoomed out; the number then fills the counter.
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool names = !mLeaders.isEmpty() && mRadius * 0.19 * lod >= 6;
    QPainter &p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    const QSizeF s = counterSize();
    const QRectF body(-s.width() / 2, -s.height() / 2, s.width(), s.height());
    const qreal corner = mRadius * 0.1;

    // The counter's thickness: a darker edge below and to the right, then a soft shadow.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawRoundedRect(body.translated(mRadius * 0.07, mRadius * 0.08), corner, corner);
    p.setBrush(mColour.darker(160));
    p.drawRoundedRect(body.translated(mRadius * 0.035, mRadius * 0.04), corner, corner);
    if (mSelected) {
        p.setPen(QPen(QColor(0xff, 0xd5, 0x4a), mRadius * 0.1));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.adjusted(-1, -1, 1, 1), corner * 1.5, corner * 1.5);
    }
    p.setPen(QPen(mColour.darker(170), mRadius * 0.03));
    p.setBrush(mColour);
    p.drawRoundedRect(body, corner, corner);
    // An inner frame, as printed counters have.
    p.setPen(QPen(QColor(255, 255, 255, 90), mRadius * 0.025));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(body.adjusted(mRadius * 0.06, mRadius * 0.06, -mRadius * 0.06, -mRadius * 0.06), corner * 0.6,
                      corner * 0.6);

    const QColor ink = textOn(mColour);
    const Units &u = mForce.units;
    QFont big;
    big.setPixelSize(qRound(mRadius * (names ? 0.42 : 0.5)));
    big.setBold(true);
    p.setFont(big);
    p.setPen(ink);
    const QRectF numberRect = names
        ? QRectF(body.left(), body.top() + body.height() * 0.04, body.width(), body.height() * 0.52)
        : body.adjusted(0, 0, 0, -body.height() * 0.08);
    p.drawText(numberRect, Qt::AlignCenter, QString::number(u.total()));

    // Broken and flagged units as a thin bar under the number: solid good, pale broken.
    if (u.total() > 0 && (u.broken > 0 || u.flagged > 0)) {
        const QRectF bar(body.left() + s.width() * 0.18, numberRect.bottom() - mRadius * 0.02, s.width() * 0.64,
                         mRadius * 0.06);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 70));
        p.drawRect(bar);
        p.setBrush(ink);
        p.drawRect(QRectF(bar.topLeft(), QSizeF(bar.width() * u.good / u.total(), bar.height())));
    }

    // RULES F6a: a badge with a back arrow on a force that retreated this turn.
    if (mRetreated) {
        const qreal r = mRadius * 0.17;
        const QPointF centre(body.left() + r * 0.6, body.top() + r * 0.6);
        p.setPen(QPen(Qt::white, mRadius * 0.025));
        p.setBrush(QColor(0x30, 0x30, 0x30));
        p.drawEllipse(centre, r, r);
        QFont arrow;
        arrow.setPixelSize(qRound(r * 1.4));
        arrow.setBold(true);
        p.setFont(arrow);
        p.setPen(Qt::white);
        p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QStringLiteral("\u21A9"));
        p.setFont(big);
    }

    // On top of a stack: how many forces stand here, so none under it is forgotten.
    if (mStackCount > 1) {
        const qreal r = mRadius * 0.19;
        const QPointF centre(body.right() - r * 0.4, body.top() + r * 0.4);
        p.setPen(QPen(Qt::white, mRadius * 0.025));
        p.setBrush(QColor(0x30, 0x30, 0x30));
        p.drawEllipse(centre, r, r);
        QFont count;
        count.setPixelSize(qRound(r * 1.1));
        count.setBold(true);
        p.setFont(count);
        p.setPen(Qt::white);
        p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                   QStringLiteral("\u00D7%1").arg(mStackCount));
        p.setFont(big);
    }

    // The first leaders' names, small, under the number.
    if (names) {
        QFont small;
        small.setPixelSize(qRound(mRadius * 0.19));
        p.setFont(small);
        const QFontMetricsF fm(small);
        const qreal width = body.width() - mRadius * 0.12;
        // The first leader by his first name; "+2" for the others.
        QString line = mLeaders.first().section(QLatin1Char(' '), 0, 0);
        const QString more = mLeaders.size() > 1 ? QStringLiteral(" +%1").arg(mLeaders.size() - 1) : QString();
        line = fm.elidedText(line, Qt::ElideRight, width - fm.horizontalAdvance(more)) + more;
        const QRectF namesRect(body.left() + mRadius * 0.06, numberRect.bottom() + mRadius * 0.03, width,
                               body.bottom() - numberRect.bottom() - mRadius * 0.06);
        p.setPen(ink);
        p.drawText(namesRect, Qt::AlignHCenter | Qt::AlignTop, line);
    }
}

} // namespace castellan
