#include "verifylogrun.h"

#include "campaign/campaign.h"
#include "storage/storageerror.h"

#include <QApplication>
#include <QCoreApplication>
#include <QProgressDialog>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct VerifyLogRunText
{
    Q_DECLARE_TR_FUNCTIONS(VerifyLog)
};
} // namespace

LogVerification verifyWithProgress(const Campaign &campaign, QWidget *parent, std::optional<quint64> seed)
{
    LogVerification v;
    QProgressDialog progress(VerifyLogRunText::tr("Re-deriving every roll from the seed…"),
                             VerifyLogRunText::tr("Stop"), 0, 100, parent);
    progress.setWindowTitle(VerifyLogRunText::tr("Verify Log"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        const auto tell = [&progress](qint64 checked, qint64 total) {
            progress.setValue(total > 0 ? int(100 * checked / total) : 0);
            QApplication::processEvents();
            return !progress.wasCanceled();
        };
        v = seed ? verifyLog(campaign.rolls(), *seed, tell) : verifyLog(campaign.rolls(), tell);
    } catch (const StorageError &e) {
        v.ok = false;
        v.problem = e.message();
    }
    progress.reset();
    QApplication::restoreOverrideCursor();
    return v;
}

QString verificationText(const LogVerification &v)
{
    if (v.seedWithheld || !v.damage.isEmpty())
        return v.problem;
    if (v.ok) {
        QString text =
            VerifyLogRunText::tr("All %n roll(s) in the log match the campaign's seed.", nullptr, int(v.checked));
        if (v.enteredByHand > 0)
            text += QLatin1Char(' ')
                + VerifyLogRunText::tr(
                        "%n roll(s) were entered by hand and take nothing from the generator (RULES D4).", nullptr,
                        int(v.enteredByHand));
        return text;
    }
    QString text = v.firstBadRollId ? VerifyLogRunText::tr("Roll #%1 does not match the seed.").arg(v.firstBadRollId)
                                    : VerifyLogRunText::tr("The log does not match the seed.");
    text += QStringLiteral("\n\n") + v.problem;
    text += QStringLiteral("\n\n") + VerifyLogRunText::tr("%n roll(s) before it verified.", nullptr, int(v.checked));
    return text;
}

} // namespace castellan
