#pragma once

#include "map/hexgrid.h"
#include "map/mapmodel.h"
#include "map/scanalignment.h"
#include "rules/leaderrules.h"
#include "tactical/ruleset.h"

#include <QList>
#include <QString>

#include <optional>

// The board of a Command-dice battle and what stands on it (RULES C2, C11).
namespace castellan {

/** The largest battle board (issue 13); the default is 13 x 9. */
inline constexpr int MaxBoardColumns = 30;
inline constexpr int MaxBoardRows = 20;

/** A leader on the board (RULES C11): a campaign leader, or a scenario's, with the Heroics his survival needs. */
struct BoardLeader
{
    qint64 leaderId = 0; ///< the campaign's leader, 0 in a stand-alone scenario
    QString name;
    int heroics = 0; ///< effective Heroics for the survival check (RULES H3)
    int rerolls = 0; ///< heroic rerolls he holds for this battle (RULES H2, C11)
    Pronoun pronoun = Pronoun::He;

    bool operator==(const BoardLeader &) const = default;
};

struct TacticalUnit
{
    int id = 0;
    int side = 0;    ///< 0 or 1; side 0's home edge is the top row, side 1's the bottom row
    int type = 0;    ///< into the ruleset's unit types
    int figures = 0; ///< 0: eliminated
    Hex hex;
    std::optional<BoardLeader> leader;
    qint64 forceId = 0;     ///< the campaign force it came from, 0 in a scenario
    int shakenUntil = -1;   ///< RULES C10: the battle turn at whose end it stops being shaken; -1: not shaken
    bool activated = false; ///< this turn
    bool moved = false;     ///< this activation
    bool fired = false;     ///< this activation
    Hex startedAt;          ///< where it stood when it began to act in this activation (RULES C9)

    bool alive() const { return figures > 0; }
    bool isShaken() const { return shakenUntil >= 0; }
    bool operator==(const TacticalUnit &) const = default;
};

/** The board: its size and each hex's terrain (an index into the ruleset's terrains, 0 for open ground). */
struct TacticalBoard
{
    int columns = 13;
    int rows = 9;
    QList<int> terrain; ///< row-major; empty: all open ground

    bool contains(const Hex &h) const { return h.col >= 0 && h.row >= 0 && h.col < columns && h.row < rows; }
    int terrainAt(const Hex &h) const
    {
        const int i = h.row * columns + h.col;
        return i >= 0 && i < terrain.size() ? terrain[i] : 0;
    }
    void setTerrain(const Hex &h, int t)
    {
        if (terrain.size() != columns * rows)
            terrain = QList<int>(columns * rows, 0);
        terrain[h.row * columns + h.col] = t;
    }
    /** Rows from a hex to a side's home edge (RULES C7: retreats go toward it). */
    int rowsFromHome(int side, const Hex &h) const { return side == 0 ? h.row : rows - 1 - h.row; }
    bool operator==(const TacticalBoard &) const = default;
};

} // namespace castellan
