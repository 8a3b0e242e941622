#include "flankbattleodds.h"

#include "i18n/argtext.h"

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace castellan {

namespace {

struct FlankBattleOddsText
{
    Q_DECLARE_TR_FUNCTIONS(FlankBattleOdds)
};

/** Probabilities below this are dropped, and their sum kept as the error bound. */
constexpr double Floor = 1e-17;
/** The battle is followed until less than this is still being fought. */
constexpr double Done = 1e-14;

double binomial(int n, int k, double p)
{
    if (k < 0 || k > n)
        return 0.0;
    if (p <= 0.0)
        return k == 0 ? 1.0 : 0.0;
    if (p >= 1.0)
        return k == n ? 1.0 : 0.0;
    return std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) + k * std::log(p)
                    + (n - k) * std::log1p(-p));
}

/** One side after a round: going on with (good, broken), or defeated (good -1) with `broken` units left. */
struct Outcome
{
    int good;
    int broken;
    double p;
};

/** RULES F2-F5 for a side of (good, broken) receiving `dice` dice, under the default choices of F9. */
std::vector<Outcome> postRound(int good, int broken, int dice, double rally, double *dropped)
{
    const int total = good + broken;
    std::vector<double> byState(std::size_t((good + 2) * (total + 1)), 0.0); // good index 0: defeated
    for (int s = 0; s <= dice; ++s) {
        const double ps = binomial(dice, s, 1.0 / 6.0);
        if (ps < Floor) {
            *dropped += ps;
            continue;
        }
        const int brokenLeft = std::max(0, broken - s); // RULES F3: sixes take broken units first
        const int goodLeft = std::max(0, good - (s - (broken - brokenLeft)));
        for (int f = 0; f <= dice - s; ++f) {
            const double pf = ps * binomial(dice - s, f, 1.0 / 5.0);
            const int flagged = std::min(f, goodLeft);
            if (goodLeft - flagged == 0) { // RULES F4
                byState[std::size_t(goodLeft + brokenLeft)] += pf;
                continue;
            }
            for (int back = 0; back <= flagged; ++back) // RULES F5
                byState[std::size_t((goodLeft - flagged + back + 1) * (total + 1) + brokenLeft + flagged - back)] +=
                    pf * binomial(flagged, back, rally);
        }
    }
    std::vector<Outcome> out;
    for (int g = 0; g <= good + 1; ++g) {
        for (int b = 0; b <= total; ++b) {
            const double p = byState[std::size_t(g * (total + 1) + b)];
            if (p >= Floor)
                out.push_back({g - 1, b, p});
            else
                *dropped += p;
        }
    }
    return out;
}

class FlankPass
{
public:
    FlankPass(const SideSpec &a, const SideSpec &d, const FlankSpec &flank, BattleOdds &odds)
        : mA(a)
        , mD(d)
        , mFlank(flank)
        , mOdds(odds)
        , mNA(a.total() + (flank.side == Role::Attacker ? flank.units : 0))
        , mND(d.total() + (flank.side == Role::Defender ? flank.units : 0))
        , mBonusA(bonusDice(a, d))
        , mBonusD(bonusDice(d, a))
        , mSize(std::size_t((mNA + 1) * (mNA + 1) * (mND + 1) * (mND + 1)))
    {
        mOdds.attackerLeft.assign(std::size_t(mNA + 1), 0.0);
        mOdds.defenderLeft.assign(std::size_t(mND + 1), 0.0);
    }

    void run(const std::atomic<bool> *cancel)
    {
        const FlankOdds arrival = flankOdds(mFlank.table, mFlank.level, MaxFlankRolls, mFlank.modifier);
        std::vector<double> out(mSize, 0.0), in(mSize, 0.0);
        const bool att = mFlank.side == Role::Attacker;
        const int first = mFlank.rollsFirst ? 1 : 0; // rolls made before the first round counted here
        const double before = first ? arrival.arrivesOn(1) : 0.0;
        out[index(mA.good, mA.broken, mD.good, mD.broken)] = 1.0 - before;
        if (before > 0)
            in[index(mA.good + (att ? mFlank.units : 0), mA.broken, mD.good + (att ? 0 : mFlank.units), mD.broken)] =
                before;
        double live = 1.0;
        mOdds.rounds.assign(1, 0.0);
        for (int round = 1; live > Done && round <= 100000; ++round) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                mOdds.cancelled = true;
                return;
            }
            mOdds.rounds.push_back(0.0);
            std::vector<double> nextOut(mSize, 0.0), nextIn(mSize, 0.0);
            step(out, nextOut, round, mFlank.units);
            step(in, nextIn, round, 0);
            // RULES M3: the march's roll at the end of this round brings it in at the start of the next.
            const int roll = round + first;
            const double notYet = 1.0 - (roll >= 2 ? arrival.arrivedByTurn[std::size_t(roll - 2)] : 0.0);
            const double hazard = roll <= MaxFlankRolls && notYet > 0 ? arrival.arrivesOn(roll) / notYet : 0.0;
            live = 0;
            for (int ga = 1; ga <= mNA; ++ga)
                for (int ba = 0; ga + ba <= mNA; ++ba)
                    for (int gd = 1; gd <= mND; ++gd)
                        for (int bd = 0; gd + bd <= mND; ++bd) {
                            const std::size_t i = index(ga, ba, gd, bd);
                            const double moving = nextOut[i] * hazard;
                            if (moving != 0.0) {
                                nextOut[i] -= moving;
                                nextIn[index(ga + (att ? mFlank.units : 0), ba, gd + (att ? 0 : mFlank.units), bd)] +=
                                    moving;
                            }
                            live += nextOut[i] + nextIn[i];
                        }
            out = std::move(nextOut);
            in = std::move(nextIn);
        }
        mOdds.unaccounted += live + mDropped;
        while (mOdds.rounds.size() > 1 && mOdds.rounds.back() == 0.0)
            mOdds.rounds.pop_back();
    }

private:
    std::size_t index(int ga, int ba, int gd, int bd) const
    {
        return std::size_t(((ga * (mNA + 1) + ba) * (mND + 1) + gd) * (mND + 1) + bd);
    }

    const std::vector<Outcome> &outcomes(int side, int good, int broken, int dice)
    {
        const int n = side == 0 ? mNA : mND;
        const int maxDice = (side == 0 ? mND : mNA) + 7;
        std::vector<Cached> &cache = mCache[std::size_t(side)];
        if (cache.empty())
            cache.resize(std::size_t((n + 1) * (n + 1) * (maxDice + 1)));
        Cached &c = cache[std::size_t((good * (n + 1) + broken) * (maxDice + 1) + dice)];
        if (!c.known) {
            const SideSpec &s = side == 0 ? mA : mD;
            c.outcomes = postRound(good, broken, dice, s.leaderless ? 0.0 : s.rally / 6.0, &mDropped);
            c.known = true;
        }
        return c.outcomes;
    }

    /** One round of every state of a layer; `returning` units of the march count as left when it ends. */
    void step(const std::vector<double> &from, std::vector<double> &to, int round, int returning)
    {
        const int slotCount = (mND + 2) * (mND + 1); // the defender going on (gd + 1, bd), or defeated (0, left)
        std::vector<double> spread(std::size_t(slotCount), 0.0);
        std::vector<int> touched;
        for (int ga = 1; ga <= mNA; ++ga) {
            for (int gd = 1; gd <= mND; ++gd) {
                for (int ba = 0; ga + ba <= mNA; ++ba) {
                    touched.clear();
                    for (int bd = 0; gd + bd <= mND; ++bd) {
                        const double m = from[index(ga, ba, gd, bd)];
                        if (m < Floor) {
                            mDropped += m;
                            continue;
                        }
                        for (const Outcome &o : outcomes(1, gd, bd, ga + mBonusA)) {
                            const int slot = (o.good + 1) * (mND + 1) + o.broken;
                            if (spread[std::size_t(slot)] == 0.0)
                                touched.push_back(slot);
                            spread[std::size_t(slot)] += m * o.p;
                        }
                    }
                    if (touched.empty())
                        continue;
                    for (const Outcome &a : outcomes(0, ga, ba, gd + mBonusD)) {
                        for (int slot : touched) {
                            const double w = a.p * spread[std::size_t(slot)];
                            const int dGood = slot / (mND + 1) - 1;
                            const int dBroken = slot % (mND + 1);
                            if (a.good >= 0 && dGood >= 0)
                                to[index(a.good, a.broken, dGood, dBroken)] += w;
                            else
                                end(a.good < 0, dGood < 0, a.good < 0 ? a.broken : a.good + a.broken,
                                    dGood < 0 ? dBroken : dGood + dBroken, w, round, returning);
                        }
                    }
                    for (int slot : touched)
                        spread[std::size_t(slot)] = 0.0;
                }
            }
        }
    }

    void end(bool attackerDown, bool defenderDown, int leftA, int leftD, double w, int round, int returning)
    {
        (attackerDown && defenderDown ? mOdds.mutual : attackerDown ? mOdds.defenderWins : mOdds.attackerWins) += w;
        if (leftA == 0)
            mOdds.attackerAnnihilated += w;
        if (leftD == 0)
            mOdds.defenderAnnihilated += w;
        (mFlank.side == Role::Attacker ? leftA : leftD) += returning; // RULES M3: back to the campaign
        mOdds.attackerUnitsLeft += w * leftA;
        mOdds.defenderUnitsLeft += w * leftD;
        mOdds.attackerLeft[std::size_t(leftA)] += w;
        mOdds.defenderLeft[std::size_t(leftD)] += w;
        mOdds.rounds[std::size_t(round)] += w;
    }

    SideSpec mA;
    SideSpec mD;
    FlankSpec mFlank;
    BattleOdds &mOdds;
    int mNA;
    int mND;
    int mBonusA;
    int mBonusD;
    std::size_t mSize;
    double mDropped = 0;
    struct Cached
    {
        bool known = false;
        std::vector<Outcome> outcomes;
    };
    std::array<std::vector<Cached>, 2> mCache; ///< by side, (good, broken, dice)
};

} // namespace

QString checkFlankBattle(const SideSpec &attacker, const SideSpec &defender, const FlankSpec &flank)
{
    if (QString why = checkSides(attacker, defender); !why.isEmpty())
        return why;
    const SideSpec &own = flank.side == Role::Attacker ? attacker : defender;
    const QString who =
        flank.side == Role::Attacker ? FlankBattleOddsText::tr("attacker") : FlankBattleOddsText::tr("defender");
    if (flank.units < 1)
        return FlankBattleOddsText::tr("A flank march needs at least one unit.");
    if (flank.level == GeneralLevel::Incompetent)
        return FlankBattleOddsText::tr("An incompetent general may not lead a flank march (RULES M2).");
    if (own.leaderless && !flank.underway)
        return FlankBattleOddsText::tr(
                   "The %1 is leaderless: it has no commander-in-chief to stay while a general marches (RULES M2).")
            .arg(who);
    if (!flank.underway && flank.units > maxFlankUnits(own.total() + flank.units))
        return FlankBattleOddsText::tr(
                   "The %1 sends %2 of its %3 units on the flank: at most half may march (RULES M2).")
            .arg(argText(who), argText(flank.units), argText(own.total() + flank.units));
    for (const SideSpec *s : {&attacker, &defender}) {
        const int units = s->total() + (s == &own ? flank.units : 0);
        if (units > MaxFlankOddsUnits)
            return FlankBattleOddsText::tr(
                       "The odds with a flank march take up to %1 units a side, the march counted, which they "
                       "answer in a few seconds; this battle has %2.")
                .arg(argText(MaxFlankOddsUnits), argText(units));
    }
    return {};
}

BattleOdds flankBattleOdds(const SideSpec &attacker, const SideSpec &defender, const FlankSpec &flank,
                           const std::atomic<bool> *cancel)
{
    if (!checkFlankBattle(attacker, defender, flank).isEmpty())
        return {};
    if (attacker.good == 0 || defender.good == 0) {
        // Decided before the first round (RULES F4): the march never comes in, and its units go back.
        BattleOdds odds = exactBattleOdds(attacker, defender, cancel);
        std::vector<double> &left = flank.side == Role::Attacker ? odds.attackerLeft : odds.defenderLeft;
        left.insert(left.begin(), std::size_t(flank.units), 0.0);
        (flank.side == Role::Attacker ? odds.attackerUnitsLeft : odds.defenderUnitsLeft) += flank.units;
        return odds;
    }
    BattleOdds odds;
    FlankPass pass(attacker, defender, flank, odds);
    pass.run(cancel);
    return odds;
}

} // namespace castellan
