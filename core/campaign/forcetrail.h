#pragma once

#include "map/hexgrid.h"
#include "model/storedchange.h"

#include <QHash>
#include <QList>

namespace castellan {

/** Where a force went between two points of the history (issue 31): the hexes it stood in, in the order shown. */
struct ForceTrail
{
    qint64 forceId = 0;
    QList<Hex> hexes; ///< from where it stood at the point left to where it stands at the point shown
};

/**
 * The trails of the forces the changes between two points moved on the map, oldest change first, as the stored
 * rows say (never the rules), from where each force stood at the earlier point (`atEarlier`; a change keeps only
 * the columns it changed). Backward, each trail runs from the later point to the earlier one. A force that ends
 * where it began, or only left or entered the map, has none.
 */
QList<ForceTrail> forceTrails(const QList<StoredChange> &span, const QHash<qint64, Hex> &atEarlier, bool backward);

} // namespace castellan
