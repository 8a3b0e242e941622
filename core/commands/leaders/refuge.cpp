#include "refuge.h"

#include "campaign/campaign.h"
#include "dice/rollresults.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {

struct RefugeText
{
    Q_DECLARE_TR_FUNCTIONS(Refuge)
    CASTELLAN_KEPT_TEXTS(Refuge)
};

} // namespace

QList<Refuge> refugesOf(const ActionBuilder &b, qint64 sideId, const Hex &from)
{
    const Campaign &c = b.campaign();
    const bool onMap = from.col >= 0;
    QList<Refuge> out;
    for (const Force &f : b.currentForces()) {
        if (f.sideId != sideId || f.units.total() == 0 || (onMap && !f.onMap()))
            continue; // off the map (a battle at a named place) any force of his side takes him in
        out.append({f.id, 0, f.name, onMap ? HexGrid::distance(f.hex, from) : 0});
    }
    for (const Fortress &stored : c.fortresses()) {
        const Fortress f = b.currentFortress(stored.id).value_or(stored);
        if (f.ownerSideId == sideId)
            out.append({0, f.id, f.name, onMap ? HexGrid::distance(f.hex, from) : 0});
    }
    std::stable_sort(out.begin(), out.end(), [](const Refuge &x, const Refuge &y) { return x.distance < y.distance; });
    return out;
}

void placeEscaped(ActionBuilder &b, qint64 leaderId, const Hex &from, QStringList &lines, const Refuge &chosen)
{
    Leader &l = b.leader(leaderId);
    const QList<Refuge> refuges = refugesOf(b, l.sideId, from);
    const Refuge to = chosen.isValid() && refuges.contains(chosen) ? chosen : refuges.value(0);
    const qint64 oldForce = l.forceId;
    if (to.forceId > 0) {
        l.forceId = to.forceId;
        l.location = b.force(to.forceId).location;
    } else {
        l.forceId = 0;
        l.location = RollText::plain(to.name);
    }
    if (to.isValid()) {
        lines << RefugeText::tr("%1 escapes to %2 (RULES H3).").arg(l.name, to.name);
        b.history(l.id, RefugeText::kept("Escapes to %1.").arg(to.name));
    } else {
        lines << byPronoun(
                     l.pronoun,
                     RefugeText::tr("%1 escapes; his side has no force or fortress to take him in (RULES H3)."),
                     RefugeText::tr("%1 escapes; her side has no force or fortress to take her in (RULES H3)."),
                     RefugeText::tr("%1 escapes; their side has no force or fortress to take them in (RULES H3)."))
                     .arg(l.name);
        b.history(l.id, RefugeText::kept("Escapes, with no friendly force or fortress to go to."));
    }
    if (oldForce && oldForce != l.forceId && b.force(oldForce).commanderId == l.id)
        b.force(oldForce).commanderId = 0;
}

Survival rollSurvival(ActionBuilder &b, qint64 leaderId, const RollText &context, const RollText &why,
                      qint64 captorSide, QStringList &lines)
{
    Leader &w = b.leader(leaderId);
    const int h = w.effectiveHeroics();
    const DescribeRoll describe = describeSurvival(h);
    Roll roll = b.roll({1, 6, context, w.id, 0}, describe);
    Survival outcome = survival(h, roll.faces.value(0));
    int spent = 0;
    // RULES H2: a survival check of his own is an event his rerolls serve, by the default choice.
    while (w.rerolls > 0 && survivalRerollByDefault(outcome, h)) {
        --w.rerolls;
        ++spent;
        roll = b.roll({1, 6, context, w.id, roll.id}, describe);
        outcome = survival(h, roll.faces.value(0));
    }
    if (outcome == Survival::Dies)
        w.vitality = -1;
    else if (outcome == Survival::Captured)
        w.capturedBySide = captorSide;
    if (outcome != Survival::Escapes && w.forceId > 0) {
        Force &f = b.force(w.forceId);
        if (f.commanderId == w.id)
            f.commanderId = 0;
        w.forceId = 0;
    }
    RollText line = RefugeText::kept("%1: rolled %2 against Heroics %3 and %4.")
                        .arg(why, roll.faces.value(0), h, survivalText(outcome));
    if (spent > 0)
        line = line + RollText::plain(QStringLiteral(" "))
            + RefugeText::kept("(%n reroll(s) spent, RULES H2)", nullptr, spent);
    b.history(w.id, line, roll.id);
    lines << QStringLiteral("%1: %2").arg(w.name, line.shown());
    return outcome;
}

bool removeIfEmpty(ActionBuilder &b, qint64 forceId, QStringList &lines)
{
    if (b.isForceRemoved(forceId) || b.force(forceId).units.total() > 0)
        return false;
    const QList<Leader> leaders = b.campaign().leadersOf(forceId);
    if (std::any_of(leaders.cbegin(), leaders.cend(),
                    [&](const Leader &l) { return b.leader(l.id).forceId == forceId; }))
        return false;
    lines << RefugeText::tr("Nothing is left of %1.").arg(b.force(forceId).name);
    b.removeForce(forceId);
    return true;
}

} // namespace castellan
