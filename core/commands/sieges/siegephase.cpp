#include "siegephase.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "siegeactions.h"

#include <QCoreApplication>

namespace castellan {

namespace {

QString resultKey(BreakInResult r)
{
    switch (r) {
    case BreakInResult::UnitLost: return QStringLiteral("unit_lost");
    case BreakInResult::BreakIn: return QStringLiteral("break_in");
    case BreakInResult::Nothing: break;
    }
    return QStringLiteral("nothing");
}

} // namespace

SiegeTurn rollSiegeTurn(Campaign &campaign, qint64 siegeId, int maxRerolls, int maxHeroic)
{
    SiegeTurn turn;
    turn.siegeId = siegeId;
    const auto s = campaign.siege(siegeId);
    if (!s) {
        turn.refusal = QCoreApplication::translate("SiegePhase", "There is no such siege in this campaign.");
        return turn;
    }
    turn.fortress = campaign.fortress(s->fortressId)->name;
    BreakInRoll roll(campaign, siegeId);
    if (!roll.refusal().isEmpty()) {
        turn.refusal = roll.refusal();
        return turn;
    }
    int rerolled = 0;
    while (roll.defaultWantsReroll() && (maxRerolls < 0 || rerolled < maxRerolls)) {
        roll.reroll();
        ++rerolled;
    }
    // RULES H2: then the leaders' own rerolls, by the same default, as many as were allowed.
    while (rerollByDefault(roll.face()) && turn.heroicRerolls < maxHeroic && roll.heroicReroll())
        ++turn.heroicRerolls;
    turn.faces = roll.faces();
    turn.rerolls = roll.rerolls();
    turn.result = resultKey(roll.result());
    Outcome o = roll.finish();
    auto refused = [&turn](const Outcome &refusal) {
        turn.refusal = refusal.refusal;
        turn.fileProblem = refusal.fileProblem;
        return turn;
    };
    if (!o.ok)
        return refused(o);
    turn.summary = o.summary;
    if (roll.result() == BreakInResult::BreakIn && campaign.siegeOf(s->fortressId)) {
        if (auto fight = breakInBattle(campaign, siegeId)) {
            fight->battle().resolveToEnd();
            o = fight->finish();
            turn.battleResult = resultKey(fight->battle().result());
        } else {
            o = takeUndefended(campaign, siegeId);
        }
        if (!o.ok)
            return refused(o);
        turn.summary += QLatin1Char(' ') + o.summary;
    }
    const Siege after = *campaign.siege(siegeId);
    turn.fell = campaign.fortress(s->fortressId)->ownerSideId == s->besiegerSideId;
    turn.ended = after.active() ? QString() : after.endReason;
    return turn;
}

SiegePhase runSiegePhase(Campaign &campaign)
{
    SiegePhase phase;
    for (const Siege &s : campaign.sieges()) {
        if (!s.active() || !whyNoBreakInRoll(campaign, s.id).isEmpty())
            continue;
        const SiegeTurn turn = rollSiegeTurn(campaign, s.id);
        if (!turn.refusal.isEmpty()) {
            phase.refusal = turn.refusal;
            phase.fileProblem = turn.fileProblem;
            return phase;
        }
        phase.sieges.append(turn);
    }
    return phase;
}

} // namespace castellan
