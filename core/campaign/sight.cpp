#include "sight.h"

#include "campaign.h"

#include <algorithm>

namespace castellan {

Sight::Sight(const Campaign &campaign, qint64 sideId)
    : mCampaign(campaign)
    , mSideId(sideId)
    , mHidden(campaign.options().hiddenMovement)
    , mRadius(campaign.options().sightRadius)
{
    if (!mHidden)
        return;
    for (const Force &f : campaign.forces()) {
        if (f.sideId == sideId && f.onMap())
            mEyes << f.hex;
    }
    for (const Fortress &f : campaign.fortresses()) {
        if (f.ownerSideId == sideId)
            mEyes << f.hex;
    }
}

bool Sight::seesHex(const Hex &hex) const
{
    if (!mHidden)
        return true;
    return std::any_of(mEyes.cbegin(), mEyes.cend(),
                       [&](const Hex &eye) { return HexGrid::distance(eye, hex) <= mRadius; });
}

bool Sight::sees(const Force &force) const
{
    if (!mHidden || force.sideId == mSideId)
        return true;
    return force.onMap() && seesHex(force.hex);
}

QList<Force> Sight::forces() const
{
    QList<Force> seen;
    for (const Force &f : mCampaign.forces()) {
        if (sees(f))
            seen << f;
    }
    return seen;
}

} // namespace castellan
