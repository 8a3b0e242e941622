#pragma once

#include "model/order.h"
#include "serverlocation.h"

#include <QHash>

#include <functional>

class QObject;
class QSqlDriver;

// Players' orders on a shared campaign's server (issue 32): written and read through the campaign's own
// connection, so that a referee claims and answers an order in the transaction that carries it out.
namespace castellan {

class OrderBook
{
public:
    OrderBook(QString connection, ServerLocation where);
    ~OrderBook();
    OrderBook(const OrderBook &) = delete;
    OrderBook &operator=(const OrderBook &) = delete;

    /** Gives an order for its side; the server refuses one for another side (AccessDenied). Its id. */
    qint64 give(const Order &order) const;
    /** The orders the user may read (a player: his side's), oldest first. */
    QList<Order> orders(bool pendingOnly) const;
    std::optional<Order> order(qint64 id) const;
    /** Withdraws a pending order; false when it is no longer pending (or not the user's side's). */
    bool withdraw(qint64 id) const;

    // The referee's, inside the transaction that holds the campaign's lock (CampaignStore::begin()).
    /** The oldest pending order no other referee holds, now held until the transaction ends; none when none. */
    std::optional<Order> claimNext() const;
    void answer(qint64 id, const OrderAnswer &answer) const;

    // RULES T4: the battles that wait for their defending side's answer.
    /** The questions the user may read (a player: his side's), oldest first. */
    QList<Question> questions(bool pendingOnly) const;
    /** The referee's: asks the side, in the referee's transaction, of the battle `orderId`'s move brought. */
    qint64 ask(qint64 sideId, const Hex &hex, int hours, qint64 orderId) const;
    /** The referee's: the side's pending question at the hex, held until the transaction ends. */
    std::optional<Question> waitingQuestion(qint64 sideId, const Hex &hex) const;
    /** The referee's: the pending question whose deadline passed first, held; none when none has. */
    std::optional<Question> overdueQuestion() const;
    /** The referee's: the pending questions' earliest deadline, if any. */
    std::optional<QDateTime> nextDeadline() const;
    /** The referee's: settles a pending question ("answered", "expired" or "void") with what was done. */
    void settle(qint64 questionId, const QString &status, const QString &result) const;

    /** A side's standing orders as it set them (RULES T4); the keys it did not set are not in it. */
    QHash<QString, QString> standing(qint64 sideId) const;
    /** Sets one (an empty value: back to the default). */
    void setStanding(qint64 sideId, const QString &key, const QString &value) const;

    /** The notice channel of a side's orders' answers, or (0) of new orders for the referee; empty before any. */
    QString channel(qint64 sideId) const;
    /**
     * Listens on that channel (from the first call on), and waits up to `ms` for a notice on it; whether one came.
     * A notice sent before the first call is not heard: read what it would announce after that call.
     */
    bool awaitNotice(qint64 sideId, int ms) const;
    /**
     * Listens on that channel and calls `heard` from this thread's event loop at each notice on it, while `context`
     * lives. False when the channel is not made yet (before the side's first order): call again later.
     */
    bool listen(qint64 sideId, const QObject *context, const std::function<void()> &heard) const;

private:
    /** Subscribes the listening connection to `channel` (and to no other); its driver. */
    QSqlDriver *subscribe(const QString &channel) const;

    QString mConnection;
    ServerLocation mWhere;
    mutable QString mListener; ///< a connection of its own that only listens
    mutable QString mHeard;    ///< the channel it listens on
};

} // namespace castellan
