#include "sortie.h"

#include "campaign/campaign.h"
#include "commands/mapactions.h"
#include "commands/siegeactions.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct SortieText
{
    Q_DECLARE_TR_FUNCTIONS(Sortie)
};

/** A hex next to `from`, on the map, farther from the fortress and free of `enemySide`; `from` when none is. */
Hex fallBack(const Campaign &c, const QList<Force> &forces, const Hex &from, const Hex &fortress, qint64 enemySide)
{
    for (const Hex &h : HexGrid::neighbours(from)) {
        if (!c.grid().contains(h) || HexGrid::distance(h, fortress) <= HexGrid::distance(from, fortress))
            continue;
        const bool enemyThere = std::any_of(forces.cbegin(), forces.cend(),
                                            [&](const Force &f) { return f.hex == h && f.sideId == enemySide; });
        if (!enemyThere && !c.fortressAt(h))
            return h;
    }
    return from;
}

} // namespace

QList<Force> sortieTargets(const Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !s->active())
        return {};
    const auto fort = campaign.fortress(s->fortressId);
    QList<Force> targets;
    for (const Force &f : siegeHold(campaign.forces(), campaign.grid(), *fort, s->besiegerSideId).forces) {
        if (f.id == s->breachingForceId && s->breakInTurn == campaign.turn())
            continue;
        if (f.units.total() > 0)
            targets.append(f);
    }
    return targets;
}

QString whyNoSortie(const Campaign &campaign, qint64 siegeId, qint64 garrisonForceId, qint64 targetForceId)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !s->active())
        return SortieText::tr("There is no such siege going on.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Siege); !why.isEmpty())
        return SortieText::tr("A sortie comes at the beginning of a turn (RULES S4). %1").arg(why);
    const auto fort = campaign.fortress(s->fortressId);
    if (s->lastRollTurn < campaign.turn())
        return SortieText::tr("The sortie from %1 comes after this turn's break-in roll (RULES S4).").arg(fort->name);
    const auto g = campaign.force(garrisonForceId);
    if (!g || g->sideId != fort->ownerSideId || g->hex != fort->hex)
        return SortieText::tr("Only the garrison of %1 can sortie.").arg(fort->name);
    if (g->units.good == 0)
        return SortieText::tr("%1 has no unit in good order to sortie with (RULES S4).").arg(g->name);
    if (g->units.broken > 0 || g->units.flagged > 0)
        return SortieText::tr("%1 has broken units: only unbroken defenders sortie, and a sortie force may not split; "
                              "split off the broken units first (RULES S4).")
            .arg(g->name);
    const QList<Force> targets = sortieTargets(campaign, siegeId);
    if (!std::any_of(targets.cbegin(), targets.cend(), [&](const Force &f) { return f.id == targetForceId; }))
        return SortieText::tr("The sortie must attack a besieging force around %1, not a breaching force that broke in "
                              "this turn (RULES S4).")
            .arg(fort->name);
    return {};
}

std::unique_ptr<CampaignBattle> sortieBattle(Campaign &campaign, qint64 siegeId, qint64 garrisonForceId,
                                             qint64 targetForceId, bool occupy)
{
    if (!whyNoSortie(campaign, siegeId, garrisonForceId, targetForceId).isEmpty())
        return nullptr;
    const auto fort = campaign.fortress(campaign.siege(siegeId)->fortressId);
    auto fight = std::make_unique<CampaignBattle>(campaign, garrisonForceId, targetForceId, BattleFlags{},
                                                  SortieText::tr("Sortie from %1").arg(fort->name));
    const Hex fortHex = fort->hex;
    const QString fortName = fort->name;
    fight->setConsequence([=](ActionBuilder &b, const Battle &fought, QStringList &lines) {
        if (fought.result() == BattleResult::AttackerWins && occupy) {
            Campaign &c = b.campaign();
            Force &beaten = b.force(targetForceId);
            const Hex held = beaten.hex;
            const Hex back = fallBack(c, b.currentForces(), held, fortHex, b.force(garrisonForceId).sideId);
            beaten.hex = back;
            beaten.location = locationText(c, back);
            Force &out = b.force(garrisonForceId);
            out.hex = held;
            out.location = locationText(c, held);
            lines << SortieText::tr("%1 takes %2; %3 falls back to %4.")
                         .arg(out.name, hexLabel(held), beaten.name, hexLabel(back));
        } else if (fought.result() == BattleResult::AttackerWins) {
            lines << SortieText::tr("%1 goes back inside %2.").arg(b.force(garrisonForceId).name, fortName);
        }
        endBrokenSieges(b, lines);
    });
    return fight;
}

} // namespace castellan
