#pragma once

#include "commands/action/actionbuilder.h"
#include "map/hexgrid.h"

namespace castellan {

/**
 * A force and the leaders the campaign has with it (those still with it in this action) now stand at `hex` (off
 * the map: {-1, -1}), at `location` (by default the hex's place name, or none off the map). A leader who joins
 * it in this action is the caller's to place. Every move, retreat, sortie and fall puts a force down so.
 */
void setForceDown(ActionBuilder &b, qint64 forceId, const Hex &hex, const RollText &location = {});

} // namespace castellan
