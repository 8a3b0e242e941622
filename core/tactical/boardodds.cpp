#include "boardodds.h"

#include "dice/dicesource.h"
#include "tactical/autoplayer.h"

#include <cmath>
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

/** What one thread adds up: integers only, so the sum is the same however the trials are shared out. */
struct Tally
{
    int trials = 0;
    int wins[2] = {0, 0};
    int draws = 0;
    qint64 unitsLeft[2] = {0, 0};
};

void playTrial(const TacticalBattle &from, quint64 seed, AutoPlayer &player, Tally &tally)
{
    TacticalBattle battle = from;
    battle.setLogging(false);
    battle.setJournaling(false); // nothing replays it, and a long journal copied would be copied again
    for (int side = 0; side < 2; ++side)
        battle.setRerollChooser(side, computerReroll); // the player's own choosers ask him: not in a simulation
    SeededDice dice(seed);
    const int winner = playOn(battle, Roller(dice), player);
    ++tally.trials;
    if (winner < 0)
        ++tally.draws;
    else
        ++tally.wins[winner];
    for (const TacticalUnit &u : battle.units())
        tally.unitsLeft[u.side & 1] += u.alive() ? 1 : 0;
    for (const TacticalUnit &u : battle.returningUnits())
        tally.unitsLeft[u.side & 1] += 1;
}

} // namespace

BoardOdds boardOdds(const TacticalBattle &battle, int trials, quint64 seed, int threads,
                    const std::atomic<bool> *cancel)
{
    trials = std::clamp(trials, 0, MaxBoardTrials);
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::clamp(threads, 1, std::max(1, trials));
    std::atomic<int> next{0};
    std::vector<Tally> tallies(static_cast<std::size_t>(threads));
    auto work = [&](Tally &tally) {
        AutoPlayer player(battle.rules()); // of the battle that outlives the trials, not of a trial's copy
        for (int i = next.fetch_add(1); i < trials; i = next.fetch_add(1)) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            playTrial(battle, boardTrialSeed(seed, i), player, tally);
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work, std::ref(tallies[std::size_t(t)]));
    work(tallies[0]);
    for (std::thread &t : helpers)
        t.join();
    BoardOdds odds;
    for (const Tally &t : tallies) {
        odds.trials += t.trials;
        odds.draws += t.draws;
        for (int side = 0; side < 2; ++side) {
            odds.wins[side] += t.wins[side];
            odds.unitsLeft[side] += t.unitsLeft[side];
        }
    }
    odds.cancelled = odds.trials < trials;
    return odds;
}

} // namespace castellan
