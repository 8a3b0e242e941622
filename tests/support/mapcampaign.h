#pragma once

#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"
#include "commands/turn/turnactions.h"
#include "testcampaign.h"

namespace castellan {

/**
 * A 10 x 8 map with Red's fortress Castle Rock (rating 4) at 0505, held by a garrison of 3 units under
 * Castellan Ward (Siege 2), and Blue's breaching force, the Host (Siege 5 commander), next to it.
 */
struct MapCampaign : TestCampaign
{
    Hex castleHex{4, 4};
    qint64 castle = 0;
    qint64 garrison = 0;
    qint64 host = 0;
    qint64 ward = 0;
    qint64 marshal = 0;

    MapCampaign()
    {
        must(setMapSize(**this, 10, 8));
        must(addFortress(**this, QStringLiteral("Castle Rock"), castleHex, 4, red));
        castle = campaign->fortressByName(QStringLiteral("Castle Rock"))->id;
        ward = leader(QStringLiteral("Castellan Ward"), {4, 3, 3, 3, 3, 2, 4}, red);
        marshal = leader(QStringLiteral("Marshal Bray"), {5, 4, 3, 4, 4, 5, 4}, blue);
        garrison = force(QStringLiteral("Garrison"), red, castleHex, {3, 0, 0}, {ward});
        host = force(QStringLiteral("Host"), blue, ring(0)[0], {4, 0, 0}, {marshal});
    }

    /** The hexes of one alternating triple around the castle (RULES S1). */
    std::array<Hex, 3> ring(int which) const { return triple(castleHex, which); }

    qint64 force(const QString &name, qint64 side, const Hex &hex, const Units &units,
                 const QList<qint64> &leaders = {})
    {
        const auto o = createForce(**this, name, side, QString(), units, leaders);
        must(o);
        must(placeForce(**this, o.forceId, hex));
        return o.forceId;
    }

    /** Pickets on the two other hexes of the Host's triple: the castle can then be besieged. */
    void surround(int unitsEach = 1)
    {
        force(QStringLiteral("Left picket"), blue, ring(0)[1], {unitsEach, 0, 0});
        force(QStringLiteral("Right picket"), blue, ring(0)[2], {unitsEach, 0, 0});
    }

    Force forceNamed(qint64 id) const { return *campaign->force(id); }

    static void must(const Outcome &o)
    {
        if (!o.ok)
            qFatal("MapCampaign: %s", qPrintable(o.refusal));
    }
};

} // namespace castellan
