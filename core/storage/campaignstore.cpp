#include "campaignstore.h"

#include "filestore.h"
#include "serverstore.h"

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
    dropStatements();
    {
        QSqlDatabase d = db();
        if (d.isOpen()) {
            if (mDepth > 0)
                d.rollback();
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
    if (!q.prepare(sql)) {
        if (serverWentAway(q))
            throwQueryError(q);
        throw StorageError(StoreText::tr("The campaign could not be read: %1").arg(q.lastError().text()));
    }
    return q;
}

void CampaignStore::exec(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql))
        throwQueryError(q);
}

void CampaignStore::checkIdentity(bool pages) const
{
    if (pages)
        checkPages();
    QSqlQuery app(db());
    if (!app.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'application'")) || !app.next()
        || app.value(0).toString() != QLatin1String(ApplicationId))
        throw StorageError(notACampaign());
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

std::unique_ptr<CampaignStore> CampaignStore::create(const QString &path, const QString &name, quint64 seed)
{
    return ServerLocation::isUrl(path) ? ServerCampaignStore::create(path, name, seed)
                                       : FileCampaignStore::create(path, name, seed);
}

std::unique_ptr<CampaignStore> CampaignStore::open(const QString &path, Access access)
{
    return ServerLocation::isUrl(path) ? ServerCampaignStore::open(path, access)
                                       : FileCampaignStore::open(path, access);
}

std::unique_ptr<CampaignStore> CampaignStore::openLookedAt(const QString &path, Access access)
{
    return ServerLocation::isUrl(path) ? ServerCampaignStore::open(path, access)
                                       : FileCampaignStore::open(path, access, FileCampaignStore::Opening::LookedAt);
}

std::unique_ptr<CampaignStore> CampaignStore::openScratchCopy(const QString &path, Access access)
{
    return FileCampaignStore::open(path, access, FileCampaignStore::Opening::ScratchCopy);
}

void CampaignStore::keepTurnReport(qint64, int, const QString &) { }

std::optional<QString> CampaignStore::keptTurnReport(qint64, int) const
{
    return std::nullopt;
}

void CampaignStore::publish(const QString &file, const QString &url)
{
    ServerCampaignStore::publish(file, url);
}

void CampaignStore::grantAccess(const AccessGrant &)
{
    throw StorageError(StoreText::tr("Access is given on a server campaign; a file is the file system's."));
}

void CampaignStore::revokeAccess(const QString &)
{
    throw StorageError(StoreText::tr("Access is given on a server campaign; a file is the file system's."));
}

QString CampaignStore::whyContentsRefused(const QString &shownAs) const
{
    return checkCampaignContents(db(), shownAs);
}

QString CampaignStore::userName() const
{
    for (const char *variable : {"USER", "USERNAME", "LOGNAME"}) {
        if (const QString user = qEnvironmentVariable(variable); !user.isEmpty())
            return user;
    }
    return QCoreApplication::applicationName(); // a script's environment may name nobody: the program then
}

void CampaignStore::listen(QObject *, const std::function<void()> &)
{
    // A file has no other clients to hear from.
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
    if (!q.exec(QStringLiteral("SELECT ") + maxima.join(QStringLiteral(", "))))
        throwQueryError(q);
    if (!q.next())
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
    try {
        openTransaction();
    } catch (const StorageError &) {
        mDepth = 0;
        throw;
    }
    try {
        if (mCountersStale) {
            loadCounters();
            mCountersStale = false;
        }
        beganOutermost();
    } catch (const StorageError &) {
        rollback();
        throw;
    }
}

QString CampaignStore::describeFailure(const QSqlError &error) const
{
    return error.text();
}

QString CampaignStore::busyText() const
{
    return StoreText::tr("another program is writing the campaign %1; tried for %2 s. Try again when it is done.")
        .arg(argText(mPath), argText(WriteWaitSeconds));
}

void CampaignStore::openTransaction()
{
    if (!db().transaction())
        throw StorageError(
            StoreText::tr("The campaign could not start a change: %1").arg(describeFailure(db().lastError())));
}

void CampaignStore::commit()
{
    Q_ASSERT(mDepth > 0);
    if (mDepth == 1) {
        try {
            committingOutermost();
        } catch (const StorageError &) {
            rollback();
            throw;
        }
    }
    if (--mDepth == 0 && !db().commit()) {
        const QString why = describeFailure(db().lastError());
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
    // Called while an error is handled: it must not throw another (a server that went away answers nothing).
    try {
        loadCounters();
    } catch (const StorageError &) {
        mCountersStale = true;
    }
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

QSqlQuery &CampaignStore::statement(const QString &sql)
{
    auto it = mStatements.find(sql);
    if (it == mStatements.end())
        it = mStatements.insert(sql, prepare(sql));
    return *it;
}

void CampaignStore::dropStatements()
{
    mStatements.clear();
}

void CampaignStore::upsert(const QString &table, const QStringList &columns, const QVariantList &values, qint64 id)
{
    // Prepared once a store: an import writes thousands of rows. An UPDATE first, which touches nothing when the
    // row is new: one statement for a row that exists.
    const auto bind = [&](QSqlQuery &q) {
        for (qsizetype i = 0; i < values.size(); ++i)
            q.bindValue(int(i), values[i]);
        q.bindValue(int(values.size()), id);
    };
    QSqlQuery &update = statement(QStringLiteral("UPDATE %1 SET %2 = ?, removed = 0 WHERE id = ?")
                                      .arg(table, columns.join(QStringLiteral(" = ?, "))));
    bind(update);
    runQuery(update);
    const bool updated = update.numRowsAffected() > 0;
    update.finish();
    if (updated)
        return;
    QStringList marks;
    for (qsizetype i = 0; i <= columns.size(); ++i)
        marks << QStringLiteral("?");
    QSqlQuery &insert =
        statement(QStringLiteral("INSERT INTO %1 (%2, id) VALUES (%3)")
                      .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
    bind(insert);
    runQuery(insert);
    insert.finish();
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

qint64 CampaignStore::revision() const
{
    QSqlQuery q = prepare(QStringLiteral("SELECT MAX(id) FROM changes"));
    runQuery(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

QString CampaignStore::changedBy(qint64 since, const QStringList &keys) const
{
    QSqlQuery q(db()); // not prepared: one round trip, and `since` is a number
    if (!q.exec(QStringLiteral("SELECT user_name, row_keys FROM changes WHERE id > %1 ORDER BY id DESC").arg(since)))
        throwQueryError(q);
    while (q.next()) {
        const QString rows = q.value(1).toString();
        for (const QString &key : keys) {
            if (rows.contains(QLatin1Char(' ') + key + QLatin1Char(' '))) {
                const QString who = q.value(0).toString();
                return who.isEmpty() ? StoreText::tr("someone else") : who;
            }
        }
    }
    return {};
}

} // namespace castellan
