#include "oddsvectors.h"

#include "oddstally.h"

#include <algorithm>

namespace castellan::odds::detail {

// The folded odds spend their time in these two loops: built for the widest vectors the machine has.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define CASTELLAN_WIDEST_VECTORS __attribute__((target_clones("avx2", "default")))
#else
#define CASTELLAN_WIDEST_VECTORS
#endif

CASTELLAN_WIDEST_VECTORS
void axpy(double *__restrict y, double c, const double *__restrict x, int n)
{
    for (int i = 0; i < n; ++i)
        y[i] += c * x[i];
}

CASTELLAN_WIDEST_VECTORS
void combine(double *__restrict target, const double *coefficient, const double *const *source, const int *lo,
             const int *hi, int sources, int begin, int end)
{
    constexpr int Chunk = 256; // a chunk of the target stays in the first-level cache across the sources
    for (int from = begin; from < end; from += Chunk) {
        const int to = std::min(end, from + Chunk);
        for (int j = 0; j < sources; ++j) {
            const double c = coefficient[j];
            const int a = std::max(from, lo[j]);
            const int b = std::min(to, hi[j]);
            if (c == 0.0 || a >= b)
                continue;
            const double *__restrict x = source[j];
            for (int i = a; i < b; ++i)
                target[i] += c * x[i];
        }
    }
}

DefenderLayout::DefenderLayout(int n)
    : mRow(std::size_t(n + 2), 0)
{
    for (int g = 2; g <= n + 1; ++g)
        mRow[std::size_t(g)] = mRow[std::size_t(g - 1)] + (n - g + 2);
}

DefenderVector::DefenderVector(int width, int defenderUnits)
    : cont(std::size_t(width), 0.0)
    , defeated(std::size_t(defenderUnits + 1), 0.0)
    , units(std::size_t(defenderUnits + 1), 0.0)
    , lo(width)
    , hi(0)
{
}

void DefenderVector::reset()
{
    if (lo < hi)
        std::fill(cont.begin() + lo, cont.begin() + hi, 0.0);
    std::fill(defeated.begin(), defeated.end(), 0.0);
    std::fill(units.begin(), units.end(), 0.0);
    lo = int(cont.size());
    hi = 0;
}

void DefenderVector::addScaled(double c, const DefenderVector &v, int from, int to)
{
    if (from < to) {
        widen(from, to);
        axpy(cont.data() + from, c, v.cont.data() + from, to - from);
    }
    axpy(defeated.data(), c, v.defeated.data(), int(defeated.size()));
    axpy(units.data(), c, v.units.data(), int(units.size()));
}

void MassIndex::build(const DefenderVector &v)
{
    mLo = v.lo;
    mBelow.assign(std::size_t(std::max(0, v.hi - v.lo)) + 1, 0.0);
    for (int i = v.lo; i < v.hi; ++i)
        mBelow[std::size_t(i - v.lo + 1)] = mBelow[std::size_t(i - v.lo)] + v.cont[std::size_t(i)];
}

MassIndex::Core MassIndex::core(double cut) const
{
    const double total = mBelow.back();
    const auto from = std::upper_bound(mBelow.begin(), mBelow.end(), cut) - mBelow.begin() - 1;
    const auto to = std::max(from, std::lower_bound(mBelow.begin(), mBelow.end(), total - cut) - mBelow.begin());
    return {mLo + int(from), mLo + int(to), mBelow[std::size_t(from)] + total - mBelow[std::size_t(to)]};
}

SixesBuckets::SixesBuckets(int attackerUnits, int maxDice, int width, int defenderUnits)
    : mDice(maxDice + 1)
    , mWidth(width)
    , mDefenderUnits(defenderUnits)
    , mSlots((attackerIndex(attackerUnits, attackerUnits) + 1) * std::size_t(mDice), nullptr)
{
}

DefenderVector &SixesBuckets::open(int g1, int t1, int r)
{
    DefenderVector *&slot = mSlots[key(g1, t1, r)];
    if (!slot) {
        if (mFree.empty()) {
            slot = &mStore.emplace_back(mWidth, mDefenderUnits);
        } else {
            slot = mFree.back();
            mFree.pop_back();
        }
    }
    return *slot;
}

DefenderVector *SixesBuckets::take(int g1, int t1, int r)
{
    DefenderVector *b = mSlots[key(g1, t1, r)];
    mSlots[key(g1, t1, r)] = nullptr;
    return b;
}

void SixesBuckets::recycle(DefenderVector *b)
{
    b->reset();
    mFree.push_back(b);
}

EndTable::EndTable(int attackerUnits, int defenderUnits)
    : mNA(attackerUnits)
    , mND(defenderUnits)
    , mCells(std::size_t(4 * (attackerUnits + 1) * (defenderUnits + 1)), 0.0)
{
}

void EndTable::add(bool attackerDown, int attackerLeft, bool defenderDown, double c, const double *byDefenderLeft)
{
    axpy(&mCells[row(attackerDown, attackerLeft, defenderDown)], c, byDefenderLeft, mND + 1);
}

void EndTable::merge(const EndTable &other)
{
    axpy(mCells.data(), 1.0, other.mCells.data(), int(mCells.size()));
}

void EndTable::into(BattleOdds &odds) const
{
    OddsTally tally{odds};
    for (int a = 0; a < 2; ++a)
        for (int left = 0; left <= mNA; ++left)
            for (int d = 0; d < 2; ++d)
                for (int t = 0; t <= mND; ++t)
                    tally.end(a, left, d, t, mCells[row(a, left, d) + std::size_t(t)]);
}

} // namespace castellan::odds::detail
