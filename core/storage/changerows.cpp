// Every action kept whole (issue 31): the change log's rows, and the images of the rows an action wrote.
#include "campaignstore.h"

#include "dialect.h"
#include "sqlutil.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlRecord>

namespace castellan {

namespace {

/** Where a change log's row key lives: its table and the columns and values that find it. */
struct RowPlace
{
    QString table;
    QStringList keyColumns;
    QVariantList keyValues;
    /** What a row that did not exist becomes when written back: hidden by a flag, or deleted. */
    QString hideColumn;
};

RowPlace placeOf(const QString &key)
{
    const qsizetype colon = key.indexOf(QLatin1Char(':'));
    const QString kind = key.left(colon);
    const QString name = key.mid(colon + 1);
    const QStringList id{QStringLiteral("id")};
    if (kind == QLatin1String("meta"))
        return {kind, {QStringLiteral("key")}, {name}, {}};
    if (kind == QLatin1String("hexes")) {
        const QStringList at = name.split(QLatin1Char(','));
        return {QStringLiteral("map_hexes"),
                {QStringLiteral("col"), QStringLiteral("row_index")},
                {at.value(0).toInt(), at.value(1).toInt()},
                {}};
    }
    const qint64 rowId = name.toLongLong();
    if (kind == QLatin1String("history"))
        return {QStringLiteral("leader_history"), id, {rowId}, QStringLiteral("undone")};
    if (kind == QLatin1String("battles") || kind == QLatin1String("rolls"))
        return {kind, id, {rowId}, QStringLiteral("undone")};
    if (kind == QLatin1String("sides"))
        return {kind, id, {rowId}, {}};
    if (kind == QLatin1String("leaders") || kind == QLatin1String("forces") || kind == QLatin1String("fortresses")
        || kind == QLatin1String("sieges"))
        return {kind, id, {rowId}, QStringLiteral("removed")};
    throw StorageError(StoreText::tr("The campaign's change log names a row it does not keep: %1").arg(key));
}

QString whereOf(const RowPlace &place)
{
    return place.keyColumns.join(QStringLiteral(" = ? AND ")) + QStringLiteral(" = ?");
}

QVariant sqlValue(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return {};
    if (v.isDouble()) {
        const double d = v.toDouble();
        return d == double(qint64(d)) ? QVariant(qint64(d)) : QVariant(d);
    }
    return v.toVariant();
}

QJsonObject recordJson(const StoredChange &change)
{
    QJsonArray rows;
    for (const RowImage &row : change.rows)
        rows.append(QJsonObject{{QStringLiteral("key"), row.key},
                                {QStringLiteral("before"), row.before},
                                {QStringLiteral("after"), row.after}});
    QJsonArray rolls;
    for (qint64 id : change.rolls)
        rolls.append(id);
    return {{QStringLiteral("rows"), rows}, {QStringLiteral("rolls"), rolls}};
}

void readRecord(StoredChange &change, const QByteArray &json)
{
    const QJsonObject record = QJsonDocument::fromJson(json).object();
    const QJsonArray rows = record.value(QLatin1String("rows")).toArray();
    for (const auto &row : rows) {
        const QJsonObject r = row.toObject();
        change.rows.append({r.value(QLatin1String("key")).toString(), r.value(QLatin1String("before")),
                            r.value(QLatin1String("after"))});
    }
    const QJsonArray rolls = record.value(QLatin1String("rolls")).toArray();
    for (const auto &id : rolls)
        change.rolls.append(qint64(id.toDouble()));
}

const QString ChangeColumns =
    QStringLiteral("id, user_name, action, action_data, kind, command_id, turn, phase, made_at, rolls_upto");

StoredChange changeFrom(const QSqlQuery &q, bool withRows)
{
    StoredChange c;
    c.id = q.value(0).toLongLong();
    c.userName = q.value(1).toString();
    c.text = keptText(q.value(2), q.value(3));
    c.kind = kindFromKey(q.value(4).toString()).value_or(StoredChange::Kind::Do);
    c.commandId = q.value(5).toLongLong();
    c.turn = q.value(6).toInt();
    c.phase = q.value(7).toString();
    c.madeAt = q.value(8).toString();
    c.rollsUpTo = q.value(9).toLongLong();
    if (withRows)
        readRecord(c, q.value(10).toByteArray()); // a text column: its UTF-8
    return c;
}

} // namespace

QJsonValue CampaignStore::rowImage(const QString &key)
{
    const RowPlace place = placeOf(key);
    QSqlQuery &q = statement(QStringLiteral("SELECT * FROM %1 WHERE %2").arg(place.table, whereOf(place)));
    for (qsizetype i = 0; i < place.keyValues.size(); ++i)
        q.bindValue(int(i), place.keyValues[i]);
    runQuery(q);
    if (!q.next())
        return QJsonValue::Null;
    QJsonObject image;
    const QSqlRecord record = q.record();
    for (int i = 0; i < record.count(); ++i)
        image.insert(record.fieldName(i),
                     record.isNull(i) ? QJsonValue(QJsonValue::Null) : QJsonValue::fromVariant(record.value(i)));
    q.finish();
    return image;
}

void CampaignStore::restoreRow(const QString &key, const QJsonValue &image, Absent absent)
{
    const RowPlace place = placeOf(key);
    const auto bindKey = [&](QSqlQuery &q, int from) {
        for (qsizetype i = 0; i < place.keyValues.size(); ++i)
            q.bindValue(from + int(i), place.keyValues[i]);
    };
    if (!image.isObject() && absent == Absent::Hidden && place.table == QLatin1String("sides")) {
        deleteSide(place.keyValues[0].toLongLong()); // kept while a hidden row still names it
        return;
    }
    if (!image.isObject()) {
        QSqlQuery &hide = statement(
            place.hideColumn.isEmpty() || absent == Absent::Deleted
                ? QStringLiteral("DELETE FROM %1 WHERE %2").arg(place.table, whereOf(place))
                : QStringLiteral("UPDATE %1 SET %2 = 1 WHERE %3").arg(place.table, place.hideColumn, whereOf(place)));
        bindKey(hide, 0);
        runQuery(hide);
        return;
    }
    if (mColumns.isEmpty())
        mColumns = tableColumns(db());
    // Only the columns this schema has: an image kept by an older one lacks the newer, which keep their defaults.
    const QJsonObject row = image.toObject();
    QStringList columns;
    QVariantList values;
    for (const QString &column : mColumns.value(place.table)) {
        if (row.contains(column) && !place.keyColumns.contains(column)) {
            columns << column;
            values << sqlValue(row.value(column));
        }
    }
    QSqlQuery &update = statement(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3")
                                      .arg(place.table, columns.join(QStringLiteral(" = ?, ")), whereOf(place)));
    for (qsizetype i = 0; i < values.size(); ++i)
        update.bindValue(int(i), values[i]);
    bindKey(update, int(values.size()));
    runQuery(update);
    const bool updated = update.numRowsAffected() > 0;
    update.finish();
    if (updated)
        return;
    QStringList marks;
    for (qsizetype i = 0; i < columns.size() + place.keyColumns.size(); ++i)
        marks << QStringLiteral("?");
    QSqlQuery &insert = statement(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                      .arg(place.table, (columns + place.keyColumns).join(QStringLiteral(", ")),
                                           marks.join(QStringLiteral(", "))));
    for (qsizetype i = 0; i < values.size(); ++i)
        insert.bindValue(int(i), values[i]);
    bindKey(insert, int(values.size()));
    runQuery(insert);
    insert.finish();
}

qint64 CampaignStore::noteChange(const StoredChange &change, const QStringList &keys)
{
    const qint64 id = mNextChangeId;
    QSqlQuery &q = statement(QStringLiteral(
        "INSERT INTO changes (id, user_name, action, row_keys, action_data, kind, command_id, turn, phase, made_at,"
        " rolls_upto, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const QVariantList values{
        id,
        sqlText(userName()),
        sqlText(change.text.source().left(500)),
        QString(QLatin1Char(' ') + keys.join(QLatin1Char(' ')) + QLatin1Char(' ')),
        sqlText(change.text.stored()),
        kindKey(change.kind),
        change.kind == StoredChange::Kind::Do ? id : change.commandId,
        change.turn,
        sqlText(change.phase),
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate),
        lastRollId(),
        QString::fromUtf8(QJsonDocument(recordJson(change)).toJson(QJsonDocument::Compact)),
    };
    for (qsizetype i = 0; i < values.size(); ++i)
        q.bindValue(int(i), values[i]);
    runQuery(q);
    q.finish();
    ++mNextChangeId;
    return id;
}

QList<StoredChange> CampaignStore::storedChanges(qint64 after, bool withRows, qint64 upTo) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1%2 FROM changes WHERE kind <> '' AND id > ? AND id <= ? ORDER BY id")
                              .arg(ChangeColumns, withRows ? QStringLiteral(", record") : QString()));
    q.addBindValue(after);
    q.addBindValue(upTo);
    runQuery(q);
    QList<StoredChange> changes;
    while (q.next())
        changes.append(changeFrom(q, withRows));
    return changes;
}

QList<StoredChange> CampaignStore::storedChangeRows(qint64 after, qint64 upTo) const
{
    // A file's record is read as bytes, the UTF-8 SQLite keeps, for the JSON reader; a server's as text.
    const QString record = isServer(db()) ? QStringLiteral("record") : QStringLiteral("CAST(record AS BLOB)");
    QSqlQuery q =
        prepare(QStringLiteral("SELECT id, kind, %1 FROM changes WHERE kind <> '' AND id > ? AND id <= ? ORDER BY id")
                    .arg(record));
    q.setForwardOnly(true);
    q.addBindValue(after);
    q.addBindValue(upTo);
    runQuery(q);
    QList<StoredChange> changes;
    while (q.next()) {
        StoredChange &c = changes.emplace_back();
        c.id = q.value(0).toLongLong();
        c.kind = kindFromKey(q.value(1).toString()).value_or(StoredChange::Kind::Do);
        readRecord(c, q.value(2).toByteArray());
    }
    return changes;
}

std::optional<StoredChange> CampaignStore::storedChange(qint64 id) const
{
    QSqlQuery q =
        prepare(QStringLiteral("SELECT %1, record FROM changes WHERE kind <> '' AND id = ?").arg(ChangeColumns));
    q.addBindValue(id);
    runQuery(q);
    if (!q.next())
        return std::nullopt;
    return changeFrom(q, true);
}

void CampaignStore::openToThePast()
{
    requireWritable();
    exec(QStringLiteral("PRAGMA foreign_keys = OFF"));
}

void CampaignStore::forgetAfter(qint64 changeId, qint64 rollId)
{
    QSqlQuery changes = prepare(QStringLiteral("DELETE FROM changes WHERE id > ?"));
    changes.addBindValue(changeId);
    runQuery(changes);
    forgetRollsAfter(rollId);
}

void CampaignStore::forgetRollsAfter(qint64 rollId)
{
    QSqlQuery rolls = prepare(QStringLiteral("DELETE FROM rolls WHERE id > ?"));
    rolls.addBindValue(rollId);
    runQuery(rolls);
    // The dice as they stood: drawn to the last roll kept, their state wound forward from the seed when read.
    QSqlQuery last = prepare(QStringLiteral("SELECT draw_end FROM rolls ORDER BY id DESC LIMIT 1"));
    runQuery(last);
    setMeta(QStringLiteral("draws"), QString::number(last.next() ? last.value(0).toULongLong() : 0));
    exec(QStringLiteral("DELETE FROM meta WHERE key = 'dice.state'"));
    loadCounters();
}

} // namespace castellan
