#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace castellan {

void installTranslations()
{
    auto *app = QCoreApplication::instance();
    auto *qt = new QTranslator(app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *ours = new QTranslator(app);
    if (ours->load(QLocale(), QStringLiteral("castellan"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || ours->load(QStringLiteral("castellan_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
    else
        delete ours;
}

} // namespace castellan
