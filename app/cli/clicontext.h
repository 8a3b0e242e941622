#pragma once

#include "commands/action/outcome.h"
#include "commands/battles/fighttoend.h"
#include "map/mapmodel.h"
#include "model/force.h"
#include "model/leader.h"
#include "orders/standingbattle.h"
#include "rules/siegerules.h"
#include "storage/exporttarget.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>

#include <memory>
#include <optional>
#include <vector>

class QCommandLineParser;
class QTemporaryDir;
class QTextStream;

namespace castellan {

class Campaign;

/**
 * castellan-cli's exit codes: done, the rules refuse (the reason is printed), bad usage, bad input or a file
 * problem, and long work stopped with Ctrl+C (nothing written; 128 + SIGINT, as shells report it).
 */
/** 3: the command kept its change or wrote its file, and what it printed could not be written (issue 56). */
enum class ExitCode { Done = 0, RulesRefuse = 1, BadInput = 2, DoneUntold = 3, Stopped = 130 };

/** RULES D4: the campaign's dice are typed in, and this run of a command has no faces for them yet. */
struct TableDiceNeeded
{ };

/**
 * A whole number as a user writes one: digits with a minus sign or none; no plus sign, no space around it, no
 * "-0", nothing past qint64.
 */
std::optional<qint64> wholeNumber(const QString &text);

class CtrlCStops;

/** Ends a command with an exit code and a message for the user. */
struct CliFailure
{
    ExitCode code;
    QString message;
};

/** Runs a step on a server; its refusal of the user's role is exit 1, any other failure exit 2. */
template<class Step>
auto onServer(Step step)
{
    try {
        return step();
    } catch (const AccessDenied &e) {
        throw CliFailure{ExitCode::RulesRefuse, e.message()};
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
}

/** The translation context of castellan-cli's texts. */
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(CastellanCli)
};

/** What a command of castellan-cli works with: its options, its output, and the ways it fails. */
struct CliContext
{
    QCommandLineParser &p;
    QTextStream &out;
    QTextStream &err;
    quint64 defaultSeed; ///< seeds `new` without --seed; chosen by the caller, so no command draws randomness
    bool json = false;

    /** RULES D4, table dice: how a command's rolls are taken when the campaign's dice are typed in. */
    struct Table
    {
        QList<int> faces;      ///< --faces, in order
        bool counting = false; ///< a dry run on a copy, to count the dice the command rolls
        bool checked = false;  ///< the count was checked: the faces serve the real run
        qsizetype asked = 0;   ///< dice the dry run asked for
        QString copy;          ///< the copy a dry run works on
    };
    mutable Table table;
    /** The campaigns this run changes, each under its write lock until keepRuns(); dropped unkept on a failure. */
    mutable std::vector<std::unique_ptr<Campaign>> runs;
    /** Where --at writes the campaign as it stood (issue 31), for this run. */
    mutable std::unique_ptr<QTemporaryDir> past;
    /** This run kept a change or wrote a file: it is done, whatever becomes of its output (issue 56). */
    mutable bool wrote = false;
    /** While a run on a campaign is not kept, Ctrl+C ends it at once with nothing kept (issue 56, item 7). */
    mutable std::unique_ptr<CtrlCStops> runStops;

    ~CliContext();

    /** Fails with the usage unless there are exactly `n` arguments. */
    void expectArgs(const QStringList &args, qsizetype n, const QString &usage) const;
    /**
     * Opens a campaign to change it in this run, which holds its write lock and keeps it: another program's
     * changes are read first, and nothing is kept unless the command succeeds (keepRuns()). A file problem
     * (read-only, damaged, foreign, busy) is bad input.
     */
    Campaign *openCampaign(const QString &path) const;
    /** Keeps what this run changed, before it says so; a campaign that cannot keep it is a file problem. */
    void keepRuns() const;
    /**
     * Opens a campaign only to read it: the file is never written, and a read-only one opens too. With --at, the
     * campaign as it stood at that point of its history.
     */
    std::unique_ptr<Campaign> readCampaign(const QString &path) const;
    Leader findLeader(const Campaign &c, const QString &name) const;
    Force findForce(const Campaign &c, const QString &name) const;
    Fortress findFortress(const Campaign &c, const QString &name) const;
    /** A hex as the map labels it ("0304"); bad input when it is no label or lies off the campaign's map. */
    Hex hexArg(const Campaign &c, const QString &label) const;
    /** The leaders a comma-separated option names, or none when it is not given. */
    QList<qint64> leadersOption(const Campaign &c, const QString &name) const;
    /** --reroll: which break-in dice to re-roll (RULES S2); the default when it is not given. */
    SiegeRerolls siegeRerollsOption() const;
    /** RULES T4: a side's battle choices as --attacker-choices or --defender-choices name them; none when not given. */
    std::optional<BattleStanding> battleChoicesOption(const QString &option) const;
    /** A battle fought with those choices (RULES's defaults for a side without), or empty (F9) when neither is given.
     */
    FightToEnd choicesFighter(const Campaign &c) const;
    /** Fails with the usage unless every one of these options is given. */
    void expectOptions(const QStringList &names, const QString &usage) const;
    /** A name no rule could take (none, too long, a control character) is bad input, said in the rules' `why`. */
    void expectGoodName(const QString &name, const QString &why) const;
    /** A place no rule could take (too long, a control character) is bad input (issue 56, item 10). */
    void expectGoodPlace(const QString &place) const;
    /** Fails with the usage unless this option is given, a switch or a value that may be empty. */
    void expectFlag(const QString &name, const QString &usage) const;
    /** The side of that name; bad input when the campaign has none. */
    qint64 findSide(const Campaign &c, const QString &name) const;
    /** A whole-number option in [min, max], or `fallback` when it is not given. */
    int intOption(const QString &name, int fallback, int min, int max) const;
    /** A number option in [min, max], or `fallback` when it is not given. */
    double realOption(const QString &name, double fallback, double min, double max) const;
    /** --seed, or the default seed. */
    quint64 seedOption() const;
    /**
     * The file an export or a print writes, named by `option`: never a campaign or anything but a regular file,
     * and one that exists only with --force. Bad input otherwise.
     */
    QString exportTarget(const QString &option, ExportKind kind) const;
    /** Prints JSON with --json, else the text. */
    int print(const QJsonValue &value, const QString &text) const;
    /** Ends the command with an action's refusal: a file problem is bad input, the rules' refusal exit 1. */
    [[noreturn]] void fail(const Outcome &o) const;
    /** Prints an action's outcome with its rolls (and the leader it changed), or fails with its refusal. */
    int report(const Campaign &c, const Outcome &o, QJsonObject extra = {}) const;
};

} // namespace castellan
