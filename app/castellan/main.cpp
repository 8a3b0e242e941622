// Castellan desktop app: sets up the application, loads translations, opens a campaign, shows the window.

#include "i18n/translations.h"
#include "mainwindow/windowhost.h"
#include "options/preferences.h"
#include "session/campaignbeacon.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Castellan"));
    QApplication::setOrganizationName(QStringLiteral("Castellan"));
    QApplication::setApplicationVersion(QStringLiteral(CASTELLAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.castellan.Castellan"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/castellan.svg")));

    castellan::installTranslations(castellan::Preferences::load().language); // STYLE 15: Qt's own catalogue, then ours

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Campaign manager and leader sheets for board-wargame campaigns"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "The campaign to open (default: the last one)."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    // A file that a window of Castellan has open already (a double-click in the file manager) raises that window.
    const QString file = parser.positionalArguments().value(0);
    if (!file.isEmpty() && castellan::CampaignBeacon::raiseHolder(file))
        return 0;

    castellan::WindowHost host;
    host.open(file);
    return QApplication::exec();
}
