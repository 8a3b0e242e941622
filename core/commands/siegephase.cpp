#include "siegephase.h"

#include "battle/battlereport.h"
#include "commands/siegeactions.h"
#include "campaign/campaign.h"

namespace castellan {

namespace {

QString resultKey(BreakInResult r)
{
    switch (r) {
    case BreakInResult::UnitLost:
        return QStringLiteral("unit_lost");
    case BreakInResult::BreakIn:
        return QStringLiteral("break_in");
    case BreakInResult::Nothing:
        break;
    }
    return QStringLiteral("nothing");
}

} // namespace

SiegePhase runSiegePhase(Campaign &campaign)
{
    SiegePhase phase;
    for (const Siege &s : campaign.sieges()) {
        if (!s.active() || !whyNoBreakInRoll(campaign, s.id).isEmpty())
            continue;
        SiegeTurn turn;
        turn.siegeId = s.id;
        turn.fortress = campaign.fortress(s.fortressId)->name;
        BreakInRoll roll(campaign, s.id);
        if (!roll.refusal().isEmpty()) {
            phase.refusal = roll.refusal();
            return phase;
        }
        while (roll.defaultWantsReroll())
            roll.reroll();
        turn.faces = roll.faces();
        turn.rerolls = roll.rerolls();
        turn.result = resultKey(roll.result());
        Outcome o = roll.finish();
        if (!o.ok) {
            phase.refusal = o.refusal;
            phase.fileProblem = o.fileProblem;
            return phase;
        }
        turn.summary = o.summary;
        if (roll.result() == BreakInResult::BreakIn && campaign.siegeOf(s.fortressId)) {
            if (auto fight = breakInBattle(campaign, s.id)) {
                fight->battle().resolveToEnd();
                o = fight->finish();
                turn.battleResult = resultKey(fight->battle().result());
            } else {
                o = takeUndefended(campaign, s.id);
            }
            if (!o.ok) {
                phase.refusal = o.refusal;
                phase.fileProblem = o.fileProblem;
                return phase;
            }
            turn.summary += QLatin1Char(' ') + o.summary;
        }
        const Siege after = *campaign.siege(s.id);
        turn.fell = campaign.fortress(s.fortressId)->ownerSideId == s.besiegerSideId;
        turn.ended = after.active() ? QString() : after.endReason;
        phase.sieges.append(turn);
    }
    return phase;
}

} // namespace castellan
