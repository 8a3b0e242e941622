#include "leadertext.h"

#include "i18n/rollkinds.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of the leader actions' texts. */
struct LeaderWordsText
{
    Q_DECLARE_TR_FUNCTIONS(LeaderActions)
    CASTELLAN_KEPT_TEXTS(LeaderActions)
};
} // namespace

QString noSuchLeader()
{
    return LeaderWordsText::tr("There is no such leader in this campaign.");
}

RollText woundsText(int wounds)
{
    return RollText(RollKind::Wounds, {wounds});
}

RollText statusNote(const Leader &before, const Leader &after)
{
    if (before.status() == after.status())
        return {};
    const Pronoun p = after.pronoun;
    switch (after.status()) {
    case LeaderStatus::Dead:
        return byPronoun(p, LeaderWordsText::kept(" He is dead."), LeaderWordsText::kept(" She is dead."),
                         LeaderWordsText::kept(" They are dead."));
    case LeaderStatus::Disabled:
        return byPronoun(p, LeaderWordsText::kept(" He is disabled."), LeaderWordsText::kept(" She is disabled."),
                         LeaderWordsText::kept(" They are disabled."));
    case LeaderStatus::Active:
        return byPronoun(p, LeaderWordsText::kept(" He is active again."),
                         LeaderWordsText::kept(" She is active again."),
                         LeaderWordsText::kept(" They are active again."));
    case LeaderStatus::Captured:
        return byPronoun(p, LeaderWordsText::kept(" He is captured."), LeaderWordsText::kept(" She is captured."),
                         LeaderWordsText::kept(" They are captured."));
    }
    return {};
}

} // namespace castellan
