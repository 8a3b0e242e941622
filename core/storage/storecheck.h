#pragma once

#include <QSqlDatabase>
#include <QString>

namespace castellan {

/**
 * Looks at an open campaign's contents before anything is done with them: every table and column this
 * version reads (schemacheck.h), the meta values (seed, draws,
 * schema version, turn, phase, map size, the dice's state), the draw count against the log, and every row
 * against the schema's constraints and the app's limits (model/limits.h). A file changed by hand or damaged
 * is refused here, with what is wrong, and not part-way through an action. Returns that, or empty.
 */
QString checkCampaignContents(const QSqlDatabase &db, const QString &path);

} // namespace castellan
