#include "unitmarkers.h"
#include "i18n/argtext.h"

#include <QPainter>
#include <QPainterPath>

namespace castellan {

namespace {

constexpr int MarkerGap = 3;

} // namespace

UnitMarkers::UnitMarkers(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateToolTip();
}

void UnitMarkers::setUnits(const Units &units, int eliminated)
{
    if (units == mUnits && eliminated == mEliminated)
        return;
    const bool resized = count() != units.total() + eliminated;
    mUnits = units;
    mEliminated = eliminated;
    updateToolTip();
    if (resized)
        updateGeometry();
    update();
}

void UnitMarkers::setColour(const QColor &colour)
{
    mColour = colour.isValid() ? colour : QColor(0x5a, 0x6b, 0x7d);
    update();
}

int UnitMarkers::markerSize() const
{
    const int n = count();
    if (n <= 24)
        return 20;
    if (n <= 60)
        return 15;
    return 11;
}

int UnitMarkers::columns(int width) const
{
    return std::max(1, (width + MarkerGap) / (markerSize() + MarkerGap));
}

int UnitMarkers::heightForWidth(int width) const
{
    const int n = std::max(1, count());
    const int rows = (n + columns(width) - 1) / columns(width);
    return rows * (markerSize() + MarkerGap) - MarkerGap + 2;
}

QSize UnitMarkers::sizeHint() const
{
    const int perRow = std::clamp(count(), 1, 12);
    const int w = perRow * (markerSize() + MarkerGap) - MarkerGap + 2;
    return {w, heightForWidth(w)};
}

QSize UnitMarkers::minimumSizeHint() const
{
    return {markerSize() + 2, markerSize() + 2};
}

QString UnitMarkers::stateName(State state)
{
    switch (state) {
    case State::Good: return tr("good order");
    case State::Flagged: return tr("flagged");
    case State::Broken: return tr("broken");
    case State::Eliminated: return tr("eliminated");
    }
    return {};
}

void UnitMarkers::updateToolTip()
{
    const QString text =
        tr("%1 good, %2 flagged, %3 broken, %4 eliminated")
            .arg(argText(mUnits.good), argText(mUnits.flagged), argText(mUnits.broken), argText(mEliminated));
    setToolTip(text);
    setAccessibleName(text);
}

void UnitMarkers::paintMarker(QPainter &p, const QRectF &r, State state, const QColor &colour)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal radius = r.width() * 0.16;
    const QRectF box = r.adjusted(0.5, 0.5, -0.5, -0.5);
    switch (state) {
    case State::Good:
    case State::Flagged: {
        QLinearGradient g(box.topLeft(), box.bottomRight());
        g.setColorAt(0, colour.lighter(118));
        g.setColorAt(1, colour.darker(112));
        p.setBrush(g);
        p.setPen(QPen(colour.darker(150), 1.0));
        p.drawRoundedRect(box, radius, radius);
        if (state == State::Flagged) {
            // A pennant on a staff: the unit is shaken and will rally or break (RULES F2, F5).
            const qreal w = box.width();
            const QPointF foot(box.left() + w * 0.30, box.bottom() - w * 0.14);
            const QPointF top(box.left() + w * 0.30, box.top() + w * 0.12);
            p.setPen(QPen(QColor(0x2b, 0x2b, 0x2b), std::max(1.0, w * 0.08), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(foot, top);
            QPainterPath pennant;
            pennant.moveTo(top);
            pennant.lineTo(top + QPointF(w * 0.52, w * 0.17));
            pennant.lineTo(top + QPointF(0, w * 0.36));
            pennant.closeSubpath();
            p.setPen(QPen(QColor(0x8a, 0x62, 0x00), 0.8));
            p.setBrush(QColor(0xf5, 0xc2, 0x1b));
            p.drawPath(pennant);
        }
        break;
    }
    case State::Broken: {
        // Pale, hatched and struck through: still with the force, not fighting (RULES F5).
        p.setBrush(QColor(0xf2, 0xee, 0xe6));
        p.setPen(Qt::NoPen);
        p.drawRoundedRect(box, radius, radius);
        p.setBrush(QBrush(colour.darker(110), Qt::BDiagPattern));
        p.drawRoundedRect(box, radius, radius);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colour.darker(130), 1.0));
        p.drawRoundedRect(box, radius, radius);
        p.setPen(QPen(QColor(0x33, 0x33, 0x33), std::max(1.2, box.width() * 0.1), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(box.topRight() + QPointF(-box.width() * 0.2, box.height() * 0.2),
                   box.bottomLeft() + QPointF(box.width() * 0.2, -box.height() * 0.2));
        break;
    }
    case State::Eliminated: {
        const QColor grey(0x9a, 0x9a, 0x9a);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(grey, 1.0, Qt::DashLine));
        p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
        const qreal in = box.width() * 0.3;
        p.setPen(QPen(grey, std::max(1.0, box.width() * 0.08), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(box.topLeft() + QPointF(in, in), box.bottomRight() - QPointF(in, in));
        p.drawLine(box.topRight() + QPointF(-in, in), box.bottomLeft() + QPointF(in, -in));
        break;
    }
    }
    p.restore();
}

QPixmap UnitMarkers::markerPixmap(State state, const QColor &colour, int size, qreal devicePixelRatio)
{
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    paintMarker(p, QRectF(0, 0, size, size), state, colour);
    return pixmap;
}

void UnitMarkers::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const int size = markerSize();
    const int perRow = columns(width());
    int index = 0;
    auto paintRun = [&](int n, State state) {
        for (int i = 0; i < n; ++i, ++index) {
            const int row = index / perRow;
            const int col = index % perRow;
            paintMarker(p, QRectF(1 + col * (size + MarkerGap), 1 + row * (size + MarkerGap), size, size), state,
                        mColour);
        }
    };
    paintRun(mUnits.good, State::Good);
    paintRun(mUnits.flagged, State::Flagged);
    paintRun(mUnits.broken, State::Broken);
    paintRun(mEliminated, State::Eliminated);
}

} // namespace castellan
