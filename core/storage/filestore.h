#pragma once

#include "campaignstore.h"

class QTemporaryDir;
class QTimer;

namespace castellan {

class HeldFile;

/**
 * A campaign file: one SQLite database through Qt Sql. Checks a file before it writes to it (a damaged, foreign or
 * newer one is refused and left unchanged), recovers and migrates a copy before the file itself, keeps foreign
 * keys on and the log in WAL mode while open, and leaves one self-contained file when closed.
 */
class FileCampaignStore final : public CampaignStore
{
public:
    ~FileCampaignStore() override;
    /** Makes a new campaign file at `path` (which must not exist): written aside, then moved in place. */
    static std::unique_ptr<CampaignStore> create(const QString &path, const QString &name, quint64 seed);
    /** How much of the opening checks a file needs. */
    enum class Opening {
        Checked,     ///< CampaignStore::open: all of them, unless it is as it last passed them (checkedfiles.h)
        LookedAt,    ///< CampaignStore::openLookedAt
        ScratchCopy, ///< CampaignStore::openScratchCopy
    };
    static std::unique_ptr<CampaignStore> open(const QString &path, Access access, Opening opening = Opening::Checked);
    /** A connection to `file`, which is `path` or a copy of it. */
    static std::unique_ptr<FileCampaignStore> connect(const QString &path, const QString &file, bool readOnly);

    bool isShared() const override { return false; }
    /** Polls SQLite's data_version: another process's commit is heard within half a second. */
    void listen(QObject *context, const std::function<void()> &changed) override;
    /** VACUUM INTO beside `target`, synced and renamed into place. */
    void saveCopy(const QString &target) const override;
    void savePlayersCopy(const QString &target, const QString &commitment) const override;
    /** SQLite's integrity_check, the whole file: its first problems, or empty. */
    QString integrityProblem() const override;

protected:
    /** SQLite's quick_check. */
    void checkPages() const override;
    QString notACampaign() const override;
    /** A busy file says another program is writing it, and how long this one waited. */
    QString describeFailure(const QSqlError &error) const override;
    /** BEGIN IMMEDIATE: the write lock first, so what is read next is what the write builds on. */
    void openTransaction() override;
    /** Reloads the ids another process may have taken since. */
    void beganOutermost() override;

private:
    FileCampaignStore(QString path, QString connection);

    qint64 dataVersion() const;
    /** Rolls back what is unfinished, leaves the file self-contained when no other process has it, closes it. */
    void closeFile();
    /** After a session that could write the file, the last to close it: keeps its stamp (checkedfiles.h). */
    static void keepCheckedStamp(const QString &path);

    std::unique_ptr<HeldFile> mHeld;         ///< the file SQLite has open, held until it has closed it
    std::unique_ptr<QTemporaryDir> mScratch; ///< the recovered copy a read-only store reads, when it needs one
    QTimer *mPoll = nullptr;                 ///< listen()'s, owned by its context, stopped with this store
    qint64 mSeenDataVersion = 0;             ///< listen()'s
    qint64 mCountersVersion = -1;            ///< data_version when the counters were last read
    bool mReady = false;                     ///< opened and checked: its counters are reloaded under the lock
    bool mStampsOnClose = false;             ///< a session that could write a campaign (not a scratch copy)
};

} // namespace castellan
