// libFuzzer target: castellan-cli's argument handling (issue 10). The bytes are the arguments, one a line, run in
// a folder of their own that holds a small campaign. Every run ends with one of the documented exit codes and
// nothing crashes, leaks or hangs. Paths cannot leave the folder ('/' becomes '_'), and the odds and the
// simulation are kept to small armies so that a run stays short.

#include "cli.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdint>
#include <cstdlib>

#include <unistd.h>

using namespace castellan;

namespace {

QString folder;
QByteArray pristine; ///< the campaign every run starts from

bool tooSlow(const QStringList &args)
{
    if (!args.contains(QStringLiteral("odds")) && !args.contains(QStringLiteral("simulate")))
        return false;
    for (const QString &a : args) {
        bool ok = false;
        const qlonglong n = a.toLongLong(&ok);
        if (ok && n > 12)
            return true;
    }
    return false;
}

int run(const QStringList &args)
{
    QString out, err;
    QTextStream o(&out), e(&err);
    return runCli(QStringList{QStringLiteral("castellan-cli")} + args, o, e, 42);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // A windowless GUI application, as castellan-cli's main makes for print: its sheets are laid out with fonts.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication app(*argc, *argv);
    QCoreApplication::setApplicationName(QStringLiteral("castellan-cli"));
    static QTemporaryDir dir;
    folder = dir.path();
    if (::chdir(QFile::encodeName(folder).constData()) != 0)
        std::abort();
    run({QStringLiteral("new"), QStringLiteral("c.castellan"), QStringLiteral("--name"), QStringLiteral("Fuzz"),
         QStringLiteral("--seed"), QStringLiteral("1")});
    run({QStringLiteral("leader"), QStringLiteral("add"), QStringLiteral("c.castellan"), QStringLiteral("--name"),
         QStringLiteral("Aldric"), QStringLiteral("--side"), QStringLiteral("Blue")});
    run({QStringLiteral("force"), QStringLiteral("add"), QStringLiteral("c.castellan"), QStringLiteral("--name"),
         QStringLiteral("Host"), QStringLiteral("--side"), QStringLiteral("Red"), QStringLiteral("--units"),
         QStringLiteral("4")});
    QFile f(QStringLiteral("c.castellan"));
    if (!f.open(QIODevice::ReadOnly))
        std::abort();
    pristine = f.readAll();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QStringList args =
        QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(QLatin1Char('\n'));
    if (args.size() > 24)
        return -1;
    for (QString &a : args)
        a.replace(QLatin1Char('/'), QLatin1Char('_'));
    if (tooSlow(args))
        return -1;
    const QStringList leftovers = QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString &name : leftovers)
        QFile::remove(QDir(folder).filePath(name));
    QFile f(QDir(folder).filePath(QStringLiteral("c.castellan")));
    if (!f.open(QIODevice::WriteOnly) || f.write(pristine) != pristine.size())
        std::abort();
    f.close();
    const int code = run(args);
    if (code != 0 && code != 1 && code != 2 && code != 130)
        std::abort(); // not a documented exit code
    return 0;
}
