// Castellan desktop app: sets up the application, loads translations, opens a campaign, shows the window.

#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Castellan"));
    QApplication::setOrganizationName(QStringLiteral("Castellan"));
    QApplication::setApplicationVersion(QStringLiteral(CASTELLAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.castellan.Castellan"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/castellan.svg")));

    // STYLE 15: Qt's own catalogue, then ours; a missing one is no error.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("castellan"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Campaign manager and leader sheets for board-wargame campaigns"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "The campaign to open (default: the last one)."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    castellan::MainWindow window;
    window.openInitialCampaign(parser.positionalArguments().value(0));
    window.show();
    return QApplication::exec();
}
