#pragma once

#include <QString>

#include <optional>

// The campaign files this user's Castellan last saw pass every opening check: SQLite's quick check of the pages
// and the checks of the contents (storecheck.h). A file exactly as it was then is opened without running them
// again: on a large campaign they are most of the time an opening takes (issue 31). "Exactly" is its place, size
// and times, and a digest of its bytes keyed with a secret of this user's, so that no change made to the file by
// hand, by another program or by damage goes unseen; each such file is checked again at its next opening.
namespace castellan {

/** One state of a campaign file. */
struct FileStamp
{
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = 0;
    qint64 modifiedNs = 0;
    qint64 changedNs = 0; ///< the inode's change time: no program sets it back
    quint64 digest = 0;   ///< of every byte but the header's few that SQLite rewrites without a change of content

    bool operator==(const FileStamp &) const = default;
    /** The same bytes, wherever and whenever they were written. */
    bool sameBytes(const FileStamp &other) const { return size == other.size && digest == other.digest; }
};

namespace CheckedFiles {

/** The file as it is now; none when it cannot be read whole. */
std::optional<FileStamp> stampOf(const QString &path);
/** The file lies where it lay, at the size and times it had, when `stamp` was made: nothing wrote to it since. */
bool unchangedSince(const QString &path, const FileStamp &stamp);
/** The stamp kept when the file last passed the checks, by this version of Castellan; none when there is none. */
std::optional<FileStamp> passedAs(const QString &path);
/** Keeps the stamp of a file that has just passed every check; nothing is lost when it cannot be kept. */
void keepPassed(const QString &path, const FileStamp &stamp);
/** Forgets it: the file is checked again at its next opening. */
void forget(const QString &path);

} // namespace CheckedFiles

} // namespace castellan
