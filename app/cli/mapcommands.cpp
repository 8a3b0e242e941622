#include "clicommands.h"
#include "cliwriters.h"
#include "mapjson.h"

#include "campaign/campaign.h"
#include "commands/campaign/sideactions.h"
#include "commands/forces/mapactions.h"
#include "i18n/argtext.h"
#include "model/limits.h"

#include <QCommandLineParser>
#include <QJsonArray>

// castellan-cli's map commands: the map drawn (size, terrain, places, fortresses) and forces placed and moved.
namespace castellan {

namespace {

/** What a force looks like on the map after an action: where, and what it may still do this turn. */
QJsonObject forceOnMap(const Campaign &c, qint64 forceId)
{
    const Force f = *c.force(forceId);
    QJsonObject o = forceJson(c, f);
    o.insert(QStringLiteral("hex"), f.onMap() ? QJsonValue(hexLabel(f.hex)) : QJsonValue());
    o.insert(QStringLiteral("movement_left"), movementLeft(c, f));
    return o;
}

/** RULES F0, T1: the battle a move into an enemy's hex brings, as `battle_due`; null when none. */
QJsonValue battleDueJson(const Campaign &c, const Force &mover)
{
    const QList<Force> enemies = enemiesAt(c, mover.sideId, mover.hex);
    if (!mover.onMap() || enemies.isEmpty())
        return QJsonValue();
    QJsonArray names;
    for (const Force &e : enemies)
        names.append(e.name);
    return QJsonObject{{QStringLiteral("hex"), hexLabel(mover.hex)}, {QStringLiteral("defenders"), names}};
}

} // namespace

int cmdMapSize(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("map size FILE --columns C --rows R");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("columns"), QStringLiteral("rows")}, usage);
    const int columns = ctx.intOption(QStringLiteral("columns"), 0, 1, MaxMapSide);
    const int rows = ctx.intOption(QStringLiteral("rows"), 0, 1, MaxMapSide);
    auto c = ctx.openCampaign(args[0]);
    const auto o = setMapSize(*c, columns, rows);
    return ctx.report(*c, o,
                      {{QStringLiteral("columns"), c->grid().columns()}, {QStringLiteral("rows"), c->grid().rows()}});
}

int cmdMapTerrain(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("map terrain FILE HEX TERRAIN"));
    const auto terrain = terrainFromKey(args[2].trimmed().toLower());
    if (!terrain) {
        QStringList keys;
        for (int t = 0; t < TerrainCount; ++t)
            keys << terrainKey(Terrain(t));
        throw CliFailure{
            ExitCode::BadInput,
            CliText::tr("\"%1\" is no terrain; the terrains are %2.").arg(args[2], keys.join(QStringLiteral(", ")))};
    }
    auto c = ctx.openCampaign(args[0]);
    const Hex hex = ctx.hexArg(*c, args[1]);
    const auto o = paintTerrain(*c, {hex}, *terrain);
    return ctx.report(*c, o,
                      {{QStringLiteral("hex"), hexLabel(hex)}, {QStringLiteral("terrain"), terrainKey(*terrain)}});
}

int cmdMapPlace(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("map place FILE HEX NAME   (an empty NAME removes it)"));
    ctx.expectGoodPlace(args[2]);
    auto c = ctx.openCampaign(args[0]);
    const Hex hex = ctx.hexArg(*c, args[1]);
    const auto o = namePlace(*c, hex, args[2]);
    return ctx.report(*c, o, {{QStringLiteral("hex"), hexLabel(hex)}, {QStringLiteral("place"), c->mapHex(hex).place}});
}

int cmdFortressAdd(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("fortress add FILE --name NAME --hex HEX --rating R --side SIDE");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("name"), QStringLiteral("hex"), QStringLiteral("rating"), QStringLiteral("side")},
                      usage);
    const int rating = ctx.intOption(QStringLiteral("rating"), 0, 1, MaxFortressRating);
    ctx.expectGoodName(
        ctx.p.value(QStringLiteral("name")),
        CliText::tr("A fortress's name has 1 to %1 characters, without control characters.").arg(MaxNameLength));
    auto c = ctx.openCampaign(args[0]);
    const Hex hex = ctx.hexArg(*c, ctx.p.value(QStringLiteral("hex")));
    // A new side as Edit ▸ Sides makes one, and taken back if the fortress is refused.
    const auto o = forSideNamed(*c, ctx.p.value(QStringLiteral("side")), [&](qint64 side) {
        return addFortress(*c, ctx.p.value(QStringLiteral("name")), hex, rating, side);
    });
    QJsonObject extra;
    if (o.ok) {
        const Fortress f = *c->fortressAt(hex);
        extra = {{QStringLiteral("fortress"),
                  QJsonObject{{QStringLiteral("name"), f.name},
                              {QStringLiteral("hex"), hexLabel(f.hex)},
                              {QStringLiteral("rating"), f.rating},
                              {QStringLiteral("owner"), c->sideName(f.ownerSideId)}}}};
    }
    return ctx.report(*c, o, extra);
}

int cmdForcePlace(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("force place FILE FORCE --hex HEX   (--hex off takes it off the map)");
    ctx.expectArgs(args, 2, usage);
    ctx.expectOptions({QStringLiteral("hex")}, usage);
    auto c = ctx.openCampaign(args[0]);
    const Force f = ctx.findForce(*c, args[1]);
    const QString where = ctx.p.value(QStringLiteral("hex"));
    const Hex hex = where.compare(QLatin1String("off"), Qt::CaseInsensitive) == 0 ? Hex{-1, -1} : ctx.hexArg(*c, where);
    const auto o = placeForce(*c, f.id, hex);
    return ctx.report(*c, o, o.ok ? QJsonObject{{QStringLiteral("force"), forceOnMap(*c, f.id)}} : QJsonObject{});
}

int cmdForceMove(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("force move FILE FORCE --to HEX[,HEX...] [--forced-march]");
    ctx.expectArgs(args, 2, usage);
    ctx.expectOptions({QStringLiteral("to")}, usage);
    auto c = ctx.openCampaign(args[0]);
    const Force f = ctx.findForce(*c, args[1]);
    QList<Hex> path;
    for (const QString &label : ctx.p.value(QStringLiteral("to")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        path << ctx.hexArg(*c, label);
    if (path.isEmpty())
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    QList<Roll> rolls;
    QStringList lines;
    if (ctx.p.isSet(QStringLiteral("forced-march"))) {
        const auto march = forcedMarch(*c, f.id); // RULES T1a: rolled first; a die rolled stays in the log
        if (!march.ok)
            ctx.fail(march);
        rolls << march.rolls;
        lines << march.summary;
    }
    const auto o = moveForceAlong(*c, f.id, path); // RULES T1a, F6a: the whole path, one action
    if (!o.ok)
        ctx.fail(o);
    lines << o.summary;
    Outcome done;
    done.summary = lines.join(QLatin1Char(' '));
    done.rolls = rolls;
    done.forceId = f.id;
    const Force after = *c->force(f.id);
    const QJsonValue due = battleDueJson(*c, after);
    if (due.isObject())
        done.summary += QLatin1Char(' ')
            + CliText::tr("A battle is due at %1: fight it with battle --hex %1.").arg(hexLabel(after.hex));
    return ctx.report(*c, done, {{QStringLiteral("force"), forceOnMap(*c, f.id)}, {QStringLiteral("battle_due"), due}});
}

int cmdPhase(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("phase FILE --begin-movement");
    ctx.expectArgs(args, 1, usage);
    ctx.expectFlag(QStringLiteral("begin-movement"), usage);
    auto c = ctx.openCampaign(args[0]);
    const auto o = beginMovement(*c);
    return ctx.report(*c, o, {{QStringLiteral("turn"), c->turn()}, {QStringLiteral("phase"), phaseKey(c->phase())}});
}

} // namespace castellan
