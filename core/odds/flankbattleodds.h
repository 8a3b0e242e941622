#pragma once

#include "battle/battle.h"
#include "odds/battleodds.h"
#include "odds/flankodds.h"

#include <atomic>

// Exact field-battle odds with a command on a flank march (RULES O1, F9, M3).
namespace castellan {

/** The march the odds count: which side sent it, its units and its general's level. */
struct FlankSpec
{
    Role side = Role::Attacker;
    int units = 0;
    GeneralLevel level = GeneralLevel::Average;
    FlankTable table;
    int modifier = 0;        ///< what its next arrival roll adds (RULES M3): 0 before the first
    bool rollsFirst = false; ///< between rounds: its roll for the round just fought comes before the next round
    bool underway = false;   ///< sent already: M2's limits were checked then, and the battle has moved on since

    bool operator==(const FlankSpec &) const = default;
};

/** The most units a side may have, its march counted, for the odds with a march: 25 v 25 in about 2 s. */
inline constexpr int MaxFlankOddsUnits = 25;

/** Empty when the odds with this march can be computed, otherwise what is wrong. */
QString checkFlankBattle(const SideSpec &attacker, const SideSpec &defender, const FlankSpec &flank);

/**
 * RULES O1 with a march (M3), round by round over two layers of (attacker good, attacker broken, defender good,
 * defender broken): the battle with the march still out, and the battle it has joined. The arrival process
 * draws on no die of the battle, so after each round the battle goes on from, the share of the first layer that
 * the march's next roll brings in (its chance of arriving on that roll, given it has not arrived before) moves
 * to the second with the command's units added in good order. Units of a march that never came in count among
 * their side's units left (they go back to the campaign); annihilation is of the units on the field (F4).
 * Draws no dice; all zeros when checkFlankBattle() refuses.
 */
BattleOdds flankBattleOdds(const SideSpec &attacker, const SideSpec &defender, const FlankSpec &flank,
                           const std::atomic<bool> *cancel = nullptr);

} // namespace castellan
