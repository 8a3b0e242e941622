#pragma once

#include "map/hexgrid.h"
#include "model/force.h"

#include <QList>

// RULES F6a: where a side may retreat after a battle on the map (settlement.h says which sides do).
namespace castellan {

class Campaign;

/** RULES F6a: the spaces a side may retreat to, the default first: for the attacker, the hex it came from. */
QList<Hex> retreatWays(const Campaign &campaign, const QList<Force> &side, const Hex &hex, bool attacker);

} // namespace castellan
