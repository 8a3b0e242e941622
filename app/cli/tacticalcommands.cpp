#include "clicommands.h"
#include "cliinterrupt.h"
#include "i18n/argtext.h"

#include "campaign/campaign.h"
#include "commands/board/campaigntactical.h"
#include "commands/board/rulesetactions.h"
#include "dice/dicesource.h"
#include "tactical/attackodds.h"
#include "tactical/autoplayer.h"
#include "tactical/battlerecord.h"
#include "tactical/boardodds.h"
#include "tactical/ruleset.h"
#include "tactical/scenario.h"
#include "tactical/scenariocatalogue.h"

#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>

// castellan-cli's commands of the Command-dice tactical battle (RULES C): the odds of one attack, and battles
// played out by the automatic player.
namespace castellan {

namespace {

QStringList keysOf(const QList<UnitType> &units)
{
    QStringList keys;
    for (const UnitType &u : units)
        keys << u.key;
    return keys;
}

QStringList keysOf(const QList<TerrainType> &terrain)
{
    QStringList keys;
    for (const TerrainType &t : terrain)
        keys << t.key;
    return keys;
}

int unitOption(const CliContext &ctx, const Ruleset &rules, const QString &name)
{
    const QString key = ctx.p.value(name).trimmed().toLower();
    if (const auto i = rules.unitIndex(key))
        return *i;
    throw CliFailure{ExitCode::BadInput,
                     CliText::tr("\"%1\" is no unit type of %2; they are %3.")
                         .arg(ctx.p.value(name), rules.name, keysOf(rules.units).join(QStringLiteral(", ")))};
}

QJsonArray numbers(const QList<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

} // namespace

Ruleset rulesetOption(const CliContext &ctx)
{
    if (!ctx.p.isSet(QStringLiteral("ruleset")))
        return Ruleset::standard();
    QString why;
    const auto rules = Ruleset::load(ctx.p.value(QStringLiteral("ruleset")), &why);
    if (!rules)
        throw CliFailure{ExitCode::BadInput, why};
    return *rules;
}

int cmdOddsAttack(CliContext &ctx, const QStringList &args)
{
    const QString usage =
        CliText::tr("odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] "
                    "[--fallback] [--ruleset FILE]");
    if (!args.isEmpty())
        throw CliFailure{ExitCode::BadInput, usage};
    ctx.expectOptions({QStringLiteral("attacker"), QStringLiteral("target"), QStringLiteral("range")}, usage);
    const Ruleset rules = rulesetOption(ctx);
    const int attacker = unitOption(ctx, rules, QStringLiteral("attacker"));
    const int target = unitOption(ctx, rules, QStringLiteral("target"));
    const int reach = rules.units[attacker].reach();
    const int range = ctx.intOption(QStringLiteral("range"), 1, 1, MaxRulesetValue);
    if (range > reach)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("%1 fires at most %2 hex(es) away (RULES C2), not %3.")
                             .arg(rules.units[attacker].key, QString::number(reach), QString::number(range))};
    int terrain = 0;
    if (ctx.p.isSet(QStringLiteral("terrain"))) {
        const auto t = rules.terrainIndex(ctx.p.value(QStringLiteral("terrain")).trimmed().toLower());
        if (!t)
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("\"%1\" is no terrain of %2; they are %3.")
                                 .arg(ctx.p.value(QStringLiteral("terrain")), rules.name,
                                      keysOf(rules.terrain).join(QStringLiteral(", ")))};
        terrain = *t;
    }
    const int full = rules.units[target].figures;
    const int figures = ctx.intOption(QStringLiteral("figures"), full, 1, full);
    const bool fallback = ctx.p.isSet(QStringLiteral("fallback"));
    if (fallback && (range != 1 || !rules.units[target].fallsBack))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Only a unit that may fall back (cavalry), attacked from an adjacent hex, "
                                     "falls back (RULES C9).")};
    const int dice = attackDice(rules, attacker, range, terrain, fallback);
    const AttackOdds odds = attackOdds(rules, dice, target, figures, terrain);
    const QJsonObject j{{QStringLiteral("attacker"), rules.units[attacker].key},
                        {QStringLiteral("target"), rules.units[target].key},
                        {QStringLiteral("range"), range},
                        {QStringLiteral("terrain"), rules.terrain[terrain].key},
                        {QStringLiteral("figures"), figures},
                        {QStringLiteral("fallback"), fallback},
                        {QStringLiteral("ruleset"), rules.name},
                        {QStringLiteral("dice"), dice},
                        {QStringLiteral("hits"), numbers(odds.hits)},
                        {QStringLiteral("retreats"), numbers(odds.retreats)},
                        {QStringLiteral("p_eliminate"), odds.pEliminate},
                        {QStringLiteral("p_dislodge"), odds.pDislodge},
                        {QStringLiteral("expected_losses"), odds.expectedLosses}};
    QStringList lines;
    lines << CliText::tr("%1 on %2 at range %3 in %4: %5 dice (RULES C4).")
                 .arg(rules.units[attacker].key, rules.units[target].key, QString::number(range),
                      rules.terrain[terrain].key, QString::number(dice));
    for (int k = 0; k < odds.hits.size(); ++k)
        lines << CliText::tr("  %1 hit(s): %2%   %1 flag(s) counting: %3%")
                     .arg(QString::number(k), QString::number(odds.hits[k] * 100, 'f', 2),
                          QString::number(odds.retreats[k] * 100, 'f', 2));
    lines << CliText::tr("Eliminated: %1%   dislodged: %2%   figures lost on average: %3")
                 .arg(QString::number(odds.pEliminate * 100, 'f', 2), QString::number(odds.pDislodge * 100, 'f', 2),
                      QString::number(odds.expectedLosses, 'f', 3));
    return ctx.print(j, lines.join(QLatin1Char('\n')));
}

/**
 * What a battle played out came to: the winner, each side's losses (RULES C11: its flank marches' counters
 * included), the turns played.
 */
QJsonObject tacticalResultJson(const TacticalBattle &b)
{
    QList<TacticalUnit> start = b.setup().units;
    for (const TacticalMarch &m : b.setup().marches)
        start += m.units;
    int units[2] = {0, 0};
    int figures[2] = {0, 0};
    for (const TacticalUnit &first : std::as_const(start)) {
        const TacticalUnit *now = b.unit(first.id); // none: a march's counter that never came onto the board
        units[first.side] += now && !now->alive() ? 1 : 0;
        figures[first.side] += now ? first.figures - now->figures : 0;
    }
    QJsonArray sides;
    for (int side = 0; side < 2; ++side)
        sides.append(QJsonObject{{QStringLiteral("name"), b.sideName(side)},
                                 {QStringLiteral("units_lost"), units[side]},
                                 {QStringLiteral("figures_lost"), figures[side]}});
    return {{QStringLiteral("winner"), b.winner() >= 0 ? QJsonValue(b.sideName(b.winner())) : QJsonValue()},
            {QStringLiteral("turns"), b.turn() + 1},
            {QStringLiteral("sides"), sides}};
}

/** With --events, the battle's record (battlerecord.h) joins its JSON. */
void addRecord(const CliContext &ctx, const TacticalBattle &b, QJsonObject &j)
{
    if (!ctx.p.isSet(QStringLiteral("events")))
        return;
    const QJsonObject record = battleRecordJson(b);
    for (auto it = record.begin(); it != record.end(); ++it)
        j.insert(it.key(), it.value());
}

namespace {

/** A scenario file, or when no file has that name, the shipped scenario of that key (issue 30, item 13). */
TacticalScenario scenarioArgument(const QString &argument, const Ruleset &rules)
{
    QString why;
    const bool aFile = QFileInfo::exists(argument) || argument.contains(QLatin1Char('/'))
        || argument.endsWith(QStringLiteral(".json"));
    if (aFile) {
        if (auto scenario = loadScenario(argument, rules, &why))
            return std::move(*scenario);
    } else if (auto shipped = catalogueScenario(argument, rules, &why)) {
        return std::move(shipped->scenario);
    }
    throw CliFailure{ExitCode::BadInput, why};
}

} // namespace

int cmdTacticalScenarios(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 0, CliText::tr("tactical scenarios [--ruleset FILE]"));
    QStringList faults;
    const auto scenarios = catalogueScenarios(rulesetOption(ctx), &faults);
    QJsonArray list;
    QStringList lines;
    for (const CatalogueScenario &s : scenarios) {
        const TacticalSetup &setup = s.scenario.setup;
        list.append(QJsonObject{{QStringLiteral("key"), s.key},
                                {QStringLiteral("name"), s.scenario.name},
                                {QStringLiteral("path"), s.path},
                                {QStringLiteral("columns"), setup.board.columns},
                                {QStringLiteral("rows"), setup.board.rows},
                                {QStringLiteral("units"), int(setup.units.size())},
                                {QStringLiteral("flank_marches"), int(setup.marches.size())},
                                {QStringLiteral("description"), s.scenario.description}});
        lines << CliText::tr("%1  %2 (%3 x %4, %n unit(s))", nullptr, int(setup.units.size()))
                     .arg(s.key.leftJustified(24), s.scenario.name)
                     .arg(setup.board.columns)
                     .arg(setup.board.rows);
    }
    for (const QString &fault : faults)
        lines << CliText::tr("Left out: %1").arg(fault);
    return ctx.print(QJsonObject{{QStringLiteral("scenarios"), list},
                                 {QStringLiteral("left_out"), QJsonArray::fromStringList(faults)}},
                     lines.join(QLatin1Char('\n')));
}

int cmdTacticalPlay(CliContext &ctx, const QStringList &args)
{
    const QString usage =
        CliText::tr("tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]");
    ctx.expectArgs(args, 1, usage);
    if (!ctx.p.isSet(QStringLiteral("auto")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("castellan-cli plays a tactical battle with both sides automatic: "
                                     "give --auto (%1).")
                             .arg(usage)};
    const Ruleset rules = rulesetOption(ctx);
    const auto scenario = scenarioArgument(args[0], rules);
    const quint64 seed = ctx.seedOption();
    SeededDice dice(seed);
    TacticalBattle battle(rules, scenario.setup);
    const CtrlCStops ctrlC; // and while it prints, the output whole
    if (playAutomatically(battle, Roller(dice), AutoStyle::Decisive, ctrlC.flag()) < 0)
        throw CliFailure{ExitCode::Stopped, CliText::tr("Stopped with Ctrl+C: the battle was not finished.")};
    QJsonObject j = tacticalResultJson(battle);
    j.insert(QStringLiteral("scenario"), scenario.name);
    j.insert(QStringLiteral("seed"), QString::number(seed));
    addRecord(ctx, battle, j);
    QStringList lines;
    lines << CliText::tr("%1: %2 wins after %n turn(s).", nullptr, battle.turn() + 1)
                 .arg(scenario.name, battle.sideName(battle.winner()));
    for (const QJsonValue side : j.value(QStringLiteral("sides")).toArray()) {
        const QJsonObject o = side.toObject();
        lines << CliText::tr("  %1 lost %2, %3.")
                     .arg(o.value(QStringLiteral("name")).toString(),
                          CliText::tr("%n unit(s)", nullptr, o.value(QStringLiteral("units_lost")).toInt()),
                          CliText::tr("%n figure(s)", nullptr, o.value(QStringLiteral("figures_lost")).toInt()));
    }
    return ctx.print(j, lines.join(QLatin1Char('\n')));
}

int cmdTactical(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("tactical FILE --hex HEX --auto [--attacker FORCE [--defender FORCE]] "
                                      "[--flank LEADER=TYPE,TYPE…:left|right | --flank none] [--events]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("hex")}, usage);
    if (!ctx.p.isSet(QStringLiteral("auto")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("castellan-cli fights a battle on the board with both sides automatic: "
                                     "give --auto (%1).")
                             .arg(usage)};
    auto c = ctx.openCampaign(args[0]);
    const Hex hex = ctx.hexArg(*c, ctx.p.value(QStringLiteral("hex")));
    // A battle left under way at that hex goes on where it was, its dice already in the log.
    const auto kept = CampaignTactical::underway(*c);
    std::unique_ptr<CampaignTactical> resumed;
    if (kept && kept->hex == hex) {
        QString why;
        resumed = CampaignTactical::resume(*c, &why);
        if (!resumed)
            throw CliFailure{ExitCode::RulesRefuse, why};
    }
    // RULES F0: --attacker names the side that attacks when the moves of this turn do not tell, --defender the
    // side it fights where three stand.
    const auto named = [&](const char *option) {
        const QString key = QLatin1String(option);
        return ctx.p.isSet(key) ? ctx.findForce(*c, ctx.p.value(key)).id : qint64(0);
    };
    CampaignTactical fresh(*c, resumed ? Hex{-1, -1} : hex, named("attacker"), named("defender"));
    CampaignTactical &tactical = resumed ? *resumed : fresh;
    if (!tactical.refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, tactical.refusal()};
    QJsonArray marches;
    if (!resumed) {
        // RULES M2 before deployment: the commands given, or, with none given, the computer's for each side.
        const QList<FlankCommandOption> given = flankOptions(ctx);
        for (const FlankCommandOption &spec : given) {
            const Leader l = ctx.findLeader(*c, spec.leader);
            QString why;
            QList<int> counters = tactical.countersOf(l.id);
            const Ruleset &rules = tactical.battle().rules();
            for (const QString &type : spec.types) {
                if (!rules.unitIndex(type.trimmed().toLower()))
                    throw CliFailure{ExitCode::BadInput,
                                     CliText::tr("\"%1\" is no unit type of %2; they are %3.")
                                         .arg(type, rules.name, keysOf(rules.units).join(QStringLiteral(", ")))};
            }
            if (!spec.types.isEmpty())
                counters = tactical.countersOfTypes(l.id, spec.types, &why);
            else if (counters.size() >= spec.units)
                counters = counters.mid(0, spec.units);
            else
                why = CliText::tr("%1's force has %2 counters that may march (the commander-in-chief's own stays).")
                          .arg(l.name, argText(counters.size()));
            if (why.isEmpty())
                why = tactical.sendMarch(l.id, counters, spec.edge);
            if (!why.isEmpty())
                throw CliFailure{ExitCode::RulesRefuse, why};
        }
        if (given.isEmpty() && !ctx.p.values(QStringLiteral("flank")).contains(QStringLiteral("none"))) {
            for (int side = 0; side < 2; ++side)
                tactical.planComputerMarch(side);
        }
    }
    for (const TacticalMarch &m : tactical.battle().setup().marches)
        marches.append(QJsonObject{{QStringLiteral("general"), m.general.name},
                                   {QStringLiteral("edge"), edgeKey(m.edge)},
                                   {QStringLiteral("units"), int(m.units.size())},
                                   {QStringLiteral("level"), levelKey(m.level)}});
    playAutomatically(tactical.battle(), tactical.roller());
    const Outcome o = tactical.finish();
    QJsonObject extra = tacticalResultJson(tactical.battle());
    extra.insert(QStringLiteral("hex"), hexLabel(hex));
    extra.insert(QStringLiteral("resumed"), resumed != nullptr);
    extra.insert(QStringLiteral("flank_marches"), marches);
    extra.insert(QStringLiteral("report"), tactical.report());
    addRecord(ctx, tactical.battle(), extra);
    return ctx.report(*c, o, extra);
}

namespace {

QJsonObject shareJson(const Share &s)
{
    return {{QStringLiteral("count"), s.count},
            {QStringLiteral("chance"), s.chance},
            {QStringLiteral("low"), s.low},
            {QStringLiteral("high"), s.high}};
}

QString percentText(double chance)
{
    return QString::number(chance * 100, 'f', 1);
}

/** --progress: the battles played so far, and each side's chance with its interval. */
QString progressLine(const TacticalBattle &battle, const BoardOdds &soFar, int trials)
{
    QStringList sides;
    for (int side = 0; side < 2; ++side) {
        const Share w = soFar.win(side);
        sides << CliText::tr("%1 %2% (%3 to %4%)")
                     .arg(battle.sideName(side), percentText(w.chance), percentText(w.low), percentText(w.high));
    }
    return CliText::tr("odds board: %1 of %2 battles: %3")
        .arg(QString::number(soFar.trials), QString::number(trials), sides.join(QStringLiteral(", ")));
}

/**
 * The odds as the CLI writes them: `wins` by side, `draws`, each with its 95% interval, and the units left; and
 * `time_limit`, whether --seconds stopped them before all the battles asked for were played.
 */
int printBoardOdds(const CliContext &ctx, const TacticalBattle &battle, const BoardOdds &odds, quint64 seed,
                   const QString &name, bool timeUp)
{
    QJsonArray sides, wins, left;
    QStringList lines;
    lines << CliText::tr("%1, from turn %2: %n battle(s) played on by the automatic player.", nullptr, odds.trials)
                 .arg(name, QString::number(battle.turn() + 1));
    if (timeUp)
        lines << CliText::tr("  Stopped at the time limit: the interval is that of the battles played.");
    for (int side = 0; side < 2; ++side) {
        const Share w = odds.win(side);
        sides.append(battle.sideName(side));
        wins.append(shareJson(w));
        left.append(odds.expectedUnitsLeft(side));
        lines << CliText::tr("  %1 wins %2% (95%: %3 to %4%), with %5 unit(s) left on average.")
                     .arg(battle.sideName(side), percentText(w.chance), percentText(w.low), percentText(w.high),
                          QString::number(odds.expectedUnitsLeft(side), 'f', 2));
    }
    const Share d = odds.draw();
    lines << CliText::tr("  Not over after %1 turns: %2% (95%: %3 to %4%).")
                 .arg(QString::number(MaxAutomaticTurns), percentText(d.chance), percentText(d.low),
                      percentText(d.high));
    return ctx.print(QJsonObject{{QStringLiteral("trials"), odds.trials},
                                 {QStringLiteral("seed"), QString::number(seed)},
                                 {QStringLiteral("turn"), battle.turn() + 1},
                                 {QStringLiteral("sides"), sides},
                                 {QStringLiteral("wins"), wins},
                                 {QStringLiteral("draws"), shareJson(d)},
                                 {QStringLiteral("units_left"), left},
                                 {QStringLiteral("time_limit"), timeUp}},
                     lines.join(QLatin1Char('\n')));
}

} // namespace

int cmdOddsBoard(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] "
                                      "[--seconds S] [--progress] [--ruleset FILE]");
    ctx.expectArgs(args, 1, usage);
    const int trials = ctx.intOption(QStringLiteral("trials"), DefaultBoardTrials, 1, MaxBoardTrials);
    const quint64 seed = ctx.seedOption();
    const double seconds = ctx.realOption(QStringLiteral("seconds"), 0, 0.1, 86400);
    const CtrlCStops ctrlC;
    const auto play = [&](const TacticalBattle &battle, const QString &name) {
        QElapsedTimer clock;
        clock.start();
        bool timeUp = false;
        QDeadlineTimer told(0);
        const BoardOddsProgress progress = [&](const BoardOdds &soFar) {
            if (ctx.p.isSet(QStringLiteral("progress")) && told.hasExpired()) {
                ctx.err << progressLine(battle, soFar, trials) << Qt::endl;
                told.setRemainingTime(500);
            }
            timeUp = seconds > 0 && clock.elapsed() >= seconds * 1000;
            return !timeUp;
        };
        const BoardOdds odds = boardOdds(battle, trials, seed, 0, ctrlC.flag(), progress);
        if (ctrlC.pressed())
            throw CliFailure{ExitCode::Stopped, CliText::tr("Stopped with Ctrl+C: no odds.")};
        return printBoardOdds(ctx, battle, odds, seed, name, timeUp);
    };
    if (!ctx.p.isSet(QStringLiteral("hex"))) {
        const Ruleset rules = rulesetOption(ctx);
        const TacticalScenario scenario = scenarioArgument(args[0], rules);
        return play(TacticalBattle(rules, scenario.setup), scenario.name);
    }
    // A campaign's battle at a hex, read only: as it stands when it is under way, as it would be set up otherwise.
    auto c = ctx.readCampaign(args[0]);
    const Hex hex = ctx.hexArg(*c, ctx.p.value(QStringLiteral("hex")));
    const auto kept = CampaignTactical::underway(*c);
    QString why;
    std::unique_ptr<CampaignTactical> tactical =
        kept && kept->hex == hex ? CampaignTactical::resume(*c, &why) : std::make_unique<CampaignTactical>(*c, hex);
    if (!tactical)
        throw CliFailure{ExitCode::RulesRefuse, why};
    if (!tactical->refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, tactical->refusal()};
    return play(tactical->battle(), CliText::tr("The battle at %1").arg(hexLabel(hex)));
}

int cmdTacticalRuleset(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("tactical ruleset FILE [RULESET.json | --standard]");
    if (args.isEmpty() || args.size() > 2)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    if (args.size() == 1 && !ctx.p.isSet(QStringLiteral("standard"))) {
        auto c = ctx.readCampaign(args[0]);
        const Ruleset rules = tacticalRuleset(*c);
        return ctx.print(QJsonObject{{QStringLiteral("ruleset"), rules.name},
                                     {QStringLiteral("hash"), QString::fromLatin1(rules.hash)}},
                         CliText::tr("%1 (%2)").arg(rules.name, QString::fromLatin1(rules.hash.left(12))));
    }
    auto c = ctx.openCampaign(args[0]);
    const Outcome o = setTacticalRuleset(*c, args.size() == 2 ? args[1] : QString());
    const Ruleset rules = tacticalRuleset(*c);
    return ctx.report(
        *c, o, {{QStringLiteral("ruleset"), rules.name}, {QStringLiteral("hash"), QString::fromLatin1(rules.hash)}});
}

} // namespace castellan
