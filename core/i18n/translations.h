#pragma once

namespace castellan {

/**
 * Installs Qt's own catalogue and ours for the user's locale (STYLE 15). Our English catalogue is the
 * fallback: it carries the plural forms of messages such as "%n wound(s)". Call once, after the
 * application object exists.
 */
void installTranslations();

} // namespace castellan
