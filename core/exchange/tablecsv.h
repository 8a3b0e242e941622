#pragma once

#include <QString>

namespace castellan {

class Campaign;

/**
 * The roster and the forces as CSV for a spreadsheet (RFC 4180, a header row of stable column names, one row a
 * leader or force, in the order the app lists them).
 */
QString rosterCsv(const Campaign &c);
QString forcesCsv(const Campaign &c);

} // namespace castellan
