#pragma once

#include "commands/action/actionbuilder.h"
#include "map/hexgrid.h"
#include "rules/leaderrules.h"

#include <QList>
#include <QString>

// RULES H3: where a leader who escapes goes, and the survival check that sends him there.
namespace castellan {

/** A place an escaped leader may go: a friendly force with units, or a friendly fortress. */
struct Refuge
{
    qint64 forceId = 0;    ///< the force that takes him in, or 0
    qint64 fortressId = 0; ///< the fortress, or 0
    QString name;
    int distance = 0; ///< hexes from where he escaped (0 off the map)

    bool isValid() const { return forceId > 0 || fortressId > 0; }
    bool operator==(const Refuge &o) const { return forceId == o.forceId && fortressId == o.fortressId; }
};

/**
 * RULES H3: every refuge of the side, as the action being built stands, nearest to `from` first; at the same
 * distance a force before a fortress, forces in the order they were raised. Off the map ({-1, -1}) every refuge
 * is as near as any, so the first force raised comes first.
 */
QList<Refuge> refugesOf(const ActionBuilder &b, qint64 sideId, const Hex &from);

/** RULES H3: places an escaped leader in `chosen`, or the nearest refuge when it is not one of the side's. */
void placeEscaped(ActionBuilder &b, qint64 leaderId, const Hex &from, QStringList &lines, const Refuge &chosen = {});

/**
 * RULES H3: the leader's survival check, rolled in the action: he dies, is captured by `captorSide`, or escapes
 * (and is then placed with placeEscaped()). Takes him out of his force unless he escaped; logs a history line.
 */
Survival rollSurvival(ActionBuilder &b, qint64 leaderId, const RollText &context, const RollText &why,
                      qint64 captorSide, QStringList &lines);

/** A force left with no units and no leaders is gone: removes it and says so. True when it was removed. */
bool removeIfEmpty(ActionBuilder &b, qint64 forceId, QStringList &lines);

} // namespace castellan
