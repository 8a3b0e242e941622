#pragma once

#include "battle/battle.h"
#include "odds/battleodds.h"
#include "odds/flankbattleodds.h"

#include <QtGlobal>

namespace castellan {

/** The most battles a simulation plays: 100 v 100 units 100,000 times in about 3 s. */
inline constexpr int MaxTrials = 100000;

/**
 * Monte Carlo odds: plays `trials` battles through the real battle engine with the default choices of
 * RULES F9 and a seeded generator, and reports the same figures as exactBattleOdds(), measured. When `cancel`
 * is set part-way, stops with `cancelled` set and the figures of the battles played so far. With
 * `flags.breakIn` the battles are S3 break-ins: the defender is the garrison, leaderless with no able leader
 * inside, and the besieger never withdraws. With `flank`, that side also has a command on a flank march (RULES
 * M3) under a general who is not its commander; the units of a march that never came in count as left.
 */
BattleOdds simulateBattles(const SideSpec &attacker, const SideSpec &defender, int trials, quint64 seed,
                           const std::atomic<bool> *cancel = nullptr, BattleFlags flags = {},
                           const FlankSpec *flank = nullptr);

} // namespace castellan
