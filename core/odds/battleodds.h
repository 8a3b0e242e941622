#pragma once

#include <QString>

#include <atomic>
#include <vector>

// Exact field-battle odds (RULES O1, F9).
namespace castellan {

/** One side as the odds see it: units by state and its commander's ratings. */
struct SideSpec
{
    int good = 0;
    int broken = 0;
    int battle = 0; ///< commander's Battle rating (RULES R1)
    int rally = 0;  ///< commander's Rally rating (RULES F5)
    bool leaderless = false;

    int total() const { return good + broken; }
};

/** Every outcome of a battle, under the default choices of RULES F9. */
struct BattleOdds
{
    double attackerWins = 0;
    double defenderWins = 0;
    double mutual = 0;
    double attackerAnnihilated = 0;
    double defenderAnnihilated = 0;
    double attackerUnitsLeft = 0; ///< expected units not eliminated (good, flagged or broken) at the end
    double defenderUnitsLeft = 0;
    std::vector<double> rounds;       ///< probability that the battle lasts exactly i rounds
    std::vector<double> attackerLeft; ///< probability that the attacker ends with exactly i units not eliminated
    std::vector<double> defenderLeft;
    /** Probability mass pruned (without the rounds: states below 1e-15, groups of states below 1e-13, terms below
     *  1e-16; round by round: states and terms below 1e-18, groups below 1e-16): a bound on the error of every
     *  probability above, and, times the larger army, of every expectation. */
    double unaccounted = 0;
    long long stateVisits = 0;
    bool cancelled = false; ///< stopped early through the cancel flag: the figures are incomplete

    double total() const { return attackerWins + defenderWins + mutual; }
};

/**
 * The most units a side may have in the exact odds: what the machine answers in a few seconds, worst case
 * included (both sides with Rally 1, whose battles last longest). Measured on two cores (bench_odds,
 * BM_ExactOddsAtTheLimit, README): 80 v 80 in about 2.6 s; 90 v 90 took 4.6 s and 100 v 100 7.3 s, past the 5 s
 * a user waits for an answer (issue 28, item 13).
 */
inline constexpr int MaxOddsUnits = 80;
/** The most units a side may have for the rounds to be counted too: 60 v 60 round by round in about 2.3 s. */
inline constexpr int MaxRoundsUnits = 60;

/** Empty when the two sides make a battle the odds can compute, otherwise what is wrong. */
QString checkSides(const SideSpec &attacker, const SideSpec &defender);

/** The distribution of rounds is counted for these sides (neither has more than MaxRoundsUnits). */
bool roundsCounted(const SideSpec &attacker, const SideSpec &defender);

/** How much exactBattleOdds() works out. */
enum class OddsDetail {
    WithRounds,   ///< everything, the distribution of the number of rounds too (round by round)
    WithoutRounds ///< everything but the rounds, about ten times faster (each state once, self-loops folded)
};

/**
 * Exact odds by dynamic programming over (attacker good, attacker broken, defender good, defender broken)
 * after each rally: round by round, so the number of rounds comes out too, or (WithoutRounds) each state
 * once with the rounds in which nothing changes folded in analytically. Each state's
 * transition is the product of two per-side kernels (the sides' losses are independent given the dice
 * counts), and each kernel factors into sixes, then fives given the sixes, then rally successes.
 * Draws no dice. Returns all zeros when checkSides() refuses.
 */
BattleOdds exactBattleOdds(const SideSpec &attacker, const SideSpec &defender,
                           const std::atomic<bool> *cancel = nullptr, OddsDetail detail = OddsDetail::WithRounds);

/** Dice each side rolls per good unit's worth: its Battle bonus against the other (RULES R1). */
int bonusDice(const SideSpec &own, const SideSpec &other);

} // namespace castellan
