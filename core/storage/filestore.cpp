#include "filestore.h"

#include "campaignfile.h"
#include "checkedfiles.h"
#include "exporttarget.h"
#include "filecheck.h"
#include "heldfiles.h"
#include "i18n/argtext.h"
#include "schema.h"
#include "sqlutil.h"
#include "storageerror.h"
#include "storecheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <filesystem>

namespace castellan {

FileCampaignStore::FileCampaignStore(QString path, QString connection)
    : CampaignStore(std::move(path), std::move(connection))
{ }

FileCampaignStore::~FileCampaignStore()
{
    delete mPoll;
    closeFile();
    mHeld.reset(); // only once SQLite has closed the file
    if (mStampsOnClose)
        keepCheckedStamp(mPath); // when this was the last store, in any process, to have it open
}

void FileCampaignStore::keepCheckedStamp(const QString &path)
{
    if (isHeldInProcess(path) || heldByAnotherProcess(path) || needsRecovery(path))
        return; // another store's still, or left for the next opening to recover
    const std::optional<FileStamp> now = CheckedFiles::stampOf(path);
    if (!now)
        return;
    const std::optional<FileStamp> passed = CheckedFiles::passedAs(path);
    if (!passed || !passed->sameBytes(*now)) {
        // The session changed it: the checks the next opening would make are made now, as it closes.
        try {
            const auto probe = connect(path, path, true);
            probe->checkIdentity(true);
            if (!checkCampaignContents(probe->db(), path).isEmpty())
                return;
        } catch (const StorageError &) {
            return;
        }
        if (!CheckedFiles::unchangedSince(path, *now))
            return;
    }
    CheckedFiles::keepPassed(path, *now);
}

void FileCampaignStore::closeFile()
{
    dropStatements();
    QSqlDatabase d = db();
    if (!d.isOpen())
        return;
    if (mDepth > 0) {
        d.rollback();
        mDepth = 0;
    }
    // Back to one self-contained file: the log checkpointed into it and its journal mode DELETE, so that a copy of
    // the file alone is the whole campaign and a read-only look needs no file beside it. Only by the last process
    // that has it open: the log and its index are still another's.
    if (!mReadOnly && !heldByAnotherProcess(mPath)) {
        QSqlQuery mode(d);
        const bool wal = mode.exec(QStringLiteral("PRAGMA journal_mode")) && mode.next()
            && mode.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
        mode.finish(); // a statement still open is a transaction, and the mode cannot change inside one
        if (wal)
            QSqlQuery(QStringLiteral("PRAGMA journal_mode=DELETE"), d);
    }
    d.close();
}

std::unique_ptr<FileCampaignStore> FileCampaignStore::connect(const QString &path, const QString &file, bool readOnly)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        throw StorageError(StoreText::tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."));
    const QString name = newConnectionName();
    std::unique_ptr<FileCampaignStore> store(new FileCampaignStore(path, name));
    store->mReadOnly = readOnly;
    store->mHeld = std::make_unique<HeldFile>(file);
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    d.setDatabaseName(file);
    // A busy file (another program writing it) is waited for, a while, rather than refused at once.
    const QString wait = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(WriteWaitSeconds * 1000);
    d.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;") + wait : wait);
    if (!d.open())
        throw StorageError(StoreText::tr("The file %1 cannot be opened: %2").arg(path, d.lastError().text()));
    return store;
}

std::unique_ptr<CampaignStore> FileCampaignStore::create(const QString &path, const QString &name, quint64 seed)
{
    if (const QString why = whyCampaignCompanion(path); !why.isEmpty())
        throw StorageError(why);
    if (QFileInfo::exists(path))
        throw StorageError(StoreText::tr("The file %1 exists already; a new campaign needs a new file.").arg(path));
    const QFileInfo target(path);
    if (!target.absoluteDir().exists())
        throw StorageError(StoreText::tr("The folder %1 does not exist.").arg(target.absolutePath()));

    // Built aside and moved in place, so a failure never leaves a half-made campaign under the user's name.
    removeInterruptedCopies(target.absolutePath());
    const QString aside = asideOf(path);
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
        removeAside(aside);
        throw StorageError(StoreText::tr("The campaign could not be written to %1.").arg(path));
    }
    syncFolder(target.absolutePath());
    return open(path, Access::ReadWrite);
}

void FileCampaignStore::checkPages() const
{
    QSqlQuery check(db());
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next())
        throw StorageError(
            StoreText::tr("The file %1 is damaged or is not a campaign: %2").arg(mPath, check.lastError().text()));
    if (check.value(0).toString() != QStringLiteral("ok"))
        throw StorageError(
            StoreText::tr("The campaign %1 is damaged (%2). Use a backup copy.").arg(mPath, check.value(0).toString()));
}

QString FileCampaignStore::describeFailure(const QSqlError &error) const
{
    const int code = error.nativeErrorCode().toInt();
    if ((code & 0xff) == 5) // SQLITE_BUSY, with its extended codes
        return busyText();
    return error.text();
}

void FileCampaignStore::openTransaction()
{
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        throw StorageError(
            StoreText::tr("The campaign could not start a change: %1").arg(describeFailure(q.lastError())));
}

void FileCampaignStore::beganOutermost()
{
    if (!mReady)
        return;
    // data_version moves with every commit of another connection, never with this one's: unmoved, nothing this
    // store read before has changed, and the ids and the dice go on from where it left them.
    const qint64 version = dataVersion();
    if (version != mCountersVersion) {
        loadCounters();
        mCountersVersion = version;
        ++mForeignChanges;
    }
}

qint64 FileCampaignStore::dataVersion() const
{
    QSqlQuery q(db());
    return q.exec(QStringLiteral("PRAGMA data_version")) && q.next() ? q.value(0).toLongLong() : 0;
}

void FileCampaignStore::listen(QObject *context, const std::function<void()> &changed)
{
    // A thread without Qt's event loop (a script's worker) hears nothing: it reads others' changes as it acts.
    if (mPoll || !QThread::currentThread()->eventDispatcher())
        return;
    mSeenDataVersion = dataVersion();
    mPoll = new QTimer(context);
    mPoll->setInterval(500);
    QObject::connect(mPoll, &QTimer::timeout, context, [this, changed] {
        if (mDepth > 0)
            return;                       // mid-action: the action's own check holds
        const qint64 now = dataVersion(); // changes with every commit of another connection, never with ours
        if (now == mSeenDataVersion)
            return;
        mSeenDataVersion = now;
        changed();
    });
    mPoll->start();
}

QString FileCampaignStore::integrityProblem() const
{
    QSqlQuery check(db());
    if (!check.exec(QStringLiteral("PRAGMA integrity_check(5)")))
        return check.lastError().text();
    QStringList found;
    while (check.next())
        found << check.value(0).toString();
    return found == QStringList{QStringLiteral("ok")} ? QString() : found.join(QStringLiteral("; "));
}

QString FileCampaignStore::notACampaign() const
{
    return StoreText::tr("The file %1 is an SQLite database, but not a Castellan campaign.").arg(mPath);
}

std::unique_ptr<CampaignStore> FileCampaignStore::open(const QString &path, Access access, Opening opening)
{
    const bool lookedAt = opening != Opening::Checked;
    if (const QString problem = checkCampaignFile(path); !problem.isEmpty())
        throw StorageError(problem);
    if (access != Access::ReadOnly && !isWritableCampaign(path))
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
    // A file another process has open is never recovered nor copied: what lies beside it is that process's.
    const bool othersHoldIt = heldByAnotherProcess(path);
    std::unique_ptr<FileCampaignStore> probe =
        !othersHoldIt && needsRecovery(path) ? useCopy() : connect(path, path, true);
    // A file a read-only open has just checked whole is not checked again, unless what follows reads another copy;
    // nor is one exactly as it was when it last passed every check.
    const std::optional<FileStamp> stamp =
        lookedAt || usingCopy || othersHoldIt ? std::nullopt : CheckedFiles::stampOf(path);
    const bool checked = lookedAt || (stamp && CheckedFiles::passedAs(path) == stamp);
    probe->checkIdentity(!checked || usingCopy);
    if (probe->schemaVersion() < CurrentVersion) {
        if (othersHoldIt)
            throw StorageError(StoreText::tr("The campaign %1 is open in another program that reads an older "
                                             "format; close it there, then open it here to bring it up to date.")
                                   .arg(path));
        if (!usingCopy)
            probe = useCopy();
        probe->migrateInOneStep();
    }
    if (const QString why = checked && !usingCopy ? QString() : checkCampaignContents(probe->db(), path);
        !why.isEmpty())
        throw StorageError(why);
    if (stamp && !checked && !usingCopy && CheckedFiles::unchangedSince(path, *stamp))
        CheckedFiles::keepPassed(path, *stamp);

    if (access == Access::ReadOnly) {
        // Read-only: the original as it is, or the recovered copy, which goes with the store.
        probe->mReadOnly = true;
        if (usingCopy)
            probe->mScratch = std::move(scratch);
        probe->loadCounters();
        probe->mReady = true;
        // A copy a kill cut short (a players' copy, a Save As) is no reader's to keep: issue 56, item 6.
        if (opening != Opening::ScratchCopy)
            removeInterruptedCopies(QFileInfo(path).absolutePath());
        return probe;
    }
    probe.reset();

    removeInterruptedCopies(QFileInfo(path).absolutePath());
    auto store = connect(path, path, false);
    store->mStampsOnClose = opening != Opening::ScratchCopy;
    store->exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    if (access == Access::ReadWrite) {
        // A session: WAL with NORMAL sync, so a commit costs no fsync, and a crash of the app loses nothing
        // committed. One run of a script keeps the file's journal mode: it commits once, and writes nothing when
        // it is refused.
        store->exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        // A scratch copy is not synced at all: a crash loses nothing of the campaign.
        store->exec(opening == Opening::ScratchCopy ? QStringLiteral("PRAGMA synchronous=OFF")
                                                    : QStringLiteral("PRAGMA synchronous=NORMAL"));
    } else {
        // A run's changed pages stay in memory until it is kept: one that is refused or stopped has written no
        // byte of the file, not even pages its rollback would put back.
        store->exec(QStringLiteral("PRAGMA cache_spill=OFF"));
    }
    store->migrateInOneStep();
    // The version first: a commit between the two makes the next transaction read the counters again.
    store->mCountersVersion = store->dataVersion();
    store->loadCounters();
    store->mReady = true;
    return store;
}

namespace {

/** Writes a consistent copy of the database to `target` (VACUUM INTO beside it), synced and renamed into place. */
void vacuumIntoPlace(const QSqlDatabase &db, const QString &target)
{
    if (const QString why = whyCampaignCompanion(target); !why.isEmpty())
        throw StorageError(why);                               // a Save As onto another campaign's journal (issue 56)
    removeInterruptedCopies(QFileInfo(target).absolutePath()); // what a crash left there, ours only
    const QString aside = asideOf(target);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(aside);
    if (!q.exec()) {
        removeAside(aside);
        throw StorageError(StoreText::tr("The copy could not be written to %1: %2").arg(target, q.lastError().text()));
    }
    std::error_code error;
    if (syncFile(aside))
        std::filesystem::rename(aside.toStdString(), target.toStdString(), error); // atomic replace on POSIX
    else
        error = std::make_error_code(std::errc::io_error);
    if (error) {
        removeAside(aside);
        throw StorageError(StoreText::tr("The copy could not be moved to %1.").arg(target));
    }
    syncFolder(QFileInfo(target).absolutePath());
}

} // namespace

void FileCampaignStore::saveCopy(const QString &target) const
{
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(mPath).absoluteFilePath())
        throw StorageError(StoreText::tr("A copy cannot replace the campaign it is made from."));
    vacuumIntoPlace(db(), target);
}

void FileCampaignStore::savePlayersCopy(const QString &target, const QString &commitment) const
{
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
                // The actions' rows before and after hold the game master's notes: the copy keeps no history.
                QStringLiteral("UPDATE changes SET record = '', kind = '', row_keys = ' '"),
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
