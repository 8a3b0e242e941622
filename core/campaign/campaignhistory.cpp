// Every action kept whole (issue 31): the side of Campaign that keeps each change with its rows before and after.
#include "campaign.h"

#include "storedcommand.h"

#include "storage/campaignstore.h"
#include "storage/schema.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>
#include <iterator>

namespace castellan {

namespace {

bool isRollKey(const QString &key)
{
    return key.startsWith(QLatin1String("rolls:"));
}

/**
 * A row that was there before and after keeps only the columns that changed, on both sides: a force's move keeps
 * where it stands and how far it has moved, not its twenty other columns. False when nothing changed.
 */
bool keepOnlyChanges(RowImage &row)
{
    QJsonObject before = row.before.toObject();
    QJsonObject after = row.after.toObject();
    const QStringList columns = after.keys();
    for (const QString &column : columns) {
        if (before.value(column) == after.value(column)) {
            before.remove(column);
            after.remove(column);
        }
    }
    row.before = before;
    row.after = after;
    return !after.isEmpty();
}

/** Where a row comes in the order rows are made: a side before the forces and leaders that name it, ... */
int creationRank(const QString &key)
{
    static const char *const order[] = {
        "sides:", "fortresses:", "forces:", "leaders:", "sieges:", "battles:", "history:"};
    for (int rank = 0; rank < int(std::size(order)); ++rank) {
        if (key.startsWith(QLatin1String(order[rank])))
            return rank;
    }
    return int(std::size(order)); // hexes and meta name nothing
}

/** Rows written forward in the order they are made, backward in the reverse: none names a row not there. */
QList<RowImage> inWritingOrder(QList<RowImage> rows, bool forward)
{
    std::stable_sort(rows.begin(), rows.end(), [forward](const RowImage &a, const RowImage &b) {
        return forward ? creationRank(a.key) < creationRank(b.key) : creationRank(a.key) > creationRank(b.key);
    });
    return rows;
}

/** Meta rows no action writes: the dice's seed and count, the format; a record that names one is damaged (D2). */
bool isDiceOrFormatKey(const QString &key)
{
    static const QStringList keys{QStringLiteral("meta:seed"), QStringLiteral("meta:draws"),
                                  QStringLiteral("meta:dice.state"), QStringLiteral("meta:schema_version"),
                                  QStringLiteral("meta:") + SeedCommitmentKey};
    return keys.contains(key);
}

/** Why a kept change cannot be what an action wrote, before any of it is written back; empty when it can be. */
QString whyNotAnAction(const StoredChange &change)
{
    if (change.rows.isEmpty() && change.rolls.isEmpty())
        return QCoreApplication::translate("Campaign", "it names no row and no roll");
    static const QStringList kinds{
        QStringLiteral("meta:"),    QStringLiteral("hexes:"),  QStringLiteral("history:"),
        QStringLiteral("battles:"), QStringLiteral("sides:"),  QStringLiteral("leaders:"),
        QStringLiteral("forces:"),  QStringLiteral("sieges:"), QStringLiteral("fortresses:")};
    for (const RowImage &row : change.rows) {
        if (std::none_of(kinds.begin(), kinds.end(), [&](const QString &kind) { return row.key.startsWith(kind); }))
            return QCoreApplication::translate("Campaign", "it names %1, no row a campaign keeps")
                .arg(row.key.left(60));
        if (isDiceOrFormatKey(row.key))
            return QCoreApplication::translate("Campaign", "it writes %1, which no action changes").arg(row.key);
        const auto isImage = [](const QJsonValue &v) { return v.isObject() || v.isNull(); };
        if (!isImage(row.before) || !isImage(row.after))
            return QCoreApplication::translate("Campaign", "its row %1 is not a row").arg(row.key.left(60));
    }
    return {};
}

/** The refusal of a kept change that cannot be written back: it names the campaign and the change. */
StorageError damagedRecord(const QString &campaign, const StoredChange &taken, bool forward, QString why)
{
    while (why.endsWith(QLatin1Char('.')))
        why.chop(1);
    const QString text = forward ? QCoreApplication::translate("Campaign",
                                                               "The campaign %1 keeps a damaged record of change "
                                                               "#%2 (\"%3\"): %4. It is not redone, and the "
                                                               "campaign is left as it was.")
                                 : QCoreApplication::translate("Campaign",
                                                               "The campaign %1 keeps a damaged record of change "
                                                               "#%2 (\"%3\"): %4. It is not undone, and the "
                                                               "campaign is left as it was.");
    return StorageError(text.arg(campaign, QString::number(taken.id), taken.text.shown().left(80), why));
}

/** SQLite or the server refused what a row would hold: its constraints, its columns, its types. */
bool refusedByTheTables(const StorageError &e)
{
    static const char *const refusals[] = {"constraint",     "syntax error", "datatype mismatch",
                                           "no such column", "violates",     "invalid input"};
    const QString text = e.message();
    return std::any_of(std::begin(refusals), std::end(refusals),
                       [&](const char *r) { return text.contains(QLatin1String(r), Qt::CaseInsensitive); });
}

} // namespace

QList<StoredChange> Campaign::keptChanges(qint64 after, bool withRows, qint64 upTo) const
{
    return mStore->storedChanges(after, withRows, upTo);
}

QList<StoredChange> Campaign::keptChangeRows(qint64 after, qint64 upTo) const
{
    return mStore->storedChangeRows(after, upTo);
}

QJsonValue Campaign::keptRow(const QString &key) const
{
    return mStore->rowImage(key);
}

std::optional<StoredChange> Campaign::keptChange(qint64 id) const
{
    return mStore->storedChange(id);
}

StoredChange Campaign::changeTaken(const RollText &text, StoredChange::Kind kind) const
{
    StoredChange change;
    change.text = text;
    change.kind = kind;
    change.turn = mTurn;
    change.phase = phaseKey(mPhase);
    return change;
}

QHash<QString, QJsonValue> Campaign::rowImages(const QStringList &keys) const
{
    QHash<QString, QJsonValue> images;
    for (const QString &key : keys) {
        if (!isRollKey(key))
            images.insert(key, mStore->rowImage(key));
    }
    return images;
}

void Campaign::keepImages(StoredChange &change, const QHash<QString, QJsonValue> &before, const QStringList &keys) const
{
    for (const QString &key : keys) {
        if (isRollKey(key)) {
            change.rolls.append(key.mid(6).toLongLong());
            continue;
        }
        // A row the action appended (a history line, a battle) was not there before it.
        RowImage row{key, before.value(key, QJsonValue::Null), mStore->rowImage(key)};
        if (row.before.isObject() && row.after.isObject() && !keepOnlyChanges(row))
            continue; // written as it was
        change.rows.append(row);
    }
}

bool Campaign::applyStored(qint64 commandId, Direction direction)
{
    const bool forward = direction == Forward;
    mLastError.clear();
    mLastErrorIsRefusal = false;
    if (isReadOnly()) {
        mLastError = whyReadOnly();
        mLastErrorIsRefusal = viewer().has_value();
        return false;
    }
    try {
        mStore->begin();
        const std::optional<StoredChange> taken = mStore->storedChange(commandId);
        if (!taken)
            throw StorageError(QCoreApplication::translate("Campaign",
                                                           "That action is no longer kept in the "
                                                           "campaign: it cannot be undone or redone."));
        if (const QString why = whyNotAnAction(*taken); !why.isEmpty())
            throw damagedRecord(path(), *taken, forward, why); // before any row it names is read
        QStringList keys;
        for (const RowImage &row : taken->rows)
            keys << row.key;
        for (qint64 id : taken->rolls)
            keys << QStringLiteral("rolls:%1").arg(id);
        checkUnchangedSinceSeen(keys);
        StoredChange change = changeTaken(taken->text, forward ? StoredChange::Kind::Redo : StoredChange::Kind::Undo);
        change.commandId = commandId;
        const QHash<QString, QJsonValue> before = rowImages(keys);
        writeBack(*taken, forward);
        keepImages(change, before, keys);
        mSeenRevision = mStore->noteChange(change, keys) - 1;
        mStore->commit();
    } catch (const StorageError &e) {
        mStore->rollback();
        mLastError = messageOf(e);
        mLastErrorIsRefusal = isRefusal(e);
        refresh();
        Q_EMIT storageFailed(mLastError);
        return false;
    }
    refresh(); // the rows it wrote back, read in as the views show them
    Q_EMIT rollsChanged();
    keepDueBackup();
    return true;
}

void Campaign::writeBack(const StoredChange &taken, bool forward)
{
    // Issue 56: the change log is a file's contents like any other, and a damaged record is refused whole. What it
    // writes back must pass the checks the campaign's opening makes, inside the transaction that is then undone.
    const auto damaged = [&](const QString &why) { return damagedRecord(path(), taken, forward, why); };
    for (const RowImage &row : inWritingOrder(taken.rows, forward)) {
        try {
            mStore->restoreRow(row.key, forward ? row.after : row.before);
        } catch (const StorageError &e) {
            if (!refusedByTheTables(e))
                throw; // the disk, the server, a lock: not the record's fault
            throw damaged(QCoreApplication::translate("Campaign",
                                                      "its row %1 holds what the campaign's tables "
                                                      "refuse")
                              .arg(row.key.left(60)));
        }
    }
    for (qint64 id : taken.rolls) {
        if (!mStore->roll(id))
            throw damaged(QCoreApplication::translate("Campaign", "it names roll #%1, which the log does not hold")
                              .arg(QString::number(id)));
        mStore->setRollUndone(id, !forward); // the same rolls, kept for redo (D1)
    }
    // A server checks its rows itself (its constraints and row security); a player's view of them is partial.
    if (isShared())
        return;
    if (const QString why = mStore->whyContentsRefused(path()); !why.isEmpty())
        throw damaged(why);
}

void Campaign::rebuildUndoStack()
{
    // The stack as the last session left it: every change taken, undone and redone, replayed on a list of ids.
    const QList<StoredChange> changes = mStore->storedChanges();
    const QString user = userName();
    QList<const StoredChange *> stack;
    qsizetype index = 0;
    const auto positionOf = [&stack](qint64 commandId) {
        for (qsizetype i = stack.size() - 1; i >= 0; --i) {
            if (stack[i]->id == commandId)
                return i;
        }
        return qsizetype(-1);
    };
    for (const StoredChange &c : changes) {
        if (isShared() && c.userName != user)
            continue; // each user's stack holds his own actions
        if (c.kind == StoredChange::Kind::Do) {
            stack.resize(index);
            stack.append(&c);
            index = stack.size();
        } else if (const qsizetype at = positionOf(c.commandId); at >= 0) {
            index = c.kind == StoredChange::Kind::Undo ? at : at + 1;
        }
    }
    const qsizetype first = std::max<qsizetype>(0, index - KeptUndoSteps);
    mUndoStack.clear();
    QList<StoredCommand *> pushed;
    for (qsizetype i = first; i < stack.size(); ++i) {
        pushed << new StoredCommand(*this, stack[i]->id, stack[i]->text.shown());
        mUndoStack.push(pushed.last());
    }
    mUndoStack.setIndex(int(index - first));
    for (StoredCommand *command : std::as_const(pushed))
        command->arm();
    mUndoStack.setClean();
}

} // namespace castellan
