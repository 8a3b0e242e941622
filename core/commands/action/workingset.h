#pragma once

#include "model/actionrecord.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <algorithm>

namespace castellan {

/**
 * The working copies of one kind of row during an action: each row's state before the action, its copy as
 * the action changes it, and which rows the action removes. changes() gives what an ActionRecord keeps.
 */
template<class T, class Key = qint64>
class WorkingSet
{
public:
    bool contains(const Key &key) const { return mWorking.contains(key); }

    /** The working copy of a row; `current` is its state before the action (none: a new row). */
    T &take(const Key &key, const std::optional<T> &current)
    {
        auto it = mWorking.find(key);
        if (it == mWorking.end()) {
            mBefore.insert(key, current);
            mOrder.append(key);
            it = mWorking.insert(key, current.value_or(T{}));
        }
        return *it;
    }
    const T *find(const Key &key) const
    {
        auto it = mWorking.constFind(key);
        return it == mWorking.constEnd() || mRemoved.contains(key) ? nullptr : &*it;
    }
    /**
     * The first id from `next` that no row here uses, for a new row (sets keyed by id): one import makes thousands,
     * so the search goes on from the last one given, not from `next` each time.
     */
    Key freshKey(Key next)
    {
        next = std::max(next, mFresh);
        while (mWorking.contains(next))
            ++next;
        mFresh = next + 1;
        return next;
    }
    void remove(const Key &key) { mRemoved.insert(key); }
    bool isRemoved(const Key &key) const { return mRemoved.contains(key); }
    const QList<Key> &keys() const { return mOrder; }

    /** Every row the action changed, in the order it first touched them. */
    QList<RowChange<T>> changes() const
    {
        QList<RowChange<T>> result;
        for (const Key &key : mOrder) {
            const std::optional<T> &before = mBefore[key];
            if (mRemoved.contains(key)) {
                if (before)
                    result.append({before, std::nullopt});
                continue;
            }
            const T &after = mWorking[key];
            if (!(before && *before == after))
                result.append({before, after});
        }
        return result;
    }

private:
    QHash<Key, T> mWorking;
    QHash<Key, std::optional<T>> mBefore;
    QList<Key> mOrder;
    QSet<Key> mRemoved;
    Key mFresh{}; ///< freshKey()'s next search starts here
};

} // namespace castellan
