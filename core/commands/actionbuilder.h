#pragma once

#include "actioncommand.h"
#include "dice/diceservice.h"

#include <QHash>
#include <QSet>

namespace castellan {

/**
 * Gathers one user action: working copies of the leaders it touches, the rolls it makes, the history it
 * writes. commit() turns it into an ActionCommand on the campaign's undo stack; until then nothing but the
 * rolls (logged as they are made, RULES D1) has reached the file.
 */
class ActionBuilder
{
public:
    ActionBuilder(Campaign &campaign, QString text);

    Campaign &campaign() { return mCampaign; }
    /** The working copy of a leader; its state before the action is kept for undo. */
    Leader &leader(qint64 id);
    const Leader &leader(qint64 id) const;
    bool touches(qint64 id) const { return mWorking.contains(id); }
    /** A leader who does not exist yet, with a fresh id. */
    Leader &newLeader();

    /** The working copy of a force; its state before the action is kept for undo. */
    Force &force(qint64 id);
    /** A force that does not exist yet, with a fresh id. */
    Force &newForce();
    /** Removes a force (undo brings it back). */
    void removeForce(qint64 id);
    void addBattle(const BattleRecord &record) { mRecord.battles.append(record); }

    Roll roll(const RollRequest &request, const DiceService::Describe &describe = {});
    /** A roll made before the action began (the creation roll), undone with it. */
    void adoptRoll(qint64 rollId) { mRecord.rollIds.append(rollId); }
    void attachRoll(qint64 rollId, qint64 leaderId) { mRecord.rollAttachments.append({rollId, leaderId}); }
    void history(qint64 leaderId, const QString &text, qint64 rollId = 0);
    void setMeta(const QString &key, const QString &before, const QString &after);
    void setText(const QString &text) { mRecord.text = text; }
    const QList<Roll> &rolls() const { return mRolls; }

    /** Pushes the action; false when the file could not take it (Campaign::lastError says why). */
    bool commit();

private:
    Campaign &mCampaign;
    ActionRecord mRecord;
    QHash<qint64, Leader> mWorking;
    QHash<qint64, std::optional<Leader>> mBefore;
    QList<qint64> mOrder;
    QHash<qint64, Force> mForces;
    QHash<qint64, std::optional<Force>> mForcesBefore;
    QList<qint64> mForceOrder;
    QSet<qint64> mForcesRemoved;
    QList<Roll> mRolls;
};

} // namespace castellan
