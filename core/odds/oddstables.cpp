#include "oddstables.h"

namespace castellan {

namespace {
constexpr double TableFloor = 1e-25;
}

BinomialTable::BinomialTable(int maxN, double p)
    : mMax(maxN)
    , mPmf(std::size_t(maxN + 1) * std::size_t(maxN + 1), 0.0)
    , mTail(mPmf.size(), 0.0)
{
    // pmf(n, k) = (1-p) pmf(n-1, k) + p pmf(n-1, k-1): no overflow, no pow.
    mPmf[0] = 1.0;
    for (int n = 1; n <= maxN; ++n) {
        for (int k = 0; k <= n; ++k) {
            const double stay = k <= n - 1 ? at(n - 1, k) * (1.0 - p) : 0.0;
            const double step = k >= 1 ? at(n - 1, k - 1) * p : 0.0;
            mPmf[index(n, k)] = stay + step;
        }
    }
    for (int n = 0; n <= maxN; ++n) {
        double sum = 0;
        for (int k = n; k >= 0; --k)
            mTail[index(n, k)] = sum += at(n, k);
    }
}

FiveRallyTable::FiveRallyTable(int maxGood, int maxDice, double rallyChance)
    : mMaxDice(maxDice)
    , mTable(std::size_t(maxGood + 1) * std::size_t(maxDice + 1))
{
    const BinomialTable five(maxDice, 1.0 / 5.0);
    const BinomialTable rally(maxGood, rallyChance);
    for (int g1 = 1; g1 <= maxGood; ++g1) {
        for (int r = 0; r <= maxDice; ++r) {
            FiveRally &e = mTable[std::size_t(g1) * std::size_t(maxDice + 1) + std::size_t(r)];
            std::vector<double> byGood(std::size_t(g1 + 1), 0.0);
            for (int f = 0; f <= r; ++f) {
                const double pf = five.at(r, f);
                if (f >= g1) { // RULES F4: no good-order unit left
                    e.defeated += pf;
                    continue;
                }
                for (int back = 0; back <= f; ++back)
                    byGood[std::size_t(g1 - f + back)] += pf * rally.at(f, back);
            }
            int lo = 1;
            while (lo < g1 && byGood[std::size_t(lo)] < TableFloor)
                e.dropped += byGood[std::size_t(lo++)];
            e.lo = lo;
            e.good.assign(byGood.begin() + lo, byGood.end());
            for (double p : e.good)
                e.kept += p;
        }
    }
}

} // namespace castellan
