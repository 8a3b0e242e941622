#include "hexgrid.h"

#include <cstdlib>

namespace castellan {

namespace {

/** Cube coordinates, where distances and directions are simple. */
struct Cube
{
    int x, y, z;
};

Cube toCube(const Hex &h)
{
    const int x = h.col;
    const int z = h.row - (h.col - (h.col & 1)) / 2;
    return {x, -x - z, z};
}

Hex toHex(const Cube &c)
{
    return {c.x, c.z + (c.x - (c.x & 1)) / 2};
}

// Clockwise from north, for flat-topped hexes: N, NE, SE, S, SW, NW.
constexpr std::array<Cube, Directions> Steps{{{0, 1, -1}, {1, 0, -1}, {1, -1, 0}, {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}}};

} // namespace

Hex HexGrid::neighbour(const Hex &h, int direction)
{
    const Cube c = toCube(h);
    const Cube &s = Steps[std::size_t(((direction % Directions) + Directions) % Directions)];
    return toHex({c.x + s.x, c.y + s.y, c.z + s.z});
}

std::array<Hex, Directions> HexGrid::neighbours(const Hex &h)
{
    std::array<Hex, Directions> result;
    for (int d = 0; d < Directions; ++d)
        result[std::size_t(d)] = neighbour(h, d);
    return result;
}

std::array<Hex, 3> triple(const Hex &fortress, int which)
{
    const int first = which == 0 ? 0 : 1;
    return {HexGrid::neighbour(fortress, first), HexGrid::neighbour(fortress, first + 2),
            HexGrid::neighbour(fortress, first + 4)};
}

int heldTriple(const HexGrid &grid, const Hex &fortress, const std::function<bool(const Hex &)> &besiegerIn)
{
    for (int which = 0; which < 2; ++which) {
        bool held = true;
        for (const Hex &h : triple(fortress, which))
            held = held && (!grid.contains(h) || besiegerIn(h));
        if (held)
            return which;
    }
    return -1;
}

} // namespace castellan
