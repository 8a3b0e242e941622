#pragma once

#include "map/mapmodel.h"

#include <QList>
#include <QString>

#include <array>
#include <functional>
#include <utility>

namespace castellan {

/** The campaign's rule options (RULES: "Option"), stored with the campaign. Defaults are the first reading. */
struct RuleOptions
{
    /** RULES L1 option: creation dice go to the traits in order instead of being assigned by the player. */
    bool assignInOrder = false;
    /** RULES L5 option: a recovered leader returns to full Vitality instead of 1. */
    bool recoveryRestoresFull = false;
    /** RULES D4 option: "we roll real dice at the table": every roll's faces are typed in. */
    bool tableDice = false;
    /** RULES T1a: hexes a turn for a force with units, and for leaders moving alone. */
    int forceMovement = 3;
    int leaderMovement = 6;
    /** RULES T1a: what entering a hex of each terrain costs (0: it cannot be entered). */
    std::array<int, TerrainCount> terrainCost{1, 1, 1, 1, 1, 1};
    /**
     * Hidden movement (issue 31; the board game plays in the open): a side sees another side's forces only within
     * `sightRadius` hexes of its own forces and fortresses.
     */
    bool hiddenMovement = false;
    int sightRadius = 2;
    /** How many turns late other sides' forces appear in a side's turn reports (as they stood that much earlier). */
    int historyDelay = 0;
    /** RULES T4: how many hours a battle waits for a defending player who asked to be asked (0: none waits). */
    int answerHours = 24;

    /** RULES T1a: the movement points it costs to enter a hex of that terrain; 0: it cannot be entered. */
    int movementCost(Terrain t) const { return terrainCost[std::size_t(t)]; }

    bool operator==(const RuleOptions &) const = default;

    static QString assignInOrderKey() { return QStringLiteral("option.assign_in_order"); }
    static QString recoveryFullKey() { return QStringLiteral("option.recovery_full"); }
    static QString tableDiceKey() { return QStringLiteral("option.table_dice"); }
    static QString forceMovementKey() { return QStringLiteral("movement.units"); }
    static QString leaderMovementKey() { return QStringLiteral("movement.leaders"); }
    static QString hiddenMovementKey() { return QStringLiteral("option.hidden_movement"); }
    static QString sightRadiusKey() { return QStringLiteral("option.sight_radius"); }
    static QString historyDelayKey() { return QStringLiteral("option.history_delay"); }
    static QString answerHoursKey() { return QStringLiteral("option.answer_hours"); }

    /** Every option as its meta row (key, value). */
    QList<std::pair<QString, QString>> toMeta() const;
    /** Empty when the key names an option and the value is one it takes, otherwise what is wrong. */
    static QString whyBadValue(const QString &key, const QString &value);
    /** Takes one meta row; false when the key is no option's. A value out of range keeps the default. */
    bool set(const QString &key, const QString &value);
    /** The options stored in a campaign's meta rows (`meta` gives a key's value, empty when unset). */
    static RuleOptions fromMeta(const std::function<QString(const QString &)> &meta);
};

} // namespace castellan
