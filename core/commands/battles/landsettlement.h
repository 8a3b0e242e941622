#pragma once

#include "commands/action/actionbuilder.h"
#include "commands/leaders/refuge.h"
#include "settlement.h"

#include <QHash>
#include <QJsonObject>

#include <functional>

// A battle's settlement (settlement.h) written into the campaign as one undoable action.
namespace castellan {

/** The owners' choices a settlement leaves open (RULES F6a, H3). */
struct SettlementChoices
{
    std::array<Hex, 2> ways{{{-1, -1}, {-1, -1}}}; ///< each role's pick of where it moves off, by roleIndex()
    QHash<qint64, Refuge> refuges;                 ///< where each escaped leader goes
};

/** What else a battle changes when it lands (a fortress falling, RULES S3); its lines go to the summary. */
using BattleConsequence = std::function<void(ActionBuilder &, QStringList &lines)>;

/**
 * Applies the settlement in `b`: the forces and leaders as it leaves them, the history, the survival checks it
 * lists (rolled with the campaign's dice), the rerolls that lapse, the moves off the space, `consequence`, the
 * escaped leaders placed, emptied forces removed, sieges the battle broke ended (S7), and the report kept.
 * Returns the report as kept; lands nothing (the caller lands `b`), `summary` gets its lines.
 */
QJsonObject applySettlement(ActionBuilder &b, const Settlement &s, const SettlementChoices &choices,
                            const BattleConsequence &consequence, QString &summary);

} // namespace castellan
