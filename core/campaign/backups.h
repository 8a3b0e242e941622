#pragma once

#include <QString>

// The copies kept at the end of each turn (RULES T3). The end of a turn marks its copy as due in the same
// transaction that ends the turn; the copy is written after that commit, and the mark cleared. A crash in
// between leaves the mark, and the next read-write opening writes the copy: a turn is never ended without one.
namespace castellan {

class Campaign;
class CampaignStore;

/** The meta key of the turn whose copy is due; empty or absent when none is. */
inline const QString BackupDueKey = QStringLiteral("backup.due");
/** The meta key of how many copies are kept (default 5; 0 keeps none). */
inline const QString BackupsKeepKey = QStringLiteral("backups.keep");

/** Where the end-of-turn copies of a campaign go: a folder beside it, named after it. */
QString backupFolder(const QString &campaignPath);

/** What writing a due copy came to: its path (empty when none was written) and a line for the user. */
struct KeptBackup
{
    QString path;
    QString line;
};

/**
 * Writes the copy of `turn` from the store's committed state, drops the oldest beyond `keep`, and removes what
 * an interrupted copy left in the folder.
 */
KeptBackup keepBackup(const CampaignStore &store, int turn, int keep);

} // namespace castellan
