#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// The differences between SQLite (a campaign file) and PostgreSQL (a shared campaign, issue 16) that the SQL
// cannot hide, in one place. Everything else is written once, in portable SQL.
namespace castellan {

/** The database is a PostgreSQL server's, not a file. */
bool isServer(const QSqlDatabase &db);

/** A primary key the application assigns: SQLite's rowid, PostgreSQL's BIGINT. */
QString idColumnType(const QSqlDatabase &db);
/** Bytes: BLOB, or BYTEA. */
QString blobColumnType(const QSqlDatabase &db);

/** The campaign's tables (in the file, or in the server campaign's schema), each with its columns in order. */
QHash<QString, QStringList> tableColumns(const QSqlDatabase &db);

} // namespace castellan
