#pragma once

#include "campaignstore.h"

class QTemporaryDir;

namespace castellan {

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
    /** CampaignStore::open for a file. */
    static std::unique_ptr<CampaignStore> open(const QString &path, Access access);
    /** A connection to `file`, which is `path` or a copy of it. */
    static std::unique_ptr<FileCampaignStore> connect(const QString &path, const QString &file, bool readOnly);

    bool isShared() const override { return false; }
    /** VACUUM INTO beside `target`, synced and renamed into place. */
    void saveCopy(const QString &target) const override;
    void savePlayersCopy(const QString &target, const QString &commitment) const override;

protected:
    /** SQLite's quick_check. */
    void checkPages() const override;
    QString notACampaign() const override;

private:
    FileCampaignStore(QString path, QString connection);

    std::unique_ptr<QTemporaryDir> mScratch; ///< the recovered copy a read-only store reads, when it needs one
};

} // namespace castellan
