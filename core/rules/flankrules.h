#pragma once

#include "i18n/rolltext.h"
#include "rules/leaderrules.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

// The flank-march rules of RULES M1-M3 as pure functions and small values: a general's level, an arrival roll,
// a march's state after it, and M2's limits. The engines roll the dice; this decides what they mean.
namespace castellan {

/** RULES M1: a general's level, worst first. */
enum class GeneralLevel { Incompetent, Poor, Average, Good, Excellent };
inline constexpr int GeneralLevelCount = 5;

/** Stable lower-case key, as files and the CLI write it ("average"). */
QString levelKey(GeneralLevel level);
std::optional<GeneralLevel> levelFromKey(const QString &key);
/** Translated display name ("Average"). */
QString levelName(GeneralLevel level);
/** The same, kept as data for what is stored. */
RollText levelText(GeneralLevel level);

/** A bonus or modifier as the rolls show it: "+2", "+0", "-1". */
QString signedText(int n);

/** RULES M3: one level up (excellent stays excellent) or down (incompetent stays incompetent). */
GeneralLevel levelUp(GeneralLevel level);
GeneralLevel levelDown(GeneralLevel level);

/** RULES M1, a ruleset value: the level each Maneuver rating gives, and each level's leadership bonus. */
struct FlankTable
{
    std::array<GeneralLevel, 6> byManeuver{GeneralLevel::Incompetent, GeneralLevel::Poor, GeneralLevel::Average,
                                           GeneralLevel::Average,     GeneralLevel::Good, GeneralLevel::Excellent};
    std::array<int, GeneralLevelCount> bonus{0, 0, 1, 2, 3}; ///< by level; an incompetent general never marches

    /** The level of a leader rated `maneuver` (1-6; out of range counts as the nearest). */
    GeneralLevel levelOf(int maneuver) const;
    int bonusOf(GeneralLevel level) const { return bonus[std::size_t(level)]; }
    bool operator==(const FlankTable &) const = default;
};

/** RULES M3: the total a march needs to arrive. */
inline constexpr int ArrivalTotal = 12;

/** Which side edge a march comes in by (RULES M2). */
enum class FlankEdge { Left, Right };
QString edgeKey(FlankEdge edge);
std::optional<FlankEdge> edgeFromKey(const QString &key);
QString edgeName(FlankEdge edge);
/** The edge as data, for a roll's context: shown in the reader's language. */
RollText edgeText(FlankEdge edge);

/** What one arrival roll did (RULES M3). */
struct ArrivalRoll
{
    std::array<int, 2> faces{};
    GeneralLevel level = GeneralLevel::Average; ///< the level the roll used, before any change it causes
    int bonus = 0;                              ///< the leadership bonus of that level
    int modifier = 0;                           ///< the cumulative modifier added
    int total = 0;                              ///< both faces + bonus + modifier
    GeneralLevel levelAfter = GeneralLevel::Average;
    int modifierAfter = 0; ///< what the next roll adds
    bool arrives = false;  ///< 12 or more, and not a double 1
    bool aborted = false;  ///< a poor general fell to incompetent

    bool doubleSix() const { return faces[0] == 6 && faces[1] == 6; }
    bool doubleOne() const { return faces[0] == 1 && faces[1] == 1; }
    bool levelChanged() const { return levelAfter != level; }
};

/**
 * RULES M3: the line a change of level writes to the general's history: it lasts for the rest of that battle
 * only; in the campaign his level stays `campaignLevel` (from his Maneuver, M1).
 */
RollText levelChangeHistory(const RollText &battleName, const ArrivalRoll &roll, GeneralLevel campaignLevel,
                            Pronoun pronoun);

/** RULES M3: the arrival roll of a general of `level` with `modifier`, on two faces. */
ArrivalRoll arrivalRoll(const FlankTable &table, GeneralLevel level, int modifier, int face1, int face2);

/** Where a march stands (RULES M3). */
enum class MarchState {
    Marching, ///< rolls at the end of every turn or round
    Arriving, ///< rolled its 12: comes in at the start of the next turn or round
    Arrived,  ///< its units are in the battle
    Aborted,  ///< its general fell to incompetent: lost for victory, back to the campaign after the battle
    Ended     ///< the battle ended before it arrived: the same as aborted
};
QString marchStateKey(MarchState state);

/** A march's own progress, apart from its units (RULES M3). */
struct MarchProgress
{
    GeneralLevel level = GeneralLevel::Average;
    int modifier = 0;
    int rolls = 0;
    MarchState state = MarchState::Marching;

    /** Takes one arrival roll made at the level and modifier held now. */
    void take(const ArrivalRoll &roll);
    bool isMarching() const { return state == MarchState::Marching; }
    /** Its units never came in: aborted, or the battle ended first. */
    bool isLost() const { return state == MarchState::Aborted || state == MarchState::Ended; }
    bool operator==(const MarchProgress &) const = default;
};

/** A leader offered as a march's general, as RULES M2 judges him. */
struct FlankCandidate
{
    QString name;
    bool able = true; ///< can use his ratings (RULES L3)
    bool commanderInChief = false;
    bool coward = false;
    bool alreadyMarching = false; ///< leads another command of this battle
    GeneralLevel level = GeneralLevel::Average;
    Pronoun pronoun = Pronoun::He;
};

/**
 * RULES M2: empty when `candidate` may lead a command of `units` units on a flank march, when the side's other
 * commands already take `unitsSent` of its `sideUnits`; otherwise the limit it breaks.
 */
QString whyCannotMarch(const FlankCandidate &candidate, int units, int unitsSent, int sideUnits);

/** RULES M2: the most units a side of `sideUnits` may send on flank marches in all (half, rounded down). */
constexpr int maxFlankUnits(int sideUnits)
{
    return sideUnits / 2;
}

} // namespace castellan
