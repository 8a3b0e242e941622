#include "diedropzone.h"

#include "diedrag.h"
#include "rules/traits.h"

#include <QDragEnterEvent>
#include <QDropEvent>

namespace castellan {

bool DieDropZone::accepts(const QMimeData *mime) const
{
    const auto payload = DieDrag::decode(mime);
    return payload && mRollId != 0 && payload->rollId == mRollId && payload->die < TraitCount;
}

void DieDropZone::setHovered(bool hovered)
{
    mHover = hovered;
    update();
}

void DieDropZone::dragEnterEvent(QDragEnterEvent *event)
{
    if (!accepts(event->mimeData())) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::MoveAction);
    event->accept();
    setHovered(true);
}

void DieDropZone::dragMoveEvent(QDragMoveEvent *event)
{
    if (accepts(event->mimeData())) {
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->ignore();
    }
}

void DieDropZone::dragLeaveEvent(QDragLeaveEvent *event)
{
    setHovered(false);
    QWidget::dragLeaveEvent(event);
}

void DieDropZone::dropEvent(QDropEvent *event)
{
    setHovered(false);
    const auto payload = DieDrag::decode(event->mimeData());
    if (!payload || !accepts(event->mimeData())) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::MoveAction);
    event->accept();
    Q_EMIT dieDropped(payload->die);
}

} // namespace castellan
