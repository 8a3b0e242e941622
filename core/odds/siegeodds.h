#pragma once

#include <QList>

namespace castellan {

/** RULES O2: siege odds over a number of turns under the S2 default choice. */
struct SiegeOdds
{
    double breakIn = 0;        ///< P(a break-in within the turns)
    double expectedLosses = 0; ///< units lost to 1s before the break-in, within the turns
    QList<double> byTurn;      ///< P(break-in by the end of turn i), i = 1..turns (index 0 is turn 1)
};
SiegeOdds siegeOdds(int rerolls, int turns);

} // namespace castellan
