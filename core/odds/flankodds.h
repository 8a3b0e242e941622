#pragma once

#include "rules/flankrules.h"

#include <vector>

// The exact chance that a flank march arrives (RULES M3), roll by roll.
namespace castellan {

/** The most arrival rolls castellan-cli odds flank --turns charts. */
inline constexpr int MaxFlankTurns = 50;
/** The most the odds follow: a battle's rounds with a march out (flankbattleodds.h). */
inline constexpr int MaxFlankRolls = 1000;

struct FlankOdds
{
    /** arrivedByTurn[i]: the chance that the march has arrived within its first i+1 arrival rolls. */
    std::vector<double> arrivedByTurn;
    /** abortedByTurn[i]: the chance that it has been aborted within its first i+1 rolls. */
    std::vector<double> abortedByTurn;

    double aborted() const { return abortedByTurn.empty() ? 0.0 : abortedByTurn.back(); }
    /** The chance that it arrives on exactly roll `turn` (1-based), not before. */
    double arrivesOn(int turn) const;
};

/**
 * RULES M3 by dynamic programming over (level, modifier) after each roll: each of the 36 pairs of faces moves
 * the mass still marching on, to arrived, or to aborted. Exact; draws no dice. `turns` from 1 to
 * MaxFlankRolls (clamped); a general who cannot march (incompetent) gives all zeros.
 */
FlankOdds flankOdds(const FlankTable &table, GeneralLevel level, int turns, int modifier = 0);

} // namespace castellan
