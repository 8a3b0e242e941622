#include "clicommands.h"
#include "cliwriters.h"

#include "campaign/campaign.h"
#include "commands/action/limittext.h"
#include "commands/campaign/sideactions.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/duel.h"
#include "commands/leaders/leaderactions.h"
#include "commands/leaders/leaderretreat.h"
#include "commands/leaders/survivalcheck.h"
#include "i18n/argtext.h"

#include <QCommandLineParser>
#include <QJsonArray>

// castellan-cli's leader commands: leader add, list and show; wound, deed, recover, survive, duel, assassinate.
namespace castellan {

int cmdLeaderAdd(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]"));
    const QString name = ctx.p.value(QStringLiteral("name")).trimmed();
    const QString sideName = ctx.p.value(QStringLiteral("side")).trimmed();
    if (name.isEmpty() || sideName.isEmpty())
        throw CliFailure{ExitCode::BadInput, CliText::tr("leader add needs --name and --side.")};
    QList<Trait> priority;
    if (ctx.p.isSet(QStringLiteral("priority"))) {
        const QStringList keys = ctx.p.value(QStringLiteral("priority")).split(QLatin1Char(','));
        for (const QString &key : keys) {
            const auto t = traitFromKey(key);
            if (!t)
                throw CliFailure{ExitCode::BadInput,
                                 CliText::tr("Unknown trait \"%1\"; the traits are vitality, heroics, duel, "
                                             "maneuver, battle, siege, rally.")
                                     .arg(key.trimmed())};
            if (priority.contains(*t))
                throw CliFailure{ExitCode::BadInput, CliText::tr("The trait %1 is listed twice.").arg(traitKey(*t))};
            priority.append(*t);
        }
    }
    auto c = ctx.openCampaign(args[0]);
    ctx.expectGoodName(name, whyCannotNameLeader(*c, name));
    ctx.expectGoodName(sideName, whyCannotNameSide(*c, sideName));
    if (const QString why = whyCannotNameLeader(*c, name); !why.isEmpty()) // before anything is rolled
        throw CliFailure{ExitCode::RulesRefuse, why};
    QString noSide;
    const qint64 sideId = sideForName(*c, sideName, &noSide); // a new side through the side action
    if (!sideId)
        throw CliFailure{ExitCode::RulesRefuse, noSide};
    const Roll roll = rollCreation(*c, name);
    // RULES L1: by the given priority, or "assign in order".
    const auto dice = priority.isEmpty() ? assignInOrder() : assignByPriority(roll.faces, priority);
    const auto o = createLeader(*c, name, sideId, roll, dice);
    if (!o.ok)
        ctx.fail(o);
    const Leader l = *c->leader(o.leaderId);
    QJsonObject j = leaderJson(*c, l);
    j.insert(QStringLiteral("creation_faces"), rollJson(roll).value(QStringLiteral("faces")));
    return ctx.print(
        j, CliText::tr("Rolled %1 for %2.").arg(roll.facesText(), name) + QLatin1Char('\n') + leaderLine(*c, l));
}

int cmdLeaderList(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("leader list FILE"));
    auto c = ctx.readCampaign(args[0]);
    QJsonArray all;
    QStringList lines;
    const QList<Leader> leaders = c->leaders();
    for (const Leader &l : leaders) {
        all.append(leaderJson(*c, l));
        lines << leaderLine(*c, l);
    }
    if (lines.isEmpty())
        lines << CliText::tr("No leaders yet.");
    return ctx.print(all, lines.join(QLatin1Char('\n')));
}

int cmdLeaderShow(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("leader show FILE NAME"));
    auto c = ctx.readCampaign(args[0]);
    const Leader l = ctx.findLeader(*c, args[1]);
    QJsonObject j = leaderJson(*c, l);
    QJsonArray history;
    QStringList lines{leaderLine(*c, l)};
    if (!l.location.isEmpty())
        lines << CliText::tr("Location: %1").arg(l.location.shown());
    if (!l.notes.isEmpty())
        lines << CliText::tr("Notes: %1").arg(l.notes);
    const QList<HistoryEntry> entries = c->history(l.id);
    for (const HistoryEntry &h : entries) {
        const QString text = h.text.shown();
        QJsonObject e{{QStringLiteral("turn"), h.turn}, {QStringLiteral("text"), text}};
        e.insert(QStringLiteral("roll_id"), h.rollId ? QJsonValue(h.rollId) : QJsonValue());
        history.append(e);
        lines << CliText::tr("  turn %1: %2").arg(argText(h.turn), argText(text));
    }
    j.insert(QStringLiteral("history"), history);
    return ctx.print(j, lines.join(QLatin1Char('\n')));
}

int cmdLeaderCoward(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("leader coward FILE NAME yes|no");
    ctx.expectArgs(args, 3, usage);
    const QString value = args[2].trimmed().toLower();
    if (value != QLatin1String("yes") && value != QLatin1String("no"))
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: %1").arg(usage)};
    auto c = ctx.openCampaign(args[0]);
    return ctx.report(*c, setCoward(*c, ctx.findLeader(*c, args[1]).id, value == QLatin1String("yes")));
}

int cmdLeaderPronoun(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("leader pronoun FILE NAME he|she|they");
    ctx.expectArgs(args, 3, usage);
    const auto pronoun = pronounFromKey(args[2].trimmed().toLower());
    if (!pronoun)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: %1").arg(usage)};
    auto c = ctx.openCampaign(args[0]);
    return ctx.report(*c, setPronoun(*c, ctx.findLeader(*c, args[1]).id, *pronoun));
}

int cmdLeaderNotes(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("leader notes FILE NAME TEXT"));
    auto c = ctx.openCampaign(args[0]);
    return ctx.report(*c, editNotes(*c, ctx.findLeader(*c, args[1]).id, args[2]));
}

int cmdLeaderLocation(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("leader location FILE NAME PLACE"));
    ctx.expectGoodPlace(args[2]);
    auto c = ctx.openCampaign(args[0]);
    return ctx.report(*c, setLocation(*c, ctx.findLeader(*c, args[1]).id, args[2]));
}

int cmdWound(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("wound FILE NAME N"));
    const auto wounds = wholeNumber(args[2]);
    const int n = wounds && *wounds >= 1 && *wounds <= 99 ? int(*wounds) : 0;
    if (n == 0)
        throw CliFailure{ExitCode::BadInput, CliText::tr("N is the number of wounds, a whole number from 1 to 99.")};
    auto c = ctx.openCampaign(args[0]);
    const Leader l = ctx.findLeader(*c, args[1]);
    return ctx.report(*c, woundLeader(*c, l.id, n));
}

int cmdDeed(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("deed FILE NAME"));
    auto c = ctx.openCampaign(args[0]);
    return ctx.report(*c, heroicDeed(*c, ctx.findLeader(*c, args[1]).id));
}

int cmdSurvive(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("survive FILE NAME [--captor SIDE] [--escape-to PLACE]"));
    auto c = ctx.openCampaign(args[0]);
    const Leader l = ctx.findLeader(*c, args[1]);
    const qint64 captor = ctx.p.isSet(QStringLiteral("captor"))
        ? ctx.findSide(*c, ctx.p.value(QStringLiteral("captor")))
        : defaultCaptor(*c, l); // RULES H3: the enemy present
    SurvivalCheck check(*c, l.id, QString());
    if (!check.refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, check.refusal()};
    if (captor == 0 || captor == l.sideId)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Name the enemy side that would capture the leader with --captor SIDE.")};
    if (const QString why = whyPlaceTooLong(ctx.p.value(QStringLiteral("escape-to"))); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why}; // before the roll: a die rolled is never taken back
    check.roll();
    const auto o = check.finish(captor, ctx.p.value(QStringLiteral("escape-to")));
    QJsonObject extra{{QStringLiteral("outcome"),
                       check.result() == Survival::Escapes    ? QStringLiteral("escaped")
                           : check.result() == Survival::Dies ? QStringLiteral("died")
                                                              : QStringLiteral("captured")}};
    return ctx.report(*c, o, extra);
}

int cmdDuel(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("duel FILE NAME NAME [--exchanges N]"));
    int limit = 1000; // RULES G2: until one is disabled or dead; a bound keeps a script from spinning
    if (ctx.p.isSet(QStringLiteral("exchanges"))) {
        const auto exchanges = wholeNumber(ctx.p.value(QStringLiteral("exchanges")));
        limit = exchanges && *exchanges >= 1 && *exchanges <= 1000 ? int(*exchanges) : 0;
        if (limit == 0)
            throw CliFailure{ExitCode::BadInput, CliText::tr("--exchanges takes a whole number from 1 to 1000.")};
    }
    auto c = ctx.openCampaign(args[0]);
    const Leader a = ctx.findLeader(*c, args[1]);
    const Leader b = ctx.findLeader(*c, args[2]);
    Duel duel(*c, a.id, b.id);
    if (!duel.refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, duel.refusal()};
    QJsonArray exchanges;
    for (int i = 0; i < limit && !duel.isOver(); ++i) {
        const auto e = duel.exchange();
        exchanges.append(QJsonObject{{QStringLiteral("exchange"), e.number},
                                     {QStringLiteral("first_roll"), rollJson(e.first)},
                                     {QStringLiteral("second_roll"), rollJson(e.second)},
                                     {QStringLiteral("wounds_to_first"), e.wounds.woundsToFirst},
                                     {QStringLiteral("wounds_to_second"), e.wounds.woundsToSecond}});
    }
    const bool over = duel.isOver();
    const auto o = duel.finish();
    if (!o.ok)
        ctx.fail(o);
    QJsonObject extra{{QStringLiteral("exchanges"), exchanges},
                      {QStringLiteral("finished"), over},
                      {QStringLiteral("first"), leaderJson(*c, *c->leader(a.id))},
                      {QStringLiteral("second"), leaderJson(*c, *c->leader(b.id))},
                      {QStringLiteral("leader"), leaderJson(*c, *c->leader(a.id))}};
    return ctx.report(*c, o, extra);
}

int cmdAssassinate(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("assassinate FILE ASSASSIN TARGET"));
    auto c = ctx.openCampaign(args[0]);
    const Leader a = ctx.findLeader(*c, args[1]);
    const Leader t = ctx.findLeader(*c, args[2]);
    return ctx.report(*c, assassinate(*c, a.id, t.id));
}

int cmdCapture(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("capture FILE LEADER --by SIDE");
    ctx.expectArgs(args, 2, usage);
    ctx.expectOptions({QStringLiteral("by")}, usage);
    auto c = ctx.openCampaign(args[0]);
    const Leader l = ctx.findLeader(*c, args[1]);
    const qint64 side = ctx.findSide(*c, ctx.p.value(QStringLiteral("by")));
    return ctx.report(*c, setCaptured(*c, l.id, side));
}

int cmdLeaderRetreat(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("retreat FILE LEADER [--to HEX]"));
    auto c = ctx.openCampaign(args[0]);
    const Leader l = ctx.findLeader(*c, args[1]);
    Hex to{-1, -1};
    if (ctx.p.isSet(QStringLiteral("to"))) {
        to = ctx.hexArg(*c, ctx.p.value(QStringLiteral("to")));
        const QList<Hex> ways = leaderRetreatHexes(*c, l.id);
        if (whyNoLeaderRetreat(*c, l.id).isEmpty() && !ways.contains(to))
            throw CliFailure{ExitCode::RulesRefuse,
                             CliText::tr("%1 may retreat to %2, not %3 (RULES F8, F6a).")
                                 .arg(l.name, hexLabels(ways), hexLabel(to))};
    }
    const qint64 captor = leaderRetreatCaptor(*c, l.id);
    const LeaderRetreat r = attemptLeaderRetreat(*c, l.id, to);
    QJsonObject extra{
        {QStringLiteral("retreated"), r.retreated},
        {QStringLiteral("face"), r.face},
        {QStringLiteral("hex"), r.retreated ? hexLabel(r.to) : QJsonValue()},
        {QStringLiteral("must_duel_or_be_captured"), r.outcome.ok && !r.retreated},
        {QStringLiteral("captor"), !r.retreated && captor ? QJsonValue(c->sideName(captor)) : QJsonValue()}};
    return ctx.report(*c, r.outcome, extra);
}

int cmdRelease(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("release FILE LEADER [--to FORCE]"));
    auto c = ctx.openCampaign(args[0]);
    const Leader l = ctx.findLeader(*c, args[1]);
    std::optional<Force> to;
    if (ctx.p.isSet(QStringLiteral("to"))) {
        to = ctx.findForce(*c, ctx.p.value(QStringLiteral("to")));
        if (to->sideId != l.sideId)
            throw CliFailure{ExitCode::RulesRefuse,
                             CliText::tr("%1 serves %2; %3 is a force of %4.")
                                 .arg(l.name, c->sideName(l.sideId), to->name, c->sideName(to->sideId))};
    }
    auto o = setCaptured(*c, l.id, 0);
    if (o.ok && to) {
        const auto joined = assignLeader(*c, l.id, to->id);
        if (!joined.ok) {
            c->undoStack()->undo(); // one command: released and placed, or neither
            ctx.fail(joined);
        }
        o.summary += QLatin1Char(' ') + joined.summary;
    }
    return ctx.report(*c, o,
                      o.ok ? QJsonObject{{QStringLiteral("leader"), leaderJson(*c, *c->leader(l.id))}} : QJsonObject{});
}

} // namespace castellan
