#pragma once

#include "campaign/campaign.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>
#include <QList>

#include <algorithm>

namespace castellan {

/**
 * A table of the campaign's rows (leaders, forces) kept in id order, as the campaign keeps them: each row found
 * by its id and changed on its own, so a campaign of thousands never resets the view for one change. It also
 * keeps the campaign's side names and colours, which every such table shows.
 */
template<class Row>
class IdTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(mRows.size()); }
    int rowOf(qint64 id) const { return mRowOf.value(id, -1); }
    QModelIndex indexOf(qint64 id, int column = 0) const
    {
        const int row = rowOf(id);
        return row < 0 ? QModelIndex() : index(row, column);
    }

protected:
    virtual qint64 rowId(const Row &row) const = 0;

    /** All the rows anew, in id order. */
    void resetRows(QList<Row> rows)
    {
        beginResetModel();
        mRows = std::move(rows);
        mRowOf.clear();
        mRowOf.reserve(mRows.size());
        reindexFrom(0);
        endResetModel();
    }
    /** A new row, in its place by id; nothing when its id is shown already. */
    void insertById(Row row)
    {
        const qint64 id = rowId(row);
        if (mRowOf.contains(id))
            return;
        const auto pos = std::lower_bound(mRows.cbegin(), mRows.cend(), id,
                                          [this](const Row &r, qint64 wanted) { return rowId(r) < wanted; });
        const int at = int(pos - mRows.cbegin());
        beginInsertRows({}, at, at);
        mRows.insert(at, std::move(row));
        reindexFrom(at);
        endInsertRows();
    }
    /** A row's new contents; the views repaint the columns from `first` to `last`. */
    void replaceAt(int row, Row contents, int first, int last)
    {
        mRows[row] = std::move(contents);
        Q_EMIT dataChanged(index(row, first), index(row, last));
    }
    void removeById(qint64 id)
    {
        const int row = rowOf(id);
        if (row < 0)
            return;
        beginRemoveRows({}, row, row);
        mRows.removeAt(row);
        mRowOf.remove(id);
        reindexFrom(row);
        endRemoveRows();
    }
    /** The campaign's sides as the rows name and paint them. */
    void readSides(const Campaign *campaign)
    {
        mSideColors.clear();
        mSideNames.clear();
        if (!campaign)
            return;
        for (const Side &s : campaign->sides()) {
            mSideColors.insert(s.id, s.color);
            mSideNames.insert(s.id, s.name);
        }
    }

    QList<Row> mRows;
    QHash<qint64, QColor> mSideColors;
    QHash<qint64, QString> mSideNames;

private:
    void reindexFrom(int row)
    {
        for (int r = row; r < mRows.size(); ++r)
            mRowOf.insert(rowId(mRows.at(r)), r);
    }

    QHash<qint64, int> mRowOf;
};

} // namespace castellan
