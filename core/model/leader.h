#pragma once

#include "i18n/rolltext.h"
#include "rules/leaderrules.h"

#include <QString>
#include <QtGlobal>

namespace castellan {

QString statusName(LeaderStatus s);
/** The same, kept as data for what is stored. */
RollText statusText(LeaderStatus s);
QString statusKey(LeaderStatus s);

/** One named leader's sheet (RULES L2): ratings, current vitality, rerolls held, where he is. */
struct Leader
{
    qint64 id = 0;
    QString name;
    qint64 sideId = 0;
    Ratings ratings{};
    /** For each trait, the index (0-6) of the creation die assigned to it (RULES L1); -1 if unknown. */
    std::array<int, TraitCount> creationDie{-1, -1, -1, -1, -1, -1, -1};
    qint64 creationRollId = 0;
    int vitality = 0;          ///< current vitality (RULES L3)
    int rerolls = 0;           ///< heroic rerolls held (RULES H2)
    qint64 capturedBySide = 0; ///< side holding him, 0 when free (RULES L6)
    RollText location;         ///< a place's name, or a hex as data read in any language (issue 30, item 8)
    qint64 forceId = 0;        ///< the force he is with, 0 when none (RULES L2)
    QString notes;
    bool notesGmOnly = false;  ///< the notes are the game master's: a players' copy leaves them out
    int lastActionTurn = -1;   ///< last campaign turn in which he acted (RULES L5)
    int lastRecoveryTurn = -1; ///< last turn in which he rolled for recovery
    bool coward = false;       ///< RULES M1: barred from leading a flank march
    int retreatFailedTurn = 0; ///< RULES F8: the turn his retreat from a leaders' meeting failed; no second try
    Pronoun pronoun = Pronoun::He;

    int rating(Trait t) const { return castellan::rating(ratings, t); }
    LeaderStatus status() const;
    bool isAlive() const { return vitality >= 0; }
    /** Alive, not disabled, not captured: can use his ratings (RULES L3). */
    bool isAble() const { return status() == LeaderStatus::Active; }
    /** RULES L4: Duel and Heroics are capped by current vitality. */
    int effectiveDuel() const;
    int effectiveHeroics() const;
    /** RULES L4: the rating he can use now: Duel and Heroics as capped, the others as rated. */
    int usableRating(Trait t) const;

    bool operator==(const Leader &) const = default;
};

/**
 * RULES L4 as every view of a leader shows it (the sheet, the roster, printed pages): "(3 while wounded)" after a
 * capped rating; empty when the rating is not capped, or he is dead.
 */
QString ratingCapNote(const Leader &l, Trait t);
/** RULES L4 in a table's cell: "5 (3)", rated 5 and capped at 3; "5" when not capped. */
QString ratingCellText(const Leader &l, Trait t);

} // namespace castellan
