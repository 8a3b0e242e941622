#include "ordergiving.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/sieges/siegeactions.h"
#include "commands/sieges/sortie.h"
#include "commands/turn/sidemovement.h"
#include "map/mapmodel.h"
#include "model/limits.h"
#include "ordermarches.h"
#include "ordertext.h"
#include "standingbattle.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"

#include <algorithm>

namespace castellan {

QString whyNoReferee(const Campaign &campaign)
{
    if (campaign.options().tableDice)
        return OrderText::tr("This campaign's dice are rolled at the table (RULES D4): no referee can roll them, so "
                             "its players' orders cannot be carried out.");
    return {};
}

QString whyCannotOrderFor(const Campaign &campaign, qint64 sideId)
{
    const auto viewer = campaign.viewer();
    if (!campaign.orderBook() || !viewer)
        return OrderText::tr("Orders are given on a shared campaign, on a server.");
    if (const QString why = whyNoReferee(campaign); !why.isEmpty())
        return why;
    if (viewer->role == ServerRole::Observer)
        return OrderText::tr("An observer gives no orders (RULES T4).");
    if (viewer->role == ServerRole::Player && viewer->sideId != sideId)
        return OrderText::tr("A player gives orders for his own side only (RULES T4).");
    return {};
}

namespace {

QString whyCannotOrderBreakIn(const Campaign &campaign, const Order &order)
{
    const auto siege = campaign.siege(order.siegeId);
    if (!siege || siege->besiegerSideId != order.sideId)
        return OrderText::tr("A side rolls the break-in of its own sieges only (RULES T4, S2).");
    if (!order.rerolls.isEmpty() && !siegeRerollsFromKey(order.rerolls))
        return OrderText::tr("A break-in's rerolls are one of %1, not %2 (RULES S2).")
            .arg(siegeRerollsKeys().join(QStringLiteral(", ")), order.rerolls);
    if (order.heroicRerolls < 0 || order.heroicRerolls > MaxRerolls)
        return OrderText::tr("A break-in spends from 0 to %1 of the leaders' own rerolls, not %2 (RULES H2).")
            .arg(MaxRerolls)
            .arg(order.heroicRerolls);
    if (breakInOwed(campaign, *siege)) // RULES S3: the 6 was rolled; the order fights its battle
        return {};
    return whyNoBreakInRoll(campaign, siege->id);
}

QString whyCannotOrderSortie(const Campaign &campaign, const Order &order)
{
    const auto siege = campaign.siege(order.siegeId);
    const auto fort = siege ? campaign.fortress(siege->fortressId) : std::nullopt;
    if (!fort || fort->ownerSideId != order.sideId)
        return OrderText::tr("A side sorties from its own fortresses only (RULES T4, S4).");
    return whyNoSortie(campaign, siege->id, SortieOrder{order.forceId, order.leaderIds, order.occupy});
}

/** RULES T4: an answer to a battle that waits for the side, naming a battle's choices. */
QString whyCannotAnswer(const Campaign &campaign, const Order &order)
{
    const Hex hex = order.path.value(0, Hex{-1, -1});
    const QList<Question> waiting = campaign.orderBook() ? campaign.orderBook()->questions(true) : QList<Question>{};
    if (std::none_of(waiting.cbegin(), waiting.cend(),
                     [&](const Question &q) { return q.sideId == order.sideId && q.hex == hex; }))
        return OrderText::tr("No battle at %1 waits for your side's answer (RULES T4).").arg(hexLabel(hex));
    QString why;
    if (!battleChoicesFrom(order.choices, why))
        return why;
    return whyNotOwnMarches(campaign, order.sideId, order.flank);
}

} // namespace

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
        if (QString why; !battleChoicesFrom(order.choices, why, false)) // the mover never avoids (RULES F1)
            return why;
        if (const QString why = whyNotOwnMarches(campaign, order.sideId, order.flank); !why.isEmpty())
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
    case OrderKind::BreakIn: return whyCannotOrderBreakIn(campaign, order);
    case OrderKind::Sortie: return whyCannotOrderSortie(campaign, order);
    case OrderKind::Answer: return whyCannotAnswer(campaign, order);
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

Order moveOrder(const Campaign &campaign, qint64 forceId, const QList<Hex> &path, const QString &choices)
{
    Order o;
    o.kind = OrderKind::Move;
    o.forceId = forceId;
    o.path = path;
    o.choices = choices;
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

Order breakInOrder(const Campaign &campaign, qint64 siegeId, const QString &rerolls, int heroicRerolls)
{
    Order o;
    o.kind = OrderKind::BreakIn;
    o.siegeId = siegeId;
    o.rerolls = rerolls;
    o.heroicRerolls = heroicRerolls;
    const auto siege = campaign.siege(siegeId);
    o.sideId = siege ? siege->besiegerSideId : 0;
    return o;
}

Order sortieOrder(const Campaign &campaign, qint64 siegeId, const SortieOrder &sortie)
{
    Order o;
    o.kind = OrderKind::Sortie;
    o.siegeId = siegeId;
    o.forceId = sortie.targetForceId;
    o.leaderIds = sortie.leaderIds;
    o.occupy = sortie.occupy;
    const auto siege = campaign.siege(siegeId);
    const auto fort = siege ? campaign.fortress(siege->fortressId) : std::nullopt;
    o.sideId = fort ? fort->ownerSideId : 0;
    return o;
}

Order answerOrder(qint64 sideId, const Hex &hex, const QString &choices, const QString &flank)
{
    Order o;
    o.kind = OrderKind::Answer;
    o.sideId = sideId;
    o.path = {hex};
    o.choices = choices;
    o.flank = flank;
    return o;
}

bool isPlayersCampaign(const Campaign &campaign)
{
    const auto viewer = campaign.viewer();
    return viewer && viewer->role == ServerRole::Player;
}

} // namespace castellan
