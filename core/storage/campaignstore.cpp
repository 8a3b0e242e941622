#include "campaignstore.h"

#include "campaignfile.h"
#include "dialect.h"
#include "filecheck.h"
#include "i18n/argtext.h"
#include "schema.h"
#include "serverlocation.h"
#include "sqlutil.h"
#include "storageerror.h"
#include "storecheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

#include <atomic>
#include <filesystem>

namespace castellan {

CampaignStore::CampaignStore(QString path, QString connection)
    : mPath(std::move(path))
    , mConnection(std::move(connection))
{ }

CampaignStore::~CampaignStore()
{
    {
        QSqlDatabase d = db();
        if (d.isOpen()) {
            if (mDepth > 0)
                d.rollback();
            // Back to one self-contained file: the log checkpointed into it and its journal mode DELETE, so that
            // a copy of the file alone is the whole campaign and a read-only look needs no file beside it.
            if (!mReadOnly && !mShared)
                QSqlQuery(QStringLiteral("PRAGMA journal_mode=DELETE"), d);
            d.close();
        }
    }
    QSqlDatabase::removeDatabase(mConnection);
    if (!mListener.isEmpty()) {
        QSqlDatabase::database(mListener, false).close();
        QSqlDatabase::removeDatabase(mListener);
    }
}

QSqlDatabase CampaignStore::db() const
{
    return QSqlDatabase::database(mConnection, false);
}

QSqlQuery CampaignStore::prepare(const QString &sql) const
{
    QSqlQuery q(db());
    if (!q.prepare(sql))
        throw StorageError(StoreText::tr("The campaign could not be read: %1").arg(q.lastError().text()));
    return q;
}

void CampaignStore::exec(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql))
        throwQueryError(q.lastError());
}

std::unique_ptr<CampaignStore> CampaignStore::connect(const QString &path, const QString &file, bool readOnly)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        throw StorageError(StoreText::tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."));
    const QString name = newConnectionName();
    std::unique_ptr<CampaignStore> store(new CampaignStore(path, name));
    store->mReadOnly = readOnly;
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    d.setDatabaseName(file);
    // A busy file (another program writing it) is waited for, a little, rather than refused at once.
    d.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                 : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!d.open())
        throw StorageError(StoreText::tr("The file %1 cannot be opened: %2").arg(path, d.lastError().text()));
    return store;
}

std::unique_ptr<CampaignStore> CampaignStore::create(const QString &path, const QString &name, quint64 seed)
{
    if (ServerLocation::isUrl(path))
        return createOnServer(path, name, seed);
    if (QFileInfo::exists(path))
        throw StorageError(StoreText::tr("The file %1 exists already; a new campaign needs a new file.").arg(path));
    const QFileInfo target(path);
    if (!target.absoluteDir().exists())
        throw StorageError(StoreText::tr("The folder %1 does not exist.").arg(target.absolutePath()));

    // Built aside and moved in place, so a failure never leaves a half-made campaign under the user's name.
    const QString aside = path + QStringLiteral(".new");
    removeLeftovers(path); // an interrupted attempt's file, and its journal, which must not be taken for ours
    {
        auto store = connect(aside, aside, false);
        store->exec(QStringLiteral("PRAGMA foreign_keys=ON"));
        store->begin();
        store->migrate();
        store->setMeta(QStringLiteral("name"), name);
        store->setMeta(QStringLiteral("seed"), QString::number(seed));
        store->setMeta(QStringLiteral("draws"), QStringLiteral("0"));
        store->setMeta(QStringLiteral("turn"), QStringLiteral("1"));
        store->commit();
    }
    if (!syncFile(aside) || !QFile::rename(aside, path)) {
        removeLeftovers(path);
        throw StorageError(StoreText::tr("The campaign could not be written to %1.").arg(path));
    }
    syncFolder(target.absolutePath());
    return open(path);
}

void CampaignStore::checkIdentity() const
{
    if (!mShared) { // a server keeps its own pages sound
        QSqlQuery check(db());
        if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
            throw StorageError(
                StoreText::tr("The file %1 is damaged or is not a campaign: %2").arg(mPath, check.lastError().text()));
        if (check.value(0).toString() != QStringLiteral("ok"))
            throw StorageError(StoreText::tr("The campaign %1 is damaged (%2). Use a backup copy.")
                                   .arg(mPath, check.value(0).toString()));
    }
    QSqlQuery app(db());
    if (!app.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'application'")) || !app.next()
        || app.value(0).toString() != QLatin1String(ApplicationId))
        throw StorageError(
            mShared ? StoreText::tr("%1 is not a Castellan campaign.").arg(mPath)
                    : StoreText::tr("The file %1 is an SQLite database, but not a Castellan campaign.").arg(mPath));
    const QString versionText = meta(QStringLiteral("schema_version"));
    bool ok = false;
    const int version = versionText.toInt(&ok);
    if (ok && version > CurrentVersion)
        throw StorageError(StoreText::tr("The campaign %1 was written by a newer version of Castellan (file format %2; "
                                         "this version reads up to %3). Update Castellan to open it.")
                               .arg(argText(mPath), argText(version), argText(CurrentVersion)));
    if (!ok || version < 1)
        throw StorageError(StoreText::tr("The campaign %1 has a bad schema_version (\"%2\"): it is not opened.")
                               .arg(mPath, versionText.left(40)));
}

int CampaignStore::schemaVersion() const
{
    return meta(QStringLiteral("schema_version")).toInt();
}

void CampaignStore::migrateInOneStep()
{
    begin();
    try {
        migrate();
        commit();
    } catch (const StorageError &e) {
        rollback();
        throw StorageError(
            StoreText::tr("The campaign %1 cannot be brought up to this version's format: %2").arg(mPath, e.message()));
    }
}

bool CampaignStore::isWritable(const QString &path)
{
    return ServerLocation::isUrl(path) || isWritableCampaign(path);
}

std::unique_ptr<CampaignStore> CampaignStore::open(const QString &path, Access access)
{
    if (ServerLocation::isUrl(path))
        return openServer(path, access);
    if (const QString problem = checkCampaignFile(path); !problem.isEmpty())
        throw StorageError(problem);
    if (access == Access::ReadWrite && !isWritableCampaign(path))
        throw StorageError(
            StoreText::tr("The campaign %1 can be read but not written (the file or its folder is "
                          "read-only, or its header marks it so). Open it read-only, or make it writable.")
                .arg(path));

    // First a look that writes nothing to the file. A file a crash left with a journal or a log beside it (or in
    // WAL mode), or in an older format, is looked at in a copy: SQLite recovers and migrates the copy, and the
    // original is touched only once the copy has proved it a sound campaign.
    auto scratch = std::make_unique<QTemporaryDir>();
    const QString copy = scratch->filePath(QStringLiteral("campaign.castellan"));
    bool usingCopy = false;
    auto useCopy = [&]() {
        if (!scratch->isValid() || !copyWithSideFiles(path, copy))
            throw StorageError(
                StoreText::tr("The campaign %1 needs recovering, and no copy of it could be made to check "
                              "it first (is the disk full?).")
                    .arg(path));
        usingCopy = true;
        return connect(path, copy, false);
    };
    std::unique_ptr<CampaignStore> probe = needsRecovery(path) ? useCopy() : connect(path, path, true);
    probe->checkIdentity();
    if (probe->schemaVersion() < CurrentVersion) {
        if (!usingCopy)
            probe = useCopy();
        probe->migrateInOneStep();
    }
    if (const QString why = checkCampaignContents(probe->db(), path); !why.isEmpty())
        throw StorageError(why);

    if (access == Access::ReadOnly) {
        // Read-only: the original as it is, or the recovered copy, which goes with the store.
        probe->mReadOnly = true;
        if (usingCopy)
            probe->mScratch = std::move(scratch);
        probe->loadCounters();
        return probe;
    }
    probe.reset();

    removeLeftovers(path);
    removeInterruptedCopies(QFileInfo(path).absolutePath());
    auto store = connect(path, path, false);
    store->exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    // WAL with NORMAL sync: a commit costs no fsync, and a crash of the app loses nothing committed.
    store->exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    store->exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    store->migrateInOneStep();
    store->loadCounters();
    return store;
}

void CampaignStore::migrate()
{
    QSqlQuery probe(db());
    int version = 0;
    // A new database has no meta table; on a server a failed look would end the transaction, so it is not tried.
    if (tableColumns(db()).contains(QStringLiteral("meta"))
        && probe.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) && probe.next())
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
    // One statement: on a server every writer reloads these under the lock, and each statement is a round trip.
    static const char *const tables[] = {"leaders", "rolls",      "leader_history", "forces",
                                         "battles", "fortresses", "sieges",         "changes"};
    QStringList maxima;
    for (const char *table : tables)
        maxima << QStringLiteral("(SELECT MAX(id) FROM %1)").arg(QLatin1String(table));
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT ") + maxima.join(QStringLiteral(", "))) || !q.next())
        throw StorageError(StoreText::tr("The campaign could not be read: %1").arg(q.lastError().text()));
    qint64 *const counters[] = {&mNextLeaderId, &mNextRollId,     &mNextHistoryId, &mNextForceId,
                                &mNextBattleId, &mNextFortressId, &mNextSiegeId,   &mNextChangeId};
    for (int i = 0; i < 8; ++i)
        *counters[i] = q.value(i).toLongLong() + 1;
}

void CampaignStore::requireWritable() const
{
    if (mReadOnly)
        throw StorageError(
            StoreText::tr("The campaign %1 is open read-only: nothing can be changed in it.").arg(mPath));
}

void CampaignStore::begin()
{
    requireWritable();
    if (mDepth++ > 0)
        return;
    if (!db().transaction()) {
        mDepth = 0;
        throw StorageError(StoreText::tr("The campaign could not start a change: %1").arg(db().lastError().text()));
    }
    if (mShared) {
        try {
            lockShared();
        } catch (const StorageError &) {
            rollback();
            throw;
        }
    }
}

void CampaignStore::commit()
{
    Q_ASSERT(mDepth > 0);
    if (mDepth == 1 && mShared) {
        try {
            announceChange();
        } catch (const StorageError &) {
            rollback();
            throw;
        }
    }
    if (--mDepth == 0 && !db().commit()) {
        const QString why = db().lastError().text();
        db().rollback();
        throw StorageError(StoreText::tr("The change could not be saved: %1").arg(why));
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
    runQuery(q);
    return q.next() ? q.value(0).toString() : fallback;
}

void CampaignStore::setMeta(const QString &key, const QString &value)
{
    requireWritable();
    QSqlQuery q = prepare(QStringLiteral("UPDATE meta SET value = ? WHERE key = ?"));
    q.addBindValue(sqlText(value));
    q.addBindValue(key);
    runQuery(q);
    if (q.numRowsAffected() == 0) {
        QSqlQuery insert = prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"));
        insert.addBindValue(key);
        insert.addBindValue(sqlText(value));
        runQuery(insert);
    }
}

void CampaignStore::upsert(const QString &table, const QStringList &columns, const QVariantList &values, qint64 id)
{
    // An UPDATE first, which touches nothing when the row is new: one statement for a row that exists.
    QSqlQuery update = prepare(QStringLiteral("UPDATE %1 SET %2 = ?, removed = 0 WHERE id = ?")
                                   .arg(table, columns.join(QStringLiteral(" = ?, "))));
    for (const QVariant &v : values)
        update.addBindValue(v);
    update.addBindValue(id);
    runQuery(update);
    if (update.numRowsAffected() > 0)
        return;
    QStringList marks;
    for (qsizetype i = 0; i <= columns.size(); ++i)
        marks << QStringLiteral("?");
    QSqlQuery insert = prepare(QStringLiteral("INSERT INTO %1 (%2, id) VALUES (%3)")
                                   .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
    for (const QVariant &v : values)
        insert.addBindValue(v);
    insert.addBindValue(id);
    runQuery(insert);
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
    runQuery(q);
}

/** Writes a consistent copy of the database to `target` (VACUUM INTO beside it), synced and renamed into place. */
static void vacuumIntoPlace(const QSqlDatabase &db, const QString &target)
{
    const QString aside = target + QStringLiteral(".new");
    removeLeftovers(target);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(aside);
    if (!q.exec()) {
        QFile::remove(aside);
        throw StorageError(StoreText::tr("The copy could not be written to %1: %2").arg(target, q.lastError().text()));
    }
    std::error_code error;
    if (syncFile(aside))
        std::filesystem::rename(aside.toStdString(), target.toStdString(), error); // atomic replace on POSIX
    else
        error = std::make_error_code(std::errc::io_error);
    if (error) {
        QFile::remove(aside);
        throw StorageError(StoreText::tr("The copy could not be moved to %1.").arg(target));
    }
    syncFolder(QFileInfo(target).absolutePath());
}

void CampaignStore::saveCopy(const QString &target) const
{
    if (mShared)
        return pull(target);
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(mPath).absoluteFilePath())
        throw StorageError(StoreText::tr("A copy cannot replace the campaign it is made from."));
    vacuumIntoPlace(db(), target);
}

void CampaignStore::savePlayersCopy(const QString &target, const QString &commitment) const
{
    if (mShared) {
        // Pulled into a private file first, then scrubbed from there like any campaign's.
        QTemporaryDir scratch;
        const QString pulled = scratch.filePath(QStringLiteral("campaign.castellan"));
        if (!scratch.isValid())
            throw StorageError(
                StoreText::tr("The players' copy could not be written to %1: no temporary folder.").arg(target));
        pull(pulled);
        open(pulled, Access::ReadWrite)->savePlayersCopy(target, commitment);
        return;
    }
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(mPath).absoluteFilePath())
        throw StorageError(StoreText::tr("A copy cannot replace the campaign it is made from."));
    // Scrubbed in a private temporary copy, then copied again: VACUUM INTO writes no free page, so nothing that
    // was scrubbed survives in the copy's file, and nothing unscrubbed is ever beside it.
    QTemporaryDir scratch;
    if (!scratch.isValid())
        throw StorageError(StoreText::tr("No temporary folder to write the players' copy in."));
    const QString scrubbed = scratch.filePath(QStringLiteral("scrub.castellan"));
    vacuumIntoPlace(db(), scrubbed);
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("castellan-players-copy-%1").arg(++counter);
    QString failure;
    {
        QSqlDatabase copy = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        copy.setDatabaseName(scrubbed);
        if (!copy.open()) {
            failure = copy.lastError().text();
        } else {
            const QStringList scrub = {
                QStringLiteral("PRAGMA secure_delete = ON"),
                QStringLiteral("UPDATE leaders SET notes = '', notes_gm_only = 0 WHERE notes_gm_only <> 0"),
                QStringLiteral("UPDATE forces SET notes = '', notes_gm_only = 0 WHERE notes_gm_only <> 0"),
                QStringLiteral("UPDATE fortresses SET notes = '', notes_gm_only = 0 WHERE notes_gm_only <> 0"),
                QStringLiteral("DELETE FROM meta WHERE key IN ('seed', 'dice.state', '%1')").arg(SeedCommitmentKey),
            };
            for (const QString &sql : scrub) {
                QSqlQuery q(copy);
                if (!q.exec(sql)) {
                    failure = q.lastError().text();
                    break;
                }
            }
            QSqlQuery insert(copy);
            insert.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"));
            insert.addBindValue(SeedCommitmentKey);
            insert.addBindValue(commitment);
            if (failure.isEmpty() && !insert.exec())
                failure = insert.lastError().text();
            if (failure.isEmpty()) {
                try {
                    vacuumIntoPlace(copy, target);
                } catch (const StorageError &e) {
                    failure = e.message();
                }
            }
            copy.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    if (!failure.isEmpty())
        throw StorageError(StoreText::tr("The players' copy could not be written to %1: %2").arg(target, failure));
}

} // namespace castellan
