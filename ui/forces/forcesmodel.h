#pragma once

#include "model/force.h"
#include "model/leader.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>
#include <QIcon>
#include <QList>

namespace castellan {

class Campaign;

/**
 * The campaign's forces as a table (RULES F): name, side, location, good / flagged / broken units, units lost,
 * the commander who counts (RULES R1) and the leaders with each force (RULES L2). Keeps its own rows and follows
 * the campaign's force and leader signals one row at a time, never resetting the view for one change.
 */
class ForcesModel : public QAbstractTableModel
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

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Force &forceAt(int row) const { return mRows.at(row).force; }
    int rowOf(qint64 forceId) const { return mRowOf.value(forceId, -1); }
    QModelIndex indexOf(qint64 forceId, int column = NameColumn) const;

    /** A side's colour as a small square, for combos and labels. */
    static QIcon sideChip(const QColor &color, int size);

private:
    struct Row
    {
        Force force;
        QString commander;     ///< as the column shows it
        QString commanderTip;  ///< who counts and why
        bool commanderMuted = false;
        QString leaders;       ///< names, in creation order
        QString leadersTip;
    };

    void reload();
    void refreshSides();
    Row makeRow(const Force &force) const;
    void refreshLeaders(qint64 forceId);
    void onForceAdded(qint64 id);
    void onForceChanged(qint64 id);
    void onForceRemoved(qint64 id);
    void onLeaderChanged(qint64 id);
    void onLeaderRemoved(qint64 id);
    void reindexFrom(int row);

    Campaign &mCampaign;
    QList<Row> mRows; ///< in id order, as the campaign keeps them
    QHash<qint64, int> mRowOf;
    QHash<qint64, qint64> mForceOfLeader; ///< where each leader was when we last looked
    QHash<qint64, QColor> mSideColors;
    QHash<qint64, QString> mSideNames;
};

} // namespace castellan
