#include "rosterfilterproxy.h"

#include "rostermodel.h"

namespace castellan {

RosterFilterProxy::RosterFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(false);
}

void RosterFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    mRoster = qobject_cast<RosterModel *>(model);
    Q_ASSERT(mRoster || !model);
    QSortFilterProxyModel::setSourceModel(model);
}

void RosterFilterProxy::setNameFilter(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == mName)
        return;
    mName = trimmed;
    invalidateRowsFilter();
}

void RosterFilterProxy::setSideFilter(qint64 sideId)
{
    if (sideId == mSideId)
        return;
    mSideId = sideId;
    invalidateRowsFilter();
}

void RosterFilterProxy::setStatusFilter(std::optional<LeaderStatus> status)
{
    if (status == mStatus)
        return;
    mStatus = status;
    invalidateRowsFilter();
}

bool RosterFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!mRoster || sourceParent.isValid())
        return true;
    const Leader &l = mRoster->leaderAt(sourceRow);
    if (mSideId != 0 && l.sideId != mSideId)
        return false;
    if (mStatus && l.status() != *mStatus)
        return false;
    return mName.isEmpty() || l.name.contains(mName, Qt::CaseInsensitive);
}

bool RosterFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!mRoster)
        return QSortFilterProxyModel::lessThan(left, right);
    const Leader &a = mRoster->leaderAt(left.row());
    const Leader &b = mRoster->leaderAt(right.row());
    const int column = left.column();
    auto byName = [&] { return a.name.compare(b.name, Qt::CaseInsensitive) < 0; };
    auto byNumber = [&](int x, int y) { return x != y ? x < y : byName(); };
    switch (column) {
    case RosterModel::NameColumn: return byName();
    case RosterModel::SideColumn: {
        const QString sa = left.data().toString();
        const QString sb = right.data().toString();
        const int c = sa.compare(sb, Qt::CaseInsensitive);
        return c != 0 ? c < 0 : byName();
    }
    case RosterModel::StatusColumn: return byNumber(int(a.status()), int(b.status()));
    case RosterModel::VitalityNowColumn: return byNumber(a.vitality, b.vitality);
    case RosterModel::RerollsColumn: return byNumber(a.rerolls, b.rerolls);
    default:
        if (RosterModel::isRatingColumn(column)) {
            const Trait t = RosterModel::traitOf(column);
            return byNumber(a.rating(t), b.rating(t));
        }
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace castellan
