#pragma once

#include "campaign/backups.h"
#include "campaign/orderedrows.h"
#include "dice/roller.h"
#include "map/mapmodel.h"
#include "map/scanalignment.h"
#include "model/actionrecord.h"
#include "model/force.h"
#include "model/historyentry.h"
#include "model/leader.h"
#include "model/ruleoptions.h"
#include "model/side.h"
#include "model/storedchange.h"
#include "model/turnphase.h"
#include "storage/campaignaccess.h"
#include "storage/serveraccess.h"

#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <limits>
#include <memory>
#include <optional>

namespace castellan {

class StorageError;

class CampaignStore;
class OrderBook;

/**
 * An open campaign: its file, its dice, its undo stack, and the leaders and sides as the views see them.
 * Views read from here and listen to the change signals; changes arrive only as ActionRecords pushed on
 * the undo stack (STYLE 8). Opening and creating throw StorageError with a message for the user.
 */
class Campaign
    : public QObject
    , public RollLog
{
    Q_OBJECT

public:
    enum Direction { Forward, Backward };

    /** A side a new campaign is founded with, written with the new file before any action. */
    struct FoundingSide
    {
        QString name;
        QColor color;
    };
    /** A new campaign, with the sides it is founded with (later sides come through the side action). */
    static std::unique_ptr<Campaign> create(const QString &path, const QString &name, quint64 seed,
                                            const QList<FoundingSide> &sides = {});
    using Access = CampaignAccess;
    /** Opens a campaign to change it, or only to look at it (then nothing is ever written to the file). */
    static std::unique_ptr<Campaign> open(const QString &path, Access access = Access::ReadWrite);
    /** A scratch copy of an open campaign, read-only (CampaignStore::openScratchCopy): the past, a side's view. */
    static std::unique_ptr<Campaign> openScratchCopy(const QString &path);
    /** Opened only to look at: every action is refused, and the file is never written. */
    bool isReadOnly() const;
    /** Why nothing can be changed in this campaign (it is open read-only); empty when it can be. */
    QString whyReadOnly() const;
    /** A read-only campaign that says this, not its file's reason, for why it cannot be changed (a past point). */
    void setWhyReadOnly(const QString &why) { mWhyReadOnly = why; }
    /** The file and its folder may be written: the campaign can be opened to change it. */
    static bool isWritable(const QString &path);
    /** Kept on a server with other clients (issue 16; campaignshared.cpp): `path()` is then its URL. */
    bool isShared() const;
    /** Who this client is to the campaign: the server's user name, or the system's for a file. */
    QString userName() const;
    /** A shared campaign: the user's role there (and a player's side); none for a file. */
    std::optional<Viewer> viewer() const;
    /** A side's turn report kept on a server for its players (CampaignStore::keepTurnReport). Throw StorageError. */
    void keepTurnReport(qint64 sideId, int turn, const QString &html);
    std::optional<QString> keptTurnReport(qint64 sideId, int turn) const;
    /** The last change kept (0: none): the change an action just made. */
    qint64 revision() const;
    /** A shared campaign's players' orders (issue 32, CampaignStore::orderBook); none for a file. */
    const OrderBook *orderBook() const;
    /** A shared campaign's leaders of that side are not the viewer's to see (the server's row security). */
    bool hidesLeadersOf(qint64 sideId) const;
    /** A shared campaign's access, kept by its game masters on the server. Throw StorageError, AccessDenied. */
    void grantAccess(const AccessGrant &grant);
    void revokeAccess(const QString &user);
    QList<AccessGrant> accessList() const;
    /** Copies a campaign file to a new campaign on a server (CampaignStore::publish). Throws StorageError. */
    static void publish(const QString &file, const QString &url);
    /**
     * Reads again everything another client may have changed, and tells the views what did. A shared campaign
     * does it on its own when another client's change is announced.
     */
    void refresh();
    ~Campaign() override;

    /** A storage error's message for the user: damage SQLite met part-way is said with the campaign's file. */
    QString messageOf(const StorageError &e) const;
    QString path() const;
    QString name() const;
    quint64 seed() const { return mSeed; }
    /** A players' copy: the seed is not in the file, only a salted commitment to it (seedCommitment()). */
    bool seedWithheld() const;
    QString seedCommitment() const;
    int turn() const { return mTurn; }
    RuleOptions options() const { return mOptions; }

    QUndoStack *undoStack() { return &mUndoStack; }
    /**
     * Rebuilds the undo stack as the last session left it, from the kept changes (issue 31): opening to change a
     * campaign does it; a single run of the CLI only when it undoes or redoes.
     */
    void rebuildUndoStack();
    /** The changes kept with their history (issue 31), oldest first, after the change `after`. Throws StorageError. */
    QList<StoredChange> keptChanges(qint64 after = 0, bool withRows = false,
                                    qint64 upTo = std::numeric_limits<qint64>::max()) const;
    /** The same with only the rows and rolls they wrote (CampaignStore::storedChangeRows). */
    QList<StoredChange> keptChangeRows(qint64 after, qint64 upTo = std::numeric_limits<qint64>::max()) const;
    /** A row as it stands now, found by its change log key ("rolls:12"); null when there is none. */
    QJsonValue keptRow(const QString &key) const;
    std::optional<StoredChange> keptChange(qint64 id) const;
    /** The undo stack after reopening holds at most this many actions taken (and those undone above them). */
    static constexpr qsizetype KeptUndoSteps = 200;
    /** A setting of the campaign file (`backups.keep`, ...); `fallback` when it has none. */
    QString setting(const QString &key, const QString &fallback = {}) const;
    /**
     * Writes a setting of the campaign file at once, outside the undo history (a battle on the board under way);
     * false, with lastError, when the file is read-only or refused it.
     */
    bool keepSetting(const QString &key, const QString &value);

    // The dice (RULES D1, D2, D4).
    /** The campaign's generator, or what replaced it: scripted dice in tests, the table's dice. */
    DiceSource &dice() { return *mDice; }
    void setDiceSource(std::unique_ptr<DiceSource> source);
    /** The dice source out of the campaign (to wrap it); give one back with setDiceSource before rolling. */
    std::unique_ptr<DiceSource> takeDiceSource() { return std::move(mDice); }
    quint64 draws() const { return mDice->draws(); }
    /** The rolls kept so far. */
    const RollArchive &rolls() const;
    /** Keeps a finished roll in the log at the current turn, as its leader's side's unless it names one. */
    void record(Roll &roll) override;
    /** A shared campaign's dice are claimed under its lock until record() keeps the roll (RollLog). */
    void claimDice() override;
    void releaseDice() override;
    /** Rolls the campaign's dice and logs the roll (an action's rolls go through its ActionBuilder). */
    Roll roll(const RollRequest &request, const DescribeRoll &describe = {});

    QList<Side> sides() const { return mSides; }
    std::optional<Side> side(qint64 id) const;
    std::optional<Side> sideByName(const QString &name) const;
    QString sideName(qint64 id) const;

    /** Leaders in creation order. */
    QList<Leader> leaders() const;
    int leaderCount() const { return int(mLeaders.size()); }
    std::optional<Leader> leader(qint64 id) const;
    /** Case-insensitive match on the whole name. */
    std::optional<Leader> leaderByName(const QString &name) const;
    QList<HistoryEntry> history(qint64 leaderId) const;

    /** Forces in creation order. */
    QList<Force> forces() const;
    std::optional<Force> force(qint64 id) const;
    std::optional<Force> forceByName(const QString &name) const;
    /** The leaders with a force, in creation order. */
    QList<Leader> leadersOf(qint64 forceId) const;
    /** The battles fought (not undone), oldest first. */
    QList<BattleRecord> battles() const;

    // The strategic map (campaignmap.cpp).
    TurnPhase phase() const { return mPhase; }
    /** The map's size; 0 x 0 when the campaign has no map yet. */
    HexGrid grid() const { return mGrid; }
    bool hasMap() const { return mGrid.columns() > 0; }
    /** A hex as the map shows it: its terrain and place name (clear and unnamed unless set). */
    MapHex mapHex(const Hex &h) const;
    /** The hexes that are not clear and unnamed. */
    QList<MapHex> mapHexes() const { return mHexes.values(); }
    QList<Fortress> fortresses() const { return mFortresses; }
    std::optional<Fortress> fortress(qint64 id) const;
    std::optional<Fortress> fortressAt(const Hex &h) const;
    std::optional<Fortress> fortressByName(const QString &name) const;
    /** Every siege, ended ones too, oldest first. */
    QList<Siege> sieges() const { return mSieges; }
    std::optional<Siege> siege(qint64 id) const;
    /** The siege going on at a fortress, if any. */
    std::optional<Siege> siegeOf(qint64 fortressId) const;
    QList<Force> forcesAt(const Hex &h) const;
    /** The scan laid under the map, how it lies and how much the hexes show over it. */
    MapScan scan() const { return mScan; }
    /** The scan's image file bytes; empty when there is none. */
    QByteArray scanImage() const;
    /** Keeps an image in the campaign file, before the action that lays it: returns its id. Throws StorageError. */
    QString keepImage(const QByteArray &data);

    /** The end-of-turn copy written after the last action, if it wrote one (see backups.h). */
    KeptBackup lastBackup() const { return mLastBackup; }

    /** Why the last action could not be saved; empty when it was. */
    QString lastError() const { return mLastError; }
    /** The last action was refused, not failed: the user's role on the server, or another's change first. */
    bool lastErrorIsRefusal() const { return mLastErrorIsRefusal; }

    /** Writes a consistent copy to `path` and goes on working in it. */
    void saveAs(const QString &path);
    /** Writes a consistent copy to `path` and goes on in this file (a backup). */
    void saveCopy(const QString &path) const;
    /** Writes a players' copy to `path` (see CampaignStore::savePlayersCopy) and goes on in this file. */
    void savePlayersCopy(const QString &path, const QString &commitment) const;
    /** Many actions in one transaction (a bulk import, a benchmark): far fewer writes. Nests. */
    void beginBatch();
    void endBatch();
    /** The id the next new row of a kind takes. */
    enum class Rows { Leaders, Forces, Fortresses, Sieges, Sides };
    qint64 nextId(Rows rows) const;

    /**
     * Used by ActionCommand: writes the record's rows in one transaction, keeps the change whole with its rows
     * before and after (issue 31), and tells the views. `commandId` is 0 the first time, and then becomes the
     * change that took the action; undo and redo name it.
     */
    bool apply(ActionRecord &record, Direction direction, qint64 &commandId);
    /** Used by StoredCommand: takes an action of an earlier session back (or again) from the rows it kept. */
    bool applyStored(qint64 commandId, Direction direction);

Q_SIGNALS:
    void leaderChanged(qint64 id);
    void leaderAdded(qint64 id);
    void leaderRemoved(qint64 id);
    void sidesChanged();
    void forceAdded(qint64 id);
    void forceChanged(qint64 id);
    void forceRemoved(qint64 id);
    void battlesChanged();
    void rollLogged(const castellan::Roll &roll);
    void rollsChanged();
    void turnChanged(int turn);
    void optionsChanged();
    void pathChanged(const QString &path);
    void storageFailed(const QString &message);
    void mapChanged();
    void fortressesChanged();
    void siegesChanged();
    void phaseChanged(castellan::TurnPhase phase);
    void scanChanged();
    /** Another client's change was read in (a shared campaign). */
    void changedElsewhere();
    /** keepSetting wrote a setting (a battle on the board left under way, or taken up again). */
    void settingKept(const QString &key);

private:
    explicit Campaign(std::unique_ptr<CampaignStore> store);
    void load();
    /** The dice as the file left them (campaigndice.cpp). */
    void loadDice();
    static inline const QString TurnKey = QStringLiteral("turn");
    /** Everything but the dice, which keep their source (the table's dice stay on). */
    void loadRows();
    /** The rows an action writes, as the shared campaign's change log names them ("leaders:3", "meta:turn"). */
    static QStringList rowKeys(const ActionRecord &record);
    /** A shared campaign: refuses an action on rows another client changed since this one read them. */
    void checkUnchangedSinceSeen(const QStringList &keys) const;
    /** The views' copies after an action the file holds, each change told by its signal. */
    void showRecord(const ActionRecord &record, bool forward);
    /** Tells the views of a leader's row (or a force's) that changed: added, changed or removed. */
    void tellLeader(OrderedRows<Leader>::Change change, qint64 id);
    void tellForce(OrderedRows<Force>::Change change, qint64 id);
    void showMeta(const ActionRecord &record, bool forward);
    void loadMap();
    // Every action kept whole (campaignhistory.cpp).
    /** A change as the action leaves it, taken now in this turn and phase (its rows still to be kept). */
    StoredChange changeTaken(const RollText &text, StoredChange::Kind kind) const;
    /** The rows named by change log keys, as they stand (the roll log's are kept by id, not as images). */
    QHash<QString, QJsonValue> rowImages(const QStringList &keys) const;
    /** The rows the action wrote, before (`before`, read ahead of it) and after. */
    void keepImages(StoredChange &change, const QHash<QString, QJsonValue> &before, const QStringList &keys) const;
    /** Writes a kept change's rows back, after or before it (undo, redo); throws StorageError for a damaged one. */
    void writeBack(const StoredChange &taken, bool forward);
    /** Writes the end-of-turn copy a committed action marked as due, then clears the mark. */
    void keepDueBackup();
    /** The views' copy of the map after an action; emits what changed. */
    void applyMapRows(const ActionRecord &record, bool forward);
    /** A meta row of the map (its size) or of the turn (its phase); false when the key is neither. */
    bool applyMapMeta(const QString &key, const QString &value);

    std::unique_ptr<CampaignStore> mStore;
    std::unique_ptr<DiceSource> mDice;
    QUndoStack mUndoStack;
    QList<Side> mSides;
    OrderedRows<Leader> mLeaders;
    OrderedRows<Force> mForces;
    quint64 mSeed = 0;
    QString mWhyReadOnly;
    int mTurn = 1;
    RuleOptions mOptions;
    QString mLastError;
    bool mLastErrorIsRefusal = false;
    KeptBackup mLastBackup;
    TurnPhase mPhase = TurnPhase::Siege;
    HexGrid mGrid{0, 0};
    QHash<Hex, MapHex> mHexes;
    QList<Fortress> mFortresses;
    QList<Siege> mSieges;
    MapScan mScan;
    qint64 mSeenRevision = 0; ///< a shared campaign's last change these views show
    bool mDiceClaimed = false;
    int mClaimTurn = 1;           ///< the campaign's turn when the dice were claimed
    quint64 mDiceSeenChanges = 0; ///< the store's foreignChanges() when the dice were last read from it
};

} // namespace castellan
