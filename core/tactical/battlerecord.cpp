#include "battlerecord.h"

#include <QJsonArray>

namespace castellan {

namespace {

QJsonObject unitJson(const Ruleset &rules, const TacticalUnit &u, bool onBoard)
{
    return {{QStringLiteral("id"), u.id},
            {QStringLiteral("side"), u.side},
            {QStringLiteral("type"), rules.units[u.type].key},
            {QStringLiteral("hex"), onBoard ? QJsonValue(hexLabel(u.hex)) : QJsonValue()},
            {QStringLiteral("figures"), u.figures},
            {QStringLiteral("leader"), u.leader ? QJsonValue(u.leader->name) : QJsonValue()},
            {QStringLiteral("rerolls"), u.leader ? u.leader->rerolls : 0}}; // RULES H2: what he may spend
}

} // namespace

QJsonObject boardJson(const TacticalBattle &battle)
{
    const TacticalBoard &board = battle.board();
    QJsonObject terrain;
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.columns; ++col) {
            const int t = board.terrainAt({col, row});
            if (t != 0)
                terrain.insert(hexLabel({col, row}), battle.rules().terrain[t].key);
        }
    }
    return {{QStringLiteral("columns"), board.columns},
            {QStringLiteral("rows"), board.rows},
            {QStringLiteral("terrain"), terrain}};
}

QJsonArray startingUnitsJson(const TacticalBattle &battle)
{
    QJsonArray units;
    for (const TacticalUnit &u : battle.setup().units)
        units.append(unitJson(battle.rules(), u, true));
    for (const TacticalMarch &m : battle.setup().marches) {
        for (const TacticalUnit &u : m.units)
            units.append(unitJson(battle.rules(), u, false));
    }
    return units;
}

QJsonObject battleRecordJson(const TacticalBattle &battle)
{
    QJsonArray events;
    for (const QJsonObject &e : battle.events())
        events.append(e);
    return {{QStringLiteral("board"), boardJson(battle)},
            {QStringLiteral("units"), startingUnitsJson(battle)},
            {QStringLiteral("events"), events}};
}

} // namespace castellan
