#pragma once

#include <QString>

#include <QSqlDatabase>
#include <QStringList>

namespace castellan {

/** The schema version this build writes; a file with a higher one is refused, a lower one migrated. */
inline constexpr int CurrentVersion = 14;
/** A players' copy's meta row: the salted SHA-256 of its seed, which the copy does not keep (issue 15). */
inline const QString SeedCommitmentKey = QStringLiteral("seed.commitment");

/** Marks a database as a Castellan campaign in its meta table. */
inline constexpr char ApplicationId[] = "castellan";

/**
 * The statements that bring a database from version `from` to `from + 1`. Portable SQL: the only dialect
 * differences, the blob and id columns' types, come from dialect.h (ids are 64-bit keys the application
 * assigns: no AUTOINCREMENT, no SERIAL).
 */
QStringList migration(int from, const QSqlDatabase &db);

} // namespace castellan
