#pragma once

#include "battleodds.h"

#include <deque>
#include <vector>

// The vectors the folded odds (foldedodds.h) move mass in, and the loops that move it.
namespace castellan {

/** y[i] += c x[i] for i < n. */
void axpy(double *y, double c, const double *x, int n);

/**
 * target[i] += the sum over j of coefficient[j] source[j][i], for i in [begin, end), each source only over its
 * [lo[j], hi[j]). Reads and writes the target once, however many sources.
 */
void combine(double *target, const double *coefficient, const double *const *source, const int *lo, const int *hi,
             int sources, int begin, int end);

/** rows[k][i] += coefficient[k] x[i] for each k < count and i < n: one source spread over several rows. */
void spreadRows(double *const *rows, const double *coefficient, int count, const double *x, int n);

/** Index of an attacker state (g good, t in all, 1 <= g <= t). */
inline std::size_t attackerIndex(int g, int t)
{
    return std::size_t(t) * std::size_t(t + 1) / 2 + std::size_t(g);
}

/** The defender's states (g good, t in all), 1 <= g <= t <= n, in rows of one good count: a row's totals are
 *  contiguous, and the outcomes of a group of g good units fall in the rows up to g. */
class DefenderLayout
{
public:
    explicit DefenderLayout(int n);
    int slot(int g, int t) const { return mRow[std::size_t(g)] + t - g; }
    int rowStart(int g) const { return mRow[std::size_t(g)]; }
    int size() const { return mRow.back(); }

private:
    std::vector<int> mRow;
};

/** Mass over the defender's outcomes: the states it goes on in (slots [lo, hi) of the layout), its defeats by
 *  the units it keeps, and the states it goes on in added up by units too. */
struct DefenderVector
{
    std::vector<double> cont;
    std::vector<double> defeated;
    std::vector<double> units;
    int lo = 0;
    int hi = 0;

    DefenderVector(int width, int defenderUnits);
    void reset();
    void widen(int from, int to)
    {
        lo = from < lo ? from : lo;
        hi = to > hi ? to : hi;
    }
    double goingOnMass() const
    {
        double m = 0;
        for (double u : units)
            m += u;
        return m;
    }
    double mass() const
    {
        double m = goingOnMass();
        for (double d : defeated)
            m += d;
        return m;
    }
    /** this += c v, the states going on only over slots [from, to) of v's. */
    void addScaled(double c, const DefenderVector &v, int from, int to);
};

/** A vector's states going on cut to their core: a term with a small factor can leave out the ends. */
struct VectorCore
{
    int lo;
    int hi;
    double dropped; ///< the mass of the ends left out
};

/** Finds a vector's cores: sums its mass chunk by chunk in from each end, as far as a cut has needed so far. */
class CoreFinder
{
public:
    void reset(const DefenderVector &v);
    /** The core left when each end may leave out up to `cut` of mass. */
    VectorCore core(double cut)
    {
        if (cut < mEnds) // the usual case, made cheap: the cut leaves the whole vector
            return {mVector->lo, mVector->hi, 0.0};
        return cutCore(cut);
    }

private:
    static constexpr int Chunk = 16;
    double chunkSum(int k) const;
    VectorCore cutCore(double cut);
    const DefenderVector *mVector = nullptr;
    double mEnds = 0; ///< the smaller of the two end chunks' mass
    int mChunks = 0;
    std::vector<double> mFromLeft;  ///< sums of chunks 0, 1, ... of [lo, hi)
    std::vector<double> mFromRight; ///< sums of chunks mChunks - 1, mChunks - 2, ...
};

/**
 * Buckets of the attacker after the defender's sixes and before its fives and rally: (g1 good, t1 in all, r dice
 * left), each a DefenderVector. Each worker feeds its own; a bucket taken out is recycled by whoever took it.
 */
class SixesBuckets
{
public:
    SixesBuckets(int attackerUnits, int maxDice, int width, int defenderUnits);
    DefenderVector &open(int g1, int t1, int r);
    DefenderVector *find(int g1, int t1, int r) const { return mSlots[key(g1, t1, r)]; }
    /** Takes the bucket out of its slot; hand it to recycle() once done with it. */
    DefenderVector *take(int g1, int t1, int r);
    void recycle(DefenderVector *b);

private:
    std::size_t key(int g1, int t1, int r) const { return attackerIndex(g1, t1) * std::size_t(mDice) + std::size_t(r); }
    int mDice;
    int mWidth;
    int mDefenderUnits;
    std::vector<DefenderVector *> mSlots;
    std::deque<DefenderVector> mStore;
    std::vector<DefenderVector *> mFree;
};

/**
 * How battles end (RULES F4), by whether each side is down (defeated) and the units each keeps: added to in whole
 * rows over the defender's units, turned into the odds at the end.
 */
class EndTable
{
public:
    EndTable(int attackerUnits, int defenderUnits);
    void add(bool attackerDown, int attackerLeft, bool defenderDown, double c, const double *byDefenderLeft);
    void merge(const EndTable &other);
    double total() const;
    void into(BattleOdds &odds) const;

private:
    std::size_t row(bool attackerDown, int attackerLeft, bool defenderDown) const
    {
        return std::size_t(((int(attackerDown) * (mNA + 1) + attackerLeft) * 2 + int(defenderDown)) * (mND + 1));
    }
    int mNA;
    int mND;
    std::vector<double> mCells;
};

} // namespace castellan
