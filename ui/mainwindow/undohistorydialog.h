#pragma once

#include <QDialog>

class QUndoGroup;

namespace castellan {

/**
 * Edit ▸ Undo History: the open campaign's undo stack, those of earlier sessions included (issue 31). Clicking
 * an action takes the campaign back to just after it; clicking a later one takes the actions again.
 */
class UndoHistoryDialog : public QDialog
{
    Q_OBJECT

public:
    UndoHistoryDialog(QUndoGroup *group, QWidget *parent);
    ~UndoHistoryDialog() override;
};

} // namespace castellan
