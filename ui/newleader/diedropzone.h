#pragma once

#include <QWidget>

class QMimeData;

namespace castellan {

/**
 * A place a creation die can be dropped on (RULES L1): the dice pool and each trait slot. It takes only dice
 * of its own creation roll, lights up while one hovers over it, and reports the die dropped.
 */
class DieDropZone : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    /** Only dice of this creation roll are taken. */
    void setRollId(qint64 rollId) { mRollId = rollId; }
    qint64 rollId() const { return mRollId; }
    bool accepts(const QMimeData *mime) const;

Q_SIGNALS:
    void dieDropped(int die);

protected:
    bool isHovered() const { return mHover; }
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void setHovered(bool hovered);

    qint64 mRollId = 0;
    bool mHover = false;
};

} // namespace castellan
