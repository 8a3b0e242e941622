#pragma once

#include "model/roll.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace castellan {

class Campaign;

/**
 * The campaign's roll log (RULES D1), newest first, paged from the store 256 rolls at a time as the view
 * scrolls (canFetchMore/fetchMore), so a log of a million rolls opens instantly. Undone rolls are shown greyed
 * and italic; a reroll says which roll it replaces. Follows rollLogged and rollsChanged.
 */
class RollLogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        TurnColumn,
        ContextColumn,
        LeaderColumn,
        DiceColumn,
        FacesColumn,
        ResultColumn,
        ColumnCount
    };
    enum Role { RollIdRole = Qt::UserRole + 1, UndoneRole };
    static constexpr int PageSize = 256;

    explicit RollLogModel(QObject *parent = nullptr);

    void setCampaign(Campaign *campaign);
    Campaign *campaign() const;

    void setFilter(const RollFilter &filter);
    RollFilter filter() const { return mFilter; }

    /** Takes in rolls logged or undone since the last look; runs by itself shortly after a change. */
    void refresh();
    /** Drops everything and loads the first page again. */
    void reload();

    const Roll &rollAt(int row) const { return mRows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    void scheduleRefresh(bool flagsChanged);
    QString leaderName(qint64 id) const;

    QPointer<Campaign> mCampaign;
    RollFilter mFilter;
    QList<Roll> mRows; ///< newest first, as loaded
    bool mAtEnd = true;
    bool mRefreshPending = false;
    bool mFlagsChanged = false;
};

} // namespace castellan
