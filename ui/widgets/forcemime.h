#pragma once

#include <QMimeData>
#include <QString>

// A force dragged from the Forces pane onto the map: its id, in a MIME type of our own.
namespace castellan {

inline QString forceMimeType()
{
    return QStringLiteral("application/x-castellan-force");
}

/** The drag's data for a force; the caller (a view) owns it. */
inline QMimeData *forceMimeData(qint64 forceId)
{
    auto *data = new QMimeData;
    data->setData(forceMimeType(), QByteArray::number(forceId));
    return data;
}

/** The force a drop carries, or 0. */
inline qint64 forceFromMimeData(const QMimeData *data)
{
    return data && data->hasFormat(forceMimeType()) ? data->data(forceMimeType()).toLongLong() : 0;
}

} // namespace castellan
