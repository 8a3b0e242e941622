#include "orderbook.h"

#include "map/mapmodel.h"
#include "serverconnection.h"
#include "sqlutil.h"

#include <QEventLoop>
#include <QSqlRecord>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace castellan {

namespace {

/** A row's column by name; null when the row has none (a player's views made by an older version). */
QVariant namedValue(const QSqlQuery &q, const char *name)
{
    const int at = q.record().indexOf(QLatin1String(name));
    return at < 0 ? QVariant() : q.value(at);
}

Order orderFromRow(const QSqlQuery &q)
{
    Order o;
    o.id = namedValue(q, "id").toLongLong();
    o.sideId = namedValue(q, "side_id").toLongLong();
    o.user = namedValue(q, "user_name").toString();
    o.kind = orderKindFromKey(namedValue(q, "kind").toString()).value_or(OrderKind::Move);
    o.forceId = namedValue(q, "force_id").toLongLong();
    o.leaderId = namedValue(q, "leader_id").toLongLong();
    for (const QString &label : namedValue(q, "path").toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
        o.path << hexFromLabel(label).value_or(Hex{-1, -1});
    o.forcedMarch = namedValue(q, "forced_march").toInt() != 0;
    o.status = orderStatusFromKey(namedValue(q, "status").toString()).value_or(OrderStatus::Pending);
    o.result = namedValue(q, "result").toString();
    o.rule = namedValue(q, "rule").toString();
    o.changeId = namedValue(q, "change_id").toLongLong();
    o.madeAt = namedValue(q, "made_at").toDateTime();
    o.answeredAt = namedValue(q, "answered_at").toDateTime();
    o.siegeId = namedValue(q, "siege_id").toLongLong();
    for (const QString &id : namedValue(q, "leader_ids").toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
        o.leaderIds << id.toLongLong();
    o.occupy = namedValue(q, "occupy").toInt() != 0;
    o.rerolls = namedValue(q, "rerolls").toString();
    o.heroicRerolls = namedValue(q, "heroic_rerolls").toInt();
    o.choices = namedValue(q, "choices").toString();
    o.flank = namedValue(q, "flank").toString();
    return o;
}

Question questionFromRow(const QSqlQuery &q)
{
    Question x;
    x.id = namedValue(q, "id").toLongLong();
    x.sideId = namedValue(q, "side_id").toLongLong();
    x.hex = hexFromLabel(namedValue(q, "hex").toString()).value_or(Hex{-1, -1});
    x.askedAt = namedValue(q, "asked_at").toDateTime();
    x.deadline = namedValue(q, "deadline").toDateTime();
    x.status = namedValue(q, "status").toString();
    x.result = namedValue(q, "result").toString();
    x.orderId = namedValue(q, "order_id").toLongLong();
    return x;
}

std::optional<Question> firstQuestion(QSqlQuery &q)
{
    runQuery(q);
    return q.next() ? std::optional<Question>(questionFromRow(q)) : std::nullopt;
}

/** Runs `work` in one transaction that may write: a player's session only reads, but writes his orders. */
template<class Work>
void inWritingTransaction(const QSqlDatabase &db, Work work)
{
    inOneTransaction(db, [&] {
        QSqlQuery rw(db);
        if (!rw.exec(QStringLiteral("SET TRANSACTION READ WRITE")))
            throwQueryError(rw);
        work();
    });
}

} // namespace

OrderBook::OrderBook(QString connection, ServerLocation where)
    : mConnection(std::move(connection))
    , mWhere(std::move(where))
{ }

OrderBook::~OrderBook()
{
    if (mListener.isEmpty())
        return;
    QSqlDatabase::database(mListener, false).close();
    QSqlDatabase::removeDatabase(mListener);
}

qint64 OrderBook::give(const Order &order) const
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    qint64 id = 0;
    inWritingTransaction(db, [&] {
        QSqlQuery q(db);
        q.prepare(
            QStringLiteral(
                "INSERT INTO %1.orders (side_id, kind, force_id, leader_id, path, forced_march, "
                "siege_id, leader_ids, occupy, rerolls, choices, flank, heroic_rerolls) VALUES (?, ?, ?, ?, ?, ?, ?, "
                "?, ?, ?, ?, ?, ?) RETURNING id")
                .arg(quotedIdentifier(mWhere.schema())));
        q.addBindValue(order.sideId);
        q.addBindValue(orderKindKey(order.kind));
        q.addBindValue(idOrNull(order.forceId));
        q.addBindValue(idOrNull(order.leaderId));
        q.addBindValue(sqlText(hexLabels(order.path)));
        q.addBindValue(order.forcedMarch ? 1 : 0);
        q.addBindValue(idOrNull(order.siegeId));
        QStringList leaders;
        for (qint64 leaderId : order.leaderIds)
            leaders << QString::number(leaderId);
        q.addBindValue(sqlText(leaders.join(QLatin1Char(','))));
        q.addBindValue(order.occupy ? 1 : 0);
        q.addBindValue(sqlText(order.rerolls));
        q.addBindValue(sqlText(order.choices));
        q.addBindValue(sqlText(order.flank));
        q.addBindValue(order.heroicRerolls);
        runQuery(q);
        if (q.next())
            id = q.value(0).toLongLong();
    });
    return id;
}

QList<Order> OrderBook::orders(bool pendingOnly) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT * FROM orders%1 ORDER BY id")
                  .arg(pendingOnly ? QStringLiteral(" WHERE status = 'pending'") : QString()));
    runQuery(q);
    QList<Order> out;
    while (q.next())
        out << orderFromRow(q);
    return out;
}

std::optional<Order> OrderBook::order(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT * FROM orders WHERE id = ?"));
    q.addBindValue(id);
    runQuery(q);
    return q.next() ? std::optional<Order>(orderFromRow(q)) : std::nullopt;
}

bool OrderBook::withdraw(qint64 id) const
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    int changed = 0;
    inWritingTransaction(db, [&] {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE %1.orders SET status = 'withdrawn' WHERE id = ? AND status = 'pending'")
                      .arg(quotedIdentifier(mWhere.schema())));
        q.addBindValue(id);
        runQuery(q);
        changed = q.numRowsAffected();
    });
    return changed > 0;
}

std::optional<Order> OrderBook::claimNext() const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT * FROM %1.orders WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP "
                             "LOCKED")
                  .arg(quotedIdentifier(mWhere.schema())));
    runQuery(q);
    return q.next() ? std::optional<Order>(orderFromRow(q)) : std::nullopt;
}

void OrderBook::answer(qint64 id, const OrderAnswer &answer) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("UPDATE %1.orders SET status = ?, result = ?, rule = ?, change_id = ?, answered_at = "
                             "clock_timestamp() WHERE id = ? AND status = 'pending'")
                  .arg(quotedIdentifier(mWhere.schema())));
    q.addBindValue(orderStatusKey(answer.status));
    q.addBindValue(sqlText(answer.result.left(4000)));
    q.addBindValue(sqlText(answer.rule));
    q.addBindValue(idOrNull(answer.changeId));
    q.addBindValue(id);
    runQuery(q);
    if (q.numRowsAffected() != 1)
        throw StorageError(StoreText::tr("The order %1 is no longer pending.").arg(id));
}

QList<Question> OrderBook::questions(bool pendingOnly) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT * FROM questions%1 ORDER BY id")
                  .arg(pendingOnly ? QStringLiteral(" WHERE status = 'pending'") : QString()));
    runQuery(q);
    QList<Question> out;
    while (q.next())
        out << questionFromRow(q);
    return out;
}

qint64 OrderBook::ask(qint64 sideId, const Hex &hex, int hours, qint64 orderId) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("INSERT INTO %1.questions (side_id, hex, deadline, order_id) VALUES (?, ?, "
                             "clock_timestamp() + make_interval(hours => ?), ?) RETURNING id")
                  .arg(quotedIdentifier(mWhere.schema())));
    q.addBindValue(sideId);
    q.addBindValue(hexLabel(hex));
    q.addBindValue(hours);
    q.addBindValue(orderId);
    runQuery(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

std::optional<Question> OrderBook::waitingQuestion(qint64 sideId, const Hex &hex) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT * FROM %1.questions WHERE side_id = ? AND hex = ? AND status = 'pending' ORDER "
                             "BY id LIMIT 1 FOR UPDATE")
                  .arg(quotedIdentifier(mWhere.schema())));
    q.addBindValue(sideId);
    q.addBindValue(hexLabel(hex));
    return firstQuestion(q);
}

std::optional<Question> OrderBook::overdueQuestion() const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT * FROM %1.questions WHERE status = 'pending' AND deadline <= clock_timestamp() "
                             "ORDER BY deadline, id LIMIT 1 FOR UPDATE SKIP LOCKED")
                  .arg(quotedIdentifier(mWhere.schema())));
    return firstQuestion(q);
}

std::optional<QDateTime> OrderBook::nextDeadline() const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT min(deadline) FROM %1.questions WHERE status = 'pending'")
                  .arg(quotedIdentifier(mWhere.schema())));
    runQuery(q);
    if (!q.next() || q.value(0).isNull())
        return std::nullopt;
    return q.value(0).toDateTime();
}

void OrderBook::settle(qint64 questionId, const QString &status, const QString &result) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("UPDATE %1.questions SET status = ?, result = ? WHERE id = ? AND status = 'pending'")
                  .arg(quotedIdentifier(mWhere.schema())));
    q.addBindValue(status);
    q.addBindValue(sqlText(result.left(4000)));
    q.addBindValue(questionId);
    runQuery(q);
}

QHash<QString, QString> OrderBook::standing(qint64 sideId) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT key, value FROM standing_orders WHERE side_id = ?"));
    q.addBindValue(sideId);
    runQuery(q);
    QHash<QString, QString> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString());
    return out;
}

void OrderBook::setStanding(qint64 sideId, const QString &key, const QString &value) const
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    const QString table = quotedIdentifier(mWhere.schema()) + QStringLiteral(".standing_orders");
    inWritingTransaction(db, [&] {
        QSqlQuery q(db);
        if (value.isEmpty()) {
            q.prepare(QStringLiteral("DELETE FROM %1 WHERE side_id = ? AND key = ?").arg(table));
            q.addBindValue(sideId);
            q.addBindValue(key);
        } else {
            q.prepare(QStringLiteral("INSERT INTO %1 (side_id, key, value) VALUES (?, ?, ?) ON CONFLICT (side_id, key) "
                                     "DO UPDATE SET value = EXCLUDED.value")
                          .arg(table));
            q.addBindValue(sideId);
            q.addBindValue(key);
            q.addBindValue(value);
        }
        runQuery(q);
    });
}

QString OrderBook::channel(qint64 sideId) const
{
    QSqlQuery q(QSqlDatabase::database(mConnection, false));
    q.prepare(QStringLiteral("SELECT channel FROM order_channels WHERE side_id = ?"));
    q.addBindValue(sideId);
    runQuery(q);
    return q.next() ? q.value(0).toString() : QString();
}

QSqlDriver *OrderBook::subscribe(const QString &channel) const
{
    if (mListener.isEmpty()) {
        mListener = newConnectionName();
        QSqlDatabase listener = QSqlDatabase::cloneDatabase(QSqlDatabase::database(mConnection, false), mListener);
        if (!listener.open())
            throwQueryError(listener.lastError());
    }
    QSqlDriver *driver = QSqlDatabase::database(mListener, false).driver();
    if (mHeard != channel) {
        if (!mHeard.isEmpty())
            driver->unsubscribeFromNotification(mHeard);
        if (!driver->subscribeToNotification(channel))
            throwQueryError(driver->lastError());
        mHeard = channel;
    }
    return driver;
}

bool OrderBook::awaitNotice(qint64 sideId, int ms) const
{
    const QString wanted = channel(sideId);
    if (wanted.isEmpty()) {
        QThread::msleep(ulong(std::min(ms, 250)));
        return false;
    }
    QSqlDriver *driver = subscribe(wanted);
    QEventLoop loop;
    bool heard = false;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    QObject::connect(driver, &QSqlDriver::notification, &loop, [&](const QString &name) {
        if (name == wanted) {
            heard = true;
            loop.quit();
        }
    });
    loop.exec();
    return heard;
}

bool OrderBook::listen(qint64 sideId, const QObject *context, const std::function<void()> &heard) const
{
    const QString wanted = channel(sideId);
    if (wanted.isEmpty())
        return false;
    QObject::connect(subscribe(wanted), &QSqlDriver::notification, context, [wanted, heard](const QString &name) {
        if (name == wanted)
            heard();
    });
    return true;
}

} // namespace castellan
