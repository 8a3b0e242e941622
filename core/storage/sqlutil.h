#pragma once

#include "storageerror.h"

#include <QCoreApplication>
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

/** A failed statement as an error for the user: AccessDenied when the server's roles refused it. */
[[noreturn]] inline void throwQueryError(const QSqlError &error)
{
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

/** Runs a prepared query; a failure becomes a StorageError for the user. */
inline void runQuery(QSqlQuery &q)
{
    if (!q.exec())
        throwQueryError(q.lastError());
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

} // namespace castellan
