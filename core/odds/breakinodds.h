#pragma once

#include "battleodds.h"

#include <atomic>

// Exact odds of the S3 break-in battle (RULES S3, F9, O1).
namespace castellan {

/**
 * The most units a side may have in a break-in's exact odds. Its states form cycles (broken defenders rally back
 * to good order), so each group of states is solved as a small linear system: 30 v 30 in about a second on one
 * core (bench_odds, README). A breaching force and a garrison are one force and one fortress's worth.
 */
inline constexpr int MaxBreakInUnits = 30;

/** A break-in battle as it stands: the besieger (attacker) and the garrison (defender), with units about to rally. */
struct BreakInStart
{
    SideSpec besieger;       ///< good and broken units, and the commander of the breaching force
    int besiegerFlagged = 0; ///< flagged units about to rally (RULES F5)
    SideSpec garrison;       ///< leaderless: no able leader inside the fortress
    int garrisonFlagged = 0;
    /** The rally step comes first: besides the flagged units, the broken defenders roll their S3 Rally check. */
    bool rallyPending = false;
};

/** Empty when the odds can compute this break-in battle, otherwise what is wrong. */
QString checkBreakIn(const BreakInStart &start);

/**
 * The exact odds of a break-in battle under the default choices (F3 casualty order, rally always, the besieger
 * never withdraws, no deeds): the states (attacker good, attacker broken, defender good, defender broken) after
 * each rally, as in O1, with S3's kernels. The besieger is defeated when it has no good-order unit (F4); the
 * garrison only when every unit is eliminated. The garrison's broken units fire with their 6s counted as 5s, and
 * with an able leader inside they rally at each rally step, so the states of one attacker state and one garrison
 * total cycle; each such group is solved at once (visits = inflow (I - P)^-1). The rounds are not counted.
 * Draws no dice. Returns all zeros when checkBreakIn() refuses.
 */
BattleOdds exactBreakInOdds(const BreakInStart &start, const std::atomic<bool> *cancel = nullptr);

} // namespace castellan
