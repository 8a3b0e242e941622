#pragma once

#include "campaign/backups.h"
#include "commands/leaders/leaderactions.h"

#include <QStringList>

namespace castellan {

/** What the end of a turn did (RULES T3), line by line, with the rolls it made. */
struct EndOfTurn
{
    Outcome outcome;
    int unitsRestored = 0;
    int recoveryRolls = 0;
    int recovered = 0;
    QStringList lines;
    QString backup; ///< the copy kept of the campaign, empty when none could be written
};

/**
 * RULES T3, as one undoable action: every broken unit returns to good order but a besieged garrison's (S6),
 * every disabled leader who took no action this turn rolls for recovery (L5),
 * and the turn advances to its siege phase. Refused while a siege waits for its break-in roll (S2).
 * Then a copy of the campaign is kept beside it, the last `backups.keep` of them
 * (default 5): due in the same commit, so that a crash before it is written leaves it to the next opening.
 */
EndOfTurn endTurn(Campaign &campaign);
/** RULES S2, T3: empty when the turn may end, otherwise why not (a break-in roll is due). */
QString whyCannotEndTurn(const Campaign &campaign);

} // namespace castellan
