#include "waitingbattle.h"

#include "campaign/campaign.h"
#include "commands/battles/battledue.h"
#include "commands/battles/campaignbattle.h"
#include "commands/sieges/siegeactions.h"
#include "commands/sieges/siegephase.h"
#include "commands/sieges/sortie.h"
#include "map/mapmodel.h"
#include "ordermarches.h"
#include "ordertext.h"
#include "standingorders.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"

namespace castellan {

namespace {

/** The siege of the fortress at the hex whose break-in battle is owed, if any (RULES S3). */
std::optional<Siege> owedBreakInAt(const Campaign &campaign, const Hex &hex)
{
    const auto fort = campaign.fortressAt(hex);
    const auto siege = fort ? campaign.siegeOf(fort->id) : std::nullopt;
    return siege && breakInOwed(campaign, *siege) ? siege : std::nullopt;
}

/** The question settled with what was done; the battle was fought. */
WaitingBattle settled(const Campaign &campaign, const Question &question, bool answered, const QString &summary)
{
    campaign.orderBook()->settle(question.id, answered ? QStringLiteral("answered") : QStringLiteral("expired"),
                                 summary);
    return {true, summary};
}

/** The question settled as void: the battle it waited on is no longer there to fight. */
WaitingBattle voided(const Campaign &campaign, const Question &question, const QString &why)
{
    campaign.orderBook()->settle(question.id, QStringLiteral("void"), why);
    return {false, OrderText::tr("No battle waits at %1 any more: %2").arg(hexLabel(question.hex), why)};
}

/** RULES S3, T4: the owed break-in battle, the garrison's answer (or standing orders) against the besieger's. */
WaitingBattle fightWaitingBreakIn(Campaign &campaign, const Question &question, const Siege &siege,
                                  const std::optional<BattleStanding> &answer, const QString &answerMarches)
{
    QString unsentAnswer;
    const FightToEnd fighter = [&](CampaignBattle &fight) {
        unsentAnswer = sendOrderedMarches(campaign, fight.battle(), Role::Defender, question.sideId, answerMarches);
        if (unsentAnswer.isEmpty())
            fightWithChoices(campaign, fight, battleStandingOf(campaign, siege.besiegerSideId),
                             answer.value_or(battleStandingOf(campaign, question.sideId)));
        return unsentAnswer;
    };
    const SiegeTurn turn = rollSiegeTurn(campaign, siege.id, -1, 0, SiegeRerolls::AllButSix, fighter);
    if (turn.fileProblem)
        throw StorageError(turn.refusal);
    if (!unsentAnswer.isEmpty())
        return {false, unsentAnswer}; // nothing rolled: it still waits for an answer that can be carried out
    if (!turn.refusal.isEmpty())
        return voided(campaign, question, turn.refusal);
    return settled(campaign, question, answer.has_value(), turn.summary);
}

/** RULES S4, T4: the sortie the garrison's order sent, as it can still be fought; why not, when it cannot. */
std::unique_ptr<CampaignBattle> waitingSortie(Campaign &campaign, const Order &sortie, QString &why)
{
    const SortieOrder order{sortie.forceId, sortie.leaderIds, sortie.occupy};
    why = whyNoSortie(campaign, sortie.siegeId, order);
    auto fight = why.isEmpty() ? sortieBattle(campaign, sortie.siegeId, order) : nullptr;
    if (fight)
        why = fight->refusal();
    return fight;
}

/** RULES F0, T4: the field battle due at the hex; why not, when none is. */
std::unique_ptr<CampaignBattle> waitingField(Campaign &campaign, const Hex &hex, QString &why)
{
    const DueBattle due = battleDueAt(campaign, hex);
    why = due.refusal;
    auto fight = why.isEmpty() ? std::make_unique<CampaignBattle>(campaign, due.attackers, due.defenders) : nullptr;
    if (fight)
        why = fight->refusal();
    return fight;
}

} // namespace

WaitingKind waitingKindOf(const Campaign &campaign, const Question &question)
{
    if (campaign.phase() != TurnPhase::Siege)
        return WaitingKind::Field;
    return owedBreakInAt(campaign, question.hex) ? WaitingKind::BreakIn : WaitingKind::Sortie;
}

QString askDefender(const Campaign &campaign, qint64 defenderSide, const Hex &hex, qint64 orderId)
{
    const OrderBook *book = campaign.orderBook();
    const int hours = campaign.options().answerHours;
    if (!book || hours <= 0 || standingChoice(campaign, defenderSide, QStringLiteral("ask")) != QLatin1String("yes"))
        return {};
    if (!book->waitingQuestion(defenderSide, hex))
        book->ask(defenderSide, hex, hours, orderId);
    return OrderText::tr("The battle at %1 waits for %2's answer, %n hour(s) at most (RULES T4).", nullptr, hours)
        .arg(hexLabel(hex), campaign.sideName(defenderSide));
}

FightToEnd standingFighter(const Campaign &campaign, qint64 orderId)
{
    return [&campaign, orderId](CampaignBattle &fight) {
        const Force &garrison = fight.force(Role::Defender); // a break-in has no one hex: the fortress's is asked
        QString waits = askDefender(campaign, garrison.sideId, garrison.hex, orderId);
        if (waits.isEmpty())
            fightByStandingOrders(campaign, fight);
        return waits;
    };
}

BattleStanding attackerChoices(const Campaign &campaign, const CampaignBattle &fight, const std::optional<Order> &order)
{
    const qint64 side = fight.force(Role::Attacker).sideId;
    QString why; // checked when the order was given and carried out
    const QString named = order && order->sideId == side ? order->choices : QString();
    return sideBattleChoices(campaign, side, named, why, false).value_or(battleStandingOf(campaign, side));
}

QString sendAttackerMarches(const Campaign &campaign, CampaignBattle &fight, const std::optional<Order> &order)
{
    const qint64 side = fight.force(Role::Attacker).sideId;
    if (!order || order->sideId != side || order->flank.isEmpty())
        return {};
    const QString why = sendOrderedMarches(campaign, fight.battle(), Role::Attacker, side, order->flank);
    return why.isEmpty() ? QString() : OrderText::tr("A flank march the move ordered was not sent: %1").arg(why);
}

WaitingBattle fightWaitingBattle(Campaign &campaign, const Question &question,
                                 const std::optional<BattleStanding> &answer, const QString &answerMarches)
{
    const OrderBook *book = campaign.orderBook();
    if (const auto siege = owedBreakInAt(campaign, question.hex);
        siege && campaign.fortress(siege->fortressId)->ownerSideId == question.sideId)
        return fightWaitingBreakIn(campaign, question, *siege, answer, answerMarches);
    const auto order = question.orderId ? book->order(question.orderId) : std::nullopt;
    const bool sortie = order && order->kind == OrderKind::Sortie;
    QString why;
    const std::unique_ptr<CampaignBattle> fight =
        sortie ? waitingSortie(campaign, *order, why) : waitingField(campaign, question.hex, why);
    if (why.isEmpty() && fight->force(Role::Defender).sideId != question.sideId)
        why = OrderText::tr("The side asked no longer defends at %1.").arg(hexLabel(question.hex));
    if (!why.isEmpty())
        return voided(campaign, question, why);
    if (const QString unsentAnswer =
            sendOrderedMarches(campaign, fight->battle(), Role::Defender, question.sideId, answerMarches);
        !unsentAnswer.isEmpty())
        return {false, unsentAnswer}; // nothing rolled: it still waits for an answer that can be carried out
    const QString unsent = sendAttackerMarches(campaign, *fight, order);
    BattleStanding defender = answer.value_or(battleStandingOf(campaign, question.sideId));
    defender.avoid = defender.avoid && !sortie; // the besiegers a sortie attacks do not avoid it (T4)
    fightWithChoices(campaign, *fight, attackerChoices(campaign, *fight, order), defender);
    const Outcome o = fight->finish();
    if (!o.ok && o.fileProblem)
        throw StorageError(o.refusal);
    if (!o.ok) // the game master fights it now: it waits no more
        return voided(campaign, question, o.refusal);
    return settled(campaign, question, answer.has_value(),
                   unsent.isEmpty() ? o.summary : unsent + QLatin1Char(' ') + o.summary);
}

} // namespace castellan
