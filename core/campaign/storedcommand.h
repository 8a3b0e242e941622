#pragma once

#include <QUndoCommand>

namespace castellan {

class Campaign;

/**
 * An action of an earlier session on the undo stack (issue 31): undone and redone from the rows it kept before
 * and after, with its rolls marked undone and kept again (D1). Pushed already taken: it writes nothing until the
 * user undoes it.
 */
class StoredCommand : public QUndoCommand
{
public:
    StoredCommand(Campaign &campaign, qint64 commandId, const QString &text);
    void redo() override;
    void undo() override;
    qint64 commandId() const { return mCommandId; }
    /** From now on undo and redo write; until then the stack is being rebuilt as it was left. */
    void arm() { mArmed = true; }

private:
    Campaign &mCampaign;
    qint64 mCommandId;
    bool mArmed = false;
};

} // namespace castellan
