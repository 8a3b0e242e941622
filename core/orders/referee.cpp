#include "referee.h"

#include "campaign/campaign.h"
#include "commands/battles/battledue.h"
#include "commands/battles/campaignbattle.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/sieges/sortie.h"
#include "commands/turn/sidemovement.h"
#include "map/mapmodel.h"
#include "ordergiving.h"
#include "ordermarches.h"
#include "ordertext.h"
#include "standingbattle.h"
#include "standingorders.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"
#include "waitingbattle.h"

namespace castellan {

namespace {

OrderAnswer refusedOrder(const QString &why)
{
    return {OrderStatus::Refused, why, ruleNamedIn(why), 0};
}

/** An action the file or the server would not take drops the transaction: the order must stay pending. */
void requireKept(const Outcome &o)
{
    if (!o.ok && o.fileProblem)
        throw StorageError(o.refusal);
}

/**
 * RULES T1, F0: a move into an enemy's space brings battle, fought in this movement phase: the mover's choices are
 * those his order names, his standing orders for the rest; the defender's (his avoid, F1, among them) are his
 * standing orders, or his answer when he asked to be asked (T4).
 */
QString fightBattleAfterMove(Campaign &campaign, const Force &mover, const Order &move)
{
    if (enemiesAt(campaign, mover.sideId, mover.hex).isEmpty())
        return {};
    const DueBattle due = battleDueAt(campaign, mover.hex, mover.id);
    if (!due.refusal.isEmpty())
        return OrderText::tr("No battle was fought: %1").arg(due.refusal);
    CampaignBattle fight(campaign, due.attackers, due.defenders);
    if (!fight.refusal().isEmpty())
        return OrderText::tr("No battle was fought: %1").arg(fight.refusal());
    const qint64 defenderSide = fight.force(Role::Defender).sideId;
    if (const QString waits = askDefender(campaign, defenderSide, mover.hex, move.id); !waits.isEmpty())
        return waits;
    const QString unsent = sendAttackerMarches(campaign, fight, move);
    fightWithChoices(campaign, fight, attackerChoices(campaign, fight, move), battleStandingOf(campaign, defenderSide));
    const Outcome o = fight.finish();
    requireKept(o);
    if (!o.ok)
        return OrderText::tr("The battle could not be kept: %1").arg(o.refusal);
    return unsent.isEmpty() ? o.summary : unsent + QLatin1Char(' ') + o.summary;
}

OrderAnswer carryOutMove(Campaign &campaign, const Order &order)
{
    const auto force = campaign.force(order.forceId);
    if (!force || force->sideId != order.sideId)
        return refusedOrder(OrderText::tr("A side orders its own forces only (RULES T4)."));
    if (const QString why = whySideCannotMoveNow(campaign, order.sideId); !why.isEmpty())
        return refusedOrder(why);
    if (order.path.isEmpty() && !order.forcedMarch)
        return refusedOrder(OrderText::tr("A move names the hexes to go through (RULES T1a)."));
    if (QString why; !battleChoicesFrom(order.choices, why, false) || !marchOrdersFrom(order.flank, why))
        return refusedOrder(why);
    QStringList done;
    if (order.forcedMarch) {
        const Outcome march = forcedMarch(campaign, force->id); // RULES T1a: rolled first, and it stands
        requireKept(march);
        if (!march.ok)
            return refusedOrder(march.refusal);
        done << march.summary;
        if (order.path.isEmpty()) // the march alone; the move that spends it is another order
            return {OrderStatus::Done, march.summary, {}, campaign.revision()};
    }
    const Outcome move = moveForceAlong(campaign, force->id, order.path);
    requireKept(move);
    if (!move.ok) {
        OrderAnswer a = refusedOrder((done + QStringList{move.refusal}).join(QLatin1Char(' ')));
        a.rule = ruleNamedIn(move.refusal);
        a.changeId = done.isEmpty() ? 0 : campaign.revision();
        return a;
    }
    done << move.summary;
    const qint64 moved = campaign.revision();
    if (const QString battle = fightBattleAfterMove(campaign, *campaign.force(force->id), order); !battle.isEmpty())
        done << battle;
    return {OrderStatus::Done, done.join(QLatin1Char(' ')), {}, moved};
}

OrderAnswer carryOutDeed(Campaign &campaign, const Order &order)
{
    const auto leader = campaign.leader(order.leaderId);
    if (!leader || leader->sideId != order.sideId)
        return refusedOrder(OrderText::tr("A side orders its own leaders only (RULES T4)."));
    const Outcome deed = heroicDeed(campaign, leader->id);
    requireKept(deed);
    if (!deed.ok)
        return refusedOrder(deed.refusal);
    return {OrderStatus::Done, deed.summary, {}, campaign.revision()};
}

/**
 * RULES S2, H2, T4: the besieger's player rolls his siege's break-in, with his choice of rerolls or his standing one,
 * then up to as many of his besieging leaders' own rerolls as he ordered.
 */
OrderAnswer carryOutBreakIn(Campaign &campaign, const Order &order)
{
    const auto siege = campaign.siege(order.siegeId);
    if (!siege || siege->besiegerSideId != order.sideId)
        return refusedOrder(OrderText::tr("A side rolls the break-in of its own sieges only (RULES T4, S2)."));
    const SiegeRerolls which =
        siegeRerollsFromKey(order.rerolls).value_or(standingSiegeRerolls(campaign, order.sideId));
    const SiegeTurn turn =
        rollSiegeTurn(campaign, siege->id, -1, order.heroicRerolls, which, standingFighter(campaign, order.id));
    if (turn.fileProblem)
        throw StorageError(turn.refusal);
    if (!turn.refusal.isEmpty())
        return refusedOrder(turn.refusal);
    return {OrderStatus::Done, turn.summary, {}, campaign.revision()};
}

/**
 * RULES S4, T4: the garrison's player sends a sortie, fought at once by both sides' standing orders, or waiting for
 * the besiegers' answer when they asked to be asked.
 */
OrderAnswer carryOutSortie(Campaign &campaign, const Order &order)
{
    const auto siege = campaign.siege(order.siegeId);
    const auto fort = siege ? campaign.fortress(siege->fortressId) : std::nullopt;
    if (!fort || fort->ownerSideId != order.sideId)
        return refusedOrder(OrderText::tr("A side sorties from its own fortresses only (RULES T4, S4)."));
    const SortieOrder sortie{order.forceId, order.leaderIds, order.occupy};
    if (const QString why = whyNoSortie(campaign, siege->id, sortie); !why.isEmpty())
        return refusedOrder(why);
    const auto fight = sortieBattle(campaign, siege->id, sortie);
    if (!fight->refusal().isEmpty())
        return refusedOrder(fight->refusal());
    const Force &target = fight->force(Role::Defender); // a sortie has no one hex: the target's is asked
    if (const QString waits = askDefender(campaign, target.sideId, target.hex, order.id); !waits.isEmpty())
        return {OrderStatus::Done, waits, {}, campaign.revision()};
    fightByStandingOrders(campaign, *fight, false); // the besiegers it attacks do not avoid it (T4)
    const Outcome o = fight->finish();
    requireKept(o);
    if (!o.ok)
        return refusedOrder(o.refusal);
    return {OrderStatus::Done, o.summary, {}, campaign.revision()};
}

/** RULES T4: the defending side's player answers the battle that waits for him; it is fought at once. */
OrderAnswer carryOutAnswer(Campaign &campaign, const Order &order)
{
    const Hex hex = order.path.value(0, Hex{-1, -1});
    const auto question = campaign.orderBook()->waitingQuestion(order.sideId, hex);
    if (!question)
        return refusedOrder(
            OrderText::tr("No battle at %1 waits for your side's answer (RULES T4).").arg(hexLabel(hex)));
    QString why; // the answer's choices, his standing orders for the rest
    const std::optional<BattleStanding> choices = sideBattleChoices(campaign, order.sideId, order.choices, why);
    if (!choices)
        return refusedOrder(why);
    const WaitingBattle fought = fightWaitingBattle(campaign, *question, choices, order.flank);
    if (!fought.fought)
        return refusedOrder(fought.summary);
    return {OrderStatus::Done, fought.summary, {}, campaign.revision()};
}

} // namespace

OrderAnswer carryOut(Campaign &campaign, const Order &order)
{
    if (const QString why = whyNoReferee(campaign); !why.isEmpty())
        return refusedOrder(why);
    switch (order.kind) {
    case OrderKind::Move: return carryOutMove(campaign, order);
    case OrderKind::Deed: return carryOutDeed(campaign, order);
    case OrderKind::BreakIn: return carryOutBreakIn(campaign, order);
    case OrderKind::Sortie: return carryOutSortie(campaign, order);
    case OrderKind::Answer: return carryOutAnswer(campaign, order);
    case OrderKind::EndMovement: break;
    }
    const Outcome ended = endSideMovement(campaign, order.sideId);
    requireKept(ended);
    if (!ended.ok)
        return refusedOrder(ended.refusal);
    return {OrderStatus::Done, ended.summary, {}, campaign.revision()};
}

RefereePass refereePending(const QString &url, const std::function<void(const Order &, const OrderAnswer &)> &answered)
{
    RefereePass pass;
    for (;;) {
        // A run of its own for each order: the campaign's lock first, then the campaign as it stands.
        const std::unique_ptr<Campaign> campaign = Campaign::open(url, Campaign::Access::OneRun);
        const OrderBook *book = campaign->orderBook();
        const auto viewer = campaign->viewer();
        if (!book || !viewer)
            throw StorageError(OrderText::tr("Orders are given on a shared campaign, on a server."));
        if (viewer->role != ServerRole::GameMaster)
            throw AccessDenied(OrderText::tr("Only a game master referees the orders."));
        const auto order = book->claimNext();
        if (!order) {
            // RULES T4: then a battle whose defender did not answer in time, with his standing orders.
            const auto late = book->overdueQuestion();
            if (!late)
                return pass;
            fightWaitingBattle(*campaign, *late, std::nullopt);
            campaign->endBatch();
            ++pass.expired;
            continue;
        }
        const OrderAnswer answer = carryOut(*campaign, *order);
        book->answer(order->id, answer);
        campaign->endBatch();
        ++(answer.status == OrderStatus::Done ? pass.done : pass.refused);
        if (answered)
            answered(*order, answer);
    }
}

} // namespace castellan
