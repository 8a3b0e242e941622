#pragma once

#include "commands/sieges/siegephase.h"

#include <QJsonObject>

// The strategic map as castellan-cli prints it.
namespace castellan {

class Campaign;

/** Size, turn and phase, the hexes that are not clear ground, places, fortresses, forces and sieges. */
QJsonObject mapJson(const Campaign &campaign);
/** The scan under the map, as `map --json` and the scan commands show it; null when there is none. */
QJsonValue scanJson(const Campaign &campaign);

/** One siege's part of a siege phase (RULES S2, S3, S5). */
QJsonObject siegeTurnJson(const SiegeTurn &turn);

} // namespace castellan
