#pragma once

#include <QColor>
#include <QString>

namespace castellan {

/** A faction of the campaign; leaders and forces belong to one. */
struct Side
{
    qint64 id = 0;
    QString name;
    QColor color;

    bool operator==(const Side &) const = default;
};

} // namespace castellan
