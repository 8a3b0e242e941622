#include "standingbattle.h"

#include "campaign/campaign.h"
#include "commands/battles/campaignbattle.h"
#include "model/order.h"
#include "standingorders.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace castellan {

namespace {

template<typename E>
E choiceOf(const std::function<QString(const QString &)> &valueOf, const char *key)
{
    const auto spec = standingOrderSpec(QLatin1String(key));
    return E(std::max<qsizetype>(0, spec->values.indexOf(standingOrderValue(*spec, valueOf(spec->key)))));
}

const BattleStanding &standingFor(Role r, const BattleStanding &attacker, const BattleStanding &defender)
{
    return r == Role::Attacker ? attacker : defender;
}

/** RULES H2: each missed fire die re-rolled once, first die first, while the side's rerolls last. */
void rerollMisses(Battle &b, Role r)
{
    for (qsizetype i = 0; i < b.fireFaces(r).size() && b.rerollsAvailable(r) > 0; ++i) {
        if (fireEffect(b.fireFaces(r).at(i), i >= b.normalDice(r)) == FireEffect::Miss)
            b.rerollDie(r, int(i));
    }
}

/** RULES F0: the side's losses shared as its standing order says (one force takes them all anyway). */
void shareLosses(Battle &b, Role r, LossShareTo to)
{
    const QList<Units> &forces = b.side(r).forceUnits;
    if (to != LossShareTo::MostUnits && forces.size() > 1)
        b.setLossShares(r, lossSharesTo(forces, b.casualties(r), to));
}

/** RULES F5, F6: the side's choice between rounds. Outnumbered: fewer units that may fight on than the enemy. */
RoundChoice roundChoice(const Battle &b, Role r, RetreatWhen when)
{
    const auto mayFight = [&b](Role side) { return b.side(side).units.good + b.side(side).units.flagged; };
    const bool retreat =
        when == RetreatWhen::Always || (when == RetreatWhen::WhenOutnumbered && mayFight(r) < mayFight(opponent(r)));
    return retreat && b.canRetreat(r) ? RoundChoice::Retreat : RoundChoice::Rally;
}

/** The hexes of the side's forces with units off the battle's hex, and of its fortresses. */
QList<Hex> friendlyHexes(const Campaign &campaign, qint64 sideId, const Hex &battleHex)
{
    QList<Hex> out;
    for (const Force &f : campaign.forces()) {
        if (f.sideId == sideId && f.onMap() && f.hex != battleHex && f.units.total() > 0)
            out << f.hex;
    }
    for (const Fortress &f : campaign.fortresses()) {
        if (f.ownerSideId == sideId)
            out << f.hex;
    }
    return out;
}

/** RULES F1, F6a: of the ways out (the default first), the nearest to a friend; ties and no friends: the first. */
Hex towardFriends(const QList<Hex> &ways, const QList<Hex> &friends)
{
    Hex best = ways.value(0, Hex{-1, -1});
    int bestDistance = std::numeric_limits<int>::max();
    for (const Hex &way : ways) {
        for (const Hex &f : friends) {
            if (const int d = HexGrid::distance(way, f); d < bestDistance) {
                bestDistance = d;
                best = way;
            }
        }
    }
    return best;
}

void chooseWaysOut(const Campaign &campaign, CampaignBattle &fight, const BattleStanding &attacker,
                   const BattleStanding &defender)
{
    const bool avoided = fight.battle().result() == BattleResult::Avoided;
    for (Role r : {Role::Attacker, Role::Defender}) {
        if (standingFor(r, attacker, defender).retreatTo != RetreatTo::TowardFriends
            || (avoided && r == Role::Attacker))
            continue;
        const QList<Hex> ways = avoided ? fight.avoidHexes() : fight.retreatHexes(r);
        if (!ways.isEmpty())
            fight.setRetreatTo(r, towardFriends(ways, friendlyHexes(campaign, fight.force(r).sideId, fight.hex())));
    }
}

/** RULES H3: the refuge an escaped leader goes to; the refuges come nearest first, the default. */
Refuge refugeFor(const Campaign &campaign, const QList<Refuge> &refuges, EscapeTo to)
{
    if (to == EscapeTo::NearestFortress) {
        const auto fort = std::find_if(refuges.cbegin(), refuges.cend(), [](const Refuge &r) { return r.fortressId; });
        return fort != refuges.cend() ? *fort : refuges.value(0);
    }
    if (to == EscapeTo::LargestForce) {
        const auto units = [&campaign](const Refuge &r) {
            const auto f = r.forceId ? campaign.force(r.forceId) : std::nullopt;
            return f ? f->units.total() : -1;
        };
        const auto largest = std::max_element(refuges.cbegin(), refuges.cend(),
                                              [&](const Refuge &a, const Refuge &b) { return units(a) < units(b); });
        return largest != refuges.cend() && units(*largest) > 0 ? *largest : refuges.value(0);
    }
    return refuges.value(0);
}

void placeEscapes(const Campaign &campaign, CampaignBattle &fight, const BattleStanding &attacker,
                  const BattleStanding &defender)
{
    // Every leader's, not only the aftermath's escapes: a side with no way out checks its leaders' survival when
    // the battle lands (F6a).
    for (Role r : {Role::Attacker, Role::Defender}) {
        const EscapeTo to = standingFor(r, attacker, defender).escapeTo;
        for (const Leader &l : fight.battle().side(r).leaders) {
            const QList<Refuge> refuges = fight.refuges(l.id);
            if (to != EscapeTo::Nearest && !refuges.isEmpty())
                fight.setRefuge(l.id, refugeFor(campaign, refuges, to));
        }
    }
}

} // namespace

QStringList battleStandingKeys()
{
    return {QStringLiteral("avoid"),   QStringLiteral("losses"),     QStringLiteral("battle_rerolls"),
            QStringLiteral("retreat"), QStringLiteral("retreat_to"), QStringLiteral("escape_to")};
}

std::optional<QHash<QString, QString>> battleChoicesFrom(const QString &text, QString &why, bool withAvoid)
{
    QStringList keys = battleStandingKeys();
    if (!withAvoid)
        keys.removeOne(QStringLiteral("avoid"));
    QHash<QString, QString> chosen;
    for (const QString &pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = pair.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = pair.section(QLatin1Char('='), 1).trimmed();
        const auto spec = standingOrderSpec(key);
        if (!spec || !keys.contains(key)) {
            why = QCoreApplication::translate("StandingBattle", "A battle's choices are %1, not %2 (RULES T4).")
                      .arg(keys.join(QStringLiteral(", ")), key);
            return std::nullopt;
        }
        if (!spec->values.contains(value)) {
            why = QCoreApplication::translate("StandingBattle", "%1 is one of %2, not %3 (RULES T4).")
                      .arg(key, spec->values.join(QStringLiteral(", ")), value);
            return std::nullopt;
        }
        chosen.insert(key, value);
    }
    return chosen;
}

BattleStanding battleStandingFrom(const std::function<QString(const QString &)> &valueOf)
{
    BattleStanding s;
    s.avoid = choiceOf<int>(valueOf, "avoid") == 1; // no, yes
    s.losses = choiceOf<LossShareTo>(valueOf, "losses");
    s.rerollMisses = choiceOf<int>(valueOf, "battle_rerolls") == 1; // none, misses
    s.retreat = choiceOf<RetreatWhen>(valueOf, "retreat");
    s.retreatTo = choiceOf<RetreatTo>(valueOf, "retreat_to");
    s.escapeTo = choiceOf<EscapeTo>(valueOf, "escape_to");
    return s;
}

std::optional<BattleStanding> battleStandingNamed(const QString &text,
                                                  const std::function<QString(const QString &)> &otherwise,
                                                  QString &why, bool withAvoid)
{
    const auto chosen = battleChoicesFrom(text, why, withAvoid);
    if (!chosen)
        return std::nullopt;
    return battleStandingFrom(
        [&](const QString &key) { return chosen->contains(key) ? chosen->value(key) : otherwise(key); });
}

BattleStanding battleStandingOf(const Campaign &campaign, qint64 sideId)
{
    return battleStandingFrom([&](const QString &key) { return standingChoice(campaign, sideId, key); });
}

std::optional<BattleStanding> sideBattleChoices(const Campaign &campaign, qint64 sideId, const QString &text,
                                                QString &why, bool withAvoid)
{
    return battleStandingNamed(
        text, [&](const QString &key) { return standingChoice(campaign, sideId, key); }, why, withAvoid);
}

void fightWithChoices(const Campaign &campaign, CampaignBattle &fight, const BattleStanding &attacker,
                      const BattleStanding &defender)
{
    Battle &b = fight.battle();
    while (b.phase() != BattlePhase::Over) {
        switch (b.phase()) {
        case BattlePhase::AvoidCheck:
            if (defender.avoid && b.canAvoid())
                b.attemptAvoid();
            else
                b.skipAvoid();
            break;
        case BattlePhase::RoundStart: b.fire(); break;
        case BattlePhase::Fire:
            for (Role r : {Role::Attacker, Role::Defender}) {
                if (standingFor(r, attacker, defender).rerollMisses)
                    rerollMisses(b, r);
            }
            b.endFire();
            break;
        case BattlePhase::Casualties:
            shareLosses(b, Role::Attacker, attacker.losses);
            shareLosses(b, Role::Defender, defender.losses);
            b.applyCasualties();
            break;
        case BattlePhase::RallyOrRetreat:
            b.rallyOrRetreat(roundChoice(b, Role::Attacker, attacker.retreat),
                             roundChoice(b, Role::Defender, defender.retreat));
            break;
        case BattlePhase::Aftermath: b.aftermath(); break;
        case BattlePhase::Over: break;
        }
    }
    chooseWaysOut(campaign, fight, attacker, defender);
    placeEscapes(campaign, fight, attacker, defender);
}

void fightByStandingOrders(const Campaign &campaign, CampaignBattle &fight, bool mayAvoid)
{
    const BattleStanding attacker = battleStandingOf(campaign, fight.force(Role::Attacker).sideId);
    BattleStanding defender = battleStandingOf(campaign, fight.force(Role::Defender).sideId);
    defender.avoid = defender.avoid && mayAvoid;
    fightWithChoices(campaign, fight, attacker, defender);
}

} // namespace castellan
