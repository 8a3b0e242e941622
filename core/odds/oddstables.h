#pragma once

#include <vector>

// Tables the exact odds share (RULES O1): binomial laws and one side's fives-then-rally outcomes.
namespace castellan {

/** Binomial probabilities pmf(n, k) for every n up to a maximum, with their upper tails. */
class BinomialTable
{
public:
    BinomialTable(int maxN, double p);
    double at(int n, int k) const { return mPmf[index(n, k)]; }
    /** P(at least k successes in n). */
    double tail(int n, int k) const { return k > n ? 0.0 : mTail[index(n, k)]; }

private:
    std::size_t index(int n, int k) const { return std::size_t(n) * std::size_t(mMax + 1) + std::size_t(k); }
    int mMax;
    std::vector<double> mPmf;
    std::vector<double> mTail;
};

/**
 * One side after the sixes (RULES F3-F5): g1 good-order units face r dice that are not sixes. Each is a 5 with
 * chance 1/5 and flags a good unit; with every good unit flagged the side is defeated (F4), otherwise each flagged
 * unit rallies (F5). Probabilities below a floor are dropped and their sum kept in `dropped`.
 */
struct FiveRally
{
    int lo = 1;               ///< the lowest good count kept
    std::vector<double> good; ///< good[g - lo]: the chance of going on with g good units
    double kept = 0;          ///< the sum of good
    double defeated = 0;
    double dropped = 0;

    double at(int g) const { return g >= lo && g < lo + int(good.size()) ? good[std::size_t(g - lo)] : 0.0; }
};

/** FiveRally for every good count up to maxGood and every number of dice up to maxDice. */
class FiveRallyTable
{
public:
    FiveRallyTable(int maxGood, int maxDice, double rallyChance);
    const FiveRally &at(int g1, int r) const
    {
        return mTable[std::size_t(g1) * std::size_t(mMaxDice + 1) + std::size_t(r)];
    }

private:
    int mMaxDice;
    std::vector<FiveRally> mTable;
};

} // namespace castellan
