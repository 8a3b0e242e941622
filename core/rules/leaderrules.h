#pragma once

#include "traits.h"

#include <QList>
#include <QString>

#include <optional>

// The leader rules of RULES D, L, R, H and G as pure functions: faces in, outcome out. No dice, no storage.
namespace castellan {

/** RULES L6. Dead outranks captured, captured outranks disabled. */
enum class LeaderStatus { Active, Disabled, Captured, Dead };

/** RULES D3: a check against rating r succeeds on a d6 result <= r. */
constexpr bool checkSucceeds(int face, int rating)
{
    return face <= rating;
}

/** RULES G1: a 6 in a duel wounds the opponent; a 5 cancels one wound against the roller. */
constexpr int DuelWoundFace = 6;
constexpr int DuelCancelFace = 5;

/** RULES R1: the comparative bonus of a leader rated `mine` against `theirs`; 0 unless positive. */
constexpr int comparativeBonus(int mine, int theirs)
{
    return mine > theirs ? mine - theirs : 0;
}

/** RULES L3 and L6: dead at -1 or lower, otherwise captured, otherwise disabled at 0. */
LeaderStatus statusFor(int vitality, bool captured);

/** RULES L4: a capped rating is min(rating, current vitality), never below 0. */
int effectiveRating(int rating, int vitality);

/** RULES L3: vitality after `wounds` (negative heals); healing stops at the rating, wounds at -1 (dead). */
int vitalityAfter(int current, int wounds, int vitalityRating);

/** RULES L1: the seven faces go to the traits in the order Vitality … Rally. Returns the die index per trait. */
std::array<int, TraitCount> assignInOrder();
/** RULES L1 "in order", around what the player placed: the dice not yet placed, in rolled order, go to the empty
 *  traits in the order Vitality … Rally; placed dice stay (-1 marks an empty trait). */
std::array<int, TraitCount> fillInOrder(const std::array<int, TraitCount> &placed);

/**
 * castellan-cli --priority: the highest die to the first listed trait, the next highest to the second, and so
 * on; traits not listed take the remaining dice in rolled order, in the L1 order of traits.
 * Returns the die index per trait.
 */
std::array<int, TraitCount> assignByPriority(const QList<int> &faces, const QList<Trait> &priority);

/** RULES L1: ratings from the creation faces and a die index per trait. Every die used exactly once. */
bool isCompleteAssignment(const std::array<int, TraitCount> &dieForTrait);
Ratings ratingsFrom(const QList<int> &faces, const std::array<int, TraitCount> &dieForTrait);

/** RULES L5: a disabled leader recovers on a 6, to 1 vitality or (option) his full rating. */
constexpr bool recovers(int face)
{
    return face == 6;
}
constexpr int recoveredVitality(bool restoreFull, int vitalityRating)
{
    return restoreFull ? vitalityRating : 1;
}

/** RULES H1: a heroic deed rolled `face` against effective Heroics h. */
struct DeedOutcome
{
    int wounds = 0;
    int rerollsGained = 0;
};
DeedOutcome heroicDeed(int effectiveHeroics, int face);

/** RULES H3: a survival check rolled `face` against effective Heroics h. */
enum class Survival { Escapes, Dies, Captured };
Survival survival(int effectiveHeroics, int face);
QString survivalName(Survival s);
/** The same, kept as data for what is stored. */
RollText survivalText(Survival s);

/** How the app's texts speak of a leader (issue 30, item 12): he, she or they. */
enum class Pronoun { He, She, They };
/** As files and the CLI write it: "he", "she", "they". */
QString pronounKey(Pronoun p);
std::optional<Pronoun> pronounFromKey(const QString &key);
/** As a user reads it, in the app's language. */
QString pronounName(Pronoun p);
/** The sentence written for his, her or their pronoun: each a whole translated text, as languages inflect. */
template<typename Text>
Text byPronoun(Pronoun p, const Text &he, const Text &she, const Text &they)
{
    return p == Pronoun::She ? she : p == Pronoun::They ? they : he;
}
/**
 * RULES H2, H3, Reading: the default use of his own rerolls on his survival check in a battle (they lapse when
 * it ends): re-roll a death always, and a capture when an escape is likelier than a death (h - 1 faces escape,
 * one dies: h of 3 or more).
 */
constexpr bool survivalRerollByDefault(Survival outcome, int effectiveHeroics)
{
    return outcome == Survival::Dies || (outcome == Survival::Captured && effectiveHeroics - 1 > 1);
}

/** RULES G1: one duel exchange. Each side's wounds taken = max(0, opponent's 6s - own 5s). */
struct ExchangeOutcome
{
    int woundsToFirst = 0;
    int woundsToSecond = 0;
};
ExchangeOutcome duelExchange(const QList<int> &firstFaces, const QList<int> &secondFaces);

/** RULES G3: assassination, one exchange in which the target's dice only cancel. Wounds to the target. */
int assassinationWounds(const QList<int> &assassinFaces, const QList<int> &targetFaces);

} // namespace castellan
