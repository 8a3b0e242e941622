#include "heldfiles.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <thread>

namespace castellan {

namespace {

/** A held campaign: how many stores hold it, and the descriptors of it and its side files opened so far. */
struct Held
{
    int holders = 0;
    QHash<QString, int> descriptors; ///< by file path: the campaign, its "-shm"
};

QMutex heldMutex;
QHash<QString, Held> heldFiles; ///< by the campaign's key

QString keyOf(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

/** The held campaign a file is, or is SQLite's side file of; null when none. Under heldMutex. */
Held *heldOwnerOf(const QString &fileKey)
{
    if (const auto it = heldFiles.find(fileKey); it != heldFiles.end())
        return &it.value();
    for (const char *suffix : {"-journal", "-wal", "-shm"}) {
        const QLatin1String side(suffix);
        if (fileKey.endsWith(side)) {
            if (const auto it = heldFiles.find(fileKey.chopped(side.size())); it != heldFiles.end())
                return &it.value();
        }
    }
    return nullptr;
}

int openForLooking(const QString &file)
{
    return ::open(QFile::encodeName(file).constData(), O_RDONLY | O_CLOEXEC);
}

/** Runs `use` on a descriptor of `file`: a held file's, kept open, or one opened for it and closed after. */
template<class Use>
auto withDescriptor(const QString &file, Use use) -> decltype(use(0))
{
    {
        const QMutexLocker lock(&heldMutex);
        const QString fileKey = QFileInfo(file).absoluteFilePath();
        Held *held = heldOwnerOf(keyOf(file));
        if (!held)
            held = heldOwnerOf(fileKey);
        if (held) {
            auto fd = held->descriptors.find(fileKey);
            if (fd == held->descriptors.end() || *fd < 0) // not opened yet, or not there when last looked for
                fd = held->descriptors.insert(fileKey, openForLooking(file));
            return use(*fd);
        }
    }
    const int fd = openForLooking(file);
    const auto result = use(fd);
    if (fd >= 0)
        ::close(fd);
    return result;
}

} // namespace

HeldFile::HeldFile(const QString &path)
    : mKey(keyOf(path))
{
    const QMutexLocker lock(&heldMutex);
    ++heldFiles[mKey].holders;
}

HeldFile::~HeldFile()
{
    const QMutexLocker lock(&heldMutex);
    const auto it = heldFiles.find(mKey);
    if (it == heldFiles.end() || --it->holders > 0)
        return;
    for (int fd : std::as_const(it->descriptors)) {
        if (fd >= 0)
            ::close(fd);
    }
    heldFiles.erase(it);
}

bool isHeldInProcess(const QString &path)
{
    const QMutexLocker lock(&heldMutex);
    return heldFiles.contains(keyOf(path));
}

QByteArray fileHeader(const QString &path, qsizetype size, QString *error)
{
    return withDescriptor(path, [&](int fd) {
        QByteArray bytes(size, '\0');
        const ssize_t got = fd < 0 ? -1 : ::pread(fd, bytes.data(), size_t(size), 0);
        if (got < 0) {
            if (error)
                *error = QString::fromLocal8Bit(std::strerror(errno));
            return QByteArray();
        }
        bytes.truncate(got);
        return bytes;
    });
}

bool readWholeFile(const QString &path, struct stat &info, const std::function<WholeFileChunk> &take)
{
    return withDescriptor(path, [&](int fd) {
        if (fd < 0 || ::fstat(fd, &info) != 0)
            return false;
        constexpr off_t Chunk = 256 * 1024; // within the cache: read, then used while warm
        const auto readPart = [&](int half, off_t from, off_t to) {
            QByteArray buffer(Chunk, Qt::Uninitialized);
            for (off_t at = from; at < to;) {
                const ssize_t got = ::pread(fd, buffer.data(), size_t(std::min(Chunk, to - at)), at);
                if (got <= 0)
                    return false; // a read failed, or the file is shorter than it said
                take(half, at, QByteArrayView(buffer.constData(), got));
                at += got;
            }
            return true;
        };
        const off_t middle = info.st_size / 2 / Chunk * Chunk;
        if (middle == 0)
            return readPart(1, 0, info.st_size);
        bool firstRead = false;
        std::thread first([&] { firstRead = readPart(0, 0, middle); });
        const bool secondRead = readPart(1, middle, info.st_size);
        first.join();
        return firstRead && secondRead;
    });
}

bool lockedByOthers(const QString &path, off_t start, off_t length)
{
    return withDescriptor(path, [&](int fd) {
        if (fd < 0)
            return false;
        struct flock probe = {};
        probe.l_type = F_WRLCK; // conflicts with any lock, shared or not; our own process's are never reported
        probe.l_whence = SEEK_SET;
        probe.l_start = start;
        probe.l_len = length;
        return ::fcntl(fd, F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
    });
}

} // namespace castellan
