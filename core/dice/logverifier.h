#pragma once

#include <QString>
#include <QtGlobal>

#include <functional>

namespace castellan {

class RollArchive;

/** What "verify log" found (RULES D2). */
struct LogVerification
{
    bool ok = true;
    qint64 checked = 0;       ///< rolls re-derived from the seed
    qint64 enteredByHand = 0; ///< rolls typed in (RULES D4): not derived, not mismatches
    qint64 firstBadRollId = 0;
    bool drawCountMismatch = false; ///< every roll derives, but the campaign keeps another count of draws
    QString problem;                ///< what does not match, for the user
    bool stopped = false;           ///< the user stopped it before the end
    bool seedWithheld = false;      ///< a players' copy: nothing was checked, the seed is not in the file
    QString damage;                 ///< the rolls verify, and the file's own integrity check found this wrong
};

/** Told how far verification has come; returns false to stop it (the result then says it was stopped). */
using VerifyProgress = std::function<bool(qint64 checked, qint64 total)>;

/**
 * Re-derives every logged roll from the campaign's seed in draw order and compares it with the log; then runs the
 * file's own integrity check, so that a damaged file never passes for one that verifies.
 */
LogVerification verifyLog(const RollArchive &rolls, const VerifyProgress &progress = {});
/** The same from a seed given by the user: a players' copy's, revealed by the game master. */
LogVerification verifyLog(const RollArchive &rolls, quint64 seed, const VerifyProgress &progress = {});

} // namespace castellan
