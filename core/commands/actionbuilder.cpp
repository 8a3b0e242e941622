#include "actionbuilder.h"

#include "model/campaign.h"
#include "storage/campaignstore.h"

namespace castellan {

ActionBuilder::ActionBuilder(Campaign &campaign, QString text)
    : mCampaign(campaign)
{
    mRecord.text = std::move(text);
}

Leader &ActionBuilder::leader(qint64 id)
{
    auto it = mWorking.find(id);
    if (it == mWorking.end()) {
        const std::optional<Leader> current = mCampaign.leader(id);
        Q_ASSERT(current);
        mBefore.insert(id, current);
        mOrder.append(id);
        it = mWorking.insert(id, current.value_or(Leader{}));
    }
    return *it;
}

const Leader &ActionBuilder::leader(qint64 id) const
{
    return const_cast<ActionBuilder *>(this)->leader(id);
}

Leader &ActionBuilder::newLeader()
{
    qint64 id = mCampaign.store().nextLeaderId();
    while (mWorking.contains(id))
        ++id;
    mBefore.insert(id, std::nullopt);
    mOrder.append(id);
    Leader l;
    l.id = id;
    return *mWorking.insert(id, l);
}

Force &ActionBuilder::force(qint64 id)
{
    auto it = mForces.find(id);
    if (it == mForces.end()) {
        const std::optional<Force> current = mCampaign.force(id);
        Q_ASSERT(current);
        mForcesBefore.insert(id, current);
        mForceOrder.append(id);
        it = mForces.insert(id, current.value_or(Force{}));
    }
    return *it;
}

Force &ActionBuilder::newForce()
{
    qint64 id = mCampaign.store().nextForceId();
    while (mForces.contains(id))
        ++id;
    mForcesBefore.insert(id, std::nullopt);
    mForceOrder.append(id);
    Force f;
    f.id = id;
    return *mForces.insert(id, f);
}

void ActionBuilder::removeForce(qint64 id)
{
    force(id);
    mForcesRemoved.insert(id);
}

Roll ActionBuilder::roll(const RollRequest &request, const DiceService::Describe &describe)
{
    Roll r = mCampaign.roll(request, describe);
    mRecord.rollIds.append(r.id);
    mRolls.append(r);
    return r;
}

void ActionBuilder::history(qint64 leaderId, const QString &text, qint64 rollId)
{
    mRecord.history.append({0, leaderId, mCampaign.turn(), text, rollId, false});
}

void ActionBuilder::setMeta(const QString &key, const QString &before, const QString &after)
{
    mRecord.meta.append({key, before, after});
}

bool ActionBuilder::commit()
{
    for (qint64 id : std::as_const(mOrder)) {
        const Leader &after = mWorking[id];
        const auto before = mBefore.constFind(id);
        const bool unchanged = before->has_value() && before->value() == after;
        if (!unchanged)
            mRecord.leaders.append({*before, after});
    }
    for (qint64 id : std::as_const(mForceOrder)) {
        const auto before = mForcesBefore.constFind(id);
        if (mForcesRemoved.contains(id)) {
            if (before->has_value())
                mRecord.forces.append({*before, std::nullopt});
            continue;
        }
        const Force &after = mForces[id];
        if (!(before->has_value() && before->value() == after))
            mRecord.forces.append({*before, after});
    }
    return mCampaign.perform(std::move(mRecord));
}

} // namespace castellan
