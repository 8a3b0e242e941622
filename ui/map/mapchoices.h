#pragma once

#include "map/mapmodel.h"
#include "model/force.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace castellan {

class Campaign;

/**
 * What the game master may do on the map now, and why not, for the side panel's buttons and the context menu;
 * the reasons are the core's (castellan::actions) wherever it has them.
 */
class MapChoices
{
    Q_DECLARE_TR_FUNCTIONS(MapChoices)

public:
    /** The fortress a siege from here would be laid to: the one in the hex, else one of another side next to the
     * selected force. */
    static std::optional<Fortress> siegeTarget(const Campaign &campaign, const Hex &hex, qint64 forceId);
    /** RULES S1: the forces of other sides next to the fortress, those that may breach it now first. */
    static QList<Force> besiegers(const Campaign &campaign, const Fortress &fortress);
    /** Empty when some force may lay siege to the fortress now, otherwise why none may. */
    static QString whyNoSiege(const Campaign &campaign, const Fortress &fortress);
    /** Empty when the force may try a forced march now (RULES T1a), otherwise why not. */
    static QString whyNoForcedMarch(const Campaign &campaign, qint64 forceId);
};

} // namespace castellan
