#pragma once

#include "model/order.h"

#include <QStringList>

#include <functional>

// The referee of a shared campaign's players' orders (issue 32, RULES T4): it carries each order out with the
// same core rules as a game master's own action and with the campaign's dice, and answers it, in one transaction.
namespace castellan {

class Campaign;

/**
 * Carries an order out, as a game master's actions, inside the transaction that holds the campaign's lock; its
 * answer. A move that brings battle fights it there (RULES T1), with the defending side's standing orders.
 */
OrderAnswer carryOut(Campaign &campaign, const Order &order);

/** What a referee's pass over the pending orders did. */
struct RefereePass
{
    int done = 0;
    int refused = 0;
    int expired = 0; ///< battles that waited for an answer until their deadline, then fought (RULES T4)
};

/**
 * Carries out the shared campaign's pending orders, oldest first, each in its own transaction: the campaign's lock,
 * the oldest order no other referee holds, its actions, its answer, one commit. A referee killed at any instant
 * leaves each order done with its rolls or still pending. `answered` hears each answer after its commit. Then each
 * battle whose defender did not answer by its deadline is fought with his standing orders (RULES T4), each in its own
 * transaction. Returns when none is left. Throws StorageError (the order it was on stays pending).
 */
RefereePass refereePending(const QString &url,
                           const std::function<void(const Order &, const OrderAnswer &)> &answered = {});

} // namespace castellan
