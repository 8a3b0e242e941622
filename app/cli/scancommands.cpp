#include "clicommands.h"
#include "mapjson.h"

#include "campaign/campaign.h"
#include "commands/campaign/scanactions.h"
#include "i18n/argtext.h"

#include <QCommandLineParser>

#include <cmath>

// castellan-cli's commands on the scan under the map: lay it, align it to two hexes, nudge it, the grid over it.
namespace castellan {

namespace {

/** A point of the scan's pixels, "X,Y". */
QPointF pointArg(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    bool okX = false, okY = false;
    const double x = parts.value(0).trimmed().toDouble(&okX);
    const double y = parts.value(1).trimmed().toDouble(&okY);
    if (parts.size() != 2 || !okX || !okY || !std::isfinite(x) || !std::isfinite(y) || std::abs(x) > MaxScanSide * 4.0
        || std::abs(y) > MaxScanSide * 4.0)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("\"%1\" is no point of the scan: give its pixels as X,Y (120,84).").arg(text)};
    return {x, y};
}

/** The centre of the map, which turns and scales leave where it is. */
QPointF mapMiddle(const Campaign &c)
{
    const QSizeF box = mapPlaneSize(c.grid().columns(), c.grid().rows());
    return {box.width() / 2, box.height() / 2};
}

} // namespace

int cmdMapScan(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("map scan FILE IMAGE"));
    auto c = ctx.openCampaign(args[0]);
    const auto o = layScan(*c, args[1]);
    return ctx.report(*c, o, {{QStringLiteral("scan"), scanJson(*c)}});
}

int cmdMapScanRemove(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("map scan-remove FILE"));
    auto c = ctx.openCampaign(args[0]);
    const auto o = removeScan(*c);
    return ctx.report(*c, o, {{QStringLiteral("scan"), scanJson(*c)}});
}

int cmdMapScanAlign(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 5, CliText::tr("map scan-align FILE HEX X,Y HEX X,Y"));
    auto c = ctx.openCampaign(args[0]);
    const ScanMark first{pointArg(args[2]), ctx.hexArg(*c, args[1])};
    const ScanMark second{pointArg(args[4]), ctx.hexArg(*c, args[3])};
    const auto o = alignScan(*c, first, second);
    return ctx.report(*c, o, {{QStringLiteral("scan"), scanJson(*c)}});
}

int cmdMapScanNudge(CliContext &ctx, const QStringList &args)
{
    const QString usage =
        CliText::tr("map scan-nudge FILE [--hex-width PX] [--rotation DEG] [--shift-across C] [--shift-down R]");
    ctx.expectArgs(args, 1, usage);
    const QStringList names{QStringLiteral("hex-width"), QStringLiteral("rotation"), QStringLiteral("shift-across"),
                            QStringLiteral("shift-down")};
    auto c = ctx.openCampaign(args[0]);
    const ScanAlignment now = c->scan().alignment;
    const QPointF shift = now.shiftInHexes();
    const double limits[][2] = {{2.0 / MaxScanScale, 2.0 / MinScanScale},
                                {-180.0, 180.0},
                                {-MaxScanShift / 2, MaxScanShift / 2},
                                {-MaxScanShift / 2, MaxScanShift / 2}};
    const double current[] = {now.hexWidthOnScan(), now.rotation, shift.x(), shift.y()};
    double value[4];
    bool any = false;
    for (int i = 0; i < 4; ++i)
        any =
            (value[i] = ctx.realOption(names[i], current[i], limits[i][0], limits[i][1]), ctx.p.isSet(names[i])) || any;
    if (!any)
        throw CliFailure{ExitCode::BadInput, usage};
    // A new width or turn keeps the middle of the map where it is; a shift given is where the scan goes.
    ScanAlignment next =
        now.scaledAbout(mapMiddle(*c), current[0] / value[0]).rotatedAbout(mapMiddle(*c), value[1] - current[1]);
    if (ctx.p.isSet(names[2]) || ctx.p.isSet(names[3])) {
        const QPointF moved = next.shiftInHexes();
        next.setShiftInHexes(
            {ctx.p.isSet(names[2]) ? value[2] : moved.x(), ctx.p.isSet(names[3]) ? value[3] : moved.y()});
    }
    const auto o = setScanAlignment(*c, next);
    return ctx.report(*c, o, {{QStringLiteral("scan"), scanJson(*c)}});
}

int cmdMapGrid(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("map grid FILE --opacity PERCENT   (0 hides the grid over the scan)");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("opacity")}, usage);
    const int percent = ctx.intOption(QStringLiteral("opacity"), 100, 0, 100);
    auto c = ctx.openCampaign(args[0]);
    const auto o = setGridOpacity(*c, percent / 100.0);
    return ctx.report(*c, o, {{QStringLiteral("scan"), scanJson(*c)}});
}

} // namespace castellan
