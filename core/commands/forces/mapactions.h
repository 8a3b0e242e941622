#pragma once

#include "commands/leaders/leaderactions.h"
#include "i18n/rolltext.h"
#include "map/mapmodel.h"
#include "model/force.h"
#include "model/limits.h"
#include "model/turnphase.h"

// What a game master does on the strategic map: draw it, and move forces on it; each one undoable action.
namespace castellan {

// Edit mode.
/** Why an action on the map is refused while the campaign has none. */
QString whyNoMap();
/** Gives the campaign a map of columns x rows, or resizes it (hexes, fortresses and forces must fit). */
Outcome setMapSize(Campaign &campaign, int columns, int rows);
/** One stroke of the terrain brush: every hex in it gets the terrain. */
Outcome paintTerrain(Campaign &campaign, const QList<Hex> &hexes, Terrain terrain);
/** Names a place on the map (an empty name removes it). */
Outcome namePlace(Campaign &campaign, const Hex &hex, const QString &name);
Outcome addFortress(Campaign &campaign, const QString &name, const Hex &hex, int rating, qint64 ownerSideId);
/** Name, rating and owner of a fortress (its hex too, when it is not besieged). */
Outcome editFortress(Campaign &campaign, const Fortress &edited);
/** Empty when the fortress may be taken off the map, otherwise why not: one under siege stays until it is lifted. */
QString whyCannotRemoveFortress(const Campaign &campaign, qint64 fortressId);
Outcome removeFortress(Campaign &campaign, qint64 fortressId);
/** Sets a force down on a hex, or takes it off the map ({-1, -1}); no movement is spent. */
Outcome placeForce(Campaign &campaign, qint64 forceId, const Hex &hex);

// Play mode (RULES T1, T1a).
/** Empty when the campaign is in `phase`, otherwise why an action of that phase must wait (RULES T2). */
QString whyNotNow(const Campaign &campaign, TurnPhase phase);
/** The hexes' movement allowance of a force this turn, forced march included (RULES T1a, L5). */
int movementAllowance(const Campaign &campaign, const Force &force);
/** What is left of it this turn. */
int movementLeft(const Campaign &campaign, const Force &force);
/** The cheapest cost for a force to reach a hex this turn, or none (RULES T1a). */
std::optional<int> moveCost(const Campaign &campaign, const Force &force, const Hex &to);
/** Empty when the force may move to the hex now, otherwise why not. */
QString whyCannotMove(const Campaign &campaign, qint64 forceId, const Hex &to);
/** RULES T1a: moves a force, spending movement; a besieger that moves away ends its siege if it breaks (S5). */
Outcome moveForce(Campaign &campaign, qint64 forceId, const Hex &to);
/**
 * RULES T1a, F1, F6a: why the force may not move through the waypoints in order, each leg the cheapest way, as
 * one move, or empty. A force that shares its hex with an enemy may not move at all (F1); entering an enemy's hex
 * or an enemy fortress no one holds ends the move (T1, S8).
 */
QString whyCannotMoveAlong(const Campaign &campaign, qint64 forceId, const QList<Hex> &waypoints);
/** The whole move as one action; the last hex before the last is where the force came from (RULES F6a). */
Outcome moveForceAlong(Campaign &campaign, qint64 forceId, const QList<Hex> &waypoints);
/** RULES S8: an enemy fortress with no garrison (no units and no leaders of its owner in its hex). */
bool isUngarrisonedEnemyFortress(const Campaign &campaign, qint64 sideId, const Hex &hex);
/** Forces of other sides in a hex: moving there brings battle (RULES T1, F1). */
QList<Force> enemiesAt(const Campaign &campaign, qint64 sideId, const Hex &hex);
/** RULES T1a: the commander's Maneuver check, once a turn; a success adds 1 to this turn's allowance. */
Outcome forcedMarch(Campaign &campaign, qint64 forceId);
/** RULES T1: from the siege phase to movement and battles (every siege must have had its break-in roll). */
/** RULES T1: empty when the siege phase may end and movement begin, otherwise why not. */
QString whyCannotBeginMovement(const Campaign &campaign);
Outcome beginMovement(Campaign &campaign);

/** Where a hex is, in words: its place name, or "hex 0304". */
QString locationText(const Campaign &campaign, const Hex &hex);
/** The same as data, for a roll's context (issue 30). */
RollText locationRollText(const Campaign &campaign, const Hex &hex);

/** The able leader who counts for a force's rating (RULES R1): the designated commander, else the best. */
std::optional<Leader> commanderFor(const Campaign &campaign, const Force &force, Trait trait);
/**
 * RULES R1, F0, S2: the able leader who counts for forces acting as one: the first force's designated commander
 * when he is able, else the best of all their able leaders.
 */
std::optional<Leader> commanderOfAll(const Campaign &campaign, const QList<Force> &forces, Trait trait);
/** RULES T1a: empty when the force may try a forced march now, otherwise why not. */
QString whyCannotForcedMarch(const Campaign &campaign, qint64 forceId);

} // namespace castellan
