#include "foldedodds.h"

#include "oddstables.h"
#include "oddstally.h"

#include <algorithm>
#include <deque>

namespace castellan::odds::detail {

namespace {

constexpr double StateFloor = 1e-18; ///< a state with less mass is dropped, and counted as unaccounted
constexpr double TermFloor = 1e-19;  ///< so is a term of a sum

/** y += c x over n values: where the computation spends its time, so built for the widest vectors at hand. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target_clones("avx2", "default")))
#endif
void axpy(double *__restrict y, double c, const double *__restrict x, int n)
{
    for (int i = 0; i < n; ++i)
        y[i] += c * x[i];
}

/**
 * target[i] += sum of coefficient[j] source[j][i] for i in [begin, end), each source only in its [lo, hi): in
 * chunks, so the target is read and written once whatever the number of sources.
 */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target_clones("avx2", "default")))
#endif
void combine(double *__restrict target, const double *coefficient, const double *const *source, const int *lo,
             const int *hi, int sources, int begin, int end)
{
    constexpr int Chunk = 256;
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

/** Index of an attacker state (g good, t in all, 1 <= g <= t). */
std::size_t attackerIndex(int g, int t)
{
    return std::size_t(t) * std::size_t(t + 1) / 2 + std::size_t(g);
}

/** The defender's states (g good, t in all), 1 <= g <= t <= n, in rows of one good count: a row's totals are
 *  contiguous, and the outcomes of a group of g good units fall in the rows up to g. */
class DefenderLayout
{
public:
    explicit DefenderLayout(int n)
        : mRow(std::size_t(n + 2), 0)
    {
        for (int g = 2; g <= n + 1; ++g)
            mRow[std::size_t(g)] = mRow[std::size_t(g - 1)] + (n - g + 2);
    }
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

    void reset(int defenderUnits)
    {
        if (lo < hi)
            std::fill(cont.begin() + lo, cont.begin() + hi, 0.0);
        defeated.assign(std::size_t(defenderUnits + 1), 0.0);
        units.assign(std::size_t(defenderUnits + 1), 0.0);
        lo = int(cont.size());
        hi = 0;
    }
    void widen(int from, int to)
    {
        lo = std::min(lo, from);
        hi = std::max(hi, to);
    }
    double mass() const
    {
        double m = 0;
        for (std::size_t t = 0; t < units.size(); ++t)
            m += units[t] + defeated[t];
        return m;
    }
    void addScaled(double c, const DefenderVector &v)
    {
        if (v.lo < v.hi) {
            widen(v.lo, v.hi);
            axpy(cont.data() + v.lo, c, v.cont.data() + v.lo, v.hi - v.lo);
        }
        axpy(defeated.data(), c, v.defeated.data(), int(defeated.size()));
        axpy(units.data(), c, v.units.data(), int(units.size()));
    }
};

/** The attacker after the defender's sixes and before its fives and rally: (g1 good, t1 in all, r dice left). */
class SixesBuckets
{
public:
    SixesBuckets(int attackerUnits, int maxDice, int width, int defenderUnits)
        : mDice(maxDice + 1)
        , mWidth(width)
        , mDefenderUnits(defenderUnits)
        , mSlots((attackerIndex(attackerUnits, attackerUnits) + 1) * std::size_t(mDice), -1)
    {
    }
    DefenderVector &open(int g1, int t1, int r)
    {
        int &slot = mSlots[key(g1, t1, r)];
        if (slot < 0) {
            if (mFree.empty()) {
                mStore.emplace_back();
                mStore.back().cont.assign(std::size_t(mWidth), 0.0);
                mStore.back().reset(mDefenderUnits);
                slot = int(mStore.size()) - 1;
            } else {
                slot = mFree.back();
                mFree.pop_back();
            }
        }
        return mStore[std::size_t(slot)];
    }
    DefenderVector *find(int g1, int t1, int r)
    {
        const int slot = mSlots[key(g1, t1, r)];
        return slot < 0 ? nullptr : &mStore[std::size_t(slot)];
    }
    void release(int g1, int t1, int r)
    {
        int &slot = mSlots[key(g1, t1, r)];
        mStore[std::size_t(slot)].reset(mDefenderUnits);
        mFree.push_back(slot);
        slot = -1;
    }

private:
    std::size_t key(int g1, int t1, int r) const { return attackerIndex(g1, t1) * std::size_t(mDice) + std::size_t(r); }
    int mDice;
    int mWidth;
    int mDefenderUnits;
    std::vector<int> mSlots; ///< into mStore, or -1
    std::deque<DefenderVector> mStore;
    std::vector<int> mFree;
};

/**
 * How battles end (RULES F4), by whether each side is down (defeated) and the units each keeps: added to in
 * whole rows over the defender's units, turned into the odds once at the end.
 */
class EndTable
{
public:
    EndTable(int attackerUnits, int defenderUnits)
        : mNA(attackerUnits)
        , mND(defenderUnits)
        , mCells(std::size_t(4 * (attackerUnits + 1) * (defenderUnits + 1)), 0.0)
    {
    }
    void add(bool attackerDown, int attackerLeft, bool defenderDown, double c, const double *byDefenderLeft)
    {
        axpy(&mCells[row(attackerDown, attackerLeft, defenderDown)], c, byDefenderLeft, mND + 1);
    }
    void into(BattleOdds &odds) const
    {
        OddsTally tally{odds};
        for (int a = 0; a < 2; ++a)
            for (int left = 0; left <= mNA; ++left)
                for (int d = 0; d < 2; ++d)
                    for (int t = 0; t <= mND; ++t)
                        tally.end(a, left, d, t, mCells[row(a, left, d) + std::size_t(t)]);
    }

private:
    std::size_t row(bool attackerDown, int attackerLeft, bool defenderDown) const
    {
        return std::size_t(((int(attackerDown) * (mNA + 1) + attackerLeft) * 2 + int(defenderDown)) * (mND + 1));
    }
    int mNA;
    int mND;
    std::vector<double> mCells;
};

class BlockFolding
{
public:
    BlockFolding(const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds)
        : mAttacker(attacker)
        , mNA(attacker.total())
        , mND(defender.total())
        , mBonusA(bonusDice(attacker, defender))
        , mBonusD(bonusDice(defender, attacker))
        , mSixA(mND + mBonusD, 1.0 / 6.0)
        , mSixD(mNA + mBonusA, 1.0 / 6.0)
        , mFivesA(mNA, mND + mBonusD, attacker.leaderless ? 0.0 : attacker.rally / 6.0)
        , mFivesD(mND, mNA + mBonusA, defender.leaderless ? 0.0 : defender.rally / 6.0)
        , mLayout(mND)
        , mWidth(std::size_t(mLayout.size()))
        , mMass(attackerIndex(mNA, mNA) + 1)
        , mBuckets(mNA, mND + mBonusD, mLayout.size(), mND)
        , mOdds(odds)
        , mEnds(mNA, mND)
        , mGroup(std::size_t(mND) + 1, 0.0)
        , mChain(std::size_t(mND) + 1, 0.0)
    {
        mOut.cont.assign(mWidth, 0.0);
        mOut.reset(mND);
        row(attacker.good, mNA)[mLayout.slot(defender.good, mND)] = 1.0;
    }

    void run(const std::atomic<bool> *cancel)
    {
        // Attacker good units first, then its total: every predecessor of a block comes before it.
        for (int x = mAttacker.good; x >= 1 && !cancelled(cancel); --x) {
            for (int u = mNA; u >= x && !cancelled(cancel); --u) {
                flush(x, u, false);
                if (mMass[attackerIndex(x, u)].empty())
                    continue;
                for (int y = mND; y >= 1; --y)
                    group(x, u, y);
                flush(x, u, true); // the block's own: the attacker lost no unit to sixes
                mMass[attackerIndex(x, u)] = {};
            }
        }
        mEnds.into(mOdds);
    }

private:
    bool cancelled(const std::atomic<bool> *cancel)
    {
        if (cancel && cancel->load(std::memory_order_relaxed))
            mOdds.cancelled = true;
        return mOdds.cancelled;
    }

    double *row(int g, int t)
    {
        std::vector<double> &r = mMass[attackerIndex(g, t)];
        if (r.empty())
            r.assign(mWidth, 0.0);
        return r.data();
    }

    /** The block's states with y defender good units: solved, then spread. */
    void group(int x, int u, int y)
    {
        double *mass = mMass[attackerIndex(x, u)].data();
        const int dice = x + mBonusA; // the attacker's fire at the defender
        const int diceAtA = y + mBonusD;
        const double stayA = mSixA.at(diceAtA, 0) * mFivesA.at(x, diceAtA).at(x);
        const double stayD = mSixD.at(dice, 0) * mFivesD.at(y, dice).at(y);

        // Along the defender's total: the attacker unchanged, the defender losing broken units only.
        bool any = false;
        for (int v = y; v <= mND; ++v) {
            mChain[std::size_t(v)] = 0.0;
            any = any || mass[mLayout.slot(y, v)] != 0.0;
        }
        if (!any)
            return;
        double groupMass = 0;
        for (int v = mND; v >= y; --v) {
            double &cell = mass[mLayout.slot(y, v)];
            const double inflow = cell + mChain[std::size_t(v)];
            cell = 0.0;
            mGroup[std::size_t(v)] = 0.0;
            if (inflow == 0.0)
                continue;
            if (inflow < StateFloor) {
                mOdds.unaccounted += inflow;
                continue;
            }
            ++mOdds.stateVisits;
            const double visits = inflow / (1.0 - stayA * stayD);
            mGroup[std::size_t(v)] = visits;
            groupMass += visits;
            for (int s = 1; s <= v - y && s <= dice; ++s)
                mChain[std::size_t(v - s)] += visits * stayA * mSixD.at(dice, s) * mFivesD.at(y, dice - s).at(y);
        }
        if (groupMass == 0.0)
            return;

        spreadDefender(y, dice, groupMass);

        // The attacker unchanged: on to the block's lower groups, or the defender's defeat.
        const int lowerGroups = mLayout.rowStart(y);
        if (mOut.lo < lowerGroups)
            axpy(mass + mOut.lo, stayA, mOut.cont.data() + mOut.lo, std::min(mOut.hi, lowerGroups) - mOut.lo);
        mEnds.add(false, u, true, stayA, mOut.defeated.data());

        spreadAttackerSixes(x, u, diceAtA);
    }

    /** mOut = the defender's outcomes of the group's visits (mGroup). */
    void spreadDefender(int y, int dice, double groupMass)
    {
        mOut.reset(mND);
        // Sixes the broken units absorb (t1 >= y): the y good units face the other dice.
        for (int s = 0; s <= dice && s <= mND - y; ++s) {
            const double p = mSixD.at(dice, s);
            if (p * groupMass < TermFloor) {
                mOdds.unaccounted += p * groupMass;
                continue;
            }
            const FiveRally &f = mFivesD.at(y, dice - s);
            const double *from = &mGroup[std::size_t(y + s)];
            const int n = mND - s - y + 1;
            axpy(&mOut.defeated[std::size_t(y)], p * f.defeated, from, n);
            axpy(&mOut.units[std::size_t(y)], p * f.kept, from, n);
            mOdds.unaccounted += p * f.dropped * groupMass;
            for (std::size_t k = 0; k < f.good.size(); ++k)
                axpy(&mOut.cont[std::size_t(mLayout.slot(f.lo + int(k), y))], p * f.good[k], from, n);
            mOut.widen(mLayout.slot(f.lo, y), mLayout.slot(y, mND - s) + 1);
        }
        // Sixes that reach the good units (t1 < y).
        for (int v = y; v <= mND; ++v) {
            const double visits = mGroup[std::size_t(v)];
            if (visits == 0.0)
                continue;
            for (int s = v - y + 1; s <= dice; ++s) {
                const int t1 = v - s;
                if (t1 <= 0) {
                    mOut.defeated[0] += visits * mSixD.tail(dice, s);
                    break;
                }
                const double p = visits * mSixD.at(dice, s);
                if (p < TermFloor) {
                    mOdds.unaccounted += p;
                    continue;
                }
                const FiveRally &f = mFivesD.at(t1, dice - s);
                mOut.defeated[std::size_t(t1)] += p * f.defeated;
                mOut.units[std::size_t(t1)] += p * f.kept;
                mOdds.unaccounted += p * f.dropped;
                for (std::size_t k = 0; k < f.good.size(); ++k)
                    mOut.cont[std::size_t(mLayout.slot(f.lo + int(k), t1))] += p * f.good[k];
                mOut.widen(mLayout.slot(f.lo, t1), mLayout.slot(t1, t1) + 1);
            }
        }
    }

    /** The defender's diceAtA dice at the attacker: the sixes send mOut into the buckets, or annihilate. */
    void spreadAttackerSixes(int x, int u, int diceAtA)
    {
        const double outMass = mOut.mass();
        for (int s = 0; s <= diceAtA; ++s) {
            const int t1 = u - s;
            if (t1 <= 0) {
                const double p = mSixA.tail(diceAtA, s);
                mEnds.add(true, 0, false, p, mOut.units.data());
                mEnds.add(true, 0, true, p, mOut.defeated.data());
                break;
            }
            const double p = mSixA.at(diceAtA, s);
            if (p * outMass < TermFloor) {
                mOdds.unaccounted += p * outMass;
                continue;
            }
            mBuckets.open(std::min(x, t1), t1, diceAtA - s).addScaled(p, mOut);
        }
    }

    /**
     * The attacker's fives and rally on the complete buckets of (g1, t1): onto the attacker's states, or its
     * defeat. A block's own buckets leave out the attacker unchanged, which the block has solved.
     */
    void flush(int g1, int t1, bool ownBlock)
    {
        mSources.clear();
        mSourceLo.clear();
        mSourceHi.clear();
        int lowestGood = g1;
        int lo = int(mWidth);
        int hi = 0;
        for (int r = 0; r <= mND + mBonusD; ++r) {
            DefenderVector *b = mBuckets.find(g1, t1, r);
            if (!b)
                continue;
            const FiveRally &f = mFivesA.at(g1, r);
            mOdds.unaccounted += f.dropped * b->mass();
            mEnds.add(true, t1, false, f.defeated, b->units.data());
            mEnds.add(true, t1, true, f.defeated, b->defeated.data());
            mEnds.add(false, t1, true, f.kept - (ownBlock ? f.at(g1) : 0.0), b->defeated.data());
            double goingOnMass = 0;
            for (double m : b->units)
                goingOnMass += m;
            mFlushed.push_back(r);
            mGoingOnMass.push_back(goingOnMass);
            mSources.push_back(b->cont.data());
            mSourceLo.push_back(b->lo);
            mSourceHi.push_back(b->hi);
            lowestGood = std::min(lowestGood, f.lo);
            lo = std::min(lo, b->lo);
            hi = std::max(hi, b->hi);
        }
        if (mFlushed.empty())
            return;
        const std::size_t n = mFlushed.size();
        for (int g = lowestGood; g <= (ownBlock ? g1 - 1 : g1); ++g) {
            mCoefficients.assign(n, 0.0);
            bool any = false;
            for (std::size_t i = 0; i < n; ++i) {
                const double c = mFivesA.at(g1, mFlushed[i]).at(g);
                if (c * mGoingOnMass[i] < TermFloor) {
                    mOdds.unaccounted += c * mGoingOnMass[i];
                    continue;
                }
                mCoefficients[i] = c;
                any = true;
            }
            if (any && lo < hi)
                combine(row(g, t1), mCoefficients.data(), mSources.data(), mSourceLo.data(), mSourceHi.data(),
                        int(n), lo, hi);
        }
        for (int r : mFlushed)
            mBuckets.release(g1, t1, r);
        mFlushed.clear();
        mGoingOnMass.clear();
    }

    SideSpec mAttacker;
    int mNA;
    int mND;
    int mBonusA;
    int mBonusD;
    BinomialTable mSixA; ///< the sixes the attacker receives
    BinomialTable mSixD;
    FiveRallyTable mFivesA;
    FiveRallyTable mFivesD;
    DefenderLayout mLayout;
    std::size_t mWidth;
    std::vector<std::vector<double>> mMass; ///< by attacker state, over the defender's layout; made on first use
    SixesBuckets mBuckets;
    BattleOdds &mOdds;
    EndTable mEnds;
    std::vector<double> mGroup; ///< the visits of the group at hand, by defender total
    std::vector<double> mChain;
    DefenderVector mOut;
    std::vector<int> mFlushed; ///< the dice left of the buckets being flushed
    std::vector<double> mGoingOnMass;
    std::vector<const double *> mSources;
    std::vector<int> mSourceLo;
    std::vector<int> mSourceHi;
    std::vector<double> mCoefficients;
};

} // namespace

void foldedOdds(const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds, const std::atomic<bool> *cancel)
{
    BlockFolding(attacker, defender, odds).run(cancel);
}

} // namespace castellan::odds::detail
