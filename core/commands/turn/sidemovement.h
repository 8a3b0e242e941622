#pragma once

#include "commands/action/outcome.h"
#include "model/side.h"

#include <QList>

#include <optional>

// RULES T4: in the movement phase of a campaign its players play, the sides move one after another, in the
// campaign's side order; a side ends its movement, and the next one moves.
namespace castellan {

class Campaign;

/** The sides that have ended their movement this turn, in the campaign's side order. */
QList<qint64> sidesThatEndedMovement(const Campaign &campaign);
/** The side whose movement it is: the first in order that has not ended it; none outside movement or after all. */
std::optional<Side> movingSide(const Campaign &campaign);
/** Empty when a player of the side may order a move now (RULES T1, T4), otherwise why not. */
QString whySideCannotMoveNow(const Campaign &campaign, qint64 sideId);
/** Empty when the side may end its movement now: it is the side moving (RULES T4); otherwise why not. */
QString whyCannotEndSideMovement(const Campaign &campaign, qint64 sideId);
/** Ends the side's movement, as one undoable action; the next side in order moves. */
Outcome endSideMovement(Campaign &campaign, qint64 sideId);

} // namespace castellan
