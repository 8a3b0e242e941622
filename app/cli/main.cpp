#include "cli.h"
#include "clicontext.h"
#include "cliinterrupt.h"
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QGuiApplication>
#include <QTextStream>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>

/**
 * Printing lays out text, which needs fonts: `print` and a PDF (`--pdf`) run a windowless GUI application, the rest
 * a core one.
 */
static std::unique_ptr<QCoreApplication> application(int &argc, char **argv)
{
    const bool prints = std::any_of(argv + 1, argv + argc, [](const char *a) {
        return std::strcmp(a, "print") == 0 || std::strcmp(a, "--pdf") == 0;
    });
    if (!prints)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

int main(int argc, char *argv[])
{
    const auto app = application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("castellan-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CASTELLAN_VERSION));
    castellan::installTranslations();
    QTextStream out(stdout);
    QTextStream err(stderr);
    std::random_device entropy; // only the seed of a new campaign; every die after it comes from that seed
    const quint64 seed = (quint64(entropy()) << 32) | entropy();
    bool wrote = false;
    int code = castellan::runCli(QCoreApplication::arguments(), out, err, seed, &wrote);
    castellan::printWhole(); // what is left of the output is written whole (issue 56)
    // A full disk or a closed pipe: what was printed did not arrive. A command that only read did not do what it
    // said; one that kept its change did, and a script must not do it again (issue 56): exit 3, not 2.
    out.flush();
    auto *device = qobject_cast<QFileDevice *>(out.device()); // a command may write to it directly (log --csv)
    const bool written =
        out.status() == QTextStream::Ok && (!device || (device->flush() && device->error() == QFileDevice::NoError));
    errno = 0;
    if (!written || std::fflush(stdout) != 0 || std::ferror(stdout)) {
        // The device's own error where it has one: errno may be left over from an earlier call.
        const QString why = device && device->error() != QFileDevice::NoError ? device->errorString()
            : errno != 0 ? QString::fromLocal8Bit(std::strerror(errno))
                         : QStringLiteral("-");
        err << QCoreApplication::translate("CastellanCli", "castellan-cli: the output could not be written: %1")
                   .arg(why)
            << Qt::endl;
        if (code == int(castellan::ExitCode::Done) && wrote) {
            err << QCoreApplication::translate("CastellanCli",
                                               "castellan-cli: the command was done and kept; only "
                                               "its output was lost.")
                << Qt::endl;
            code = int(castellan::ExitCode::DoneUntold);
        } else if (code == int(castellan::ExitCode::Done)) {
            code = int(castellan::ExitCode::BadInput); // a file problem
        }
    }
    return code;
}
