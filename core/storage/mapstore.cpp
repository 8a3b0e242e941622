// The strategic map's rows: hexes, fortresses and sieges (RULES S, T1a), and the row helpers every table
// shares. Part of CampaignStore.
#include "campaignstore.h"
#include "sqlutil.h"

#include <QStringList>

namespace castellan {

void CampaignStore::upsert(const QString &table, const QStringList &columns, const QVariantList &values, qint64 id)
{
    QSqlQuery exists = prepare(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE id = ?").arg(table));
    exists.addBindValue(id);
    run(exists);
    const bool update = exists.next() && exists.value(0).toInt() > 0;
    QString sqlText;
    if (update) {
        sqlText = QStringLiteral("UPDATE %1 SET %2 = ?, removed = 0 WHERE id = ?").arg(table, columns.join(QStringLiteral(" = ?, ")));
    } else {
        QStringList marks;
        for (qsizetype i = 0; i <= columns.size(); ++i)
            marks << QStringLiteral("?");
        sqlText = QStringLiteral("INSERT INTO %1 (%2, id) VALUES (%3)")
                      .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")));
    }
    QSqlQuery q = prepare(sqlText);
    for (const QVariant &v : values)
        q.addBindValue(v);
    q.addBindValue(id);
    run(q);
}

void CampaignStore::setRemoved(const QString &table, qint64 id, bool removed)
{
    setRowFlag(table, QStringLiteral("removed"), id, removed);
}

void CampaignStore::setRowFlag(const QString &table, const QString &column, qint64 id, bool on)
{
    QSqlQuery q = prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ?").arg(table, column));
    q.addBindValue(on ? 1 : 0);
    q.addBindValue(id);
    run(q);
}

QList<MapHex> CampaignStore::mapHexes() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT col, row_index, terrain, place FROM map_hexes ORDER BY col, row_index"));
    run(q);
    QList<MapHex> result;
    while (q.next()) {
        MapHex h;
        h.hex = {q.value(0).toInt(), q.value(1).toInt()};
        h.terrain = terrainFromKey(q.value(2).toString()).value_or(Terrain::Clear);
        h.place = q.value(3).toString();
        result.append(h);
    }
    return result;
}

void CampaignStore::saveHex(const MapHex &h)
{
    QSqlQuery del = prepare(QStringLiteral("DELETE FROM map_hexes WHERE col = ? AND row_index = ?"));
    del.addBindValue(h.hex.col);
    del.addBindValue(h.hex.row);
    run(del);
    if (h.isDefault())
        return;
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO map_hexes (col, row_index, terrain, place) VALUES (?, ?, ?, ?)"));
    q.addBindValue(h.hex.col);
    q.addBindValue(h.hex.row);
    q.addBindValue(terrainKey(h.terrain));
    q.addBindValue(text(h.place));
    run(q);
}

QList<Fortress> CampaignStore::fortresses() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, name, col, row_index, rating, owner_side_id FROM fortresses"
                                         " WHERE removed = 0 ORDER BY id"));
    run(q);
    QList<Fortress> result;
    while (q.next()) {
        Fortress f;
        f.id = q.value(0).toLongLong();
        f.name = q.value(1).toString();
        f.hex = {q.value(2).toInt(), q.value(3).toInt()};
        f.rating = q.value(4).toInt();
        f.ownerSideId = q.value(5).toLongLong();
        result.append(f);
    }
    return result;
}

void CampaignStore::saveFortress(const Fortress &f)
{
    upsert(QStringLiteral("fortresses"),
           {QStringLiteral("name"), QStringLiteral("col"), QStringLiteral("row_index"), QStringLiteral("rating"),
            QStringLiteral("owner_side_id")},
           {text(f.name), f.hex.col, f.hex.row, f.rating, f.ownerSideId}, f.id);
    mNextFortressId = std::max(mNextFortressId, f.id + 1);
}

void CampaignStore::setFortressRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("fortresses"), id, removed);
}

QList<Siege> CampaignStore::sieges() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, fortress_id, besieger_side_id, breaching_force_id, started_turn,"
                                         " last_roll_turn, break_in_turn, units_lost, ended_turn, end_reason"
                                         " FROM sieges WHERE removed = 0 ORDER BY id"));
    run(q);
    QList<Siege> result;
    while (q.next()) {
        Siege s;
        s.id = q.value(0).toLongLong();
        s.fortressId = q.value(1).toLongLong();
        s.besiegerSideId = q.value(2).toLongLong();
        s.breachingForceId = q.value(3).toLongLong();
        s.startedTurn = q.value(4).toInt();
        s.lastRollTurn = q.value(5).toInt();
        s.breakInTurn = q.value(6).toInt();
        s.unitsLost = q.value(7).toInt();
        s.endedTurn = q.value(8).toInt();
        s.endReason = q.value(9).toString();
        result.append(s);
    }
    return result;
}

void CampaignStore::saveSiege(const Siege &s)
{
    upsert(QStringLiteral("sieges"),
           {QStringLiteral("fortress_id"), QStringLiteral("besieger_side_id"), QStringLiteral("breaching_force_id"),
            QStringLiteral("started_turn"), QStringLiteral("last_roll_turn"), QStringLiteral("break_in_turn"),
            QStringLiteral("units_lost"), QStringLiteral("ended_turn"), QStringLiteral("end_reason")},
           {s.fortressId, s.besiegerSideId, idOrNull(s.breachingForceId), s.startedTurn, s.lastRollTurn,
            s.breakInTurn, s.unitsLost, s.endedTurn, text(s.endReason)},
           s.id);
    mNextSiegeId = std::max(mNextSiegeId, s.id + 1);
}

void CampaignStore::setSiegeRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("sieges"), id, removed);
}

} // namespace castellan
