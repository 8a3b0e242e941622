#include "clicommands.h"
#include "i18n/argtext.h"
#include "model/limits.h"
#include "model/names.h"
#include "rules/leaderrules.h"

#include "tactical/boardsetup.h"
#include "tactical/ruleset.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

// castellan-cli's `tactical scenario`: a battle board set up as the app's setup dialog does it (issue 13), in a
// scenario file: its size and terrain, each side's units on its own rows, their leaders, and when a side has won.
namespace castellan {

namespace {

const QString Usage = QStringLiteral(
    "tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SCENARIO.json [--name NAME] [--columns "
    "C --rows R] "
    "[--hex HEX] [--terrain T] [--side 0|1] [--type TYPE] [--to HEX] [--leader NAME --heroics N [--rerolls N] "
    "[--pronoun he|she|they] | --none] "
    "[--units-to-win N] [--first] [--edge left|right --level LEVEL --leader NAME [--heroics N] "
    "[--pronoun he|she|they] --type TYPE,TYPE... | --none] "
    "[--ruleset FILE]");

/** A scenario leader from --leader, --heroics (`heroics` when not given), --rerolls and --pronoun (issue 30). */
BoardLeader leaderOption(const CliContext &ctx, int heroics)
{
    BoardLeader l{0, ctx.p.value(QStringLiteral("leader")), ctx.intOption(QStringLiteral("heroics"), heroics, 0, 6),
                  ctx.intOption(QStringLiteral("rerolls"), 0, 0, MaxRerolls)};
    if (ctx.p.isSet(QStringLiteral("pronoun"))) {
        const auto p = pronounFromKey(ctx.p.value(QStringLiteral("pronoun")).trimmed());
        if (!p)
            throw CliFailure{ExitCode::BadInput, CliText::tr("--pronoun takes he, she or they.")};
        l.pronoun = *p;
    }
    return l;
}

Hex boardHex(const CliContext &ctx, const BoardSetup &setup, const QString &option)
{
    ctx.expectOptions({option}, Usage);
    const auto h = hexFromLabel(ctx.p.value(option));
    if (!h || !setup.setup().board.contains(*h))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("--%1 must be a hex of the %2 x %3 board, as 0304, not \"%4\".")
                             .arg(option)
                             .arg(setup.setup().board.columns)
                             .arg(setup.setup().board.rows)
                             .arg(ctx.p.value(option).left(40))};
    return *h;
}

int sideOption(const CliContext &ctx, const BoardSetup &setup)
{
    ctx.expectOptions({QStringLiteral("side")}, Usage);
    const QString v = ctx.p.value(QStringLiteral("side")).trimmed();
    for (int s = 0; s < 2; ++s) {
        if (v == QString::number(s) || v.compare(setup.setup().sideNames[s], Qt::CaseInsensitive) == 0)
            return s;
    }
    throw CliFailure{ExitCode::BadInput,
                     CliText::tr("--side is 0 (%1, the top edge) or 1 (%2, the bottom edge), not \"%3\".")
                         .arg(setup.setup().sideNames[0], setup.setup().sideNames[1], v.left(40))};
}

int keyOption(const CliContext &ctx, const QString &option, const QStringList &keys, const QString &what)
{
    ctx.expectOptions({option}, Usage);
    const QString v = ctx.p.value(option).trimmed().toLower();
    const qsizetype i = keys.indexOf(v);
    if (i < 0)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("\"%1\" is no %2 of this ruleset; they are %3.")
                             .arg(ctx.p.value(option).left(40), what, keys.join(QStringLiteral(", ")))};
    return int(i);
}

void refuseIf(const QString &why)
{
    if (!why.isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, why};
}

/** A name no scenario could take is bad input, not the rules refusing (issue 56, item 10). */
void expectScenarioName(const QString &name)
{
    if (nameProblem(name.trimmed()) != NameProblem::None)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("A name has 1 to %1 characters, without control characters.").arg(MaxNameLength)};
}

void write(const QString &path, const BoardSetup &setup)
{
    QSaveFile out(path);
    const QByteArray json = QJsonDocument(scenarioJson(setup.scenario(), setup.rules())).toJson();
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit())
        throw CliFailure{ExitCode::BadInput, CliText::tr("Could not write %1: %2").arg(path, out.errorString())};
}

int show(const CliContext &ctx, const BoardSetup &setup, const QString &done)
{
    QJsonObject j = scenarioJson(setup.scenario(), setup.rules());
    j.insert(QStringLiteral("own_rows"), ownRows(setup.setup().board));
    const QString why = setup.whyCannotPlay();
    j.insert(QStringLiteral("playable"), why.isEmpty());
    if (!why.isEmpty())
        j.insert(QStringLiteral("why_not_playable"), why);
    QString text = done.isEmpty() ? QString() : done + QLatin1Char('\n');
    const TacticalSetup &s = setup.setup();
    text += CliText::tr("%1: %2 x %3 board, %4 has %5, %6 has %7; each sets up on its %8 own rows.")
                .arg(setup.scenario().name, QString::number(s.board.columns), QString::number(s.board.rows),
                     s.sideNames[0], CliText::tr("%n unit(s)", nullptr, setup.unitCount(0)), s.sideNames[1],
                     CliText::tr("%n unit(s)", nullptr, setup.unitCount(1)), QString::number(ownRows(s.board)));
    if (!why.isEmpty())
        text += QLatin1Char(' ') + why;
    return ctx.print(j, text);
}

} // namespace

int cmdTacticalScenario(CliContext &ctx, const QStringList &args)
{
    if (args.size() != 2)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(Usage)};
    const QString &verb = args[0];
    const QString &path = args[1];
    const Ruleset rules = rulesetOption(ctx);
    if (verb == QLatin1String("new")) {
        if (QFileInfo::exists(path))
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("%1 exists already; a new scenario is written to a new file.").arg(path)};
        BoardSetup setup =
            BoardSetup::blank(rules, QFileInfo(path).completeBaseName(), CliText::tr("Blue"), CliText::tr("Red"));
        if (ctx.p.isSet(QStringLiteral("name"))) {
            expectScenarioName(ctx.p.value(QStringLiteral("name")));
            refuseIf(setup.rename(ctx.p.value(QStringLiteral("name"))));
        }
        refuseIf(setup.resize(ctx.intOption(QStringLiteral("columns"), 13, MinBoardColumns, MaxBoardColumns),
                              ctx.intOption(QStringLiteral("rows"), 9, MinBoardRows, MaxBoardRows)));
        write(path, setup);
        return show(ctx, setup, CliText::tr("Wrote %1.").arg(path));
    }
    QString why;
    const auto loaded = loadScenario(path, rules, &why, ScenarioUse::Layout);
    if (!loaded)
        throw CliFailure{ExitCode::BadInput, why};
    BoardSetup setup(rules, *loaded);
    if (verb == QLatin1String("show"))
        return show(ctx, setup, {});
    QString done;
    if (verb == QLatin1String("board")) {
        ctx.expectOptions({QStringLiteral("columns"), QStringLiteral("rows")}, Usage);
        refuseIf(setup.resize(ctx.intOption(QStringLiteral("columns"), 13, MinBoardColumns, MaxBoardColumns),
                              ctx.intOption(QStringLiteral("rows"), 9, MinBoardRows, MaxBoardRows)));
        done = CliText::tr("The board is %1 x %2.").arg(setup.setup().board.columns).arg(setup.setup().board.rows);
    } else if (verb == QLatin1String("paint")) {
        QStringList keys;
        for (const TerrainType &t : rules.terrain)
            keys << t.key;
        const Hex h = boardHex(ctx, setup, QStringLiteral("hex"));
        const int t = keyOption(ctx, QStringLiteral("terrain"), keys, CliText::tr("terrain"));
        refuseIf(setup.paint(h, t));
        done = CliText::tr("%1 is %2.").arg(hexLabel(h), keys[t]);
    } else if (verb == QLatin1String("unit")) {
        QStringList keys;
        for (const UnitType &u : rules.units)
            keys << u.key;
        const int side = sideOption(ctx, setup);
        const int type = keyOption(ctx, QStringLiteral("type"), keys, CliText::tr("unit type"));
        const Hex h = boardHex(ctx, setup, QStringLiteral("hex"));
        refuseIf(setup.addUnit(side, type, h));
        done = CliText::tr("%1 %2 set at %3.").arg(setup.setup().sideNames[side], keys[type], hexLabel(h));
    } else if (verb == QLatin1String("move") || verb == QLatin1String("remove") || verb == QLatin1String("leader")) {
        const Hex h = boardHex(ctx, setup, QStringLiteral("hex"));
        const TacticalUnit *u = setup.unitAt(h);
        if (!u)
            throw CliFailure{ExitCode::RulesRefuse, CliText::tr("No unit stands at %1.").arg(hexLabel(h))};
        const int id = u->id;
        if (verb == QLatin1String("move")) {
            const Hex to = boardHex(ctx, setup, QStringLiteral("to"));
            refuseIf(setup.moveUnit(id, to));
            done = CliText::tr("The unit at %1 moved to %2.").arg(hexLabel(h), hexLabel(to));
        } else if (verb == QLatin1String("remove")) {
            refuseIf(setup.removeUnit(id));
            done = CliText::tr("The unit at %1 is off the board.").arg(hexLabel(h));
        } else if (ctx.p.isSet(QStringLiteral("none"))) {
            refuseIf(setup.setLeader(id, std::nullopt));
            done = CliText::tr("The unit at %1 has no leader.").arg(hexLabel(h));
        } else {
            ctx.expectOptions({QStringLiteral("leader"), QStringLiteral("heroics")}, Usage);
            refuseIf(setup.setLeader(id, leaderOption(ctx, 0)));
            done = CliText::tr("%1 leads the unit at %2.")
                       .arg(ctx.p.value(QStringLiteral("leader")).trimmed(), hexLabel(h));
        }
    } else if (verb == QLatin1String("march")) {
        // RULES M2: a command off the board, by an edge, under a general of a level.
        const int side = sideOption(ctx, setup);
        if (ctx.p.isSet(QStringLiteral("none"))) {
            refuseIf(setup.clearMarches(side));
            done = CliText::tr("%1 sends no flank march.").arg(setup.setup().sideNames[side]);
        } else {
            ctx.expectOptions(
                {QStringLiteral("edge"), QStringLiteral("level"), QStringLiteral("leader"), QStringLiteral("type")},
                Usage);
            const auto edge = edgeFromKey(ctx.p.value(QStringLiteral("edge")).trimmed());
            const auto level = levelFromKey(ctx.p.value(QStringLiteral("level")).trimmed());
            if (!edge || !level)
                throw CliFailure{ExitCode::BadInput,
                                 CliText::tr("--edge takes left or right, --level poor, average, good or excellent.")};
            QStringList keys;
            for (const UnitType &u : rules.units)
                keys << u.key;
            QList<int> types;
            for (const QString &key : ctx.p.value(QStringLiteral("type")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const qsizetype t = keys.indexOf(key.trimmed());
                if (t < 0)
                    throw CliFailure{ExitCode::BadInput,
                                     CliText::tr("--type takes unit types of the ruleset, %1; not %2.")
                                         .arg(keys.join(QStringLiteral(", ")), key)};
                types << int(t);
            }
            refuseIf(setup.addMarch(side, *edge, *level, leaderOption(ctx, 3), types));
            done = CliText::tr("%1 sends %2 on a flank march by the %3 under %4.")
                       .arg(setup.setup().sideNames[side], argText(types.size()), edgeName(*edge),
                            ctx.p.value(QStringLiteral("leader")).trimmed());
        }
    } else if (verb == QLatin1String("side")) {
        const int side = sideOption(ctx, setup);
        if (ctx.p.isSet(QStringLiteral("name"))) {
            expectScenarioName(ctx.p.value(QStringLiteral("name")));
            refuseIf(setup.renameSide(side, ctx.p.value(QStringLiteral("name"))));
        }
        if (ctx.p.isSet(QStringLiteral("units-to-win")))
            refuseIf(setup.setUnitsToWin(side, ctx.intOption(QStringLiteral("units-to-win"), 0, 0, 1000)));
        if (ctx.p.isSet(QStringLiteral("first")))
            refuseIf(setup.setFirstSide(side));
        done = CliText::tr("Side %1 is %2.").arg(side).arg(setup.setup().sideNames[side]);
    } else {
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(Usage)};
    }
    if (ctx.p.isSet(QStringLiteral("name")) && verb != QLatin1String("side")) {
        expectScenarioName(ctx.p.value(QStringLiteral("name")));
        refuseIf(setup.rename(ctx.p.value(QStringLiteral("name"))));
    }
    write(path, setup);
    return show(ctx, setup, done);
}

} // namespace castellan
