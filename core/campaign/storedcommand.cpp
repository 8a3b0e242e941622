#include "storedcommand.h"

#include "campaign.h"

namespace castellan {

StoredCommand::StoredCommand(Campaign &campaign, qint64 commandId, const QString &text)
    : QUndoCommand(text)
    , mCampaign(campaign)
    , mCommandId(commandId)
{ }

void StoredCommand::redo()
{
    // Refused (another user's change since, on a shared campaign): the stack drops it, as it does an action's.
    if (mArmed && !mCampaign.applyStored(mCommandId, Campaign::Forward) && mCampaign.lastErrorIsRefusal())
        setObsolete(true);
}

void StoredCommand::undo()
{
    if (mArmed && !mCampaign.applyStored(mCommandId, Campaign::Backward) && mCampaign.lastErrorIsRefusal())
        setObsolete(true);
}

} // namespace castellan
