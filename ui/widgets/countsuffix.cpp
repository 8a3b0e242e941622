#include "countsuffix.h"

#include <QSpinBox>

namespace castellan {

void setCountSuffix(QSpinBox *spin, const std::function<QString(int)> &suffix)
{
    spin->setSuffix(suffix(spin->value()));
    QObject::connect(spin, &QSpinBox::valueChanged, spin, [spin, suffix](int n) { spin->setSuffix(suffix(n)); });
}

} // namespace castellan
