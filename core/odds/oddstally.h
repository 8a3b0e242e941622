#pragma once

#include "battleodds.h"

namespace castellan::odds::detail {

/** Adds up how battles end (RULES F4): who wins, who is annihilated, what is left of each side. */
struct OddsTally
{
    BattleOdds &odds;

    /** A battle ends with weight w; a side that is down was defeated, with the units it keeps. */
    void end(bool attackerDown, int attackerLeft, bool defenderDown, int defenderLeft, double w)
    {
        if (w == 0.0)
            return;
        (attackerDown && defenderDown ? odds.mutual : attackerDown ? odds.defenderWins : odds.attackerWins) += w;
        if (attackerLeft == 0)
            odds.attackerAnnihilated += w;
        if (defenderLeft == 0)
            odds.defenderAnnihilated += w;
        odds.attackerUnitsLeft += w * attackerLeft;
        odds.defenderUnitsLeft += w * defenderLeft;
        odds.attackerLeft[std::size_t(attackerLeft)] += w;
        odds.defenderLeft[std::size_t(defenderLeft)] += w;
    }
};

} // namespace castellan::odds::detail
