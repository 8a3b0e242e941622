#pragma once

#include <QString>

namespace castellan {

/**
 * Looks at a file's bytes before SQLite touches it, so a file that is not a campaign is refused without a
 * single write: it must exist, be readable, start with the SQLite header and be as long as the header says
 * (a truncated copy is caught here). Returns an empty string when the file may be opened, or what is wrong.
 */
QString checkCampaignFile(const QString &path);

} // namespace castellan
