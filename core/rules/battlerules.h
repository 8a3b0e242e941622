#pragma once

#include <QList>
#include <QString>

// The field-battle rules of RULES F and S3 as pure functions: units and faces in, new units out.
namespace castellan {

/** A side's units in a battle (RULES F): generic and identical, each good, flagged or broken. */
struct Units
{
    int good = 0;
    int flagged = 0;
    int broken = 0;

    constexpr int total() const { return good + flagged + broken; }
    bool operator==(const Units &) const = default;
};

/** What a side's fire did: each 6 eliminates, each 5 flags (RULES F2). */
struct Fire
{
    int sixes = 0;
    int fives = 0;
    bool operator==(const Fire &) const = default;
};

/** How a side takes the hits it received (RULES F3). */
struct Casualties
{
    int brokenEliminated = 0;
    int flaggedEliminated = 0;
    int goodEliminated = 0;
    int goodFlagged = 0;
    int eliminated() const { return brokenEliminated + flaggedEliminated + goodEliminated; }
    bool operator==(const Casualties &) const = default;
};

/** "3 good, 1 flagged, 2 broken", as every view and message says it. */
QString unitsText(const Units &units);

/** RULES R1: the Battle bonus of a side; a side without an able commander counts 0. */
int battleBonus(int ownBattle, bool ownAble, int otherBattle, bool otherAble);

/**
 * RULES F2 (and S3): dice a side rolls: one per good-order unit plus its bonus; in a break-in battle broken
 * defenders roll too (their dice come last and count 6 as 5).
 */
int normalFireDice(const Units &u, int bonus);
int brokenFireDice(const Units &u, bool brokenKeepRolling);

/** RULES F2: what one die of a side's fire does. */
enum class FireEffect { Miss, Flags, Eliminates };
inline constexpr int FireEliminateFace = 6;
inline constexpr int FireFlagFace = 5;
/** RULES F2, S3: a 6 eliminates, a 5 flags, 1-4 miss; a broken defender's die (`brokenDie`) flags on a 6 too. */
FireEffect fireEffect(int face, bool brokenDie = false);

/** RULES F2, S3: counts the faces; the dice from `normalDice` on are broken defenders', whose 6s count as 5s. */
Fire countFire(const QList<int> &faces, int normalDice);

/** RULES F3 default: 6s eliminate broken units first, then flagged, then good; then 5s flag good units. */
Casualties defaultCasualties(const Units &receiver, const Fire &incoming);

/** RULES F3: the 6s eliminate as chosen (`eliminated`: its broken, flagged and good counts), then each 5 flags
 *  one good-order unit left; surplus 5s are lost. */
Casualties withFivesApplied(const Units &receiver, const Fire &incoming, Casualties eliminated);

/** RULES F3: empty when `c` is a legal way to take `incoming`, otherwise why not. */
QString checkCasualties(const Units &receiver, const Fire &incoming, const Casualties &c);

Units applyCasualties(const Units &u, const Casualties &c);

/** RULES F4: no good-order unit left. */
constexpr bool isDefeated(const Units &u)
{
    return u.good == 0;
}
/** RULES F4: no unit left at all. */
constexpr bool isAnnihilated(const Units &u)
{
    return u.total() == 0;
}

/** RULES F5: rally checks succeed on faces <= rating. */
int rallySuccesses(const QList<int> &faces, int rallyRating);
/** RULES F5: `successes` flagged units return to good order, the rest break. */
Units rally(const Units &u, int successes);
/** RULES F5, F6: every flagged unit breaks (leaderless side, failed retreat, end of battle). */
Units breakFlagged(const Units &u);

} // namespace castellan
