#include "roll.h"

#include <QStringList>

#include <numeric>

namespace castellan {

int Roll::count(int face) const
{
    return int(std::count(faces.cbegin(), faces.cend(), face));
}

int Roll::sum() const
{
    return std::accumulate(faces.cbegin(), faces.cend(), 0);
}

QString Roll::facesText() const
{
    QStringList parts;
    parts.reserve(faces.size());
    for (int f : faces)
        parts << QString::number(f);
    return parts.join(QLatin1Char(','));
}

QList<int> Roll::parseFaces(const QString &text, bool *ok)
{
    QList<int> faces;
    bool good = true;
    const auto parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        bool partOk = false;
        const int f = p.trimmed().toInt(&partOk);
        good = good && partOk;
        faces << f;
    }
    if (ok)
        *ok = good;
    return faces;
}

} // namespace castellan
