#include "mapactions.h"
#include "commands/action/limittext.h"
#include "forceplacement.h"
#include "model/limits.h"
#include "model/names.h"

#include "campaign/campaign.h"
#include "commands/sieges/siegeactions.h"
#include "dice/rollresults.h"
#include "i18n/argtext.h"
#include "i18n/rollkinds.h"
#include "map/movement.h"
#include "rules/leaderrules.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct MapActionsText
{
    Q_DECLARE_TR_FUNCTIONS(MapActions)
    CASTELLAN_KEPT_TEXTS(MapActions)
};

QString retreatedThisTurn(const Force &f)
{
    return MapActionsText::tr("%1 retreated this turn and may not move again until the next (RULES F6a).").arg(f.name);
}

QString offMap(const Campaign &c, const Hex &h)
{
    return MapActionsText::tr("Hex %1 is not on the map (%2 x %3).")
        .arg(argText(hexLabel(h)), argText(c.grid().columns()), argText(c.grid().rows()));
}

QString checkFortress(const Campaign &c, const Fortress &f)
{
    switch (nameProblem(f.name.trimmed())) {
    case NameProblem::Empty: return MapActionsText::tr("A fortress needs a name.");
    case NameProblem::TooLong:
        return MapActionsText::tr("A fortress's name has at most %1 characters.").arg(MaxNameLength);
    case NameProblem::BadCharacters: return badCharactersInName();
    case NameProblem::None: break;
    }
    if (const auto other = c.fortressByName(f.name); other && other->id != f.id)
        return MapActionsText::tr("There is a fortress named %1 already.").arg(f.name.trimmed());
    if (f.rating < 1 || f.rating > MaxFortressRating)
        return MapActionsText::tr("A fortress's rating is from 1 to %1 (RULES S1).").arg(MaxFortressRating);
    if (!c.side(f.ownerSideId))
        return MapActionsText::tr("A fortress needs an owner among the campaign's sides.");
    if (!c.grid().contains(f.hex))
        return offMap(c, f.hex);
    if (const auto there = c.fortressAt(f.hex); there && there->id != f.id)
        return MapActionsText::tr("Hex %1 holds %2 already.").arg(hexLabel(f.hex), there->name);
    return {};
}

} // namespace

void setForceDown(ActionBuilder &b, qint64 forceId, const Hex &hex, const RollText &location)
{
    Force &f = b.force(forceId);
    f.hex = hex;
    f.location = !location.isEmpty() ? location : hex.col >= 0 ? locationRollText(b.campaign(), hex) : RollText();
    for (const Leader &l : b.campaign().leadersOf(forceId)) {
        if (Leader &w = b.leader(l.id); w.forceId == forceId)
            w.location = f.location;
    }
}

QString whyNoMap()
{
    return MapActionsText::tr("The campaign has no map yet: set its size first.");
}

QString locationText(const Campaign &campaign, const Hex &hex)
{
    return locationRollText(campaign, hex).shown();
}

RollText locationRollText(const Campaign &campaign, const Hex &hex)
{
    const MapHex mh = campaign.mapHex(hex);
    return mh.place.isEmpty() ? RollText(RollKind::HexAt, {hexLabel(hex)}) : RollText::plain(mh.place);
}

QString whyNotNow(const Campaign &campaign, TurnPhase phase)
{
    if (campaign.phase() == phase)
        return {};
    return phase == TurnPhase::Movement
        ? MapActionsText::tr("Allowed in the movement phase; turn %1 is in its siege phase (RULES T1).")
              .arg(campaign.turn())
        : MapActionsText::tr("Allowed in the siege phase, at the beginning of a turn (RULES T1).");
}

Outcome setMapSize(Campaign &campaign, int columns, int rows)
{
    if (columns < 1 || rows < 1 || columns > MaxMapSide || rows > MaxMapSide)
        return Outcome::refused(MapActionsText::tr("A map is from 1 x 1 to %1 x %1 hexes.").arg(MaxMapSide));
    const HexGrid grid(columns, rows);
    for (const Force &f : campaign.forces()) {
        if (f.onMap() && !grid.contains(f.hex))
            return Outcome::refused(
                MapActionsText::tr("%1 stands at %2, outside %3 x %4.")
                    .arg(argText(f.name), argText(hexLabel(f.hex)), argText(columns), argText(rows)));
    }
    for (const Fortress &f : campaign.fortresses()) {
        if (!grid.contains(f.hex))
            return Outcome::refused(
                MapActionsText::tr("%1 stands at %2, outside %3 x %4.")
                    .arg(argText(f.name), argText(hexLabel(f.hex)), argText(columns), argText(rows)));
    }
    ActionBuilder b(campaign, MapActionsText::kept("Map size %1 x %2").arg(columns, rows));
    for (const MapHex &h : campaign.mapHexes()) {
        if (!grid.contains(h.hex)) {
            MapHex &w = b.hex(h.hex);
            w.terrain = Terrain::Clear;
            w.place.clear();
        }
    }
    b.setMeta(QStringLiteral("map.columns"), QString::number(campaign.grid().columns()), QString::number(columns));
    b.setMeta(QStringLiteral("map.rows"), QString::number(campaign.grid().rows()), QString::number(rows));
    return b.land(MapActionsText::tr("The map is %1 x %2 hexes.").arg(argText(columns), argText(rows)));
}

Outcome paintTerrain(Campaign &campaign, const QList<Hex> &hexes, Terrain terrain)
{
    if (!campaign.hasMap())
        return Outcome::refused(whyNoMap());
    ActionBuilder b(campaign, MapActionsText::kept("Paint %1").arg(terrainName(terrain)));
    int painted = 0;
    for (const Hex &h : hexes) {
        if (!campaign.grid().contains(h))
            return Outcome::refused(offMap(campaign, h));
        if (campaign.mapHex(h).terrain != terrain) {
            b.hex(h).terrain = terrain;
            ++painted;
        }
    }
    if (painted == 0)
        return Outcome::refused(MapActionsText::tr("Those hexes are %1 already.").arg(terrainName(terrain).toLower()));
    return b.land(MapActionsText::tr("%n hex(es) painted %1.", nullptr, painted).arg(terrainName(terrain).toLower()));
}

Outcome namePlace(Campaign &campaign, const Hex &hex, const QString &name)
{
    if (!campaign.grid().contains(hex))
        return Outcome::refused(campaign.hasMap() ? offMap(campaign, hex) : whyNoMap());
    const QString trimmed = name.trimmed();
    if (const QString why = whyPlaceTooLong(trimmed); !why.isEmpty())
        return Outcome::refused(why);
    if (campaign.mapHex(hex).place == trimmed)
        return Outcome::refused(MapActionsText::tr("The place is called that already."));
    ActionBuilder b(campaign,
                    trimmed.isEmpty() ? MapActionsText::kept("Remove place name")
                                      : MapActionsText::kept("Name place %1").arg(trimmed));
    b.hex(hex).place = trimmed;
    // Forces and leaders there are now at the place of that name.
    const RollText where = trimmed.isEmpty() ? RollText(RollKind::HexAt, {hexLabel(hex)}) : RollText::plain(trimmed);
    for (const Force &f : campaign.forcesAt(hex)) {
        b.force(f.id).location = where;
        for (const Leader &l : campaign.leadersOf(f.id))
            b.leader(l.id).location = where;
    }
    return b.land(trimmed.isEmpty() ? MapActionsText::tr("Hex %1 has no name now.").arg(hexLabel(hex))
                                    : MapActionsText::tr("Hex %1 is %2.").arg(hexLabel(hex), trimmed));
}

Outcome addFortress(Campaign &campaign, const QString &name, const Hex &hex, int rating, qint64 ownerSideId)
{
    if (!campaign.hasMap())
        return Outcome::refused(whyNoMap());
    Fortress f;
    f.name = name.trimmed();
    f.hex = hex;
    f.rating = rating;
    f.ownerSideId = ownerSideId;
    if (const QString why = checkFortress(campaign, f); !why.isEmpty())
        return Outcome::refused(why);
    for (const Force &there : campaign.forcesAt(hex)) {
        if (there.sideId != ownerSideId)
            return Outcome::refused(
                MapActionsText::tr("%1 of %2 stands in that hex.").arg(there.name, campaign.sideName(there.sideId)));
    }
    ActionBuilder b(campaign, MapActionsText::kept("Add fortress %1").arg(f.name));
    Fortress &w = b.newFortress();
    const qint64 id = w.id;
    w = f;
    w.id = id;
    return b.land(MapActionsText::tr("%1 (rating %2) stands at %3.")
                      .arg(argText(f.name), argText(rating), argText(hexLabel(hex))));
}

Outcome editFortress(Campaign &campaign, const Fortress &edited)
{
    const auto current = campaign.fortress(edited.id);
    if (!current)
        return Outcome::refused(MapActionsText::tr("There is no such fortress in this campaign."));
    Fortress f = edited;
    f.name = f.name.trimmed();
    if (const QString why = checkFortress(campaign, f); !why.isEmpty())
        return Outcome::refused(why);
    if (campaign.siegeOf(f.id) && (f.hex != current->hex || f.ownerSideId != current->ownerSideId))
        return Outcome::refused(
            MapActionsText::tr("%1 is under siege: it cannot move or change hands but by the siege.")
                .arg(current->name));
    if (f == *current)
        return Outcome::refused(MapActionsText::tr("Nothing to change."));
    ActionBuilder b(campaign, MapActionsText::kept("Edit fortress %1").arg(f.name));
    b.fortress(f.id) = f;
    return b.land(MapActionsText::tr("%1 saved.").arg(f.name));
}

QString whyCannotRemoveFortress(const Campaign &campaign, qint64 fortressId)
{
    const auto f = campaign.fortress(fortressId);
    if (!f)
        return MapActionsText::tr("There is no such fortress in this campaign.");
    if (campaign.siegeOf(fortressId))
        return MapActionsText::tr("%1 is under siege; lift the siege first.").arg(f->name);
    return {};
}

Outcome removeFortress(Campaign &campaign, qint64 fortressId)
{
    if (const QString why = whyCannotRemoveFortress(campaign, fortressId); !why.isEmpty())
        return Outcome::refused(why);
    const auto f = campaign.fortress(fortressId);
    ActionBuilder b(campaign, MapActionsText::kept("Remove fortress %1").arg(f->name));
    b.removeFortress(fortressId);
    return b.land(MapActionsText::tr("%1 removed.").arg(f->name));
}

Outcome placeForce(Campaign &campaign, qint64 forceId, const Hex &hex)
{
    const auto f = campaign.force(forceId);
    if (!f)
        return Outcome::refused(MapActionsText::tr("There is no such force in this campaign."));
    const bool off = hex.col < 0;
    if (!off && !campaign.grid().contains(hex))
        return Outcome::refused(campaign.hasMap() ? offMap(campaign, hex) : whyNoMap());
    if (f->hex == hex)
        return Outcome::refused(MapActionsText::tr("%1 is there already.").arg(f->name));
    if (!off) {
        if (const auto fort = campaign.fortressAt(hex); fort && fort->ownerSideId != f->sideId)
            return Outcome::refused(
                MapActionsText::tr("%1 belongs to %2: a force of %3 cannot stand inside it.")
                    .arg(fort->name, campaign.sideName(fort->ownerSideId), campaign.sideName(f->sideId)));
    }
    ActionBuilder b(campaign,
                    off ? MapActionsText::kept("Take %1 off the map").arg(f->name)
                        : MapActionsText::kept("Place %1").arg(f->name));
    setForceDown(b, forceId, hex);
    QStringList lines;
    endBrokenSieges(b, lines);
    QString summary = off ? MapActionsText::tr("%1 is off the map.").arg(f->name)
                          : MapActionsText::tr("%1 stands at %2.").arg(f->name, hexLabel(hex));
    for (const QString &l : lines)
        summary += QLatin1Char(' ') + l;
    return b.land(summary, 0, forceId);
}

std::optional<Leader> commanderFor(const Campaign &campaign, const Force &force, Trait trait)
{
    std::optional<Leader> best;
    for (const Leader &l : campaign.leadersOf(force.id)) {
        if (!l.isAble())
            continue;
        if (l.id == force.commanderId)
            return l;
        if (!best || l.rating(trait) > best->rating(trait))
            best = l;
    }
    return best;
}

std::optional<Leader> commanderOfAll(const Campaign &campaign, const QList<Force> &forces, Trait trait)
{
    std::optional<Leader> best;
    for (const Force &f : forces) {
        const auto l = commanderFor(campaign, f, trait);
        if (l && l->id == f.commanderId && f.id == forces.front().id)
            return l;
        if (l && (!best || l->rating(trait) > best->rating(trait)))
            best = l;
    }
    return best;
}

int movementAllowance(const Campaign &campaign, const Force &force)
{
    const int turn = campaign.turn();
    int base = 0;
    if (force.units.total() > 0) {
        base = campaign.options().forceMovement;
    } else {
        base = campaign.options().leaderMovement;
        // RULES T1a, L5: leaders moving alone go at the pace of a disabled one among them: half, rounded down.
        for (const Leader &l : campaign.leadersOf(force.id)) {
            if (l.status() == LeaderStatus::Disabled) {
                base /= 2;
                break;
            }
        }
    }
    return base + force.bonusIn(turn);
}

int movementLeft(const Campaign &campaign, const Force &force)
{
    if (force.retreatedIn(campaign.turn()))
        return 0; // RULES F6a: a force that retreated may not move again this turn
    return std::max(0, movementAllowance(campaign, force) - force.usedIn(campaign.turn()));
}

QList<Force> enemiesAt(const Campaign &campaign, qint64 sideId, const Hex &hex)
{
    QList<Force> result;
    for (const Force &f : campaign.forcesAt(hex)) {
        if (f.sideId != sideId)
            result.append(f);
    }
    return result;
}

bool isUngarrisonedEnemyFortress(const Campaign &campaign, qint64 sideId, const Hex &hex)
{
    const auto fort = campaign.fortressAt(hex);
    if (!fort || fort->ownerSideId == sideId)
        return false;
    for (const Force &g : garrisonOf(campaign.forces(), *fort)) {
        if (g.units.total() > 0 || !campaign.leadersOf(g.id).isEmpty())
            return false;
    }
    return loneLeadersIn(campaign, *fort).isEmpty(); // RULES S9: a leader alone inside holds it too
}

namespace {

/** RULES T1a, S1, S8: what entering a hex costs the force; 0 where it may not enter (a held enemy fortress). */
std::function<int(const Hex &)> entryCost(const Campaign &campaign, const Force &force)
{
    return [&campaign, &force](const Hex &h) {
        // A held enemy fortress is entered by a siege, not by a move (RULES S1); an empty one by the first
        // force that comes (S8).
        if (const auto fort = campaign.fortressAt(h);
            fort && fort->ownerSideId != force.sideId && !isUngarrisonedEnemyFortress(campaign, force.sideId, h))
            return 0;
        return campaign.options().movementCost(campaign.mapHex(h).terrain);
    };
}

/** RULES T1, S8: a hex where a move ends: an enemy force's, or an enemy fortress no one holds. */
std::function<bool(const Hex &)> endsMove(const Campaign &campaign, const Force &force)
{
    return [&campaign, &force](const Hex &h) {
        return !enemiesAt(campaign, force.sideId, h).isEmpty()
            || isUngarrisonedEnemyFortress(campaign, force.sideId, h);
    };
}

/** Why the force may not go through the waypoints as one move, or empty; the route when it may. */
QString checkRoute(const Campaign &c, const Force &f, const QList<Hex> &waypoints, HexPath *route)
{
    if (waypoints.isEmpty())
        return MapActionsText::tr("A move needs at least one hex to go to.");
    const int left = movementLeft(c, f);
    const auto cost = entryCost(c, f);
    const auto stops = endsMove(c, f);
    HexPath whole;
    Hex here = f.hex;
    for (qsizetype i = 0; i < waypoints.size(); ++i) {
        const Hex &to = waypoints[i];
        if (!c.grid().contains(to))
            return offMap(c, to);
        if (here == to)
            return i == 0 ? MapActionsText::tr("%1 is there already.").arg(f.name)
                          : MapActionsText::tr("The move names %1 twice in a row.").arg(hexLabel(to));
        if (i > 0 && stops(here))
            return MapActionsText::tr("Entering %1 ends the move of %2 (RULES T1, S8): the move may not go on to %3.")
                .arg(hexLabel(here), f.name, hexLabel(to));
        if (const auto fort = c.fortressAt(to);
            fort && fort->ownerSideId != f.sideId && !isUngarrisonedEnemyFortress(c, f.sideId, to))
            return MapActionsText::tr("%1 is held by %2: lay siege to it from the hexes around it (RULES S1).")
                .arg(fort->name, c.sideName(fort->ownerSideId));
        const auto leg = findPath(c.grid(), here, to, left - whole.cost, cost, stops);
        if (!leg)
            return MapActionsText::tr("%1 has %n movement point(s) left this turn, not enough to reach %2 (RULES T1a).",
                                      nullptr, left)
                .arg(f.name, hexLabel(to));
        whole.cost += leg->cost;
        whole.hexes += leg->hexes;
        here = to;
    }
    if (route)
        *route = whole;
    return {};
}

} // namespace

std::optional<int> moveCost(const Campaign &campaign, const Force &force, const Hex &to)
{
    return pathCost(campaign.grid(), force.hex, to, movementLeft(campaign, force), entryCost(campaign, force),
                    endsMove(campaign, force));
}

QString whyCannotMoveAlong(const Campaign &campaign, qint64 forceId, const QList<Hex> &waypoints)
{
    const auto f = campaign.force(forceId);
    if (!f)
        return MapActionsText::tr("There is no such force in this campaign.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    if (!f->onMap())
        return MapActionsText::tr("%1 is not on the map; place it in edit mode first.").arg(f->name);
    if (f->retreatedIn(campaign.turn()))
        return retreatedThisTurn(*f);
    if (!enemiesAt(campaign, f->sideId, f->hex).isEmpty())
        return MapActionsText::tr(
                   "%1 shares %2 with an enemy force: it may leave only by avoiding battle (F1) or by a retreat "
                   "(F6, F6a, F8), not by ordinary movement (RULES F1).")
            .arg(f->name, hexLabel(f->hex));
    return checkRoute(campaign, *f, waypoints, nullptr);
}

QString whyCannotMove(const Campaign &campaign, qint64 forceId, const Hex &to)
{
    return whyCannotMoveAlong(campaign, forceId, {to});
}

Outcome moveForceAlong(Campaign &campaign, qint64 forceId, const QList<Hex> &waypoints)
{
    if (const QString why = whyCannotMoveAlong(campaign, forceId, waypoints); !why.isEmpty())
        return Outcome::refused(why);
    const Force f = *campaign.force(forceId);
    HexPath route;
    checkRoute(campaign, f, waypoints, &route);
    const Hex to = route.hexes.last();
    const int turn = campaign.turn();
    ActionBuilder b(campaign, MapActionsText::kept("Move %1 to %2").arg(f.name, hexLabel(to)));
    setForceDown(b, forceId, to);
    Force &w = b.force(forceId);
    w.moveUsed = f.usedIn(turn) + route.cost;
    w.moveTurn = turn;
    // RULES F6a: an attacker's retreat goes back to the last hex it stood in before the battle's.
    w.cameFrom = route.hexes.size() > 1 ? route.hexes[route.hexes.size() - 2] : f.hex;
    QStringList lines;
    if (isUngarrisonedEnemyFortress(campaign, f.sideId, to)) {
        // RULES S8: the first force into an ungarrisoned enemy fortress takes it, and its move ends there.
        const Fortress fort = *campaign.fortressAt(to);
        b.force(forceId).moveUsed = std::max(b.force(forceId).moveUsed, movementAllowance(campaign, f));
        if (const auto siege = campaign.siegeOf(fort.id)) {
            const RollText record = siegeRecordNow(b, *siege);
            Siege &s = b.siege(siege->id);
            s.record = record;
            s.endedTurn = turn;
            s.endReason = MapActionsText::kept("the fortress was taken by %1").arg(campaign.sideName(f.sideId));
        }
        b.fortress(fort.id).ownerSideId = f.sideId;
        lines << MapActionsText::tr("%1 takes %2, which no one held (RULES S8).").arg(f.name, fort.name);
    }
    endBrokenSieges(b, lines); // RULES T1a, S5: a besieger that moves away may break its siege
    const Force &moved = b.force(forceId);
    QString summary = MapActionsText::tr("%1 moves to %2 (%3), %n movement point(s) left.", nullptr,
                                         std::max(0, movementAllowance(campaign, f) - moved.moveUsed))
                          .arg(f.name, hexLabel(to), moved.location.shown());
    for (const QString &l : lines)
        summary += QLatin1Char(' ') + l;
    return b.land(summary, 0, forceId);
}

Outcome moveForce(Campaign &campaign, qint64 forceId, const Hex &to)
{
    return moveForceAlong(campaign, forceId, {to});
}

QString whyCannotForcedMarch(const Campaign &campaign, qint64 forceId)
{
    const auto f = campaign.force(forceId);
    if (!f)
        return MapActionsText::tr("There is no such force in this campaign.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    if (f->retreatedIn(campaign.turn()))
        return retreatedThisTurn(*f); // a forced march would add to a move it may not make (issue 30)
    if (f->marchTurn == campaign.turn())
        return MapActionsText::tr("%1 has tried its forced march this turn (once a turn, RULES T1a).").arg(f->name);
    if (!commanderFor(campaign, *f, Trait::Maneuver))
        return MapActionsText::tr("%1 has no able leader to make the Maneuver check (RULES T1a).").arg(f->name);
    return {};
}

Outcome forcedMarch(Campaign &campaign, qint64 forceId)
{
    if (const QString why = whyCannotForcedMarch(campaign, forceId); !why.isEmpty())
        return Outcome::refused(why);
    const auto f = campaign.force(forceId);
    const int turn = campaign.turn();
    const auto commander = commanderFor(campaign, *f, Trait::Maneuver);
    const int maneuver = commander->rating(Trait::Maneuver);
    ActionBuilder b(campaign, MapActionsText::kept("Forced march of %1").arg(f->name));
    const Roll r = b.roll({1, 6, RollText(RollKind::ForcedMarch, {f->name}), commander->id, 0}, checkAgainst(maneuver));
    const bool ok = checkSucceeds(r.faces.value(0), maneuver);
    Force &w = b.force(forceId);
    w.marchTurn = turn;
    w.marchBonus = ok ? 1 : 0;
    Leader &l = b.leader(commander->id);
    l.lastActionTurn = std::max(l.lastActionTurn, turn);
    const RollText line =
        (ok ? MapActionsText::kept("Forced march of %1: rolled %2 against Maneuver %3, one more hex this turn.")
            : MapActionsText::kept("Forced march of %1: rolled %2 against Maneuver %3, no extra hex."))
            .arg(f->name, r.faces.value(0), maneuver);
    b.history(commander->id, line, r.id);
    return b.land(line.shown(), 0, forceId);
}

QString whyCannotBeginMovement(const Campaign &campaign)
{
    if (campaign.phase() != TurnPhase::Siege)
        return MapActionsText::tr("Turn %1 is in its movement phase already.").arg(campaign.turn());
    return siegeRollPending(campaign);
}

Outcome beginMovement(Campaign &campaign)
{
    if (const QString why = whyCannotBeginMovement(campaign); !why.isEmpty())
        return Outcome::refused(why);
    ActionBuilder b(campaign, MapActionsText::kept("Begin movement, turn %1").arg(campaign.turn()));
    b.setMeta(QStringLiteral("phase"), phaseKey(TurnPhase::Siege), phaseKey(TurnPhase::Movement));
    return b.land(MapActionsText::tr("Turn %1: movement and battles.").arg(campaign.turn()));
}

} // namespace castellan
