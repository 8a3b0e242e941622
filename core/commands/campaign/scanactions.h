#pragma once

#include "commands/action/outcome.h"
#include "map/scanalignment.h"

// The scan of the printed map under the hexes: laid, aligned to the grid, nudged, and how much the grid shows
// over it. Each is one undoable action; the image itself is kept in the campaign file, so it stays one file.
namespace castellan {

class Campaign;

/** The largest image file a scan may be, and the most pixels it may have on a side. */
inline constexpr qint64 MaxScanBytes = 64LL * 1024 * 1024;
inline constexpr int MaxScanSide = 16'384;

/** Lays the image in `file` under the map, fitted into the map's box; refused when it is no image it can read. */
Outcome layScan(Campaign &campaign, const QString &file);
Outcome removeScan(Campaign &campaign);
/** Scales, turns and shifts the scan so both marks lie on their hexes' centres. */
Outcome alignScan(Campaign &campaign, const ScanMark &first, const ScanMark &second);
/** Sets how the scan lies, as typed or nudged. */
Outcome setScanAlignment(Campaign &campaign, const ScanAlignment &alignment);
/** How opaque the hexes are over the scan: 0 hides them, 1 covers the scan. */
Outcome setGridOpacity(Campaign &campaign, double opacity);

} // namespace castellan
