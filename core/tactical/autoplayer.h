#pragma once

#include "tactical/tacticalbattle.h"

#include <atomic>
#include <functional>
#include <vector>

// The computer's side in a Command-dice battle (issue 13): for each activation it takes the unit and action
// with the best expected figures removed minus the expected return fire, from the exact attack odds (RULES C4);
// with no attack to make it moves toward the nearest enemy. Deterministic given the dice.
namespace castellan {

/**
 * How the computer weighs an attack. Simple (issue 13): figures removed minus figures lost to return fire.
 * Decisive (issue 33): each side's chance of losing the unit counts besides, as much as DecisiveUnitWeight
 * figures, since eliminated units are what win a battle on the board. Over 1,000 battles of the shipped scenario,
 * seeds 1 to 500 with each player on each side, Decisive wins 607 (95%: 57.6% to 63.7%); the test
 * `tactical_odds` holds it to winning more.
 */
enum class AutoStyle { Simple, Decisive };
inline constexpr double DecisiveUnitWeight = 2.0;

class AutoPlayer
{
public:
    explicit AutoPlayer(const Ruleset &rules, AutoStyle style = AutoStyle::Decisive);

    /** Plays the side to move through its whole turn: the activation roll, each activation, the end of the turn;
     *  first any flank marches' business that stands before it (playFlank), or the rest of an activation begun. */
    void playTurn(TacticalBattle &battle, const Roller &roller);
    /** RULES M3-M5 for both sides: the marches' rolls; each arriving unit placed on the legal hex nearest an enemy;
     *  no shift (the opponent's shift is a choice, and standing fast keeps its line). */
    void playFlank(TacticalBattle &battle, const Roller &roller);
    /** One step of playFlank, for whichever side it falls to; false when there is none to take. */
    bool playFlankStep(TacticalBattle &battle, const Roller &roller);
    /** Whether its cavalry attacked from an adjacent hex falls back (RULES C9): when that saves figures. */
    bool fallsBack(const TacticalBattle &battle, int attackerId, int targetId) const;
    /** Who answers a fallback when this player attacks cavalry (RULES C9): the other side's player, with the path it
     *  falls back along (empty: the default one), or none when it stands; by default this player answers for it
     *  as it would for its own. */
    using FallbackChooser =
        std::function<std::optional<QList<Hex>>(const TacticalBattle &battle, int attackerId, int targetId)>;
    void setFallbackChooser(FallbackChooser chooser) { mChooser = std::move(chooser); }

    /** What an attack from a hex is worth: expected figures removed minus the expected return fire, and with the
     *  Decisive style the chances of eliminating the target and of losing the attacker to its fire. */
    double attackValue(const TacticalBattle &battle, const TacticalUnit &attacker, const Hex &from,
                       const TacticalUnit &target) const;

private:
    struct Plan
    {
        int unit = 0;
        std::optional<Hex> moveTo;
        int target = 0;
        double value = 0;
    };
    /** What the player reads of an attack's odds, kept for each dice, target type, figures and terrain. */
    struct Expectation
    {
        double losses = 0;
        double pDislodge = 0;
        double pEliminate = 0;
        bool known = false;
    };
    const Expectation &odds(int dice, int targetType, int figures, int terrain) const;
    std::optional<Plan> bestAttack(const TacticalBattle &battle) const;
    std::optional<Plan> bestApproach(const TacticalBattle &battle) const;
    /** The least that `t`'s return fire takes from the value of an attack by `u` at `range` (with the odds `hit`),
     *  whatever the ground `u` attacks from. */
    double leastReturnFire(const TacticalUnit &u, const TacticalUnit &t, int range, const Expectation &hit) const;
    /** The least a `shooterType`'s fire at `range` takes from a unit of `targetType` and `figures`, in the value
     *  of attackValue(), whatever the ground the target stands on (kept in mLeastFire). */
    double leastFire(int shooterType, int range, int targetType, int figures) const;
    /** The enemies of mNear that an attack by `u` after a move could be worth more than `above` against, in
     *  mWorthMoving: against the others, no hex it moves to gives a better choice than the one found. */
    void findWorthMoving(const TacticalBattle &battle, const TacticalUnit &u, const UnitType &type, double above) const;
    /** The acting unit's best target from where it stands, or 0. */
    int bestTarget(const TacticalBattle &battle, double *value = nullptr) const;
    void attack(TacticalBattle &battle, int targetId, const Roller &roller);
    void finishActivation(TacticalBattle &battle, const Roller &roller);

    const Ruleset &mRules;
    double mUnitWeight = 0; ///< figures a unit eliminated is worth besides its own (AutoStyle)
    FallbackChooser mChooser;
    int mMaxDice = 0;
    int mMaxFigures = 0;
    int mMaxReach = 0;
    mutable std::vector<Expectation> mOdds;
    mutable std::vector<double> mLeastFire; ///< leastFire() by shooter, range, target type and figures; NaN: not yet
    mutable std::vector<const TacticalUnit *> mEnemies; ///< scratch of each choice, kept to spare allocations
    mutable std::vector<const TacticalUnit *> mNear;
    mutable std::vector<const TacticalUnit *> mWorthMoving;
};

/** The most side turns an automatic battle lasts; then the side that has eliminated fewer withdraws. */
inline constexpr int MaxAutomaticTurns = 200;

/**
 * RULES H2, C11, the computer's rule for its leaders' rerolls: in an activation, a face that activates none of its
 * units that may act (C3 re-rolls a type it no longer has for nothing); in an attack, while the hits would not
 * eliminate the target, a die that scores nothing. The first leader who holds one spends it.
 */
std::optional<TacticalReroll> computerReroll(const TacticalBattle &battle, const RerollOffer &offer);

/**
 * Plays a battle to its end with both sides automatic (their rerolls by computerReroll); returns the winner, or -1
 * when `stop` was set first (checked between side turns).
 */
int playAutomatically(TacticalBattle &battle, const Roller &roller, AutoStyle style = AutoStyle::Decisive,
                      const std::atomic<bool> *stop = nullptr);

/**
 * Plays a battle on from wherever it stands, a unit's activation included, both sides by the automatic player and
 * their rerolls by whatever chooser each has. Unlike playAutomatically(), a battle not over after MaxAutomaticTurns
 * side turns is left undecided: returns the winner, or -1 for such a draw (issue 33: the odds count them apart).
 */
int playOn(TacticalBattle &battle, const Roller &roller);
/** The same with a player of the battle's ruleset kept from one battle to the next (its odds already worked out). */
int playOn(TacticalBattle &battle, const Roller &roller, AutoPlayer &player);

/** A general the computer may send on a flank march, with the counters of his force he could take. */
struct FlankOption
{
    qint64 leaderId = 0;
    GeneralLevel level = GeneralLevel::Average;
    QList<int> counters;
};

/** The computer's flank march (issue 14). */
struct FlankChoice
{
    qint64 leaderId = 0;
    QList<int> counters;
    FlankEdge edge = FlankEdge::Left;
};

/**
 * The computer's choice before deployment: none, or one command of at most a quarter of its units (issue 14),
 * and only under a good or excellent general with a side of 4 counters or more, since a march's units are
 * missing until it arrives. It takes the best such general, as many of his counters as the quarter allows, by the
 * edge with fewer enemy counters near it.
 */
std::optional<FlankChoice> chooseFlankMarch(const TacticalSetup &setup, int side, const QList<FlankOption> &options);

} // namespace castellan
