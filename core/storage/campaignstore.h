#pragma once

#include "campaignaccess.h"
#include "dice/rolllog.h"
#include "map/mapmodel.h"
#include "model/force.h"
#include "model/historyentry.h"
#include "model/leader.h"
#include "model/roll.h"
#include "model/side.h"
#include "model/storedchange.h"
#include "serveraccess.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <functional>
#include <limits>
#include <memory>
#include <optional>

class QObject;
class QSqlError;
class QTemporaryDir;

namespace castellan {

class OrderBook;

/**
 * Where a campaign is kept: the interface the open campaign reads and writes through, and the SQL both kinds of
 * store share (its rows, its ids, its transactions, the roll log). A campaign file is one SQLite database
 * (FileCampaignStore, filestore.h); a shared campaign is a schema on a PostgreSQL server (ServerCampaignStore,
 * serverstore.h). Checks a campaign before it writes to it, migrates older schemas. Every failure throws
 * StorageError with a message for the user. Ids are assigned here, not by the database, so the SQL stays portable.
 */
class CampaignStore : public RollArchive
{
public:
    ~CampaignStore() override;
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    /** Makes a new campaign file at `path` (which must not exist): written aside, then moved in place. */
    static std::unique_ptr<CampaignStore> create(const QString &path, const QString &name, quint64 seed);
    using Access = CampaignAccess;
    /**
     * Opens a campaign. A file that is not one, is damaged, is newer or holds values outside the limits is
     * refused with what is wrong, and left unchanged. Read-only, nothing is ever written to the file: one that a
     * crash left needing recovery, or in an older format, is read from a recovered copy. Read-write, it is
     * recovered and brought up to date in place, once a copy has proved it sound; the campaign must be writable.
     */
    static std::unique_ptr<CampaignStore> open(const QString &path, Access access = Access::ReadWrite);
    /**
     * The same, to write, right after a read-only open of the same file passed every check (Campaign::open's look):
     * the file's pages and contents are not checked a second time, unless it must be recovered or brought up to date.
     */
    static std::unique_ptr<CampaignStore> openLookedAt(const QString &path, Access access);
    /**
     * A scratch copy this process has just made (saveCopy) of a campaign it has open, in a folder of its own: the
     * campaign passed the opening checks, so the copy is not checked again. Written, it is not synced: a crash
     * loses nothing of the campaign. The past and a side's view are shown from such copies.
     */
    static std::unique_ptr<CampaignStore> openScratchCopy(const QString &path, Access access);
    /** The file and its folder may be written (a server campaign: the server decides, action by action). */
    static bool isWritable(const QString &path);
    bool isReadOnly() const { return mReadOnly; }
    /** How long a write waits for another program's to end (the file's lock, the server's) before it says so. */
    static constexpr int WriteWaitSeconds = 10;

    // A shared campaign on a PostgreSQL server (issue 16; serverstore.h). `path` is then its URL
    // (serverlocation.h): open() and create() take one, and saveCopy() to a file pulls it.
    /** Kept on a server, where other clients change it too. */
    virtual bool isShared() const = 0;
    /** Copies a campaign file to a new campaign on a server, all or nothing. Throws StorageError. */
    static void publish(const QString &file, const QString &url);
    /** A shared campaign: what the connected user may do (none for a file: everything). */
    virtual std::optional<Viewer> viewer() const { return std::nullopt; }
    /** A shared campaign's access, managed by a game master (serveraccess.h). Throw StorageError, AccessDenied. */
    virtual void grantAccess(const AccessGrant &grant);
    virtual void revokeAccess(const QString &user);
    virtual QList<AccessGrant> accessList() const { return {}; }
    /** The user the server knows this client by (a file: the system's user name). */
    virtual QString userName() const;
    /**
     * A side's report of a turn as the turn ended, kept on a server for that side's players, who cannot read the
     * history it is made from (issue 31). A file keeps none: its reports are made again from its history.
     */
    virtual void keepTurnReport(qint64 sideId, int turn, const QString &html);
    virtual std::optional<QString> keptTurnReport(qint64 sideId, int turn) const;
    /** A shared campaign's players' orders (issue 32); none for a file, which has no players. */
    virtual const OrderBook *orderBook() const { return nullptr; }
    /** The last change kept in the campaign's `changes` (0: none). */
    qint64 revision() const;
    /** Who changed one of the rows named by `keys` after revision `since`; empty when nobody did. */
    QString changedBy(qint64 since, const QStringList &keys) const;
    /** Inside the action's transaction: keeps the change, who made it and which rows; returns its revision. */
    qint64 noteChange(const StoredChange &change, const QStringList &keys);
    /** Calls `changed` (in `context`'s thread) whenever another client commits a change to the campaign. */
    virtual void listen(QObject *context, const std::function<void()> &changed);

    QString path() const { return mPath; }
    /** The opening checks (storecheck.h) on the rows as this connection sees them, its open transaction's writes
     *  included; the campaign named as `shownAs`. Empty when they pass. */
    QString whyContentsRefused(const QString &shownAs) const;

    // Transactions nest: only the outermost begin/commit reach the database. On a server, the outermost begin
    // takes the campaign's lock (one writer at a time, so ids and the dice are claimed in order) and the
    // commit announces the change on the campaign's channel.
    void begin();
    void commit();
    void rollback();
    bool inTransaction() const { return mDepth > 0; }
    /**
     * How many times a transaction began on what another client or program may have written since the one before:
     * whoever read something (the dice's state above all) when this was lower must read it again.
     */
    quint64 foreignChanges() const { return mForeignChanges; }

    QString meta(const QString &key, const QString &fallback = {}) const;
    void setMeta(const QString &key, const QString &value);

    QList<Side> sides() const;
    qint64 addSide(const QString &name, const QColor &color);
    /** Writes a side with its own id (new or changed); deleteSide() removes one nothing refers to. */
    void saveSide(const Side &side);
    void deleteSide(qint64 id);
    qint64 nextSideId() const;

    QList<Leader> leaders() const;
    std::optional<Leader> leader(qint64 id) const;
    qint64 nextLeaderId() const { return mNextLeaderId; }
    /** Inserts or replaces a leader row, making it visible. */
    void saveLeader(const Leader &leader);
    /** Hides or shows a leader (undo of creation): his rows stay, so the log keeps its references. */
    void setLeaderRemoved(qint64 id, bool removed);
    /** The roll is the leader's (and, when `context` is given, says so in its context); faces and order stay. */
    void attachRollToLeader(qint64 rollId, qint64 leaderId, const RollText &context = {});

    // The roll log (RULES D1, D2).
    /** Appends a roll, the draws after it and the generator's state then (empty: none to keep) in one
     *  transaction, and gives the roll its id. */
    void record(Roll &roll, const QString &generatorState);
    void setRollUndone(qint64 id, bool undone);
    quint64 seed() const override;
    bool seedWithheld() const override;
    quint64 drawsKept() const override;
    std::optional<Roll> roll(qint64 id) const override;
    qint64 rollCount() const override;
    qint64 lastRollId() const override { return mNextRollId - 1; }
    QList<Roll> rolls(const RollFilter &filter, qint64 offset, qint64 limit) const override;
    void forEachRoll(const std::function<bool(const Roll &)> &visit, const QString &category = {}) const override;

    QList<Force> forces() const;
    qint64 nextForceId() const { return mNextForceId; }
    /** Inserts or replaces a force row, making it visible. */
    void saveForce(const Force &force);
    void setForceRemoved(qint64 id, bool removed);

    /** Appends a battle report and gives it its id. */
    void appendBattle(BattleRecord &battle);
    void setBattleUndone(qint64 id, bool undone);
    /** Every battle not undone, oldest first. */
    QList<BattleRecord> battles() const;

    void appendHistory(HistoryEntry &entry);
    void setHistoryUndone(qint64 id, bool undone);
    QList<HistoryEntry> history(qint64 leaderId) const;

    // The strategic map (mapstore.cpp).
    QList<MapHex> mapHexes() const;
    /** Writes a hex; a default one (clear ground, no place) is deleted instead, so only the rest is stored. */
    void saveHex(const MapHex &hex);
    QList<Fortress> fortresses() const;
    qint64 nextFortressId() const { return mNextFortressId; }
    void saveFortress(const Fortress &fortress);
    void setFortressRemoved(qint64 id, bool removed);
    /** Every siege, ended ones too, oldest first. */
    QList<Siege> sieges() const;
    qint64 nextSiegeId() const { return mNextSiegeId; }
    void saveSiege(const Siege &siege);
    void setSiegeRemoved(qint64 id, bool removed);

    /** Keeps an image (a scan of the map) under its id, once: the same id is the same bytes. */
    void saveImage(const QString &id, const QByteArray &data);
    /** Empty when there is none of that id. */
    QByteArray image(const QString &id) const;

    // Every action kept whole (issue 31; changerows.cpp).
    /** A row as its columns by name, found by its change log key ("leaders:3"); null when there is none. */
    QJsonValue rowImage(const QString &key);
    /** How a row that did not exist is written back: hidden, as undo hides it, or gone, as in a copy of the past. */
    enum class Absent { Hidden, Deleted };
    /**
     * Writes a row back as an image shows it. A null image hides the row (removed, undone), or deletes it where
     * rows are not kept hidden (hexes, meta, and a side nothing names); with Absent::Deleted it deletes any row.
     */
    void restoreRow(const QString &key, const QJsonValue &image, Absent absent = Absent::Hidden);
    /** The changes kept with their history (schema 14 on), oldest first, after the change `after`. */
    QList<StoredChange> storedChanges(qint64 after = 0, bool withRows = false,
                                      qint64 upTo = std::numeric_limits<qint64>::max()) const;
    /** The same with only what rows and rolls they wrote (and their ids and kinds): what moves a copy to the past. */
    QList<StoredChange> storedChangeRows(qint64 after, qint64 upTo = std::numeric_limits<qint64>::max()) const;
    std::optional<StoredChange> storedChange(qint64 id) const;
    /** A copy made to show a past point, before it is written: its rows need not name one another any more, as it
     *  writes the past back row by row. */
    void openToThePast();
    /** Reads again the ids the next rows take, after another connection wrote (a copy of the past moved). */
    void readCountersAgain() { loadCounters(); }
    /** Such a copy forgets the changes after `changeId`, and the rolls after `rollId`. */
    void forgetAfter(qint64 changeId, qint64 rollId);
    void forgetRollsAfter(qint64 rollId);
    /**
     * A copy made to show the campaign as a side's players see it (issue 31; the server's views do the same): only
     * that side's leaders, their history and its rolls; no notes but its own and none of the game master's; not the
     * forces in `unseenForces`; with `ownBattlesOnly`, only the battles its forces fought.
     */
    void keepOnlyWhatASideSees(qint64 sideId, const QList<qint64> &unseenForces, bool ownBattlesOnly);

    /** Writes a consistent copy of the open campaign to the file `target`, replacing it atomically. */
    virtual void saveCopy(const QString &target) const = 0;
    /**
     * The same, for the players (issue 15): without the game master's notes, the seed and the dice's state, and
     * with `commitment` (the salted SHA-256 of the seed) in their place.
     */
    virtual void savePlayersCopy(const QString &target, const QString &commitment) const = 0;

    /** Runs one statement that must succeed; exposed for tests that tamper with a file. */
    void exec(const QString &sql);

protected:
    CampaignStore(QString path, QString connection);
    QSqlDatabase db() const;
    QSqlQuery prepare(const QString &sql) const;
    /** The statement prepared once for this store's connection, kept until dropStatements() (before it closes). */
    QSqlQuery &statement(const QString &sql);
    void dropStatements();
    void migrate();
    void migrateInOneStep();
    void loadCounters();
    /**
     * The campaign is a Castellan campaign of a format this version reads, and with `pages` its pages are sound;
     * throws what it is not.
     */
    void checkIdentity(bool pages = true) const;
    int schemaVersion() const;
    /** Throws when the store's pages are damaged (a file's own check; a server keeps its pages sound). */
    virtual void checkPages() const { }
    /** The refusal of a database that is not a Castellan campaign. */
    virtual QString notACampaign() const = 0;
    /** What a failed statement says to the user: the database's own text, or the store's plainer one. */
    virtual QString describeFailure(const QSqlError &error) const;
    /** Another program held the campaign's write lock past WriteWaitSeconds. */
    QString busyText() const;
    /** Opens the outermost transaction; throws StorageError with the reason when it cannot. */
    virtual void openTransaction();
    /** The outermost begin() opened a transaction; the outermost commit() is about to close one. */
    virtual void beganOutermost() { }
    virtual void committingOutermost() { }

    QString mPath;
    QString mConnection;
    bool mReadOnly = false;
    int mDepth = 0;
    bool mCountersStale = false; ///< a rollback could not reload the next ids: the next begin() does
    quint64 mForeignChanges = 0; ///< counted by beganOutermost()

private:
    /** UPDATE or INSERT a row by id: `columns` in the order of `values`, without the id. */
    void upsert(const QString &table, const QStringList &columns, const QVariantList &values, qint64 id);
    /** Hides or shows a row (undo of its creation, or of its removal): rows are never deleted. */
    void setRemoved(const QString &table, qint64 id, bool removed);
    /** Sets a 0/1 column of one row (removed, undone). */
    void setRowFlag(const QString &table, const QString &column, qint64 id, bool on);
    void appendRoll(Roll &roll);
    void requireWritable() const;

    // A server campaign copies rows from a file and into one: it reads and writes both kinds' tables.
    friend class ServerCampaignStore;
    friend class FileCampaignStore;

    QHash<QString, QSqlQuery> mStatements; ///< statement()'s
    QHash<QString, QStringList> mColumns;  ///< the tables' columns, read when a row is first restored
    qint64 mNextLeaderId = 1;
    qint64 mNextRollId = 1;
    qint64 mNextHistoryId = 1;
    qint64 mNextForceId = 1;
    qint64 mNextBattleId = 1;
    qint64 mNextFortressId = 1;
    qint64 mNextSiegeId = 1;
    qint64 mNextChangeId = 1;
};

} // namespace castellan
