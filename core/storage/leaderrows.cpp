// The leaders' rows, their sides and their history (RULES L2). Part of CampaignStore.
#include "campaignstore.h"
#include "sqlutil.h"

namespace castellan {

namespace {

const QString LeaderColumns = QStringLiteral(
    "id, name, side_id, vitality_rating, heroics_rating, duel_rating, maneuver_rating, battle_rating,"
    " siege_rating, rally_rating, creation_dice, creation_roll_id, vitality, rerolls, captured_by, location,"
    " notes, last_action_turn, last_recovery_turn, force_id, coward, notes_gm_only,"
    " retreat_failed_turn, pronoun, location_data");

Leader leaderFrom(const QSqlQuery &q)
{
    Leader l;
    l.id = q.value(0).toLongLong();
    l.name = q.value(1).toString();
    l.sideId = q.value(2).toLongLong();
    for (int t = 0; t < TraitCount; ++t)
        l.ratings[std::size_t(t)] = q.value(3 + t).toInt();
    const QList<int> dice = Roll::parseFaces(q.value(10).toString());
    for (int t = 0; t < TraitCount && t < dice.size(); ++t)
        l.creationDie[std::size_t(t)] = dice[t];
    l.creationRollId = q.value(11).toLongLong();
    l.vitality = q.value(12).toInt();
    l.rerolls = q.value(13).toInt();
    l.capturedBySide = q.value(14).toLongLong();
    l.location = keptText(q.value(15), q.value(24));
    l.notes = q.value(16).toString();
    l.lastActionTurn = q.value(17).toInt();
    l.lastRecoveryTurn = q.value(18).toInt();
    l.forceId = q.value(19).toLongLong();
    l.coward = q.value(20).toInt() != 0;
    l.notesGmOnly = q.value(21).toInt() != 0;
    l.retreatFailedTurn = q.value(22).toInt();
    l.pronoun = pronounFromKey(q.value(23).toString()).value_or(Pronoun::He);
    return l;
}

} // namespace

QList<Side> CampaignStore::sides() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, name, color FROM sides ORDER BY id"));
    runQuery(q);
    QList<Side> result;
    while (q.next())
        result.append({q.value(0).toLongLong(), q.value(1).toString(), QColor(q.value(2).toString())});
    return result;
}

qint64 CampaignStore::addSide(const QString &name, const QColor &color)
{
    begin(); // on a server: under the campaign's lock, so two clients never take the same id
    try {
        QSqlQuery max = prepare(QStringLiteral("SELECT MAX(id) FROM sides"));
        runQuery(max);
        const qint64 id = (max.next() ? max.value(0).toLongLong() : 0) + 1;
        QSqlQuery q = prepare(QStringLiteral("INSERT INTO sides (id, name, color) VALUES (?, ?, ?)"));
        q.addBindValue(id);
        q.addBindValue(name);
        q.addBindValue(color.name());
        runQuery(q);
        commit();
        return id;
    } catch (const StorageError &) {
        rollback();
        throw;
    }
}

void CampaignStore::saveSide(const Side &side)
{
    requireWritable();
    QSqlQuery update = prepare(QStringLiteral("UPDATE sides SET name = ?, color = ? WHERE id = ?"));
    update.addBindValue(sqlText(side.name));
    update.addBindValue(side.color.name());
    update.addBindValue(side.id);
    runQuery(update);
    if (update.numRowsAffected() > 0)
        return;
    QSqlQuery insert = prepare(QStringLiteral("INSERT INTO sides (id, name, color) VALUES (?, ?, ?)"));
    insert.addBindValue(side.id);
    insert.addBindValue(sqlText(side.name));
    insert.addBindValue(side.color.name());
    runQuery(insert);
}

void CampaignStore::deleteSide(qint64 id)
{
    requireWritable();
    // Only a side no row names: a leader made and undone in the action that made his side keeps his row (and
    // his history), and with it the side.
    QSqlQuery q = prepare(QStringLiteral("DELETE FROM sides WHERE id = ? AND NOT EXISTS (SELECT 1 FROM leaders WHERE "
                                         "side_id = sides.id OR captured_by = sides.id)"
                                         " AND NOT EXISTS (SELECT 1 FROM forces WHERE side_id = sides.id)"
                                         " AND NOT EXISTS (SELECT 1 FROM fortresses WHERE owner_side_id = sides.id)"
                                         " AND NOT EXISTS (SELECT 1 FROM sieges WHERE besieger_side_id = sides.id)"
                                         " AND NOT EXISTS (SELECT 1 FROM rolls WHERE side_id = sides.id)"));
    q.addBindValue(id);
    runQuery(q);
}

qint64 CampaignStore::nextSideId() const
{
    QSqlQuery max = prepare(QStringLiteral("SELECT MAX(id) FROM sides"));
    runQuery(max);
    return (max.next() ? max.value(0).toLongLong() : 0) + 1;
}

QList<Leader> CampaignStore::leaders() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1 FROM leaders WHERE removed = 0 ORDER BY id").arg(LeaderColumns));
    q.setForwardOnly(true);
    runQuery(q);
    QList<Leader> result;
    while (q.next())
        result.append(leaderFrom(q));
    return result;
}

std::optional<Leader> CampaignStore::leader(qint64 id) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1 FROM leaders WHERE id = ? AND removed = 0").arg(LeaderColumns));
    q.addBindValue(id);
    runQuery(q);
    if (!q.next())
        return std::nullopt;
    return leaderFrom(q);
}

void CampaignStore::saveLeader(const Leader &l)
{
    QStringList dice;
    for (int d : l.creationDie)
        dice << QString::number(d);
    QVariantList values{sqlText(l.name), l.sideId};
    for (int r : l.ratings)
        values << r;
    values << dice.join(QLatin1Char(',')) << idOrNull(l.creationRollId) << l.vitality << l.rerolls
           << idOrNull(l.capturedBySide) << sqlText(l.location.source()) << sqlText(l.notes) << l.lastActionTurn
           << l.lastRecoveryTurn << idOrNull(l.forceId) << int(l.coward) << int(l.notesGmOnly) << l.retreatFailedTurn
           << pronounKey(l.pronoun) << sqlText(l.location.stored());
    upsert(QStringLiteral("leaders"), LeaderColumns.split(QStringLiteral(", ")).mid(1), values, l.id);
    mNextLeaderId = std::max(mNextLeaderId, l.id + 1);
}

void CampaignStore::setLeaderRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("leaders"), id, removed);
}

void CampaignStore::attachRollToLeader(qint64 rollId, qint64 leaderId, const RollText &context)
{
    QSqlQuery q = prepare(QStringLiteral("UPDATE rolls SET leader_id = ?,"
                                         " side_id = (SELECT side_id FROM leaders WHERE id = ?),"
                                         " context = COALESCE(?, context), context_data = COALESCE(?, context_data)"
                                         " WHERE id = ?"));
    const QVariant none{QMetaType(QMetaType::QString)};
    q.addBindValue(idOrNull(leaderId));
    q.addBindValue(idOrNull(leaderId));
    q.addBindValue(context.isEmpty() ? none : QVariant(context.source()));
    q.addBindValue(context.isEmpty() ? none : QVariant(sqlText(context.stored())));
    q.addBindValue(rollId);
    runQuery(q);
}

void CampaignStore::appendHistory(HistoryEntry &entry)
{
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO leader_history (id, leader_id, turn, description,"
                                         " description_data, roll_id, undone) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    entry.id = mNextHistoryId;
    q.addBindValue(entry.id);
    q.addBindValue(entry.leaderId);
    q.addBindValue(entry.turn);
    q.addBindValue(sqlText(entry.text.source()));
    q.addBindValue(sqlText(entry.text.stored()));
    q.addBindValue(idOrNull(entry.rollId));
    q.addBindValue(entry.undone ? 1 : 0);
    runQuery(q);
    ++mNextHistoryId;
}

void CampaignStore::setHistoryUndone(qint64 id, bool undone)
{
    setRowFlag(QStringLiteral("leader_history"), QStringLiteral("undone"), id, undone);
}

QList<HistoryEntry> CampaignStore::history(qint64 leaderId) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, leader_id, turn, description, description_data, roll_id, undone"
                                         " FROM leader_history WHERE leader_id = ? AND undone = 0 ORDER BY id"));
    q.addBindValue(leaderId);
    runQuery(q);
    QList<HistoryEntry> result;
    while (q.next()) {
        result.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toInt(),
                       keptText(q.value(3), q.value(4)), q.value(5).toLongLong(), q.value(6).toInt() != 0});
    }
    return result;
}

} // namespace castellan
