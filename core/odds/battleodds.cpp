#include "battleodds.h"

#include "battle/battlerules.h"
#include "foldedodds.h"
#include "oddstables.h"
#include "oddstally.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace castellan::odds {

namespace {
/** The translation context of this file's texts. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BattleOdds)
};
} // namespace

namespace {

using detail::BinomialTable;

constexpr double PruneBelow = 1e-18;
constexpr int MaxUnits = 200;

/** Index of a side's state (g good, t units in all, 0 <= g <= t <= n). */
inline int sideIndex(int g, int t)
{
    return t * (t + 1) / 2 + g;
}

/** One outcome of a round for one side: a state, or defeat with the units it keeps. */
struct Entry
{
    int target; ///< sideIndex of the new state, or -(units left + 1) when defeated
    double p;
};

/**
 * Per-side round kernels for one side: receiving n enemy dice in state (g, t), under the default choices.
 * Sixes first (broken units go first, RULES F3), then fives among the other dice, then rally (F5).
 */
class SideKernels
{
public:
    SideKernels(int maxUnits, int maxDice, double rallyChance)
        : mMaxUnits(maxUnits)
        , mMaxDice(maxDice)
        , mSix(maxDice, 1.0 / 6.0)
        , mFive(maxDice, 1.0 / 5.0)
        , mRally(maxUnits, rallyChance)
    {
        buildAfterSixes();
    }

    const std::vector<Entry> &kernel(int g, int t, int n)
    {
        const long long key = (static_cast<long long>(sideIndex(g, t)) << 16) | n;
        auto it = mCache.find(key);
        if (it != mCache.end())
            return it->second;
        if (mCachedEntries > 6'000'000) {
            mCache.clear();
            mCachedEntries = 0;
        }
        std::vector<Entry> k = build(g, t, n);
        mCachedEntries += k.size();
        return mCache.emplace(key, std::move(k)).first->second;
    }

private:
    /** After the sixes: g1 good units face r non-six dice. The new good count, or defeat. */
    struct AfterSixes
    {
        std::vector<std::pair<int, double>> good; // (good units after rally, probability)
        double defeated = 0;
    };

    void buildAfterSixes()
    {
        mAfter.assign(std::size_t((mMaxUnits + 1) * (mMaxDice + 1)), {});
        for (int g1 = 1; g1 <= mMaxUnits; ++g1) {
            for (int r = 0; r <= mMaxDice; ++r) {
                AfterSixes &a = mAfter[std::size_t(g1 * (mMaxDice + 1) + r)];
                std::vector<double> byGood(std::size_t(g1 + 1), 0.0);
                for (int f = 0; f <= r; ++f) {
                    const double pf = mFive.at(r, f);
                    if (pf < PruneBelow * 1e-3)
                        continue;
                    const int flagged = std::min(f, g1);
                    const int steady = g1 - flagged;
                    if (steady == 0) { // RULES F4: no good-order unit left
                        a.defeated += pf;
                        continue;
                    }
                    for (int back = 0; back <= flagged; ++back)
                        byGood[std::size_t(steady + back)] += pf * mRally.at(flagged, back);
                }
                for (int g = 1; g <= g1; ++g) {
                    if (byGood[std::size_t(g)] > 0)
                        a.good.emplace_back(g, byGood[std::size_t(g)]);
                }
            }
        }
    }

    std::vector<Entry> build(int g, int t, int n) const
    {
        std::vector<Entry> out;
        double annihilated = 0;
        for (int s = 0; s <= n; ++s) {
            const double ps = mSix.at(n, s);
            if (ps < PruneBelow * 1e-3)
                continue;
            const int t1 = std::max(0, t - s);
            const int g1 = std::min(g, t1);
            if (g1 == 0) {
                annihilated += ps;
                continue;
            }
            const AfterSixes &a = mAfter[std::size_t(g1 * (mMaxDice + 1) + (n - s))];
            for (const auto &[good, pg] : a.good)
                out.push_back({sideIndex(good, t1), ps * pg});
            if (a.defeated > 0)
                out.push_back({-(t1 + 1), ps * a.defeated});
        }
        if (annihilated > 0)
            out.push_back({-1, annihilated});
        std::sort(out.begin(), out.end(), [](const Entry &x, const Entry &y) { return x.p > y.p; });
        while (!out.empty() && out.back().p < PruneBelow * 1e-3)
            out.pop_back();
        return out;
    }

    int mMaxUnits;
    int mMaxDice;
    BinomialTable mSix;
    BinomialTable mFive;
    BinomialTable mRally;
    std::vector<AfterSixes> mAfter;
    std::unordered_map<long long, std::vector<Entry>> mCache;
    std::size_t mCachedEntries = 0;
};

/** The (g, t) of every side index, for decoding. */
std::vector<std::pair<int, int>> sideStates(int n)
{
    std::vector<std::pair<int, int>> states(std::size_t(sideIndex(n, n) + 1));
    for (int t = 0; t <= n; ++t)
        for (int g = 0; g <= t; ++g)
            states[std::size_t(sideIndex(g, t))] = {g, t};
    return states;
}

} // namespace

int bonusDice(const SideSpec &own, const SideSpec &other)
{
    return battle::battleBonus(own.battle, !own.leaderless, other.battle, !other.leaderless);
}

QString checkSides(const SideSpec &attacker, const SideSpec &defender)
{
    for (const SideSpec *s : {&attacker, &defender}) {
        const QString who = s == &attacker ? Text::tr("attacker") : Text::tr("defender");
        if (s->good < 0 || s->broken < 0)
            return Text::tr("The %1 cannot have a negative number of units.").arg(who);
        if (s->total() == 0)
            return Text::tr("The %1 has no units: a battle needs units on both sides.").arg(who);
        if (s->total() > MaxUnits)
            return Text::tr("The %1 has %2 units; the odds handle up to %3 a side.").arg(who).arg(s->total()).arg(MaxUnits);
        if (!s->leaderless && (s->battle < 1 || s->battle > 6 || s->rally < 1 || s->rally > 6))
            return Text::tr("The %1's Battle and Rally ratings must be from 1 to 6 (RULES L2).").arg(who);
    }
    return {};
}

namespace {

/** What both algorithms share: the sides' sizes, bonus dice, kernels and state tables. */
struct Setup
{
    Setup(const SideSpec &attacker, const SideSpec &defender)
        : nA(attacker.total())
        , nD(defender.total())
        , bonusA(bonusDice(attacker, defender))
        , bonusD(bonusDice(defender, attacker))
        // The attacker's kernels take the defender's dice, and the other way round.
        , kernelsA(nA, nD + bonusD, attacker.leaderless ? 0.0 : attacker.rally / 6.0)
        , kernelsD(nD, nA + bonusA, defender.leaderless ? 0.0 : defender.rally / 6.0)
        , statesA(sideStates(nA))
        , statesD(sideStates(nD))
        , width(statesD.size())
    {
    }
    int nA;
    int nD;
    int bonusA;
    int bonusD;
    SideKernels kernelsA;
    SideKernels kernelsD;
    std::vector<std::pair<int, int>> statesA;
    std::vector<std::pair<int, int>> statesD;
    std::size_t width;
};

/** The end of a battle from the kernels' encoded targets: a state, or -(units left + 1) when defeated. */
struct Tally
{
    detail::OddsTally tally;
    const Setup &s;

    void end(int targetA, int targetD, double w)
    {
        const bool aDown = targetA < 0;
        const bool dDown = targetD < 0;
        const int leftA = aDown ? -targetA - 1 : s.statesA[std::size_t(targetA)].second;
        const int leftD = dDown ? -targetD - 1 : s.statesD[std::size_t(targetD)].second;
        tally.end(aDown, leftA, dDown, leftD, w);
    }
};

/** Round by round: the distribution after every round, so the number of rounds comes out too. */
void roundByRound(Setup &setup, const SideSpec &attacker, const SideSpec &defender, BattleOdds &odds,
                  const std::atomic<bool> *cancel)
{
    const int nA = setup.nA;
    const int nD = setup.nD;
    const int bonusA = setup.bonusA;
    const int bonusD = setup.bonusD;
    SideKernels &kernelsA = setup.kernelsA;
    SideKernels &kernelsD = setup.kernelsD;
    const auto &statesA = setup.statesA;
    const auto &statesD = setup.statesD;
    const std::size_t width = setup.width;
    Tally tally{{odds}, setup};

    std::vector<double> current(statesA.size() * width, 0.0);
    std::vector<double> next(current.size(), 0.0);
    std::vector<std::size_t> live{std::size_t(sideIndex(attacker.good, nA)) * width
                                  + std::size_t(sideIndex(defender.good, nD))};
    std::vector<std::size_t> nextLive;
    current[live.front()] = 1.0;
    odds.rounds.push_back(0.0);

    // Scratch for the defender's outcomes of one group: dense over states, then the defeats by units left.
    std::vector<double> spread(width + std::size_t(nD) + 1, 0.0);
    std::vector<int> touched;
    std::vector<Entry> merged;
    std::vector<std::pair<long long, std::size_t>> order;


    for (int round = 1; !live.empty(); ++round) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            odds.cancelled = true;
            return;
        }
        double ended = 0;
        nextLive.clear();
        // Group the states that share the attacker's state and the defender's good count: they share the
        // attacker's kernel, so their defender outcomes can be merged before the product (the defender's
        // kernels for different totals are mostly shifts of one another).
        order.clear();
        for (std::size_t cell : live) {
            const double mass = current[cell];
            if (mass < PruneBelow) {
                odds.unaccounted += mass;
                current[cell] = 0.0;
                continue;
            }
            const long long key = static_cast<long long>(cell / width) * (nD + 1) + statesD[cell % width].first;
            order.emplace_back(key, cell);
        }
        std::sort(order.begin(), order.end());
        for (std::size_t i = 0; i < order.size();) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                odds.cancelled = true;
                return;
            }
            std::size_t j = i;
            const std::size_t aIndex = order[i].second / width;
            const auto [gA, tA] = statesA[aIndex];
            const int gD = statesD[order[i].second % width].first;
            double groupMass = 0;
            touched.clear();
            for (; j < order.size() && order[j].first == order[i].first; ++j) {
                const std::size_t cell = order[j].second;
                const double mass = current[cell];
                current[cell] = 0.0;
                groupMass += mass;
                ++odds.stateVisits;
                const int tD = statesD[cell % width].second;
                for (const Entry &d : kernelsD.kernel(gD, tD, gA + bonusA)) {
                    const int slot = d.target >= 0 ? d.target : int(width) + (-d.target - 1);
                    if (spread[std::size_t(slot)] == 0.0)
                        touched.push_back(slot);
                    spread[std::size_t(slot)] += mass * d.p;
                }
            }
            merged.clear();
            for (int slot : touched) {
                const int target = slot < int(width) ? slot : -(slot - int(width)) - 1;
                merged.push_back({target, spread[std::size_t(slot)]});
                spread[std::size_t(slot)] = 0.0;
            }
            std::sort(merged.begin(), merged.end(), [](const Entry &x, const Entry &y) { return x.p > y.p; });
            const std::vector<Entry> &ka = kernelsA.kernel(gA, tA, gD + bonusD);
            double placed = 0;
            for (const Entry &a : ka) {
                if (a.p * merged.front().p < PruneBelow)
                    break;
                for (const Entry &d : merged) {
                    const double w = a.p * d.p;
                    if (w < PruneBelow)
                        break;
                    placed += w;
                    if (a.target >= 0 && d.target >= 0) {
                        const std::size_t to = std::size_t(a.target) * width + std::size_t(d.target);
                        if (next[to] == 0.0)
                            nextLive.push_back(to);
                        next[to] += w;
                    } else {
                        ended += w; // RULES F4: the battle ends this round
                        tally.end(a.target, d.target, w);
                    }
                }
            }
            odds.unaccounted += std::max(0.0, groupMass - placed);
            (void)aIndex;
            i = j;
        }
        odds.rounds.push_back(ended);
        std::swap(current, next);
        std::swap(live, nextLive);
        if (round > 100000)
            break; // cannot happen: every round ends the battle with a positive chance
    }
}

} // namespace

BattleOdds exactBattleOdds(const SideSpec &attacker, const SideSpec &defender, const std::atomic<bool> *cancel,
                           OddsDetail detail)
{
    BattleOdds odds;
    if (!checkSides(attacker, defender).isEmpty())
        return odds;

    // A side with no good-order unit is defeated before any round is fought (RULES F4).
    if (attacker.good == 0 || defender.good == 0) {
        const bool a = attacker.good == 0;
        const bool d = defender.good == 0;
        (a && d ? odds.mutual : a ? odds.defenderWins : odds.attackerWins) = 1.0;
        odds.attackerAnnihilated = attacker.total() == 0;
        odds.defenderAnnihilated = defender.total() == 0;
        odds.attackerUnitsLeft = attacker.total();
        odds.defenderUnitsLeft = defender.total();
        odds.rounds = {1.0};
        odds.attackerLeft.assign(std::size_t(attacker.total() + 1), 0.0);
        odds.defenderLeft.assign(std::size_t(defender.total() + 1), 0.0);
        odds.attackerLeft.back() = 1.0;
        odds.defenderLeft.back() = 1.0;
        return odds;
    }
    odds.attackerLeft.assign(std::size_t(attacker.total() + 1), 0.0);
    odds.defenderLeft.assign(std::size_t(defender.total() + 1), 0.0);
    if (detail == OddsDetail::WithRounds) {
        Setup setup(attacker, defender);
        roundByRound(setup, attacker, defender, odds, cancel);
        while (odds.rounds.size() > 1 && odds.rounds.back() == 0.0)
            odds.rounds.pop_back();
    } else {
        castellan::odds::detail::foldedOdds(attacker, defender, odds, cancel);
    }
    return odds;
}

} // namespace castellan::odds
