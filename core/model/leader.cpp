#include "leader.h"

#include "rules/leaderrules.h"

#include <QCoreApplication>

namespace castellan {

namespace {
constexpr char StatusContext[] = "LeaderStatus";

const char *statusSource(LeaderStatus s)
{
    switch (s) {
    case LeaderStatus::Active: return QT_TRANSLATE_NOOP("LeaderStatus", "Active");
    case LeaderStatus::Disabled: return QT_TRANSLATE_NOOP("LeaderStatus", "Disabled");
    case LeaderStatus::Captured: return QT_TRANSLATE_NOOP("LeaderStatus", "Captured");
    case LeaderStatus::Dead: return QT_TRANSLATE_NOOP("LeaderStatus", "Dead");
    }
    return "";
}
} // namespace

QString statusName(LeaderStatus s)
{
    return QCoreApplication::translate(StatusContext, statusSource(s));
}

RollText statusText(LeaderStatus s)
{
    return RollText::translated(StatusContext, statusSource(s));
}

QString statusKey(LeaderStatus s)
{
    switch (s) {
    case LeaderStatus::Active: return QStringLiteral("active");
    case LeaderStatus::Disabled: return QStringLiteral("disabled");
    case LeaderStatus::Captured: return QStringLiteral("captured");
    case LeaderStatus::Dead: return QStringLiteral("dead");
    }
    return {};
}

LeaderStatus Leader::status() const
{
    return statusFor(vitality, capturedBySide != 0);
}

int Leader::effectiveDuel() const
{
    return effectiveRating(rating(Trait::Duel), vitality);
}

int Leader::effectiveHeroics() const
{
    return effectiveRating(rating(Trait::Heroics), vitality);
}

int Leader::usableRating(Trait t) const
{
    if (t == Trait::Duel)
        return effectiveDuel();
    if (t == Trait::Heroics)
        return effectiveHeroics();
    return rating(t);
}

QString ratingCapNote(const Leader &l, Trait t)
{
    const int usable = l.usableRating(t);
    if (l.status() == LeaderStatus::Dead || usable >= l.rating(t))
        return {};
    // The sheet's own texts, kept in its translation context.
    if (l.vitality <= 0)
        return QCoreApplication::translate("castellan::LeaderSheet", "(%1 while disabled)").arg(usable);
    if (l.vitality < l.rating(Trait::Vitality))
        return QCoreApplication::translate("castellan::LeaderSheet", "(%1 while wounded)").arg(usable);
    return byPronoun(l.pronoun, QCoreApplication::translate("castellan::LeaderSheet", "(%1, capped by his vitality)"),
                     QCoreApplication::translate("castellan::LeaderSheet", "(%1, capped by her vitality)"),
                     QCoreApplication::translate("castellan::LeaderSheet", "(%1, capped by their vitality)"))
        .arg(usable);
}

QString ratingCellText(const Leader &l, Trait t)
{
    if (ratingCapNote(l, t).isEmpty())
        return QString::number(l.rating(t));
    return QStringLiteral("%1 (%2)").arg(l.rating(t)).arg(l.usableRating(t));
}

} // namespace castellan
