#include "actioncommand.h"

#include "campaign/campaign.h"

namespace castellan {

ActionCommand::ActionCommand(Campaign &campaign, ActionRecord record)
    : QUndoCommand(record.text)
    , mCampaign(campaign)
    , mRecord(std::move(record))
{
}

void ActionCommand::redo()
{
    const bool first = !mApplied;
    if (!mCampaign.apply(mRecord, Campaign::Forward, first) && first)
        setObsolete(true); // the write failed: nothing changed, and the stack drops the command
    mApplied = true;
}

bool ActionCommand::push(Campaign &campaign, ActionRecord record)
{
    campaign.undoStack()->push(new ActionCommand(campaign, std::move(record)));
    return campaign.lastError().isEmpty();
}

void ActionCommand::undo()
{
    mCampaign.apply(mRecord, Campaign::Backward, false);
}

} // namespace castellan
