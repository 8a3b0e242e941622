#include "filecheck.h"
#include "heldfiles.h"
#include "i18n/argtext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct FileCheckText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignFile)
};
} // namespace

QString checkCampaignFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return FileCheckText::tr("The file %1 does not exist.").arg(path);
    if (info.isDir())
        return FileCheckText::tr("%1 is a folder, not a campaign file.").arg(path);
    // A pipe, a device or a socket would hang or stream forever: only a regular file is a campaign.
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISREG(st.st_mode))
        return FileCheckText::tr("%1 is not a regular file (it is a pipe, a device or a socket): a campaign is a file.")
            .arg(path);
    QString unreadable;
    const QByteArray header = fileHeader(path, 100, &unreadable);
    if (!unreadable.isEmpty())
        return FileCheckText::tr("The file %1 cannot be read: %2").arg(path, unreadable);
    qint64 size = qint64(st.st_size);
    if (size == 0)
        return FileCheckText::tr("The file %1 is empty: it is not a Castellan campaign.").arg(path);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return FileCheckText::tr("The file %1 is not a Castellan campaign (it is not an SQLite database).").arg(path);

    // SQLite header: page size at offset 16 (big-endian, 1 means 65536), page count at 28, valid when the
    // change counter at 24 equals the "version valid for" number at 92.
    auto be32 = [&](int at) {
        return (quint32(quint8(header[at])) << 24) | (quint32(quint8(header[at + 1])) << 16)
            | (quint32(quint8(header[at + 2])) << 8) | quint32(quint8(header[at + 3]));
    };
    quint32 pageSize = (quint32(quint8(header[16])) << 8) | quint32(quint8(header[17]));
    if (pageSize == 1)
        pageSize = 65536;
    const bool countValid = be32(24) == be32(92);
    const quint64 pages = be32(28);
    const bool walPresent = QFileInfo::exists(path + QStringLiteral("-wal"));
    // Another program's commit writes the header's page first and grows the file after it: the size is read once
    // more after the header, and a file another program is writing is left to SQLite, under its lock, to judge.
    if (::stat(QFile::encodeName(path).constData(), &st) == 0)
        size = qint64(st.st_size);
    const bool beingWritten = QFileInfo::exists(path + QStringLiteral("-journal")) || lockedByOthers(path, 0, 0);
    if (countValid && !walPresent && pages > 0 && quint64(size) < pages * pageSize && !beingWritten)
        return FileCheckText::tr(
                   "The campaign %1 is truncated: it holds %2 bytes of the %3 it should. Use a backup copy.")
            .arg(argText(path), argText(size), argText(pages * pageSize));
    return {};
}

} // namespace castellan
