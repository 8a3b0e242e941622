#pragma once

#include "i18n/rolltext.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace castellan {

/** One stored row as it stood before and after a change: its columns by name, or null where it did not exist. */
struct RowImage
{
    QString key; ///< as the change log names it: "leaders:3", "hexes:5,6", "meta:turn"
    QJsonValue before;
    QJsonValue after;
};

/**
 * One action as the campaign keeps it (issue 31): what it was, who took it, when in the turn, and every row it
 * wrote before and after. History points and undo after reopening are made from these, never by rolling again.
 */
struct StoredChange
{
    /** How the action met the undo stack: taken, taken back, or taken again. */
    enum class Kind { Do, Undo, Redo };

    qint64 id = 0;
    QString userName;
    RollText text;
    Kind kind = Kind::Do;
    qint64 commandId = 0; ///< the change that first took the action (its own id for Do)
    int turn = 1;         ///< the turn and phase the action was taken in
    QString phase;
    QString madeAt;       ///< UTC, ISO 8601
    qint64 rollsUpTo = 0; ///< the last roll logged when the change was kept
    QList<RowImage> rows;
    QList<qint64> rolls; ///< the action's rolls: undone when it is taken back
};

QString kindKey(StoredChange::Kind kind);
std::optional<StoredChange::Kind> kindFromKey(const QString &key);

} // namespace castellan
