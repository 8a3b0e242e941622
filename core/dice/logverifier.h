#pragma once

#include <QString>
#include <QtGlobal>

namespace castellan {

class CampaignStore;

/** What "verify log" found (RULES D2). */
struct LogVerification
{
    bool ok = true;
    qint64 checked = 0;      ///< rolls re-derived from the seed
    qint64 enteredByHand = 0; ///< rolls typed in (RULES D4): not derived, not mismatches
    qint64 firstBadRollId = 0;
    QString problem;         ///< what does not match, for the user
};

/** Re-derives every logged roll from the campaign's seed in draw order and compares it with the log. */
LogVerification verifyLog(const CampaignStore &store);

} // namespace castellan
