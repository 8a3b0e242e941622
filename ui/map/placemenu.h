#pragma once

#include "map/hexgrid.h"

#include <functional>

class QMenu;

namespace castellan {

class Campaign;

/**
 * The forces that may be set down at `hex` (every force not there already, each with its side's chip and where it
 * stands now), as the actions of `menu`; `place` is called with the one picked. The map's context menu and the
 * hex panel's Place a Force Here share it.
 */
void fillPlaceForceMenu(QMenu *menu, const Campaign &campaign, const Hex &hex,
                        const std::function<void(qint64)> &place);

} // namespace castellan
