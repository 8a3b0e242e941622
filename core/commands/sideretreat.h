#pragma once

#include "commands/actionbuilder.h"
#include "map/hexgrid.h"
#include "model/force.h"

#include <QList>
#include <QStringList>

// RULES F1, F6a: after a battle on the map, the side that avoided or lost moves one hex together; a field battle
// and a battle on the board both end so.
namespace castellan {

/** RULES F6a: the spaces a side may retreat to, the default first: for the attacker, the hex it came from. */
QList<Hex> retreatWays(const Campaign &campaign, const QList<Force> &side, const Hex &hex, bool attacker);

/** How a side leaves the field. */
struct SideRetreat
{
    QList<Force> forces;  ///< the side's forces, as the battle began
    Hex from;             ///< the battle's hex
    QList<Hex> ways;      ///< where it may go, the default first (empty: no way out)
    Hex chosen{-1, -1};   ///< the owner's pick, when it is one of the ways
    bool avoided = false; ///< RULES F1: it stepped off before battle (it may move again this turn)
    qint64 captorSide = 0;
    QString battleName;
};

/**
 * RULES F1, F6a: the side's forces and their leaders move to the chosen way, or the first; with no way out
 * its units are eliminated and its leaders make survival checks (H3): those who escape are added to `escaped`.
 */
void retreatSide(ActionBuilder &b, const SideRetreat &retreat, QStringList &lines, QList<qint64> &escaped);

} // namespace castellan
