#pragma once

#include "tactical/ruleset.h"

#include <QList>

// The exact odds of one attack of a Command-dice battle (RULES C4): a multinomial over the battle die's faces.
namespace castellan {

struct AttackOdds
{
    int dice = 0;              ///< rolled, after terrain
    QList<double> hits;        ///< index k: the chance of k hits (0 … dice)
    QList<double> retreats;    ///< index k: the chance that k flags count, after the hill's first flag (RULES C5)
    double pEliminate = 0;     ///< the target loses all its figures
    double pDislodge = 0;      ///< eliminated, or at least one flag counts
    double expectedLosses = 0; ///< figures the hits remove, at most the target's
};

/**
 * RULES C4, C9: the dice of an attack: the attacker's dice at the range, minus or plus the target's terrain,
 * never below zero. Against cavalry that falls back the attacker rolls its range-1 dice with the terrain, halved,
 * rounded up (Reading: the terrain of the hex the cavalry stood in when the attack was announced).
 */
int attackDice(const Ruleset &rules, int attackerType, int range, int targetTerrain, bool fallback = false);

/** What an attack's rolled faces do (RULES C4, C5): hits, flags, and the flags that count after the hill's. */
struct AttackResult
{
    int hits = 0;
    int flags = 0;
    int countedFlags = 0;
};
/** Reads battle-die faces (1-6, as the ruleset's faces list them) against a target's type and terrain. */
AttackResult readAttack(const Ruleset &rules, const QList<int> &faces, int targetType, int targetTerrain);
/** What one face does against a target type, in words ("hit", "retreat", "miss"). */
QString faceEffect(const Ruleset &rules, int face, int targetType);
/** The key of a face ("infantry", "flag", "swords"), as files and JSON hold it. */
QString faceName(const Ruleset &rules, int face);
/** A face as a sentence shows it, in the app's language (keyText). */
QString faceText(const Ruleset &rules, int face);

/** The odds of `dice` battle dice against a target of a type with `figures` left, standing in a terrain. */
AttackOdds attackOdds(const Ruleset &rules, int dice, int targetType, int targetFigures, int targetTerrain);

} // namespace castellan
