#pragma once

#include "tactical/scenario.h"

// Setting up a battle board (issue 13): its size and terrain, each side's units on its own rows, leaders attached
// to units, and when a side has won; what the app's setup dialog and `tactical scenario` in the CLI both edit.
namespace castellan {

/** The smallest board a setup makes: each side has a row of its own and a row lies between them. */
inline constexpr int MinBoardRows = 3;
inline constexpr int MinBoardColumns = 3;

/**
 * Reading (the issue says "their own side's rows", RULES C is silent): a side's own rows are the rows nearer its
 * edge than the middle of the board, less the middle row itself: on 9 rows, rows 1-4 for the top side and 6-9 for
 * the bottom one.
 */
int ownRows(const TacticalBoard &board);
bool isOwnRow(const TacticalBoard &board, int side, const Hex &h);

class BoardSetup
{
public:
    BoardSetup(const Ruleset &rules, TacticalScenario scenario);
    /** A new 13 x 9 board of open ground, with no units, for sides of these names. */
    static BoardSetup blank(const Ruleset &rules, const QString &name, const QString &top, const QString &bottom);

    const Ruleset &rules() const { return mRules; }
    /** The scenario as set up: units numbered 1, 2, ... in order, the ruleset's name and hash. */
    TacticalScenario scenario() const;
    const TacticalSetup &setup() const { return mScenario.setup; }
    const TacticalUnit *unitAt(const Hex &h) const;
    int unitCount(int side) const;

    // Each change returns why it is refused, empty when it was made.
    QString rename(const QString &name);
    QString renameSide(int side, const QString &name);
    QString resize(int columns, int rows);
    QString paint(const Hex &h, int terrain);
    QString whyCannotPlace(int side, const Hex &h, int movingId = 0) const;
    /** The new unit's id through `id`. */
    QString addUnit(int side, int type, const Hex &h, int *id = nullptr);
    QString moveUnit(int unitId, const Hex &to);
    QString removeUnit(int unitId);
    /** Attaches a leader to a unit, or none; a side's leader leads one unit. */
    QString setLeader(int unitId, const std::optional<BoardLeader> &leader);
    QString setUnitsToWin(int side, int units);
    QString setFirstSide(int side);
    /** RULES M2: a command of units of `types` sent on a flank march by `edge` under `general`; at most half the
     *  side's units may march in all, and never an incompetent general. */
    QString addMarch(int side, FlankEdge edge, GeneralLevel level, const BoardLeader &general, const QList<int> &types);
    /** Calls off every flank march of a side. */
    QString clearMarches(int side);
    /** Why a battle cannot be fought on this setup yet (a side with no units, a victory out of reach). */
    QString whyCannotPlay() const;

private:
    TacticalUnit *unit(int id);

    Ruleset mRules;
    TacticalScenario mScenario;
};

} // namespace castellan
