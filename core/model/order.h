#pragma once

#include "map/hexgrid.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// A player's order on a shared campaign (issue 32, RULES T4): what he asks the referee to do for his side.
namespace castellan {

/** RULES T4: a move, a heroic deed, the end of the side's movement; in the siege phase a break-in roll (S2) and a
 *  sortie (S4); the answer to a battle that waits for the side's own choices. */
enum class OrderKind { Move, Deed, EndMovement, BreakIn, Sortie, Answer };
/** pending until the referee answers; withdrawn by its player while still pending. */
enum class OrderStatus { Pending, Done, Refused, Withdrawn };

/** "move", "deed", "end_movement", "break_in", "sortie", "answer": the server's words and the JSON's. */
QString orderKindKey(OrderKind kind);
std::optional<OrderKind> orderKindFromKey(const QString &key);
QStringList orderKindKeys();
/** "pending", "done", "refused", "withdrawn". */
QString orderStatusKey(OrderStatus status);
std::optional<OrderStatus> orderStatusFromKey(const QString &key);

struct Order
{
    qint64 id = 0;
    qint64 sideId = 0;
    QString user; ///< the server user who gave it
    OrderKind kind = OrderKind::Move;
    qint64 forceId = 0;  ///< a move's force, or the besieging force a sortie attacks
    qint64 leaderId = 0; ///< a deed's leader
    QList<Hex> path;     ///< a move's waypoints, in order (RULES T1a)
    bool forcedMarch = false;
    qint64 siegeId = 0;      ///< a break-in roll's or a sortie's siege
    QString rerolls;         ///< a break-in roll's rerolls (siegeRerollsKey); empty: the side's standing order
    int heroicRerolls = 0;   ///< a break-in roll's besieging leaders' own rerolls to spend at most, then (RULES H2)
    QList<qint64> leaderIds; ///< the leaders inside who go out with a sortie (RULES S4)
    bool occupy = false;     ///< a sortie that wins takes the beaten force's hex (RULES S4)
    QString choices; ///< an answer's or a move's battle choices, "retreat=always,losses=last_raised" (standing keys)
    QString flank;   ///< an answer's or a move's flank marches in its battle, "LEADERID:UNITS:left,…" (RULES M2)
    OrderStatus status = OrderStatus::Pending;
    QString result;      ///< what was done, or why it was refused
    QString rule;        ///< the RULES section a refusal names ("T4"), when it names one
    qint64 changeId = 0; ///< the change that carried it out (its action in the history), when done
    QDateTime madeAt;
    QDateTime answeredAt;
};

/**
 * RULES T4: a battle that waits for its defending side's own choices, asked because his standing order `ask` says so,
 * until the deadline the game master's limit gives; then his standing orders apply.
 */
struct Question
{
    qint64 id = 0;
    qint64 sideId = 0; ///< the defending side, who answers
    Hex hex;           ///< where the battle waits
    QDateTime askedAt;
    QDateTime deadline;
    QString status; ///< "pending", "answered" (fought with the answer), "expired" (with the standing orders), "void"
    QString result; ///< what the battle did, or why it was not fought
    qint64 orderId = 0; ///< the move that brought it: its choices are the attacker's (the defender reads no order)
};

/** The referee's answer to an order. */
struct OrderAnswer
{
    OrderStatus status = OrderStatus::Refused;
    QString result;
    QString rule;
    qint64 changeId = 0;
};

/** A choice a side makes ahead, for when it is needed while another side moves (RULES T4). */
struct StandingOrderSpec
{
    QString key;
    QStringList values; ///< the first is the default: RULES's own (F9)
    QString rule;       ///< the section that gives the side the choice
};
/** Every standing order this version knows, in the order they are listed. */
const QList<StandingOrderSpec> &standingOrderSpecs();
QStringList standingOrderKeys();
/** The spec of a key, or none. */
std::optional<StandingOrderSpec> standingOrderSpec(const QString &key);
/** The side's choice as it set it, or the default when it set none this version knows. */
QString standingOrderValue(const StandingOrderSpec &spec, const QString &set);

/** The first RULES section a text names ("… (RULES F1, T1a)." gives "F1"), or empty. */
QString ruleNamedIn(const QString &text);

} // namespace castellan
