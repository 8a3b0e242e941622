#pragma once

#include "model/storedchange.h"

#include <QHash>
#include <QJsonValue>
#include <QList>

namespace castellan {

class CampaignStore;

/**
 * What takes a copy of a campaign from one point of its history to another (issue 31): each row as the changes
 * between them leave it, and each of their rolls marked undone or not. Written back, it is exactly the campaign
 * as it stood at the other point, since a change keeps every column it wrote, before and after.
 */
struct PointMove
{
    QHash<QString, QJsonValue> rows; ///< a row's columns, or null where it did not exist
    QHash<qint64, bool> rollUndone;

    /**
     * The changes between two points, oldest first. Backward, each column as the first of them found it; forward,
     * as the last left it.
     */
    static PointMove across(const QList<StoredChange> &span, bool backward);
    /** Writes it in a copy of the campaign made to show the past (rows that did not exist are deleted). */
    void writeTo(CampaignStore &copy) const;
};

} // namespace castellan
