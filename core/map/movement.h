#pragma once

#include "map/hexgrid.h"

#include <QList>

#include <functional>
#include <optional>

namespace castellan {

/** A way across the map: the hexes entered, in order (the start left out), and what entering them cost. */
struct HexPath
{
    int cost = 0;
    QList<Hex> hexes;
};

/**
 * RULES T1a: the cheapest way from one hex to another, where entering a hex costs `cost(hex)` (0 or less:
 * impassable) and a hex where `stops(hex)` may end a move but not be passed through (an enemy force).
 * Gives up beyond `limit`: the path, or none when the hex cannot be reached within it.
 */
std::optional<HexPath> findPath(const HexGrid &grid, const Hex &from, const Hex &to, int limit,
                                const std::function<int(const Hex &)> &cost,
                                const std::function<bool(const Hex &)> &stops);

/** The cost of findPath()'s way, or none. */
std::optional<int> pathCost(const HexGrid &grid, const Hex &from, const Hex &to, int limit,
                            const std::function<int(const Hex &)> &cost, const std::function<bool(const Hex &)> &stops);

} // namespace castellan
