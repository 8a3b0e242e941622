#include "clicommands.h"
#include "cliwriters.h"

#include "campaign/campaign.h"
#include "commands/campaignbattle.h"
#include "commands/forceactions.h"
#include "i18n/argtext.h"

#include <QCommandLineParser>
#include <QJsonArray>

// castellan-cli's force commands: force add and list, and battle --auto.
namespace castellan {

using Text = CliText;

int cmdForceAdd(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, Text::tr("force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] "
                           "[--leaders NAME,NAME,...]"));
    const QString name = ctx.p.value(QStringLiteral("name")).trimmed();
    const QString side = ctx.p.value(QStringLiteral("side")).trimmed();
    if (name.isEmpty() || side.isEmpty() || !ctx.p.isSet(QStringLiteral("units")))
        throw CliFailure{ExitCode::BadInput, Text::tr("force add needs --name, --side and --units.")};
    const int units = ctx.intOption(QStringLiteral("units"), 0, 0, 10000);
    const int broken = ctx.intOption(QStringLiteral("broken"), 0, 0, 10000);
    auto c = ctx.openCampaign(args[0]);
    QList<qint64> leaders;
    const QStringList names = ctx.p.value(QStringLiteral("leaders")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &n : names)
        leaders << ctx.findLeader(*c, n.trimmed()).id;
    if (const QString why = whyCannotNameForce(*c, name); !why.isEmpty()) // before a side is made for it
        throw CliFailure{ExitCode::RulesRefuse, why};
    const auto o = createForce(*c, name, c->sideNamed(side), ctx.p.value(QStringLiteral("location")),
                                       {units, 0, broken}, leaders);
    if (!o.ok)
        ctx.fail(o);
    const Force f = *c->force(o.forceId);
    return ctx.print(forceJson(*c, f), forceLine(*c, f));
}

int cmdForceList(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, Text::tr("force list FILE"));
    auto c = ctx.readCampaign(args[0]);
    QJsonArray all;
    QStringList lines;
    const QList<Force> forces = c->forces();
    for (const Force &f : forces) {
        all.append(forceJson(*c, f));
        lines << forceLine(*c, f);
    }
    if (lines.isEmpty())
        lines << Text::tr("No forces yet.");
    return ctx.print(all, lines.join(QLatin1Char('\n')));
}

int cmdBattle(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, Text::tr("battle FILE --attacker FORCE --defender FORCE --auto"));
    if (!ctx.p.isSet(QStringLiteral("attacker")) || !ctx.p.isSet(QStringLiteral("defender")))
        throw CliFailure{ExitCode::BadInput, Text::tr("battle needs --attacker FORCE and --defender FORCE.")};
    if (!ctx.p.isSet(QStringLiteral("auto")))
        throw CliFailure{ExitCode::BadInput, Text::tr("castellan-cli fights battles with --auto (the default choices of RULES F9); "
                                   "fight one step by step in the app.")};
    auto c = ctx.openCampaign(args[0]);
    const Force a = ctx.findForce(*c, ctx.p.value(QStringLiteral("attacker")));
    const Force d = ctx.findForce(*c, ctx.p.value(QStringLiteral("defender")));
    CampaignBattle fight(*c, a.id, d.id);
    if (!fight.refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, fight.refusal()};
    fight.battle().resolveToEnd();
    const auto o = fight.finish();
    if (!o.ok)
        ctx.fail(o);
    QStringList lines{o.summary};
    const QJsonArray events = fight.report().value(QStringLiteral("events")).toArray();
    for (const QJsonValue &e : events)
        lines << Text::tr("  round %1: %2").arg(argText(e.toObject().value(QStringLiteral("round")).toInt()),
                                                argText(e.toObject().value(QStringLiteral("text")).toString()));
    return ctx.print(fight.report(), lines.join(QLatin1Char('\n')));
}

} // namespace castellan
