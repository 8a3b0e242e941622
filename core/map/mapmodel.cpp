#include "mapmodel.h"

#include <QCoreApplication>
#include <algorithm>

#include <array>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct MapModelText
{
    Q_DECLARE_TR_FUNCTIONS(MapModel)
};

constexpr std::array<const char *, TerrainCount> Keys{"clear", "forest", "hills", "mountains", "marsh", "water"};

} // namespace

QString terrainKey(Terrain t)
{
    return QLatin1String(Keys[std::size_t(t)]);
}

std::optional<Terrain> terrainFromKey(const QString &key)
{
    for (int i = 0; i < TerrainCount; ++i) {
        if (key == QLatin1String(Keys[std::size_t(i)]))
            return Terrain(i);
    }
    return std::nullopt;
}

QString terrainName(Terrain t)
{
    switch (t) {
    case Terrain::Clear: return MapModelText::tr("Clear");
    case Terrain::Forest: return MapModelText::tr("Forest");
    case Terrain::Hills: return MapModelText::tr("Hills");
    case Terrain::Mountains: return MapModelText::tr("Mountains");
    case Terrain::Marsh: return MapModelText::tr("Marsh");
    case Terrain::Water: return MapModelText::tr("Water");
    }
    return {};
}

QString movementCostKey(Terrain t)
{
    return QStringLiteral("movement.cost.") + terrainKey(t);
}

MapHex hexIn(const QHash<Hex, MapHex> &hexes, const Hex &h)
{
    const auto it = hexes.constFind(h);
    if (it != hexes.cend())
        return *it;
    MapHex plain;
    plain.hex = h;
    return plain;
}

QString hexLabel(const Hex &h)
{
    return QStringLiteral("%1%2").arg(QStringLiteral("%1").arg(h.col + 1, 2, 10, QLatin1Char('0')),
                                      QStringLiteral("%1").arg(h.row + 1, 2, 10, QLatin1Char('0')));
}

QString hexLabels(const QList<Hex> &hexes)
{
    QStringList labels;
    for (const Hex &h : hexes)
        labels << hexLabel(h);
    return labels.join(QStringLiteral(", "));
}

std::optional<Hex> hexFromLabel(const QString &label)
{
    // Digits only, as the map writes them: no sign, no space, no line's end.
    const QString &t = label;
    if (t.isEmpty()
        || !std::all_of(
            t.cbegin(), t.cend(),
            [](QChar c) { return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-'); })
        || t.count(QLatin1Char('-')) > 1)
        return std::nullopt;
    bool okCol = false;
    bool okRow = false;
    int col = 0;
    int row = 0;
    if (t.contains(QLatin1Char('-'))) {
        col = t.section(QLatin1Char('-'), 0, 0).toInt(&okCol);
        row = t.section(QLatin1Char('-'), 1, 1).toInt(&okRow);
    } else if (t.size() == 4) {
        col = t.left(2).toInt(&okCol);
        row = t.right(2).toInt(&okRow);
    }
    if (!okCol || !okRow || col < 1 || row < 1)
        return std::nullopt;
    return Hex{col - 1, row - 1};
}

} // namespace castellan
