#include "flankodds.h"

#include <algorithm>

namespace castellan {

double FlankOdds::arrivesOn(int turn) const
{
    if (turn < 1 || turn > int(arrivedByTurn.size()))
        return 0.0;
    const double before = turn == 1 ? 0.0 : arrivedByTurn[std::size_t(turn - 2)];
    return arrivedByTurn[std::size_t(turn - 1)] - before;
}

FlankOdds flankOdds(const FlankTable &table, GeneralLevel level, int turns, int modifier)
{
    turns = std::clamp(turns, 1, MaxFlankRolls);
    FlankOdds odds;
    odds.arrivedByTurn.assign(std::size_t(turns), 0.0);
    odds.abortedByTurn.assign(std::size_t(turns), 0.0);
    if (level == GeneralLevel::Incompetent)
        return odds;

    // mass[level][modifier]: still marching; the modifier never exceeds its start plus the rolls made.
    const int maxModifier = modifier + turns + 1;
    auto slot = [&](GeneralLevel l, int m) { return std::size_t(int(l) * (maxModifier + 1) + m); };
    std::vector<double> mass(std::size_t(GeneralLevelCount * (maxModifier + 1)), 0.0);
    mass[slot(level, std::max(0, modifier))] = 1.0;
    double arrived = 0;
    double aborted = 0;
    for (int t = 0; t < turns; ++t) {
        std::vector<double> next(mass.size(), 0.0);
        for (int l = 0; l < GeneralLevelCount; ++l) {
            for (int m = 0; m <= maxModifier; ++m) {
                const double p = mass[slot(GeneralLevel(l), m)];
                if (p == 0.0)
                    continue;
                for (int a = 1; a <= 6; ++a) {
                    for (int b = 1; b <= 6; ++b) {
                        const ArrivalRoll r = arrivalRoll(table, GeneralLevel(l), m, a, b);
                        const double w = p / 36.0;
                        if (r.aborted)
                            aborted += w;
                        else if (r.arrives)
                            arrived += w;
                        else
                            next[slot(r.levelAfter, std::min(r.modifierAfter, maxModifier))] += w;
                    }
                }
            }
        }
        mass = std::move(next);
        odds.arrivedByTurn[std::size_t(t)] = arrived;
        odds.abortedByTurn[std::size_t(t)] = aborted;
    }
    return odds;
}

} // namespace castellan
