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

/** The colour the n-th side of a campaign gets when nobody chose one (0: the first side). */
QColor defaultSideColor(int n);
/** The colour a new side named `name` gets: the colour it names ("Red" is red), else defaultSideColor(n). */
QColor colorForNewSide(const QString &name, int n);

} // namespace castellan
