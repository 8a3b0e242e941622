#include "ordergiving.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/turn/sidemovement.h"
#include "ordertext.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"

namespace castellan {

QString whyCannotOrderFor(const Campaign &campaign, qint64 sideId)
{
    const auto viewer = campaign.viewer();
    if (!campaign.orderBook() || !viewer)
        return OrderText::tr("Orders are given on a shared campaign, on a server.");
    if (viewer->role == ServerRole::Observer)
        return OrderText::tr("An observer gives no orders (RULES T4).");
    if (viewer->role == ServerRole::Player && viewer->sideId != sideId)
        return OrderText::tr("A player gives orders for his own side only (RULES T4).");
    return {};
}

QString whyCannotGive(const Campaign &campaign, const Order &order)
{
    if (const QString why = whyCannotOrderFor(campaign, order.sideId); !why.isEmpty())
        return why;
    switch (order.kind) {
    case OrderKind::Move: {
        const auto force = campaign.force(order.forceId);
        if (!force || force->sideId != order.sideId)
            return OrderText::tr("A side orders its own forces only (RULES T4).");
        if (const QString why = whySideCannotMoveNow(campaign, order.sideId); !why.isEmpty())
            return why;
        if (order.forcedMarch)
            return whyCannotForcedMarch(campaign, force->id);
        return whyCannotMoveAlong(campaign, force->id, order.path);
    }
    case OrderKind::Deed: {
        const auto leader = campaign.leader(order.leaderId);
        if (!leader || leader->sideId != order.sideId)
            return OrderText::tr("A side orders its own leaders only (RULES T4).");
        return whyCannotDeed(*leader);
    }
    case OrderKind::EndMovement: break;
    }
    return whyCannotEndSideMovement(campaign, order.sideId);
}

GivenOrder giveOrder(const Campaign &campaign, const Order &order)
{
    if (const QString why = whyCannotGive(campaign, order); !why.isEmpty())
        return {0, why};
    try {
        return {campaign.orderBook()->give(order), {}};
    } catch (const StorageError &e) {
        return {0, e.message()};
    }
}

Order moveOrder(const Campaign &campaign, qint64 forceId, const QList<Hex> &path)
{
    Order o;
    o.kind = OrderKind::Move;
    o.forceId = forceId;
    o.path = path;
    const auto force = campaign.force(forceId);
    o.sideId = force ? force->sideId : 0;
    return o;
}

Order forcedMarchOrder(const Campaign &campaign, qint64 forceId)
{
    Order o = moveOrder(campaign, forceId, {});
    o.forcedMarch = true;
    return o;
}

bool isPlayersCampaign(const Campaign &campaign)
{
    const auto viewer = campaign.viewer();
    return viewer && viewer->role == ServerRole::Player;
}

} // namespace castellan
