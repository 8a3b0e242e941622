#include "actionbuilder.h"

#include "campaign/campaign.h"
#include "storage/storageerror.h"

namespace castellan {

ActionBuilder::ActionBuilder(Campaign &campaign, RollText text)
    : mCampaign(campaign)
{
    mRecord.text = std::move(text);
}

Leader &ActionBuilder::leader(qint64 id)
{
    if (!mLeaders.contains(id)) {
        const std::optional<Leader> current = mCampaign.leader(id);
        Q_ASSERT(current);
        return mLeaders.take(id, current);
    }
    return mLeaders.take(id, std::nullopt);
}

const Leader &ActionBuilder::leader(qint64 id) const
{
    return const_cast<ActionBuilder *>(this)->leader(id);
}

Leader &ActionBuilder::newLeader()
{
    const qint64 id = mLeaders.freshKey(mCampaign.nextId(Campaign::Rows::Leaders));
    Leader &l = mLeaders.take(id, std::nullopt);
    l.id = id;
    return l;
}

Force &ActionBuilder::force(qint64 id)
{
    if (!mForces.contains(id)) {
        const std::optional<Force> current = mCampaign.force(id);
        Q_ASSERT(current);
        return mForces.take(id, current);
    }
    return mForces.take(id, std::nullopt);
}

Force &ActionBuilder::newForce()
{
    const qint64 id = mForces.freshKey(mCampaign.nextId(Campaign::Rows::Forces));
    Force &f = mForces.take(id, std::nullopt);
    f.id = id;
    return f;
}

void ActionBuilder::removeForce(qint64 id)
{
    force(id);
    mForces.remove(id);
}

QList<Force> ActionBuilder::currentForces() const
{
    QList<Force> result;
    for (const Force &f : mCampaign.forces()) {
        if (mForces.isRemoved(f.id))
            continue;
        const Force *working = mForces.find(f.id);
        result.append(working ? *working : f);
    }
    for (qint64 id : mForces.keys()) {
        const Force *working = mForces.find(id);
        if (working && !mCampaign.force(id))
            result.append(*working);
    }
    return result;
}

MapHex &ActionBuilder::hex(const Hex &h)
{
    return mHexes.take(h, mCampaign.mapHex(h));
}

Fortress &ActionBuilder::fortress(qint64 id)
{
    return mFortresses.take(id, mFortresses.contains(id) ? std::nullopt : mCampaign.fortress(id));
}

Fortress &ActionBuilder::newFortress()
{
    const qint64 id = mFortresses.freshKey(mCampaign.nextId(Campaign::Rows::Fortresses));
    Fortress &f = mFortresses.take(id, std::nullopt);
    f.id = id;
    return f;
}

void ActionBuilder::removeFortress(qint64 id)
{
    fortress(id);
    mFortresses.remove(id);
}

std::optional<Fortress> ActionBuilder::currentFortress(qint64 id) const
{
    if (mFortresses.isRemoved(id))
        return std::nullopt;
    if (const Fortress *f = mFortresses.find(id))
        return *f;
    return mCampaign.fortress(id);
}

Side &ActionBuilder::side(qint64 id)
{
    return mSides.take(id, mSides.contains(id) ? std::nullopt : mCampaign.side(id));
}

Side &ActionBuilder::newSide()
{
    const qint64 id = mSides.freshKey(mCampaign.nextId(Campaign::Rows::Sides));
    Side &s = mSides.take(id, std::nullopt);
    s.id = id;
    return s;
}

void ActionBuilder::removeSide(qint64 id)
{
    side(id);
    mSides.remove(id);
}

Siege &ActionBuilder::siege(qint64 id)
{
    return mSieges.take(id, mSieges.contains(id) ? std::nullopt : mCampaign.siege(id));
}

Siege &ActionBuilder::newSiege()
{
    const qint64 id = mSieges.freshKey(mCampaign.nextId(Campaign::Rows::Sieges));
    Siege &s = mSieges.take(id, std::nullopt);
    s.id = id;
    return s;
}

QList<Siege> ActionBuilder::currentSieges() const
{
    QList<Siege> result;
    QSet<qint64> seen;
    for (const Siege &s : mCampaign.sieges()) {
        seen.insert(s.id);
        const Siege *working = mSieges.find(s.id);
        const Siege current = working ? *working : s;
        if (current.active())
            result.append(current);
    }
    for (qint64 id : mSieges.keys()) {
        const Siege *working = mSieges.find(id);
        if (working && !seen.contains(id) && working->active())
            result.append(*working);
    }
    return result;
}

Roller ActionBuilder::roller()
{
    return Roller(mCampaign.dice(), this);
}

void ActionBuilder::claimDice()
{
    try {
        mCampaign.claimDice();
    } catch (const StorageError &e) {
        // Drawn unclaimed, the roll cannot be kept either: the action will not land.
        if (mFailure.isEmpty()) {
            mFailure = mCampaign.messageOf(e);
            mFailureIsRefusal = isRefusal(e);
        }
    }
}

void ActionBuilder::releaseDice()
{
    mCampaign.releaseDice();
}

void ActionBuilder::record(Roll &roll)
{
    try {
        mCampaign.record(roll);
    } catch (const StorageError &e) {
        // The roll never happened: the dice go back, and the action will not land (RULES D1).
        if (mFailure.isEmpty())
            mFailure = mCampaign.messageOf(e);
        mCampaign.dice().rewind(roll.drawStart);
        mCampaign.releaseDice();
        roll.id = 0;
        return;
    }
    mRecord.rollIds.append(roll.id);
    mRolls.append(roll);
}

void ActionBuilder::history(qint64 leaderId, const RollText &text, qint64 rollId)
{
    mRecord.history.append({0, leaderId, mCampaign.turn(), text, rollId, false});
}

void ActionBuilder::setMeta(const QString &key, const QString &before, const QString &after)
{
    mRecord.meta.append({key, before, after});
}

Outcome ActionBuilder::land(const QString &summary, qint64 leaderId, qint64 forceId)
{
    Outcome o;
    o.summary = summary;
    o.rolls = mRolls;
    o.leaderId = leaderId;
    o.forceId = forceId;
    if (!mFailure.isEmpty()) {
        o.ok = false;
        o.refusal = mFailure;
    } else if (!commit()) {
        o.ok = false;
        o.refusal = mCampaign.lastError();
    }
    o.fileProblem = !o.ok && !(mFailure.isEmpty() ? mCampaign.lastErrorIsRefusal() : mFailureIsRefusal);
    return o;
}

bool ActionBuilder::commit()
{
    mRecord.leaders = mLeaders.changes();
    for (qint64 id : mForces.keys()) {
        if (!mForces.isRemoved(id))
            mForces.take(id, std::nullopt).fitComposition(); // a force's types follow its losses
    }
    mRecord.forces = mForces.changes();
    mRecord.hexes = mHexes.changes();
    mRecord.fortresses = mFortresses.changes();
    mRecord.sieges = mSieges.changes();
    mRecord.sides = mSides.changes();
    return ActionCommand::push(mCampaign, std::move(mRecord));
}

} // namespace castellan
