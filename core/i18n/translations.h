#pragma once

#include <QStringList>

namespace castellan {

/** The languages Castellan's catalogues speak, as locale names: "en", "de", "fr". */
QStringList availableLanguages();

/**
 * Installs Qt's own catalogue and ours (STYLE 15) for `language` ("de"), or for the user's locale when it is empty
 * or not one of ours, replacing those installed before; returns the language now spoken. Our English catalogue is
 * the fallback: it carries the plural forms of messages such as "%n wound(s)". Call after the application object
 * exists; widgets made from then on speak the new language.
 */
QString installTranslations(const QString &language = {});

} // namespace castellan
