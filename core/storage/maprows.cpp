// The strategic map's rows: hexes, fortresses and sieges (RULES S, T1a). Part of CampaignStore.
#include "campaignstore.h"
#include "sqlutil.h"

#include <QStringList>

namespace castellan {

QList<MapHex> CampaignStore::mapHexes() const
{
    QSqlQuery q =
        prepare(QStringLiteral("SELECT col, row_index, terrain, place FROM map_hexes ORDER BY col, row_index"));
    runQuery(q);
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
    runQuery(del);
    if (h.isDefault())
        return;
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO map_hexes (col, row_index, terrain, place) VALUES (?, ?, ?, ?)"));
    q.addBindValue(h.hex.col);
    q.addBindValue(h.hex.row);
    q.addBindValue(terrainKey(h.terrain));
    q.addBindValue(sqlText(h.place));
    runQuery(q);
}

QList<Fortress> CampaignStore::fortresses() const
{
    QSqlQuery q = prepare(
        QStringLiteral("SELECT id, name, col, row_index, rating, owner_side_id, notes, notes_gm_only FROM fortresses"
                       " WHERE removed = 0 ORDER BY id"));
    runQuery(q);
    QList<Fortress> result;
    while (q.next()) {
        Fortress f;
        f.id = q.value(0).toLongLong();
        f.name = q.value(1).toString();
        f.hex = {q.value(2).toInt(), q.value(3).toInt()};
        f.rating = q.value(4).toInt();
        f.ownerSideId = q.value(5).toLongLong();
        f.notes = q.value(6).toString();
        f.notesGmOnly = q.value(7).toInt() != 0;
        result.append(f);
    }
    return result;
}

void CampaignStore::saveFortress(const Fortress &f)
{
    upsert(QStringLiteral("fortresses"),
           {QStringLiteral("name"), QStringLiteral("col"), QStringLiteral("row_index"), QStringLiteral("rating"),
            QStringLiteral("owner_side_id"), QStringLiteral("notes"), QStringLiteral("notes_gm_only")},
           {sqlText(f.name), f.hex.col, f.hex.row, f.rating, f.ownerSideId, sqlText(f.notes), int(f.notesGmOnly)},
           f.id);
    mNextFortressId = std::max(mNextFortressId, f.id + 1);
}

void CampaignStore::setFortressRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("fortresses"), id, removed);
}

QList<Siege> CampaignStore::sieges() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, fortress_id, besieger_side_id, breaching_force_id, started_turn,"
                                         " last_roll_turn, break_in_turn, units_lost, ended_turn, end_reason, record,"
                                         " break_in_fought_turn, end_reason_data, record_data FROM sieges"
                                         " WHERE removed = 0 ORDER BY id"));
    runQuery(q);
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
        s.endReason = keptText(q.value(9), q.value(12));
        s.record = keptText(q.value(10), q.value(13));
        s.breakInFoughtTurn = q.value(11).toInt();
        result.append(s);
    }
    return result;
}

void CampaignStore::saveSiege(const Siege &s)
{
    upsert(QStringLiteral("sieges"),
           {QStringLiteral("fortress_id"), QStringLiteral("besieger_side_id"), QStringLiteral("breaching_force_id"),
            QStringLiteral("started_turn"), QStringLiteral("last_roll_turn"), QStringLiteral("break_in_turn"),
            QStringLiteral("units_lost"), QStringLiteral("ended_turn"), QStringLiteral("end_reason"),
            QStringLiteral("record"), QStringLiteral("break_in_fought_turn"), QStringLiteral("end_reason_data"),
            QStringLiteral("record_data")},
           {s.fortressId, s.besiegerSideId, idOrNull(s.breachingForceId), s.startedTurn, s.lastRollTurn, s.breakInTurn,
            s.unitsLost, s.endedTurn, sqlText(s.endReason.source()), sqlText(s.record.source()), s.breakInFoughtTurn,
            sqlText(s.endReason.stored()), sqlText(s.record.stored())},
           s.id);
    mNextSiegeId = std::max(mNextSiegeId, s.id + 1);
}

void CampaignStore::setSiegeRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("sieges"), id, removed);
}

void CampaignStore::saveImage(const QString &id, const QByteArray &data)
{
    requireWritable();
    QSqlQuery there = prepare(QStringLiteral("SELECT 1 FROM map_images WHERE id = ?"));
    there.addBindValue(id);
    runQuery(there);
    if (there.next())
        return;
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO map_images (id, data) VALUES (?, ?)"));
    q.addBindValue(id);
    q.addBindValue(data);
    runQuery(q);
}

QByteArray CampaignStore::image(const QString &id) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT data FROM map_images WHERE id = ?"));
    q.addBindValue(id);
    runQuery(q);
    return q.next() ? q.value(0).toByteArray() : QByteArray();
}

} // namespace castellan
