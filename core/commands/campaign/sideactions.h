#pragma once

#include "commands/action/outcome.h"

#include <QColor>
#include <QString>

#include <functional>

// The sides of a campaign (RULES L2: every leader and force belongs to one), as undoable actions.
namespace castellan {

class Campaign;

/** Empty when `name` may name a side (not empty, not too long, no other side's name in any case). */
QString whyCannotNameSide(const Campaign &campaign, const QString &name, qint64 sideId = 0);

/** A new side; with no valid colour, the next default one. */
Outcome createSide(Campaign &campaign, const QString &name, const QColor &color = {});
/**
 * The side of that name (in any case); a name no side has makes a new side through createSide(), its name
 * checked, one undoable action. 0, with `why` set, when the name may not name a side.
 */
qint64 sideForName(Campaign &campaign, const QString &name, QString *why);
/**
 * `action` for the side of that name, made first through createSide() when no side has it. A side so made is
 * taken back when the action is refused: a refusal leaves the campaign as it was.
 */
Outcome forSideNamed(Campaign &campaign, const QString &name, const std::function<Outcome(qint64 sideId)> &action);
Outcome renameSide(Campaign &campaign, qint64 sideId, const QString &name);
Outcome recolorSide(Campaign &campaign, qint64 sideId, const QColor &color);

/** Empty when the side may go: nothing belongs to it (leaders, captives, forces, fortresses, sieges, rolls). */
QString whyCannotRemoveSide(const Campaign &campaign, qint64 sideId);
Outcome removeSide(Campaign &campaign, qint64 sideId);

} // namespace castellan
