#pragma once

#include "storageerror.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

// Small pieces every storage file uses. Internal to storage/.
namespace castellan {

/** Runs a prepared query; a failure becomes a StorageError for the user. */
inline void run(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageError(QCoreApplication::translate("CampaignStore", "The campaign could not be written or read: %1")
                               .arg(q.lastError().text()));
}

/** An id, or SQL NULL for none (0). */
inline QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType(QMetaType::LongLong));
}

/** Qt binds a null QString as SQL NULL; our text columns are NOT NULL, so empty text goes in as ''. */
inline QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace castellan
