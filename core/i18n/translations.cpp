#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace castellan {

namespace {

/** The catalogues installed now, so that a new language replaces them. */
struct Installed
{
    QTranslator *qt = nullptr;
    QTranslator *ours = nullptr;
};

Installed &installed()
{
    static Installed translators;
    return translators;
}

/** Our language for a locale: the first of its UI languages we have, else English. */
QString languageOf(const QLocale &locale)
{
    const QStringList ours = availableLanguages();
    const QStringList wanted = locale.uiLanguages();
    for (const QString &name : wanted) {
        const QString base = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (ours.contains(base))
            return base;
    }
    return QStringLiteral("en");
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString installTranslations(const QString &language)
{
    auto *app = QCoreApplication::instance();
    Installed &now = installed();
    for (QTranslator *t : {now.qt, now.ours}) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    now = {};
    const QString chosen = availableLanguages().contains(language) ? language : languageOf(QLocale());
    const QLocale locale(chosen);

    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        now.qt = qt;
    } else {
        delete qt;
    }
    auto *ours = new QTranslator(app);
    if (ours->load(QStringLiteral("castellan_") + chosen, QStringLiteral(":/i18n"))
        || ours->load(QStringLiteral("castellan_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(ours);
        now.ours = ours;
    } else {
        delete ours;
    }
    return chosen;
}

} // namespace castellan
