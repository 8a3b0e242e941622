#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace castellan {

/** The campaign's tables in an order that keeps their references: a row's referent comes first. */
QStringList tablesInCopyOrder();

/**
 * Copies every row of a campaign at the current schema version into another, whose tables are made and whose
 * meta table is empty: a file to a server or back (issue 16). Every value as it is, in key order. The caller
 * holds the target's transaction. Throws StorageError.
 */
void copyCampaignRows(const QSqlDatabase &from, const QSqlDatabase &to);

} // namespace castellan
