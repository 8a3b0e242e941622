#include "campaignstore.h"

#include "filecheck.h"
#include "schema.h"
#include "sqlutil.h"
#include "storageerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <atomic>
#include <filesystem>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CampaignStore)
};

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("castellan-%1").arg(++counter);
}

const QString LeaderColumns = QStringLiteral(
    "id, name, side_id, vitality_rating, heroics_rating, duel_rating, maneuver_rating, battle_rating,"
    " siege_rating, rally_rating, creation_dice, creation_roll_id, vitality, rerolls, captured_by, location,"
    " notes, last_action_turn, last_recovery_turn, force_id");

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
    l.location = q.value(15).toString();
    l.notes = q.value(16).toString();
    l.lastActionTurn = q.value(17).toInt();
    l.lastRecoveryTurn = q.value(18).toInt();
    l.forceId = q.value(19).toLongLong();
    return l;
}

const QString RollColumns = QStringLiteral(
    "id, turn, context, leader_id, die_sides, faces, result, replaces_id, draw_start, draw_end, manual, undone,"
    " side_id, category");

Roll rollFrom(const QSqlQuery &q)
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
    return r;
}

} // namespace

CampaignStore::CampaignStore(QString path, QString connection)
    : mPath(std::move(path))
    , mConnection(std::move(connection))
{
}

CampaignStore::~CampaignStore()
{
    {
        QSqlDatabase d = db();
        if (d.isOpen()) {
            if (mDepth > 0)
                d.rollback();
            if (!d.connectOptions().contains(QStringLiteral("READONLY")))
                QSqlQuery(QStringLiteral("PRAGMA journal_mode=DELETE"), d); // back to one self-contained file
            d.close();
        }
    }
    QSqlDatabase::removeDatabase(mConnection);
}

QSqlDatabase CampaignStore::db() const
{
    return QSqlDatabase::database(mConnection, false);
}

QSqlQuery CampaignStore::prepare(const QString &sql) const
{
    QSqlQuery q(db());
    if (!q.prepare(sql))
        throw StorageError(Text::tr("The campaign could not be read: %1").arg(q.lastError().text()));
    return q;
}

void CampaignStore::exec(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql))
        throw StorageError(Text::tr("The campaign could not be written or read: %1").arg(q.lastError().text()));
}

std::unique_ptr<CampaignStore> CampaignStore::connect(const QString &path, bool readOnly)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        throw StorageError(Text::tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."));
    const QString name = newConnectionName();
    std::unique_ptr<CampaignStore> store(new CampaignStore(path, name));
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    d.setDatabaseName(path);
    if (readOnly)
        d.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!d.open())
        throw StorageError(Text::tr("The file %1 cannot be opened: %2").arg(path, d.lastError().text()));
    return store;
}

std::unique_ptr<CampaignStore> CampaignStore::create(const QString &path, const QString &name, quint64 seed)
{
    if (QFileInfo::exists(path))
        throw StorageError(Text::tr("The file %1 exists already; a new campaign needs a new file.").arg(path));
    const QFileInfo target(path);
    if (!target.absoluteDir().exists())
        throw StorageError(Text::tr("The folder %1 does not exist.").arg(target.absolutePath()));

    // Built aside and moved in place, so a failure never leaves a half-made campaign under the user's name.
    const QString aside = path + QStringLiteral(".new");
    QFile::remove(aside);
    {
        auto store = connect(aside, false);
        store->exec(QStringLiteral("PRAGMA foreign_keys=ON"));
        store->begin();
        store->migrate();
        store->setMeta(QStringLiteral("name"), name);
        store->setMeta(QStringLiteral("seed"), QString::number(seed));
        store->setMeta(QStringLiteral("draws"), QStringLiteral("0"));
        store->setMeta(QStringLiteral("turn"), QStringLiteral("1"));
        store->commit();
    }
    if (!QFile::rename(aside, path)) {
        QFile::remove(aside);
        throw StorageError(Text::tr("The campaign could not be written to %1.").arg(path));
    }
    return open(path);
}

std::unique_ptr<CampaignStore> CampaignStore::open(const QString &path)
{
    if (const QString problem = checkCampaignFile(path); !problem.isEmpty())
        throw StorageError(problem);

    // First look read-only: nothing is written to a file that turns out not to be ours.
    {
        auto probe = connect(path, true);
        QSqlQuery check(probe->db());
        if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
            throw StorageError(Text::tr("The file %1 is damaged or is not a campaign: %2")
                                   .arg(path, check.lastError().text()));
        if (check.value(0).toString() != QStringLiteral("ok"))
            throw StorageError(Text::tr("The campaign %1 is damaged (%2). Use a backup copy.")
                                   .arg(path, check.value(0).toString()));
        QSqlQuery app(probe->db());
        if (!app.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'application'")) || !app.next()
            || app.value(0).toString() != QLatin1String(ApplicationId))
            throw StorageError(Text::tr("The file %1 is an SQLite database, but not a Castellan campaign.").arg(path));
        const int version = probe->meta(QStringLiteral("schema_version")).toInt();
        if (version > CurrentVersion)
            throw StorageError(Text::tr("The campaign %1 was written by a newer version of Castellan (file format %2; "
                                  "this version reads up to %3). Update Castellan to open it.")
                                   .arg(path)
                                   .arg(version)
                                   .arg(CurrentVersion));
        if (version < 1)
            throw StorageError(Text::tr("The campaign %1 has no valid format version.").arg(path));
    }

    auto store = connect(path, false);
    store->exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    // WAL with NORMAL sync: a commit costs no fsync, and a crash of the app loses nothing committed.
    store->exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    store->exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    store->begin();
    try {
        store->migrate();
        store->commit();
    } catch (...) {
        store->rollback();
        throw;
    }
    store->loadCounters();
    return store;
}

void CampaignStore::migrate()
{
    QSqlQuery probe(db());
    int version = 0;
    if (probe.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) && probe.next())
        version = probe.value(0).toInt();
    for (; version < CurrentVersion; ++version) {
        const QStringList statements = migration(version, db());
        for (const QString &sql : statements)
            exec(sql);
        if (version == 0)
            setMeta(QStringLiteral("application"), QLatin1String(ApplicationId));
        setMeta(QStringLiteral("schema_version"), QString::number(version + 1));
    }
}

void CampaignStore::loadCounters()
{
    auto maxId = [&](const char *table) {
        QSqlQuery q(db());
        if (!q.exec(QStringLiteral("SELECT MAX(id) FROM %1").arg(QLatin1String(table))) || !q.next())
            throw StorageError(Text::tr("The campaign could not be read: %1").arg(q.lastError().text()));
        return q.value(0).toLongLong() + 1;
    };
    mNextLeaderId = maxId("leaders");
    mNextRollId = maxId("rolls");
    mNextHistoryId = maxId("leader_history");
    mNextForceId = maxId("forces");
    mNextBattleId = maxId("battles");
    mNextFortressId = maxId("fortresses");
    mNextSiegeId = maxId("sieges");
}

void CampaignStore::begin()
{
    if (mDepth++ == 0 && !db().transaction()) {
        mDepth = 0;
        throw StorageError(Text::tr("The campaign could not start a change: %1").arg(db().lastError().text()));
    }
}

void CampaignStore::commit()
{
    Q_ASSERT(mDepth > 0);
    if (--mDepth == 0 && !db().commit()) {
        const QString why = db().lastError().text();
        db().rollback();
        throw StorageError(Text::tr("The change could not be saved: %1").arg(why));
    }
}

void CampaignStore::rollback()
{
    if (mDepth == 0)
        return;
    mDepth = 0;
    db().rollback();
    loadCounters();
}

QString CampaignStore::meta(const QString &key, const QString &fallback) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    run(q);
    return q.next() ? q.value(0).toString() : fallback;
}

void CampaignStore::setMeta(const QString &key, const QString &value)
{
    QSqlQuery q = prepare(QStringLiteral("UPDATE meta SET value = ? WHERE key = ?"));
    q.addBindValue(text(value));
    q.addBindValue(key);
    run(q);
    if (q.numRowsAffected() == 0) {
        QSqlQuery insert = prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"));
        insert.addBindValue(key);
        insert.addBindValue(text(value));
        run(insert);
    }
}

QList<Side> CampaignStore::sides() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, name, color FROM sides ORDER BY id"));
    run(q);
    QList<Side> result;
    while (q.next())
        result.append({q.value(0).toLongLong(), q.value(1).toString(), QColor(q.value(2).toString())});
    return result;
}

qint64 CampaignStore::addSide(const QString &name, const QColor &color)
{
    QSqlQuery max = prepare(QStringLiteral("SELECT MAX(id) FROM sides"));
    run(max);
    const qint64 id = (max.next() ? max.value(0).toLongLong() : 0) + 1;
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO sides (id, name, color) VALUES (?, ?, ?)"));
    q.addBindValue(id);
    q.addBindValue(name);
    q.addBindValue(color.name());
    run(q);
    return id;
}

QList<Leader> CampaignStore::leaders() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1 FROM leaders WHERE removed = 0 ORDER BY id").arg(LeaderColumns));
    q.setForwardOnly(true);
    run(q);
    QList<Leader> result;
    while (q.next())
        result.append(leaderFrom(q));
    return result;
}

std::optional<Leader> CampaignStore::leader(qint64 id) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT %1 FROM leaders WHERE id = ? AND removed = 0").arg(LeaderColumns));
    q.addBindValue(id);
    run(q);
    if (!q.next())
        return std::nullopt;
    return leaderFrom(q);
}

void CampaignStore::saveLeader(const Leader &l)
{
    QStringList dice;
    for (int d : l.creationDie)
        dice << QString::number(d);
    QSqlQuery del = prepare(QStringLiteral("SELECT COUNT(*) FROM leaders WHERE id = ?"));
    del.addBindValue(l.id);
    run(del);
    const bool exists = del.next() && del.value(0).toInt() > 0;
    QSqlQuery q = prepare(
        exists ? QStringLiteral("UPDATE leaders SET name = ?, side_id = ?, vitality_rating = ?, heroics_rating = ?,"
                                " duel_rating = ?, maneuver_rating = ?, battle_rating = ?, siege_rating = ?,"
                                " rally_rating = ?, creation_dice = ?, creation_roll_id = ?, vitality = ?,"
                                " rerolls = ?, captured_by = ?, location = ?, notes = ?, last_action_turn = ?,"
                                " last_recovery_turn = ?, force_id = ?, removed = 0 WHERE id = ?")
               : QStringLiteral("INSERT INTO leaders (name, side_id, vitality_rating, heroics_rating, duel_rating,"
                                " maneuver_rating, battle_rating, siege_rating, rally_rating, creation_dice,"
                                " creation_roll_id, vitality, rerolls, captured_by, location, notes,"
                                " last_action_turn, last_recovery_turn, force_id, removed, id)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)"));
    q.addBindValue(text(l.name));
    q.addBindValue(l.sideId);
    for (int r : l.ratings)
        q.addBindValue(r);
    q.addBindValue(dice.join(QLatin1Char(',')));
    q.addBindValue(idOrNull(l.creationRollId));
    q.addBindValue(l.vitality);
    q.addBindValue(l.rerolls);
    q.addBindValue(idOrNull(l.capturedBySide));
    q.addBindValue(text(l.location));
    q.addBindValue(text(l.notes));
    q.addBindValue(l.lastActionTurn);
    q.addBindValue(l.lastRecoveryTurn);
    q.addBindValue(idOrNull(l.forceId));
    q.addBindValue(l.id);
    run(q);
    mNextLeaderId = std::max(mNextLeaderId, l.id + 1);
}

void CampaignStore::setLeaderRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("leaders"), id, removed);
}

void CampaignStore::attachRollToLeader(qint64 rollId, qint64 leaderId)
{
    QSqlQuery q = prepare(QStringLiteral("UPDATE rolls SET leader_id = ?,"
                                         " side_id = (SELECT side_id FROM leaders WHERE id = ?) WHERE id = ?"));
    q.addBindValue(idOrNull(leaderId));
    q.addBindValue(idOrNull(leaderId));
    q.addBindValue(rollId);
    run(q);
}

quint64 CampaignStore::seed() const
{
    bool ok = false;
    const quint64 value = meta(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        throw StorageError(Text::tr("The campaign %1 has no valid seed.").arg(mPath));
    return value;
}

quint64 CampaignStore::drawsKept() const
{
    return meta(QStringLiteral("draws"), QStringLiteral("0")).toULongLong();
}

void CampaignStore::record(Roll &roll)
{
    begin();
    try {
        appendRoll(roll);
        setMeta(QStringLiteral("draws"), QString::number(roll.drawEnd));
        commit();
    } catch (...) {
        rollback();
        throw;
    }
}

void CampaignStore::appendRoll(Roll &roll)
{
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO rolls (id, turn, context, leader_id, die_sides, faces, result,"
                                         " replaces_id, draw_start, draw_end, manual, undone, side_id, category)"
                                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    roll.id = mNextRollId;
    q.addBindValue(roll.id);
    q.addBindValue(roll.turn);
    q.addBindValue(text(roll.context));
    q.addBindValue(idOrNull(roll.leaderId));
    q.addBindValue(roll.sides);
    q.addBindValue(roll.facesText());
    q.addBindValue(text(roll.result));
    q.addBindValue(idOrNull(roll.replacesId));
    q.addBindValue(qint64(roll.drawStart));
    q.addBindValue(qint64(roll.drawEnd));
    q.addBindValue(roll.manual ? 1 : 0);
    q.addBindValue(roll.undone ? 1 : 0);
    q.addBindValue(idOrNull(roll.sideId));
    q.addBindValue(text(roll.category));
    run(q);
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
    run(q);
    if (!q.next())
        return std::nullopt;
    return rollFrom(q);
}

qint64 CampaignStore::rollCount() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT COUNT(*) FROM rolls"));
    run(q);
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
    if (!filter.text.isEmpty())
        where << QStringLiteral("(LOWER(context) LIKE ? OR LOWER(result) LIKE ?)");
    QString sql = QStringLiteral("SELECT %1 FROM rolls").arg(RollColumns);
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY id DESC LIMIT ? OFFSET ?");
    QSqlQuery q = prepare(sql);
    q.setForwardOnly(true);
    if (filter.leaderId > 0)
        q.addBindValue(filter.leaderId);
    if (filter.turn > 0)
        q.addBindValue(filter.turn);
    if (filter.sideId > 0)
        q.addBindValue(filter.sideId);
    if (!filter.text.isEmpty()) {
        const QString pattern = QLatin1Char('%') + filter.text.toLower() + QLatin1Char('%');
        q.addBindValue(pattern);
        q.addBindValue(pattern);
    }
    q.addBindValue(limit);
    q.addBindValue(offset);
    run(q);
    QList<Roll> result;
    while (q.next())
        result.append(rollFrom(q));
    return result;
}

void CampaignStore::forEachRoll(const std::function<bool(const Roll &)> &visit, const QString &category) const
{
    QSqlQuery q = prepare(category.isEmpty()
                              ? QStringLiteral("SELECT %1 FROM rolls ORDER BY id").arg(RollColumns)
                              : QStringLiteral("SELECT %1 FROM rolls WHERE category = ? AND undone = 0 ORDER BY id").arg(RollColumns));
    q.setForwardOnly(true);
    if (!category.isEmpty())
        q.addBindValue(category);
    run(q);
    while (q.next()) {
        if (!visit(rollFrom(q)))
            return;
    }
}

QList<Force> CampaignStore::forces() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, name, side_id, location, good, flagged, broken, lost, commander_id,"
                                         " col, row_index, move_turn, move_used, march_turn, march_bonus"
                                         " FROM forces WHERE removed = 0 ORDER BY id"));
    run(q);
    QList<Force> result;
    while (q.next()) {
        Force f;
        f.id = q.value(0).toLongLong();
        f.name = q.value(1).toString();
        f.sideId = q.value(2).toLongLong();
        f.location = q.value(3).toString();
        f.units = {q.value(4).toInt(), q.value(5).toInt(), q.value(6).toInt()};
        f.lost = q.value(7).toInt();
        f.commanderId = q.value(8).toLongLong();
        f.hex = {q.value(9).toInt(), q.value(10).toInt()};
        f.moveTurn = q.value(11).toInt();
        f.moveUsed = q.value(12).toInt();
        f.marchTurn = q.value(13).toInt();
        f.marchBonus = q.value(14).toInt();
        result.append(f);
    }
    return result;
}

void CampaignStore::saveForce(const Force &f)
{
    QSqlQuery exists = prepare(QStringLiteral("SELECT COUNT(*) FROM forces WHERE id = ?"));
    exists.addBindValue(f.id);
    run(exists);
    const bool update = exists.next() && exists.value(0).toInt() > 0;
    QSqlQuery q = prepare(update ? QStringLiteral("UPDATE forces SET name = ?, side_id = ?, location = ?, good = ?,"
                                                  " flagged = ?, broken = ?, lost = ?, commander_id = ?, col = ?,"
                                                  " row_index = ?, move_turn = ?, move_used = ?, march_turn = ?,"
                                                  " march_bonus = ?, removed = 0 WHERE id = ?")
                                 : QStringLiteral("INSERT INTO forces (name, side_id, location, good, flagged, broken,"
                                                  " lost, commander_id, col, row_index, move_turn, move_used,"
                                                  " march_turn, march_bonus, removed, id)"
                                                  " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)"));
    q.addBindValue(text(f.name));
    q.addBindValue(f.sideId);
    q.addBindValue(text(f.location));
    q.addBindValue(f.units.good);
    q.addBindValue(f.units.flagged);
    q.addBindValue(f.units.broken);
    q.addBindValue(f.lost);
    q.addBindValue(idOrNull(f.commanderId));
    for (int v : {f.hex.col, f.hex.row, f.moveTurn, f.moveUsed, f.marchTurn, f.marchBonus})
        q.addBindValue(v);
    q.addBindValue(f.id);
    run(q);
    mNextForceId = std::max(mNextForceId, f.id + 1);
}

void CampaignStore::setForceRemoved(qint64 id, bool removed)
{
    setRemoved(QStringLiteral("forces"), id, removed);
}

void CampaignStore::appendBattle(BattleRecord &b)
{
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO battles (id, turn, name, attacker_force, defender_force, result,"
                                         " report, undone) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    b.id = mNextBattleId;
    q.addBindValue(b.id);
    q.addBindValue(b.turn);
    q.addBindValue(text(b.name));
    q.addBindValue(idOrNull(b.attackerForceId));
    q.addBindValue(idOrNull(b.defenderForceId));
    q.addBindValue(text(b.result));
    q.addBindValue(text(b.report));
    q.addBindValue(b.undone ? 1 : 0);
    run(q);
    ++mNextBattleId;
}

void CampaignStore::setBattleUndone(qint64 id, bool undone)
{
    setRowFlag(QStringLiteral("battles"), QStringLiteral("undone"), id, undone);
}

QList<BattleRecord> CampaignStore::battles() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, turn, name, attacker_force, defender_force, result, report"
                                         " FROM battles WHERE undone = 0 ORDER BY id"));
    run(q);
    QList<BattleRecord> result;
    while (q.next()) {
        result.append({q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toString(), q.value(3).toLongLong(),
                       q.value(4).toLongLong(), q.value(5).toString(), q.value(6).toString(), false});
    }
    return result;
}

void CampaignStore::appendHistory(HistoryEntry &entry)
{
    QSqlQuery q = prepare(QStringLiteral("INSERT INTO leader_history (id, leader_id, turn, description, roll_id,"
                                         " undone) VALUES (?, ?, ?, ?, ?, ?)"));
    entry.id = mNextHistoryId;
    q.addBindValue(entry.id);
    q.addBindValue(entry.leaderId);
    q.addBindValue(entry.turn);
    q.addBindValue(text(entry.text));
    q.addBindValue(idOrNull(entry.rollId));
    q.addBindValue(entry.undone ? 1 : 0);
    run(q);
    ++mNextHistoryId;
}

void CampaignStore::setHistoryUndone(qint64 id, bool undone)
{
    setRowFlag(QStringLiteral("leader_history"), QStringLiteral("undone"), id, undone);
}

QList<HistoryEntry> CampaignStore::history(qint64 leaderId) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT id, leader_id, turn, description, roll_id, undone"
                                         " FROM leader_history WHERE leader_id = ? AND undone = 0 ORDER BY id"));
    q.addBindValue(leaderId);
    run(q);
    QList<HistoryEntry> result;
    while (q.next()) {
        result.append({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toInt(), q.value(3).toString(),
                       q.value(4).toLongLong(), q.value(5).toInt() != 0});
    }
    return result;
}

void CampaignStore::saveCopy(const QString &target) const
{
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(mPath).absoluteFilePath())
        throw StorageError(Text::tr("A copy cannot replace the campaign it is made from."));
    const QString aside = target + QStringLiteral(".new");
    QFile::remove(aside);
    QSqlQuery q(db());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(aside);
    if (!q.exec()) {
        QFile::remove(aside);
        throw StorageError(Text::tr("The copy could not be written to %1: %2").arg(target, q.lastError().text()));
    }
    std::error_code error;
    std::filesystem::rename(aside.toStdString(), target.toStdString(), error); // atomic replace on POSIX
    if (error) {
        QFile::remove(aside);
        throw StorageError(Text::tr("The copy could not be moved to %1.").arg(target));
    }
}

} // namespace castellan
