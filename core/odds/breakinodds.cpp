#include "breakinodds.h"

#include "i18n/argtext.h"
#include "oddstables.h"
#include "oddsvectors.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <utility>

namespace castellan {

namespace {

struct BreakInOddsText
{
    Q_DECLARE_TR_FUNCTIONS(BreakInOdds)
};

constexpr double TermFloor = 1e-18;  ///< a kernel's terms below this are dropped (and counted in `unaccounted`)
constexpr double StateFloor = 1e-16; ///< a state visited less than this is not followed

/** One side's states (good, broken), in rows of one total: index total (total + 1) / 2 + broken. */
int stateIndex(int total, int broken)
{
    return total * (total + 1) / 2 + broken;
}

int stateCount(int maxTotal)
{
    return stateIndex(maxTotal + 1, 0);
}

/** The total of each state index up to maxTotal. */
std::vector<int> totalsOf(int maxTotal)
{
    std::vector<int> totals;
    for (int t = 0; t <= maxTotal; ++t)
        totals.insert(totals.end(), std::size_t(t + 1), t);
    return totals;
}

struct Laws
{
    Laws(int maxN, double besiegerRally, double garrisonRally)
        : six(maxN, 1.0 / 6.0)
        , five(maxN, 1.0 / 5.0)
        , brokenHit(maxN, 1.0 / 3.0)
        , rallyA(maxN, besiegerRally)
        , rallyD(maxN, garrisonRally)
    { }
    BinomialTable six;       ///< sixes among the normal dice (RULES F2)
    BinomialTable five;      ///< fives among the normal dice that are not sixes
    BinomialTable brokenHit; ///< a broken defender's 5 or 6, which counts as a 5 (RULES S3)
    BinomialTable rallyA;    ///< the besieger's Rally checks (RULES F5)
    BinomialTable rallyD;    ///< the garrison's Rally checks (RULES F5, S3)
};

/** The garrison's fire at the besieger from one garrison state: the chance of each number of sixes, and given
 *  it, of each number of fives (the normal dice's 5s and every hit of the broken dice). */
struct FireLaw
{
    std::vector<double> sixes;
    std::vector<std::vector<double>> fives; ///< fives[s][f]
    std::vector<std::vector<double>> tails; ///< tails[s][f] = P(at least f fives | s)
};

FireLaw garrisonFire(int normalDice, int brokenDice, const Laws &laws)
{
    FireLaw law;
    law.sixes.resize(std::size_t(normalDice + 1));
    law.fives.resize(law.sixes.size());
    law.tails.resize(law.sixes.size());
    for (int s = 0; s <= normalDice; ++s) {
        law.sixes[std::size_t(s)] = laws.six.at(normalDice, s);
        const int rest = normalDice - s;
        std::vector<double> &f = law.fives[std::size_t(s)];
        f.assign(std::size_t(rest + brokenDice + 1), 0.0);
        for (int i = 0; i <= rest; ++i) {
            for (int j = 0; j <= brokenDice; ++j)
                f[std::size_t(i + j)] += laws.five.at(rest, i) * laws.brokenHit.at(brokenDice, j);
        }
        std::vector<double> &t = law.tails[std::size_t(s)];
        t.assign(f.size() + 1, 0.0);
        for (std::size_t i = f.size(); i-- > 0;)
            t[i] = t[i + 1] + f[i];
    }
    return law;
}

/** The garrison's outcomes of one round under the besieger's fire: S3 ends it only when annihilated. */
struct GarrisonKernel
{
    bool ready = false;
    int lo = 0;
    std::vector<double> goOn; ///< goOn[i - lo]: the chance of going on in garrison state i, after the rally
    double annihilated = 0;
    double dropped = 0;
};

GarrisonKernel garrisonKernel(int good, int broken, int dice, bool rallies, const Laws &laws,
                              std::vector<double> &scratch)
{
    GarrisonKernel k;
    k.ready = true;
    const int total = good + broken;
    std::fill(scratch.begin(), scratch.begin() + stateCount(total), 0.0);
    for (int s = 0; s <= dice; ++s) {
        const double ps = laws.six.at(dice, s);
        if (ps < TermFloor) {
            k.dropped += ps;
            continue;
        }
        // RULES F3: each 6 eliminates a broken unit first, then a good one; each 5 flags a good one.
        const int eb = std::min(s, broken);
        const int g = good - std::min(s - eb, good);
        const int b = broken - eb;
        if (g + b == 0) {
            k.annihilated += ps;
            continue;
        }
        const int rest = dice - s;
        for (int fl = 0; fl <= std::min(g, rest); ++fl) {
            const double p = ps * (fl < g ? laws.five.at(rest, fl) : laws.five.tail(rest, g));
            if (p < TermFloor) {
                k.dropped += p;
                continue;
            }
            const int down = b + fl; // broken and flagged: with a leader inside each makes a Rally check (S3, F5)
            if (!rallies) {
                scratch[std::size_t(stateIndex(g + b, down))] += p;
                continue;
            }
            for (int back = 0; back <= down; ++back)
                scratch[std::size_t(stateIndex(g + b, down - back))] += p * laws.rallyD.at(down, back);
        }
    }
    int lo = 0;
    int hi = stateCount(total);
    while (lo < hi && scratch[std::size_t(lo)] == 0.0)
        ++lo;
    while (hi > lo && scratch[std::size_t(hi - 1)] == 0.0)
        --hi;
    k.lo = lo;
    k.goOn.assign(scratch.begin() + lo, scratch.begin() + hi);
    return k;
}

/** The besieger's outcomes of one round under the garrison's fire: defeated with no good-order unit (F4). */
struct BesiegerKernel
{
    std::vector<std::pair<int, double>> goOn; ///< (besieger state after the rally, chance)
    std::vector<double> defeated;             ///< defeated[k]: the chance of being defeated with k units left
    double stay = 0;                          ///< the chance of going on in the same state
    double dropped = 0;
};

BesiegerKernel besiegerKernel(int good, int broken, const FireLaw &fire, bool rallies, const Laws &laws,
                              std::vector<double> &scratch)
{
    BesiegerKernel k;
    const int total = good + broken;
    k.defeated.assign(std::size_t(total + 1), 0.0);
    std::fill(scratch.begin(), scratch.begin() + stateCount(total), 0.0);
    for (std::size_t s = 0; s < fire.sixes.size(); ++s) {
        const double ps = fire.sixes[s];
        if (ps < TermFloor) {
            k.dropped += ps;
            continue;
        }
        const int eb = std::min(int(s), broken);
        const int g = good - std::min(int(s) - eb, good);
        const int b = broken - eb;
        if (g == 0) {
            k.defeated[std::size_t(b)] += ps;
            continue;
        }
        const std::vector<double> &fives = fire.fives[s];
        const int most = std::min(g, int(fives.size()) - 1);
        for (int fl = 0; fl <= most; ++fl) {
            const double p = ps * (fl < g ? fives[std::size_t(fl)] : fire.tails[s][std::size_t(g)]);
            if (p < TermFloor) {
                k.dropped += p;
                continue;
            }
            if (fl == g) {
                k.defeated[std::size_t(g + b)] += p;
                continue;
            }
            if (!rallies) {
                scratch[std::size_t(stateIndex(g + b, b + fl))] += p;
                continue;
            }
            for (int back = 0; back <= fl; ++back)
                scratch[std::size_t(stateIndex(g + b, b + fl - back))] += p * laws.rallyA.at(fl, back);
        }
    }
    for (int i = 0; i < stateCount(total); ++i) {
        if (scratch[std::size_t(i)] != 0.0)
            k.goOn.emplace_back(i, scratch[std::size_t(i)]);
    }
    return k;
}

/** x (I - P) = in, for the few states of one group (Gaussian elimination with partial pivoting). */
std::vector<double> solveVisits(std::vector<double> p, std::vector<double> in)
{
    const std::size_t n = in.size();
    // Work on the transpose: (I - P)^T x = in.
    std::vector<double> m(n * n);
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c < n; ++c)
            m[r * n + c] = (r == c ? 1.0 : 0.0) - p[c * n + r];
    }
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < n; ++r) {
            if (std::abs(m[r * n + col]) > std::abs(m[pivot * n + col]))
                pivot = r;
        }
        if (pivot != col) {
            for (std::size_t c = 0; c < n; ++c)
                std::swap(m[col * n + c], m[pivot * n + c]);
            std::swap(in[col], in[pivot]);
        }
        for (std::size_t r = col + 1; r < n; ++r) {
            const double f = m[r * n + col] / m[col * n + col];
            if (f == 0.0)
                continue;
            for (std::size_t c = col; c < n; ++c)
                m[r * n + c] -= f * m[col * n + c];
            in[r] -= f * in[col];
        }
    }
    std::vector<double> x(n, 0.0);
    for (std::size_t r = n; r-- > 0;) {
        double sum = in[r];
        for (std::size_t c = r + 1; c < n; ++c)
            sum -= m[r * n + c] * x[c];
        x[r] = std::max(0.0, sum / m[r * n + r]);
    }
    return x;
}

/** The chance of each state (index, chance) once the rally step pending at the start is made. */
std::vector<std::pair<int, double>> startStates(const SideSpec &side, int flagged, bool brokenRally,
                                                const BinomialTable &rally)
{
    const int down = flagged + (brokenRally ? side.broken : 0);
    const int stays = brokenRally ? 0 : side.broken;
    const int total = side.good + side.broken + flagged;
    std::vector<std::pair<int, double>> out;
    if (side.leaderless || down == 0) {
        out.emplace_back(stateIndex(total, stays + down), 1.0);
        return out;
    }
    for (int back = 0; back <= down; ++back)
        out.emplace_back(stateIndex(total, stays + down - back), rally.at(down, back));
    return out;
}

} // namespace

QString checkBreakIn(const BreakInStart &start)
{
    const struct
    {
        const SideSpec &spec;
        int flagged;
        QString who;
    } sides[] = {{start.besieger, start.besiegerFlagged, BreakInOddsText::tr("breaching force")},
                 {start.garrison, start.garrisonFlagged, BreakInOddsText::tr("garrison")}};
    for (const auto &s : sides) {
        if (s.spec.good < 0 || s.spec.broken < 0 || s.flagged < 0)
            return BreakInOddsText::tr("The %1 cannot have a negative number of units.").arg(s.who);
        const int total = s.spec.total() + s.flagged;
        if (total == 0)
            return &s == &sides[0]
                ? BreakInOddsText::tr("The breaching force has no units: a break-in needs units (RULES S3).")
                : BreakInOddsText::tr("The garrison has no units: the fortress falls at once, with no battle "
                                      "(RULES S3).");
        if (total > MaxBreakInUnits)
            return BreakInOddsText::tr(
                       "The %1 has %2 units; the exact odds of a break-in take up to %3 a side, which they "
                       "answer in about a second.")
                .arg(argText(s.who), argText(total), argText(MaxBreakInUnits));
        if (!s.spec.leaderless && (s.spec.battle < 1 || s.spec.battle > 6 || s.spec.rally < 1 || s.spec.rally > 6))
            return BreakInOddsText::tr("The %1's Battle and Rally ratings must be from 1 to 6 (RULES L2).").arg(s.who);
    }
    return {};
}

BattleOdds exactBreakInOdds(const BreakInStart &start, const std::atomic<bool> *cancel)
{
    BattleOdds odds;
    if (!checkBreakIn(start).isEmpty())
        return odds;
    const SideSpec &a = start.besieger;
    const SideSpec &d = start.garrison;
    const int maxA = a.total() + start.besiegerFlagged;
    const int maxD = d.total() + start.garrisonFlagged;
    const int bonusA = bonusDice(a, d);
    const int bonusD = bonusDice(d, a);
    const Laws laws(std::max(maxA, maxD) + 7, a.leaderless ? 0.0 : a.rally / 6.0, d.leaderless ? 0.0 : d.rally / 6.0);
    const int countA = stateCount(maxA);
    const int countD = stateCount(maxD);
    std::vector<double> mass(std::size_t(countA) * std::size_t(countD), 0.0);
    for (const auto &[ia, pa] : startStates(a, start.besiegerFlagged, false, laws.rallyA)) {
        for (const auto &[id, pd] : startStates(d, start.garrisonFlagged, start.rallyPending, laws.rallyD))
            mass[std::size_t(ia) * std::size_t(countD) + std::size_t(id)] += pa * pd;
    }
    odds.attackerLeft.assign(std::size_t(maxA + 1), 0.0);
    odds.defenderLeft.assign(std::size_t(maxD + 1), 0.0);

    std::vector<FireLaw> fire(static_cast<std::size_t>(countD));
    for (int t = 0; t <= maxD; ++t) {
        for (int b = 0; b <= t; ++b)
            fire[std::size_t(stateIndex(t, b))] = garrisonFire(t - b + bonusD, b, laws);
    }
    const std::vector<int> totalA = totalsOf(maxA);
    const std::vector<int> totalD = totalsOf(maxD);
    std::vector<double> scratchA(std::size_t(countA), 0.0);
    std::vector<double> scratchD(std::size_t(countD), 0.0);
    std::vector<GarrisonKernel> garrison;
    std::vector<BesiegerKernel> besieger;

    // Every step lowers the besieger's good units or total, or the garrison's total, or none of them: the groups
    // of one besieger state and one garrison total, taken with the besieger's good units, its total and the
    // garrison's total falling, come after every group that feeds them.
    for (int ag = maxA; ag >= 0; --ag) {
        garrison.assign(std::size_t(countD), GarrisonKernel());
        for (int at = maxA; at >= ag; --at) {
            const int ia = stateIndex(at, at - ag);
            double *row = mass.data() + std::size_t(ia) * std::size_t(countD);
            for (int dt = maxD; dt >= 1; --dt) {
                if (cancel && cancel->load(std::memory_order_relaxed)) {
                    odds.cancelled = true;
                    return odds;
                }
                const int first = stateIndex(dt, 0);
                const std::size_t n = std::size_t(dt + 1);
                std::vector<double> in(row + first, row + first + n);
                double inflow = 0;
                for (double v : in)
                    inflow += v;
                if (inflow < StateFloor) {
                    odds.unaccounted += inflow;
                    continue;
                }
                besieger.clear();
                std::vector<double> p(n * n, 0.0);
                for (int db = 0; db <= dt; ++db) {
                    const int id = first + db;
                    GarrisonKernel &gk = garrison[std::size_t(id)];
                    if (!gk.ready)
                        gk = garrisonKernel(dt - db, db, ag + bonusA, !d.leaderless, laws, scratchD);
                    besieger.push_back(
                        besiegerKernel(ag, at - ag, fire[std::size_t(id)], !a.leaderless, laws, scratchA));
                    BesiegerKernel &bk = besieger.back();
                    for (const auto &[to, chance] : bk.goOn) {
                        if (to == ia)
                            bk.stay = chance;
                    }
                    // The round in which neither side loses a unit and the besieger's state is the same.
                    for (int to = 0; to <= dt; ++to) {
                        const int slot = first + to - gk.lo;
                        if (slot >= 0 && slot < int(gk.goOn.size()))
                            p[std::size_t(db) * n + std::size_t(to)] = bk.stay * gk.goOn[std::size_t(slot)];
                    }
                }
                const std::vector<double> visits = solveVisits(std::move(p), std::move(in));
                for (int db = 0; db <= dt; ++db) {
                    const double m = visits[std::size_t(db)];
                    if (m < StateFloor) {
                        odds.unaccounted += m;
                        continue;
                    }
                    ++odds.stateVisits;
                    const GarrisonKernel &gk = garrison[std::size_t(first + db)];
                    const BesiegerKernel &bk = besieger[std::size_t(db)];
                    odds.unaccounted += m * (gk.dropped + bk.dropped);
                    double goOnD = 0;
                    for (double v : gk.goOn)
                        goOnD += v;
                    // The besieger defeated (F4): the garrison wins, or both fall in the same round (mutual).
                    for (std::size_t k = 0; k < bk.defeated.size(); ++k) {
                        const double pk = m * bk.defeated[k];
                        if (pk == 0.0)
                            continue;
                        odds.attackerLeft[k] += pk * (goOnD + gk.annihilated);
                        odds.defenderWins += pk * goOnD;
                        odds.mutual += pk * gk.annihilated;
                        odds.defenderLeft[0] += pk * gk.annihilated;
                        for (std::size_t i = 0; i < gk.goOn.size(); ++i)
                            odds.defenderLeft[std::size_t(totalD[std::size_t(gk.lo) + i])] += pk * gk.goOn[i];
                        if (k == 0)
                            odds.attackerAnnihilated += pk * (goOnD + gk.annihilated);
                    }
                    odds.defenderAnnihilated += m * gk.annihilated;
                    for (const auto &[to, chance] : bk.goOn) {
                        const double c = m * chance;
                        // The garrison annihilated: the fortress falls (S3).
                        if (gk.annihilated > 0) {
                            odds.attackerWins += c * gk.annihilated;
                            odds.attackerLeft[std::size_t(totalA[std::size_t(to)])] += c * gk.annihilated;
                            odds.defenderLeft[0] += c * gk.annihilated;
                        }
                        if (!gk.goOn.empty())
                            axpy(mass.data() + std::size_t(to) * std::size_t(countD) + std::size_t(gk.lo), c,
                                 gk.goOn.data(), int(gk.goOn.size()));
                    }
                }
            }
        }
    }
    for (std::size_t k = 0; k < odds.attackerLeft.size(); ++k)
        odds.attackerUnitsLeft += double(k) * odds.attackerLeft[k];
    for (std::size_t k = 0; k < odds.defenderLeft.size(); ++k)
        odds.defenderUnitsLeft += double(k) * odds.defenderLeft[k];
    return odds;
}

} // namespace castellan
