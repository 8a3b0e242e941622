#pragma once

#include "commands/leaders/leaderactions.h"
#include "model/force.h"

// What a game master does with forces: raise, edit, split, merge, disband; each one undoable action.
namespace castellan {

/** RULES L2, L3, L6: empty when the leader may join a force of that side, otherwise why not. */
QString whyCannotJoin(const Campaign &campaign, const Leader &leader, qint64 sideId);

/** Empty when a force may take this name (another force than `forceId` has it not), otherwise why not. */
QString whyCannotNameForce(const Campaign &campaign, const QString &name, qint64 forceId = 0);

/** Empty when the unit counts are possible, otherwise what is wrong (no negative counts). */
QString checkUnits(const Units &units);

/** Where a force stands, in words: its hex (and the fortress it holds there), or off the map (at a named place). */
QString forceWhere(const Campaign &campaign, const Force &force);

Outcome createForce(Campaign &campaign, const QString &name, qint64 sideId, const QString &location, const Units &units,
                    const QList<qint64> &leaderIds = {}, int cavalry = 0, int artillery = 0);
/** Empty when so many of the units may be cavalry and artillery (the rest infantry, issue 13). */
QString whyNotComposition(const Units &units, int cavalry, int artillery);
/**
 * Name, location, units, their types and commander of an existing force, and, when `leaderIds` is given, the
 * leaders who are with it afterwards (those not named leave it, those named join it). Checked whole and written
 * as one action, or refused whole.
 */
Outcome editForce(Campaign &campaign, const Force &edited, const std::optional<QList<qint64>> &leaderIds = {});
/** Puts a leader with a force of his side (RULES L2), or takes him out of any (forceId 0). */
Outcome assignLeader(Campaign &campaign, qint64 leaderId, qint64 forceId);
/**
 * A new force of the same side at the same place, taking `moved` units (of which `cavalry` and `artillery`, the
 * rest infantry) and `leaderIds` from `forceId`; both keep the movement spent this turn (RULES T1a, F6a).
 */
Outcome splitForce(Campaign &campaign, qint64 forceId, const QString &newName, const Units &moved,
                   const QList<qint64> &leaderIds, int cavalry = 0, int artillery = 0);
/** Empty when `from` may join `into`: same side, standing together (one hex, or one named place off the map). */
QString whyCannotMerge(const Force &into, const Force &from);
/** The forces that may join `into` now. */
QList<Force> mergeCandidates(const Campaign &campaign, const Force &into);
/**
 * `fromId` joins `intoId`: same side, same place. RULES T1a, F6a: the merged force has used the larger of the
 * two allowances used, and may not move again this turn if either part retreated.
 */
Outcome mergeForces(Campaign &campaign, qint64 intoId, qint64 fromId);
/** The force is removed; its leaders stay, with no force. */
Outcome disbandForce(Campaign &campaign, qint64 forceId);

} // namespace castellan
