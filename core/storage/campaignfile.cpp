#include "campaignfile.h"

#include "heldfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <fcntl.h>
#include <unistd.h>

namespace castellan {

namespace {

const QStringList SideSuffixes = {QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")};

bool syncDescriptor(const QString &path, int flags)
{
    const int fd = ::open(QFile::encodeName(path).constData(), flags | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

} // namespace

bool isWritableCampaign(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()
        || ::access(QFile::encodeName(path).constData(), W_OK) != 0)
        return false;
    // Byte 18 of the header is the format SQLite needs to write the file: past 2, SQLite may only read it.
    QString unreadable;
    const QByteArray header = fileHeader(path, 20, &unreadable);
    return unreadable.isEmpty() && (header.size() < 20 || uchar(header[18]) <= 2);
}

QStringList sideFiles(const QString &path)
{
    QStringList found;
    for (const QString &suffix : SideSuffixes) {
        if (QFileInfo::exists(path + suffix))
            found << path + suffix;
    }
    return found;
}

bool needsRecovery(const QString &path)
{
    if (isHeldInProcess(path))
        return false; // this process's own connection has it open: nothing of it is left to recover
    const QFileInfo journal(path + QStringLiteral("-journal"));
    const QFileInfo wal(path + QStringLiteral("-wal"));
    if ((journal.exists() && journal.size() > 0) || (wal.exists() && wal.size() > 0))
        return true;
    // Bytes 18 and 19 of the header are 2 in WAL mode: the file was not closed the way Castellan closes it.
    const QByteArray header = fileHeader(path, 20);
    return header.size() == 20 && (header[18] == 2 || header[19] == 2);
}

bool copyWithSideFiles(const QString &path, const QString &target)
{
    QFile::remove(target);
    if (!QFile::copy(path, target))
        return false;
    for (const QString &suffix : SideSuffixes) {
        QFile::remove(target + suffix);
        if (suffix != QLatin1String("-shm") && QFileInfo::exists(path + suffix)
            && !QFile::copy(path + suffix, target + suffix))
            return false;
    }
    return true;
}

namespace {

const QString PartMark = QStringLiteral(".castellan-part");

} // namespace

QString asideOf(const QString &target)
{
    const QFileInfo info(target);
    for (;;) {
        const QString random = QString::number(QRandomGenerator::global()->generate64() & 0xffffffffffffULL, 16);
        const QString aside =
            info.absoluteDir().filePath(QStringLiteral(".%1.%2%3").arg(info.fileName(), random, PartMark));
        if (!QFileInfo::exists(aside))
            return aside;
    }
}

void removeAside(const QString &aside)
{
    for (const QString &leftover : {aside, aside + SideSuffixes[0], aside + SideSuffixes[1], aside + SideSuffixes[2]})
        QFile::remove(leftover);
}

namespace {

/** Some process holds an SQLite lock on the file: a copy is being written into it right now. */
bool isLocked(const QString &path)
{
    return lockedByOthers(path, 0, 0); // the whole file: SQLite's lock bytes included
}

/** The byte of a "-shm" file every connection to a database in WAL mode holds a shared lock on while open. */
constexpr off_t ShmOpenMark = 128;

} // namespace

bool heldByAnotherProcess(const QString &path)
{
    return isLocked(path) || lockedByOthers(path + QStringLiteral("-shm"), ShmOpenMark, 1);
}

void removeInterruptedCopies(const QString &folder)
{
    const QDir dir(folder);
    const QString &mark = PartMark;
    const QStringList names = dir.entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names) {
        const qsizetype at = name.lastIndexOf(mark);
        if (at < 0)
            continue;
        const QString rest = name.mid(at + mark.size());
        if (!rest.isEmpty() && !SideSuffixes.contains(rest))
            continue;
        const QString copy = dir.filePath(name.left(at + mark.size()));
        if (!isLocked(copy))
            QFile::remove(dir.filePath(name));
    }
}

bool syncFile(const QString &path)
{
    return syncDescriptor(path, O_RDONLY);
}

bool syncFolder(const QString &folder)
{
    return syncDescriptor(folder, O_RDONLY | O_DIRECTORY);
}

} // namespace castellan
