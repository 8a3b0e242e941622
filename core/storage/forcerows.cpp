// The forces' rows and the battles they fought (RULES F). Part of CampaignStore.
#include "campaignstore.h"
#include "sqlutil.h"

namespace castellan {

namespace {

const QString ForceColumns =
    QStringLiteral("id, name, side_id, location, good, flagged, broken, lost, commander_id, col,"
                   " row_index, move_turn, move_used, march_turn, march_bonus, from_col, from_row,"
                   " retreat_turn, cavalry, artillery, notes, notes_gm_only, location_data");

} // namespace

QList<Force> CampaignStore::forces() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1 FROM forces WHERE removed = 0 ORDER BY id").arg(ForceColumns));
    runQuery(q);
    QList<Force> result;
    while (q.next()) {
        Force f;
        f.id = q.value(0).toLongLong();
        f.name = q.value(1).toString();
        f.sideId = q.value(2).toLongLong();
        f.location = keptText(q.value(3), q.value(22));
        f.units = {q.value(4).toInt(), q.value(5).toInt(), q.value(6).toInt()};
        f.lost = q.value(7).toInt();
        f.commanderId = q.value(8).toLongLong();
        f.hex = {q.value(9).toInt(), q.value(10).toInt()};
        f.moveTurn = q.value(11).toInt();
        f.moveUsed = q.value(12).toInt();
        f.marchTurn = q.value(13).toInt();
        f.marchBonus = q.value(14).toInt();
        f.cameFrom = {q.value(15).toInt(), q.value(16).toInt()};
        f.retreatTurn = q.value(17).toInt();
        f.cavalry = q.value(18).toInt();
        f.artillery = q.value(19).toInt();
        f.notes = q.value(20).toString();
        f.notesGmOnly = q.value(21).toInt() != 0;
        result.append(f);
    }
    return result;
}

void CampaignStore::saveForce(const Force &f)
{
    upsert(QStringLiteral("forces"), ForceColumns.split(QStringLiteral(", ")).mid(1),
           {sqlText(f.name),
            f.sideId,
            sqlText(f.location.source()),
            f.units.good,
            f.units.flagged,
            f.units.broken,
            f.lost,
            idOrNull(f.commanderId),
            f.hex.col,
            f.hex.row,
            f.moveTurn,
            f.moveUsed,
            f.marchTurn,
            f.marchBonus,
            f.cameFrom.col,
            f.cameFrom.row,
            f.retreatTurn,
            f.cavalry,
            f.artillery,
            sqlText(f.notes),
            int(f.notesGmOnly),
            sqlText(f.location.stored())},
           f.id);
    mNextForceId = std::max(mNextForceId, f.id + 1);
}

void CampaignStore::setForceRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("forces"), id, removed);
}

void CampaignStore::appendBattle(BattleRecord &b)
{
    QSqlQuery q =
        prepare(QStringLiteral("INSERT INTO battles (id, turn, name, name_data, attacker_force,"
                               " defender_force, result, report, undone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    b.id = mNextBattleId;
    q.addBindValue(b.id);
    q.addBindValue(b.turn);
    q.addBindValue(sqlText(b.name.source()));
    q.addBindValue(sqlText(b.name.stored()));
    q.addBindValue(idOrNull(b.attackerForceId));
    q.addBindValue(idOrNull(b.defenderForceId));
    q.addBindValue(sqlText(b.result));
    q.addBindValue(sqlText(b.report));
    q.addBindValue(b.undone ? 1 : 0);
    runQuery(q);
    ++mNextBattleId;
}

void CampaignStore::setBattleUndone(qint64 id, bool undone)
{
    setRowFlag(QStringLiteral("battles"), QStringLiteral("undone"), id, undone);
}

QList<BattleRecord> CampaignStore::battles() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, turn, name, name_data, attacker_force, defender_force, result,"
                                         " report FROM battles WHERE undone = 0 ORDER BY id"));
    runQuery(q);
    QList<BattleRecord> result;
    while (q.next()) {
        result.append({q.value(0).toLongLong(), q.value(1).toInt(), keptText(q.value(2), q.value(3)),
                       q.value(4).toLongLong(), q.value(5).toLongLong(), q.value(6).toString(), q.value(7).toString(),
                       false});
    }
    return result;
}

} // namespace castellan
