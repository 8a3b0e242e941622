#include "ordertext.h"

#include "campaign/campaign.h"
#include "map/mapmodel.h"
#include "ordermarches.h"
#include "rules/siegerules.h"

namespace castellan {

namespace {

QString siegeFortressName(const Campaign &campaign, const Order &order)
{
    const auto siege = campaign.siege(order.siegeId);
    const auto fort = siege ? campaign.fortress(siege->fortressId) : std::nullopt;
    return fort ? fort->name : OrderText::tr("siege %1").arg(order.siegeId);
}

/** RULES T4, M2: a move's or an answer's text with the battle's choices and flank marches it names. */
QString withBattleChoices(const Campaign &campaign, const Order &order, const QString &text)
{
    QString out = order.choices.isEmpty() ? text : OrderText::tr("%1, fighting with %2").arg(text, order.choices);
    QString why;
    if (const auto marches = marchOrdersFrom(order.flank, why); marches && !marches->isEmpty())
        out = OrderText::tr("%1, sending %2 on a flank march").arg(out, marchOrdersShown(campaign, *marches));
    return out;
}

} // namespace

QString orderText(const Campaign &campaign, const Order &order)
{
    switch (order.kind) {
    case OrderKind::Move: {
        const auto force = campaign.force(order.forceId);
        const QString name = force ? force->name : OrderText::tr("force %1").arg(order.forceId);
        const QString move = order.forcedMarch
            ? OrderText::tr("move %1 to %2 (forced march)").arg(name, hexLabels(order.path))
            : OrderText::tr("move %1 to %2").arg(name, hexLabels(order.path));
        return withBattleChoices(campaign, order, move);
    }
    case OrderKind::Deed: {
        const auto leader = campaign.leader(order.leaderId);
        return OrderText::tr("heroic deed by %1").arg(leader ? leader->name : QString::number(order.leaderId));
    }
    case OrderKind::BreakIn: {
        const QString roll = order.rerolls.isEmpty()
            ? OrderText::tr("break-in roll at %1").arg(siegeFortressName(campaign, order))
            : OrderText::tr("break-in roll at %1, %2")
                  .arg(siegeFortressName(campaign, order), siegeRerollsText(order.rerolls));
        return order.heroicRerolls > 0
            ? OrderText::tr("%1, then up to %n of the leaders' own rerolls", nullptr, order.heroicRerolls).arg(roll)
            : roll;
    }
    case OrderKind::Sortie: {
        const auto target = campaign.force(order.forceId);
        return OrderText::tr("sortie from %1 against %2")
            .arg(siegeFortressName(campaign, order), target ? target->name : QString::number(order.forceId));
    }
    case OrderKind::Answer:
        return order.choices.isEmpty() && order.flank.isEmpty()
            ? OrderText::tr("answer to the battle at %1, by the standing orders").arg(hexLabels(order.path))
            : withBattleChoices(campaign, order,
                                OrderText::tr("answer to the battle at %1").arg(hexLabels(order.path)));
    case OrderKind::EndMovement: break;
    }
    return OrderText::tr("end of the side's movement");
}

QString siegeRerollsText(const QString &key)
{
    switch (siegeRerollsFromKey(key).value_or(SiegeRerolls::AllButSix)) {
    case SiegeRerolls::AllButSix: return OrderText::tr("re-roll anything but a 6");
    case SiegeRerolls::OnlyOne: return OrderText::tr("re-roll only a 1");
    case SiegeRerolls::None: break;
    }
    return OrderText::tr("no rerolls");
}

QString orderStatusText(OrderStatus status)
{
    switch (status) {
    case OrderStatus::Pending: return OrderText::tr("pending");
    case OrderStatus::Done: return OrderText::tr("done");
    case OrderStatus::Refused: return OrderText::tr("refused");
    case OrderStatus::Withdrawn: break;
    }
    return OrderText::tr("withdrawn");
}

} // namespace castellan
