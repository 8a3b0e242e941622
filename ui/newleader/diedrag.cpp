#include "diedrag.h"

#include "widgets/diefacewidget.h"

#include <QDrag>
#include <QMimeData>
#include <QPixmap>

namespace castellan {

QString DieDrag::mimeType()
{
    return QStringLiteral("application/x-castellan-creation-die");
}

QMimeData *DieDrag::mimeData(qint64 rollId, int die)
{
    auto *data = new QMimeData;
    data->setData(mimeType(), QByteArray::number(rollId) + ':' + QByteArray::number(die));
    return data;
}

std::optional<DieDrag::Payload> DieDrag::decode(const QMimeData *data)
{
    if (!data || !data->hasFormat(mimeType()))
        return std::nullopt;
    const QList<QByteArray> parts = data->data(mimeType()).split(':');
    if (parts.size() != 2)
        return std::nullopt;
    bool okRoll = false;
    bool okDie = false;
    Payload p{parts[0].toLongLong(&okRoll), parts[1].toInt(&okDie)};
    if (!okRoll || !okDie || p.die < 0)
        return std::nullopt;
    return p;
}

Qt::DropAction DieDrag::exec(DieFaceWidget *source, qint64 rollId, int die)
{
    auto *drag = new QDrag(source);
    drag->setMimeData(mimeData(rollId, die));
    const QPixmap picture = source->grab();
    drag->setPixmap(picture);
    drag->setHotSpot(QPoint(picture.width() / 2, picture.height() / 2));
    return drag->exec(Qt::MoveAction, Qt::MoveAction);
}

} // namespace castellan
