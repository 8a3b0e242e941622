#pragma once

#include <QString>
#include <QStringList>

// What a campaign file needs of the file system, apart from SQLite: whether it may be written, what SQLite left
// beside it, copies for looking at it safely, and writes that reach the disk before they count.
namespace castellan {

/** The file may be written, and so may its folder (SQLite makes its journal there), and its header lets SQLite. */
bool isWritableCampaign(const QString &path);

/** SQLite's files beside a campaign ("-journal", "-wal", "-shm") that exist now. */
QStringList sideFiles(const QString &path);

/**
 * A crash left work for SQLite: a journal or a write-ahead log beside the file, or the file still in WAL mode.
 * Opening it read-only would fail or leave files behind; it must be recovered first (by SQLite, read-write).
 */
bool needsRecovery(const QString &path);

/**
 * Another process has the campaign open through SQLite (the app, a script): its journal, log and index are that
 * process's to use, never ours to recover or delete, and a copy of the file taken now may be torn.
 */
bool heldByAnotherProcess(const QString &path);

/** Copies the file and its side files to `target` (and the side files beside it); false when it could not. */
bool copyWithSideFiles(const QString &path, const QString &target);

/**
 * A name beside `target` for a copy being written there before it is renamed into place: hidden, unique to this
 * attempt and marked as ours (".NAME.XXXXXXXXXXXX.castellan-part"), so it is never a user's own file, and a stale
 * journal of another attempt is never taken for its own.
 */
QString asideOf(const QString &target);
/** Removes a copy that was being written (asideOf()), with its journal and log. */
void removeAside(const QString &aside);

/**
 * What interrupted copies left in a folder: files asideOf() named, with their journal and log (a Save As, a new
 * campaign, a turn's backup that a crash cut short). A copy some process is writing now is left alone.
 */
void removeInterruptedCopies(const QString &folder);

/** Waits until the file's bytes are on the disk (so a power cut after a rename cannot lose them). */
bool syncFile(const QString &path);
/** Waits until the folder's entries (a rename into it) are on the disk. */
bool syncFolder(const QString &folder);

} // namespace castellan
