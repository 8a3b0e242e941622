#pragma once

#include "odds/battleodds.h"

#include <QtGlobal>

namespace castellan {

/** The most battles a simulation plays: 100 v 100 units 100,000 times in about 3 s. */
inline constexpr int MaxTrials = 100000;

/**
 * Monte Carlo odds: plays `trials` battles through the real battle engine with the default choices of
 * RULES F9 and a seeded generator, and reports the same figures as exactBattleOdds(), measured. When `cancel`
 * is set part-way, stops with `cancelled` set and the figures of the battles played so far.
 */
BattleOdds simulateBattles(const SideSpec &attacker, const SideSpec &defender, int trials, quint64 seed,
                           const std::atomic<bool> *cancel = nullptr);

} // namespace castellan
