#include "checkedfiles.h"

#include "heldfiles.h"
#include "schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

#include <array>
#include <cstring>

#include <sys/stat.h>

namespace castellan::CheckedFiles {

namespace {

/** Raised whenever the opening checks change what they refuse: stamps kept before it are not trusted. */
constexpr int ChecksRevision = 1;
constexpr qsizetype KeptAtMost = 512;

QString folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/castellan/checked-campaigns");
}

QString recordPath(const QString &path)
{
    const QFileInfo info(path);
    const QString where = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    return folder() + QLatin1Char('/')
        + QString::fromLatin1(QCryptographicHash::hash(where.toUtf8(), QCryptographicHash::Sha256).toHex());
}

/** This user's secret: a digest nobody else can foresee. Made once, readable by the user only. */
std::array<quint64, 2> secretKey()
{
    static const std::array<quint64, 2> key = [] {
        const QString file = folder() + QStringLiteral("/key");
        QFile in(file);
        if (in.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = QByteArray::fromHex(in.read(64));
            if (bytes.size() == 16) {
                std::array<quint64, 2> kept{};
                std::memcpy(kept.data(), bytes.constData(), 16);
                return kept;
            }
        }
        std::array<quint64, 2> made{};
        QRandomGenerator::system()->fillRange(made.data(), made.size());
        QDir().mkpath(folder());
        QSaveFile out(file);
        if (out.open(QIODevice::WriteOnly)) {
            out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            out.write(QByteArray(reinterpret_cast<const char *>(made.data()), 16).toHex());
            out.commit();
        }
        return made;
    }();
    return key;
}

/**
 * A keyed 64-bit digest, eight lanes of 64-bit multiply and rotate over 64-byte blocks (the rounds of xxHash64):
 * a 100 MiB file in a few tens of milliseconds.
 */
class Digest
{
public:
    Digest(const std::array<quint64, 2> &key, int part)
    {
        for (std::size_t n = 0; n < mLanes.size(); ++n)
            mLanes[n] = key[n % 2] + (n + 8 * std::size_t(part)) * Prime1;
    }

    void add(QByteArrayView bytes)
    {
        const char *at = bytes.data();
        qsizetype left = bytes.size();
        if (mCarried > 0) {
            const qsizetype take = std::min<qsizetype>(left, Block - mCarried);
            std::memcpy(mCarry.data() + mCarried, at, std::size_t(take));
            mCarried += take;
            at += take;
            left -= take;
            if (mCarried < Block)
                return;
            addBlock(mCarry.data());
            mCarried = 0;
        }
        for (; left >= Block; at += Block, left -= Block)
            addBlock(at);
        std::memcpy(mCarry.data(), at, std::size_t(left));
        mCarried = left;
    }

    quint64 result(qint64 size)
    {
        std::memset(mCarry.data() + mCarried, 0, std::size_t(Block - mCarried));
        addBlock(mCarry.data());
        quint64 h = quint64(size) * Prime2;
        for (quint64 lane : mLanes)
            h = round(h ^ lane, lane);
        h ^= h >> 33;
        h *= Prime2;
        return h ^ (h >> 29);
    }

private:
    static constexpr quint64 Prime1 = 0x9E3779B185EBCA87ULL;
    static constexpr quint64 Prime2 = 0xC2B2AE3D27D4EB4FULL;
    static constexpr qsizetype Block = 64;

    static quint64 round(quint64 acc, quint64 input)
    {
        acc += input * Prime2;
        acc = (acc << 31) | (acc >> 33);
        return acc * Prime1;
    }

    void addBlock(const char *block)
    {
        std::array<quint64, 8> words{};
        std::memcpy(words.data(), block, Block);
        for (std::size_t n = 0; n < mLanes.size(); ++n)
            mLanes[n] = round(mLanes[n], words[n]);
    }

    std::array<quint64, 8> mLanes{};
    std::array<char, Block> mCarry{};
    qsizetype mCarried = 0;
};

/**
 * The header bytes SQLite rewrites without changing what the file holds: the journal mode (18-19), the change
 * counter (24-27) and the version it was written by (92-99). Opening to write and closing again changes them.
 */
void blankRewrittenHeader(QByteArray &first)
{
    for (const auto &[from, to] : {std::pair{18, 20}, std::pair{24, 28}, std::pair{92, 100}}) {
        for (int n = from; n < to && n < first.size(); ++n)
            first[n] = '\0';
    }
}

QString recordText(const FileStamp &s)
{
    return QStringLiteral("castellan-checked %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
        .arg(QString::number(ChecksRevision), QStringLiteral(CASTELLAN_VERSION), QString::number(CurrentVersion),
             QString::number(s.device), QString::number(s.inode), QString::number(s.size),
             QString::number(s.modifiedNs), QString::number(s.changedNs), QString::number(s.digest));
}

qint64 nanoseconds(const struct timespec &t)
{
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

/** Keeps the newest records only: one a campaign file, and test runs make many. */
void pruneOnce()
{
    static bool pruned = false;
    if (pruned)
        return;
    pruned = true;
    const QFileInfoList records = QDir(folder()).entryInfoList(QDir::Files, QDir::Time);
    for (qsizetype n = KeptAtMost; n < records.size(); ++n) {
        if (records[n].fileName() != QLatin1String("key"))
            QFile::remove(records[n].filePath());
    }
}

} // namespace

std::optional<FileStamp> stampOf(const QString &path)
{
    // Each half of the file digested on a core of its own.
    std::array<Digest, 2> halves{Digest(secretKey(), 0), Digest(secretKey(), 1)};
    struct stat info = {};
    const bool read = readWholeFile(path, info, [&halves](int half, off_t offset, QByteArrayView chunk) {
        Digest &digest = halves[std::size_t(half)];
        if (offset == 0 && chunk.size() >= 100) {
            QByteArray start = chunk.first(100).toByteArray();
            blankRewrittenHeader(start);
            digest.add(start);
            chunk = chunk.sliced(100);
        }
        digest.add(chunk);
    });
    if (!read || info.st_size < 100)
        return std::nullopt;
    return FileStamp{quint64(info.st_dev),      quint64(info.st_ino),
                     qint64(info.st_size),      nanoseconds(info.st_mtim),
                     nanoseconds(info.st_ctim), halves[0].result(info.st_size) * 31 ^ halves[1].result(info.st_size)};
}

bool unchangedSince(const QString &path, const FileStamp &stamp)
{
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && quint64(info.st_dev) == stamp.device
        && quint64(info.st_ino) == stamp.inode && qint64(info.st_size) == stamp.size
        && nanoseconds(info.st_mtim) == stamp.modifiedNs && nanoseconds(info.st_ctim) == stamp.changedNs;
}

std::optional<FileStamp> passedAs(const QString &path)
{
    QFile in(recordPath(path));
    if (!in.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString line = QString::fromLatin1(in.readLine(400));
    const QStringList fields = line.trimmed().split(QLatin1Char(' '));
    if (fields.size() != 10)
        return std::nullopt;
    bool ok = true;
    const auto number = [&ok](const QString &text) {
        bool read = false;
        const quint64 value = text.toULongLong(&read);
        ok = ok && read;
        return value;
    };
    const FileStamp s{number(fields[4]),         number(fields[5]),         qint64(number(fields[6])),
                      qint64(number(fields[7])), qint64(number(fields[8])), number(fields[9])};
    // Written by this version, with these checks, whole: anything else is not trusted.
    if (!ok || line != recordText(s))
        return std::nullopt;
    return s;
}

void keepPassed(const QString &path, const FileStamp &stamp)
{
    if (!QDir().mkpath(folder()))
        return;
    QSaveFile out(recordPath(path));
    if (!out.open(QIODevice::WriteOnly))
        return;
    out.write(recordText(stamp).toLatin1());
    out.commit();
    pruneOnce();
}

void forget(const QString &path)
{
    QFile::remove(recordPath(path));
}

} // namespace castellan::CheckedFiles
