#include "leader.h"

#include "rules/leaderrules.h"

#include <QCoreApplication>

namespace castellan {

QString statusName(LeaderStatus s)
{
    switch (s) {
    case LeaderStatus::Active: return QCoreApplication::translate("LeaderStatus", "Active");
    case LeaderStatus::Disabled: return QCoreApplication::translate("LeaderStatus", "Disabled");
    case LeaderStatus::Captured: return QCoreApplication::translate("LeaderStatus", "Captured");
    case LeaderStatus::Dead: return QCoreApplication::translate("LeaderStatus", "Dead");
    }
    return {};
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

} // namespace castellan
