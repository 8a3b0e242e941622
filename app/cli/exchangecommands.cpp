// castellan-cli's notes, exports, imports and the players' copy (issue 15).
#include "clicommands.h"
#include "cliinterrupt.h"
#include "cliwriters.h"

#include "campaign/campaign.h"
#include "commands/campaign/noteactions.h"
#include "dice/logverifier.h"
#include "exchange/playerscopy.h"
#include "exchange/rosterimport.h"
#include "exchange/rosterjson.h"
#include "exchange/tablecsv.h"
#include "i18n/argtext.h"
#include "sheets/printjob.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSaveFile>
#include <QTextStream>

namespace castellan {

namespace {

/** Writes an export to --to, whole or not at all, or prints it when no file is named. */
int writeExport(CliContext &ctx, const QByteArray &bytes, const QString &what, qsizetype count)
{
    if (!ctx.p.isSet(QStringLiteral("to"))) {
        ctx.out << QString::fromUtf8(bytes);
        ctx.out.flush();
        return int(ExitCode::Done);
    }
    const QString path = ctx.exportTarget(QStringLiteral("to"), ExportKind::Document);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw CliFailure{ExitCode::BadInput, CliText::tr("%1 could not be written: %2").arg(path, file.errorString())};
    return ctx.print(QJsonObject{{QStringLiteral("ok"), true},
                                 {QStringLiteral("path"), QFileInfo(path).absoluteFilePath()},
                                 {QStringLiteral("count"), count}},
                     CliText::tr("%1 written to %2.").arg(what, path));
}

} // namespace

int cmdNote(CliContext &ctx, const QStringList &args)
{
    const QString usage =
        CliText::tr("note FILE (--leader NAME | --force NAME | --fortress NAME) --text TEXT [--gm-only]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectFlag(QStringLiteral("text"), usage); // an empty text clears the notes
    const QStringList subjects{QStringLiteral("leader"), QStringLiteral("force"), QStringLiteral("fortress")};
    int named = 0;
    for (const QString &s : subjects)
        named += ctx.p.isSet(s) ? 1 : 0;
    if (named != 1)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Name one leader, force or fortress. Usage: castellan-cli %1").arg(usage)};
    auto c = ctx.openCampaign(args[0]);
    const QString text = ctx.p.value(QStringLiteral("text"));
    const bool gmOnly = ctx.p.isSet(QStringLiteral("gm-only"));
    if (ctx.p.isSet(QStringLiteral("leader")))
        return ctx.report(*c,
                          editNote(*c, NoteSubject::Leader,
                                   ctx.findLeader(*c, ctx.p.value(QStringLiteral("leader"))).id, text, gmOnly));
    if (ctx.p.isSet(QStringLiteral("force")))
        return ctx.report(
            *c,
            editNote(*c, NoteSubject::Force, ctx.findForce(*c, ctx.p.value(QStringLiteral("force"))).id, text, gmOnly));
    return ctx.report(*c,
                      editNote(*c, NoteSubject::Fortress,
                               ctx.findFortress(*c, ctx.p.value(QStringLiteral("fortress"))).id, text, gmOnly));
}

int cmdExportRoster(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("export roster FILE (--csv | --json) [--to OUT [--force]]");
    ctx.expectArgs(args, 1, usage);
    const bool csv = ctx.p.isSet(QStringLiteral("csv"));
    if (csv == ctx.json)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Give --csv or --json. Usage: castellan-cli %1").arg(usage)};
    auto c = ctx.readCampaign(args[0]);
    const QByteArray bytes = csv ? rosterCsv(*c).toUtf8() : rosterDocument(*c).toJson(QJsonDocument::Indented);
    return writeExport(ctx, bytes, CliText::tr("The roster"), c->leaders().size());
}

int cmdExportForces(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("export forces FILE --csv [--to OUT [--force]]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectFlag(QStringLiteral("csv"), usage);
    auto c = ctx.readCampaign(args[0]);
    return writeExport(ctx, forcesCsv(*c).toUtf8(), CliText::tr("The forces"), c->forces().size());
}

int cmdImportRoster(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("import roster FILE ROSTER.json"));
    // From the start: a Ctrl+C while the roster is read or written ends the import at once, nothing kept.
    CtrlCStops stops(CtrlCStops::EndAtOnce);
    QFile file(args[1]);
    const QFileInfo info(args[1]);
    if (!info.exists())
        throw CliFailure{ExitCode::BadInput, CliText::tr("The roster %1 does not exist.").arg(args[1])};
    if (!info.isFile()) // a device such as /dev/zero or a pipe never ends: it is no roster
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("The roster %1 is not a regular file (a folder, a device or a "
                                     "pipe): name the roster's JSON file.")
                             .arg(args[1])};
    if (!file.open(QIODevice::ReadOnly))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("The roster %1 cannot be read: %2").arg(args[1], file.errorString())};
    constexpr qint64 MaxRosterBytes = 64 * 1024 * 1024;
    if (file.size() > MaxRosterBytes)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("The roster %1 is larger than 64 MiB: it is not a roster.").arg(args[1])};
    const QByteArray json = file.readAll();
    // A bad file is refused, and a run stopped with Ctrl+C: the run is then not kept, and the file's bytes stay
    // as they were.
    auto c = ctx.openCampaign(args[0]);
    const Outcome o = importRoster(*c, json, QFileInfo(args[1]).fileName());
    stops.keepFromNowOn(); // the commit is not cut short: once it is kept, it is told
    return ctx.report(*c, o, {{QStringLiteral("imported"), int(c->leaders().size())}});
}

int cmdExportPlayersCopy(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("export players-copy FILE --to COPY [--force]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("to")}, usage);
    auto c = ctx.readCampaign(args[0]);
    if (c->seedWithheld())
        throw CliFailure{ExitCode::BadInput, CliText::tr("%1 is a players' copy already.").arg(args[0])};
    const QString target = ctx.exportTarget(QStringLiteral("to"), ExportKind::PlayersCopy);
    PlayersCopy copy;
    try {
        copy = writePlayersCopy(*c, target);
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
    return ctx.print(
        QJsonObject{{QStringLiteral("ok"), true},
                    {QStringLiteral("path"), QFileInfo(target).absoluteFilePath()},
                    {QStringLiteral("salt"), copy.salt},
                    {QStringLiteral("commitment"), copy.commitment}},
        CliText::tr("The players' copy is written to %1: no notes marked GM only, no seed.\n"
                    "Keep this salt with the seed (%2), to show the players when the campaign is over:\n%3")
            .arg(target, argText(c->seed()), copy.salt));
}

/** verify COPY --seed N --salt HEX: the seed the game master reveals, checked against the copy, then the log. */
LogVerification verifyRevealed(CliContext &ctx, const Campaign &c, QJsonObject &j)
{
    const bool seedGiven = ctx.p.isSet(QStringLiteral("seed"));
    if (seedGiven != ctx.p.isSet(QStringLiteral("salt")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Give the seed and the salt together: verify COPY --seed N --salt HEX")};
    j.insert(QStringLiteral("seed_withheld"), c.seedWithheld());
    if (!seedGiven)
        return verifyLog(c.rolls());
    bool ok = false;
    const quint64 seed = ctx.p.value(QStringLiteral("seed")).trimmed().toULongLong(&ok);
    if (!ok)
        throw CliFailure{ExitCode::BadInput, CliText::tr("--seed takes a whole number from 0 to 2^64 - 1.")};
    if (!c.seedWithheld())
        throw CliFailure{ExitCode::BadInput, whySeedDoesNotMatch(c, seed, ctx.p.value(QStringLiteral("salt")))};
    const QString why = whySeedDoesNotMatch(c, seed, ctx.p.value(QStringLiteral("salt")));
    j.insert(QStringLiteral("commitment_matches"), why.isEmpty());
    if (!why.isEmpty()) {
        LogVerification v;
        v.ok = false;
        v.problem = why;
        return v;
    }
    return verifyLog(c.rolls(), seed);
}

int cmdVerify(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("verify FILE [--seed N --salt HEX]"));
    auto c = ctx.readCampaign(args[0]);
    QJsonObject j;
    const LogVerification v = verifyRevealed(ctx, *c, j);
    j.insert(QStringLiteral("ok"), v.ok);
    j.insert(QStringLiteral("checked"), v.checked);
    j.insert(QStringLiteral("entered_by_hand"), v.enteredByHand);
    j.insert(QStringLiteral("first_bad_roll"), v.firstBadRollId ? QJsonValue(v.firstBadRollId) : QJsonValue());
    j.insert(QStringLiteral("problem"), v.problem.isEmpty() ? QJsonValue() : QJsonValue(v.problem));
    j.insert(QStringLiteral("damage"), v.damage.isEmpty() ? QJsonValue() : QJsonValue(v.damage));
    const quint64 seed = c->seedWithheld() ? ctx.p.value(QStringLiteral("seed")).toULongLong() : c->seed();
    const QString text = v.ok ? CliText::tr("The log verifies: %1 rolls re-derived from seed %2, %3 entered by hand.")
                                    .arg(argText(v.checked), argText(seed), argText(v.enteredByHand))
        : v.seedWithheld || !v.damage.isEmpty() ? v.problem
                                                : CliText::tr("The log does not verify. %1").arg(v.problem);
    ctx.print(j, text);
    return v.ok ? int(ExitCode::Done) : int(ExitCode::RulesRefuse);
}

int cmdPrint(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr(
        "print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("pdf")}, usage);
    int named = 0;
    for (const QString &what : {QStringLiteral("leader"), QStringLiteral("roster"), QStringLiteral("campaign")})
        named += ctx.p.isSet(what) ? 1 : 0;
    if (named != 1)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Name what to print. Usage: castellan-cli %1").arg(usage)};
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) // laying out text needs fonts
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Printing needs castellan-cli's own main, which starts the fonts.")};
    auto c = ctx.readCampaign(args[0]);
    PrintRequest request;
    request.subject = ctx.p.isSet(QStringLiteral("campaign")) ? PrintSubject::Campaign : PrintSubject::Leaders;
    if (ctx.p.isSet(QStringLiteral("leader")))
        request.ids = {ctx.findLeader(*c, ctx.p.value(QStringLiteral("leader"))).id};
    request.options.historyEntries = ctx.intOption(QStringLiteral("history"), -1, -1, 1000000);
    request.options.sheetsPerPage = ctx.intOption(QStringLiteral("per-page"), 1, 1, MaxSheetsPerPage);
    const auto document = printDocument(*c, request);
    const QString path = ctx.exportTarget(QStringLiteral("pdf"), ExportKind::Document);
    int pages = 0;
    if (const QString why = writePdf(*document, path, defaultPageLayout(), &pages); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
    return ctx.print(QJsonObject{{QStringLiteral("ok"), true},
                                 {QStringLiteral("path"), QFileInfo(path).absoluteFilePath()},
                                 {QStringLiteral("pages"), pages}},
                     CliText::tr("%n page(s) written to %1.", nullptr, pages).arg(path));
}

} // namespace castellan
