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

SiegeTurn refused(SiegeTurn &turn, const Outcome &refusal)
{
    turn.refusal = refusal.refusal;
    turn.fileProblem = refusal.fileProblem;
    return turn;
}

/** RULES S3: the owed break-in battle fought to the end (by default with F9's choices), or an undefended
 *  fortress taken; or nothing, the battle still owed, when the fighter says it waits (T4). */
Outcome fightBreakIn(Campaign &campaign, SiegeTurn &turn, const FightToEnd &fightToEnd)
{
    Outcome o;
    if (auto fight = breakInBattle(campaign, turn.siegeId)) {
        if (fightToEnd)
            turn.waits = fightToEnd(*fight);
        else
            fight->battle().resolveToEnd();
        if (!turn.waits.isEmpty()) {
            turn.summary = (turn.summary + QLatin1Char(' ') + turn.waits).trimmed();
            return o;
        }
        o = fight->finish();
        turn.battleResult = resultKey(fight->battle().result());
    } else {
        o = takeUndefended(campaign, turn.siegeId);
    }
    if (o.ok)
        turn.summary = (turn.summary + QLatin1Char(' ') + o.summary).trimmed();
    return o;
}

/** What the siege turn left: whether the fortress fell and why the siege ended. */
SiegeTurn ended(const Campaign &campaign, const Siege &before, SiegeTurn &turn)
{
    const Siege after = *campaign.siege(before.id);
    turn.fell = campaign.fortress(before.fortressId)->ownerSideId == before.besiegerSideId;
    turn.ended = after.active() ? QString() : after.endReason.shown();
    return turn;
}

} // namespace

SiegeTurn rollSiegeTurn(Campaign &campaign, qint64 siegeId, int maxRerolls, int maxHeroic, SiegeRerolls which,
                        const FightToEnd &fight)
{
    SiegeTurn turn;
    turn.siegeId = siegeId;
    const auto s = campaign.siege(siegeId);
    if (!s) {
        turn.refusal = QCoreApplication::translate("SiegePhase", "There is no such siege in this campaign.");
        return turn;
    }
    turn.fortress = campaign.fortress(s->fortressId)->name;
    if (breakInOwed(campaign, *s)) {
        // RULES S3: the 6 was rolled earlier this turn; its battle is what remains of the siege turn.
        turn.result = resultKey(BreakInResult::BreakIn);
        const Outcome o = fightBreakIn(campaign, turn, fight);
        if (!o.ok)
            return refused(turn, o);
        return ended(campaign, *s, turn);
    }
    BreakInRoll roll(campaign, siegeId);
    if (!roll.refusal().isEmpty()) {
        turn.refusal = roll.refusal();
        return turn;
    }
    int rerolled = 0;
    while (roll.rerollsLeft() > 0 && wantsSiegeReroll(which, roll.face())
           && (maxRerolls < 0 || rerolled < maxRerolls)) {
        roll.reroll();
        ++rerolled;
    }
    // RULES H2: then the leaders' own rerolls, by the same choice, as many as were allowed.
    while (wantsSiegeReroll(which, roll.face()) && turn.heroicRerolls < maxHeroic && roll.heroicReroll())
        ++turn.heroicRerolls;
    turn.faces = roll.faces();
    turn.rerolls = roll.rerolls();
    turn.result = resultKey(roll.result());
    Outcome o = roll.finish();
    if (!o.ok)
        return refused(turn, o);
    turn.summary = o.summary;
    if (breakInOwed(campaign, *campaign.siege(siegeId))) {
        o = fightBreakIn(campaign, turn, fight);
        if (!o.ok)
            return refused(turn, o);
    }
    return ended(campaign, *s, turn);
}

SiegePhase runSiegePhase(Campaign &campaign, const SiegeRerollsOf &rerollsOf, const FightToEnd &fight,
                         const SiegeLeftOf &leftToSide)
{
    SiegePhase phase;
    for (const Siege &s : campaign.sieges()) {
        if (!s.active() || (!whyNoBreakInRoll(campaign, s.id).isEmpty() && !breakInOwed(campaign, s)))
            continue;
        if (const QString left = leftToSide && !breakInOwed(campaign, s) ? leftToSide(s) : QString(); !left.isEmpty()) {
            SiegeTurn waiting;
            waiting.siegeId = s.id;
            waiting.fortress = campaign.fortress(s.fortressId)->name;
            waiting.waits = left;
            waiting.summary = left;
            phase.sieges.append(waiting);
            continue;
        }
        const SiegeTurn turn =
            rollSiegeTurn(campaign, s.id, -1, 0, rerollsOf ? rerollsOf(s) : SiegeRerolls::AllButSix, fight);
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
