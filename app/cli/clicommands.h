#pragma once

#include "clicontext.h"

#include "tactical/ruleset.h"

#include <QList>
#include <QStringList>

namespace castellan {

/** One command of castellan-cli: its words ("leader add") and what runs it on the arguments after them. */
struct CliCommand
{
    QString name;
    QString sub; ///< the second word, or empty
    int (*run)(CliContext &ctx, const QStringList &args);
    const char *usage; ///< for --help, translated when shown
};

/** --ruleset FILE, or the shipped one; a faulty file is bad input, with the field it got wrong (tacticalcommands.cpp).
 */
Ruleset rulesetOption(const CliContext &ctx);

/**
 * --flank LEADER=UNITS:left|right, repeated (RULES M2); "--flank none" is none (forcecommands.cpp). UNITS is a
 * number, or on the board the counters' types, "infantry,cavalry".
 */
struct FlankCommandOption
{
    QString leader;
    int units = 0;
    FlankEdge edge = FlankEdge::Left;
    QStringList types; ///< the types named, or empty when UNITS is a number
};
QList<FlankCommandOption> flankOptions(const CliContext &ctx);

/** Every command, in the order --help lists them. */
const QList<CliCommand> &cliCommands();

// servercommands.cpp (issue 16)
int cmdPublish(CliContext &ctx, const QStringList &args);
int cmdPull(CliContext &ctx, const QStringList &args);
int cmdAccessGrant(CliContext &ctx, const QStringList &args);
int cmdAccessRevoke(CliContext &ctx, const QStringList &args);
int cmdAccessList(CliContext &ctx, const QStringList &args);
int cmdOrder(CliContext &ctx, const QStringList &args);
int cmdOrders(CliContext &ctx, const QStringList &args);
int cmdQuestions(CliContext &ctx, const QStringList &args);
int cmdStanding(CliContext &ctx, const QStringList &args);
int cmdReferee(CliContext &ctx, const QStringList &args);
/** A server that wants a password asks for it on the terminal (never on the command line). */
void installTerminalPasswordPrompt();
// leadercommands.cpp
int cmdLeaderAdd(CliContext &ctx, const QStringList &args);
int cmdLeaderList(CliContext &ctx, const QStringList &args);
int cmdLeaderShow(CliContext &ctx, const QStringList &args);
int cmdLeaderCoward(CliContext &ctx, const QStringList &args);
int cmdLeaderPronoun(CliContext &ctx, const QStringList &args);
int cmdLeaderNotes(CliContext &ctx, const QStringList &args);
int cmdLeaderLocation(CliContext &ctx, const QStringList &args);
int cmdWound(CliContext &ctx, const QStringList &args);
int cmdDeed(CliContext &ctx, const QStringList &args);
int cmdSurvive(CliContext &ctx, const QStringList &args);
int cmdDuel(CliContext &ctx, const QStringList &args);
int cmdAssassinate(CliContext &ctx, const QStringList &args);
int cmdCapture(CliContext &ctx, const QStringList &args);
int cmdRelease(CliContext &ctx, const QStringList &args);
int cmdLeaderRetreat(CliContext &ctx, const QStringList &args);
int cmdSideList(CliContext &ctx, const QStringList &args);
int cmdSideAdd(CliContext &ctx, const QStringList &args);
int cmdSideRename(CliContext &ctx, const QStringList &args);
int cmdSideColor(CliContext &ctx, const QStringList &args);
int cmdSideRemove(CliContext &ctx, const QStringList &args);
// forcecommands.cpp
int cmdForceAdd(CliContext &ctx, const QStringList &args);
int cmdForceList(CliContext &ctx, const QStringList &args);
int cmdBattle(CliContext &ctx, const QStringList &args);
int cmdForceSplit(CliContext &ctx, const QStringList &args);
int cmdForceMerge(CliContext &ctx, const QStringList &args);
int cmdForceEdit(CliContext &ctx, const QStringList &args);
int cmdForceDisband(CliContext &ctx, const QStringList &args);
// mapcommands.cpp
int cmdMapSize(CliContext &ctx, const QStringList &args);
int cmdMapTerrain(CliContext &ctx, const QStringList &args);
int cmdMapPlace(CliContext &ctx, const QStringList &args);
int cmdFortressAdd(CliContext &ctx, const QStringList &args);
int cmdForcePlace(CliContext &ctx, const QStringList &args);
int cmdForceMove(CliContext &ctx, const QStringList &args);
int cmdPhase(CliContext &ctx, const QStringList &args);
// scancommands.cpp
int cmdMapScan(CliContext &ctx, const QStringList &args);
int cmdMapScanRemove(CliContext &ctx, const QStringList &args);
int cmdMapScanAlign(CliContext &ctx, const QStringList &args);
int cmdMapScanNudge(CliContext &ctx, const QStringList &args);
int cmdMapGrid(CliContext &ctx, const QStringList &args);
// siegecommands.cpp
int cmdSiegeLay(CliContext &ctx, const QStringList &args);
int cmdSiegeLift(CliContext &ctx, const QStringList &args);
int cmdSiegeRoll(CliContext &ctx, const QStringList &args);
int cmdSortie(CliContext &ctx, const QStringList &args);
// oddscommands.cpp
int cmdOdds(CliContext &ctx, const QStringList &args, bool simulate);
int cmdSiegeOdds(CliContext &ctx, const QStringList &args);
int cmdOddsFlank(CliContext &ctx, const QStringList &args);
// tacticalcommands.cpp
int cmdOddsAttack(CliContext &ctx, const QStringList &args);
int cmdTacticalPlay(CliContext &ctx, const QStringList &args);
int cmdOddsBoard(CliContext &ctx, const QStringList &args);
int cmdTacticalScenarios(CliContext &ctx, const QStringList &args);
int cmdTactical(CliContext &ctx, const QStringList &args);
int cmdTacticalRuleset(CliContext &ctx, const QStringList &args);
int cmdTacticalScenario(CliContext &ctx, const QStringList &args);
// campaigncommands.cpp
int cmdNew(CliContext &ctx, const QStringList &args);
int cmdTurn(CliContext &ctx, const QStringList &args);
int cmdMap(CliContext &ctx, const QStringList &args);
int cmdLog(CliContext &ctx, const QStringList &args);
int cmdLuck(CliContext &ctx, const QStringList &args);
int cmdOptions(CliContext &ctx, const QStringList &args);
// historycommands.cpp
int cmdHistory(CliContext &ctx, const QStringList &args);
int cmdReportTurn(CliContext &ctx, const QStringList &args);
int cmdUndo(CliContext &ctx, const QStringList &args);
int cmdRedo(CliContext &ctx, const QStringList &args);
// exchangecommands.cpp
int cmdNote(CliContext &ctx, const QStringList &args);
int cmdExportRoster(CliContext &ctx, const QStringList &args);
int cmdExportForces(CliContext &ctx, const QStringList &args);
int cmdImportRoster(CliContext &ctx, const QStringList &args);
int cmdExportPlayersCopy(CliContext &ctx, const QStringList &args);
int cmdVerify(CliContext &ctx, const QStringList &args);
int cmdPrint(CliContext &ctx, const QStringList &args);

} // namespace castellan
