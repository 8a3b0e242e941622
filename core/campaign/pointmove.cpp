#include "pointmove.h"

#include "storage/campaignstore.h"

#include <QJsonObject>

namespace castellan {

namespace {

/** Adds to a row as it stood what another change says of it, where nothing nearer said. */
void keepNearest(QJsonValue &kept, const QJsonValue &found)
{
    if (!kept.isObject() || !found.isObject())
        return; // the row was not there then; or was, and its columns were all kept
    QJsonObject columns = kept.toObject();
    const QJsonObject more = found.toObject();
    for (auto column = more.begin(); column != more.end(); ++column) {
        if (!columns.contains(column.key()))
            columns.insert(column.key(), column.value());
    }
    kept = columns;
}

/** Whether a roll was undone on the far side of a change that marked it, seen from the point it is read from. */
std::optional<bool> rollMark(StoredChange::Kind kind, bool backward)
{
    if (backward) // before the change: an undo found it live, a redo undone; a roll made by it did not exist
        return kind == StoredChange::Kind::Do ? std::nullopt : std::optional<bool>(kind == StoredChange::Kind::Redo);
    return kind == StoredChange::Kind::Undo; // after it: undone only by an undo
}

} // namespace

PointMove PointMove::across(const QList<StoredChange> &span, bool backward)
{
    PointMove move;
    // Seen from the point the move goes to: backward the oldest change is nearest, forward the newest.
    for (qsizetype n = 0; n < span.size(); ++n) {
        const StoredChange &change = span[backward ? n : span.size() - 1 - n];
        for (const RowImage &row : change.rows) {
            const QJsonValue &image = backward ? row.before : row.after;
            if (const auto kept = move.rows.find(row.key); kept != move.rows.end())
                keepNearest(*kept, image);
            else
                move.rows.insert(row.key, image);
        }
        for (qint64 roll : change.rolls) {
            if (move.rollUndone.contains(roll))
                continue;
            if (const std::optional<bool> undone = rollMark(change.kind, backward))
                move.rollUndone.insert(roll, *undone);
        }
    }
    return move;
}

void PointMove::writeTo(CampaignStore &copy) const
{
    for (auto row = rows.cbegin(); row != rows.cend(); ++row)
        copy.restoreRow(row.key(), row.value(), CampaignStore::Absent::Deleted);
    for (auto roll = rollUndone.cbegin(); roll != rollUndone.cend(); ++roll)
        copy.setRollUndone(roll.key(), roll.value());
}

} // namespace castellan
