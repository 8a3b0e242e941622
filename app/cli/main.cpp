#include "cli.h"
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QTextStream>

#include <random>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("castellan-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CASTELLAN_VERSION));
    castellan::installTranslations();
    QTextStream out(stdout);
    QTextStream err(stderr);
    std::random_device entropy; // only the seed of a new campaign; every die after it comes from that seed
    const quint64 seed = (quint64(entropy()) << 32) | entropy();
    return castellan::runCli(QCoreApplication::arguments(), out, err, seed);
}
