#pragma once

#include <QSqlDatabase>
#include <QString>

namespace castellan {

/**
 * Whether a campaign at the current schema version has every table and column this version reads (extra ones
 * are left alone). A file with a dropped table or column is refused here, before anything writes to it, with
 * the table or column named. Returns that, or empty.
 */
QString checkSchemaShape(const QSqlDatabase &db, const QString &path);

} // namespace castellan
