#pragma once

#include "rules/battlerules.h"

#include <QList>

// RULES F0: a side of several forces fights as one army, and each force keeps its own survivors.
namespace castellan {

/**
 * RULES F0 default: each loss goes to the force with the most units in the state the loss takes (6s on
 * broken, flagged, then good-order units; then 5s on good-order units left, as F3 takes them), ties to the
 * force raised first (the first in the list). Gives each force's part of `total`.
 */
QList<Casualties> defaultLossShares(const QList<Units> &forces, const Casualties &total);

/** Which force takes each loss (RULES F0): F0's default, or the force raised last that has a unit to lose. */
enum class LossShareTo { MostUnits, LastRaised };
/** Each force's part of `total`, taken in F3's order as defaultLossShares() takes it, each loss to `to`. */
QList<Casualties> lossSharesTo(const QList<Units> &forces, const Casualties &total, LossShareTo to);

/** Empty when `shares` is a way to share `total` among the forces (each within its own units), else why not. */
QString checkLossShares(const QList<Units> &forces, const Casualties &total, const QList<Casualties> &shares);

/**
 * A check rolled for a state's units in force order (RULES F5 rally, S3, F8 reactivation): force i's units take
 * the next faces. Gives how many of each force's succeed against the rating.
 */
QList<int> successesByForce(const QList<Units> &forces, int Units::*state, const QList<int> &faces, int rating);

/** The sum of the forces' units. */
Units unitsOf(const QList<Units> &forces);

} // namespace castellan
