#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

#include <sys/stat.h>
#include <sys/types.h>

// The campaign files this process has open through SQLite. SQLite's locks on a file are POSIX locks, which a
// process loses the moment it closes any descriptor of that file, its own or not (sqlite.org/howtocorrupt.html,
// 2.2): another process would then take the file for free and recover, checkpoint or delete what is ours. So every
// look at a campaign's bytes or locks goes through here, and while the file is held, through descriptors kept open
// until SQLite has closed it.
namespace castellan {

/** Holds a campaign file for as long as it lives: make it before SQLite opens the file, end it after it closes. */
class HeldFile
{
public:
    explicit HeldFile(const QString &path);
    ~HeldFile();
    HeldFile(const HeldFile &) = delete;
    HeldFile &operator=(const HeldFile &) = delete;

private:
    QString mKey;
};

/** This process has the file open through SQLite. */
bool isHeldInProcess(const QString &path);

/** The first `size` bytes of a file (fewer when it is shorter); empty, with `error` set, when it cannot be read. */
QByteArray fileHeader(const QString &path, qsizetype size, QString *error = nullptr);

/** A part of a file read whole: its half (0 or 1), where it starts, and its bytes. */
using WholeFileChunk = void(int half, off_t offset, QByteArrayView chunk);
/**
 * Reads a file whole, after filling `info` from fstat: its two halves at once, the first on a thread of its own
 * (a small file is all second half). `take` gets each half's chunks in order. False when it cannot be read whole.
 */
bool readWholeFile(const QString &path, struct stat &info, const std::function<WholeFileChunk> &take);

/** Another process holds a lock on `length` bytes of the file from `start` (0: to its end and past it). */
bool lockedByOthers(const QString &path, off_t start, off_t length);

} // namespace castellan
