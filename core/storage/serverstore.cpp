#include "serverstore.h"

#include "campaigncopy.h"
#include "campaignfile.h"
#include "exporttarget.h"
#include "filestore.h"
#include "schema.h"
#include "serveraccess.h"
#include "serverconnection.h"
#include "serverlocation.h"
#include "sqlutil.h"
#include "storecheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <filesystem>

namespace castellan {

namespace {

ServerLocation locationOf(const QString &url)
{
    QString why;
    const std::optional<ServerLocation> where = ServerLocation::parse(url, &why);
    if (!where)
        throw StorageError(why);
    return *where;
}

/** The server has a schema of that name. */
bool schemaExists(const QSqlDatabase &db, const QString &schema)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = ?"));
    q.addBindValue(schema);
    runQuery(q);
    return q.next();
}

/**
 * A check that found something missing may have met a server that went away: a lost connection answers every
 * query with nothing. Throws ServerGone then, so that a dead server is never reported as a damaged campaign.
 */
void requireServerAnswers(const QSqlDatabase &db)
{
    QSqlQuery probe(db);
    if (!probe.exec(QStringLiteral("SELECT 1")) && serverWentAway(probe))
        throwQueryError(probe);
}

/** Refuses a new campaign whose schemas another campaign has: its own name, or the players' views of another. */
void requireFreeName(const QSqlDatabase &db, const ServerLocation &where)
{
    const QString shownSuffix = QStringLiteral("_shown");
    if (where.campaign.endsWith(shownSuffix)) {
        ServerLocation other = where;
        other.campaign.chop(shownSuffix.size());
        if (schemaExists(db, other.schema()))
            throw StorageError(StoreText::tr("The server's campaign %1 keeps its players' views under the name %2: a "
                                             "new campaign needs another name.")
                                   .arg(other.campaign, where.campaign));
    }
    if (schemaExists(db, where.schema()))
        throw StorageError(
            StoreText::tr("The server has a campaign %1 already: a new one needs a new name.").arg(where.campaign));
    if (schemaExists(db, where.shownSchema()))
        throw StorageError(StoreText::tr("The server has a schema %1 already (the campaign %2_shown?), which the "
                                         "campaign %2 needs for its players' views: a new campaign needs another "
                                         "name.")
                               .arg(where.shownSchema(), where.campaign));
}

} // namespace

std::unique_ptr<CampaignStore> ServerCampaignStore::open(const QString &url, Access access)
{
    const ServerLocation where = locationOf(url);
    std::unique_ptr<ServerCampaignStore> store(new ServerCampaignStore(where.url(), newConnectionName()));
    store->mReadOnly = access == Access::ReadOnly;
    store->mChannel = where.channel();
    QSqlDatabase db = connectToServer(where, store->mConnection);
    if (!schemaExists(db, where.schema()))
        throw StorageError(
            StoreText::tr("The server has no campaign %1 in its database %2.").arg(where.campaign, where.database));
    store->mViewer = viewerOf(db, where);
    if (!store->mViewer)
        requireServerAnswers(db);
    if (!store->mViewer)
        throw AccessDenied(StoreText::tr("%1 has no access to the campaign %2: its game master can grant it (Manage "
                                         "Access…, or castellan-cli access grant).")
                               .arg(where.user, where.campaign));
    store->mUser = serverUser(db);
    if (store->mViewer->role != ServerRole::GameMaster) {
        // A player or an observer reads the views made for him, and changes nothing (the server refuses it too).
        store->mReadOnly = true;
        store->exec(QStringLiteral("SET search_path TO %1").arg(quotedIdentifier(where.shownSchema())));
    }
    if (store->mReadOnly)
        store->exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
    store->checkIdentity();
    if (store->schemaVersion() < CurrentVersion) {
        if (store->mReadOnly)
            throw StorageError(StoreText::tr("The campaign %1 on the server is in an older format: a game master must "
                                             "open it once to bring it up to date.")
                                   .arg(where.campaign));
        // As the game masters' role, which owns the tables; the players' views and policies follow the new columns.
        store->begin();
        try {
            actAsGameMasters(db, where);
            store->migrate();
            installAccess(db, where);
            store->commit();
        } catch (const StorageError &e) {
            store->rollback();
            throw StorageError(StoreText::tr("The campaign %1 cannot be brought up to this version's format: %2")
                                   .arg(store->mPath, e.message()));
        }
    }
    if (store->mViewer->role == ServerRole::GameMaster && !store->mReadOnly
        && installedAccessVersion(db, where) < AccessVersion)
        store->reinstallAccess(where);
    const bool seesAll = store->mViewer->role == ServerRole::GameMaster; // the others' rows are a part, by design
    if (const QString why = seesAll ? checkCampaignContents(db, store->mPath) : QString(); !why.isEmpty()) {
        requireServerAnswers(db);
        throw StorageError(why);
    }
    store->loadCounters();
    store->mOrders = std::make_unique<OrderBook>(store->mConnection, where);
    store->mReady = true;
    return store;
}

void ServerCampaignStore::make(const ServerLocation &where, const std::function<void(CampaignStore &)> &fill)
{
    std::unique_ptr<ServerCampaignStore> store(new ServerCampaignStore(where.url(), newConnectionName()));
    QSqlDatabase db = connectToServer(where, store->mConnection);
    requireFreeName(db, where);
    // All or nothing: PostgreSQL makes the schema, its tables and its roles in the same transaction as the rows.
    inOneTransaction(db, [&] {
        store->exec(QStringLiteral("CREATE SCHEMA %1").arg(quotedIdentifier(where.schema())));
        prepareAccess(db, where);
        store->migrate();
        fill(*store);
        installAccess(db, where);
    });
}

std::unique_ptr<CampaignStore> ServerCampaignStore::create(const QString &url, const QString &name, quint64 seed)
{
    make(locationOf(url), [&](CampaignStore &store) {
        store.setMeta(QStringLiteral("name"), name);
        store.setMeta(QStringLiteral("seed"), QString::number(seed));
        store.setMeta(QStringLiteral("draws"), QStringLiteral("0"));
        store.setMeta(QStringLiteral("turn"), QStringLiteral("1"));
    });
    return open(url, Access::ReadWrite);
}

void ServerCampaignStore::publish(const QString &file, const QString &url)
{
    const ServerLocation where = locationOf(url);
    const std::unique_ptr<CampaignStore> source = FileCampaignStore::open(file, Access::ReadOnly);
    if (source->seedWithheld())
        throw StorageError(StoreText::tr("%1 is a players' copy: it has no seed, and cannot be published.").arg(file));
    make(where, [&](CampaignStore &store) {
        store.exec(QStringLiteral("DELETE FROM meta"));
        copyCampaignRows(source->db(), store.db());
    });
}

void ServerCampaignStore::pull(const QString &target) const
{
    const QFileInfo info(target);
    if (const QString why = whyCampaignCompanion(target); !why.isEmpty())
        throw StorageError(why);
    if (info.exists() && !info.isFile())
        throw StorageError(StoreText::tr("%1 is not a file: the campaign cannot be copied there.").arg(target));
    if (!info.absoluteDir().exists())
        throw StorageError(StoreText::tr("The folder %1 does not exist.").arg(info.absolutePath()));
    removeInterruptedCopies(info.absolutePath());
    const QString aside = asideOf(target);
    try {
        auto file = FileCampaignStore::connect(aside, aside, false);
        file->begin();
        file->migrate();
        file->exec(QStringLiteral("DELETE FROM meta"));
        // One snapshot of the server's campaign, whatever others commit meanwhile.
        QSqlDatabase server = db();
        const bool own = mDepth == 0;
        if (own) {
            if (!server.transaction())
                throwQueryError(server.lastError());
            QSqlQuery(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"), server);
        }
        try {
            copyCampaignRows(server, file->db());
        } catch (...) {
            if (own)
                server.rollback();
            throw;
        }
        if (own)
            server.rollback(); // it only read
        file->commit();
    } catch (...) {
        removeAside(aside);
        throw;
    }
    std::error_code error;
    if (syncFile(aside))
        std::filesystem::rename(aside.toStdString(), target.toStdString(), error);
    else
        error = std::make_error_code(std::errc::io_error);
    if (error) {
        removeAside(aside);
        throw StorageError(StoreText::tr("The copy could not be moved to %1.").arg(target));
    }
    syncFolder(info.absolutePath());
}

void ServerCampaignStore::reinstallAccess(const ServerLocation &where)
{
    begin();
    try {
        actAsGameMasters(db(), where);
        installAccess(db(), where);
        commit();
    } catch (const StorageError &) {
        rollback();
        throw;
    }
}

QString ServerCampaignStore::describeFailure(const QSqlError &error) const
{
    if (isLockTimeout(error))
        return busyText();
    if (isConnectionLost(error) || !db().isOpen())
        return serverGoneText(error);
    return CampaignStore::describeFailure(error);
}

QString ServerCampaignStore::notACampaign() const
{
    requireServerAnswers(db());
    return StoreText::tr("%1 is not a Castellan campaign.").arg(mPath);
}

void ServerCampaignStore::beganOutermost()
{
    // Every writer takes the same row first: one at a time, and no deadlock; a writer that waits past the
    // connection's lock_timeout is told who holds it.
    QSqlQuery lock(db());
    if (!lock.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'draws' FOR UPDATE")))
        throw StorageError(
            StoreText::tr("The campaign could not start a change: %1").arg(describeFailure(lock.lastError())));
    if (mReady) {
        loadCounters(); // another client may have added rows since
        ++mForeignChanges;
    }
}

void ServerCampaignStore::committingOutermost()
{
    // Delivered to the listeners when the transaction commits, and never when it rolls back.
    // Not prepared: a prepared statement costs the server two more round trips. The channel is the campaign's
    // schema name, small letters, digits and _ (ServerLocation).
    exec(QStringLiteral("SELECT pg_notify('%1', CAST(pg_backend_pid() AS TEXT))").arg(mChannel));
}

void ServerCampaignStore::grantAccess(const AccessGrant &grant)
{
    if (!mViewer)
        throw StorageError(StoreText::tr("Access is given on a server campaign; a file is the file system's."));
    if (mViewer->role != ServerRole::GameMaster)
        throw AccessDenied(StoreText::tr("Only a game master gives access to the campaign."));
    if (grant.user == mUser)
        throw AccessDenied(StoreText::tr("No game master changes their own access: another one does."));
    const ServerLocation where = locationOf(mPath);
    inOneTransaction(db(), [&] { castellan::grantAccess(db(), where, grant); });
}

void ServerCampaignStore::revokeAccess(const QString &user)
{
    if (!mViewer)
        throw StorageError(StoreText::tr("Access is given on a server campaign; a file is the file system's."));
    if (mViewer->role != ServerRole::GameMaster)
        throw AccessDenied(StoreText::tr("Only a game master takes access to the campaign away."));
    if (user == mUser)
        throw AccessDenied(StoreText::tr("No game master changes their own access: another one does."));
    const ServerLocation where = locationOf(mPath);
    inOneTransaction(db(), [&] { castellan::revokeAccess(db(), where, user); });
}

QList<AccessGrant> ServerCampaignStore::accessList() const
{
    if (!mViewer)
        return {};
    if (mViewer->role != ServerRole::GameMaster)
        throw AccessDenied(StoreText::tr("Only a game master sees who has access to the campaign."));
    return castellan::accessList(db(), locationOf(mPath));
}

void ServerCampaignStore::keepTurnReport(qint64 sideId, int turn, const QString &html)
{
    // The server's row security lets only a game master write it.
    inOneTransaction(db(), [&] {
        QSqlQuery q = prepare(
            QStringLiteral("INSERT INTO turn_reports (side_id, turn, html) VALUES (?, ?, ?) ON CONFLICT (side_id, "
                           "turn) DO UPDATE SET html = EXCLUDED.html"));
        q.addBindValue(sideId);
        q.addBindValue(turn);
        q.addBindValue(html);
        runQuery(q);
    });
}

std::optional<QString> ServerCampaignStore::keptTurnReport(qint64 sideId, int turn) const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT html FROM turn_reports WHERE side_id = ? AND turn = ?"));
    q.addBindValue(sideId);
    q.addBindValue(turn);
    runQuery(q);
    return q.next() ? std::optional<QString>(q.value(0).toString()) : std::nullopt;
}

void ServerCampaignStore::listen(QObject *context, const std::function<void()> &changed)
{
    // A thread without Qt's event loop (a script's worker) hears nothing: it reads others' changes as it acts.
    if (!mListener.isEmpty() || !QThread::currentThread()->eventDispatcher())
        return;
    QSqlQuery pid(db());
    if (!pid.exec(QStringLiteral("SELECT pg_backend_pid()")) || !pid.next())
        return;
    const QString own = pid.value(0).toString();
    // A connection of its own, which runs no query: a notice read while another query runs would wait there.
    mListener = newConnectionName();
    QSqlDatabase listener = QSqlDatabase::cloneDatabase(db(), mListener);
    if (!listener.open() || !listener.driver()->subscribeToNotification(mChannel))
        return; // the views then show the campaign as of their last change; the next action's check still holds
    QObject::connect(listener.driver(), &QSqlDriver::notification, context,
                     [own, changed](const QString &, QSqlDriver::NotificationSource, const QVariant &payload) {
                         if (payload.toString() != own)
                             changed();
                     });
}

ServerCampaignStore::ServerCampaignStore(QString url, QString connection)
    : CampaignStore(std::move(url), std::move(connection))
{ }

ServerCampaignStore::~ServerCampaignStore()
{
    if (!mListener.isEmpty()) {
        QSqlDatabase::database(mListener, false).close();
        QSqlDatabase::removeDatabase(mListener);
    }
}

void ServerCampaignStore::saveCopy(const QString &target) const
{
    pull(target);
}

void ServerCampaignStore::savePlayersCopy(const QString &target, const QString &commitment) const
{
    // Pulled into a private file first, then scrubbed from there like any campaign's.
    QTemporaryDir scratch;
    const QString pulled = scratch.filePath(QStringLiteral("campaign.castellan"));
    if (!scratch.isValid())
        throw StorageError(
            StoreText::tr("The players' copy could not be written to %1: no temporary folder.").arg(target));
    pull(pulled);
    FileCampaignStore::open(pulled, Access::ReadWrite)->savePlayersCopy(target, commitment);
}

} // namespace castellan
