#include "clicommands.h"

#include "campaign/campaign.h"
#include "commands/campaign/sideactions.h"

#include <QCommandLineParser>
#include <QJsonArray>

// castellan-cli's sides (RULES L2): side list, add, rename, color, remove; each change one undoable action.
namespace castellan {

namespace {

QJsonObject sideJson(const Side &s)
{
    return {{QStringLiteral("id"), s.id}, {QStringLiteral("name"), s.name}, {QStringLiteral("color"), s.color.name()}};
}

QColor colourArg(const QString &text)
{
    const QColor colour = QColor::fromString(text);
    if (!colour.isValid())
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("%1 is not a colour: give one as #rrggbb or by its name (red, "
                                     "navy, …).")
                             .arg(text)};
    return colour;
}

/** Reports a side action with the side as it now stands. */
int reportSide(CliContext &ctx, const Campaign &c, const Outcome &o, const QString &name)
{
    QJsonObject extra;
    if (const auto s = c.sideByName(name))
        extra.insert(QStringLiteral("side"), sideJson(*s));
    return ctx.report(c, o, extra);
}

} // namespace

int cmdSideList(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("side list FILE"));
    auto c = ctx.readCampaign(args[0]);
    QJsonArray all;
    QStringList lines;
    for (const Side &s : c->sides()) {
        all.append(sideJson(s));
        lines << QStringLiteral("%1  %2").arg(s.color.name(), s.name);
    }
    return ctx.print(all, lines.join(QLatin1Char('\n')));
}

int cmdSideAdd(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("side add FILE NAME [--color COLOR]"));
    const QColor colour =
        ctx.p.isSet(QStringLiteral("color")) ? colourArg(ctx.p.value(QStringLiteral("color"))) : QColor();
    auto c = ctx.openCampaign(args[0]);
    ctx.expectGoodName(args[1], whyCannotNameSide(*c, args[1]));
    return reportSide(ctx, *c, createSide(*c, args[1], colour), args[1].trimmed());
}

int cmdSideRename(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("side rename FILE SIDE NAME"));
    auto c = ctx.openCampaign(args[0]);
    const qint64 id = ctx.findSide(*c, args[1]);
    ctx.expectGoodName(args[2], whyCannotNameSide(*c, args[2], id));
    return reportSide(ctx, *c, renameSide(*c, id, args[2]), args[2].trimmed());
}

int cmdSideColor(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("side color FILE SIDE COLOR"));
    const QColor colour = colourArg(args[2]);
    auto c = ctx.openCampaign(args[0]);
    const qint64 id = ctx.findSide(*c, args[1]);
    return reportSide(ctx, *c, recolorSide(*c, id, colour), c->sideName(id));
}

int cmdSideRemove(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("side remove FILE SIDE"));
    auto c = ctx.openCampaign(args[0]);
    return ctx.report(*c, removeSide(*c, ctx.findSide(*c, args[1])));
}

} // namespace castellan
