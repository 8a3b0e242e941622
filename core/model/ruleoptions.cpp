#include "ruleoptions.h"

namespace castellan {

namespace {

QString flag(bool on)
{
    return on ? QStringLiteral("1") : QStringLiteral("0");
}

/** A whole number within [low, high], else the fallback. */
int number(const QString &value, int low, int high, int fallback)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    return ok && n >= low && n <= high ? n : fallback;
}

} // namespace

QList<std::pair<QString, QString>> RuleOptions::toMeta() const
{
    QList<std::pair<QString, QString>> rows{{assignInOrderKey(), flag(assignInOrder)},
                                            {recoveryFullKey(), flag(recoveryRestoresFull)},
                                            {forceMovementKey(), QString::number(forceMovement)},
                                            {leaderMovementKey(), QString::number(leaderMovement)}};
    for (int t = 0; t < TerrainCount; ++t)
        rows.append({movementCostKey(Terrain(t)), QString::number(terrainCost[std::size_t(t)])});
    return rows;
}

bool RuleOptions::set(const QString &key, const QString &value)
{
    const RuleOptions defaults;
    if (key == assignInOrderKey()) {
        assignInOrder = value == QLatin1String("1");
    } else if (key == recoveryFullKey()) {
        recoveryRestoresFull = value == QLatin1String("1");
    } else if (key == forceMovementKey()) {
        forceMovement = number(value, 1, 99, defaults.forceMovement);
    } else if (key == leaderMovementKey()) {
        leaderMovement = number(value, 1, 99, defaults.leaderMovement);
    } else {
        for (int t = 0; t < TerrainCount; ++t) {
            if (key == movementCostKey(Terrain(t))) {
                terrainCost[std::size_t(t)] = number(value, 0, 99, defaults.terrainCost[std::size_t(t)]);
                return true;
            }
        }
        return false;
    }
    return true;
}

RuleOptions RuleOptions::fromMeta(const std::function<QString(const QString &)> &meta)
{
    RuleOptions options;
    for (const auto &[key, fallback] : RuleOptions().toMeta()) {
        const QString value = meta(key);
        if (!value.isEmpty())
            options.set(key, value);
    }
    return options;
}

} // namespace castellan
