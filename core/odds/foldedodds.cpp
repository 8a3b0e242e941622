#include "foldedodds.h"

#include "oddstables.h"
#include "oddsvectors.h"

#include <algorithm>
#include <thread>

namespace castellan {

namespace {

/** What is too small to follow: dropped, and counted as unaccounted. */
struct Floors
{
    double state; ///< a state's mass
    double term;  ///< a term of a sum
    double group; ///< the mass coming into a group of states
};
/** Round by round, every state is met once a round: the floors are lower, so the bound stays as low. */
constexpr Floors FoldedFloors{1e-15, 1e-16, 1e-13};
constexpr Floors RoundFloors{1e-18, 1e-18, 1e-16};

/** What one thread works with: its buckets, its scratch, its share of the results. */
struct Worker
{
    Worker(int workerIndex, int attackerUnits, int defenderUnits, int maxDiceAtAttacker, int width)
        : index(workerIndex)
        , buckets(attackerUnits, maxDiceAtAttacker, width, defenderUnits)
        , ends(attackerUnits, defenderUnits)
        , group(std::size_t(defenderUnits) + 1, 0.0)
        , chain(std::size_t(defenderUnits) + 1, 0.0)
        , out(width, defenderUnits)
    { }
    int index;
    SixesBuckets buckets; ///< the buckets this worker fed
    EndTable ends;
    double unaccounted = 0;
    long long stateVisits = 0;
    std::vector<double> group; ///< the visits of the group at hand, by defender total
    std::vector<double> chain;
    std::vector<double *> rows; ///< the rows one group's outcomes spread over
    std::vector<double> rowCoefficients;
    DefenderVector out; ///< the group's defender outcomes
    // A flush's sources.
    std::vector<std::pair<int, DefenderVector *>> flushed; ///< (dice left, bucket)
    std::vector<const double *> sources;
    std::vector<int> sourceLo;
    std::vector<int> sourceHi;
    std::vector<double> goingOnMass;
    std::vector<double> coefficients;
    CoreFinder outCores;
    std::vector<CoreFinder> sourceCores;
};

class BlockFolding
{
public:
    BlockFolding(const SideSpec &attacker, const SideSpec &defender, int threads, bool rounds)
        : mAttacker(attacker)
        , mRounds(rounds)
        , mFloors(rounds ? RoundFloors : FoldedFloors)
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
        , mNext(mRounds ? mMass.size() : 0)
    {
        for (int i = 0; i < threads; ++i)
            mWorkers.emplace_back(i, mNA, mND, mND + mBonusD, mLayout.size());
        mMass[attackerIndex(attacker.good, mNA)].assign(mWidth, 0.0);
        mMass[attackerIndex(attacker.good, mNA)][std::size_t(mLayout.slot(defender.good, mND))] = 1.0;
    }

    void run(BattleOdds &odds, const std::atomic<bool> *cancel)
    {
        bool stopped = false;
        if (!mRounds) {
            stopped = sweep(cancel);
        } else {
            // Round by round: a sweep takes every state one round on, into the next round's rows.
            odds.rounds.push_back(0.0);
            double ended = 0;
            while (!stopped && std::any_of(mMass.begin(), mMass.end(), [](const auto &r) { return !r.empty(); })) {
                stopped = sweep(cancel);
                std::swap(mMass, mNext);
                double endedNow = 0;
                for (const Worker &w : mWorkers)
                    endedNow += w.ends.total();
                odds.rounds.push_back(endedNow - ended);
                ended = endedNow;
            }
        }
        odds.cancelled = stopped;
        EndTable &ends = mWorkers.front().ends;
        for (const Worker &w : mWorkers) {
            if (&w.ends != &ends)
                ends.merge(w.ends);
            odds.unaccounted += w.unaccounted;
            odds.stateVisits += w.stateVisits;
        }
        ends.into(odds);
    }

private:
    /**
     * Every block once, column by column (attacker good units), each from the top total down: every
     * predecessor of a block is above it in its column or in a column to its left. Workers take turns at the
     * columns; a block waits for the block beside it in the column to its left, which by then has waited for
     * all the rest. So a worker keeps one column's buckets at hand, and a block's worker does not depend on
     * timing. True when cancelled.
     */
    bool sweep(const std::atomic<bool> *cancel)
    {
        const int threads = int(mWorkers.size());
        std::atomic<bool> stopped{false};
        std::vector<std::atomic<int>> done(std::size_t(mAttacker.good) + 2); // the lowest total done, by column
        for (std::atomic<int> &d : done)
            d = mNA + 1;
        done[std::size_t(mAttacker.good) + 1] = 0; // no column beyond the attacker's good units
        auto work = [&](Worker &w) {
            for (int x = mAttacker.good - w.index; x >= 1; x -= threads) {
                const std::atomic<int> &left = done[std::size_t(x) + 1];
                for (int u = mNA; u >= x; --u) {
                    for (int spins = 0; left.load(std::memory_order_acquire) > std::max(u, x + 1); ++spins) {
                        if (stopped.load(std::memory_order_relaxed))
                            return;
                        if (spins > 2000)
                            std::this_thread::yield();
                    }
                    if (cancel && cancel->load(std::memory_order_relaxed))
                        stopped = true;
                    if (stopped.load(std::memory_order_relaxed))
                        return;
                    block(w, x, u);
                    done[std::size_t(x)].store(u, std::memory_order_release);
                }
            }
        };
        std::vector<std::thread> helpers;
        for (int i = 1; i < threads; ++i)
            helpers.emplace_back(work, std::ref(mWorkers[std::size_t(i)]));
        work(mWorkers.front());
        for (std::thread &t : helpers)
            t.join();
        return stopped;
    }

    /** The row a flush adds to: this sweep's when folded, the next round's round by round. */
    double *row(int g, int t)
    {
        std::vector<double> &r = (mRounds ? mNext : mMass)[attackerIndex(g, t)];
        if (r.empty())
            r.assign(mWidth, 0.0);
        return r.data();
    }

    /** Every state of one attacker state (x good, u in all). */
    void block(Worker &w, int x, int u)
    {
        if (!mRounds)
            flush(w, x, u, false);
        if (!mMass[attackerIndex(x, u)].empty()) {
            for (int y = mND; y >= 1; --y)
                group(w, x, u, y);
        }
        // Folded, the block's own buckets (the attacker lost no unit to sixes) leave out the attacker unchanged,
        // which the block has solved; round by round, every bucket of the block is complete now.
        flush(w, x, u, !mRounds);
        mMass[attackerIndex(x, u)] = {};
    }

    /** The block's states with y defender good units: solved, then spread. */
    void group(Worker &w, int x, int u, int y)
    {
        double *mass = mMass[attackerIndex(x, u)].data();
        const int dice = x + mBonusA; // the attacker's fire at the defender
        const int diceAtA = y + mBonusD;
        // Round by round there is nothing to fold: the attacker unchanged goes through the block's own bucket.
        const double stayA = mRounds ? 0.0 : mSixA.at(diceAtA, 0) * mFivesA.at(x, diceAtA).at(x);
        const double stayD = mSixD.at(dice, 0) * mFivesD.at(y, dice).at(y);

        // Along the defender's total: the attacker unchanged, the defender losing broken units only.
        double groupInflow = 0;
        for (int v = y; v <= mND; ++v) {
            w.chain[std::size_t(v)] = 0.0;
            groupInflow += mass[mLayout.slot(y, v)];
        }
        if (groupInflow == 0.0)
            return;
        if (groupInflow < mFloors.group) { // what comes in goes out: the whole group's mass
            w.unaccounted += groupInflow;
            std::fill(mass + mLayout.slot(y, y), mass + mLayout.slot(y, mND) + 1, 0.0);
            return;
        }
        double groupMass = 0;
        for (int v = mND; v >= y; --v) {
            double &cell = mass[mLayout.slot(y, v)];
            const double inflow = cell + w.chain[std::size_t(v)];
            cell = 0.0;
            w.group[std::size_t(v)] = 0.0;
            if (inflow == 0.0)
                continue;
            if (inflow < mFloors.state) {
                w.unaccounted += inflow;
                continue;
            }
            ++w.stateVisits;
            const double visits = inflow / (1.0 - stayA * stayD);
            w.group[std::size_t(v)] = visits;
            groupMass += visits;
            for (int s = 1; s <= v - y && s <= dice; ++s)
                w.chain[std::size_t(v - s)] += visits * stayA * mSixD.at(dice, s) * mFivesD.at(y, dice - s).at(y);
        }
        if (groupMass == 0.0)
            return;

        spreadDefender(w, y, dice, groupMass);

        // The attacker unchanged: on to the block's lower groups, or the defender's defeat.
        const DefenderVector &out = w.out;
        const int lowerGroups = mLayout.rowStart(y);
        if (out.lo < lowerGroups)
            axpy(mass + out.lo, stayA, out.cont.data() + out.lo, std::min(out.hi, lowerGroups) - out.lo);
        w.ends.add(false, u, true, stayA, out.defeated.data());

        spreadAttackerSixes(w, x, u, diceAtA);
    }

    /** w.out = the defender's outcomes of the group's visits (w.group). */
    void spreadDefender(Worker &w, int y, int dice, double groupMass)
    {
        DefenderVector &out = w.out;
        out.reset();
        // Sixes the broken units absorb (t1 >= y): the y good units face the other dice.
        for (int s = 0; s <= dice && s <= mND - y; ++s) {
            const double p = mSixD.at(dice, s);
            if (p * groupMass < mFloors.term) {
                w.unaccounted += p * groupMass;
                continue;
            }
            const FiveRally &f = mFivesD.at(y, dice - s);
            w.unaccounted += p * f.dropped * groupMass;
            w.rows.assign({&out.defeated[std::size_t(y)], &out.units[std::size_t(y)]});
            w.rowCoefficients.assign({p * f.defeated, p * f.kept});
            for (std::size_t k = 0; k < f.good.size(); ++k) {
                w.rows.push_back(&out.cont[std::size_t(mLayout.slot(f.lo + int(k), y))]);
                w.rowCoefficients.push_back(p * f.good[k]);
            }
            spreadRows(w.rows.data(), w.rowCoefficients.data(), int(w.rows.size()), &w.group[std::size_t(y + s)],
                       mND - s - y + 1);
            out.widen(mLayout.slot(f.lo, y), mLayout.slot(y, mND - s) + 1);
        }
        // Sixes that reach the good units (t1 < y).
        for (int v = y; v <= mND; ++v) {
            const double visits = w.group[std::size_t(v)];
            if (visits == 0.0)
                continue;
            for (int s = v - y + 1; s <= dice; ++s) {
                const int t1 = v - s;
                if (t1 <= 0) {
                    out.defeated[0] += visits * mSixD.tail(dice, s);
                    break;
                }
                const double p = visits * mSixD.at(dice, s);
                if (p < mFloors.term) {
                    w.unaccounted += p;
                    continue;
                }
                const FiveRally &f = mFivesD.at(t1, dice - s);
                out.defeated[std::size_t(t1)] += p * f.defeated;
                out.units[std::size_t(t1)] += p * f.kept;
                w.unaccounted += p * f.dropped;
                // Down the column of total t1: from row g to row g + 1 is nD - g slots.
                double *to = &out.cont[std::size_t(mLayout.slot(f.lo, t1))];
                const double *good = f.good.data();
                const int rows = int(f.good.size());
                for (int k = 0, step = mND - f.lo; k < rows; to += step--, ++k)
                    *to += p * good[k];
                out.widen(mLayout.slot(f.lo, t1), mLayout.slot(t1, t1) + 1);
            }
        }
    }

    /** The defender's diceAtA dice at the attacker: the sixes send w.out into buckets, or annihilate. */
    void spreadAttackerSixes(Worker &w, int x, int u, int diceAtA)
    {
        const DefenderVector &out = w.out;
        const double outMass = out.mass();
        w.outCores.reset(out);
        for (int s = 0; s <= diceAtA; ++s) {
            const int t1 = u - s;
            if (t1 <= 0) {
                const double p = mSixA.tail(diceAtA, s);
                w.ends.add(true, 0, false, p, out.units.data());
                w.ends.add(true, 0, true, p, out.defeated.data());
                break;
            }
            const double p = mSixA.at(diceAtA, s);
            if (p * outMass < mFloors.term) {
                w.unaccounted += p * outMass;
                continue;
            }
            const VectorCore core = w.outCores.core(mFloors.term / p);
            w.unaccounted += p * core.dropped;
            w.buckets.open(std::min(x, t1), t1, diceAtA - s).addScaled(p, out, core.lo, core.hi);
        }
    }

    /**
     * The attacker's fives and rally on the complete buckets of (g1, t1), every worker's: onto the attacker's
     * states, or its defeat. A block's own buckets leave out the attacker unchanged, which the block has solved.
     */
    void flush(Worker &w, int g1, int t1, bool ownBlock)
    {
        w.flushed.clear();
        for (int r = 0; r <= mND + mBonusD; ++r) {
            for (Worker &feeder : mWorkers) {
                if (feeder.buckets.find(g1, t1, r))
                    w.flushed.emplace_back(r, feeder.buckets.take(g1, t1, r));
            }
        }
        if (w.flushed.empty())
            return;
        w.sources.clear();
        w.sourceLo.clear();
        w.sourceHi.clear();
        w.goingOnMass.clear();
        if (w.sourceCores.size() < w.flushed.size())
            w.sourceCores.resize(w.flushed.size());
        int lowestGood = g1;
        for (const auto &[r, b] : w.flushed) {
            const FiveRally &f = mFivesA.at(g1, r);
            w.unaccounted += f.dropped * b->mass();
            w.ends.add(true, t1, false, f.defeated, b->units.data());
            w.ends.add(true, t1, true, f.defeated, b->defeated.data());
            w.ends.add(false, t1, true, f.kept - (ownBlock ? f.at(g1) : 0.0), b->defeated.data());
            w.sourceCores[w.sources.size()].reset(*b);
            w.sources.push_back(b->cont.data());
            w.goingOnMass.push_back(b->goingOnMass());
            lowestGood = std::min(lowestGood, f.lo);
        }
        const std::size_t n = w.flushed.size();
        w.sourceLo.resize(n);
        w.sourceHi.resize(n);
        for (int g = lowestGood; g <= (ownBlock ? g1 - 1 : g1); ++g) {
            w.coefficients.assign(n, 0.0);
            int lo = int(mWidth);
            int hi = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const double c = mFivesA.at(g1, w.flushed[i].first).at(g);
                if (c * w.goingOnMass[i] < mFloors.term) {
                    w.unaccounted += c * w.goingOnMass[i];
                    w.sourceLo[i] = w.sourceHi[i] = 0;
                    continue;
                }
                const VectorCore core = w.sourceCores[i].core(mFloors.term / c);
                w.unaccounted += c * core.dropped;
                w.coefficients[i] = c;
                w.sourceLo[i] = core.lo;
                w.sourceHi[i] = core.hi;
                lo = std::min(lo, core.lo);
                hi = std::max(hi, core.hi);
            }
            if (lo < hi)
                combine(row(g, t1), w.coefficients.data(), w.sources.data(), w.sourceLo.data(), w.sourceHi.data(),
                        int(n), lo, hi);
        }
        for (const auto &flushed : w.flushed)
            w.buckets.recycle(flushed.second);
    }

    SideSpec mAttacker;
    bool mRounds;
    Floors mFloors;
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
    std::vector<std::vector<double>> mNext; ///< round by round: the next round's
    std::deque<Worker> mWorkers;
};

} // namespace

namespace {
int threadsFor(const SideSpec &attacker, const SideSpec &defender, int threads)
{
    if (threads > 0)
        return threads;
    // Small battles are over before a second thread would start.
    const bool big = attacker.total() * defender.total() >= 200;
    return big ? int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u)) : 1;
}
} // namespace

void foldedOdds(const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds, const std::atomic<bool> *cancel,
                int threads)
{
    BlockFolding(attacker, defender, threadsFor(attacker, defender, threads), false).run(odds, cancel);
}

void roundOdds(const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds, const std::atomic<bool> *cancel,
               int threads)
{
    BlockFolding(attacker, defender, threadsFor(attacker, defender, threads), true).run(odds, cancel);
}

} // namespace castellan
