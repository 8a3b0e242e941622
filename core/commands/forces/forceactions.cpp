#include "forceactions.h"

#include "commands/action/limittext.h"
#include "commands/sieges/siegeactions.h"
#include "mapactions.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "model/limits.h"
#include "model/names.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct ForceActionsText
{
    Q_DECLARE_TR_FUNCTIONS(ForceActions)
    CASTELLAN_KEPT_TEXTS(ForceActions)
};

QString noSuchForce()
{
    return ForceActionsText::tr("There is no such force in this campaign.");
}

} // namespace

QString whyCannotJoin(const Campaign &c, const Leader &l, qint64 sideId)
{
    if (l.sideId != sideId)
        return ForceActionsText::tr("%1 serves %2, not %3.").arg(l.name, c.sideName(l.sideId), c.sideName(sideId));
    if (l.status() == LeaderStatus::Dead)
        return ForceActionsText::tr("%1 is dead (RULES L3).").arg(l.name);
    if (l.status() == LeaderStatus::Captured)
        return ForceActionsText::tr("%1 is held captive (RULES L6).").arg(l.name);
    return {};
}

QString whyCannotNameForce(const Campaign &campaign, const QString &name, qint64 forceId)
{
    const QString trimmed = name.trimmed();
    switch (nameProblem(trimmed)) {
    case NameProblem::Empty: return ForceActionsText::tr("A force needs a name.");
    case NameProblem::TooLong:
        return ForceActionsText::tr("A force's name has at most %1 characters.").arg(MaxNameLength);
    case NameProblem::BadCharacters: return badCharactersInName();
    case NameProblem::None: break;
    }
    if (const auto other = campaign.forceByName(trimmed); other && other->id != forceId)
        return ForceActionsText::tr("There is a force named %1 already.").arg(trimmed);
    return {};
}

QString checkUnits(const Units &u)
{
    if (u.good < 0 || u.flagged < 0 || u.broken < 0)
        return ForceActionsText::tr("A force cannot have a negative number of units.");
    if (u.total() > MaxUnitsPerForce)
        return ForceActionsText::tr("A force holds at most %L1 units.").arg(MaxUnitsPerForce);
    return {};
}

QString forceWhere(const Campaign &campaign, const Force &force)
{
    if (force.onMap()) {
        if (const auto fort = campaign.fortressAt(force.hex))
            return ForceActionsText::tr("in %1 (hex %2)").arg(fort->name, hexLabel(force.hex));
        return locationText(campaign, force.hex);
    }
    return force.location.isEmpty() ? ForceActionsText::tr("off the map")
                                    : ForceActionsText::tr("off the map, at %1").arg(force.location.shown());
}

namespace {

/**
 * Where a force off the map is said to stand: a place's name, or a fortress's, which puts it in that fortress's
 * hex (its garrison) when the fortress is its side's. A force on the map stands in its hex: its text follows it.
 * Empty when allowed, otherwise why not.
 */
QString standAt(const Campaign &campaign, Force &f, const RollText &location, const std::optional<Force> &current)
{
    if (current && current->onMap()) {
        f.location = current->location;
        return {};
    }
    const QString typed = location.shown().trimmed();
    // A place left as it was keeps its data (a hex's text, read in any language).
    f.location = current && current->location.shown() == typed ? current->location : RollText::plain(typed);
    if (const auto hex = hexFromLabel(typed)) {
        // Issue 30: a hex's label is that hex, never a place off the map named like it.
        if (!campaign.grid().contains(*hex))
            return ForceActionsText::tr("%1 reads as a hex, and the map has no such hex: name another place, or "
                                        "a hex of the map.")
                .arg(typed);
        if (const auto fort = campaign.fortressAt(*hex); fort && fort->ownerSideId != f.sideId)
            return ForceActionsText::tr("%1 belongs to %2: a force of %3 cannot stand inside it.")
                .arg(fort->name, campaign.sideName(fort->ownerSideId), campaign.sideName(f.sideId));
        f.hex = *hex;
        f.location = locationRollText(campaign, *hex);
        return {};
    }
    const auto fort = typed.isEmpty() ? std::nullopt : campaign.fortressByName(typed);
    if (!fort || !campaign.grid().contains(fort->hex))
        return {};
    if (fort->ownerSideId != f.sideId)
        return ForceActionsText::tr(
                   "%1 is a fortress of %2: a force enters it by a siege or takes it empty (RULES S1, S8), not by "
                   "its name.")
            .arg(fort->name, campaign.sideName(fort->ownerSideId));
    f.hex = fort->hex;
    f.location = locationRollText(campaign, fort->hex);
    return {};
}

} // namespace

QString whyNotComposition(const Units &units, int cavalry, int artillery)
{
    if (cavalry < 0 || artillery < 0 || cavalry + artillery > units.total())
        return ForceActionsText::tr(
            "A force of %n unit(s) has from 0 to that many cavalry and artillery together; the rest are "
            "infantry.",
            nullptr, units.total());
    return {};
}

Outcome createForce(Campaign &campaign, const QString &name, qint64 sideId, const QString &location, const Units &units,
                    const QList<qint64> &leaderIds, int cavalry, int artillery)
{
    const QString trimmed = name.trimmed();
    if (const QString why = whyCannotNameForce(campaign, trimmed); !why.isEmpty())
        return Outcome::refused(why);
    if (!campaign.side(sideId))
        return Outcome::refused(ForceActionsText::tr("A force needs a side of this campaign."));
    if (const QString why = whyPlaceTooLong(location); !why.isEmpty())
        return Outcome::refused(why);
    if (const QString why = checkUnits(units); !why.isEmpty())
        return Outcome::refused(why);
    if (const QString why = whyNotComposition(units, cavalry, artillery); !why.isEmpty())
        return Outcome::refused(why);
    for (qint64 id : leaderIds) {
        const auto l = campaign.leader(id);
        if (!l)
            return Outcome::refused(ForceActionsText::tr("There is no such leader in this campaign."));
        if (const QString why = whyCannotJoin(campaign, *l, sideId); !why.isEmpty())
            return Outcome::refused(why);
    }
    ActionBuilder b(campaign, ForceActionsText::kept("Raise force %1").arg(trimmed));
    Force &f = b.newForce();
    f.name = trimmed;
    f.sideId = sideId;
    if (const QString why = standAt(campaign, f, RollText::plain(location), std::nullopt); !why.isEmpty())
        return Outcome::refused(why);
    f.units = units;
    f.cavalry = cavalry;
    f.artillery = artillery;
    const qint64 newId = f.id; // b.force() below may grow the builder's table under `f`
    for (qint64 id : leaderIds) {
        Leader &l = b.leader(id);
        // A leader taken from another force no longer commands it (RULES R1), as in assignLeader.
        if (const auto old = l.forceId ? campaign.force(l.forceId) : std::nullopt; old && old->commanderId == id)
            b.force(old->id).commanderId = 0;
        l.forceId = newId;
        b.history(id, ForceActionsText::kept("Joins %1.").arg(trimmed));
    }
    return b.land(
        ForceActionsText::tr("%1 raised for %2: %3.").arg(trimmed, campaign.sideName(sideId), unitsText(units)), 0,
        newId);
}

namespace {

/** The leader joins `target` (or, with none, leaves his force), in the action being built; says so in lines. */
void moveLeader(ActionBuilder &b, qint64 leaderId, const Force *target, QStringList &lines)
{
    Leader &w = b.leader(leaderId);
    if (w.forceId) {
        if (Force &old = b.force(w.forceId); old.commanderId == leaderId)
            old.commanderId = 0;
    }
    w.forceId = target ? target->id : 0;
    if (target)
        w.location = target->location;
    const Pronoun p = w.pronoun;
    b.history(leaderId,
              target ? ForceActionsText::kept("Joins %1.").arg(target->name)
                     : byPronoun(p, ForceActionsText::kept("Leaves his force."),
                                 ForceActionsText::kept("Leaves her force."),
                                 ForceActionsText::kept("Leaves their force.")));
    lines << (target ? ForceActionsText::tr("%1 joins %2.").arg(w.name, target->name)
                     : byPronoun(p, ForceActionsText::tr("%1 leaves his force."),
                                 ForceActionsText::tr("%1 leaves her force."),
                                 ForceActionsText::tr("%1 leaves their force."))
                           .arg(w.name));
}

/** Why a force may not take this edit with these leaders, or empty (RULES L2, L3, L6, R1). */
QString whyCannotEdit(const Campaign &campaign, const Force &current, const Force &edited, const QList<qint64> &with)
{
    if (const QString why = whyCannotNameForce(campaign, edited.name.trimmed(), edited.id); !why.isEmpty())
        return why;
    if (const QString why = whyNotComposition(edited.units, edited.cavalry, edited.artillery); !why.isEmpty())
        return why;
    if (const QString why = checkUnits(edited.units); !why.isEmpty())
        return why;
    if (const QString why = whyPlaceTooLong(edited.location.shown()); !why.isEmpty())
        return why;
    if (edited.sideId != current.sideId)
        return ForceActionsText::tr("A force does not change sides.");
    for (qint64 id : with) {
        const auto l = campaign.leader(id);
        if (!l)
            return ForceActionsText::tr("There is no such leader in this campaign.");
        if (l->forceId == edited.id)
            continue;
        if (const QString why = whyCannotJoin(campaign, *l, current.sideId); !why.isEmpty())
            return why;
    }
    if (edited.commanderId != 0 && !with.contains(edited.commanderId))
        return ForceActionsText::tr("The commander must be one of the force's leaders (RULES R1).");
    if (edited.lost < 0 || edited.lost > MaxLostUnits)
        return ForceActionsText::tr("A force has lost from 0 to %L1 units.").arg(MaxLostUnits);
    return {};
}

} // namespace

Outcome editForce(Campaign &campaign, const Force &edited, const std::optional<QList<qint64>> &leaderIds)
{
    const auto current = campaign.force(edited.id);
    if (!current)
        return Outcome::refused(noSuchForce());
    QList<qint64> withNow;
    for (const Leader &l : campaign.leadersOf(edited.id))
        withNow << l.id;
    const QList<qint64> with = leaderIds.value_or(withNow);
    if (const QString why = whyCannotEdit(campaign, *current, edited, with); !why.isEmpty())
        return Outcome::refused(why);
    const QString name = edited.name.trimmed();
    ActionBuilder b(campaign, ForceActionsText::kept("Edit force %1").arg(name));
    Force &f = b.force(edited.id);
    f.name = name;
    if (const QString why = standAt(campaign, f, edited.location, current); !why.isEmpty())
        return Outcome::refused(why);
    f.units = edited.units;
    f.cavalry = edited.cavalry;
    f.artillery = edited.artillery;
    f.lost = edited.lost;
    QStringList lines;
    const Force target = f;
    // Joining first, then leaving, then the commander among those who are with it now (RULES R1).
    for (qint64 id : with) {
        if (!withNow.contains(id))
            moveLeader(b, id, &target, lines);
    }
    for (qint64 id : std::as_const(withNow)) {
        if (!with.contains(id))
            moveLeader(b, id, nullptr, lines);
    }
    b.force(edited.id).commanderId = edited.commanderId;
    if (b.force(edited.id) == *current && lines.isEmpty())
        return Outcome::refused(ForceActionsText::tr("Nothing was changed."));
    lines.prepend(ForceActionsText::tr("%1: %2, at %3.").arg(name, unitsText(target.units), target.location.shown()));
    endBrokenSieges(b, lines); // RULES S7: fewer units may break a siege
    return b.land(lines.join(QLatin1Char(' ')), 0, edited.id);
}

Outcome assignLeader(Campaign &campaign, qint64 leaderId, qint64 forceId)
{
    const auto l = campaign.leader(leaderId);
    if (!l)
        return Outcome::refused(ForceActionsText::tr("There is no such leader in this campaign."));
    if (l->forceId == forceId)
        return Outcome::refused(forceId ? ForceActionsText::tr("%1 is with that force already.").arg(l->name)
                                        : ForceActionsText::tr("%1 is with no force.").arg(l->name));
    std::optional<Force> target;
    if (forceId) {
        target = campaign.force(forceId);
        if (!target)
            return Outcome::refused(noSuchForce());
        if (const QString why = whyCannotJoin(campaign, *l, target->sideId); !why.isEmpty())
            return Outcome::refused(why);
    }
    ActionBuilder b(campaign,
                    target ? ForceActionsText::kept("%1 joins %2").arg(l->name, target->name)
                           : byPronoun(l->pronoun, ForceActionsText::kept("%1 leaves his force"),
                                       ForceActionsText::kept("%1 leaves her force"),
                                       ForceActionsText::kept("%1 leaves their force"))
                                 .arg(l->name));
    QStringList lines;
    moveLeader(b, leaderId, target ? &*target : nullptr, lines);
    return b.land(lines.join(QLatin1Char(' ')), 0, forceId);
}

Outcome splitForce(Campaign &campaign, qint64 forceId, const QString &newName, const Units &moved,
                   const QList<qint64> &leaderIds, int cavalry, int artillery)
{
    const auto from = campaign.force(forceId);
    if (!from)
        return Outcome::refused(noSuchForce());
    const QString name = newName.trimmed();
    if (name.isEmpty())
        return Outcome::refused(ForceActionsText::tr("The new force needs a name."));
    if (const QString why = whyCannotNameForce(campaign, name); !why.isEmpty())
        return Outcome::refused(why);
    if (const QString why = checkUnits(moved); !why.isEmpty())
        return Outcome::refused(why);
    if (moved.good > from->units.good || moved.flagged > from->units.flagged || moved.broken > from->units.broken)
        return Outcome::refused(ForceActionsText::tr("%1 has only %2.").arg(from->name, unitsText(from->units)));
    if (moved.total() == 0 && leaderIds.isEmpty())
        return Outcome::refused(ForceActionsText::tr("A split takes some units or leaders."));
    if (const QString why = whyNotComposition(moved, cavalry, artillery); !why.isEmpty())
        return Outcome::refused(why);
    if (cavalry > from->cavalry || artillery > from->artillery)
        return Outcome::refused(ForceActionsText::tr("%1 has %2 cavalry and %3 artillery.")
                                    .arg(from->name, argText(from->cavalry), argText(from->artillery)));
    const Units kept{from->units.good - moved.good, from->units.flagged - moved.flagged,
                     from->units.broken - moved.broken};
    if (const QString why = whyNotComposition(kept, from->cavalry - cavalry, from->artillery - artillery);
        !why.isEmpty())
        return Outcome::refused(ForceActionsText::tr("%1 would keep %n unit(s), fewer than its %2 cavalry and "
                                                     "artillery left: send more of them with the split.",
                                                     nullptr, kept.total())
                                    .arg(from->name, argText(from->cavalry - cavalry + from->artillery - artillery)));
    for (qint64 id : leaderIds) {
        const auto l = campaign.leader(id);
        if (!l || l->forceId != forceId)
            return Outcome::refused(ForceActionsText::tr("Only the force's own leaders can go with the split."));
    }
    ActionBuilder b(campaign, ForceActionsText::kept("Split %1 from %2").arg(name, from->name));
    Force &source = b.force(forceId);
    source.units = kept;
    source.cavalry -= cavalry;
    source.artillery -= artillery;
    Force &split = b.newForce();
    split.name = name;
    split.sideId = from->sideId;
    split.location = from->location;
    split.units = moved;
    split.cavalry = cavalry;
    split.artillery = artillery;
    // Both parts stay where the force stood, with the movement it had spent this turn (RULES T1a).
    split.hex = from->hex;
    split.moveTurn = from->moveTurn;
    split.moveUsed = from->moveUsed;
    split.marchTurn = from->marchTurn;
    split.marchBonus = from->marchBonus;
    split.retreatTurn = from->retreatTurn;
    split.cameFrom = from->cameFrom;
    const qint64 splitId = split.id;
    for (qint64 id : leaderIds) {
        b.leader(id).forceId = splitId;
        if (b.force(forceId).commanderId == id)
            b.force(forceId).commanderId = 0;
        b.history(id, ForceActionsText::kept("Goes with %1, split from %2.").arg(name, from->name));
    }
    QStringList lines{ForceActionsText::tr("%1 splits from %2 with %3.").arg(name, from->name, unitsText(moved))};
    if (b.force(forceId).units.total() == 0 && leaderIds.size() == campaign.leadersOf(forceId).size()) {
        b.removeForce(forceId); // nothing is left of it
        lines << ForceActionsText::tr("Nothing is left of %1.").arg(from->name);
    }
    endBrokenSieges(b, lines); // RULES S7
    return b.land(lines.join(QLatin1Char(' ')), 0, splitId);
}

QString whyCannotMerge(const Force &into, const Force &from)
{
    if (into.id == from.id)
        return ForceActionsText::tr("A force cannot merge with itself.");
    if (into.sideId != from.sideId)
        return ForceActionsText::tr("Only forces of one side merge.");
    // On the map, forces stand together in one hex; off it, at one named place.
    const bool together = into.onMap() || from.onMap()
        ? into.hex == from.hex
        : into.location.shown().compare(from.location.shown(), Qt::CaseInsensitive) == 0;
    if (!together)
        return ForceActionsText::tr("%1 is at %2 and %3 at %4: forces merge where they stand together.")
            .arg(into.name, into.location.shown(), from.name, from.location.shown());
    return {};
}

QList<Force> mergeCandidates(const Campaign &campaign, const Force &into)
{
    QList<Force> result;
    for (const Force &f : campaign.forces()) {
        if (whyCannotMerge(into, f).isEmpty())
            result.append(f);
    }
    return result;
}

Outcome mergeForces(Campaign &campaign, qint64 intoId, qint64 fromId)
{
    const auto into = campaign.force(intoId);
    const auto from = campaign.force(fromId);
    if (!into || !from)
        return Outcome::refused(noSuchForce());
    if (const QString why = whyCannotMerge(*into, *from); !why.isEmpty())
        return Outcome::refused(why);
    if (const QString why = checkUnits({into->units.good + from->units.good, into->units.flagged + from->units.flagged,
                                        into->units.broken + from->units.broken});
        !why.isEmpty())
        return Outcome::refused(why);
    ActionBuilder b(campaign, ForceActionsText::kept("Merge %1 into %2").arg(from->name, into->name));
    Force &target = b.force(intoId);
    target.units = {target.units.good + from->units.good, target.units.flagged + from->units.flagged,
                    target.units.broken + from->units.broken};
    target.lost = std::min(target.lost + from->lost, MaxLostUnits);
    target.cavalry += from->cavalry;
    target.artillery += from->artillery;
    // RULES T1a, F6a: the merged force has used the larger of the two allowances used, a forced march tried by
    // either counts as tried (its extra hex only when both made one), and a retreat of either holds it this turn.
    const int turn = campaign.turn();
    if (from->moveTurn == turn) {
        if (into->moveTurn != turn)
            target.cameFrom = from->cameFrom;
        target.moveUsed = std::max(into->usedIn(turn), from->moveUsed);
        target.moveTurn = turn;
    }
    if (into->marchTurn == turn || from->marchTurn == turn) {
        target.marchBonus = std::min(into->bonusIn(turn), from->bonusIn(turn));
        target.marchTurn = turn;
    }
    if (from->retreatedIn(turn))
        target.retreatTurn = turn;
    const QList<Leader> leaders = campaign.leadersOf(fromId);
    for (const Leader &l : leaders) {
        b.leader(l.id).forceId = intoId;
        b.history(l.id, ForceActionsText::kept("%1 joins %2.").arg(from->name, into->name));
    }
    const QString line = ForceActionsText::tr("%1 joins %2: %3.").arg(from->name, into->name, unitsText(target.units));
    b.removeForce(fromId);
    QStringList lines{line};
    endBrokenSieges(b, lines); // RULES S7: the breaching force may have been the one merged
    return b.land(lines.join(QLatin1Char(' ')), 0, intoId);
}

Outcome disbandForce(Campaign &campaign, qint64 forceId)
{
    const auto f = campaign.force(forceId);
    if (!f)
        return Outcome::refused(noSuchForce());
    ActionBuilder b(campaign, ForceActionsText::kept("Disband %1").arg(f->name));
    const QList<Leader> leaders = campaign.leadersOf(forceId);
    for (const Leader &l : leaders) {
        b.leader(l.id).forceId = 0;
        b.history(l.id, ForceActionsText::kept("%1 is disbanded.").arg(f->name));
    }
    b.removeForce(forceId);
    QStringList lines{ForceActionsText::tr("%1 is disbanded.").arg(f->name)};
    endBrokenSieges(b, lines); // RULES S7
    return b.land(lines.join(QLatin1Char(' ')), 0, forceId);
}

} // namespace castellan
