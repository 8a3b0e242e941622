#pragma once

#include "model/force.h"
#include "model/historyentry.h"
#include "model/leader.h"

#include <QList>
#include <QString>
#include <QUndoCommand>

#include <optional>

namespace castellan {

class Campaign;

/** A leader row before and after an action; no value means the leader does not exist on that side. */
struct LeaderChange
{
    std::optional<Leader> before;
    std::optional<Leader> after;
    qint64 id() const { return after ? after->id : before ? before->id : 0; }
};

/** A force before and after an action; no value means it does not exist on that side. */
struct ForceChange
{
    std::optional<Force> before;
    std::optional<Force> after;
    qint64 id() const { return after ? after->id : before ? before->id : 0; }
};

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
    QString text;
    QList<LeaderChange> leaders;
    QList<ForceChange> forces;
    QList<MetaChange> meta;
    QList<qint64> rollIds;
    QList<HistoryEntry> history;
    QList<BattleRecord> battles; ///< battle reports the action leaves (ids given on first apply)
    /** Rolls made before their leader existed (the creation roll), attached to him when the action lands. */
    QList<std::pair<qint64, qint64>> rollAttachments;
};

/** The one undo command of the campaign: it applies an ActionRecord (STYLE 8). */
class ActionCommand : public QUndoCommand
{
public:
    ActionCommand(Campaign &campaign, ActionRecord record);
    void redo() override;
    void undo() override;
    const ActionRecord &record() const { return mRecord; }

private:
    Campaign &mCampaign;
    ActionRecord mRecord;
    bool mApplied = false;
};

} // namespace castellan
