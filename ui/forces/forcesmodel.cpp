#include "forcesmodel.h"

#include "widgets/forcemime.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "i18n/argtext.h"
#include "model/commander.h"

#include <QFont>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

#include <algorithm>

namespace castellan {

namespace {

/** A leader's name with what keeps him from commanding, if anything (RULES L3, L6). */
QString nameWithStatus(const Leader &l)
{
    if (l.isAble())
        return l.name;
    return ForcesModel::tr("%1 (%2)", "leader name (status)").arg(l.name, statusName(l.status()).toLower());
}

bool isNumberColumn(int column)
{
    return column >= ForcesModel::GoodColumn && column <= ForcesModel::LostColumn;
}

} // namespace

ForcesModel::ForcesModel(Campaign &campaign, QObject *parent)
    : IdTableModel(parent)
    , mCampaign(campaign)
{
    connect(&mCampaign, &Campaign::forceAdded, this, &ForcesModel::onForceAdded);
    connect(&mCampaign, &Campaign::forceChanged, this, &ForcesModel::onForceChanged);
    connect(&mCampaign, &Campaign::forceRemoved, this, &ForcesModel::onForceRemoved);
    connect(&mCampaign, &Campaign::leaderAdded, this, &ForcesModel::onLeaderChanged);
    connect(&mCampaign, &Campaign::leaderChanged, this, &ForcesModel::onLeaderChanged);
    connect(&mCampaign, &Campaign::leaderRemoved, this, &ForcesModel::onLeaderRemoved);
    connect(&mCampaign, &Campaign::sidesChanged, this, [this] {
        readSides(&mCampaign);
        if (!mRows.isEmpty())
            Q_EMIT dataChanged(index(0, SideColumn), index(int(mRows.size()) - 1, SideColumn));
    });
    // A place named or a fortress built or taken down renames where the forces there stand.
    connect(&mCampaign, &Campaign::mapChanged, this, &ForcesModel::reload);
    connect(&mCampaign, &Campaign::fortressesChanged, this, &ForcesModel::reload);
    reload();
}

void ForcesModel::reload()
{
    readSides(&mCampaign);
    mForceOfLeader.clear();
    for (const Leader &l : mCampaign.leaders()) {
        if (l.forceId)
            mForceOfLeader.insert(l.id, l.forceId);
    }
    QList<Row> rows;
    for (const Force &f : mCampaign.forces())
        rows.append(makeRow(f));
    resetRows(std::move(rows));
}

ForcesModel::Row ForcesModel::makeRow(const Force &force) const
{
    Row row;
    row.force = force;
    const auto fortress = force.onMap() ? mCampaign.fortressAt(force.hex) : std::nullopt;
    row.where = fortress ? fortress->name : force.onMap() ? locationText(mCampaign, force.hex) : force.location.shown();
    const QList<Leader> leaders = mCampaign.leadersOf(force.id);
    const Leader *counts = commanderAmong(leaders, force.commanderId);
    const bool designatedHere = force.commanderId != 0
        && std::any_of(leaders.cbegin(), leaders.cend(), [&](const Leader &l) { return l.id == force.commanderId; });
    if (designatedHere) {
        const Leader &d =
            *std::find_if(leaders.cbegin(), leaders.cend(), [&](const Leader &l) { return l.id == force.commanderId; });
        row.commander = nameWithStatus(d);
        row.commanderMuted = !d.isAble();
    } else if (counts) {
        row.commander = tr("(best Battle: %1)").arg(counts->name);
        row.commanderMuted = true;
    } else if (leaders.isEmpty() && mCampaign.hidesLeadersOf(force.sideId)) {
        row.commander = tr("(hidden)");
        row.commanderMuted = true;
    } else {
        row.commander = leaders.isEmpty() ? tr("(no leader)") : tr("(no able leader)");
        row.commanderMuted = true;
    }
    row.commanderTip = mCampaign.hidesLeadersOf(force.sideId)
        ? tr("Only the game master and %1's players see its leaders.").arg(mCampaign.sideName(force.sideId))
        : commandExplanation(leaders, designatedHere ? force.commanderId : 0);

    QStringList names;
    QStringList tips;
    for (const Leader &l : leaders) {
        names << nameWithStatus(l);
        tips << tr("%1: Battle %2, %3")
                    .arg(argText(l.name), argText(l.rating(Trait::Battle)), argText(statusName(l.status())));
    }
    row.leaders = names.join(tr(", ", "between leader names"));
    row.leadersTip = tips.join(QLatin1Char('\n'));
    return row;
}

int ForcesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ForcesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= mRows.size())
        return {};
    const Row &row = mRows.at(index.row());
    const Force &f = row.force;
    const int column = index.column();

    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn: return f.name;
        case SideColumn: return mSideNames.value(f.sideId);
        case LocationColumn: return row.where;
        case GoodColumn: return f.units.good;
        case FlaggedColumn: return f.units.flagged;
        case BrokenColumn: return f.units.broken;
        case LostColumn: return f.lost;
        case CommanderColumn: return row.commander;
        case LeadersColumn: return row.leaders;
        }
        return {};
    case Qt::DecorationRole:
        if (column == SideColumn)
            return mSideColors.value(f.sideId);
        return {};
    case Qt::TextAlignmentRole:
        if (isNumberColumn(column))
            return QVariant::fromValue(Qt::AlignCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole: {
        const QPalette palette = QGuiApplication::palette();
        if (column == CommanderColumn && row.commanderMuted)
            return palette.color(QPalette::PlaceholderText);
        if (column == FlaggedColumn && f.units.flagged > 0)
            return QColor(0xb3, 0x5c, 0x00);
        if (column == BrokenColumn && f.units.broken > 0)
            return QColor(0xa8, 0x2a, 0x22);
        if ((isNumberColumn(column) && index.data().toInt() == 0) || column == LostColumn)
            return palette.color(QPalette::PlaceholderText);
        return {};
    }
    case Qt::FontRole:
        if (column == NameColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case GoodColumn:
        case FlaggedColumn:
        case BrokenColumn:
            return tr("%1: %2, %3 in all (RULES F)")
                .arg(argText(f.name), argText(unitsText(f.units)), argText(f.units.total()));
        case LostColumn: return tr("Units eliminated over the campaign: %1").arg(f.lost);
        case CommanderColumn: return row.commanderTip;
        case LeadersColumn: return row.leadersTip;
        default: return {};
        }
    case ForceIdRole: return f.id;
    case SideIdRole: return f.sideId;
    case SortRole: return data(index, Qt::DisplayRole); // numbers as numbers, names as names
    default: return {};
    }
}

QVariant ForcesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Force");
        case SideColumn: return tr("Side");
        case LocationColumn: return tr("Location");
        case GoodColumn: return tr("Good");
        case FlaggedColumn: return tr("Flagged");
        case BrokenColumn: return tr("Broken");
        case LostColumn: return tr("Lost");
        case CommanderColumn: return tr("Commander");
        case LeadersColumn: return tr("Leaders");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case GoodColumn: return tr("Units in good order: each rolls one die of fire (RULES F2)");
        case FlaggedColumn: return tr("Flagged units: they rally or break (RULES F5)");
        case BrokenColumn: return tr("Broken units: casualties that retreat with the force (RULES F5)");
        case LostColumn: return tr("Units eliminated over the campaign");
        case CommanderColumn:
            return tr("The designated commander, or in brackets the able leader with the best Battle (RULES R1)");
        case LeadersColumn: return tr("The leaders with the force (RULES L2)");
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (isNumberColumn(section))
            return QVariant::fromValue(Qt::AlignCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    }
    return {};
}

void ForcesModel::refreshLeaders(qint64 forceId)
{
    const int row = rowOf(forceId);
    if (row < 0)
        return;
    Row &r = mRows[row];
    const Row fresh = makeRow(r.force);
    if (fresh.commander == r.commander && fresh.commanderTip == r.commanderTip && fresh.leaders == r.leaders
        && fresh.leadersTip == r.leadersTip && fresh.commanderMuted == r.commanderMuted)
        return;
    replaceAt(row, fresh, CommanderColumn, LeadersColumn);
}

void ForcesModel::onForceAdded(qint64 id)
{
    if (const auto force = mCampaign.force(id))
        insertById(makeRow(*force));
}

void ForcesModel::onForceChanged(qint64 id)
{
    const int row = rowOf(id);
    const auto force = mCampaign.force(id);
    if (row >= 0 && force)
        replaceAt(row, makeRow(*force), 0, ColumnCount - 1);
}

void ForcesModel::onForceRemoved(qint64 id)
{
    removeById(id);
}

void ForcesModel::onLeaderChanged(qint64 id)
{
    const auto leader = mCampaign.leader(id);
    const qint64 before = mForceOfLeader.value(id, 0);
    const qint64 now = leader ? leader->forceId : 0;
    if (now)
        mForceOfLeader.insert(id, now);
    else
        mForceOfLeader.remove(id);
    // His name, status or ratings may show in the force he left and in the one he is with.
    if (before)
        refreshLeaders(before);
    if (now && now != before)
        refreshLeaders(now);
}

void ForcesModel::onLeaderRemoved(qint64 id)
{
    const qint64 before = mForceOfLeader.take(id);
    if (before)
        refreshLeaders(before);
}

Qt::ItemFlags ForcesModel::flags(const QModelIndex &index) const
{
    const Qt::ItemFlags base = IdTableModel<ForceRow>::flags(index);
    return index.isValid() ? base | Qt::ItemIsDragEnabled : base;
}

QStringList ForcesModel::mimeTypes() const
{
    return {forceMimeType()};
}

QMimeData *ForcesModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && index.row() < int(mRows.size()))
            return forceMimeData(mRows.at(index.row()).force.id);
    }
    return nullptr;
}

} // namespace castellan
