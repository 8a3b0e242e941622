#pragma once

#include "model/force.h"

#include <QCoreApplication>
#include <QString>

namespace castellan {

class Campaign;

/** What the map says about a force, in its counter's tooltip and in the side panel. */
class ForceText
{
    Q_DECLARE_TR_FUNCTIONS(ForceText)

public:
    /** "8 good, 2 broken" (flagged only when there are some). */
    static QString units(const Force &force);
    /** Its leaders' names, commas between. */
    static QString leaders(const Campaign &campaign, qint64 forceId);
    /** "2 of 3 hexes left this turn" (RULES T1a). */
    static QString movement(const Campaign &campaign, const Force &force);
    /** Name, side, units, leaders and movement, as rich text. */
    static QString toolTip(const Campaign &campaign, const Force &force);
};

} // namespace castellan
