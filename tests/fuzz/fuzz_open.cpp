// libFuzzer target: the campaign opener, from bytes written to a temporary file (issue 10). Whatever the bytes, the
// opener refuses them with a StorageError or opens a campaign that can be read and verified; a read-only look
// never changes the file; nothing crashes, leaks or hangs.

#include "campaign/campaign.h"
#include "dice/logverifier.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

using namespace castellan;

namespace {

QString folder;

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    static QTemporaryDir dir;
    folder = dir.path();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    const QString path = QDir(folder).filePath(QStringLiteral("fuzzed.castellan"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            std::abort();
        f.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    const QByteArray before = hashOf(path);
    bool readable = false;
    try {
        auto c = Campaign::open(path, Campaign::Access::ReadOnly);
        readable = true;
        (void)c->leaders();
        (void)c->forces();
        verifyLog(c->rolls(), [](qint64 checked, qint64) { return checked < 100000; });
    } catch (const StorageError &) { }
    if (hashOf(path) != before)
        std::abort(); // a read-only look wrote to the file
    try {
        auto c = Campaign::open(path);
        if (!readable && c)
            std::abort(); // refused to read, but opened to write
    } catch (const StorageError &) {
        if (!readable && hashOf(path) != before)
            std::abort(); // a refused file was written to
    }
    return 0;
}
