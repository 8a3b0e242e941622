#include "commander.h"
#include "i18n/argtext.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct CommanderText
{
    Q_DECLARE_TR_FUNCTIONS(Commander)
};
} // namespace

const Leader *commanderAmong(const QList<Leader> &leaders, qint64 designatedId)
{
    const Leader *best = nullptr;
    for (const Leader &l : leaders) {
        if (!l.isAble())
            continue;
        if (l.id == designatedId)
            return &l;
        if (!best || l.rating(Trait::Battle) > best->rating(Trait::Battle))
            best = &l;
    }
    return best;
}

QString commandExplanation(const QList<Leader> &leaders, qint64 commanderId)
{
    const Leader *counts = commanderAmong(leaders, commanderId);
    const auto designated =
        std::find_if(leaders.cbegin(), leaders.cend(), [commanderId](const Leader &l) { return l.id == commanderId; });
    if (commanderId != 0 && designated != leaders.cend() && !designated->isAble()) {
        if (counts)
            return CommanderText::tr("%1 is %2 and cannot command; %3 (Battle %4) counts instead (RULES L3, R1).")
                .arg(argText(designated->name), argText(statusName(designated->status()).toLower()),
                     argText(counts->name), argText(counts->rating(Trait::Battle)));
        return CommanderText::tr(
                   "%1 is %2 and cannot command; no able leader is left: the force counts Battle 0 (RULES R1).")
            .arg(designated->name, statusName(designated->status()).toLower());
    }
    if (!counts) {
        if (leaders.isEmpty())
            return CommanderText::tr("No leader is with the force: it counts Battle 0 (RULES R1).");
        return CommanderText::tr("No leader with the force is able: it counts Battle 0 (RULES R1).");
    }
    if (counts->id == commanderId)
        return CommanderText::tr("%1 commands, Battle %2 (RULES R1).")
            .arg(argText(counts->name), argText(counts->rating(Trait::Battle)));
    return CommanderText::tr("%1 counts, Battle %2: the best Battle among the able leaders (RULES R1).")
        .arg(argText(counts->name), argText(counts->rating(Trait::Battle)));
}

} // namespace castellan
