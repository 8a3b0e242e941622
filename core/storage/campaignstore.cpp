#include "campaignstore.h"

#include "filecheck.h"
#include "schema.h"
#include "sqlutil.h"
#include "storageerror.h"
#include "i18n/argtext.h"

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

using Text = StoreText;

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("castellan-%1").arg(++counter);
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
                                   .arg(argText(path), argText(version), argText(CurrentVersion)));
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
    runQuery(q);
    return q.next() ? q.value(0).toString() : fallback;
}

void CampaignStore::setMeta(const QString &key, const QString &value)
{
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
    QSqlQuery exists = prepare(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE id = ?").arg(table));
    exists.addBindValue(id);
    runQuery(exists);
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
    runQuery(q);
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
