#pragma once

#include "storageerror.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

// Small pieces every storage file uses. Internal to storage/.
namespace castellan {

/** The translation context of the campaign file's messages. */
struct StoreText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignStore)
};

/** Runs a prepared query; a failure becomes a StorageError for the user. */
inline void runQuery(QSqlQuery &q)
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
inline QString sqlText(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace castellan
