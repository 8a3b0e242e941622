#include "side.h"

#include <algorithm>
#include <iterator>

namespace castellan {

QColor defaultSideColor(int n)
{
    static const QColor colors[] = {{0x2b, 0x5c, 0xa8}, {0xb0, 0x30, 0x2a}, {0x3a, 0x8a, 0x3e}, {0xc9, 0x8a, 0x10},
                                    {0x6e, 0x3f, 0x9e}, {0x1f, 0x86, 0x8a}, {0x8a, 0x5a, 0x2b}, {0x5f, 0x5f, 0x5f}};
    return colors[std::max(0, n) % int(std::size(colors))];
}

QColor colorForNewSide(const QString &name, int n)
{
    const QString word = name.trimmed().toLower();
    if (QColor::isValidColorName(word) && !word.startsWith(QLatin1Char('#')))
        return QColor::fromString(word);
    return defaultSideColor(n);
}

} // namespace castellan
