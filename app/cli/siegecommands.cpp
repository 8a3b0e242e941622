#include "clicommands.h"
#include "cliwriters.h"
#include "mapjson.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "commands/sieges/siegeactions.h"
#include "commands/sieges/siegephase.h"
#include "commands/sieges/sortie.h"
#include "model/limits.h"

#include <QCommandLineParser>

// castellan-cli's siege commands: lay, lift and roll (RULES S1, S2, S5), and the sortie (S4).
namespace castellan {

namespace {

Siege siegeAt(const Campaign &c, const Fortress &fort)
{
    const auto s = c.siegeOf(fort.id);
    if (!s)
        throw CliFailure{ExitCode::RulesRefuse, CliText::tr("%1 is not under siege.").arg(fort.name)};
    return *s;
}

QJsonObject siegeState(const Campaign &c, qint64 siegeId)
{
    const Siege s = *c.siege(siegeId);
    const auto breach = c.force(s.breachingForceId);
    return {{QStringLiteral("fortress"), c.fortress(s.fortressId)->name},
            {QStringLiteral("besieger"), c.sideName(s.besiegerSideId)},
            {QStringLiteral("breaching_force"), breach ? breach->name : QString()},
            {QStringLiteral("active"), s.active()},
            {QStringLiteral("units_lost"), s.unitsLost},
            {QStringLiteral("ended_turn"), s.endedTurn},
            {QStringLiteral("end_reason"), s.endReason.shown()}};
}

} // namespace

int cmdSiegeLay(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("siege lay FILE --fortress NAME --breaching FORCE");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("fortress"), QStringLiteral("breaching")}, usage);
    auto c = ctx.openCampaign(args[0]);
    const Fortress fort = ctx.findFortress(*c, ctx.p.value(QStringLiteral("fortress")));
    const Force breach = ctx.findForce(*c, ctx.p.value(QStringLiteral("breaching")));
    const auto o = laySiege(*c, fort.id, breach.id);
    return ctx.report(
        *c, o, o.ok ? QJsonObject{{QStringLiteral("siege"), siegeState(*c, c->siegeOf(fort.id)->id)}} : QJsonObject{});
}

int cmdSiegeLift(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("siege lift FILE --fortress NAME");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("fortress")}, usage);
    auto c = ctx.openCampaign(args[0]);
    const Fortress fort = ctx.findFortress(*c, ctx.p.value(QStringLiteral("fortress")));
    const Siege s = siegeAt(*c, fort);
    const auto o = liftSiege(*c, s.id);
    return ctx.report(*c, o, o.ok ? QJsonObject{{QStringLiteral("siege"), siegeState(*c, s.id)}} : QJsonObject{});
}

int cmdSiegeRoll(CliContext &ctx, const QStringList &args)
{
    const QString usage =
        CliText::tr("siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH] "
                    "[--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("fortress")}, usage);
    const int rerolls = ctx.intOption(QStringLiteral("rerolls"), -1, 0, MaxRerolls);
    const int heroic = ctx.intOption(QStringLiteral("heroic-rerolls"), 0, 0, MaxRerolls);
    const SiegeRerolls which = ctx.siegeRerollsOption();
    auto c = ctx.openCampaign(args[0]);
    const Fortress fort = ctx.findFortress(*c, ctx.p.value(QStringLiteral("fortress")));
    const Siege s = siegeAt(*c, fort);
    const qint64 firstRoll = c->rolls().rollCount();
    const SiegeTurn turn = rollSiegeTurn(*c, s.id, rerolls, heroic, which, ctx.choicesFighter(*c));
    if (!turn.refusal.isEmpty())
        throw CliFailure{turn.fileProblem ? ExitCode::BadInput : ExitCode::RulesRefuse, turn.refusal};
    Outcome done;
    done.summary = turn.summary;
    done.rolls = c->rolls().rolls({}, 0, c->rolls().rollCount() - firstRoll);
    std::reverse(done.rolls.begin(), done.rolls.end()); // newest first from the store
    QJsonObject extra = siegeTurnJson(turn);
    extra.insert(QStringLiteral("siege"), siegeState(*c, s.id));
    return ctx.report(*c, done, extra);
}

int cmdSortie(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy] "
                                      "[--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("fortress"), QStringLiteral("target")}, usage);
    if (!ctx.p.isSet(QStringLiteral("auto")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("castellan-cli fights battles with --auto (the default choices of RULES F9); "
                                     "fight one step by step in the app.")};
    if (ctx.p.isSet(QStringLiteral("force")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("A sortie takes the good-order units of every garrison force (RULES S4): name "
                                     "the leaders who go with --leaders, not a force.")};
    auto c = ctx.openCampaign(args[0]);
    const Fortress fort = ctx.findFortress(*c, ctx.p.value(QStringLiteral("fortress")));
    const Siege s = siegeAt(*c, fort);
    const Force target = ctx.findForce(*c, ctx.p.value(QStringLiteral("target")));
    const SortieOrder order{target.id, ctx.leadersOption(*c, QStringLiteral("leaders")),
                            ctx.p.isSet(QStringLiteral("occupy"))};
    if (const QString why = whyNoSortie(*c, s.id, order); !why.isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, why};
    auto fight = sortieBattle(*c, s.id, order);
    if (!fight->refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, fight->refusal()};
    if (const FightToEnd chosen = ctx.choicesFighter(*c)) // RULES T4: as the referee fights with standing orders
        chosen(*fight);
    else
        fight->battle().resolveToEnd();
    const auto o = fight->finish();
    QJsonObject extra = fight->report();
    extra.insert(QStringLiteral("siege"), siegeState(*c, s.id));
    return ctx.report(*c, o, extra);
}

} // namespace castellan
