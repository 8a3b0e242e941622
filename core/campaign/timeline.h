#pragma once

#include "model/storedchange.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>

namespace castellan {

class Campaign;

/** Where a campaign stood in its history: after the first `index` of its kept changes (0: as history began). */
struct HistoryPoint
{
    qsizetype index = 0;
    int turn = 1;
    QString phase; ///< "siege" or "movement"
};

/**
 * A campaign's history (issue 31): its kept changes in order, the points between them, and the campaign as it
 * stood at any of them. A past campaign is made from the rows the changes kept before and after, never by
 * applying the rules again, so it is exactly what was seen then.
 */
class Timeline
{
public:
    /** Reads the changes a campaign kept, without their rows. Throws StorageError. */
    explicit Timeline(const Campaign &campaign);

    const QList<StoredChange> &changes() const { return mChanges; }
    /** One more than the changes: the point before the first, and one after each. */
    qsizetype pointCount() const { return mChanges.size() + 1; }
    HistoryPoint point(qsizetype index) const;
    /**
     * The point `at` names: "3" is the campaign as turn 3 began, "3.movement" as that turn's movement phase began,
     * and "3.movement.2" after that phase's second action. None, with the reason in `why`, when it names none.
     */
    std::optional<qsizetype> find(const QString &at, QString *why) const;
    /** The --at address of the point after each change ("3.movement.2"), or empty where find() names it not so. */
    QStringList addresses() const;
    /** The first point of a turn, or of one of its phases; none when the history does not hold it. */
    std::optional<qsizetype> start(int turn, const QString &phase = {}) const;

    /**
     * The campaign as it stood at a point, open read-only on a copy written into `folder` (which must outlive it).
     * Throws StorageError.
     */
    std::unique_ptr<Campaign> campaignAt(qsizetype index, const QString &folder) const;

    /** The last roll logged at a point: rolls after it were not made yet. */
    qint64 rollsUpTo(qsizetype index) const;
    /** The change after which a point stands (0: before the first). */
    qint64 changeBefore(qsizetype index) const { return index > 0 ? mChanges[index - 1].id : 0; }

private:
    /** A point's turn and phase, in the order of the turn (RULES T1). */
    using StageKey = std::pair<int, int>;
    static StageKey stageOf(const HistoryPoint &p);

    const Campaign &mCampaign;
    QList<StoredChange> mChanges;
    int mTurnNow = 1;
    QString mPhaseNow;
    QList<StageKey> mFurthest; ///< for each point, the furthest stage any point up to it reached
};

/** What a change did, as a history lists it: an undo or a redo says so. */
QString historyText(const StoredChange &change);

/** The order of a turn's phases (RULES T1): siege 0, movement 1; -1 for a word that names none. */
int phaseOrder(const QString &phase);

} // namespace castellan
