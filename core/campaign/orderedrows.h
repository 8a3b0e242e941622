#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <algorithm>
#include <functional>
#include <optional>

namespace castellan {

/**
 * The views' copy of one kind of row of the campaign (its leaders, its forces): found by id, listed in the order
 * they were made (their ids), and told apart from another copy (a refresh from another client).
 */
template<typename Row>
class OrderedRows
{
public:
    enum class Change { None, Added, Changed, Removed };
    using Tell = std::function<void(Change, qint64)>;

    void reset(const QList<Row> &rows)
    {
        mRows.clear();
        mOrder.clear();
        mRows.reserve(rows.size());
        for (const Row &r : rows) {
            mRows.insert(r.id, r);
            mOrder.append(r.id);
        }
    }

    qsizetype size() const { return mOrder.size(); }

    QList<Row> all() const
    {
        QList<Row> result;
        result.reserve(mOrder.size());
        for (qint64 id : mOrder)
            result.append(mRows.value(id));
        return result;
    }

    std::optional<Row> find(qint64 id) const
    {
        const auto it = mRows.constFind(id);
        return it == mRows.cend() ? std::nullopt : std::optional<Row>(*it);
    }

    /** The first, in order, whose whole name matches in any case. */
    std::optional<Row> named(const QString &name) const
    {
        const QString wanted = name.trimmed();
        for (qint64 id : mOrder) {
            if (const Row &r = mRows[id]; r.name.compare(wanted, Qt::CaseInsensitive) == 0)
                return r;
        }
        return std::nullopt;
    }

    /** Those, in order, that `keep` keeps. */
    template<typename Keep>
    QList<Row> where(Keep keep) const
    {
        QList<Row> result;
        for (qint64 id : mOrder) {
            if (const Row &r = mRows[id]; keep(r))
                result.append(r);
        }
        return result;
    }

    /** The row as it is now (none: gone); says what that changed. */
    Change put(qint64 id, const std::optional<Row> &row)
    {
        if (!row) {
            if (!mRows.remove(id))
                return Change::None;
            mOrder.removeOne(id);
            return Change::Removed;
        }
        const bool isNew = !mRows.contains(id);
        mRows.insert(id, *row);
        if (!isNew)
            return Change::Changed;
        mOrder.insert(std::lower_bound(mOrder.begin(), mOrder.end(), id), id);
        return Change::Added;
    }

    /** Tells each row `before` had or this has that differs between them. */
    void tellDifferences(const OrderedRows &before, const Tell &tell) const
    {
        for (auto it = before.mRows.cbegin(); it != before.mRows.cend(); ++it) {
            if (!mRows.contains(it.key()))
                tell(Change::Removed, it.key());
        }
        for (qint64 id : mOrder) {
            const auto old = before.mRows.constFind(id);
            if (old == before.mRows.cend())
                tell(Change::Added, id);
            else if (!(*old == mRows.value(id)))
                tell(Change::Changed, id);
        }
    }

private:
    QHash<qint64, Row> mRows;
    QList<qint64> mOrder;
};

} // namespace castellan
