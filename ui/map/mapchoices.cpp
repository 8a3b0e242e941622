#include "mapchoices.h"

#include "commands/mapactions.h"
#include "commands/siegeactions.h"
#include "campaign/campaign.h"

#include <algorithm>

namespace castellan {

std::optional<Fortress> MapChoices::siegeTarget(const Campaign &campaign, const Hex &hex, qint64 forceId)
{
    if (const auto here = campaign.fortressAt(hex))
        return here;
    const auto force = campaign.force(forceId);
    if (!force || !force->onMap())
        return std::nullopt;
    for (const Hex &n : HexGrid::neighbours(force->hex)) {
        if (const auto f = campaign.fortressAt(n); f && f->ownerSideId != force->sideId)
            return f;
    }
    return std::nullopt;
}

QList<Force> MapChoices::besiegers(const Campaign &campaign, const Fortress &fortress)
{
    QList<Force> result;
    for (const Force &f : campaign.forces()) {
        if (f.onMap() && f.sideId != fortress.ownerSideId && HexGrid::distance(f.hex, fortress.hex) == 1)
            result << f;
    }
    std::stable_sort(result.begin(), result.end(), [&](const Force &a, const Force &b) {
        return whyCannotBesiege(campaign, fortress.id, a.id).isEmpty()
            && !whyCannotBesiege(campaign, fortress.id, b.id).isEmpty();
    });
    return result;
}

QString MapChoices::whyNoSiege(const Campaign &campaign, const Fortress &fortress)
{
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    if (campaign.siegeOf(fortress.id))
        return tr("%1 is under siege already.").arg(fortress.name);
    const QList<Force> around = besiegers(campaign, fortress);
    if (around.isEmpty())
        return tr("No force of another side stands next to %1 (RULES S1).").arg(fortress.name);
    return whyCannotBesiege(campaign, fortress.id, around.first().id);
}

QString MapChoices::whyNoForcedMarch(const Campaign &campaign, qint64 forceId)
{
    const auto force = campaign.force(forceId);
    if (!force)
        return tr("Select a force first, on the map or in the list of forces here.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    if (force->marchTurn == campaign.turn())
        return tr("%1 has tried its forced march this turn (once a turn, RULES T1a).").arg(force->name);
    if (!commanderFor(campaign, *force, Trait::Maneuver))
        return tr("%1 has no able leader to make the Maneuver check (RULES T1a).").arg(force->name);
    return {};
}

} // namespace castellan
