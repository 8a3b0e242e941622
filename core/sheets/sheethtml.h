#pragma once

#include "map/mapmodel.h"
#include "model/force.h"
#include "model/leader.h"

#include <QString>

namespace castellan {

class Campaign;

/** What a printed sheet holds beyond the fixed parts: how much of a leader's history (issue 15). */
struct SheetOptions
{
    int historyEntries = -1; ///< the last N entries; -1 all of them, 0 none
    int sheetsPerPage = 1;   ///< leader, force or siege sheets on one page, a rule between them: 1 to 4
};

inline constexpr int MaxSheetsPerPage = 4;

/** The style every printed sheet shares (QTextDocument's CSS). */
QString sheetStyle();
/**
 * A leader's sheet for the table (RULES L2): name, side, status and where he is; the seven ratings with the die
 * each came from (L1); the vitality track as boxes with his wounds ticked (L3); his rerolls (H2); his level as a
 * general (M1); notes; and his history.
 */
QString leaderSheetHtml(const Campaign &c, const Leader &l, const SheetOptions &options);
/** A force's sheet: side, where it stands, units by state and type, leaders and commander, notes. */
QString forceSheetHtml(const Campaign &c, const Force &f);
/** A siege's summary (RULES S1-S5): fortress, sides, turns, rolls so far, how it ended, its record. */
QString siegeSummaryHtml(const Campaign &c, const Siege &s);
/** The roster as one table: a row a leader, his ratings, vitality, rerolls, status and place. */
QString rosterTableHtml(const Campaign &c);
/** The forces as one table. */
QString forcesTableHtml(const Campaign &c);

} // namespace castellan
