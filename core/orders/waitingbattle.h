#pragma once

#include "commands/battles/fighttoend.h"
#include "model/order.h"
#include "standingbattle.h"

#include <optional>

// RULES T4: the battles that wait for their defending player's answer, and how the referee fights them.
namespace castellan {

class Campaign;

/** Which battle a question waits on: a move's (F0), a break-in's (S3) or a sortie's (S4). */
enum class WaitingKind { Field, BreakIn, Sortie };
/** Which it is, as the side asked can tell: in the siege phase, the garrison's break-in or the besiegers' sortie. */
WaitingKind waitingKindOf(const Campaign &campaign, const Question &question);

/**
 * RULES T4: the defender asked to be asked, and the game master lets battles wait: the battle at `hex` waits for his
 * answer (asked once; `orderId` the order that brought it). What the order's answer says of it; empty when it does
 * not wait.
 */
QString askDefender(const Campaign &campaign, qint64 defenderSide, const Hex &hex, qint64 orderId);

/**
 * The siege phase's break-in battles fought for the sides (RULES S3, T4): with both sides' standing orders, or, when
 * the garrison asked to be asked, left to wait for its answer (`orderId` the break-in order that rolled the 6).
 */
FightToEnd standingFighter(const Campaign &campaign, qint64 orderId = 0);

/** RULES T4: the attacker's choices: those `order` (his move) names, his standing orders for the rest. */
BattleStanding attackerChoices(const Campaign &campaign, const CampaignBattle &fight,
                               const std::optional<Order> &order);
/** RULES M2, T4: the flank marches the attacker's move orders, sent before any die; what to say when one could not. */
QString sendAttackerMarches(const Campaign &campaign, CampaignBattle &fight, const std::optional<Order> &order);

/** A battle that waited, as the referee fought it (or why it was not fought). */
struct WaitingBattle
{
    bool fought = false;
    QString summary;
};

/**
 * RULES T4: the battle that waited on the question, fought with the defender's answer (his choices, and the flank
 * marches it sends) or, at its deadline (`answer` empty), with his standing orders; the attacker's are his order's or
 * his standing orders. The question is settled, unless a march the answer sends cannot go (M2): then nothing is
 * rolled, and it still waits.
 */
WaitingBattle fightWaitingBattle(Campaign &campaign, const Question &question,
                                 const std::optional<BattleStanding> &answer, const QString &answerMarches = {});

} // namespace castellan
