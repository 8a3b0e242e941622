#pragma once

#include <QString>

#include <functional>

class QSpinBox;

namespace castellan {

/** A spin box whose suffix agrees with its number ("1 hex", "3 hexes"): `suffix` is asked again at each change. */
void setCountSuffix(QSpinBox *spin, const std::function<QString(int)> &suffix);

} // namespace castellan
