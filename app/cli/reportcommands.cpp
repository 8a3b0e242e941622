// castellan-cli report turn (issue 31): a side's report of a turn, as the app's File ▸ Export ▸ Turn Reports.
#include "clicommands.h"
#include "clicontext.h"

#include "campaign/campaign.h"
#include "sheets/turnreport.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonObject>

namespace castellan {

int cmdReportTurn(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf)");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("side")}, usage);
    const bool pdf = ctx.p.isSet(QStringLiteral("pdf"));
    if (pdf == ctx.p.isSet(QStringLiteral("html")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("Give --html or --pdf. Usage: castellan-cli %1").arg(usage)};
    if (pdf && !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Printing needs castellan-cli's own main, which starts the fonts.")};
    const auto c = ctx.readCampaign(args[0]);
    TurnReport report;
    report.sideId = ctx.findSide(*c, ctx.p.value(QStringLiteral("side")));
    report.turn = ctx.intOption(QStringLiteral("turn"), c->turn(), 1, c->turn());
    if (const QString why = report.whyNot(*c); !why.isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, why};
    const QString path = ctx.exportTarget(pdf ? QStringLiteral("pdf") : QStringLiteral("html"), ExportKind::Document);
    if (const QString why = report.write(*c, path, pdf); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
    return ctx.print(QJsonObject{{QStringLiteral("ok"), true},
                                 {QStringLiteral("path"), QFileInfo(path).absoluteFilePath()},
                                 {QStringLiteral("side"), c->side(report.sideId)->name},
                                 {QStringLiteral("turn"), report.turn}},
                     CliText::tr("The turn %1 report of %2 written to %3.")
                         .arg(report.turn)
                         .arg(c->side(report.sideId)->name, path));
}

} // namespace castellan
