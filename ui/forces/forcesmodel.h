#pragma once

#include "model/force.h"
#include "model/leader.h"

#include "widgets/idtablemodel.h"

#include <QIcon>

namespace castellan {

/** A force as the Forces table shows it: the force, and who commands and goes with it, in words. */
struct ForceRow
{
    Force force;
    QString commander;    ///< as the column shows it
    QString commanderTip; ///< who counts and why
    bool commanderMuted = false;
    QString where;   ///< its place now: a fortress's or a place's name, else its hex; off the map, what was given
    QString leaders; ///< names, in creation order
    QString leadersTip;
};

/**
 * The campaign's forces as a table (RULES F): name, side, location, good / flagged / broken units, units lost,
 * the commander who counts (RULES R1) and the leaders with each force (RULES L2). Keeps its own rows and follows
 * the campaign's force and leader signals one row at a time, never resetting the view for one change.
 */
class ForcesModel : public IdTableModel<ForceRow>
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        SideColumn,
        LocationColumn,
        GoodColumn,
        FlaggedColumn,
        BrokenColumn,
        LostColumn,
        CommanderColumn,
        LeadersColumn,
        ColumnCount
    };
    enum Role {
        ForceIdRole = Qt::UserRole + 1,
        SideIdRole,
        SortRole, ///< what the column sorts by: numbers as numbers
    };

    explicit ForcesModel(Campaign &campaign, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Force &forceAt(int row) const { return mRows.at(row).force; }

    // A force row can be dragged onto the map (issue 12).
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

private:
    using Row = ForceRow;
    qint64 rowId(const Row &row) const override { return row.force.id; }
    void reload();
    Row makeRow(const Force &force) const;
    void refreshLeaders(qint64 forceId);
    void onForceAdded(qint64 id);
    void onForceChanged(qint64 id);
    void onForceRemoved(qint64 id);
    void onLeaderChanged(qint64 id);
    void onLeaderRemoved(qint64 id);

    Campaign &mCampaign;
    QHash<qint64, qint64> mForceOfLeader; ///< where each leader was when we last looked
};

} // namespace castellan
