#pragma once

#include "odds/battleodds.h"

#include <array>
#include <cmath>
#include <map>
#include <vector>

// The straightforward odds of RULES O1, as PERFORMANCE.md's baseline describes them: a memoised recursion over
// (attacker good, attacker broken, defender good, defender broken) that forms, for each state, the two sides'
// post-round distributions and loops over every pair of successors, dividing by one minus the self-loop. Gives
// the win, mutual and annihilation chances and the expected units left, and, round by round over a map of
// states, the distribution of the number of rounds. Written apart from the product's odds,
// to check them (tests/odds) and to measure them side by side (bench/odds).
namespace castellan {

class DirectOdds
{
public:
    DirectOdds(const SideSpec &attacker, const SideSpec &defender)
        : mA(attacker)
        , mD(defender)
        , mNA(attacker.total())
        , mND(defender.total())
        , mBonusA(bonusDice(attacker, defender))
        , mBonusD(bonusDice(defender, attacker))
        , mMemo(std::size_t((mNA + 1) * (mNA + 1) * (mND + 1) * (mND + 1)))
        , mKnown(mMemo.size(), false)
    { }

    BattleOdds odds()
    {
        const Value v = at(mA.good, mA.broken, mD.good, mD.broken);
        BattleOdds o;
        o.attackerWins = v.attackerWins;
        o.defenderWins = v.defenderWins;
        o.mutual = v.mutual;
        o.attackerAnnihilated = v.attackerAnnihilated;
        o.defenderAnnihilated = v.defenderAnnihilated;
        o.attackerUnitsLeft = v.attackerLeft;
        o.defenderUnitsLeft = v.defenderLeft;
        return o;
    }

    /** The chance that the battle lasts exactly i rounds, round by round over every state: small battles. */
    std::vector<double> rounds(double until = 1e-15)
    {
        std::vector<double> live(mMemo.size(), 0.0);
        live[index(mA.good, mA.broken, mD.good, mD.broken)] = 1.0;
        std::vector<double> out{0.0};
        double alive = 1.0;
        while (alive > until && out.size() < 1000) {
            std::vector<double> next(live.size(), 0.0);
            double ended = 0;
            for (int ga = 0; ga <= mNA; ++ga)
                for (int ba = 0; ga + ba <= mNA; ++ba)
                    for (int gd = 0; gd <= mND; ++gd)
                        for (int bd = 0; gd + bd <= mND; ++bd) {
                            const double mass = live[index(ga, ba, gd, bd)];
                            if (mass == 0.0)
                                continue;
                            for (const Outcome &a : cachedPostRound(0, ga, ba, gd + mBonusD)) {
                                for (const Outcome &d : cachedPostRound(1, gd, bd, ga + mBonusA)) {
                                    if (a.good < 0 || d.good < 0)
                                        ended += mass * a.p * d.p;
                                    else
                                        next[index(a.good, a.broken, d.good, d.broken)] += mass * a.p * d.p;
                                }
                            }
                        }
            out.push_back(ended);
            alive -= ended;
            live = std::move(next);
        }
        return out;
    }

    /** One side after a round: going on with (good, broken) units, or defeated (good -1) with `broken` left. */
    struct Outcome
    {
        int good;
        int broken;
        double p;
    };

    static double binomial(int n, int k, double p)
    {
        if (k < 0 || k > n)
            return 0.0;
        return std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0)) * std::pow(p, k)
            * std::pow(1.0 - p, n - k);
    }

    /** RULES F2-F5 for a side of (good, broken) that receives `dice` dice, under the default choices of F9. */
    static std::vector<Outcome> postRound(int good, int broken, int dice, double rally)
    {
        const int total = good + broken;
        std::vector<double> byState(std::size_t((good + 2) * (total + 1)), 0.0); // good index 0 = defeated
        for (int s = 0; s <= dice; ++s) {
            const double ps = binomial(dice, s, 1.0 / 6.0);
            const int brokenLeft = std::max(0, broken - s);
            const int goodLeft = std::max(0, good - (s - (broken - brokenLeft)));
            for (int f = 0; f <= dice - s; ++f) {
                const double pf = ps * binomial(dice - s, f, 1.0 / 5.0);
                const int flagged = std::min(f, goodLeft);
                if (goodLeft - flagged == 0) {
                    byState[std::size_t(goodLeft + brokenLeft)] += pf;
                    continue;
                }
                for (int back = 0; back <= flagged; ++back)
                    byState[std::size_t((goodLeft - flagged + back + 1) * (total + 1) + brokenLeft + flagged - back)] +=
                        pf * binomial(flagged, back, rally);
            }
        }
        std::vector<Outcome> out;
        for (int g = 0; g <= good + 1; ++g)
            for (int b = 0; b <= total; ++b)
                if (const double p = byState[std::size_t(g * (total + 1) + b)]; p > 0)
                    out.push_back({g - 1, b, p});
        return out;
    }

private:
    struct Value
    {
        double attackerWins = 0, defenderWins = 0, mutual = 0, attackerAnnihilated = 0, defenderAnnihilated = 0,
               attackerLeft = 0, defenderLeft = 0;
        void add(const Value &v, double w)
        {
            attackerWins += w * v.attackerWins;
            defenderWins += w * v.defenderWins;
            mutual += w * v.mutual;
            attackerAnnihilated += w * v.attackerAnnihilated;
            defenderAnnihilated += w * v.defenderAnnihilated;
            attackerLeft += w * v.attackerLeft;
            defenderLeft += w * v.defenderLeft;
        }
    };

    std::size_t index(int ga, int ba, int gd, int bd) const
    {
        return std::size_t(((ga * (mNA + 1) + ba) * (mND + 1) + gd) * (mND + 1) + bd);
    }

    const std::vector<Outcome> &cachedPostRound(int side, int good, int broken, int dice)
    {
        auto &cached = mPostRound[{side, good, broken, dice}];
        if (cached.empty()) {
            const SideSpec &s = side == 0 ? mA : mD;
            cached = postRound(good, broken, dice, s.leaderless ? 0.0 : s.rally / 6.0);
        }
        return cached;
    }

    Value at(int ga, int ba, int gd, int bd)
    {
        const std::size_t key = index(ga, ba, gd, bd);
        if (mKnown[key])
            return mMemo[key];
        const auto outA = postRound(ga, ba, gd + mBonusD, mA.leaderless ? 0.0 : mA.rally / 6.0);
        const auto outD = postRound(gd, bd, ga + mBonusA, mD.leaderless ? 0.0 : mD.rally / 6.0);
        Value v;
        double self = 0;
        for (const Outcome &a : outA) {
            for (const Outcome &d : outD) {
                const double w = a.p * d.p;
                const bool aDown = a.good < 0;
                const bool dDown = d.good < 0;
                if (!aDown && !dDown) {
                    if (a.good == ga && a.broken == ba && d.good == gd && d.broken == bd)
                        self += w;
                    else
                        v.add(at(a.good, a.broken, d.good, d.broken), w);
                    continue;
                }
                const int leftA = aDown ? a.broken : a.good + a.broken;
                const int leftD = dDown ? d.broken : d.good + d.broken;
                Value end;
                (aDown && dDown ? end.mutual : aDown ? end.defenderWins : end.attackerWins) = 1;
                end.attackerAnnihilated = leftA == 0;
                end.defenderAnnihilated = leftD == 0;
                end.attackerLeft = leftA;
                end.defenderLeft = leftD;
                v.add(end, w);
            }
        }
        Value folded;
        folded.add(v, 1.0 / (1.0 - self));
        mKnown[key] = true;
        return mMemo[key] = folded;
    }

    SideSpec mA;
    SideSpec mD;
    int mNA;
    int mND;
    int mBonusA;
    int mBonusD;
    std::vector<Value> mMemo;
    std::vector<bool> mKnown;
    std::map<std::array<int, 4>, std::vector<Outcome>> mPostRound;
};

} // namespace castellan
