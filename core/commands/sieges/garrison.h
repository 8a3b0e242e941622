#pragma once

#include "map/mapmodel.h"
#include "model/force.h"
#include "model/leader.h"

#include <QList>

// Who holds a fortress: its garrison forces and the leaders inside (RULES S9).
namespace castellan {

class Campaign;

/** The fortress's garrison: its owner's forces in its hex. */
QList<Force> garrisonOf(const QList<Force> &forces, const Fortress &fortress);
/** RULES S9: the owner's leaders who stand in the fortress without a force (an H3 escape, a place set by hand). */
QList<Leader> loneLeadersIn(const Campaign &campaign, const Fortress &fortress);
/** RULES S9: every leader inside: the garrison forces' and those who stand there alone (not dead or captured). */
QList<Leader> leadersInside(const Campaign &campaign, const Fortress &fortress);
/** The leaders inside in words ("Aldric (with Garrison of Tor), Mira (alone inside)"), empty when none. */
QString leadersInsideText(const Campaign &campaign, const Fortress &fortress);
/** RULES S3, S6, S9: the able leaders inside: the garrison forces' and those who stand there alone. */
QList<Leader> ableLeadersInside(const Campaign &campaign, const Fortress &fortress);

} // namespace castellan
