#pragma once

#include <QTemporaryDir>

#include <memory>

namespace castellan {

class Campaign;

/**
 * The campaign exactly as a side's players see it (issue 31): the game master's View as Side. A read-only copy
 * without the other sides' leaders and rolls, the notes not theirs, and, with hidden movement on, the forces
 * beyond the side's sight (Sight) and the battles it did not fight, as a server's views show a player.
 */
class SideView
{
public:
    /** Throws StorageError when the copy cannot be made. */
    SideView(const Campaign &now, qint64 sideId);
    ~SideView();
    SideView(const SideView &) = delete;
    SideView &operator=(const SideView &) = delete;

    qint64 sideId() const { return mSideId; }
    /** Read-only: every action is refused. */
    Campaign &campaign() { return *mView; }

private:
    qint64 mSideId;
    QTemporaryDir mFolder;
    std::unique_ptr<Campaign> mView;
};

} // namespace castellan
