#pragma once

#include "i18n/rolltext.h"
#include "map/mapmodel.h"
#include "model/force.h"
#include "model/historyentry.h"
#include "model/leader.h"
#include "model/side.h"

#include <QList>
#include <QString>

#include <optional>

namespace castellan {

/** A row before and after an action; no value means it does not exist on that side. */
template<class T>
struct RowChange
{
    std::optional<T> before;
    std::optional<T> after;
    qint64 id() const requires requires(const T &t) { t.id; }
    {
        return after ? after->id : before ? before->id : 0;
    }
};
using LeaderChange = RowChange<Leader>;
using ForceChange = RowChange<Force>;

/** A campaign setting (meta row) before and after. */
struct MetaChange
{
    QString key;
    QString before;
    QString after;
};

/**
 * Everything one user action changed: leader rows, settings, the rolls it made and the history it wrote.
 * Applying it forward or backward is all undo and redo need; the rolls are reused, never rolled again (D1).
 */
struct ActionRecord
{
    RollText text; ///< what the action was, as data (issue 30, item 8)
    QList<LeaderChange> leaders;
    QList<ForceChange> forces;
    QList<RowChange<MapHex>> hexes; ///< both sides always set; a default hex is simply not stored
    QList<RowChange<Fortress>> fortresses;
    QList<RowChange<Siege>> sieges;
    QList<RowChange<Side>> sides;
    QList<MetaChange> meta;
    QList<qint64> rollIds;
    QList<HistoryEntry> history;
    QList<BattleRecord> battles; ///< battle reports the action leaves (ids given on first apply)
    /** Rolls made before their leader existed (the creation roll), attached to him when the action lands: the
     *  roll's leader, and the context that names him (empty: kept). Its faces and its place do not change. */
    struct RollAttachment
    {
        qint64 rollId = 0;
        qint64 leaderId = 0;
        RollText context;
    };
    QList<RollAttachment> rollAttachments;
};

} // namespace castellan
