#pragma once

#include <QColor>
#include <QIcon>

namespace castellan {

/** A side's colour as a small rounded square, for lists, combos and labels. */
QIcon sideChip(const QColor &color, int size);

} // namespace castellan
