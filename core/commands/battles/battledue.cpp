#include "battledue.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct BattleDueText
{
    Q_DECLARE_TR_FUNCTIONS(BattleDue)
};

} // namespace

DueBattle battleDueAt(const Campaign &campaign, const Hex &hex, qint64 attackerForceId, qint64 defenderForceId)
{
    DueBattle due;
    due.hex = hex;
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty()) {
        due.refusal = why; // RULES F1, T1: a field battle is fought in the movement phase, never in another
        return due;
    }
    const QList<Force> there = campaign.forcesAt(hex);
    QList<qint64> sides;
    QSet<qint64> movedIn;
    for (const Force &f : there) {
        if (!sides.contains(f.sideId))
            sides.append(f.sideId);
        if (f.cameFromIn(campaign.turn()).col >= 0)
            movedIn.insert(f.sideId);
    }
    if (sides.size() < 2) {
        due.refusal = BattleDueText::tr("No battle is due at %1: the forces of two sides must stand there (RULES F0).")
                          .arg(hexLabel(hex));
        return due;
    }
    qint64 attacker = 0;
    if (attackerForceId) {
        const auto f = campaign.force(attackerForceId);
        if (!f || f->hex != hex) {
            due.refusal = BattleDueText::tr("The attacker must be one of the forces at %1.").arg(hexLabel(hex));
            return due;
        }
        attacker = f->sideId;
    } else if (movedIn.size() == 1) {
        attacker = *movedIn.cbegin();
    } else {
        due.refusal =
            BattleDueText::tr("Both sides at %1 moved in this turn, or neither did: name the attacker (RULES F0).")
                .arg(hexLabel(hex));
        return due;
    }
    qint64 defender = 0;
    if (defenderForceId) {
        const auto f = campaign.force(defenderForceId);
        if (!f || f->hex != hex || f->sideId == attacker) {
            due.refusal = BattleDueText::tr("The defender must be a force of another side at %1.").arg(hexLabel(hex));
            return due;
        }
        defender = f->sideId;
    } else if (sides.size() > 2) {
        due.refusal = BattleDueText::tr("Three sides stand at %1: name the attacker and the defender (RULES F0).")
                          .arg(hexLabel(hex));
        return due;
    }
    for (const Force &f : there) {
        if (f.sideId == attacker)
            due.attackers.append(f.id);
        else if (!defender || f.sideId == defender)
            due.defenders.append(f.id); // RULES F0: a third side's forces stay out
    }
    return due;
}

QList<Force> battleOpponents(const Campaign &campaign, const Force &force)
{
    QList<Force> result;
    for (const Force &f : campaign.forces()) {
        if (f.sideId == force.sideId)
            continue;
        const bool together = force.onMap() || f.onMap()
            ? f.hex == force.hex
            : !force.location.isEmpty() && f.location.shown().compare(force.location.shown(), Qt::CaseInsensitive) == 0;
        if (together)
            result.append(f);
    }
    return result;
}

QString whyNoBattleFor(const Campaign &campaign, qint64 forceId)
{
    const auto f = campaign.force(forceId);
    if (!f)
        return BattleDueText::tr("There is no such force in this campaign.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why; // RULES T1: sorties and break-ins are the siege phase's, field battles the movement phase's
    if (battleOpponents(campaign, *f).isEmpty())
        return f->onMap()
            ? BattleDueText::tr("No enemy stands in %1 with %2: a battle is fought on one space (RULES F0).")
                  .arg(hexLabel(f->hex), f->name)
            : BattleDueText::tr("No enemy stands at %1 with %2: a battle is fought on one space (RULES F0).")
                  .arg(f->location.isEmpty() ? BattleDueText::tr("its place") : f->location.shown(), f->name);
    return {};
}

QList<Hex> battlesDue(const Campaign &campaign)
{
    // One pass to group the forces with units by hex: a map redraws its marks after every move.
    const QList<Force> forces = campaign.forces();
    QHash<Hex, QList<qint64>> sidesAt;
    for (const Force &f : forces) {
        if (f.onMap() && f.units.total() > 0)
            sidesAt[f.hex].append(f.sideId);
    }
    QList<Hex> result;
    QSet<Hex> seen;
    for (const Force &f : forces) {
        if (!f.onMap() || f.units.good == 0 || seen.contains(f.hex))
            continue;
        const QList<qint64> sides = sidesAt.value(f.hex);
        if (std::any_of(sides.begin(), sides.end(), [&f](qint64 side) { return side != f.sideId; })) {
            seen.insert(f.hex);
            result.append(f.hex);
        }
    }
    return result;
}

QString whyBattlesDue(const Campaign &campaign)
{
    const QList<Hex> due = battlesDue(campaign);
    if (due.isEmpty())
        return {};
    return BattleDueText::tr("A battle is due at %1: fight it before the turn ends (RULES T1).").arg(hexLabels(due));
}

QList<Hex> freeSpacesAround(const Campaign &c, const Hex &hex, qint64 sideId)
{
    QList<Hex> result;
    for (const Hex &h : HexGrid::neighbours(hex)) {
        if (!c.grid().contains(h) || c.options().movementCost(c.mapHex(h).terrain) <= 0)
            continue;
        if (const auto fort = c.fortressAt(h); fort && fort->ownerSideId != sideId)
            continue; // an enemy fortress is entered by a siege
        const QList<Force> there = c.forcesAt(h);
        if (std::any_of(there.cbegin(), there.cend(), [&](const Force &f) { return f.sideId != sideId; }))
            continue;
        result.append(h);
    }
    return result;
}

} // namespace castellan
