#pragma once

#include "battleodds.h"

#include <atomic>

namespace castellan {

/**
 * Exact odds without the rounds (RULES O1), each state of (attacker good, attacker total, defender good, defender
 * total) once, in an order where its predecessors come first (a round never raises a side's good units or its
 * total), the round in which nothing changes folded in: visits = inflow / (1 - P(stay)).
 *
 * The states are taken in blocks of one attacker state. In a block the defender's kernel is one (it depends on the
 * attacker's good units only), so the defender's outcomes of every defender state are spread first, group by group
 * of defender good units. The attacker's kernel depends on the defender's good units, and factors into sixes
 * (broken units absorb them first, RULES F3), then fives and rally among the other dice. Its sixes send each
 * group's outcomes into buckets, one per attacker state after the sixes and dice left (g1, t1, r), shared by every
 * block; a bucket is complete once the blocks above it are done, and its fives and rally then spread it over the
 * attacker's states in one pass. Each step is a dense y += c x over the defender's outcomes.
 *
 * `threads` workers (0: as many as the machine has cores, up to 4) take turns at the columns of blocks (the
 * attacker's good units), a column trailing the one to its left. The result does not depend on timing: a
 * worker always takes the same blocks and the partial sums are added in one order.
 */
void foldedOdds(const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds, const std::atomic<bool> *cancel,
                int threads = 0);

/**
 * The same blocks, buckets and workers round by round, so the distribution of the number of rounds comes out too
 * (RULES O1): a sweep takes every state one round on, nothing folded, into the next round's states.
 */
void roundOdds(const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds, const std::atomic<bool> *cancel,
               int threads = 0);

} // namespace castellan
