#pragma once

#include "rules/forceshares.h"

#include <QHash>
#include <QStringList>

#include <functional>
#include <optional>

// A battle the referee fights for the sides (RULES T4): each side's choices come from its standing orders.
namespace castellan {

class Campaign;
class CampaignBattle;

/** RULES F6: when the side's commander tries a retreat instead of rallying. */
enum class RetreatWhen { Never, WhenOutnumbered, Always };
/** RULES F1, F6a: where the side goes when it avoids battle or retreats. */
enum class RetreatTo { RulesDefault, TowardFriends };
/** RULES H3: where the side's escaped leaders go. */
enum class EscapeTo { Nearest, NearestFortress, LargestForce };

/** One side's choices in a battle, as its standing orders give them; RULES's defaults (F9) when none are set. */
struct BattleStanding
{
    bool avoid = false; ///< F1: the defender tries to avoid battle
    LossShareTo losses = LossShareTo::MostUnits;
    bool rerollMisses = false; ///< H2: the side's heroic rerolls re-roll its missed fire dice
    RetreatWhen retreat = RetreatWhen::Never;
    RetreatTo retreatTo = RetreatTo::RulesDefault;
    EscapeTo escapeTo = EscapeTo::Nearest;

    bool operator==(const BattleStanding &) const = default;
};

/** The standing orders' keys that are a battle's choices (RULES T4): avoid, losses, battle_rerolls, retreat… */
QStringList battleStandingKeys();
/** A side's choices from its standing orders' values by key (`valueOf` gives each key's value, a default if unset). */
BattleStanding battleStandingFrom(const std::function<QString(const QString &key)> &valueOf);

/**
 * A battle's choices written as the standing orders name them ("retreat=always,losses=last_raised"), by key; none,
 * with `why` set, when the text names anything else (`avoid` only `withAvoid`).
 */
std::optional<QHash<QString, QString>> battleChoicesFrom(const QString &text, QString &why, bool withAvoid = true);

/**
 * A side's choices as `text` names them (battleChoicesFrom()), `otherwise` giving each key it leaves out; none, with
 * `why` set, when the text names anything else.
 */
std::optional<BattleStanding> battleStandingNamed(const QString &text,
                                                  const std::function<QString(const QString &key)> &otherwise,
                                                  QString &why, bool withAvoid = true);

/** The side's standing orders for a battle (RULES T4); all defaults on a campaign with no orders. */
BattleStanding battleStandingOf(const Campaign &campaign, qint64 sideId);
/** The side's choices as `text` names them, its standing orders for the rest (battleStandingNamed()). */
std::optional<BattleStanding> sideBattleChoices(const Campaign &campaign, qint64 sideId, const QString &text,
                                                QString &why, bool withAvoid = true);

/**
 * Fights the battle to its end with each side's choices (RULES T4): the defender's avoid (F1), each round's
 * rerolls (H2), losses (F0, taken in F3's default order), rally or retreat (F5, F6), then the aftermath (F8),
 * where the sides retreat (F6a) and where escaped leaders go (H3). With both at their defaults, it is
 * Battle::resolveToEnd() exactly (F9), die for die.
 */
void fightWithChoices(const Campaign &campaign, CampaignBattle &fight, const BattleStanding &attacker,
                      const BattleStanding &defender);

/** The same, with both sides' standing orders; the defender tries no avoid unless `mayAvoid`. */
void fightByStandingOrders(const Campaign &campaign, CampaignBattle &fight, bool mayAvoid = true);

} // namespace castellan
