#pragma once

#include "i18n/rolltext.h"

#include "storageerror.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

// Small pieces every storage file uses. Internal to storage/.
namespace castellan {

/** The translation context of the campaign file's messages. */
struct StoreText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignStore)
};

/** A Qt Sql connection name no other connection of the process has. */
inline QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("castellan-%1").arg(++counter);
}

/** PostgreSQL's insufficient_privilege: a shared campaign's role does not allow the statement (issue 16). */
inline bool isAccessDenied(const QSqlError &error)
{
    return error.nativeErrorCode() == QLatin1String("42501");
}

/** PostgreSQL's lock_not_available: a lock was waited for longer than the connection's lock_timeout. */
inline bool isLockTimeout(const QSqlError &error)
{
    return error.nativeErrorCode() == QLatin1String("55P03");
}

/**
 * The connection to the server is lost: SQLSTATE class 08, the server shutting down or cutting it (57P01-57P03),
 * or libpq's own words when the server vanished without one.
 */
inline bool isConnectionLost(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    if (code.startsWith(QLatin1String("08")) || code.startsWith(QLatin1String("57P0")))
        return true;
    if (!error.driverText().startsWith(QLatin1String("QPSQL")))
        return false;
    static const char *const words[] = {"server closed the connection",  "no connection to the server",
                                        "terminating connection",        "could not receive data from server",
                                        "could not send data to server", "the database system is shutting down",
                                        "SSL connection has been closed"};
    const QString said = error.databaseText();
    if (said.trimmed().isEmpty())
        return true; // the server always says why it refused: a statement without a word never reached it
    for (const char *w : words) {
        if (said.contains(QLatin1String(w), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/** What the user reads when the server went away, with libpq's own words. */
inline QString serverGoneText(const QSqlError &error)
{
    const QString said = error.databaseText().simplified().left(300);
    return StoreText::tr("The server went away (%1). A change it did not confirm may not be saved: open the campaign "
                         "again once the server is back, and see where it stands.")
        .arg(said.isEmpty() ? StoreText::tr("the connection was lost") : said);
}

/** A failed statement as an error for the user: AccessDenied when the server's roles refused it. */
[[noreturn]] inline void throwQueryError(const QSqlError &error)
{
    if (isConnectionLost(error))
        throw ServerGone(serverGoneText(error));
    if (isAccessDenied(error))
        throw AccessDenied(
            StoreText::tr("Your role on the server does not allow this: %1").arg(error.databaseText().trimmed()));
    const int sqlite = error.nativeErrorCode().toInt();
    if ((sqlite & 0xff) == 11 || (sqlite & 0xff) == 26) // SQLITE_CORRUPT, SQLITE_NOTADB
        throw DamagedFile(StoreText::tr("the file is damaged (SQLite: %1). Nothing of this was written; use a "
                                        "backup copy.")
                              .arg(error.databaseText()));
    throw StorageError(StoreText::tr("The campaign could not be written or read: %1").arg(error.text()));
}

/**
 * The query failed because its server went away: its error says so, or Qt's PostgreSQL driver has closed the
 * connection it found lost (the queries after that fail with no word).
 */
inline bool serverWentAway(const QSqlQuery &q)
{
    const QSqlDriver *driver = q.driver();
    return isConnectionLost(q.lastError())
        || (driver && driver->dbmsType() == QSqlDriver::PostgreSQL && !driver->isOpen());
}

/** A failed query as an error for the user: ServerGone when its server went away. */
[[noreturn]] inline void throwQueryError(const QSqlQuery &q)
{
    if (serverWentAway(q))
        throw ServerGone(serverGoneText(q.lastError()));
    throwQueryError(q.lastError());
}

/** Runs a prepared query; a failure becomes a StorageError for the user. */
inline void runQuery(QSqlQuery &q)
{
    if (!q.exec())
        throwQueryError(q);
}

/** An id, or SQL NULL for none (0). */
inline QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType(QMetaType::LongLong));
}

/** Qt binds a null QString as SQL NULL; our text columns are NOT NULL, so empty text goes in as ''. */
inline QString sqlText(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

/** A text kept as data (issue 30, item 8) from its two columns: the data, or the text a row from before kept. */
inline RollText keptText(const QVariant &text, const QVariant &data)
{
    const RollText kept = RollText::fromStored(data.toString());
    return kept.isEmpty() ? RollText::plain(text.toString()) : kept;
}

/** Runs `work` in one transaction of `db`, rolled back whole when it throws. */
template<class Work>
void inOneTransaction(QSqlDatabase db, Work work)
{
    if (!db.transaction())
        throwQueryError(db.lastError());
    try {
        work();
    } catch (...) {
        db.rollback();
        throw;
    }
    if (!db.commit()) {
        const QSqlError error = db.lastError();
        db.rollback();
        throwQueryError(error);
    }
}

} // namespace castellan
