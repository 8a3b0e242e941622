#pragma once

#include "commands/action/outcome.h"
#include "map/hexgrid.h"

#include <QList>
#include <QString>

// RULES F8: where only leaders are left of two sides, they may duel (G) or one may try to retreat.
namespace castellan {

class Campaign;

/** RULES F8: the hexes where two sides have forces with able leaders and neither has a unit there. */
QList<Hex> leadersOnlyHexes(const Campaign &campaign);

/** The sides whose leaders stand alone at the hex (empty unless it is one of leadersOnlyHexes()). */
QList<qint64> leadersOnlySides(const Campaign &campaign, const Hex &hex);

/** RULES F8: empty when the leader may try to retreat, otherwise why not. */
QString whyNoLeaderRetreat(const Campaign &campaign, qint64 leaderId);

/** RULES F8, F6a: the spaces he may retreat to with his force, the default first (where it came from this turn,
 *  else the first free space clockwise from the north). */
QList<Hex> leaderRetreatHexes(const Campaign &campaign, qint64 leaderId);

/** The outcome of a retreat attempt. */
struct LeaderRetreat
{
    Outcome outcome;
    bool retreated = false; ///< the Maneuver check succeeded and his force moved
    Hex to{-1, -1};
    int face = 0;
};

/**
 * RULES F8: his Maneuver check (D3). On a success his force, with every leader in it, moves to `to` (the
 * default when `to` is not one of leaderRetreatHexes()); as in F6a it spends no movement and may not move again
 * this turn. On a failure he stays: he must duel an enemy leader there or be captured. One undoable action.
 */
LeaderRetreat attemptLeaderRetreat(Campaign &campaign, qint64 leaderId, const Hex &to = {-1, -1});

/** RULES F8: after a failed retreat, the side that takes him if he does not duel (the other side there). */
qint64 leaderRetreatCaptor(const Campaign &campaign, qint64 leaderId);

} // namespace castellan
