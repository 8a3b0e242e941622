#include "battleodds.h"

#include "foldedodds.h"
#include "i18n/argtext.h"
#include "rules/battlerules.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct BattleOddsText
{
    Q_DECLARE_TR_FUNCTIONS(BattleOdds)
};
} // namespace

int bonusDice(const SideSpec &own, const SideSpec &other)
{
    return battleBonus(own.battle, !own.leaderless, other.battle, !other.leaderless);
}

QString checkSides(const SideSpec &attacker, const SideSpec &defender)
{
    for (const SideSpec *s : {&attacker, &defender}) {
        const QString who = s == &attacker ? BattleOddsText::tr("attacker") : BattleOddsText::tr("defender");
        if (s->good < 0 || s->broken < 0)
            return BattleOddsText::tr("The %1 cannot have a negative number of units.").arg(who);
        if (s->total() == 0)
            return BattleOddsText::tr("The %1 has no units: a battle needs units on both sides.").arg(who);
        if (s->total() > MaxOddsUnits)
            return BattleOddsText::tr(
                       "The %1 has %2 units; the exact odds take up to %3 a side, which they answer in a few "
                       "seconds.")
                .arg(argText(who), argText(s->total()), argText(MaxOddsUnits));
        if (!s->leaderless && (s->battle < 1 || s->battle > 6 || s->rally < 1 || s->rally > 6))
            return BattleOddsText::tr("The %1's Battle and Rally ratings must be from 1 to 6 (RULES L2).").arg(who);
    }
    return {};
}

bool roundsCounted(const SideSpec &attacker, const SideSpec &defender)
{
    return attacker.total() <= MaxRoundsUnits && defender.total() <= MaxRoundsUnits;
}

BattleOdds exactBattleOdds(const SideSpec &attacker, const SideSpec &defender, const std::atomic<bool> *cancel,
                           OddsDetail detail)
{
    BattleOdds odds;
    if (!checkSides(attacker, defender).isEmpty())
        return odds;

    // A side with no good-order unit is defeated before any round is fought (RULES F4).
    if (attacker.good == 0 || defender.good == 0) {
        const bool a = attacker.good == 0;
        const bool d = defender.good == 0;
        (a && d ? odds.mutual : a ? odds.defenderWins : odds.attackerWins) = 1.0;
        odds.attackerAnnihilated = attacker.total() == 0;
        odds.defenderAnnihilated = defender.total() == 0;
        odds.attackerUnitsLeft = attacker.total();
        odds.defenderUnitsLeft = defender.total();
        odds.rounds = {1.0};
        odds.attackerLeft.assign(std::size_t(attacker.total() + 1), 0.0);
        odds.defenderLeft.assign(std::size_t(defender.total() + 1), 0.0);
        odds.attackerLeft.back() = 1.0;
        odds.defenderLeft.back() = 1.0;
        return odds;
    }
    odds.attackerLeft.assign(std::size_t(attacker.total() + 1), 0.0);
    odds.defenderLeft.assign(std::size_t(defender.total() + 1), 0.0);
    if (detail == OddsDetail::WithRounds) {
        castellan::roundOdds(attacker, defender, odds, cancel);
        while (odds.rounds.size() > 1 && odds.rounds.back() == 0.0)
            odds.rounds.pop_back();
    } else {
        castellan::foldedOdds(attacker, defender, odds, cancel);
    }
    return odds;
}

} // namespace castellan
