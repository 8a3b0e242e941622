#include "logverifier.h"

#include "dicesource.h"
#include "i18n/argtext.h"
#include "rolllog.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct LogVerifierText
{
    Q_DECLARE_TR_FUNCTIONS(LogVerifier)
};
} // namespace

LogVerification verifyLog(const RollArchive &rolls, const VerifyProgress &progress)
{
    if (rolls.seedWithheld()) {
        LogVerification v;
        v.ok = false;
        v.seedWithheld = true;
        v.problem =
            LogVerifierText::tr("Seed withheld: this is a players' copy. The log verifies once the game master reveals "
                                "the seed and its salt.");
        return v;
    }
    return verifyLog(rolls, rolls.seed(), progress);
}

LogVerification verifyLog(const RollArchive &rolls, quint64 seed, const VerifyProgress &progress)
{
    LogVerification v;
    SeededDice dice(seed);
    const qint64 total = progress ? rolls.rollCount() : 0;
    qint64 seen = 0;
    rolls.forEachRoll([&](const Roll &r) {
        if (progress && ++seen % 20000 == 0 && !progress(seen, total)) {
            v.ok = false;
            v.stopped = true;
            v.problem = LogVerifierText::tr("Verification was stopped after %1 of %2 rolls.")
                            .arg(argText(seen), argText(total));
            return false;
        }
        auto fail = [&](const QString &why) {
            v.ok = false;
            v.firstBadRollId = r.id;
            const std::optional<Roll> shown = rolls.roll(r.id);
            v.problem = LogVerifierText::tr("Roll #%1 (%2): %3")
                            .arg(argText(r.id), argText(shown ? shown->context : r.context), argText(why));
            return false;
        };
        if (r.manual) {
            ++v.enteredByHand;
            if (r.drawStart != dice.draws() || r.drawEnd != dice.draws())
                return fail(LogVerifierText::tr(
                                "entered by hand, but it claims draws %1 to %2 where the generator stands at %3")
                                .arg(argText(r.drawStart), argText(r.drawEnd), argText(dice.draws())));
            return true;
        }
        if (r.drawStart != dice.draws())
            return fail(LogVerifierText::tr("it starts at draw %1, but the rolls before it end at draw %2")
                            .arg(argText(r.drawStart), argText(dice.draws())));
        if (r.sides < 2 || r.faces.isEmpty())
            return fail(LogVerifierText::tr("it has no dice"));
        QList<int> expected;
        for (qsizetype i = 0; i < r.faces.size(); ++i)
            expected.append(dice.face(r.sides));
        if (expected != r.faces) {
            Roll derived;
            derived.faces = expected;
            return fail(
                LogVerifierText::tr("the log says %1, the seed gives %2").arg(r.facesText(), derived.facesText()));
        }
        if (r.drawEnd != dice.draws())
            return fail(LogVerifierText::tr("it ends at draw %1, the seed gives %2")
                            .arg(argText(r.drawEnd), argText(dice.draws())));
        ++v.checked;
        return true;
    });
    if (v.ok) {
        const quint64 stored = rolls.drawsKept();
        if (stored != dice.draws()) {
            v.ok = false;
            v.drawCountMismatch = true;
            v.problem = LogVerifierText::tr("The campaign's count of values drawn is %1; the log accounts for %2.")
                            .arg(argText(stored), argText(dice.draws()));
        }
    }
    if (v.ok) {
        v.damage = rolls.integrityProblem();
        if (!v.damage.isEmpty()) {
            v.ok = false;
            v.problem = LogVerifierText::tr("Every roll verifies, but the file is damaged: SQLite's integrity check "
                                            "says %1. Use a backup copy.")
                            .arg(v.damage);
        }
    }
    return v;
}

} // namespace castellan
