#pragma once

#include "model/actionrecord.h"

#include <QUndoCommand>

namespace castellan {

class Campaign;

/** The one undo command of the campaign: it applies an ActionRecord (STYLE 8). */
class ActionCommand : public QUndoCommand
{
public:
    ActionCommand(Campaign &campaign, ActionRecord record);
    void redo() override;
    void undo() override;
    const ActionRecord &record() const { return mRecord; }

    /** Pushes an action on the campaign's undo stack; false (and Campaign::lastError) when the file could not
     *  take it, and then nothing changed. */
    static bool push(Campaign &campaign, ActionRecord record);

private:
    Campaign &mCampaign;
    ActionRecord mRecord;
    qint64 mCommandId = 0; ///< the change that first took the action; 0 until it is taken
};

} // namespace castellan
