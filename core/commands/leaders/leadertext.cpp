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
    switch (after.status()) {
    case LeaderStatus::Dead: return LeaderWordsText::tr(" He is dead.");
    case LeaderStatus::Disabled: return LeaderWordsText::tr(" He is disabled.");
    case LeaderStatus::Active: return LeaderWordsText::tr(" He is active again.");
    case LeaderStatus::Captured: return LeaderWordsText::tr(" He is captured.");
    }
    return {};
}

} // namespace castellan
