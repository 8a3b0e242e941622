#include "boardodds.h"

#include "dice/dicesource.h"
#include "tactical/autoplayer.h"

#include <chrono>
#include <cmath>
#include <memory>
#include <thread>
#include <vector>

namespace castellan {

Share shareOf(int count, int trials)
{
    Share s;
    s.count = count;
    if (trials <= 0)
        return s;
    constexpr double z = 1.959963984540054; // the normal quantile of 97.5%
    const double n = trials;
    const double p = count / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    s.chance = p;
    s.low = count == 0 ? 0.0 : std::max(0.0, centre - half);
    s.high = count == trials ? 1.0 : std::min(1.0, centre + half);
    return s;
}

double BoardOdds::expectedUnitsLeft(int side) const
{
    return trials > 0 ? double(unitsLeft[side & 1]) / trials : 0.0;
}

quint64 boardTrialSeed(quint64 seed, int index)
{
    quint64 z = seed + 0x9E3779B97F4A7C15ull * (quint64(index) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

namespace {

/** One battle's end: written by the thread that played it, read once `done` says so. */
struct TrialResult
{
    std::atomic<bool> done{false};
    qint8 winner = -1; ///< -1: not over after MaxAutomaticTurns side turns
    qint32 unitsLeft[2] = {0, 0};
};

void playTrial(const TacticalBattle &from, quint64 seed, AutoPlayer &player, TrialResult &result)
{
    TacticalBattle battle = from;
    battle.setLogging(false);
    battle.setJournaling(false); // nothing replays it, and a long journal copied would be copied again
    for (int side = 0; side < 2; ++side)
        battle.setRerollChooser(side, computerReroll); // the player's own choosers ask him: not in a simulation
    SeededDice dice(seed);
    result.winner = qint8(playOn(battle, Roller(dice), player));
    for (const TacticalUnit &u : battle.units())
        result.unitsLeft[u.side & 1] += u.alive() ? 1 : 0;
    for (const TacticalUnit &u : battle.returningUnits())
        result.unitsLeft[u.side & 1] += 1;
    result.done.store(true, std::memory_order_release);
}

void count(BoardOdds &odds, const TrialResult &r)
{
    ++odds.trials;
    if (r.winner < 0)
        ++odds.draws;
    else
        ++odds.wins[r.winner & 1];
    for (int side = 0; side < 2; ++side)
        odds.unitsLeft[side] += r.unitsLeft[side];
}

} // namespace

BoardOdds boardOdds(const TacticalBattle &battle, int trials, quint64 seed, int threads,
                    const std::atomic<bool> *cancel, const BoardOddsProgress &progress)
{
    trials = std::clamp(trials, 0, MaxBoardTrials);
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::clamp(threads, 1, std::max(1, trials));
    const auto results = std::make_unique<TrialResult[]>(std::size_t(trials));
    std::atomic<int> next{0};
    std::atomic<bool> stopped{false};
    std::atomic<int> working{0};
    const auto stopping = [&] {
        return stopped.load(std::memory_order_relaxed) || (cancel && cancel->load(std::memory_order_relaxed));
    };
    auto work = [&] {
        AutoPlayer player(battle.rules()); // of the battle that outlives the trials, not of a trial's copy
        for (int i = next.fetch_add(1); i < trials && !stopping(); i = next.fetch_add(1))
            playTrial(battle, boardTrialSeed(seed, i), player, results[std::size_t(i)]);
        working.fetch_sub(1);
    };
    BoardOdds odds;
    // The battles finished in order: whichever thread plays which, the figures are those of battles 0 to n - 1.
    const auto countFinished = [&] {
        while (odds.trials < trials && results[std::size_t(odds.trials)].done.load(std::memory_order_acquire))
            count(odds, results[std::size_t(odds.trials)]);
    };
    // With progress to tell, this thread only tells it; without, it plays its share.
    const int helpers = progress ? threads : threads - 1;
    working = helpers + (progress ? 0 : 1);
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(helpers));
    for (int t = 0; t < helpers; ++t)
        pool.emplace_back(work);
    if (!progress)
        work();
    while (progress && working.load() > 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        countFinished();
        if (!stopping() && odds.trials < trials && !progress(odds))
            stopped = true;
    }
    for (std::thread &t : pool)
        t.join();
    countFinished();
    odds.cancelled = odds.trials < trials;
    return odds;
}

} // namespace castellan
