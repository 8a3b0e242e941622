#include "rollresults.h"

#include "i18n/rollkinds.h"
#include "rules/battlerules.h"
#include "rules/leaderrules.h"

namespace castellan {

DescribeRoll checkAgainst(int rating)
{
    return [rating](const QList<int> &f) {
        return RollText(checkSucceeds(f.value(0), rating) ? RollKind::Success : RollKind::Failure);
    };
}

DescribeRoll describeSurvival(int effectiveHeroics)
{
    return [effectiveHeroics](const QList<int> &f) {
        switch (survival(effectiveHeroics, f.value(0))) {
        case Survival::Escapes: return RollText(RollKind::Escapes);
        case Survival::Dies: return RollText(RollKind::Dies);
        case Survival::Captured: break;
        }
        return RollText(RollKind::IsCaptured);
    };
}

DescribeRoll describeFire(int normalDice)
{
    return [normalDice](const QList<int> &f) {
        const Fire fire = countFire(f, normalDice < 0 ? int(f.size()) : normalDice);
        return RollText(RollKind::Fire, {fire.sixes, fire.fives});
    };
}

} // namespace castellan
