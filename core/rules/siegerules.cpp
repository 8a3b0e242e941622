#include "siegerules.h"

namespace castellan {

BreakInResult breakInResult(int face)
{
    if (face == 1)
        return BreakInResult::UnitLost;
    if (face == 6)
        return BreakInResult::BreakIn;
    return BreakInResult::Nothing;
}

namespace {

const char *const SiegeRerollsKeys[] = {"all_but_6", "only_1", "none"};

} // namespace

QString siegeRerollsKey(SiegeRerolls which)
{
    return QLatin1String(SiegeRerollsKeys[int(which)]);
}

std::optional<SiegeRerolls> siegeRerollsFromKey(const QString &key)
{
    for (int i = 0; i < 3; ++i) {
        if (key == QLatin1String(SiegeRerollsKeys[i]))
            return SiegeRerolls(i);
    }
    return std::nullopt;
}

QStringList siegeRerollsKeys()
{
    QStringList keys;
    for (const char *key : SiegeRerollsKeys)
        keys << QLatin1String(key);
    return keys;
}

TurnRolls defaultTurn(const QList<int> &faces, int rerolls)
{
    TurnRolls t;
    for (int face : faces) {
        ++t.used;
        t.result = breakInResult(face);
        if (!rerollByDefault(face) || t.used > rerolls)
            break;
    }
    return t;
}

} // namespace castellan
