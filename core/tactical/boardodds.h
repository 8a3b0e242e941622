#pragma once

#include "tactical/tacticalbattle.h"

#include <QtGlobal>

#include <atomic>
#include <functional>

// The odds of a whole battle on the board (issue 33). They cannot be computed exactly, so they are measured: the
// real engine plays the battle on from where it stands, many times, both sides by the automatic player.
namespace castellan {

/** The most battles one board odds plays. */
inline constexpr int MaxBoardTrials = 1000000;
/** What the CLI and the board dialog play unless told: an interval of about ±1% at even odds. */
inline constexpr int DefaultBoardTrials = 10000;

/** A count among trials, as a chance with its 95% interval (Wilson's score interval). */
struct Share
{
    int count = 0;
    double chance = 0;
    double low = 0;
    double high = 0;
};
Share shareOf(int count, int trials);

struct BoardOdds
{
    int trials = 0; ///< battles played to their end
    int wins[2] = {0, 0};
    int draws = 0;                ///< battles not over after MaxAutomaticTurns side turns
    qint64 unitsLeft[2] = {0, 0}; ///< by side, summed over the trials
    bool cancelled = false;

    Share win(int side) const { return shareOf(wins[side & 1], trials); }
    Share draw() const { return shareOf(draws, trials); }
    /** The units a side has at the end, on average: on the board, and on flank marches that never came in. */
    double expectedUnitsLeft(int side) const;
};

/** The generator's seed for battle `index` of odds seeded `seed` (SplitMix64 of the pair). */
quint64 boardTrialSeed(quint64 seed, int index);

/** Told the figures so far, a few times a second; returns false to stop there (a time limit, issue 56). */
using BoardOddsProgress = std::function<bool(const BoardOdds &soFar)>;

/**
 * Plays `trials` copies of `battle` on from where it stands, each by playOn() with a SeededDice of its own seeded by
 * boardTrialSeed(): the battle is not touched and no campaign die is drawn. Spread over `threads` (0: one a core);
 * a seed gives the same figures for any number of threads. The figures always count battles 0 to n - 1: when
 * `cancel` is set, or `progress` says stop, it stops with `cancelled` and the figures of the first n battles to be
 * finished in order, the same as `trials` n would give.
 */
BoardOdds boardOdds(const TacticalBattle &battle, int trials, quint64 seed, int threads = 0,
                    const std::atomic<bool> *cancel = nullptr, const BoardOddsProgress &progress = {});

} // namespace castellan
