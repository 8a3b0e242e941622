// castellan-cli's history (issue 31): the actions a campaign kept, undo and redo across runs, and --at.
#include "clicommands.h"
#include "clicontext.h"

#include "campaign/campaign.h"
#include "campaign/timeline.h"
#include "model/limits.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QUndoStack>

namespace castellan {

namespace {

/** --phase, checked: a phase of the turn (RULES T1), or none. */
QString phaseFilter(const CliContext &ctx)
{
    const QString phase = ctx.p.value(QStringLiteral("phase"));
    if (!phase.isEmpty() && phaseOrder(phase) < 0)
        throw CliFailure{ExitCode::BadInput, CliText::tr("--phase takes siege or movement, not \"%1\".").arg(phase)};
    if (!phase.isEmpty() && !ctx.p.isSet(QStringLiteral("turn")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("--phase is a phase of the turn --turn names.")};
    return phase;
}

/** Undo or redo the last action of the campaign's undo stack, as the app's Edit menu does. */
int undoOrRedo(CliContext &ctx, const QStringList &args, bool redo)
{
    ctx.expectArgs(args, 1, redo ? CliText::tr("redo FILE") : CliText::tr("undo FILE"));
    Campaign *c = ctx.openCampaign(args[0]);
    c->rebuildUndoStack();
    QUndoStack *stack = c->undoStack();
    if (redo ? !stack->canRedo() : !stack->canUndo())
        throw CliFailure{ExitCode::RulesRefuse,
                         redo ? CliText::tr("Nothing to redo in %1.").arg(args[0])
                              : CliText::tr("Nothing to undo in %1.").arg(args[0])};
    const QString text = redo ? stack->redoText() : stack->undoText();
    redo ? stack->redo() : stack->undo();
    if (!c->lastError().isEmpty())
        throw CliFailure{c->lastErrorIsRefusal() ? ExitCode::RulesRefuse : ExitCode::BadInput, c->lastError()};
    ctx.keepRuns();
    return ctx.print(QJsonObject{{redo ? QStringLiteral("redone") : QStringLiteral("undone"), text}},
                     redo ? CliText::tr("Redone: %1").arg(text) : CliText::tr("Undone: %1").arg(text));
}

} // namespace

int cmdHistory(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("history FILE [--turn N [--phase P]]"));
    const QString phase = phaseFilter(ctx);
    const int turn = ctx.intOption(QStringLiteral("turn"), 0, 1, MaxTurn);
    const auto c = ctx.readCampaign(args[0]);
    const Timeline timeline(*c);
    const QStringList addresses = timeline.addresses();
    QJsonArray actions;
    QStringList lines;
    for (qsizetype i = 0; i < timeline.changes().size(); ++i) {
        const StoredChange &change = timeline.changes()[i];
        if ((turn && change.turn != turn) || (!phase.isEmpty() && change.phase != phase))
            continue;
        const QString &at = addresses[i];
        actions.append(QJsonObject{
            {QStringLiteral("id"), change.id},
            {QStringLiteral("kind"), kindKey(change.kind)},
            {QStringLiteral("text"), historyText(change)},
            {QStringLiteral("turn"), change.turn},
            {QStringLiteral("phase"), change.phase},
            {QStringLiteral("at"), at.isEmpty() ? QJsonValue() : QJsonValue(at)},
            {QStringLiteral("user"), change.userName},
            {QStringLiteral("made_at"), change.madeAt},
        });
        const QString where = at.isEmpty() ? CliText::tr("turn %1, %2").arg(change.turn).arg(change.phase) : at;
        lines << (c->isShared() ? CliText::tr("%1  %2  (%3)").arg(where, historyText(change), change.userName)
                                : QStringLiteral("%1  %2").arg(where, historyText(change)));
    }
    if (lines.isEmpty())
        lines << CliText::tr("No actions kept there.");
    return ctx.print(QJsonObject{{QStringLiteral("actions"), actions}}, lines.join(QLatin1Char('\n')));
}

int cmdUndo(CliContext &ctx, const QStringList &args)
{
    return undoOrRedo(ctx, args, false);
}

int cmdRedo(CliContext &ctx, const QStringList &args)
{
    return undoOrRedo(ctx, args, true);
}

} // namespace castellan
