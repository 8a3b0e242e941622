#pragma once

#include "model/leader.h"
#include "widgets/idtablemodel.h"

#include <QPointer>

namespace castellan {

class Campaign;

/**
 * The campaign's leaders as a table (RULES L2): name, side, status, the seven ratings, vitality and rerolls.
 * Keeps its own copy of the rows and follows the campaign's leaderAdded/Changed/Removed signals one row at a
 * time, so a campaign of ten thousand leaders never resets the view for one change.
 */
class RosterModel : public IdTableModel<Leader>
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        SideColumn,
        StatusColumn,
        FirstRatingColumn, ///< the seven ratings, in the order of RULES L1
        VitalityNowColumn = FirstRatingColumn + TraitCount,
        RerollsColumn,
        ColumnCount
    };
    enum Role {
        LeaderIdRole = Qt::UserRole + 1,
        SideIdRole,
        StatusRole, ///< LeaderStatus as int
    };

    explicit RosterModel(QObject *parent = nullptr);
    explicit RosterModel(Campaign &campaign, QObject *parent = nullptr);

    void setCampaign(Campaign *campaign);
    Campaign *campaign() const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /** Direct access for the filter and sort proxy: no QVariant per row. */
    const Leader &leaderAt(int row) const { return mRows.at(row); }

    static Trait traitOf(int column) { return AllTraits[std::size_t(column - FirstRatingColumn)]; }
    static bool isRatingColumn(int column)
    {
        return column >= FirstRatingColumn && column < FirstRatingColumn + TraitCount;
    }

private:
    qint64 rowId(const Leader &leader) const override { return leader.id; }
    void reload();
    void onLeaderAdded(qint64 id);
    void onLeaderChanged(qint64 id);
    void onLeaderRemoved(qint64 id);

    QPointer<Campaign> mCampaign;
};

} // namespace castellan
