#include "sortie.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/forceplacement.h"
#include "commands/forces/mapactions.h"
#include "siegeactions.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"

#include <QCoreApplication>

#include <algorithm>

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

QList<Leader> sortieLeaders(const Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    const auto fort = s ? campaign.fortress(s->fortressId) : std::nullopt;
    return fort ? ableLeadersInside(campaign, *fort) : QList<Leader>{};
}

int sortieUnits(const Campaign &campaign, qint64 siegeId)
{
    const auto s = campaign.siege(siegeId);
    const auto fort = s ? campaign.fortress(s->fortressId) : std::nullopt;
    int good = 0;
    if (fort) {
        for (const Force &g : garrisonOf(campaign.forces(), *fort))
            good += g.units.good;
    }
    return good;
}

QString whyNoSortie(const Campaign &campaign, qint64 siegeId, const SortieOrder &order)
{
    const auto s = campaign.siege(siegeId);
    if (!s || !s->active())
        return SortieText::tr("There is no such siege going on.");
    if (const QString why = whyNotNow(campaign, TurnPhase::Siege); !why.isEmpty())
        return SortieText::tr("A sortie comes at the beginning of a turn (RULES S4). %1").arg(why);
    const auto fort = campaign.fortress(s->fortressId);
    if (s->lastRollTurn < campaign.turn())
        return SortieText::tr("The sortie from %1 comes after this turn's break-in roll (RULES S4).").arg(fort->name);
    if (breakInOwed(campaign, *s))
        return SortieText::tr("The sortie from %1 comes after this turn's break-in battle (RULES S4).").arg(fort->name);
    if (sortieUnits(campaign, siegeId) == 0)
        return SortieText::tr("The garrison of %1 has no unit in good order to sortie with (RULES S4).")
            .arg(fort->name);
    const QList<Leader> inside = sortieLeaders(campaign, siegeId);
    for (qint64 id : order.leaderIds) {
        if (!std::any_of(inside.cbegin(), inside.cend(), [id](const Leader &l) { return l.id == id; }))
            return SortieText::tr("Only able leaders inside %1 may go out with the sortie (RULES S4).").arg(fort->name);
    }
    const QList<Force> targets = sortieTargets(campaign, siegeId);
    if (!std::any_of(targets.cbegin(), targets.cend(), [&](const Force &f) { return f.id == order.targetForceId; }))
        return SortieText::tr("The sortie must attack a besieging force around %1, not a breaching force that broke in "
                              "this turn (RULES S4).")
            .arg(fort->name);
    return {};
}

namespace {

/** A name for the force the sortie forms, free among the campaign's forces. */
QString sortieForceName(const Campaign &c, const QString &fortName)
{
    const QString base = SortieText::tr("Sortie from %1").arg(fortName);
    QString name = base;
    for (int n = 2; !whyCannotNameForce(c, name).isEmpty() && n < 1000; ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

/**
 * RULES S4: the sortie that won takes the hex it attacked, as one force: the garrison force itself when all of it
 * went, else a new force of the survivors and the leaders sent, the rest staying inside.
 */
qint64 formSortieForce(ActionBuilder &b, const CampaignBattle &fight, const QString &fortName, const Hex &to)
{
    const Battle &fought = fight.battle();
    const BattleSide &out = fought.side(Role::Attacker);
    const QList<Force> &forces = fight.forces(Role::Attacker);
    const Campaign &c = b.campaign();
    QList<qint64> went;
    for (const Leader &l : out.leaders) {
        if (l.isAlive() && l.capturedBySide == 0)
            went.append(l.id);
    }
    if (forces.size() == 1) {
        const Force &only = forces.front();
        const Units stayed = fight.heldBack(only.id);
        QList<qint64> own;
        for (const Leader &l : c.leadersOf(only.id))
            own.append(l.id);
        std::sort(own.begin(), own.end());
        QList<qint64> sent = went;
        std::sort(sent.begin(), sent.end());
        if (stayed.total() == 0 && own == sent) { // all of it went: it moves as it is
            setForceDown(b, only.id, to);
            return only.id;
        }
    }
    Force &formed = b.newForce();
    formed.name = sortieForceName(c, fortName);
    formed.sideId = forces.front().sideId;
    const qint64 formedId = formed.id;
    Units survivors;
    for (qsizetype i = 0; i < forces.size(); ++i) {
        const Units u = out.forceUnits.value(i);
        survivors = {survivors.good + u.good, survivors.flagged + u.flagged, survivors.broken + u.broken};
        Force &g = b.force(forces[i].id);
        g.units = fight.heldBack(forces[i].id);
        g.fitComposition();
    }
    b.force(formedId).units = survivors;
    setForceDown(b, formedId, to);
    for (qint64 id : std::as_const(went)) {
        Leader &l = b.leader(id);
        if (l.forceId > 0 && b.force(l.forceId).commanderId == id)
            b.force(l.forceId).commanderId = 0;
        l.forceId = formedId;
        l.location = b.force(formedId).location;
    }
    return formedId;
}

} // namespace

std::unique_ptr<CampaignBattle> sortieBattle(Campaign &campaign, qint64 siegeId, const SortieOrder &order)
{
    if (!whyNoSortie(campaign, siegeId, order).isEmpty())
        return nullptr;
    const auto fort = campaign.fortress(campaign.siege(siegeId)->fortressId);
    QList<qint64> garrison;
    for (const Force &g : garrisonOf(campaign.forces(), *fort)) {
        if (g.units.good > 0)
            garrison.append(g.id);
    }
    auto fight = std::make_unique<CampaignBattle>(campaign, garrison, QList<qint64>{order.targetForceId}, BattleFlags{},
                                                  SortieText::tr("Sortie from %1").arg(fort->name));
    if (!fight->refusal().isEmpty())
        return fight;
    QList<Leader> sent;
    for (const Leader &l : sortieLeaders(campaign, siegeId)) {
        if (order.leaderIds.contains(l.id))
            sent.append(l);
    }
    fight->sendOut(Role::Attacker, sent); // RULES S4: good-order units only, with the leaders sent
    const Hex fortHex = fort->hex;
    const QString fortName = fort->name;
    const qint64 ownerSide = fort->ownerSideId;
    const qint64 targetForceId = order.targetForceId;
    const bool occupy = order.occupy;
    CampaignBattle *self = fight.get();
    fight->setConsequence([=](ActionBuilder &b, const Battle &fought, QStringList &lines) {
        if (fought.result() == BattleResult::AttackerWins && occupy) {
            Campaign &c = b.campaign();
            const Hex held = b.force(targetForceId).hex;
            const Hex back = fallBack(c, b.currentForces(), held, fortHex, ownerSide);
            setForceDown(b, targetForceId, back);
            const QString beatenName = b.force(targetForceId).name;
            const Force &out = b.force(formSortieForce(b, *self, fortName, held));
            lines << SortieText::tr("%1 takes %2; %3 falls back to %4.")
                         .arg(out.name, hexLabel(held), beatenName, hexLabel(back));
        } else if (fought.result() == BattleResult::AttackerWins) {
            lines << SortieText::tr("The sortie goes back inside %1.").arg(fortName);
        }
        endBrokenSieges(b, lines);
    });
    return fight;
}

QString sortieWaiting(const Campaign &campaign)
{
    const OrderBook *book = campaign.orderBook();
    if (!book || campaign.phase() != TurnPhase::Siege)
        return {};
    try {
        for (const Question &q : book->questions(true)) {
            const auto sortie = q.orderId ? book->order(q.orderId) : std::nullopt;
            if (!sortie || sortie->kind != OrderKind::Sortie
                || !whyNoSortie(campaign, sortie->siegeId, {sortie->forceId, sortie->leaderIds, sortie->occupy})
                        .isEmpty())
                continue;
            const auto fort = campaign.fortress(campaign.siege(sortie->siegeId)->fortressId);
            return SortieText::tr("The sortie from %1 waits for %2's answer (RULES S4, T4).")
                .arg(fort->name, campaign.sideName(q.sideId));
        }
    } catch (const StorageError &e) {
        return SortieText::tr("Whether a sortie waits for an answer could not be read: %1").arg(e.message());
    }
    return {};
}

} // namespace castellan
