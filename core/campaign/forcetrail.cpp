#include "forcetrail.h"

#include <QJsonObject>

#include <algorithm>

namespace castellan {

namespace {

const QString ForceKey = QStringLiteral("forces:");

/** The hex a force row's image puts it in, from where it stood: an image holds only the columns that changed. */
Hex hexOf(const QJsonValue &image, const Hex &stood)
{
    const QJsonObject row = image.toObject();
    return {row.value(QLatin1String("col")).toInt(stood.col), row.value(QLatin1String("row_index")).toInt(stood.row)};
}

bool movesOnTheMap(const QJsonValue &image)
{
    const QJsonObject row = image.toObject();
    return row.contains(QLatin1String("col")) || row.contains(QLatin1String("row_index"));
}

} // namespace

QList<ForceTrail> forceTrails(const QList<StoredChange> &span, const QHash<qint64, Hex> &atEarlier, bool backward)
{
    QList<ForceTrail> trails;
    QHash<qint64, qsizetype> trailOf;
    QHash<qint64, Hex> stands = atEarlier;
    for (const StoredChange &change : span) {
        for (const RowImage &row : change.rows) {
            if (!row.key.startsWith(ForceKey) || !movesOnTheMap(row.after))
                continue;
            const qint64 id = row.key.mid(ForceKey.size()).toLongLong();
            const Hex was = stands.value(id, Hex{-1, -1});
            const Hex now = hexOf(row.after, was);
            stands.insert(id, now);
            if (now == was)
                continue;
            auto at = trailOf.constFind(id);
            if (at == trailOf.cend()) {
                at = trailOf.insert(id, trails.size());
                trails << ForceTrail{id, {was}};
            }
            trails[*at].hexes << now;
        }
    }
    QList<ForceTrail> moved;
    for (ForceTrail &trail : trails) {
        trail.hexes.removeIf([](const Hex &h) { return h.col < 0 || h.row < 0; }); // off the map
        if (trail.hexes.size() < 2 || trail.hexes.first() == trail.hexes.last())
            continue;
        if (backward)
            std::reverse(trail.hexes.begin(), trail.hexes.end());
        moved << trail;
    }
    return moved;
}

} // namespace castellan
