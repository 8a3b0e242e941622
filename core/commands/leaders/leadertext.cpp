#include "leadertext.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of the leader actions' texts. */
struct LeaderWordsText
{
    Q_DECLARE_TR_FUNCTIONS(LeaderActions)
};
} // namespace

QString noSuchLeader()
{
    return LeaderWordsText::tr("There is no such leader in this campaign.");
}

QString woundsText(int wounds)
{
    return LeaderWordsText::tr("%n wound(s)", nullptr, wounds);
}

QString statusNote(const Leader &before, const Leader &after)
{
    if (before.status() == after.status())
        return {};
    const Pronoun p = after.pronoun;
    switch (after.status()) {
    case LeaderStatus::Dead:
        return byPronoun(p, LeaderWordsText::tr(" He is dead."), LeaderWordsText::tr(" She is dead."),
                         LeaderWordsText::tr(" They are dead."));
    case LeaderStatus::Disabled:
        return byPronoun(p, LeaderWordsText::tr(" He is disabled."), LeaderWordsText::tr(" She is disabled."),
                         LeaderWordsText::tr(" They are disabled."));
    case LeaderStatus::Active:
        return byPronoun(p, LeaderWordsText::tr(" He is active again."), LeaderWordsText::tr(" She is active again."),
                         LeaderWordsText::tr(" They are active again."));
    case LeaderStatus::Captured:
        return byPronoun(p, LeaderWordsText::tr(" He is captured."), LeaderWordsText::tr(" She is captured."),
                         LeaderWordsText::tr(" They are captured."));
    }
    return {};
}

} // namespace castellan
