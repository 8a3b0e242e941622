// The roll log's rows (RULES D1, D2). Part of CampaignStore.
#include "campaignstore.h"
#include "schema.h"
#include "sqlutil.h"

namespace castellan {

namespace {

const QString RollColumns = QStringLiteral(
    "id, turn, context, leader_id, die_sides, faces, result, replaces_id, draw_start, draw_end, manual, undone,"
    " side_id, category, context_data, result_data");

/** How a read roll's context and result come: as the log shows them, or as stored, for walks over the log. */
enum class RollTexts { Shown, Stored };

Roll rollFrom(const QSqlQuery &q, RollTexts texts = RollTexts::Shown)
{
    Roll r;
    r.id = q.value(0).toLongLong();
    r.turn = q.value(1).toInt();
    r.context = q.value(2).toString();
    r.leaderId = q.value(3).toLongLong();
    r.sides = q.value(4).toInt();
    r.faces = Roll::parseFaces(q.value(5).toString());
    r.result = q.value(6).toString();
    r.replacesId = q.value(7).toLongLong();
    r.drawStart = q.value(8).toULongLong();
    r.drawEnd = q.value(9).toULongLong();
    r.manual = q.value(10).toInt() != 0;
    r.undone = q.value(11).toInt() != 0;
    r.sideId = q.value(12).toLongLong();
    r.category = q.value(13).toString();
    if (texts == RollTexts::Stored)
        return r;
    // As data, shown in the app's language; a roll from before keeps the text it was logged with.
    r.contextData = RollText::fromStored(q.value(14).toString());
    if (!r.contextData.isEmpty())
        r.context = r.contextData.shown();
    r.resultData = RollText::fromStored(q.value(15).toString());
    if (!r.resultData.isEmpty())
        r.result = r.resultData.shown();
    return r;
}

/**
 * The text filter reads what the log shows, in the language the app speaks now, and the text the roll was
 * stored with (the catalogue's English for a roll kept as data), so a search finds a roll whichever language
 * it was made in (issue 30, item 9).
 */
bool showsText(const Roll &shown, const QSqlQuery &q, const QString &text)
{
    const auto has = [&text](const QString &s) { return s.contains(text, Qt::CaseInsensitive); };
    return has(shown.context) || has(shown.result) || has(q.value(2).toString()) || has(q.value(6).toString());
}

} // namespace

bool CampaignStore::seedWithheld() const
{
    if (const auto v = viewer(); v && v->role != ServerRole::GameMaster)
        return true; // a player's or an observer's view of a shared campaign: the server shows him no seed
    return meta(QStringLiteral("seed")).isEmpty() && !meta(SeedCommitmentKey).isEmpty();
}

quint64 CampaignStore::seed() const
{
    if (seedWithheld())
        return 0;
    bool ok = false;
    const quint64 value = meta(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        throw StorageError(StoreText::tr("The campaign %1 has no valid seed.").arg(mPath));
    return value;
}

quint64 CampaignStore::drawsKept() const
{
    return meta(QStringLiteral("draws"), QStringLiteral("0")).toULongLong();
}

void CampaignStore::record(Roll &roll, const QString &generatorState)
{
    begin();
    try {
        appendRoll(roll);
        setMeta(QStringLiteral("draws"), QString::number(roll.drawEnd));
        // The generator's state, so the next open resumes it at once, however many values it has drawn.
        if (generatorState.isEmpty())
            exec(QStringLiteral("DELETE FROM meta WHERE key = 'dice.state'"));
        else
            setMeta(QStringLiteral("dice.state"), generatorState);
        commit();
    } catch (...) {
        rollback();
        throw;
    }
}

void CampaignStore::appendRoll(Roll &roll)
{
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO rolls (id, turn, context, leader_id, die_sides, faces, result,"
                                         " replaces_id, draw_start, draw_end, manual, undone, side_id, category,"
                                         " context_data, result_data)"
                                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    roll.id = mNextRollId;
    q.addBindValue(roll.id);
    q.addBindValue(roll.turn);
    q.addBindValue(sqlText(roll.contextData.isEmpty() ? roll.context : roll.contextData.source()));
    q.addBindValue(idOrNull(roll.leaderId));
    q.addBindValue(roll.sides);
    q.addBindValue(roll.facesText());
    q.addBindValue(sqlText(roll.resultData.isEmpty() ? roll.result : roll.resultData.source()));
    q.addBindValue(idOrNull(roll.replacesId));
    q.addBindValue(qint64(roll.drawStart));
    q.addBindValue(qint64(roll.drawEnd));
    q.addBindValue(roll.manual ? 1 : 0);
    q.addBindValue(roll.undone ? 1 : 0);
    q.addBindValue(idOrNull(roll.sideId));
    q.addBindValue(sqlText(roll.category));
    q.addBindValue(sqlText(roll.contextData.stored()));
    q.addBindValue(sqlText(roll.resultData.stored()));
    runQuery(q);
    ++mNextRollId;
}

void CampaignStore::setRollUndone(qint64 id, bool undone)
{
    setRowFlag(QStringLiteral("rolls"), QStringLiteral("undone"), id, undone);
}

std::optional<Roll> CampaignStore::roll(qint64 id) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1 FROM rolls WHERE id = ?").arg(RollColumns));
    q.addBindValue(id);
    runQuery(q);
    if (!q.next())
        return std::nullopt;
    return rollFrom(q);
}

qint64 CampaignStore::rollCount() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT COUNT(*) FROM rolls"));
    runQuery(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

QList<Roll> CampaignStore::rolls(const RollFilter &filter, qint64 offset, qint64 limit) const
{
    QStringList where;
    if (filter.leaderId > 0)
        where << QStringLiteral("leader_id = ?");
    if (filter.turn > 0)
        where << QStringLiteral("turn = ?");
    if (filter.sideId > 0)
        where << QStringLiteral("side_id = ?");
    QString sql = QStringLiteral("SELECT %1 FROM rolls").arg(RollColumns);
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY id DESC");
    const bool byText = !filter.text.isEmpty();
    if (!byText)
        sql += QStringLiteral(" LIMIT ? OFFSET ?");
    QSqlQuery q = prepare(sql);
    q.setForwardOnly(true);
    if (filter.leaderId > 0)
        q.addBindValue(filter.leaderId);
    if (filter.turn > 0)
        q.addBindValue(filter.turn);
    if (filter.sideId > 0)
        q.addBindValue(filter.sideId);
    if (!byText) {
        q.addBindValue(limit);
        q.addBindValue(offset);
    }
    runQuery(q);
    QList<Roll> result;
    qint64 skipped = 0;
    while (result.size() < limit && q.next()) {
        Roll r = rollFrom(q);
        if (byText && !showsText(r, q, filter.text))
            continue;
        if (byText && skipped < offset) {
            ++skipped;
            continue;
        }
        result.append(std::move(r));
    }
    return result;
}

void CampaignStore::forEachRoll(const std::function<bool(const Roll &)> &visit, const QString &category) const
{
    QSqlQuery q = prepare(
        category.isEmpty()
            ? QStringLiteral("SELECT %1 FROM rolls ORDER BY id").arg(RollColumns)
            : QStringLiteral("SELECT %1 FROM rolls WHERE category = ? AND undone = 0 ORDER BY id").arg(RollColumns));
    q.setForwardOnly(true);
    if (!category.isEmpty())
        q.addBindValue(category);
    runQuery(q);
    while (q.next()) {
        if (!visit(rollFrom(q, RollTexts::Stored)))
            return;
    }
}

} // namespace castellan
