#pragma once

#include <QString>

namespace castellan {

/** What an export writes: a document (CSV, JSON, PDF, HTML), or a players' copy, itself a campaign file. */
enum class ExportKind { Document, PlayersCopy };

/**
 * Why an export may not be written to `path`, whatever the user says; empty when it may (replacing a file that
 * is there is the user's choice, asked apart). Decided by what the file is, never by its name, and through a
 * link by what it points at: a campaign is never written over (a players' copy only by a new players' copy), and
 * only a regular file is (never a device, a pipe or a folder).
 */
QString whyNotExportTo(const QString &path, ExportKind kind);

/**
 * Why nothing may be written at `path`, there or not: it is the rollback journal, the write-ahead log or its index
 * that SQLite keeps beside a campaign ("c.castellan-journal", "-wal", "-shm"), which SQLite would read as that
 * campaign's at its next opening (issue 56). Empty when it is none of them.
 */
QString whyCampaignCompanion(const QString &path);

} // namespace castellan
