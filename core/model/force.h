#pragma once

#include "i18n/rolltext.h"
#include "map/hexgrid.h"
#include "rules/battlerules.h"

#include <QString>

#include <QtGlobal>
#include <algorithm>

namespace castellan {

/**
 * A force on the campaign map: a side's units, each good, flagged or broken, with the units it has lost
 * (RULES F). Its leaders are the leaders whose forceId names it.
 */
struct Force
{
    qint64 id = 0;
    QString name;
    qint64 sideId = 0;
    RollText location; ///< a place's name, or a hex as data read in any language (issue 30, item 8)
    Units units;
    int lost = 0;           ///< units eliminated over the campaign
    qint64 commanderId = 0; ///< designated commander; 0: the able leader with the best Battle (RULES R1)
    Hex hex{-1, -1};        ///< where it stands on the strategic map; off the map when col < 0
    int moveTurn = 0;       ///< the turn `moveUsed` and `marchBonus` count for (RULES T1a)
    int moveUsed = 0;       ///< movement points used in moveTurn
    int marchTurn = 0;      ///< the turn of its last forced march (once a turn, RULES T1a)
    int marchBonus = 0;     ///< what that forced march added to the allowance (0 or 1)
    Hex cameFrom{-1, -1};   ///< the hex it entered its present one from, in moveTurn (RULES F6a)
    int retreatTurn = 0;    ///< the turn it last retreated: it may not move again then (RULES F6a)
    /** Its units' types for a tactical battle (issue 13, RULES C2): so many cavalry and artillery, the rest infantry.
     */
    int cavalry = 0;
    int artillery = 0;
    QString notes;
    bool notesGmOnly = false; ///< the notes are the game master's: a players' copy leaves them out

    bool onMap() const { return hex.col >= 0; }
    int usedIn(int turn) const { return moveTurn == turn ? moveUsed : 0; }
    int bonusIn(int turn) const { return marchTurn == turn ? marchBonus : 0; }
    /** Where it came from this turn, or off the map ({-1, -1}) when it has not moved. */
    Hex cameFromIn(int turn) const { return moveTurn == turn ? cameFrom : Hex{-1, -1}; }
    bool retreatedIn(int turn) const { return retreatTurn == turn && turn > 0; }
    int infantry() const { return units.total() - cavalry - artillery; }
    /**
     * Keeps the types within the units after losses. Reading (the field battle knows no types): losses take the
     * infantry first, then the artillery, then the cavalry.
     */
    void fitComposition()
    {
        artillery = std::clamp(artillery, 0, units.total());
        cavalry = std::clamp(cavalry, 0, units.total());
        const int over = cavalry + artillery - units.total();
        if (over > 0) {
            const int fromArtillery = std::min(over, artillery);
            artillery -= fromArtillery;
            cavalry -= over - fromArtillery;
        }
    }

    bool operator==(const Force &) const = default;
};

/** A fought battle as the campaign keeps it: who, when, the result and the whole report (JSON). */
struct BattleRecord
{
    qint64 id = 0;
    int turn = 0;
    RollText name; ///< as data, shown in the reader's language (issue 30, item 8)
    qint64 attackerForceId = 0;
    qint64 defenderForceId = 0;
    QString result;
    QString report; ///< JSON as stored: see shownReport
    bool undone = false;
};

} // namespace castellan
