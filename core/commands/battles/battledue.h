#pragma once

#include "map/hexgrid.h"
#include "model/force.h"

#include <QList>
#include <QString>

// RULES F0, T1: where armies of two sides stand together on the map, a battle is due.
namespace castellan {

class Campaign;

/** The battle due at a hex: every force of the two sides there (F0), the attacker's side first. */
struct DueBattle
{
    Hex hex{-1, -1};
    QList<qint64> attackers;
    QList<qint64> defenders;
    QString refusal; ///< why no battle can be fought there as things stand, empty when one can
};

/**
 * RULES F0: the battle at a hex. The attacker is the side that moved into the space: the side of
 * `attackerForceId` when given, else the only side there with a force that entered it this turn. The defender is
 * the other side there, or, where three stand, the side of `defenderForceId`; a third side's forces stay out.
 */
DueBattle battleDueAt(const Campaign &campaign, const Hex &hex, qint64 attackerForceId = 0, qint64 defenderForceId = 0);

/**
 * RULES F0: the enemy forces a force may fight: those of other sides on its space (its hex on the map, or the
 * same named place off it).
 */
QList<Force> battleOpponents(const Campaign &campaign, const Force &force);

/** RULES F0, T1: empty when the force has an enemy on its space to fight now (movement phase), else why not. */
QString whyNoBattleFor(const Campaign &campaign, qint64 forceId);

/** RULES T1: the hexes where a battle is due now: two sides there, one with units in good order to attack. */
QList<Hex> battlesDue(const Campaign &campaign);

/**
 * RULES F1, F6a: the spaces around `hex` a force of `sideId` may move off to: on the map, enterable, with no
 * enemy force and no enemy fortress (which is entered by a siege), clockwise from the north.
 */
QList<Hex> freeSpacesAround(const Campaign &campaign, const Hex &hex, qint64 sideId);

/** RULES T1: empty when no battle waits to be fought, otherwise which (the turn cannot end before). */
QString whyBattlesDue(const Campaign &campaign);

} // namespace castellan
