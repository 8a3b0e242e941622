#pragma once

#include "rules/flankrules.h"

#include <QList>
#include <QString>

#include <optional>

// RULES M2, T4: the flank marches a player sends with his move or his answer, in the battle it is about.
namespace castellan {

class Battle;
class Campaign;
enum class Role;

/** One command sent on a flank march: a leader of the side, good-order units of his force, the edge. */
struct MarchOrder
{
    qint64 leaderId = 0;
    int units = 0;
    FlankEdge edge = FlankEdge::Left;

    bool operator==(const MarchOrder &) const = default;
};

/** The marches as an order keeps them: "LEADERID:UNITS:left,…"; none, with `why` set, when malformed. */
std::optional<QList<MarchOrder>> marchOrdersFrom(const QString &text, QString &why);
QString marchOrdersText(const QList<MarchOrder> &marches);
/** As a player reads them: "Ana with 2 units on the left, …". */
QString marchOrdersShown(const Campaign &campaign, const QList<MarchOrder> &marches);

/** Empty when the text is well formed and names only the side's own leaders (RULES T4, M2), else why not. */
QString whyNotOwnMarches(const Campaign &campaign, qint64 sideId, const QString &text);

/**
 * Sends the side's ordered marches in the battle, before any die (RULES M2): empty when all went, otherwise why
 * the first that could not go did not (the ones before it went).
 */
QString sendOrderedMarches(const Campaign &campaign, Battle &battle, Role role, qint64 sideId, const QString &text);

} // namespace castellan
