// A copy of a campaign as one side's players see it (issue 31): what the server's views show a player.
#include "campaignstore.h"

#include "sqlutil.h"

namespace castellan {

void CampaignStore::keepOnlyWhatASideSees(qint64 sideId, const QList<qint64> &unseenForces, bool ownBattlesOnly)
{
    requireWritable();
    QStringList statements{
        QStringLiteral("DELETE FROM rolls WHERE side_id IS NULL OR side_id <> :side"),
        QStringLiteral(
            "DELETE FROM leader_history WHERE leader_id NOT IN (SELECT id FROM leaders WHERE side_id = :side)"),
        QStringLiteral("DELETE FROM leaders WHERE side_id <> :side"),
        QStringLiteral("UPDATE leaders SET notes = '', notes_gm_only = 0 WHERE notes_gm_only <> 0"),
        QStringLiteral("UPDATE forces SET notes = '', notes_gm_only = 0 WHERE notes_gm_only <> 0 OR side_id <> :side"),
        QStringLiteral(
            "UPDATE fortresses SET notes = '', notes_gm_only = 0 WHERE notes_gm_only <> 0 OR owner_side_id <> :side"),
    };
    if (ownBattlesOnly)
        statements << QStringLiteral("DELETE FROM battles WHERE NOT EXISTS (SELECT 1 FROM forces f WHERE f.id IN "
                                     "(battles.attacker_force, battles.defender_force) AND f.side_id = :side)");
    for (const QString &sql : std::as_const(statements)) {
        QSqlQuery q = prepare(sql);
        if (sql.contains(QLatin1String(":side")))
            q.bindValue(QStringLiteral(":side"), sideId);
        runQuery(q);
    }
    for (const qint64 force : unseenForces) {
        QSqlQuery q = prepare(QStringLiteral("DELETE FROM forces WHERE id = ?"));
        q.addBindValue(force);
        runQuery(q);
    }
}

} // namespace castellan
