#include "actioncommand.h"

#include "campaign/campaign.h"

namespace castellan {

ActionCommand::ActionCommand(Campaign &campaign, ActionRecord record)
    : QUndoCommand(record.text.shown())
    , mCampaign(campaign)
    , mRecord(std::move(record))
{ }

void ActionCommand::redo()
{
    const bool first = mCommandId == 0;
    // The write failed, or another user of a shared campaign changed its rows since: nothing changed, and the stack
    // drops the command.
    if (!mCampaign.apply(mRecord, Campaign::Forward, mCommandId) && (first || mCampaign.lastErrorIsRefusal()))
        setObsolete(true);
}

bool ActionCommand::push(Campaign &campaign, ActionRecord record)
{
    campaign.undoStack()->push(new ActionCommand(campaign, std::move(record)));
    return campaign.lastError().isEmpty();
}

void ActionCommand::undo()
{
    // A shared campaign's rows another user changed since are his now: the undo is refused and the stack drops it.
    if (!mCampaign.apply(mRecord, Campaign::Backward, mCommandId) && mCampaign.lastErrorIsRefusal())
        setObsolete(true);
}

} // namespace castellan
