#include "scanalignment.h"

#include "map/mapmodel.h"

#include <QCoreApplication>
#include <QLineF>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace castellan {

namespace {

struct ScanAlignmentText
{
    Q_DECLARE_TR_FUNCTIONS(ScanAlignment)
};

QPointF rotated(const QPointF &p, double degrees)
{
    const double a = degrees * std::numbers::pi / 180.0;
    return {p.x() * std::cos(a) - p.y() * std::sin(a), p.x() * std::sin(a) + p.y() * std::cos(a)};
}

/** In (-180, 180]. */
double normalised(double degrees)
{
    double d = std::fmod(degrees, 360.0);
    if (d <= -180.0)
        d += 360.0;
    else if (d > 180.0)
        d -= 360.0;
    return d;
}

} // namespace

QPointF hexCentre(const Hex &h)
{
    return {1.0 + h.col * 1.5, std::numbers::sqrt3 * (0.5 + h.row + ((h.col & 1) ? 0.5 : 0.0))};
}

QSizeF mapPlaneSize(int columns, int rows)
{
    if (columns <= 0 || rows <= 0)
        return {};
    return {2.0 + (columns - 1) * 1.5, std::numbers::sqrt3 * (rows + (columns > 1 ? 0.5 : 0.0))};
}

QTransform ScanAlignment::transform() const
{
    const double a = rotation * std::numbers::pi / 180.0;
    const double c = scale * std::cos(a);
    const double s = scale * std::sin(a);
    return QTransform(c, s, -s, c, shift.x(), shift.y());
}

QPointF ScanAlignment::shiftInHexes() const
{
    return {shift.x() / 1.5, shift.y() / std::numbers::sqrt3};
}

void ScanAlignment::setShiftInHexes(const QPointF &hexes)
{
    shift = {hexes.x() * 1.5, hexes.y() * std::numbers::sqrt3};
}

ScanAlignment ScanAlignment::rotatedAbout(const QPointF &mapPoint, double degrees) const
{
    return {scale, normalised(rotation + degrees), mapPoint + rotated(shift - mapPoint, degrees)};
}

ScanAlignment ScanAlignment::scaledAbout(const QPointF &mapPoint, double factor) const
{
    return {scale * factor, rotation, mapPoint + (shift - mapPoint) * factor};
}

QString ScanAlignment::toText() const
{
    QStringList parts;
    for (double v : {scale, rotation, shift.x(), shift.y()})
        parts << QString::number(v, 'g', 17);
    return parts.join(QLatin1Char(' '));
}

std::optional<ScanAlignment> ScanAlignment::fromText(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() != 4)
        return std::nullopt;
    double v[4];
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        v[i] = parts[i].toDouble(&ok);
        if (!ok || !std::isfinite(v[i]))
            return std::nullopt;
    }
    if (v[0] < MinScanScale || v[0] > MaxScanScale || std::abs(v[2]) > MaxScanShift || std::abs(v[3]) > MaxScanShift)
        return std::nullopt;
    return ScanAlignment{v[0], normalised(v[1]), {v[2], v[3]}};
}

ScanAlignment fitScanToMap(const QSizeF &scanSize, int columns, int rows)
{
    const QSizeF box = mapPlaneSize(columns, rows);
    if (scanSize.isEmpty() || box.isEmpty())
        return {};
    const double scale = std::clamp(std::min(box.width() / scanSize.width(), box.height() / scanSize.height()),
                                    MinScanScale, MaxScanScale);
    const QPointF centre(box.width() / 2, box.height() / 2);
    return {scale, 0.0, centre - QPointF(scanSize.width(), scanSize.height()) * (scale / 2)};
}

std::optional<ScanAlignment> alignToMarks(const ScanMark &first, const ScanMark &second, QString *why)
{
    auto refuse = [why](const QString &text) -> std::optional<ScanAlignment> {
        if (why)
            *why = text;
        return std::nullopt;
    };
    if (first.hex == second.hex)
        return refuse(
            ScanAlignmentText::tr("Both marks name hex %1: mark two hexes far apart.").arg(hexLabel(first.hex)));
    const QLineF onScan(first.onScan, second.onScan);
    if (onScan.length() < 1.0)
        return refuse(
            ScanAlignmentText::tr("The two marks are on the same spot of the scan: mark two hexes far apart."));
    const QLineF onMap(hexCentre(first.hex), hexCentre(second.hex));
    const double scale = onMap.length() / onScan.length();
    if (scale < MinScanScale || scale > MaxScanScale)
        return refuse(
            ScanAlignmentText::tr("The marks would make a hex %1 pixels wide on the scan: check the hexes named.")
                .arg(2.0 / scale, 0, 'g', 3));
    const double rotation = normalised((std::atan2(onMap.dy(), onMap.dx()) - std::atan2(onScan.dy(), onScan.dx()))
                                       * 180.0 / std::numbers::pi);
    const QPointF shift = hexCentre(first.hex) - rotated(first.onScan * scale, rotation);
    return ScanAlignment{scale, rotation, shift};
}

} // namespace castellan
