#include "heroicdeed.h"

#include "i18n/rollkinds.h"
#include "model/limits.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct HeroicDeedText
{
    Q_DECLARE_TR_FUNCTIONS(HeroicDeed)
    CASTELLAN_KEPT_TEXTS(HeroicDeed)
};
} // namespace

RollText HeroicDeed::text() const
{
    return HeroicDeedText::kept("Heroic deed: rolled %1 against Heroics %2: %3, %n reroll(s) gained; vitality %4.",
                                nullptr, outcome.rerollsGained)
        .arg(face, heroics, RollText(RollKind::Wounds, {outcome.wounds}), vitalityAfter);
}

HeroicDeed applyHeroicDeed(Leader &leader, int face)
{
    HeroicDeed d;
    d.face = face;
    d.heroics = leader.effectiveHeroics(); // RULES L4
    d.outcome = heroicDeed(d.heroics, face);
    leader.vitality = vitalityAfter(leader.vitality, d.outcome.wounds, leader.rating(Trait::Vitality));
    leader.rerolls = std::min(leader.rerolls + d.outcome.rerollsGained, MaxRerolls);
    d.vitalityAfter = leader.vitality;
    return d;
}

RollText heroicDeedRollResult(int heroics, const QList<int> &faces)
{
    const DeedOutcome o = heroicDeed(heroics, faces.value(0));
    return RollText(RollKind::DeedResult,
                    {RollText(RollKind::Wounds, {o.wounds}), RollText(RollKind::Rerolls, {o.rerollsGained})});
}

} // namespace castellan
