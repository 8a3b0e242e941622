#pragma once

#include "model/order.h"

// A player's window and castellan-cli give orders (issue 32, RULES T4); the referee decides them.
namespace castellan {

class Campaign;
struct SortieOrder;

/** Empty when a referee can carry the campaign's orders out, else why not (its dice are the table's, RULES D4). */
QString whyNoReferee(const Campaign &campaign);

/** Empty when the user may give orders for the side (a player: his own; an observer: none), else why not. */
QString whyCannotOrderFor(const Campaign &campaign, qint64 sideId);

/**
 * Empty when the user may give the order now as far as the campaign he reads can tell, otherwise why not: the
 * referee's own check of the same rules, made early, so that a player is told at once. The referee decides.
 */
QString whyCannotGive(const Campaign &campaign, const Order &order);

/** What giving an order came to: its id, or why it was not given. */
struct GivenOrder
{
    qint64 id = 0;
    QString refusal;
};

/** Checks the order (whyCannotGive) and writes it for the referee. */
GivenOrder giveOrder(const Campaign &campaign, const Order &order);

/**
 * A move of one of the player's forces along `path`, as an order of his side, with his choices in the battle it
 * brings ("losses=last_raised,…"; RULES T4), his standing orders for the rest.
 */
Order moveOrder(const Campaign &campaign, qint64 forceId, const QList<Hex> &path, const QString &choices = {});
/** A forced march of one of his forces (RULES T1a), alone: the move that spends it is another order. */
Order forcedMarchOrder(const Campaign &campaign, qint64 forceId);
/** A break-in roll of a siege of his side (RULES S2), with his rerolls (siegeRerollsKey; empty: standing order), then
 *  up to `heroicRerolls` of his besieging leaders' own (H2). */
Order breakInOrder(const Campaign &campaign, qint64 siegeId, const QString &rerolls = {}, int heroicRerolls = 0);
/** A sortie from a fortress of his side (RULES S4). */
Order sortieOrder(const Campaign &campaign, qint64 siegeId, const SortieOrder &sortie);
/**
 * The defending side's answer to the battle that waits at `hex` (RULES T4), with its choices ("retreat=always,…")
 * and the flank marches it sends (marchOrdersText(), RULES M2).
 */
Order answerOrder(qint64 sideId, const Hex &hex, const QString &choices = {}, const QString &flank = {});
/** The campaign is open in a player's window: his side's actions are orders (RULES T4). */
bool isPlayersCampaign(const Campaign &campaign);

} // namespace castellan
