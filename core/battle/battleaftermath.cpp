// RULES F8: what a battle rolls after its result, and the default run to the end (F9). Part of Battle.
#include "battle.h"

#include "dice/rollresults.h"
#include "i18n/rollkinds.h"
#include "rules/leaderrules.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts: the battle's. */
struct BattleAftermathText
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
    CASTELLAN_KEPT_TEXTS(Battle)
};

} // namespace

// --- F8 ---

Battle::AftermathPlan Battle::aftermathPlan(Role r) const
{
    AftermathPlan plan;
    const BattleSide &s = side(r);
    if (isAnnihilated(s.units)) {
        // RULES F8, H3: every leader of an annihilated force makes a survival check.
        for (const Leader &l : s.leaders) {
            if (l.status() != LeaderStatus::Dead && l.status() != LeaderStatus::Captured)
                plan.survivalChecks.append(l.id);
        }
    }
    // RULES F8: the commander tries to reactivate each broken unit with one Rally check.
    if (const Leader *c = s.commander(); c && s.units.broken > 0) {
        plan.reactivatorId = c->id;
        plan.broken = s.units.broken;
    }
    return plan;
}

void Battle::aftermath()
{
    Q_ASSERT(mPhase == BattlePhase::Aftermath);
    const AftermathPlan plans[2] = {aftermathPlan(Role::Attacker), aftermathPlan(Role::Defender)};
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        for (qint64 id : plans[r == Role::Attacker ? 0 : 1].survivalChecks) {
            Leader &l = *s.leader(id);
            const int h = l.effectiveHeroics();
            const RollText what = context(RollText(RollKind::BattleSurvival, {l.name}));
            const DescribeRoll describe = describeSurvival(h);
            Roll roll1 = roll(1, what, l.id, describe);
            auto outcome = survival(h, roll1.faces.value(0));
            // RULES H2: his own rerolls serve his own survival check in the battle, by the default choice.
            while (l.rerolls > 0 && survivalRerollByDefault(outcome, h)) {
                --l.rerolls;
                const int was = roll1.faces.value(0);
                roll1 = roll(1, what, l.id, describe, roll1.id);
                outcome = survival(h, roll1.faces.value(0));
                log(byPronoun(
                        l.pronoun,
                        BattleAftermathText::kept("%1 spends a reroll on his survival check: a %2 becomes a %3."),
                        BattleAftermathText::kept("%1 spends a reroll on her survival check: a %2 becomes a %3."),
                        BattleAftermathText::kept("%1 spends a reroll on their survival check: a %2 becomes a %3."))
                        .arg(l.name, was, roll1.faces.value(0)),
                    roll1.id);
            }
            if (outcome == Survival::Dies)
                l.vitality = -1;
            else if (outcome == Survival::Captured)
                l.capturedBySide = side(opponent(r)).sideId;
            else
                mEscaped.insert(l.id);
            log(BattleAftermathText::kept("%1 rolls %2 against Heroics %3 and %4.")
                    .arg(l.name, roll1.faces.value(0), h, survivalText(outcome)),
                roll1.id);
        }
    }
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        const AftermathPlan &plan = plans[r == Role::Attacker ? 0 : 1];
        if (!plan.reactivatorId)
            continue;
        const Leader &c = *s.leader(plan.reactivatorId);
        const int rallyRating = c.rating(Trait::Rally);
        qint64 rollId = 0;
        const QList<int> each =
            checkEachUnit(s, &Units::broken, rallyRating, RollText(RollKind::SideReactivation, {roleText(r)}), c.id,
                          &rollId, RollKind::Reactivated);
        int ok = 0;
        for (qsizetype i = 0; i < each.size(); ++i) {
            s.forceUnits[i].broken -= each[i];
            s.forceUnits[i].good += each[i];
            ok += each[i];
        }
        s.units.broken -= ok;
        s.units.good += ok;
        log(BattleAftermathText::kept("%1 reactivates %2 of %3 broken.").arg(c.name, ok, plan.broken), rollId);
    }
    // RULES H2: the battle was the event his rerolls were held for: those not spent lapse with it.
    for (Role r : {Role::Attacker, Role::Defender}) {
        for (Leader &l : side(r).leaders)
            l.rerolls = 0;
    }
    mPhase = BattlePhase::Over;
}

void Battle::resolveToEnd()
{
    while (mPhase != BattlePhase::Over) {
        switch (mPhase) {
        case BattlePhase::AvoidCheck: skipAvoid(); break;
        case BattlePhase::RoundStart: fire(); break;
        case BattlePhase::Fire: endFire(); break;
        case BattlePhase::Casualties: applyCasualties(); break;
        case BattlePhase::RallyOrRetreat: rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally); break;
        case BattlePhase::Aftermath: aftermath(); break;
        case BattlePhase::Over: break;
        }
    }
}

} // namespace castellan
