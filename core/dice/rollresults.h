#pragma once

#include "dice/roller.h"

namespace castellan {

/** The logged results the rules' rolls share, as data (RULES D1): what the faces did, in the rule's words. */

/** A check against a rating (D3): "success" or "failure". */
DescribeRoll checkAgainst(int rating);
/** A survival check (H3) by a leader of this effective Heroics: "escapes", "dies", "is captured". */
DescribeRoll describeSurvival(int effectiveHeroics);
/** Fire (F2, G1): "6s 2, 5s 1"; only the first `normalDice` dice's fives count, all dice when negative. */
DescribeRoll describeFire(int normalDice = -1);

} // namespace castellan
