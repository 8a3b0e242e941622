#include "sideretreat.h"

#include "campaign/campaign.h"
#include "commands/battledue.h"
#include "commands/mapactions.h"
#include "commands/refuge.h"
#include "i18n/argtext.h"
#include "model/limits.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct SideRetreatText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignBattle)
};

} // namespace

QList<Hex> retreatWays(const Campaign &campaign, const QList<Force> &side, const Hex &hex, bool attacker)
{
    if (hex.col < 0 || side.isEmpty())
        return {};
    QList<Hex> free = freeSpacesAround(campaign, hex, side.front().sideId);
    if (attacker) {
        // RULES F6a: the attacker goes back to the space it came from if it can.
        for (const Force &f : side) {
            const Hex from = f.cameFromIn(campaign.turn());
            if (free.contains(from)) {
                free.removeAll(from);
                free.prepend(from);
                break;
            }
        }
    }
    return free;
}

void retreatSide(ActionBuilder &b, const SideRetreat &r, QStringList &lines, QList<qint64> &escaped)
{
    Campaign &c = b.campaign();
    const int turn = c.turn();
    if (!r.ways.isEmpty()) {
        const Hex to = r.ways.contains(r.chosen) ? r.chosen : r.ways.front();
        const QString where = locationText(c, to);
        for (const Force &start : r.forces) {
            Force &f = b.force(start.id);
            f.hex = to;
            f.location = where;
            if (!r.avoided)
                f.retreatTurn = turn; // RULES F6a: it may not move again this turn
            for (const Leader &l : c.leadersOf(start.id)) {
                if (b.leader(l.id).forceId == start.id)
                    b.leader(l.id).location = where;
            }
        }
        lines << (r.avoided ? SideRetreatText::tr("%1 steps off to %2 (RULES F1).")
                            : SideRetreatText::tr("%1 retreats to %2 (RULES F6a)."))
                     .arg(c.sideName(r.forces.front().sideId), hexLabel(to));
        return;
    }
    // RULES F6a: no way out: its units are all eliminated and its leaders make survival checks (H3).
    lines << SideRetreatText::tr("%1 has no way out of %2: its units are eliminated (RULES F6a).")
                 .arg(c.sideName(r.forces.front().sideId), hexLabel(r.from));
    for (const Force &start : r.forces) {
        Force &f = b.force(start.id);
        f.lost = std::min(MaxLostUnits, f.lost + f.units.total());
        f.units = {};
        for (const Leader &l : c.leadersOf(start.id)) {
            const Leader &w = b.leader(l.id);
            if (w.forceId != start.id || w.status() == LeaderStatus::Dead || w.status() == LeaderStatus::Captured)
                continue;
            const Survival outcome =
                rollSurvival(b, w.id,
                             SideRetreatText::tr("battle %1, survival check (no way out): %2")
                                 .arg(argText(r.battleName), argText(w.name)),
                             SideRetreatText::tr("No way out of %1").arg(hexLabel(r.from)), r.captorSide, lines);
            if (outcome == Survival::Escapes)
                escaped.append(w.id);
        }
    }
}

} // namespace castellan
