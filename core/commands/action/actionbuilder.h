#pragma once

#include "actioncommand.h"
#include "dice/roller.h"
#include "outcome.h"
#include "workingset.h"

namespace castellan {

/**
 * Gathers one user action: working copies of the leaders it touches, the rolls it makes, the history it
 * writes. commit() turns it into an ActionCommand on the campaign's undo stack; until then nothing but the
 * rolls (logged as they are made, RULES D1) has reached the file.
 */
class ActionBuilder final : private RollLog
{
public:
    ActionBuilder(Campaign &campaign, RollText text);
    ActionBuilder(const ActionBuilder &) = delete;
    ActionBuilder &operator=(const ActionBuilder &) = delete;

    Campaign &campaign() { return mCampaign; }
    const Campaign &campaign() const { return mCampaign; }
    /** The working copy of a leader; its state before the action is kept for undo. */
    Leader &leader(qint64 id);
    const Leader &leader(qint64 id) const;
    bool touches(qint64 id) const { return mLeaders.contains(id); }
    /** A leader who does not exist yet, with a fresh id. */
    Leader &newLeader();

    /** The working copy of a force; its state before the action is kept for undo. */
    Force &force(qint64 id);
    /** A force that does not exist yet, with a fresh id. */
    Force &newForce();
    /** Removes a force (undo brings it back). */
    void removeForce(qint64 id);
    bool isForceRemoved(qint64 id) const { return mForces.isRemoved(id); }
    /** The forces as they stand in this action: the campaign's, with the working copies in their place. */
    QList<Force> currentForces() const;

    /** The working copy of a hex (a default one when the campaign stores none). */
    MapHex &hex(const Hex &h);
    Fortress &fortress(qint64 id);
    Fortress &newFortress();
    void removeFortress(qint64 id);
    Siege &siege(qint64 id);
    Siege &newSiege();
    /** The sieges going on as they stand in this action. */
    QList<Siege> currentSieges() const;
    /** A fortress as it stands in this action. */
    std::optional<Fortress> currentFortress(qint64 id) const;

    /** The working copy of a side (RULES L2: leaders and forces belong to one). */
    Side &side(qint64 id);
    Side &newSide();
    void removeSide(qint64 id);

    void addBattle(const BattleRecord &record) { mRecord.battles.append(record); }

    /** The campaign's dice, whose rolls this action keeps (and undo marks undone): what an engine rolls with. */
    Roller roller();
    Roll roll(const RollRequest &request, const DescribeRoll &describe = {})
    {
        return roller().roll(request, describe);
    }
    /** A roll made before the action began (the creation roll), undone with it. */
    void adoptRoll(qint64 rollId) { mRecord.rollIds.append(rollId); }
    void attachRoll(qint64 rollId, qint64 leaderId, const RollText &context = {})
    {
        mRecord.rollAttachments.append({rollId, leaderId, context});
    }
    void history(qint64 leaderId, const RollText &text, qint64 rollId = 0);
    void setMeta(const QString &key, const QString &before, const QString &after);
    void setText(const RollText &text) { mRecord.text = text; }
    const QList<Roll> &rolls() const { return mRolls; }

    /** Pushes the action; false when the file could not take it (Campaign::lastError says why). */
    bool commit();
    /** Pushes the action and says what it came to: `summary` and its rolls, or why the file refused it. */
    Outcome land(const QString &summary, qint64 leaderId = 0, qint64 forceId = 0);

private:
    void record(Roll &roll) override;
    void claimDice() override;
    void releaseDice() override;

    Campaign &mCampaign;
    QString mFailure;               ///< why a roll could not be logged: the action then cannot land
    bool mFailureIsRefusal = false; ///< ... because the user's role on the server does not let him roll
    ActionRecord mRecord;
    WorkingSet<Leader> mLeaders;
    WorkingSet<Force> mForces;
    WorkingSet<MapHex, Hex> mHexes;
    WorkingSet<Fortress> mFortresses;
    WorkingSet<Siege> mSieges;
    WorkingSet<Side> mSides;
    QList<Roll> mRolls;
};

} // namespace castellan
