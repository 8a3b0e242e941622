#pragma once

#include "forcetrail.h"
#include "timeline.h"

#include <QTemporaryDir>

#include <memory>

namespace castellan {

class Campaign;
class CampaignStore;

/**
 * The campaign as it stood at a point of its history, one read-only Campaign that moves from point to point
 * (issue 31): the views watching it hear each move as they hear another client's change. It lives in a copy of
 * the campaign, written by the changes between the point it stands at and the next, never by the rules.
 */
class PastView
{
public:
    /** Starts at the campaign as it stands now. Throws StorageError. */
    explicit PastView(const Campaign &now);
    ~PastView();
    PastView(const PastView &) = delete;
    PastView &operator=(const PastView &) = delete;

    const Timeline &timeline() const { return mTimeline; }
    /** The point shown: 0 as the history began, timeline().pointCount() - 1 now. */
    qsizetype index() const { return mIndex; }
    /** Read-only: every action is refused. */
    Campaign &campaign() { return *mPast; }
    /** Shows another point. Throws StorageError (and then shows the one it showed). */
    void moveTo(qsizetype index);
    /** The forces that moved on the map between the point shown before and the point shown now. */
    const QList<ForceTrail> &trails() const { return mTrails; }

private:
    QHash<qint64, Hex> forceHexes() const;

    const Campaign &mNow;
    Timeline mTimeline;
    QTemporaryDir mFolder;
    std::unique_ptr<CampaignStore> mCopy; ///< writes the copy; mPast reads it
    std::unique_ptr<Campaign> mPast;
    qsizetype mIndex = 0;
    QList<ForceTrail> mTrails;
};

} // namespace castellan
