#include "oddsvectors.h"

#include <algorithm>

namespace castellan {

// The folded odds spend their time in these loops: built for the widest vectors the machine has.
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
void spreadRows(double *const *rows, const double *coefficient, int count, const double *__restrict x, int n)
{
    for (int k = 0; k < count; ++k) {
        double *__restrict y = rows[k];
        const double c = coefficient[k];
        for (int i = 0; i < n; ++i)
            y[i] += c * x[i];
    }
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
{ }

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

void CoreFinder::reset(const DefenderVector &v)
{
    mVector = &v;
    mChunks = v.lo < v.hi ? (v.hi - v.lo - 1) / Chunk + 1 : 0;
    mFromLeft.clear();
    mFromRight.clear();
    mEnds = 0;
    if (mChunks > 1) {
        mFromLeft.push_back(chunkSum(0));
        mFromRight.push_back(chunkSum(mChunks - 1));
        mEnds = std::min(mFromLeft.front(), mFromRight.front());
    }
}

double CoreFinder::chunkSum(int k) const
{
    const int from = mVector->lo + k * Chunk;
    const int to = std::min(mVector->hi, from + Chunk);
    double sum = 0;
    for (int i = from; i < to; ++i)
        sum += mVector->cont[std::size_t(i)];
    return sum;
}

VectorCore CoreFinder::cutCore(double cut)
{
    // Only the chunks a cut leaves out, and one more each side, are ever summed: no more work than is saved.
    int left = 0;
    double leftMass = 0;
    for (; left + 1 < mChunks; ++left) {
        if (std::size_t(left) == mFromLeft.size())
            mFromLeft.push_back(chunkSum(left));
        if (leftMass + mFromLeft[std::size_t(left)] > cut)
            break;
        leftMass += mFromLeft[std::size_t(left)];
    }
    int right = 0;
    double rightMass = 0;
    for (; left + right + 1 < mChunks; ++right) {
        if (std::size_t(right) == mFromRight.size())
            mFromRight.push_back(chunkSum(mChunks - 1 - right));
        if (rightMass + mFromRight[std::size_t(right)] > cut)
            break;
        rightMass += mFromRight[std::size_t(right)];
    }
    return {mVector->lo + left * Chunk, std::min(mVector->hi, mVector->lo + (mChunks - right) * Chunk),
            leftMass + rightMass};
}

SixesBuckets::SixesBuckets(int attackerUnits, int maxDice, int width, int defenderUnits)
    : mDice(maxDice + 1)
    , mWidth(width)
    , mDefenderUnits(defenderUnits)
    , mSlots((attackerIndex(attackerUnits, attackerUnits) + 1) * std::size_t(mDice), nullptr)
{ }

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
{ }

void EndTable::add(bool attackerDown, int attackerLeft, bool defenderDown, double c, const double *byDefenderLeft)
{
    axpy(&mCells[row(attackerDown, attackerLeft, defenderDown)], c, byDefenderLeft, mND + 1);
}

void EndTable::merge(const EndTable &other)
{
    axpy(mCells.data(), 1.0, other.mCells.data(), int(mCells.size()));
}

double EndTable::total() const
{
    double sum = 0;
    for (double c : mCells)
        sum += c;
    return sum;
}

void EndTable::into(BattleOdds &odds) const
{
    for (int a = 0; a < 2; ++a) {
        for (int leftA = 0; leftA <= mNA; ++leftA) {
            for (int d = 0; d < 2; ++d) {
                for (int leftD = 0; leftD <= mND; ++leftD) {
                    const double w = mCells[row(a, leftA, d) + std::size_t(leftD)];
                    if (w == 0.0)
                        continue;
                    (a && d ? odds.mutual : a ? odds.defenderWins : odds.attackerWins) += w;
                    if (leftA == 0)
                        odds.attackerAnnihilated += w;
                    if (leftD == 0)
                        odds.defenderAnnihilated += w;
                    odds.attackerUnitsLeft += w * leftA;
                    odds.defenderUnitsLeft += w * leftD;
                    odds.attackerLeft[std::size_t(leftA)] += w;
                    odds.defenderLeft[std::size_t(leftD)] += w;
                }
            }
        }
    }
}

} // namespace castellan
