#include "cli.h"
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <algorithm>
#include <cstring>
#include <memory>
#include <random>

/** Printing lays out text, which needs fonts: `print` runs a windowless GUI application, the rest a core one. */
static std::unique_ptr<QCoreApplication> application(int &argc, char **argv)
{
    const bool prints = std::any_of(argv + 1, argv + argc, [](const char *a) { return std::strcmp(a, "print") == 0; });
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
    return castellan::runCli(QCoreApplication::arguments(), out, err, seed);
}
