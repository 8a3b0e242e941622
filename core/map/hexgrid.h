#pragma once

#include <QHash>
#include <QList>
#include <QPoint>

#include <array>
#include <cstdlib>
#include <functional>

namespace castellan {

/**
 * A hex of the strategic map in offset coordinates: flat-topped hexes in columns, odd columns shifted half a
 * hex down ("odd-q"), the layout of most printed wargame maps. Column and row start at 0.
 */
struct Hex
{
    int col = 0;
    int row = 0;
    bool operator==(const Hex &) const = default;
};

inline size_t qHash(const Hex &h, size_t seed = 0)
{
    return ::qHash(QPoint(h.col, h.row), seed);
}

/** The six directions, clockwise from north: N, NE, SE, S, SW, NW. */
inline constexpr int Directions = 6;

/** A rectangular map of hexes. */
class HexGrid
{
public:
    HexGrid(int columns, int rows)
        : mColumns(columns)
        , mRows(rows)
    { }
    int columns() const { return mColumns; }
    int rows() const { return mRows; }
    bool contains(const Hex &h) const { return h.col >= 0 && h.row >= 0 && h.col < mColumns && h.row < mRows; }

    /** The neighbour in a direction (0-5, clockwise from north); it may lie off the map. */
    static Hex neighbour(const Hex &h, int direction);
    /** All six, in clockwise order from north. */
    static std::array<Hex, Directions> neighbours(const Hex &h);
    /** Hexes between two hexes (0 for the same hex); inline, as the battle board's automatic player asks it most. */
    static int distance(const Hex &a, const Hex &b)
    {
        // Cube coordinates of odd-q offsets: x = col, z = row - (col - (col & 1)) / 2, y = -x - z; that halving is
        // exact, so it is col >> 1.
        const int az = a.row - (a.col >> 1);
        const int bz = b.row - (b.col >> 1);
        const int dx = a.col - b.col;
        const int dz = az - bz;
        return int(unsigned(std::abs(dx) + std::abs(dx + dz) + std::abs(dz)) >> 1);
    }

private:
    int mColumns;
    int mRows;
};

/**
 * RULES S1: the besieger's zone of control around a fortress: a besieging force in each hex of one of the two
 * alternating triples of its six neighbours (N, SE, SW or NE, S, NW); a neighbour off the map counts as held.
 * Returns the triple held (0 or 1), or -1 when neither is.
 */
int heldTriple(const HexGrid &grid, const Hex &fortress, const std::function<bool(const Hex &)> &besiegerIn);

/** The three hexes of a triple (0: N, SE, SW; 1: NE, S, NW). */
std::array<Hex, 3> triple(const Hex &fortress, int which);

} // namespace castellan
