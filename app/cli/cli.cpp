#include "cli.h"

#include "clicommands.h"
#include "cliinterrupt.h"

#include "campaign/campaign.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <optional>

namespace castellan {

namespace {

int oddsBattle(CliContext &ctx, const QStringList &args)
{
    return cmdOdds(ctx, args, false);
}

int simulateBattle(CliContext &ctx, const QStringList &args)
{
    return cmdOdds(ctx, args, true);
}

/** Finds the command the words name and runs it; a wrong word is bad usage, with the words that would do. */
int dispatch(CliContext &ctx, QStringList args)
{
    if (args.isEmpty())
        throw CliFailure{ExitCode::BadInput, CliText::tr("Name a command; see castellan-cli --help.")};
    const QString name = args.takeFirst();
    QStringList subs;
    const CliCommand *plain = nullptr; // "map FILE" beside "map size FILE"
    for (const CliCommand &c : cliCommands()) {
        if (c.name != name)
            continue;
        if (c.sub.isEmpty()) {
            plain = &c;
            continue;
        }
        subs << c.sub;
        if (!args.isEmpty() && args.first() == c.sub) {
            args.removeFirst();
            return c.run(ctx, args);
        }
    }
    if (plain)
        return plain->run(ctx, args);
    if (subs.isEmpty())
        throw CliFailure{ExitCode::BadInput, CliText::tr("Unknown command: %1; see castellan-cli --help.").arg(name)};
    throw CliFailure{ExitCode::BadInput, CliText::tr("%1 wants %2.").arg(name, subs.join(QStringLiteral(", ")))};
}

/**
 * RULES D4, table dice: the command runs first on a copy of the campaign, to count the dice it rolls with the
 * faces given (any past them show 1); only when the faces are exactly those does it run on the campaign, so a
 * wrong count logs nothing.
 */
int dispatchWithTableDice(CliContext &ctx, const QStringList &args)
{
    if (ctx.table.faces.isEmpty()) {
        try {
            return dispatch(ctx, args);
        } catch (const TableDiceNeeded &) {
            // The campaign's dice are typed in: count them first.
        }
    }
    QTemporaryDir dir;
    if (!dir.isValid())
        throw CliFailure{ExitCode::BadInput, CliText::tr("No temporary folder to count the table dice in.")};
    QString sink;
    QTextStream quietOut(&sink);
    QTextStream quietErr(&sink);
    CliContext dry{ctx.p, quietOut, quietErr, ctx.defaultSeed, ctx.json, {}, {}, {}, false, {}};
    dry.table.faces = ctx.table.faces;
    dry.table.counting = true;
    dry.table.copy = dir.filePath(QStringLiteral("table-dice.castellan"));
    std::optional<CliFailure> refused;
    try {
        dispatch(dry, args);
    } catch (const CliFailure &f) {
        refused = f;
    }
    const qsizetype given = ctx.table.faces.size();
    if (dry.table.asked != given) {
        if (refused && dry.table.asked == 0)
            throw *refused; // refused before any die: the rules' reason says more than the count
        throw CliFailure{
            ExitCode::BadInput,
            given == 0 ? CliText::tr("The table's dice are on (RULES D4): this command rolls %n dice; give their "
                                     "faces with --faces.",
                                     nullptr, int(dry.table.asked))
                       : CliText::tr("With these faces this command rolls %1 dice, and --faces gave %2 (RULES D4). "
                                     "Nothing was rolled or logged.")
                             .arg(dry.table.asked)
                             .arg(given)};
    }
    if (refused)
        throw *refused;
    ctx.table.checked = true;
    ctx.table.asked = 0;
    return dispatch(ctx, args);
}

/** --faces: whole numbers from 1 to 6, comma-separated. */
QList<int> tableFaces(const QCommandLineParser &p)
{
    QList<int> faces;
    if (!p.isSet(QStringLiteral("faces")))
        return faces;
    const QStringList parts = p.value(QStringLiteral("faces")).split(QLatin1Char(','));
    for (const QString &part : parts) {
        bool ok = false;
        const int face = part.trimmed().toInt(&ok);
        if (!ok || face < 1 || face > 6)
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("--faces takes the faces of d6s, 1 to 6, comma-separated "
                                         "(\"3,5,6\"), not \"%1\".")
                                 .arg(part)};
        faces.append(face);
    }
    return faces;
}

/**
 * An export's or a print's --force (replace the file it writes) is --replace inside: --force NAME is the force a
 * note is about, and an option either takes a value or does not.
 */
QStringList exportForceAsReplace(QStringList arguments)
{
    const auto command = std::find_if(arguments.cbegin() + (arguments.isEmpty() ? 0 : 1), arguments.cend(),
                                      [](const QString &a) { return !a.startsWith(QLatin1Char('-')); });
    if (command != arguments.cend() && (*command == QLatin1String("export") || *command == QLatin1String("print")))
        std::replace(arguments.begin(), arguments.end(), QStringLiteral("--force"), QStringLiteral("--replace"));
    return arguments;
}

} // namespace

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands = {
        {QStringLiteral("new"), QString(), cmdNew,
         QT_TRANSLATE_NOOP("CastellanCli", "new FILE --name NAME [--seed N]")},
        {QStringLiteral("leader"), QStringLiteral("add"), cmdLeaderAdd,
         QT_TRANSLATE_NOOP("CastellanCli", "leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]")},
        {QStringLiteral("leader"), QStringLiteral("list"), cmdLeaderList,
         QT_TRANSLATE_NOOP("CastellanCli", "leader list FILE [--at TURN[.PHASE[.ACTION]]]")},
        {QStringLiteral("leader"), QStringLiteral("show"), cmdLeaderShow,
         QT_TRANSLATE_NOOP("CastellanCli", "leader show FILE NAME [--at TURN[.PHASE[.ACTION]]]")},
        {QStringLiteral("leader"), QStringLiteral("coward"), cmdLeaderCoward,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "leader coward FILE NAME yes|no   (RULES M1: a coward may not lead a flank march)")},
        {QStringLiteral("leader"), QStringLiteral("pronoun"), cmdLeaderPronoun,
         QT_TRANSLATE_NOOP("CastellanCli", "leader pronoun FILE NAME he|she|they   (how texts speak of the leader)")},
        {QStringLiteral("leader"), QStringLiteral("notes"), cmdLeaderNotes,
         QT_TRANSLATE_NOOP("CastellanCli", "leader notes FILE NAME TEXT")},
        {QStringLiteral("leader"), QStringLiteral("location"), cmdLeaderLocation,
         QT_TRANSLATE_NOOP("CastellanCli", "leader location FILE NAME PLACE   (where a leader without a force is)")},
        {QStringLiteral("wound"), QString(), cmdWound, QT_TRANSLATE_NOOP("CastellanCli", "wound FILE NAME N")},
        {QStringLiteral("deed"), QString(), cmdDeed, QT_TRANSLATE_NOOP("CastellanCli", "deed FILE NAME")},
        {QStringLiteral("survive"), QString(), cmdSurvive,
         QT_TRANSLATE_NOOP("CastellanCli", "survive FILE NAME [--captor SIDE] [--escape-to PLACE]")},
        {QStringLiteral("duel"), QString(), cmdDuel,
         QT_TRANSLATE_NOOP("CastellanCli", "duel FILE NAME NAME [--exchanges N]")},
        {QStringLiteral("assassinate"), QString(), cmdAssassinate,
         QT_TRANSLATE_NOOP("CastellanCli", "assassinate FILE ASSASSIN TARGET")},
        {QStringLiteral("capture"), QString(), cmdCapture,
         QT_TRANSLATE_NOOP("CastellanCli", "capture FILE LEADER --by SIDE")},
        {QStringLiteral("release"), QString(), cmdRelease,
         QT_TRANSLATE_NOOP("CastellanCli", "release FILE LEADER [--to FORCE]")},
        {QStringLiteral("side"), QStringLiteral("list"), cmdSideList,
         QT_TRANSLATE_NOOP("CastellanCli", "side list FILE")},
        {QStringLiteral("side"), QStringLiteral("add"), cmdSideAdd,
         QT_TRANSLATE_NOOP("CastellanCli", "side add FILE NAME [--color COLOR]   (a name no other side has)")},
        {QStringLiteral("side"), QStringLiteral("rename"), cmdSideRename,
         QT_TRANSLATE_NOOP("CastellanCli", "side rename FILE SIDE NAME")},
        {QStringLiteral("side"), QStringLiteral("color"), cmdSideColor,
         QT_TRANSLATE_NOOP("CastellanCli", "side color FILE SIDE COLOR   (#rrggbb or a colour's name)")},
        {QStringLiteral("side"), QStringLiteral("remove"), cmdSideRemove,
         QT_TRANSLATE_NOOP("CastellanCli", "side remove FILE SIDE   (only while nothing belongs to it)")},
        {QStringLiteral("retreat"), QString(), cmdLeaderRetreat,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "retreat FILE LEADER [--to HEX]   (RULES F8: where only leaders are left of "
                           "both sides; on a failure the leader must duel or be captured)")},
        {QStringLiteral("log"), QString(), cmdLog,
         QT_TRANSLATE_NOOP("CastellanCli", "log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N] [--csv]")},
        {QStringLiteral("luck"), QString(), cmdLuck,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "luck FILE   (6s and 5s of battle fire against fair dice, by side and leader)")},
        {QStringLiteral("force"), QStringLiteral("add"), cmdForceAdd,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "force add FILE --name NAME --side SIDE --units N [--broken N] "
                           "[--location PLACE] [--leaders A,B] [--cavalry N] [--artillery N]")},
        {QStringLiteral("force"), QStringLiteral("list"), cmdForceList,
         QT_TRANSLATE_NOOP("CastellanCli", "force list FILE [--at TURN[.PHASE[.ACTION]]]")},
        {QStringLiteral("force"), QStringLiteral("place"), cmdForcePlace,
         QT_TRANSLATE_NOOP("CastellanCli", "force place FILE FORCE --hex HEX   (--hex off takes it off the map)")},
        {QStringLiteral("force"), QStringLiteral("move"), cmdForceMove,
         QT_TRANSLATE_NOOP("CastellanCli", "force move FILE FORCE --to HEX[,HEX...] [--forced-march]")},
        {QStringLiteral("force"), QStringLiteral("split"), cmdForceSplit,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "force split FILE FORCE --units N [--broken N] [--leaders A,B] --name NAME")},
        {QStringLiteral("force"), QStringLiteral("merge"), cmdForceMerge,
         QT_TRANSLATE_NOOP("CastellanCli", "force merge FILE FORCE FORCE   (the second joins the first)")},
        {QStringLiteral("force"), QStringLiteral("edit"), cmdForceEdit,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "force edit FILE FORCE [--units N] [--broken N] [--leaders A,B] [--name NAME] [--cavalry N] "
                           "[--artillery N]")},
        {QStringLiteral("force"), QStringLiteral("disband"), cmdForceDisband,
         QT_TRANSLATE_NOOP("CastellanCli", "force disband FILE FORCE")},
        {QStringLiteral("battle"), QString(), cmdBattle,
         QT_TRANSLATE_NOOP(
             "CastellanCli",
             "battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE]   (every force "
             "there, RULES F0; --attacker FORCE --defender FORCE as a shortcut)\n"
             "              [--flank LEADER=UNITS:left|right]   (RULES M2: a command on a flank march, repeatable)\n"
             "              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (RULES T4: a "
             "side's choices, as its standing orders name them)")},
        {QStringLiteral("odds"), QStringLiteral("battle"), oddsBattle,
         QT_TRANSLATE_NOOP(
             "CastellanCli",
             "odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]\n"
             "              --defender-units N --defender-battle B --defender-rally R "
             "[--defender-leaderless] [--rounds]\n"
             "              [--break-in]   (RULES S3: the attacker breaks in, the defender is the "
             "garrison; leaderless: no leader inside)\n"
             "              [--flank-units N --flank-level LEVEL --flank-side attacker|defender]   (RULES M3: "
             "N more units of that side on a flank march)")},
        {QStringLiteral("simulate"), QStringLiteral("battle"), simulateBattle,
         QT_TRANSLATE_NOOP("CastellanCli", "simulate battle (the same options) --trials N --seed S")},
        {QStringLiteral("odds"), QStringLiteral("attack"), cmdOddsAttack,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] "
                           "[--figures N] [--fallback] [--ruleset FILE]   (RULES C4, C9)")},
        {QStringLiteral("odds"), QStringLiteral("board"), cmdOddsBoard,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] "
                           "[--seconds S] [--progress] [--ruleset FILE]   (each side's chance to win the battle "
                           "on the board, both sides automatic, from where it stands)")},
        {QStringLiteral("tactical"), QString(), cmdTactical,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "tactical FILE --hex HEX --auto [--events]   (the campaign battle at that hex on the board, "
                           "both sides automatic)")},
        {QStringLiteral("tactical"), QStringLiteral("ruleset"), cmdTacticalRuleset,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "tactical ruleset FILE [RULESET.json | --standard]   (the ruleset of the campaign's battles "
                           "on the board)")},
        {QStringLiteral("tactical"), QStringLiteral("scenario"), cmdTacticalScenario,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SCENARIO.json "
                           "...   (set up a battle board)")},
        {QStringLiteral("tactical"), QStringLiteral("play"), cmdTacticalPlay,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]   "
                           "(RULES C, both sides automatic; SHIPPED: a key from tactical scenarios)")},
        {QStringLiteral("tactical"), QStringLiteral("scenarios"), cmdTacticalScenarios,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "tactical scenarios [--ruleset FILE]   (the shipped scenarios, and any of one's own in "
                           "~/.local/share/castellan/scenarios)")},
        {QStringLiteral("odds"), QStringLiteral("flank"), cmdOddsFlank,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "odds flank --level poor|average|good|excellent --turns T [--ruleset FILE]   "
                           "(RULES M3: the chance a flank march has arrived by each turn)")},
        {QStringLiteral("odds"), QStringLiteral("siege"), cmdSiegeOdds,
         QT_TRANSLATE_NOOP("CastellanCli", "odds siege --rerolls R --turns T")},
        {QStringLiteral("siege"), QStringLiteral("lay"), cmdSiegeLay,
         QT_TRANSLATE_NOOP("CastellanCli", "siege lay FILE --fortress NAME --breaching FORCE")},
        {QStringLiteral("siege"), QStringLiteral("lift"), cmdSiegeLift,
         QT_TRANSLATE_NOOP("CastellanCli", "siege lift FILE --fortress NAME")},
        {QStringLiteral("siege"), QStringLiteral("roll"), cmdSiegeRoll,
         QT_TRANSLATE_NOOP(
             "CastellanCli",
             "siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH]   (default: "
             "reroll anything but a 6; the leaders' own rerolls, RULES H2, only when asked)\n"
             "              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (the break-in "
             "battle's choices, RULES S3, T4)")},
        {QStringLiteral("sortie"), QString(), cmdSortie,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy]\n"
                           "              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]")},
        {QStringLiteral("phase"), QString(), cmdPhase,
         QT_TRANSLATE_NOOP("CastellanCli", "phase FILE --begin-movement")},
        {QStringLiteral("turn"), QString(), cmdTurn,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "turn FILE --end | --auto   (the end of turn; --auto runs the siege phase with "
                           "default choices first)")},
        {QStringLiteral("options"), QString(), cmdOptions,
         QT_TRANSLATE_NOOP("CastellanCli", "options FILE [KEY [VALUE]]   (list, read or set a rule option)")},
        {QStringLiteral("map"), QString(), cmdMap,
         QT_TRANSLATE_NOOP("CastellanCli", "map FILE [--at TURN[.PHASE[.ACTION]]]   (--at: as it stood then)")},
        {QStringLiteral("history"), QString(), cmdHistory,
         QT_TRANSLATE_NOOP("CastellanCli", "history FILE [--turn N [--phase P]]   (the actions kept, oldest first)")},
        {QStringLiteral("report"), QStringLiteral("turn"), cmdReportTurn,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf) [--force]   (a side's "
                           "report of a turn: nothing it could not see)")},
        {QStringLiteral("undo"), QString(), cmdUndo,
         QT_TRANSLATE_NOOP("CastellanCli", "undo FILE   (the last action, of this run or an earlier one)")},
        {QStringLiteral("redo"), QString(), cmdRedo,
         QT_TRANSLATE_NOOP("CastellanCli", "redo FILE   (the last action undone, with the same rolls)")},
        {QStringLiteral("map"), QStringLiteral("size"), cmdMapSize,
         QT_TRANSLATE_NOOP("CastellanCli", "map size FILE --columns C --rows R")},
        {QStringLiteral("map"), QStringLiteral("terrain"), cmdMapTerrain,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "map terrain FILE HEX TERRAIN   (clear, forest, hills, mountains, marsh, water)")},
        {QStringLiteral("map"), QStringLiteral("place"), cmdMapPlace,
         QT_TRANSLATE_NOOP("CastellanCli", "map place FILE HEX NAME")},
        {QStringLiteral("map"), QStringLiteral("scan"), cmdMapScan,
         QT_TRANSLATE_NOOP("CastellanCli", "map scan FILE IMAGE   (a scan of the printed map under the hexes)")},
        {QStringLiteral("map"), QStringLiteral("scan-align"), cmdMapScanAlign,
         QT_TRANSLATE_NOOP("CastellanCli", "map scan-align FILE HEX X,Y HEX X,Y   (two hexes' centres on the scan)")},
        {QStringLiteral("map"), QStringLiteral("scan-nudge"), cmdMapScanNudge,
         QT_TRANSLATE_NOOP(
             "CastellanCli",
             "map scan-nudge FILE [--hex-width PX] [--rotation DEG] [--shift-across C] [--shift-down R]")},
        {QStringLiteral("map"), QStringLiteral("scan-remove"), cmdMapScanRemove,
         QT_TRANSLATE_NOOP("CastellanCli", "map scan-remove FILE")},
        {QStringLiteral("map"), QStringLiteral("grid"), cmdMapGrid,
         QT_TRANSLATE_NOOP("CastellanCli", "map grid FILE --opacity PERCENT   (0 hides the grid over the scan)")},
        {QStringLiteral("fortress"), QStringLiteral("add"), cmdFortressAdd,
         QT_TRANSLATE_NOOP("CastellanCli", "fortress add FILE --name NAME --hex HEX --rating R --side SIDE")},
        {QStringLiteral("verify"), QString(), cmdVerify,
         QT_TRANSLATE_NOOP(
             "CastellanCli",
             "verify FILE [--seed N --salt HEX]   (a players' copy: the seed and salt the game master reveals)")},
        {QStringLiteral("note"), QString(), cmdNote,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "note FILE (--leader NAME | --force NAME | --fortress NAME) --text TEXT [--gm-only]")},
        {QStringLiteral("export"), QStringLiteral("roster"), cmdExportRoster,
         QT_TRANSLATE_NOOP("CastellanCli", "export roster FILE (--csv | --json) [--to OUT [--force]]")},
        {QStringLiteral("export"), QStringLiteral("forces"), cmdExportForces,
         QT_TRANSLATE_NOOP("CastellanCli", "export forces FILE --csv [--to OUT [--force]]")},
        {QStringLiteral("import"), QStringLiteral("roster"), cmdImportRoster,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "import roster FILE ROSTER.json   (one undoable action; a bad file imports nothing)")},
        {QStringLiteral("print"), QString(), cmdPrint,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] "
                           "[--per-page 1-4]   (leader sheets; N: the last history entries)")},
        {QStringLiteral("export"), QStringLiteral("players-copy"), cmdExportPlayersCopy,
         QT_TRANSLATE_NOOP(
             "CastellanCli",
             "export players-copy FILE --to COPY [--force]   (no GM-only notes, no seed; prints the salt to keep)")},
        {QStringLiteral("publish"), QString(), cmdPublish,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "publish FILE --to URL   (a campaign file copied to a new campaign on a server: "
                           "postgresql://user@host:port/database?campaign=NAME)")},
        {QStringLiteral("pull"), QString(), cmdPull,
         QT_TRANSLATE_NOOP("CastellanCli", "pull URL --to FILE   (a server campaign copied into a new file)")},
        {QStringLiteral("access"), QStringLiteral("grant"), cmdAccessGrant,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "access grant URL --user NAME --role gm|player|observer [--side SIDE]   (a "
                           "player is bound to one side)")},
        {QStringLiteral("access"), QStringLiteral("revoke"), cmdAccessRevoke,
         QT_TRANSLATE_NOOP("CastellanCli", "access revoke URL --user NAME")},
        {QStringLiteral("access"), QStringLiteral("list"), cmdAccessList,
         QT_TRANSLATE_NOOP("CastellanCli", "access list URL")},
        {QStringLiteral("order"), QString(), cmdOrder,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] "
                           "[--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | "
                           "break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE "
                           "[--leaders A,B] "
                           "[--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | "
                           "withdraw ID [--side SIDE] [--wait "
                           "[--timeout S]]   (a player's order for his side, RULES T4; --wait: exit 0 done, 1 "
                           "refused)")},
        {QStringLiteral("orders"), QString(), cmdOrders,
         QT_TRANSLATE_NOOP("CastellanCli", "orders URL [--pending]   (a player: his side's)")},
        {QStringLiteral("questions"), QString(), cmdQuestions,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "questions URL [--pending]   (the battles that wait for a side's answer, RULES T4)")},
        {QStringLiteral("standing"), QString(), cmdStanding,
         QT_TRANSLATE_NOOP("CastellanCli", "standing URL [KEY [VALUE]] [--side SIDE]   (a side's standing orders)")},
        {QStringLiteral("referee"), QString(), cmdReferee,
         QT_TRANSLATE_NOOP("CastellanCli",
                           "referee URL [--once]   (carries out the pending orders; --once: then exits)")},
    };
    return commands;
}

int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err, quint64 defaultSeed, bool *wrote)
{
    QCommandLineParser p;
    QStringList lines;
    for (const CliCommand &c : cliCommands())
        lines << QStringLiteral("  ") + CliText::tr(c.usage);
    p.setApplicationDescription(
        CliText::tr("Castellan campaign tool.\n\nCommands:\n%1\n\n"
                    "Every FILE may also be a server campaign's URL. Exit codes: 0 done, 1 the "
                    "rules refuse, or the role on the server does not allow it (the reason is "
                    "printed), 2 bad usage, bad input, a file problem or an unreachable server, 3 done, "
                    "but its output could not be written.")
            .arg(lines.join(QLatin1Char('\n'))));
    p.addHelpOption();
    p.addVersionOption();
    p.addOptions({
        {QStringLiteral("json"), CliText::tr("Machine-readable output.")},
        {QStringLiteral("name"), CliText::tr("Name of the campaign or leader."), CliText::tr("NAME")},
        {QStringLiteral("seed"), CliText::tr("Seed of a new campaign's dice."), CliText::tr("N")},
        {QStringLiteral("side"), CliText::tr("Side of a new leader (created if new); the side whose rolls log shows."),
         CliText::tr("SIDE")},
        {QStringLiteral("priority"), CliText::tr("Traits to get the highest dice, in order."), CliText::tr("TRAITS")},
        {QStringLiteral("exchanges"), CliText::tr("Most exchanges a duel runs."), CliText::tr("N")},
        {QStringLiteral("captor"), CliText::tr("Side that captures a leader who fails a survival check."),
         CliText::tr("SIDE")},
        {QStringLiteral("escape-to"),
         CliText::tr("Where a leader who escapes is placed: survive takes PLACE; battle takes "
                     "LEADER=PLACE, a force or fortress of the leader's side (RULES H3), and may be "
                     "repeated."),
         CliText::tr("PLACE")},
        {QStringLiteral("leader"), CliText::tr("log: only this leader's rolls; note, print: the leader."),
         CliText::tr("NAME")},
        {QStringLiteral("limit"), CliText::tr("Only the newest N rolls."), CliText::tr("N")},
        {QStringLiteral("csv"), CliText::tr("The roll log as CSV.")},
        {QStringLiteral("turn"),
         CliText::tr("log: only the rolls of this campaign turn; history: only its actions; report turn: the turn "
                     "reported (the turn under way when not given)."),
         CliText::tr("N")},
        {QStringLiteral("units"), CliText::tr("Good-order units of a new force."), CliText::tr("N")},
        {QStringLiteral("broken"), CliText::tr("Broken units of a new force."), CliText::tr("N")},
        {QStringLiteral("location"), CliText::tr("Where a new force stands."), CliText::tr("PLACE")},
        {QStringLiteral("leaders"), CliText::tr("Leaders who join a new force, or go out with a sortie."),
         CliText::tr("NAMES")},
        {QStringLiteral("attacker"), CliText::tr("The attacking force."), CliText::tr("FORCE")},
        {QStringLiteral("defender"), CliText::tr("The defending force."), CliText::tr("FORCE")},
        {QStringLiteral("auto"), CliText::tr("Fight with the default choices (RULES F9).")},
        {QStringLiteral("trials"), CliText::tr("Battles to simulate."), CliText::tr("N")},
        {QStringLiteral("seconds"),
         CliText::tr("odds board: stop after S seconds, with the figures and interval of the battles played by then."),
         CliText::tr("S")},
        {QStringLiteral("progress"), CliText::tr("odds board: tell the figures so far on standard error as they go.")},
        {QStringLiteral("rounds"), CliText::tr("odds battle: count the rounds too (slower).")},
        {QStringLiteral("break-in"), CliText::tr("odds battle, simulate battle: a break-in battle (RULES S3).")},
        {QStringLiteral("rerolls"),
         CliText::tr(
             "Break-in rerolls a turn (the Siege bonus, RULES S2); tactical scenario leader: the heroic rerolls "
             "the leader holds (RULES H2)."),
         CliText::tr("R")},
        {QStringLiteral("color"), CliText::tr("side add: the side's colour, #rrggbb or a colour's name."),
         CliText::tr("COLOR")},
        {QStringLiteral("reroll"),
         CliText::tr("siege roll, order break-in: which break-in dice to re-roll while the rerolls last: all_but_6 "
                     "(the default), only_1 or none (RULES S2)."),
         CliText::tr("WHICH")},
        {QStringLiteral("heroic-rerolls"),
         CliText::tr("siege roll, order break-in: how many of the besieging leaders' own rerolls to spend "
                     "on the break-in roll (RULES H2); the rest lapse."),
         CliText::tr("N")},
        {QStringLiteral("turns"), CliText::tr("odds siege: turns of siege; odds flank: arrival rolls (1 to 50)."),
         CliText::tr("T")},
        {QStringLiteral("level"),
         CliText::tr("odds flank, tactical scenario march: the marching general's level (RULES M1)."),
         CliText::tr("LEVEL")},
        {QStringLiteral("edge"),
         CliText::tr("tactical scenario march: the side edge the march comes in by, left or right (RULES M2)."),
         CliText::tr("EDGE")},
        {QStringLiteral("flank"),
         CliText::tr("battle, order move, order answer: a leader and units of the leader's force sent on a flank "
                     "march, LEADER=UNITS:left|right (RULES M2)."),
         CliText::tr("COMMAND")},
        {QStringLiteral("flank-units"),
         CliText::tr("odds battle, simulate battle: units on a flank march, beside the side's units on the field."),
         CliText::tr("N")},
        {QStringLiteral("flank-level"),
         CliText::tr("odds battle, simulate battle: the marching general's level (RULES M1)."), CliText::tr("LEVEL")},
        {QStringLiteral("flank-side"), CliText::tr("odds battle, simulate battle: the side whose command marches."),
         CliText::tr("SIDE")},
        {QStringLiteral("columns"), CliText::tr("Columns of the map."), CliText::tr("C")},
        {QStringLiteral("rows"), CliText::tr("Rows of the map."), CliText::tr("R")},
        {QStringLiteral("hex"), CliText::tr("A hex, as the map labels it (0304)."), CliText::tr("HEX")},
        {QStringLiteral("rating"), CliText::tr("A fortress's rating (RULES S1)."), CliText::tr("R")},
        {QStringLiteral("hex-width"), CliText::tr("map scan-nudge: how wide a hex is on the scan, in its pixels."),
         CliText::tr("PX")},
        {QStringLiteral("rotation"), CliText::tr("map scan-nudge: how far the scan is turned, in degrees clockwise."),
         CliText::tr("DEG")},
        {QStringLiteral("shift-across"), CliText::tr("map scan-nudge: the scan's shift across, in columns."),
         CliText::tr("C")},
        {QStringLiteral("shift-down"), CliText::tr("map scan-nudge: the scan's shift down, in rows."),
         CliText::tr("R")},
        {QStringLiteral("cavalry"),
         CliText::tr("force add, force edit, force split: how many of its (or the split's) units are cavalry."),
         CliText::tr("N")},
        {QStringLiteral("artillery"),
         CliText::tr("force add, force edit, force split: how many of its (or the split's) units are artillery (the "
                     "rest are infantry)."),
         CliText::tr("N")},
        {QStringLiteral("range"), CliText::tr("odds attack: hexes from the attacker to its target, 1 when adjacent."),
         CliText::tr("R")},
        {QStringLiteral("terrain"), CliText::tr("odds attack: the target's terrain (clear, woods, hill, stream)."),
         CliText::tr("TERRAIN")},
        {QStringLiteral("figures"),
         CliText::tr("odds attack: the target's figures left (its full strength by default)."), CliText::tr("N")},
        {QStringLiteral("fallback"), CliText::tr("odds attack: the cavalry attacked falls back (RULES C9).")},
        {QStringLiteral("events"),
         CliText::tr("tactical, tactical play: the board, the units and every event of the battle in the JSON.")},
        {QStringLiteral("standard"), CliText::tr("tactical ruleset: go back to the shipped ruleset (RULES C).")},
        {QStringLiteral("type"), CliText::tr("tactical scenario unit: the unit's type (infantry, cavalry, artillery)."),
         CliText::tr("TYPE")},
        {QStringLiteral("heroics"),
         CliText::tr("tactical scenario leader: the leader's Heroics for the survival check (RULES H3)."),
         CliText::tr("N")},
        {QStringLiteral("pronoun"),
         CliText::tr("tactical scenario leader and march: how the battle's texts speak of the leader, he, she or "
                     "they (he by default)."),
         CliText::tr("he|she|they")},
        {QStringLiteral("none"), CliText::tr("tactical scenario leader: the unit has no leader.")},
        {QStringLiteral("units-to-win"),
         CliText::tr("tactical scenario side: enemy units to eliminate to win, 0 for half the enemy's."),
         CliText::tr("N")},
        {QStringLiteral("first"), CliText::tr("tactical scenario side: this side plays first.")},
        {QStringLiteral("ruleset"), CliText::tr("A tactical ruleset file (JSON) instead of the shipped one."),
         CliText::tr("FILE")},
        {QStringLiteral("opacity"), CliText::tr("map grid: how much the grid shows over the scan, 0 to 100."),
         CliText::tr("PERCENT")},
        {QStringLiteral("to"),
         CliText::tr("Where a force moves (a hex or a path of hexes), the force a released leader joins, or the file "
                     "an export writes."),
         CliText::tr("TO")},
        {QStringLiteral("forced-march"), CliText::tr("Try a forced march before moving (RULES T1a).")},
        {QStringLiteral("fortress"), CliText::tr("The fortress of a siege; note: the fortress."), CliText::tr("NAME")},
        {QStringLiteral("breaching"), CliText::tr("The breaching force of a new siege (RULES S1)."),
         CliText::tr("FORCE")},
        {QStringLiteral("target"), CliText::tr("The besieging force a sortie attacks (RULES S4)."),
         CliText::tr("FORCE")},
        {QStringLiteral("force"), CliText::tr("note: the force."), CliText::tr("FORCE")},
        {QStringLiteral("occupy"),
         CliText::tr("A winning sortie takes the beaten force's hex instead of going back inside.")},
        {QStringLiteral("by"), CliText::tr("The side that captures a leader."), CliText::tr("SIDE")},
        {QStringLiteral("begin-movement"), CliText::tr("End the siege phase: movement and battles begin (RULES T1).")},
        {QStringLiteral("end"), CliText::tr("The end of turn alone (RULES T3).")},
        {QStringLiteral("avoid"), CliText::tr("The defender tries to avoid battle first (RULES F1).")},
        {QStringLiteral("faces"),
         CliText::tr("The faces of the table's dice for every roll of the command, in order "
                     "(RULES D4, with the table dice option on)."),
         CliText::tr("FACES")},
        {QStringLiteral("text"), CliText::tr("note: the text of the notes."), CliText::tr("TEXT")},
        {QStringLiteral("gm-only"),
         CliText::tr("note: the notes are the game master's only; a players' copy leaves them out.")},
        {QStringLiteral("salt"), CliText::tr("verify: the salt of a players' copy, as the game master was shown it."),
         CliText::tr("HEX")},
        {QStringLiteral("pdf"), CliText::tr("print, report turn: the PDF file to write."), CliText::tr("OUT.pdf")},
        {QStringLiteral("html"), CliText::tr("report turn: the HTML file to write."), CliText::tr("OUT")},
        {QStringLiteral("roster"), CliText::tr("print: every leader's sheet.")},
        {QStringLiteral("campaign"), CliText::tr("print: the whole campaign.")},
        {QStringLiteral("history"),
         CliText::tr("print: how many of the newest history entries a leader's sheet shows (-1: all)."),
         CliText::tr("N")},
        {QStringLiteral("per-page"), CliText::tr("print: leader sheets on one page, 1 to 4 (1 when not given)."),
         CliText::tr("N")},
        {QStringLiteral("user"), CliText::tr("access: the server's user given or refused access."),
         CliText::tr("NAME")},
        {QStringLiteral("role"), CliText::tr("access grant: gm, player or observer."), CliText::tr("ROLE")},
        {QStringLiteral("at"),
         CliText::tr("map, leader list, leader show, force list: the campaign as it stood as turn N began "
                     "(N), as a phase of it began (N.PHASE) or after that phase's Mth action (N.PHASE.M)."),
         CliText::tr("POINT")},
        {QStringLiteral("phase"), CliText::tr("history: only the actions of this phase of --turn."),
         CliText::tr("PHASE")},
        {QStringLiteral("retreat-to"), CliText::tr("Where the side that moves off the field goes (RULES F1, F6a)."),
         CliText::tr("HEX")},
        {QStringLiteral("attacker-choices"),
         CliText::tr("battle, siege roll, sortie: the attacker's choices in the battle, as standing orders name them: "
                     "losses, battle_rerolls, retreat, retreat_to, escape_to (RULES T4)."),
         CliText::tr("KEY=VALUE,...")},
        {QStringLiteral("defender-choices"),
         CliText::tr("battle: the defender's choices, as --attacker-choices; avoid=yes is --avoid (RULES T4)."),
         CliText::tr("KEY=VALUE,...")},
        {QStringLiteral("wait"), CliText::tr("order: wait for the referee's answer (exit 0 done, 1 refused).")},
        {QStringLiteral("timeout"), CliText::tr("order --wait: the longest wait, in seconds (60 when not given)."),
         CliText::tr("S")},
        {QStringLiteral("pending"), CliText::tr("orders, questions: only those not yet answered.")},
        {QStringLiteral("choices"),
         CliText::tr("order answer: the side's choices in the battle that waits, as standing orders name them; "
                     "order move: the mover's in the battle his move brings (no avoid); his standing orders for "
                     "the rest (RULES T4)."),
         CliText::tr("KEY=VALUE,...")},
        {QStringLiteral("once"), CliText::tr("referee: carry out the pending orders, then exit.")},
    });
    for (const QString &who : {QStringLiteral("attacker"), QStringLiteral("defender")}) {
        p.addOptions({
            {who + QStringLiteral("-units"), CliText::tr("Good-order units of the %1.").arg(who), CliText::tr("N")},
            {who + QStringLiteral("-battle"), CliText::tr("Battle rating of the %1's commander.").arg(who),
             CliText::tr("B")},
            {who + QStringLiteral("-rally"), CliText::tr("Rally rating of the %1's commander.").arg(who),
             CliText::tr("R")},
            {who + QStringLiteral("-leaderless"), CliText::tr("The %1 has no able leader.").arg(who)},
        });
    }
    p.addPositionalArgument(QStringLiteral("command"), CliText::tr("What to do; see the list above."));

    QCommandLineOption replace(QStringLiteral("replace"), CliText::tr("export, print: replace the file written."));
    replace.setFlags(QCommandLineOption::HiddenFromHelp);
    p.addOption(replace);
    if (!p.parse(exportForceAsReplace(arguments))) {
        err << p.errorText() << Qt::endl;
        return int(ExitCode::BadInput);
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return int(ExitCode::Done);
    }
    if (p.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << QLatin1Char(' ') << QCoreApplication::applicationVersion()
            << Qt::endl;
        return int(ExitCode::Done);
    }
    installTerminalPasswordPrompt();
    CliContext ctx{p, out, err, defaultSeed, p.isSet(QStringLiteral("json")), {}, {}, {}, false, {}};
    auto failWith = [&](const CliFailure &f) {
        printWhole();
        err << f.message << Qt::endl;
        if (ctx.json)
            out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                             {QStringLiteral("exit_code"), int(f.code)},
                                             {QStringLiteral("error"), f.message}})
                       .toJson(QJsonDocument::Indented);
        return int(f.code);
    };
    const auto tellWrote = qScopeGuard([&] {
        if (wrote)
            *wrote = ctx.wrote;
    });
    try {
        ctx.table.faces = tableFaces(p);
        const int code = dispatchWithTableDice(ctx, p.positionalArguments());
        if (code == int(ExitCode::Done))
            ctx.keepRuns();
        return code;
    } catch (const CliFailure &f) {
        return failWith(f);
    } catch (const AccessDenied &e) {
        return failWith({ExitCode::RulesRefuse, e.message()}); // the user's role on a server campaign
    } catch (const StorageError &e) {
        return failWith({ExitCode::BadInput, e.message()}); // a file problem, never the rules
    }
}

} // namespace castellan
