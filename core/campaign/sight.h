#pragma once

#include "map/hexgrid.h"
#include "model/force.h"

#include <QList>

namespace castellan {

class Campaign;

/**
 * What a side sees of the other sides' forces (issue 31). With hidden movement off, the board game's way, it sees
 * every force. With it on, it sees its own forces, and another side's only where that force stands within the
 * sight radius of one of its own forces or fortresses on the map; nothing of forces off the map.
 */
class Sight
{
public:
    Sight(const Campaign &campaign, qint64 sideId);

    bool sees(const Force &force) const;
    /** A hex within sight: any, with hidden movement off. */
    bool seesHex(const Hex &hex) const;
    /** The forces the side sees, in the campaign's order. */
    QList<Force> forces() const;

private:
    const Campaign &mCampaign;
    qint64 mSideId;
    bool mHidden;
    int mRadius;
    QList<Hex> mEyes; ///< where the side's forces and fortresses stand
};

} // namespace castellan
