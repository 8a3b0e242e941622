#include "mapjson.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"

#include <QJsonArray>

namespace castellan {

namespace {

QJsonObject hexJson(const Hex &h)
{
    return {{QStringLiteral("hex"), hexLabel(h)}, {QStringLiteral("col"), h.col}, {QStringLiteral("row"), h.row}};
}

QJsonObject with(QJsonObject o, const QJsonObject &more)
{
    for (auto it = more.begin(); it != more.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonArray forceNames(const QList<Force> &forces)
{
    QJsonArray names;
    for (const Force &f : forces)
        names.append(f.name);
    return names;
}

} // namespace

QJsonValue scanJson(const Campaign &c)
{
    const MapScan s = c.scan();
    if (!s.isSet())
        return QJsonValue();
    const QPointF shift = s.alignment.shiftInHexes();
    return QJsonObject{{QStringLiteral("image"), s.imageName},
                       {QStringLiteral("hex_width_px"), s.alignment.hexWidthOnScan()},
                       {QStringLiteral("rotation"), s.alignment.rotation},
                       {QStringLiteral("shift_across"), shift.x()},
                       {QStringLiteral("shift_down"), shift.y()},
                       {QStringLiteral("grid_opacity"), qRound(s.gridOpacity * 100)}};
}

QJsonObject mapJson(const Campaign &c)
{
    QJsonArray hexes;
    QJsonArray places;
    for (const MapHex &h : c.mapHexes()) {
        hexes.append(with(hexJson(h.hex),
                          {{QStringLiteral("terrain"), terrainKey(h.terrain)}, {QStringLiteral("place"), h.place}}));
        if (!h.place.isEmpty())
            places.append(with(hexJson(h.hex), {{QStringLiteral("name"), h.place}}));
    }
    QJsonArray fortresses;
    for (const Fortress &f : c.fortresses()) {
        fortresses.append(with(hexJson(f.hex),
                               {{QStringLiteral("id"), f.id},
                                {QStringLiteral("name"), f.name},
                                {QStringLiteral("rating"), f.rating},
                                {QStringLiteral("owner"), c.sideName(f.ownerSideId)},
                                {QStringLiteral("garrison"), forceNames(garrisonOf(c.forces(), f))},
                                {QStringLiteral("besieged"), bool(c.siegeOf(f.id))}}));
    }
    QJsonArray forces;
    for (const Force &f : c.forces()) {
        QJsonArray leaders;
        for (const Leader &l : c.leadersOf(f.id))
            leaders.append(l.name);
        QJsonObject o{{QStringLiteral("id"), f.id},
                      {QStringLiteral("name"), f.name},
                      {QStringLiteral("side"), c.sideName(f.sideId)},
                      {QStringLiteral("on_map"), f.onMap()},
                      {QStringLiteral("good"), f.units.good},
                      {QStringLiteral("flagged"), f.units.flagged},
                      {QStringLiteral("broken"), f.units.broken},
                      {QStringLiteral("leaders"), leaders},
                      {QStringLiteral("movement_left"), movementLeft(c, f)},
                      {QStringLiteral("retreated"), f.retreatedIn(c.turn())}};
        forces.append(f.onMap() ? with(o, hexJson(f.hex)) : o);
    }
    QJsonArray sieges;
    for (const Siege &s : c.sieges()) {
        const auto fort = c.fortress(s.fortressId);
        const auto breach = c.force(s.breachingForceId);
        sieges.append(QJsonObject{{QStringLiteral("id"), s.id},
                                  {QStringLiteral("fortress"), fort ? fort->name : QString()},
                                  {QStringLiteral("besieger"), c.sideName(s.besiegerSideId)},
                                  {QStringLiteral("breaching_force"), breach ? breach->name : QString()},
                                  {QStringLiteral("active"), s.active()},
                                  {QStringLiteral("started_turn"), s.startedTurn},
                                  {QStringLiteral("turns_under_siege"), s.turnsUnderSiege(c.turn())},
                                  {QStringLiteral("units_lost"), s.unitsLost},
                                  {QStringLiteral("rerolls"), s.active() ? siegeRerolls(c, s) : 0},
                                  {QStringLiteral("ended_turn"), s.endedTurn},
                                  {QStringLiteral("end_reason"), s.endReason.shown()}});
    }
    return {{QStringLiteral("columns"), c.grid().columns()},
            {QStringLiteral("rows"), c.grid().rows()},
            {QStringLiteral("turn"), c.turn()},
            {QStringLiteral("phase"), phaseKey(c.phase())},
            {QStringLiteral("hexes"), hexes},
            {QStringLiteral("places"), places},
            {QStringLiteral("fortresses"), fortresses},
            {QStringLiteral("forces"), forces},
            {QStringLiteral("sieges"), sieges},
            {QStringLiteral("scan"), scanJson(c)}};
}

QJsonObject siegeTurnJson(const SiegeTurn &t)
{
    QJsonArray faces;
    for (int f : t.faces)
        faces.append(f);
    return {{QStringLiteral("fortress"), t.fortress}, {QStringLiteral("faces"), faces},
            {QStringLiteral("rerolls"), t.rerolls},   {QStringLiteral("heroic_rerolls"), t.heroicRerolls},
            {QStringLiteral("result"), t.result},     {QStringLiteral("battle"), t.battleResult},
            {QStringLiteral("fell"), t.fell},         {QStringLiteral("ended"), t.ended},
            {QStringLiteral("waits"), t.waits},       {QStringLiteral("summary"), t.summary}};
}

} // namespace castellan
