#pragma once

#include "mapcampaign.h"

namespace castellan {

/**
 * A battle due on the board (issue 13): Blue's Host (6 units, 2 of them cavalry and 1 artillery, under Marshal
 * Bray) in hex 0303, and a Red band of 6 that marched in.
 */
struct BoardField : MapCampaign
{
    qint64 band = 0;
    Hex at{2, 2};

    BoardField()
    {
        Force edited = forceNamed(host);
        edited.units = {6, 0, 0};
        edited.cavalry = 2;
        edited.artillery = 1;
        must(editForce(**this, edited));
        must(placeForce(**this, host, at));
        band = force(QStringLiteral("Band"), red, {2, 3}, {6, 0, 0});
        toMovement();
        must(moveForce(**this, band, at));
    }
};

} // namespace castellan
