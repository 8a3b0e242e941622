#include "rolllogmodel.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "storage/storageerror.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QTimer>

namespace castellan {

namespace {
/** Past this many loaded rows an undo reloads the first page instead of checking every row again. */
constexpr int MaxRecheck = 4096;
} // namespace

RollLogModel::RollLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

Campaign *RollLogModel::campaign() const
{
    return mCampaign;
}

void RollLogModel::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    mFilter = {};
    if (mCampaign) {
        connect(mCampaign, &Campaign::rollLogged, this, [this] { scheduleRefresh(false); });
        connect(mCampaign, &Campaign::rollsChanged, this, [this] { scheduleRefresh(true); });
        // A leader's creation undone or redone changes the names shown.
        connect(mCampaign, &Campaign::leaderAdded, this, [this] { scheduleRefresh(true); });
        connect(mCampaign, &Campaign::leaderRemoved, this, [this] { scheduleRefresh(true); });
        connect(mCampaign, &Campaign::pathChanged, this, &RollLogModel::reload);
    }
    reload();
}

void RollLogModel::setFilter(const RollFilter &filter)
{
    if (filter == mFilter)
        return;
    mFilter = filter;
    reload();
}

void RollLogModel::reload()
{
    beginResetModel();
    mRows.clear();
    mAtEnd = !mCampaign;
    mFlagsChanged = false;
    endResetModel();
    if (mCampaign)
        fetchMore({});
}

void RollLogModel::scheduleRefresh(bool flagsChanged)
{
    mFlagsChanged = mFlagsChanged || flagsChanged;
    if (mRefreshPending)
        return;
    mRefreshPending = true;
    // One look after the action has landed, however many dice it rolled.
    QTimer::singleShot(0, this, [this] {
        if (mRefreshPending)
            refresh();
    });
}

void RollLogModel::refresh()
{
    const bool flags = mFlagsChanged;
    mRefreshPending = false;
    mFlagsChanged = false;
    if (!mCampaign)
        return;
    const int loaded = int(mRows.size());
    if (flags && loaded > MaxRecheck) {
        reload();
        return;
    }
    const qint64 newest = mRows.isEmpty() ? 0 : mRows.first().id;
    QList<Roll> fresh;
    try {
        fresh = mCampaign->rolls().rolls(mFilter, 0, flags ? loaded + PageSize : PageSize);
    } catch (const StorageError &) {
        return; // the campaign reports storage failures itself
    }
    int added = 0;
    while (added < fresh.size() && fresh.at(added).id > newest)
        ++added;
    if (added >= PageSize) {
        reload(); // too many to join to the head: start again from the top
        return;
    }
    if (flags) {
        // Same rows as before? Then only their flags (undone, leader) may differ.
        if (fresh.size() < added + loaded) {
            reload();
            return;
        }
        for (int i = 0; i < loaded; ++i) {
            if (fresh.at(added + i).id != mRows.at(i).id) {
                reload();
                return;
            }
        }
        int first = -1;
        int last = -1;
        for (int i = 0; i < loaded; ++i) {
            const Roll &r = fresh.at(added + i);
            Roll &mine = mRows[i];
            if (r.undone != mine.undone || r.leaderId != mine.leaderId || r.result != mine.result) {
                mine = r;
                if (first < 0)
                    first = i;
                last = i;
            }
        }
        if (first >= 0)
            Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
        // Leader names may have come or gone.
        if (loaded > 0)
            Q_EMIT dataChanged(index(0, LeaderColumn), index(loaded - 1, LeaderColumn));
    }
    if (added > 0) {
        beginInsertRows({}, 0, added - 1);
        mRows = fresh.mid(0, added) + mRows;
        endInsertRows();
    }
}

bool RollLogModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && mCampaign && !mAtEnd;
}

void RollLogModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || !mCampaign || mAtEnd)
        return;
    QList<Roll> page;
    try {
        page = mCampaign->rolls().rolls(mFilter, mRows.size(), PageSize);
    } catch (const StorageError &) {
        mAtEnd = true;
        return;
    }
    mAtEnd = page.size() < PageSize;
    if (page.isEmpty())
        return;
    const int first = int(mRows.size());
    beginInsertRows({}, first, first + int(page.size()) - 1);
    mRows += page;
    endInsertRows();
}

int RollLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mRows.size());
}

int RollLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RollLogModel::leaderName(qint64 id) const
{
    if (id == 0)
        return {};
    const auto leader = mCampaign ? mCampaign->leader(id) : std::nullopt;
    return leader ? leader->name : tr("(leader #%1, removed)").arg(id);
}

QVariant RollLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= mRows.size())
        return {};
    const Roll &r = mRows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn: return r.id;
        case TurnColumn: return r.turn;
        case ContextColumn: {
            QString text = r.context;
            if (r.replacesId)
                text += tr(" · replaces #%1").arg(r.replacesId);
            if (r.manual)
                text += tr(" · entered by hand");
            return text;
        }
        case LeaderColumn: return leaderName(r.leaderId);
        case DiceColumn: return tr("%1d%2").arg(argText(r.faces.size()), argText(r.sides));
        case FacesColumn: return r.facesText();
        case ResultColumn: return r.undone ? tr("%1 (undone)").arg(r.result) : r.result;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || index.column() == TurnColumn || index.column() == DiceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (r.undone)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (r.undone || (index.column() == FacesColumn)) {
            QFont f;
            f.setItalic(r.undone);
            if (index.column() == FacesColumn)
                f.setFamily(QStringLiteral("DejaVu Sans Mono"));
            return f;
        }
        return {};
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << tr("Roll #%1, turn %2: %3").arg(argText(r.id), argText(r.turn), argText(r.context));
        lines << tr("%1d%2 rolled %3: %4")
                     .arg(argText(r.faces.size()), argText(r.sides), argText(r.facesText()), argText(r.result));
        if (r.replacesId)
            lines << tr("A reroll: replaces roll #%1 (RULES D1).").arg(r.replacesId);
        if (r.manual)
            lines << tr("Entered by hand from physical dice (RULES D4).");
        else
            lines << tr("Generator draws %1 to %2 (RULES D2).").arg(argText(r.drawStart), argText(r.drawEnd));
        if (r.undone)
            lines << tr("Its action was undone; the roll stays in the log (RULES D1).");
        return lines.join(QLatin1Char('\n'));
    }
    case RollIdRole: return r.id;
    case UndoneRole: return r.undone;
    default: return {};
    }
}

QVariant RollLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case IdColumn: return tr("#");
        case TurnColumn: return tr("Turn");
        case ContextColumn: return tr("Context");
        case LeaderColumn: return tr("Leader");
        case DiceColumn: return tr("Dice");
        case FacesColumn: return tr("Faces");
        case ResultColumn: return tr("Result");
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (section == IdColumn || section == TurnColumn || section == DiceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    }
    return {};
}

} // namespace castellan
