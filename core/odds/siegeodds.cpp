#include "siegeodds.h"

#include <cmath>

namespace castellan {

SiegeOdds siegeOdds(int rerolls, int turns)
{
    SiegeOdds o;
    if (rerolls < 0 || turns < 0)
        return o;
    // Under the default every roll but a 6 is re-rolled while rerolls last, so a turn ends in a 6 unless all
    // rerolls + 1 dice miss it; it ends in a 1 when the first `rerolls` dice miss the 6 and the last shows a 1.
    const double miss = 5.0 / 6.0;
    const double holdsOut = std::pow(miss, rerolls + 1); // no 6 this turn
    const double loss = std::pow(miss, rerolls) / 6.0;   // the turn's last die shows 1
    double standing = 1.0;                               // P(no break-in so far)
    for (int t = 1; t <= turns; ++t) {
        o.expectedLosses += standing * loss;
        standing *= holdsOut;
        o.byTurn.append(1.0 - standing);
    }
    o.breakIn = 1.0 - standing;
    return o;
}

} // namespace castellan
