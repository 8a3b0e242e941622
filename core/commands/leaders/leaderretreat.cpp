#include "leaderretreat.h"

#include "campaign/campaign.h"
#include "commands/action/actionbuilder.h"
#include "commands/battles/battledue.h"
#include "commands/forces/forceplacement.h"
#include "commands/forces/mapactions.h"
#include "dice/rollresults.h"
#include "i18n/rollkinds.h"
#include "leaderactions.h"
#include "rules/leaderrules.h"

#include <QCoreApplication>
#include <QSet>

namespace castellan {

namespace {

struct LeaderRetreatText
{
    Q_DECLARE_TR_FUNCTIONS(LeaderRetreat)
    CASTELLAN_KEPT_TEXTS(LeaderRetreat)
};

bool hasAbleLeader(const Campaign &c, const Force &f)
{
    for (const Leader &l : c.leadersOf(f.id)) {
        if (l.forceId == f.id && l.status() == LeaderStatus::Active)
            return true;
    }
    return false;
}

} // namespace

QList<qint64> leadersOnlySides(const Campaign &c, const Hex &hex)
{
    QList<qint64> sides;
    for (const Force &f : c.forcesAt(hex)) {
        if (f.units.total() > 0)
            return {}; // units there: a battle, not leaders alone
        if (hasAbleLeader(c, f) && !sides.contains(f.sideId))
            sides.append(f.sideId);
    }
    return sides.size() >= 2 ? sides : QList<qint64>{};
}

QList<Hex> leadersOnlyHexes(const Campaign &c)
{
    QList<Hex> result;
    QSet<QPair<int, int>> seen;
    for (const Force &f : c.forces()) {
        if (!f.onMap() || seen.contains({f.hex.col, f.hex.row}))
            continue;
        seen.insert({f.hex.col, f.hex.row});
        if (!leadersOnlySides(c, f.hex).isEmpty())
            result.append(f.hex);
    }
    return result;
}

QString whyNoLeaderRetreat(const Campaign &c, qint64 leaderId)
{
    const auto l = c.leader(leaderId);
    if (!l)
        return LeaderRetreatText::tr("There is no such leader.");
    if (const QString why = whyCannotAct(*l); !why.isEmpty())
        return why;
    const auto f = l->forceId ? c.force(l->forceId) : std::nullopt;
    if (!f || !f->onMap())
        return LeaderRetreatText::tr("%1 is not with a force on the map.").arg(l->name);
    if (!leadersOnlySides(c, f->hex).contains(f->sideId))
        return LeaderRetreatText::tr(
                   "A leader tries to retreat where only leaders are left of both sides (RULES F8); at %1 "
                   "that is not so.")
            .arg(hexLabel(f->hex));
    if (f->retreatedIn(c.turn()))
        return LeaderRetreatText::tr("%1 has retreated this turn and may not move again (RULES F6a).").arg(f->name);
    if (l->retreatFailedTurn == c.turn() && c.turn() > 0)
        return byPronoun(l->pronoun,
                         LeaderRetreatText::tr("%1 failed his retreat in this battle and may not try again: he must "
                                               "duel or be captured (RULES F8)."),
                         LeaderRetreatText::tr("%1 failed her retreat in this battle and may not try again: she must "
                                               "duel or be captured (RULES F8)."),
                         LeaderRetreatText::tr("%1 failed their retreat in this battle and may not try again: they "
                                               "must duel or be captured (RULES F8)."))
            .arg(l->name);
    if (freeSpacesAround(c, f->hex, f->sideId).isEmpty())
        return LeaderRetreatText::tr(
                   "Every space around %1 is held by the enemy or cannot be entered: %2 has nowhere to "
                   "retreat, and must duel or be captured (RULES F8).")
            .arg(hexLabel(f->hex), l->name);
    return {};
}

QList<Hex> leaderRetreatHexes(const Campaign &c, qint64 leaderId)
{
    const auto l = c.leader(leaderId);
    const auto f = l && l->forceId ? c.force(l->forceId) : std::nullopt;
    if (!f || !f->onMap())
        return {};
    QList<Hex> free = freeSpacesAround(c, f->hex, f->sideId);
    const Hex from = f->cameFromIn(c.turn());
    if (free.contains(from)) {
        free.removeAll(from);
        free.prepend(from);
    }
    return free;
}

qint64 leaderRetreatCaptor(const Campaign &c, qint64 leaderId)
{
    const auto l = c.leader(leaderId);
    const auto f = l && l->forceId ? c.force(l->forceId) : std::nullopt;
    if (!f)
        return 0;
    for (qint64 side : leadersOnlySides(c, f->hex)) {
        if (side != f->sideId)
            return side;
    }
    return 0;
}

LeaderRetreat attemptLeaderRetreat(Campaign &c, qint64 leaderId, const Hex &to)
{
    LeaderRetreat result;
    if (const QString why = whyNoLeaderRetreat(c, leaderId); !why.isEmpty()) {
        result.outcome = Outcome::refused(why);
        return result;
    }
    const Leader l = *c.leader(leaderId);
    const Force start = *c.force(l.forceId);
    const QList<Hex> ways = leaderRetreatHexes(c, leaderId);
    result.to = ways.contains(to) ? to : ways.front();
    ActionBuilder b(c, LeaderRetreatText::kept("Retreat: %1").arg(l.name));
    const int maneuver = l.rating(Trait::Maneuver);
    const Roll roll = b.roll({1, 6, RollText(RollKind::LeaderRetreat, {l.name, hexLabel(start.hex)}), l.id, 0},
                             checkAgainst(maneuver));
    result.face = roll.faces.value(0);
    result.retreated = checkSucceeds(result.face, maneuver);
    RollText line;
    if (result.retreated) {
        setForceDown(b, start.id, result.to);
        b.force(start.id).retreatTurn = c.turn(); // RULES F6a: no movement spent, and no more moves this turn
        line = LeaderRetreatText::kept("Rolled %1 against Maneuver %2 and retreated from %3 to %4 with %5 (RULES F8).")
                   .arg(result.face, maneuver, hexLabel(start.hex), hexLabel(result.to), start.name);
    } else {
        b.leader(l.id).retreatFailedTurn = c.turn(); // RULES F8: he cannot try again in this battle
        line = byPronoun(l.pronoun,
                         LeaderRetreatText::kept("Rolled %1 against Maneuver %2: the retreat from %3 fails; he must "
                                                 "duel an enemy leader there or be captured (RULES F8)."),
                         LeaderRetreatText::kept("Rolled %1 against Maneuver %2: the retreat from %3 fails; she must "
                                                 "duel an enemy leader there or be captured (RULES F8)."),
                         LeaderRetreatText::kept("Rolled %1 against Maneuver %2: the retreat from %3 fails; they must "
                                                 "duel an enemy leader there or be captured (RULES F8)."))
                   .arg(result.face, maneuver, hexLabel(start.hex));
    }
    b.history(l.id, line, roll.id);
    result.outcome = b.land(QStringLiteral("%1: %2").arg(l.name, line.shown()), l.id, start.id);
    return result;
}

} // namespace castellan
