#include "ruleoptions.h"

#include <QCoreApplication>

#include <algorithm>

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
                                            {tableDiceKey(), flag(tableDice)},
                                            {forceMovementKey(), QString::number(forceMovement)},
                                            {leaderMovementKey(), QString::number(leaderMovement)},
                                            {hiddenMovementKey(), flag(hiddenMovement)},
                                            {sightRadiusKey(), QString::number(sightRadius)},
                                            {historyDelayKey(), QString::number(historyDelay)},
                                            {answerHoursKey(), QString::number(answerHours)}};
    for (int t = 0; t < TerrainCount; ++t)
        rows.append({movementCostKey(Terrain(t)), QString::number(terrainCost[std::size_t(t)])});
    return rows;
}

QString RuleOptions::whyBadValue(const QString &key, const QString &value)
{
    const auto isKey = [&key](const auto &row) { return row.first == key; };
    const auto rows = RuleOptions().toMeta();
    if (std::none_of(rows.cbegin(), rows.cend(), isKey))
        return QCoreApplication::translate("RuleOptions", "There is no rule option %1.").arg(key);
    if (key == assignInOrderKey() || key == recoveryFullKey() || key == tableDiceKey() || key == hiddenMovementKey()) {
        if (value != QLatin1String("0") && value != QLatin1String("1"))
            return QCoreApplication::translate("RuleOptions", "%1 is 1 (on) or 0 (off).").arg(key);
        return {};
    }
    const int low = key == forceMovementKey() || key == leaderMovementKey() ? 1 : 0;
    bool ok = false;
    const int n = value.toInt(&ok);
    if (!ok || n < low || n > 99)
        return QCoreApplication::translate("RuleOptions", "%1 takes a whole number from %2 to 99.").arg(key).arg(low);
    return {};
}

bool RuleOptions::set(const QString &key, const QString &value)
{
    const RuleOptions defaults;
    if (key == assignInOrderKey()) {
        assignInOrder = value == QLatin1String("1");
    } else if (key == recoveryFullKey()) {
        recoveryRestoresFull = value == QLatin1String("1");
    } else if (key == tableDiceKey()) {
        tableDice = value == QLatin1String("1");
    } else if (key == hiddenMovementKey()) {
        hiddenMovement = value == QLatin1String("1");
    } else if (key == sightRadiusKey()) {
        sightRadius = number(value, 0, 99, defaults.sightRadius);
    } else if (key == historyDelayKey()) {
        historyDelay = number(value, 0, 99, defaults.historyDelay);
    } else if (key == answerHoursKey()) {
        answerHours = number(value, 0, 99, defaults.answerHours);
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
