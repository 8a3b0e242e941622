#include "clicommands.h"
#include "cliwriters.h"
#include "mapjson.h"

#include "campaign/campaign.h"
#include "commands/sieges/siegephase.h"
#include "commands/turn/turnactions.h"
#include "dice/logverifier.h"
#include "dice/luckledger.h"
#include "dice/rollcsv.h"
#include "i18n/argtext.h"
#include "model/limits.h"
#include "model/names.h"
#include "orders/standingorders.h"
#include "orders/waitingbattle.h"
#include "sheets/turnreport.h"
#include "storage/storageerror.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QTextStream>

#include <limits>

// castellan-cli's campaign commands: new, turn, map, and the roll log's log, luck and verify.
namespace castellan {

int cmdNew(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("new FILE --name NAME [--seed N]"));
    const QString name = ctx.p.value(QStringLiteral("name")).trimmed();
    if (name.isEmpty())
        throw CliFailure{ExitCode::BadInput, CliText::tr("A new campaign needs --name.")};
    ctx.expectGoodName(name, whyCannotNameCampaign(name));
    const quint64 seed = ctx.seedOption();
    std::unique_ptr<Campaign> c;
    try {
        c = Campaign::create(args[0], name, seed);
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
    ctx.wrote = true;
    return ctx.print(QJsonObject{{QStringLiteral("file"), c->path()},
                                 {QStringLiteral("name"), c->name()},
                                 {QStringLiteral("seed"), QString::number(c->seed())},
                                 {QStringLiteral("turn"), c->turn()}},
                     CliText::tr("Created campaign \"%1\" in %2 (seed %3).")
                         .arg(argText(c->name()), argText(c->path()), argText(c->seed())));
}

int cmdTurn(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("turn FILE --auto | --end"));
    const bool endOnly = ctx.p.isSet(QStringLiteral("end"));
    if (!ctx.p.isSet(QStringLiteral("auto")) && !endOnly)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("castellan-cli ends a turn with --end (the end of turn alone) or "
                                     "--auto (the siege phase with the default choices first).")};
    auto c = ctx.openCampaign(args[0]);
    const int turn = c->turn();
    // RULES T1: the siege phase with the default choices (--auto; on a players' campaign the sides' standing
    // orders, T4: the besiegers' rerolls and both sides' choices in a break-in battle, but for the sides whose players
    // asked to be asked), then the end of turn (T3).
    const SiegePhase siegePhase = endOnly
        ? SiegePhase{}
        : runSiegePhase(*c, standingSiegeRerollsOf(*c), standingFighter(*c), siegeRollsLeftToAskers(*c));
    if (!siegePhase.refusal.isEmpty())
        throw CliFailure{siegePhase.fileProblem ? ExitCode::BadInput : ExitCode::RulesRefuse, siegePhase.refusal};
    QJsonArray sieges;
    QStringList siegeLines;
    QStringList waiting;
    for (const SiegeTurn &s : siegePhase.sieges) {
        sieges.append(siegeTurnJson(s));
        siegeLines << s.summary;
        if (!s.waits.isEmpty())
            waiting << s.waits;
    }
    if (!waiting.isEmpty()) { // RULES T4: the siege phase stands; its battle is owed, so the turn goes on
        ctx.keepRuns();
        throw CliFailure{ExitCode::RulesRefuse,
                         CliText::tr("The siege phase was carried out and kept: %1 The turn does not end while a "
                                     "siege waits for its side (RULES S2, S3, T4).")
                             .arg(argText(siegeLines.join(QLatin1Char(' '))))};
    }
    EndOfTurn report = endTurn(*c);
    if (!report.outcome.ok)
        ctx.fail(report.outcome);
    ctx.keepRuns(); // the turn's backup copy is written once the run is kept (RULES T3)
    try {
        TurnReport::keepForPlayers(*c, turn);
    } catch (const StorageError &e) {
        report.lines << QCoreApplication::translate("Cli", "The turn's reports were not kept for the players: %1")
                            .arg(e.message());
    }
    if (report.backup.isEmpty() && !c->lastBackup().path.isEmpty()) {
        report.backup = c->lastBackup().path;
        report.lines << c->lastBackup().line;
    }
    QJsonArray rolls;
    for (const Roll &r : report.outcome.rolls)
        rolls.append(rollJson(r));
    QJsonArray lines;
    for (const QString &l : report.lines)
        lines.append(l);
    const QJsonObject j{{QStringLiteral("turn_ended"), turn},
                        {QStringLiteral("turn"), c->turn()},
                        {QStringLiteral("units_restored"), report.unitsRestored},
                        {QStringLiteral("recovery_rolls"), report.recoveryRolls},
                        {QStringLiteral("recovered"), report.recovered},
                        {QStringLiteral("sieges"), sieges},
                        {QStringLiteral("backup"), report.backup},
                        {QStringLiteral("rolls"), rolls},
                        {QStringLiteral("report"), lines}};
    siegeLines << report.outcome.summary << report.lines;
    return ctx.print(j, siegeLines.join(QLatin1Char('\n')));
}

int cmdMap(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("map FILE"));
    auto c = ctx.readCampaign(args[0]);
    const QJsonObject j = mapJson(*c);
    QStringList lines;
    lines << (c->hasMap() ? CliText::tr("Map %1 x %2, turn %3, %4 phase.")
                                .arg(argText(c->grid().columns()), argText(c->grid().rows()), argText(c->turn()),
                                     argText(phaseKey(c->phase())))
                          : CliText::tr("%1 has no map yet.").arg(c->name()));
    for (const Fortress &f : c->fortresses()) {
        const auto s = c->siegeOf(f.id);
        lines << CliText::tr("  fortress %1 at %2, rating %3, held by %4%5")
                     .arg(argText(f.name), argText(hexLabel(f.hex)), argText(f.rating),
                          argText(c->sideName(f.ownerSideId)),
                          argText(s ? CliText::tr(", besieged by %1 since turn %2")
                                          .arg(c->sideName(s->besiegerSideId))
                                          .arg(s->startedTurn)
                                    : QString()));
    }
    for (const Force &f : c->forces()) {
        lines << CliText::tr("  force %1 (%2) at %3: %4 good, %5 broken")
                     .arg(argText(f.name), argText(c->sideName(f.sideId)),
                          argText(f.onMap() ? hexLabel(f.hex) : CliText::tr("off the map")), argText(f.units.good),
                          argText(f.units.broken));
    }
    return ctx.print(j, lines.join(QLatin1Char('\n')));
}

int cmdLog(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N]"));
    auto c = ctx.readCampaign(args[0]);
    RollFilter filter;
    if (ctx.p.isSet(QStringLiteral("leader")))
        filter.leaderId = ctx.findLeader(*c, ctx.p.value(QStringLiteral("leader"))).id;
    filter.turn = ctx.intOption(QStringLiteral("turn"), 0, 1, MaxTurn);
    if (ctx.p.isSet(QStringLiteral("side")))
        filter.sideId = ctx.findSide(*c, ctx.p.value(QStringLiteral("side")));
    const qint64 limit = ctx.p.isSet(QStringLiteral("limit"))
        ? ctx.intOption(QStringLiteral("limit"), 1, 1, std::numeric_limits<int>::max())
        : std::numeric_limits<qint64>::max();
    if (ctx.p.isSet(QStringLiteral("csv"))) {
        const auto leaderName = [&](qint64 id) {
            const auto l = c->leader(id);
            return l ? l->name : QString::number(id);
        };
        // Streamed to the output's device (a long log need not fit in memory), or gathered for a string output.
        ctx.out.flush();
        if (QIODevice *device = ctx.out.device()) {
            writeRollsCsv(c->rolls(), filter, *device, leaderName);
        } else {
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            writeRollsCsv(c->rolls(), filter, buffer, leaderName);
            ctx.out << QString::fromUtf8(buffer.data());
        }
        return int(ExitCode::Done);
    }
    // Newest first from the store; printed oldest first, as a log reads.
    QList<Roll> rolls = c->rolls().rolls(filter, 0, limit);
    std::reverse(rolls.begin(), rolls.end());
    QJsonArray all;
    QStringList lines;
    for (const Roll &r : std::as_const(rolls)) {
        all.append(rollJson(r));
        lines << rollLine(r);
    }
    if (lines.isEmpty())
        lines << CliText::tr("The roll log is empty.");
    return ctx.print(all, lines.join(QLatin1Char('\n')));
}

int cmdLuck(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("luck FILE"));
    auto c = ctx.readCampaign(args[0]);
    const LuckLedger ledger = luckLedger(c->rolls());
    auto tallyJson = [](const QString &name, const LuckTally &t) {
        return QJsonObject{{QStringLiteral("name"), name},
                           {QStringLiteral("dice"), t.dice},
                           {QStringLiteral("sixes"), t.sixes},
                           {QStringLiteral("fives"), t.fives},
                           {QStringLiteral("expected_each"), t.expected()},
                           {QStringLiteral("deviation"), t.deviation()}};
    };
    auto line = [](const QString &name, const LuckTally &t) {
        return CliText::tr("  %1: %2 dice, %3 sixes and %4 fives (%5 of each expected), %6 sd")
            .arg(argText(name), argText(t.dice), argText(t.sixes), argText(t.fives),
                 QStringLiteral("%1").arg(t.expected(), 0, 'f', 1), QStringLiteral("%1").arg(t.deviation(), 0, 'f', 2));
    };
    QJsonArray sides;
    QJsonArray leaders;
    QStringList lines{CliText::tr("Battle fire (RULES F2):"), line(CliText::tr("all"), ledger.total)};
    for (auto it = ledger.bySide.cbegin(); it != ledger.bySide.cend(); ++it) {
        sides.append(tallyJson(c->sideName(it.key()), it.value()));
        lines << line(c->sideName(it.key()), it.value());
    }
    for (auto it = ledger.byLeader.cbegin(); it != ledger.byLeader.cend(); ++it) {
        const auto l = c->leader(it.key());
        const QString name = l ? l->name : CliText::tr("leader #%1").arg(it.key());
        leaders.append(tallyJson(name, it.value()));
        lines << line(name, it.value());
    }
    if (ledger.noLeader.dice > 0)
        lines << line(CliText::tr("no leader"), ledger.noLeader);
    const QJsonObject j{{QStringLiteral("total"), tallyJson(CliText::tr("all"), ledger.total)},
                        {QStringLiteral("sides"), sides},
                        {QStringLiteral("leaders"), leaders},
                        {QStringLiteral("no_leader"), tallyJson(CliText::tr("no leader"), ledger.noLeader)}};
    return ctx.print(j, lines.join(QLatin1Char('\n')));
}

int cmdOptions(CliContext &ctx, const QStringList &args)
{
    if (args.isEmpty() || args.size() > 3)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli options FILE [KEY [VALUE]]")};
    if (args.size() < 3) {
        auto c = ctx.readCampaign(args[0]);
        QJsonObject all;
        QStringList lines;
        for (const auto &[key, value] : c->options().toMeta()) {
            if (args.size() == 2 && key != args[1])
                continue;
            all.insert(key, value);
            lines << QStringLiteral("%1 = %2").arg(key, value);
        }
        if (lines.isEmpty())
            throw CliFailure{ExitCode::BadInput, RuleOptions::whyBadValue(args[1], {})};
        return ctx.print(all, lines.join(QLatin1Char('\n')));
    }
    const QString &key = args[1];
    const QString value = args[2].trimmed();
    if (const QString why = RuleOptions::whyBadValue(key, value); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
    auto c = ctx.openCampaign(args[0]);
    RuleOptions options = c->options();
    options.set(key, value);
    // Already so: nothing to do, and nothing refused, so a script may set what it wants without asking first.
    if (options.toMeta() == c->options().toMeta())
        return ctx.print(QJsonObject{{QStringLiteral("key"), key},
                                     {QStringLiteral("value"), value},
                                     {QStringLiteral("changed"), false}},
                         CliText::tr("%1 is %2 already: nothing changed.").arg(key, value));
    const auto o = setRuleOptions(*c, options);
    return ctx.report(*c, o, {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}});
}

} // namespace castellan
