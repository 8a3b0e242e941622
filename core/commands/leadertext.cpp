#include "leadertext.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of the leader actions' texts. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LeaderActions)
};
} // namespace

QString noSuchLeader()
{
    return Text::tr("There is no such leader in this campaign.");
}

QString woundsText(int wounds)
{
    return Text::tr("%n wound(s)", nullptr, wounds);
}

QString statusNote(const Leader &before, const Leader &after)
{
    if (before.status() == after.status())
        return {};
    switch (after.status()) {
    case LeaderStatus::Dead: return Text::tr(" He is dead.");
    case LeaderStatus::Disabled: return Text::tr(" He is disabled.");
    case LeaderStatus::Active: return Text::tr(" He is active again.");
    case LeaderStatus::Captured: return Text::tr(" He is captured.");
    }
    return {};
}

} // namespace castellan
