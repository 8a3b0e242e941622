#include "liveodds.h"

#include <cmath>
#include <vector>

namespace castellan {

namespace {

/** Pairs of rally outcomes less likely than this are not computed; their chance goes to `unaccounted`. */
constexpr double NegligibleMix = 1e-15;

bool sameSpec(const SideSpec &a, const SideSpec &b)
{
    return a.good == b.good && a.broken == b.broken && a.battle == b.battle && a.rally == b.rally
        && a.leaderless == b.leaderless;
}

/** RULES F5: how many of `flagged` units rally, each on a check against the commander's Rally (D3). */
std::vector<double> rallyChances(int flagged, const SideSpec &side)
{
    std::vector<double> p(std::size_t(flagged + 1), 0.0);
    p[0] = 1.0;
    if (flagged == 0 || side.leaderless)
        return p; // a leaderless side's flagged units all break
    const double q = side.rally / 6.0;
    for (int n = 1; n <= flagged; ++n) {
        for (int k = n; k >= 0; --k)
            p[std::size_t(k)] = p[std::size_t(k)] * (1.0 - q) + (k > 0 ? p[std::size_t(k - 1)] * q : 0.0);
    }
    return p;
}

void addScaled(std::vector<double> &into, const std::vector<double> &from, double w, std::size_t offset = 0)
{
    if (into.size() < from.size() + offset)
        into.resize(from.size() + offset, 0.0);
    for (std::size_t i = 0; i < from.size(); ++i)
        into[i + offset] += w * from[i];
}

SideSpec withUnits(SideSpec spec, const Units &u)
{
    spec.good = u.good;
    spec.broken = u.broken;
    return spec;
}

} // namespace

LiveOdds LiveOdds::betweenRounds(const SideSpec &attacker, int attackerFlagged, const SideSpec &defender,
                                 int defenderFlagged, int roundsFought)
{
    LiveOdds o;
    o.mAttacker = attacker;
    o.mDefender = defender;
    o.mAttackerFlagged = attackerFlagged;
    o.mDefenderFlagged = defenderFlagged;
    o.mRoundsFought = roundsFought;
    SideSpec a = attacker;
    SideSpec d = defender;
    a.broken += attackerFlagged;
    d.broken += defenderFlagged;
    o.mProblem = checkSides(a, d);
    return o;
}

SideSpec oddsSideOf(const Battle &battle, Role role)
{
    const BattleSide &s = battle.side(role);
    const Leader *c = s.commander();
    SideSpec spec;
    spec.good = s.units.good;
    spec.broken = s.units.broken + s.units.flagged;
    spec.leaderless = c == nullptr;
    spec.battle = c ? c->rating(Trait::Battle) : 0;
    spec.rally = c ? c->rating(Trait::Rally) : 0;
    return spec;
}

LiveOdds LiveOdds::breakIn(const BreakInStart &start, int roundsFought)
{
    LiveOdds o;
    o.mBreakIn = true;
    o.mRallyPending = start.rallyPending;
    o.mAttacker = start.besieger;
    o.mDefender = start.garrison;
    o.mAttackerFlagged = start.besiegerFlagged;
    o.mDefenderFlagged = start.garrisonFlagged;
    o.mRoundsFought = roundsFought;
    o.mProblem = checkBreakIn(start);
    return o;
}

void LiveOdds::countMarches(const Battle &b, bool rollsFirst)
{
    for (Role r : {Role::Attacker, Role::Defender}) {
        for (const FieldMarch &m : b.side(r).marches) {
            if (m.progress.state == MarchState::Arrived)
                continue;
            if (!m.progress.isMarching() || mDecided) {
                mReturning[r == Role::Attacker ? 0 : 1] += m.units;
                continue;
            }
            if (mFlank) {
                mProblem = tr("The exact odds count one flank march; this battle has more on the way.");
                return;
            }
            FlankSpec f{r, m.units, m.progress.level, b.flankTable(), m.progress.modifier, rollsFirst, true};
            mFlank = f;
        }
    }
    if (mFlank && mProblem.isEmpty() && !mBreakIn) {
        SideSpec a = mAttacker;
        SideSpec d = mDefender;
        a.broken += mAttackerFlagged;
        d.broken += mDefenderFlagged;
        mProblem = checkFlankBattle(a, d, *mFlank);
    }
}

LiveOdds LiveOdds::of(const Battle &b)
{
    LiveOdds o = ofField(b);
    // RULES M3: a march's roll for the round comes after its rally, before the next round.
    const BattlePhase p = b.phase();
    o.countMarches(b, p == BattlePhase::Fire || p == BattlePhase::Casualties || p == BattlePhase::RallyOrRetreat);
    return o;
}

LiveOdds LiveOdds::ofField(const Battle &b)
{
    const Units &ua = b.side(Role::Attacker).units;
    const Units &ud = b.side(Role::Defender).units;
    const SideSpec sa = oddsSideOf(b, Role::Attacker);
    const SideSpec sd = oddsSideOf(b, Role::Defender);
    LiveOdds o;
    const bool breakIn = b.flags().breakIn;
    // Between rounds, as the odds take it: units as they stand, and whether the rally step comes first.
    auto between = [&](const Units &at, const Units &dt, bool rallyPending, int rounds) {
        if (breakIn)
            return LiveOdds::breakIn({withUnits(sa, at), at.flagged, withUnits(sd, dt), dt.flagged, rallyPending},
                                     rounds);
        return betweenRounds(withUnits(sa, at), at.flagged, withUnits(sd, dt), dt.flagged, rounds);
    };
    switch (b.phase()) {
    case BattlePhase::AvoidCheck:
    case BattlePhase::RoundStart: return between(ua, ud, false, std::max(0, b.round() - 1));
    case BattlePhase::Fire:
    case BattlePhase::Casualties: {
        // RULES F3: the hits as they would be applied now (default choice while the dice can still change).
        const bool chosen = b.phase() == BattlePhase::Casualties;
        const Units after[2] = {
            applyCasualties(ua, chosen ? b.casualties(Role::Attacker) : b.defaultCasualties(Role::Attacker)),
            applyCasualties(ud, chosen ? b.casualties(Role::Defender) : b.defaultCasualties(Role::Defender))};
        const bool aDown = isDefeated(after[0]);
        const bool dDown = breakIn ? isAnnihilated(after[1]) : isDefeated(after[1]); // RULES S3
        if (aDown || dDown) { // RULES F4: the end check of this round is already known
            o.mDecided = true;
            o.mResult = aDown && dDown ? BattleResult::Mutual
                : aDown                ? BattleResult::DefenderWins
                                       : BattleResult::AttackerWins;
            o.mAttackerUnits = breakFlagged(after[0]);
            o.mDefenderUnits = breakFlagged(after[1]);
            o.mRoundsFought = b.round();
            return o;
        }
        return between(after[0], after[1], true, b.round());
    }
    case BattlePhase::RallyOrRetreat: return between(ua, ud, true, b.round());
    case BattlePhase::Aftermath:
    case BattlePhase::Over:
        if (b.result() == BattleResult::Avoided) {
            o.mProblem = tr("The defender avoided battle (RULES F1).");
            return o;
        }
        o.mDecided = true;
        o.mResult = b.result();
        o.mAttackerUnits = ua;
        o.mDefenderUnits = ud;
        o.mRoundsFought = b.round();
        return o;
    }
    return o;
}

BattleOdds LiveOdds::certain() const
{
    const BattleResult result = mResult;
    const int rounds = mRoundsFought;
    Units attacker = mAttackerUnits;
    Units defender = mDefenderUnits;
    BattleOdds odds;
    (result == BattleResult::AttackerWins       ? odds.attackerWins
         : result == BattleResult::DefenderWins ? odds.defenderWins
                                                : odds.mutual) = 1.0;
    odds.attackerAnnihilated = isAnnihilated(attacker) ? 1.0 : 0.0;
    odds.defenderAnnihilated = isAnnihilated(defender) ? 1.0 : 0.0;
    // RULES M3: units of a march that never came in are left too, back to the campaign.
    const int leftA = attacker.total() + mReturning[0];
    const int leftD = defender.total() + mReturning[1];
    odds.attackerUnitsLeft = leftA;
    odds.defenderUnitsLeft = leftD;
    odds.attackerLeft.assign(std::size_t(leftA + 1), 0.0);
    odds.attackerLeft.back() = 1.0;
    odds.defenderLeft.assign(std::size_t(leftD + 1), 0.0);
    odds.defenderLeft.back() = 1.0;
    odds.rounds.assign(std::size_t(std::max(0, rounds) + 1), 0.0);
    odds.rounds.back() = 1.0;
    return odds;
}

int LiveOdds::computations() const
{
    if (mDecided || !mProblem.isEmpty())
        return 0;
    if (mBreakIn)
        return 1; // the pending rally is the solver's first step
    const int a = mAttacker.leaderless ? 1 : mAttackerFlagged + 1;
    const int d = mDefender.leaderless ? 1 : mDefenderFlagged + 1;
    return a * d;
}

bool LiveOdds::roundsAffordable() const
{
    if (mDecided)
        return true;
    if (mBreakIn)
        return false; // the break-in odds do not count rounds
    if (mFlank)
        return false; // the odds with a march count them in their one pass
    const int largest = std::max(mAttacker.total() + mAttackerFlagged, mDefender.total() + mDefenderFlagged);
    // Measured: about a second for 20 units a side, a tenth of that for the figures without the rounds.
    return computations() * std::pow(largest / 20.0, 4.5) <= 2.0;
}

BattleOdds LiveOdds::compute(const std::atomic<bool> *cancel, OddsDetail detail) const
{
    if (mDecided)
        return certain();
    BattleOdds mix;
    if (!mProblem.isEmpty())
        return mix;
    if (mBreakIn)
        return exactBreakInOdds({mAttacker, mAttackerFlagged, mDefender, mDefenderFlagged, mRallyPending}, cancel);
    const std::vector<double> rallyA = rallyChances(mAttackerFlagged, mAttacker);
    const std::vector<double> rallyD = rallyChances(mDefenderFlagged, mDefender);
    for (int ka = 0; ka <= mAttackerFlagged; ++ka) {
        for (int kd = 0; kd <= mDefenderFlagged; ++kd) {
            const double w = rallyA[std::size_t(ka)] * rallyD[std::size_t(kd)];
            if (w < NegligibleMix) {
                mix.unaccounted += w;
                continue;
            }
            // RULES F5: ka flagged units back in good order, the rest broken.
            SideSpec a = mAttacker;
            a.good += ka;
            a.broken += mAttackerFlagged - ka;
            SideSpec d = mDefender;
            d.good += kd;
            d.broken += mDefenderFlagged - kd;
            BattleOdds o = mFlank ? flankBattleOdds(a, d, *mFlank, cancel) : exactBattleOdds(a, d, cancel, detail);
            if (!mFlank && (mReturning[0] || mReturning[1])) {
                o.attackerUnitsLeft += mReturning[0];
                o.defenderUnitsLeft += mReturning[1];
                o.attackerLeft.insert(o.attackerLeft.begin(), std::size_t(mReturning[0]), 0.0);
                o.defenderLeft.insert(o.defenderLeft.begin(), std::size_t(mReturning[1]), 0.0);
            }
            if (o.cancelled) {
                mix.cancelled = true;
                return mix;
            }
            mix.attackerWins += w * o.attackerWins;
            mix.defenderWins += w * o.defenderWins;
            mix.mutual += w * o.mutual;
            mix.attackerAnnihilated += w * o.attackerAnnihilated;
            mix.defenderAnnihilated += w * o.defenderAnnihilated;
            mix.attackerUnitsLeft += w * o.attackerUnitsLeft;
            mix.defenderUnitsLeft += w * o.defenderUnitsLeft;
            mix.unaccounted += w * o.unaccounted;
            mix.stateVisits += o.stateVisits;
            addScaled(mix.attackerLeft, o.attackerLeft, w);
            addScaled(mix.defenderLeft, o.defenderLeft, w);
            addScaled(mix.rounds, o.rounds, w, std::size_t(mRoundsFought));
        }
    }
    return mix;
}

bool LiveOdds::operator==(const LiveOdds &other) const
{
    return mDecided == other.mDecided && mResult == other.mResult && mProblem == other.mProblem
        && sameSpec(mAttacker, other.mAttacker) && sameSpec(mDefender, other.mDefender)
        && mAttackerFlagged == other.mAttackerFlagged && mDefenderFlagged == other.mDefenderFlagged
        && mRoundsFought == other.mRoundsFought && mBreakIn == other.mBreakIn && mRallyPending == other.mRallyPending
        && mAttackerUnits == other.mAttackerUnits && mDefenderUnits == other.mDefenderUnits && mFlank == other.mFlank
        && mReturning[0] == other.mReturning[0] && mReturning[1] == other.mReturning[1];
}

} // namespace castellan
