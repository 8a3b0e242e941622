#pragma once

#include "forces/leaderpicker.h"

class QComboBox;

// RULES S4: what a sortie may take and attack, as the siege dialog and a player's siege orders offer it.
namespace castellan {

class Campaign;

/** The able leaders inside who may go out with the sortie, for a LeaderPicker. */
QList<LeaderPicker::Entry> sortieLeaderEntries(const Campaign &campaign, qint64 siegeId);
/** Fills `box` with the besieging forces a sortie may attack (their ids as data), keeping the one chosen. */
void fillSortieTargets(QComboBox *box, const Campaign &campaign, qint64 siegeId);

} // namespace castellan
