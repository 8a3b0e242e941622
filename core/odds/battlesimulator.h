#pragma once

#include "odds/battleodds.h"

#include <QtGlobal>

namespace castellan {

/**
 * Monte Carlo odds: plays `trials` battles through the real battle engine with the default choices of
 * RULES F9 and a seeded generator, and reports the same figures as exactBattleOdds(), measured.
 */
BattleOdds simulateBattles(const SideSpec &attacker, const SideSpec &defender, int trials, quint64 seed);

} // namespace castellan
