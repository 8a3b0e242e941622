#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

class QMimeData;

namespace castellan {

class DieFaceWidget;

/**
 * What dragging a creation die carries (RULES L1): the creation roll and the index of the die in it, so a
 * trait slot or the dice pool only takes dice of its own roll. Drags between dialogs or from elsewhere are
 * refused.
 */
class DieDrag
{
public:
    struct Payload
    {
        qint64 rollId = 0;
        int die = -1;
    };

    static QString mimeType();
    /** The MIME data a drag of `die` from the creation roll `rollId` carries; the caller owns it. */
    static QMimeData *mimeData(qint64 rollId, int die);
    /** The die a drag carries, if it is one of ours. */
    static std::optional<Payload> decode(const QMimeData *data);
    /** Drags `die` from `source`, picturing the face; returns when it is dropped or cancelled. */
    static Qt::DropAction exec(DieFaceWidget *source, qint64 rollId, int die);
};

} // namespace castellan
