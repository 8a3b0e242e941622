#pragma once

#include "map/hexgrid.h"

#include <QPointF>
#include <QSizeF>
#include <QString>
#include <QTransform>

#include <optional>

// How a scan of the printed map lies under the hexes: a similarity (scale, turn, shift) from the scan's
// pixels to the map's plane, in which a hex's radius is 1 (HexGeometry draws it at its own radius).
namespace castellan {

/** The centre of a hex on the map's plane (radius 1; the top left corner of hex 0000's box is the origin). */
QPointF hexCentre(const Hex &h);
/** The box around a map of columns x rows on that plane. */
QSizeF mapPlaneSize(int columns, int rows);

/** Scan pixel p lies at map point rotate(p * scale) + shift. */
struct ScanAlignment
{
    double scale = 1.0;    ///< map units a scan pixel (> 0)
    double rotation = 0.0; ///< degrees, clockwise on the screen
    QPointF shift;         ///< where the scan's pixel (0, 0) lies

    bool operator==(const ScanAlignment &) const = default;
    QTransform transform() const;
    /** How wide a hex is on the scan, in its pixels. */
    double hexWidthOnScan() const { return 2.0 / scale; }
    /** The shift in columns across and rows down, as the user nudges it. */
    QPointF shiftInHexes() const;
    void setShiftInHexes(const QPointF &hexes);

    /** Turned by `degrees` about a point of the map, which stays where it is. */
    ScanAlignment rotatedAbout(const QPointF &mapPoint, double degrees) const;
    /** Scaled by `factor` about a point of the map, which stays where it is. */
    ScanAlignment scaledAbout(const QPointF &mapPoint, double factor) const;

    /** "scale rotation x y", exactly, for the campaign file. */
    QString toText() const;
    /** None when the text is not four finite numbers with a scale in range. */
    static std::optional<ScanAlignment> fromText(const QString &text);
};

/** The scale a scan may take: a hex from 2 pixels wide on it to 100,000. */
inline constexpr double MinScanScale = 2.0 / 100'000;
inline constexpr double MaxScanScale = 1.0;
/** Turns and shifts past these are typing mistakes (a shift is in hex radii). */
inline constexpr double MaxScanShift = 100'000;

/** A scan laid over a whole map, as large as fits in its box and centred there, unturned. */
ScanAlignment fitScanToMap(const QSizeF &scanSize, int columns, int rows);

/** A point the user marked on the scan and the hex whose centre it is. */
struct ScanMark
{
    QPointF onScan;
    Hex hex;
};

/** The scan under a campaign's map: which image, how it lies, and how much of the hexes shows over it. */
struct MapScan
{
    QString imageId;   ///< the campaign's image, by its hash; empty: no scan
    QString imageName; ///< the file it was read from, for the user
    ScanAlignment alignment;
    double gridOpacity = 1.0; ///< of the hexes over the scan, 0 (hidden) to 1

    bool isSet() const { return !imageId.isEmpty(); }
    bool operator==(const MapScan &) const = default;

    // Its meta rows in the campaign file.
    static inline const QString ImageKey = QStringLiteral("map.scan");
    static inline const QString NameKey = QStringLiteral("map.scan.name");
    static inline const QString AlignKey = QStringLiteral("map.scan.align");
    static inline const QString GridOpacityKey = QStringLiteral("map.grid.opacity");
};

/** The alignment that puts both marks on their hexes' centres; the reason in `why` when there is none. */
std::optional<ScanAlignment> alignToMarks(const ScanMark &first, const ScanMark &second, QString *why = nullptr);

} // namespace castellan
