#include "sideretreat.h"

#include "battledue.h"
#include "campaign/campaign.h"

namespace castellan {

QList<Hex> retreatWays(const Campaign &campaign, const QList<Force> &side, const Hex &hex, bool attacker)
{
    if (hex.col < 0 || side.isEmpty())
        return {};
    QList<Hex> free = freeSpacesAround(campaign, hex, side.front().sideId);
    if (attacker) {
        // RULES F6a: the attacker goes back to the space it came from if it can.
        for (const Force &f : side) {
            const Hex from = f.cameFromIn(campaign.turn());
            if (free.contains(from)) {
                free.removeAll(from);
                free.prepend(from);
                break;
            }
        }
    }
    return free;
}

} // namespace castellan
