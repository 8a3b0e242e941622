#include "campaign.h"

#include "model/names.h"
#include "storage/campaignstore.h"
#include "storage/recordrows.h"
#include "storage/schema.h"
#include "storage/serverlocation.h"
#include "storage/storageerror.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

Campaign::Campaign(std::unique_ptr<CampaignStore> store)
    : mStore(std::move(store))
{
    load();
    keepDueBackup();                             // a crash came between the end of a turn and its copy
    mStore->listen(this, [this] { refresh(); }); // another client or program may write it too
}

void Campaign::keepDueBackup()
{
    mLastBackup = {};
    // A server keeps its own backups; a shared campaign has no folder beside it.
    if (mStore->isReadOnly() || mStore->inTransaction() || mStore->isShared())
        return;
    const int turn = mStore->meta(BackupDueKey).toInt();
    if (turn <= 0)
        return;
    mLastBackup = keepBackup(*mStore, turn, mStore->meta(BackupsKeepKey, QStringLiteral("5")).toInt());
    try {
        mStore->setMeta(BackupDueKey, QString()); // on its own: the mark is not part of any undo step
    } catch (const StorageError &) {
        // The mark stays, and the copy is written again at the next opening: nothing is lost.
    }
}

Campaign::~Campaign()
{
    mUndoStack.clear(); // commands refer to this campaign
}

std::unique_ptr<Campaign> Campaign::create(const QString &path, const QString &name, quint64 seed,
                                           const QList<FoundingSide> &sides)
{
    if (const QString why = whyCannotNameCampaign(name); !why.isEmpty())
        throw StorageError(why);
    std::unique_ptr<CampaignStore> store = CampaignStore::create(path, name.trimmed(), seed);
    if (!sides.isEmpty()) {
        store->begin();
        for (const FoundingSide &s : sides)
            store->addSide(s.name, s.color);
        store->commit();
    }
    return std::unique_ptr<Campaign>(new Campaign(std::move(store)));
}

std::unique_ptr<Campaign> Campaign::open(const QString &path, Access access)
{
    // Opening to write switches the file to WAL first. So everything the campaign reads is read once through a
    // look that writes nothing: a file whose rows cannot all be read (a damaged page the opening checks let
    // through) is refused before a byte of it changes.
    if (access != Access::ReadOnly && !ServerLocation::isUrl(path)) {
        const Campaign look(CampaignStore::open(path, Access::ReadOnly));
        if (look.seedWithheld()) // a players' copy opens read-only, whoever may write the file
            access = Access::ReadOnly;
    }
    std::unique_ptr<CampaignStore> store = access != Access::ReadOnly && !ServerLocation::isUrl(path)
        ? CampaignStore::openLookedAt(path, access)
        : CampaignStore::open(path, access);
    if (access == Access::OneRun && !store->isReadOnly()) // a player's actions are refused one by one
        store->begin(); // the run's write lock, taken before the campaign is read; endBatch() keeps the run
    std::unique_ptr<Campaign> campaign(new Campaign(std::move(store)));
    if (access == Access::ReadWrite && !campaign->isReadOnly())
        campaign->rebuildUndoStack(); // undo takes back the last session's actions (issue 31)
    return campaign;
}

std::unique_ptr<Campaign> Campaign::openScratchCopy(const QString &path)
{
    return std::unique_ptr<Campaign>(new Campaign(CampaignStore::openScratchCopy(path, Access::ReadOnly)));
}

bool Campaign::isReadOnly() const
{
    return mStore->isReadOnly();
}

QString Campaign::whyReadOnly() const
{
    if (!isReadOnly())
        return {};
    if (!mWhyReadOnly.isEmpty())
        return mWhyReadOnly;
    if (const auto v = viewer(); v && v->role != ServerRole::GameMaster) {
        if (v->role == ServerRole::Player)
            return QCoreApplication::translate("Campaign",
                                               "You are a player of this shared campaign, for %1: you look "
                                               "at your side's leaders, forces and rolls and at what is public, "
                                               "and give your side's orders in View ▸ Orders, which the referee "
                                               "carries out (RULES T4).")
                .arg(sideName(v->sideId));
        return QCoreApplication::translate("Campaign",
                                           "You are an observer of this shared campaign: you can look at "
                                           "what is public, but not change anything.");
    }
    if (seedWithheld())
        return QCoreApplication::translate("Campaign",
                                           "The campaign %1 is a players' copy: it is only for looking at, "
                                           "and nothing can be changed in it.")
            .arg(path());
    return QCoreApplication::translate("Campaign", "The campaign %1 is open read-only: nothing can be changed in it.")
        .arg(path());
}

bool Campaign::seedWithheld() const
{
    return mStore->seedWithheld();
}

QString Campaign::seedCommitment() const
{
    return mStore->meta(SeedCommitmentKey);
}

bool Campaign::isWritable(const QString &path)
{
    return CampaignStore::isWritable(path);
}

void Campaign::load()
{
    bool ok = false;
    mSeed = mStore->meta(QStringLiteral("seed")).toULongLong(&ok);
    if (mStore->seedWithheld()) // a players' copy: it is only read, and its dice never roll
        ok = true;
    if (!ok)
        throw StorageError(
            QCoreApplication::translate("Campaign", "The campaign %1 has no valid seed.").arg(mStore->path()));
    loadDice();
    loadRows();
}

void Campaign::loadRows()
{
    mSeenRevision = mStore->revision(); // read first: a change committed meanwhile is read again later
    mTurn = mStore->meta(TurnKey, QStringLiteral("1")).toInt();
    mOptions = RuleOptions::fromMeta([this](const QString &key) { return mStore->meta(key); });
    mSides = mStore->sides();
    mLeaders.reset(mStore->leaders());
    mForces.reset(mStore->forces());
    loadMap();
}

QString Campaign::path() const
{
    return mStore->path();
}

QString Campaign::name() const
{
    return mStore->meta(QStringLiteral("name"));
}

QString Campaign::setting(const QString &key, const QString &fallback) const
{
    return mStore->meta(key, fallback);
}

bool Campaign::keepSetting(const QString &key, const QString &value)
{
    if (isReadOnly()) {
        mLastError = whyReadOnly();
        return false;
    }
    try {
        mStore->begin(); // a shared campaign's lock, and its announcement
        mStore->setMeta(key, value);
        mStore->commit();
    } catch (const StorageError &e) {
        mStore->rollback();
        mLastError = messageOf(e);
        return false;
    }
    Q_EMIT settingKept(key);
    return true;
}

void Campaign::saveCopy(const QString &path) const
{
    mStore->saveCopy(path);
}

void Campaign::savePlayersCopy(const QString &path, const QString &commitment) const
{
    mStore->savePlayersCopy(path, commitment);
}

void Campaign::beginBatch()
{
    mStore->begin();
}

void Campaign::endBatch()
{
    if (!mStore->inTransaction())
        return; // an action that failed dropped the batch with it, and said so
    mStore->commit();
    keepDueBackup();
}

qint64 Campaign::nextId(Rows rows) const
{
    switch (rows) {
    case Rows::Leaders: return mStore->nextLeaderId();
    case Rows::Forces: return mStore->nextForceId();
    case Rows::Fortresses: return mStore->nextFortressId();
    case Rows::Sieges: return mStore->nextSiegeId();
    case Rows::Sides: return mStore->nextSideId();
    }
    return 0;
}

std::optional<Side> Campaign::side(qint64 id) const
{
    for (const Side &s : mSides) {
        if (s.id == id)
            return s;
    }
    return std::nullopt;
}

std::optional<Side> Campaign::sideByName(const QString &name) const
{
    for (const Side &s : mSides) {
        if (s.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return s;
    }
    return std::nullopt;
}

QString Campaign::sideName(qint64 id) const
{
    const auto s = side(id);
    return s ? s->name : QString();
}

QList<Leader> Campaign::leaders() const
{
    return mLeaders.all();
}

std::optional<Leader> Campaign::leader(qint64 id) const
{
    return mLeaders.find(id);
}

std::optional<Leader> Campaign::leaderByName(const QString &name) const
{
    return mLeaders.named(name);
}

QList<HistoryEntry> Campaign::history(qint64 leaderId) const
{
    return mStore->history(leaderId);
}

QList<Force> Campaign::forces() const
{
    return mForces.all();
}

std::optional<Force> Campaign::force(qint64 id) const
{
    return mForces.find(id);
}

std::optional<Force> Campaign::forceByName(const QString &name) const
{
    return mForces.named(name);
}

QList<Leader> Campaign::leadersOf(qint64 forceId) const
{
    return mLeaders.where([forceId](const Leader &l) { return l.forceId == forceId; });
}

QList<BattleRecord> Campaign::battles() const
{
    return mStore->battles();
}

void Campaign::saveAs(const QString &path)
{
    mStore->saveCopy(path);
    auto reopened = CampaignStore::open(path);
    mStore = std::move(reopened);
    mStore->listen(this, [this] { refresh(); });
    Q_EMIT pathChanged(path);
}

bool Campaign::apply(ActionRecord &record, Direction direction, qint64 &commandId)
{
    const bool forward = direction == Forward;
    const bool firstTime = commandId == 0;
    mLastError.clear();
    mLastErrorIsRefusal = false;
    if (isReadOnly()) {
        mLastError = whyReadOnly();
        mLastErrorIsRefusal = viewer().has_value(); // a player's or an observer's role on the server
        return false;
    }
    // Another client on a server, or another program on the file, may have changed the rows since they were read.
    const QStringList keys = rowKeys(record);
    bool othersChanged = false;
    try {
        mStore->begin();
        checkUnchangedSinceSeen(keys);
        StoredChange change = changeTaken(record.text,
                                          firstTime     ? StoredChange::Kind::Do
                                              : forward ? StoredChange::Kind::Redo
                                                        : StoredChange::Kind::Undo);
        change.commandId = commandId;
        const QHash<QString, QJsonValue> before = rowImages(keys);
        writeRecordRows(*mStore, record, forward, firstTime);
        keepImages(change, before, rowKeys(record));
        const qint64 revision = mStore->noteChange(change, keys);
        othersChanged = revision - 1 > mSeenRevision;
        mStore->commit();
        mSeenRevision = revision;
        if (firstTime)
            commandId = revision;
    } catch (const StorageError &e) {
        mStore->rollback();
        mLastError = messageOf(e);
        mLastErrorIsRefusal = isRefusal(e);
        refresh(); // the views show the campaign as it now is
        Q_EMIT storageFailed(mLastError);
        return false;
    }
    showRecord(record, forward); // the file holds the change: now the views hear of it
    keepDueBackup();
    if (othersChanged)
        refresh(); // another client's change landed between this view's last look and this action
    return true;
}

QString Campaign::messageOf(const StorageError &e) const
{
    return dynamic_cast<const DamagedFile *>(&e)
        ? QCoreApplication::translate("Campaign", "The campaign %1: %2").arg(path(), e.message())
        : e.message();
}

void Campaign::showRecord(const ActionRecord &record, bool forward)
{
    for (const LeaderChange &change : record.leaders)
        tellLeader(mLeaders.put(change.id(), forward ? change.after : change.before), change.id());
    for (const ForceChange &change : record.forces)
        tellForce(mForces.put(change.id(), forward ? change.after : change.before), change.id());
    if (!record.battles.isEmpty())
        Q_EMIT battlesChanged();
    if (!record.sides.isEmpty()) {
        mSides = mStore->sides();
        Q_EMIT sidesChanged();
    }
    applyMapRows(record, forward);
    showMeta(record, forward);
    if (!record.rollIds.isEmpty() || !record.rollAttachments.isEmpty())
        Q_EMIT rollsChanged();
}

void Campaign::tellLeader(OrderedRows<Leader>::Change change, qint64 id)
{
    using Change = OrderedRows<Leader>::Change;
    if (change == Change::Added)
        Q_EMIT leaderAdded(id);
    else if (change == Change::Changed)
        Q_EMIT leaderChanged(id);
    else if (change == Change::Removed)
        Q_EMIT leaderRemoved(id);
}

void Campaign::tellForce(OrderedRows<Force>::Change change, qint64 id)
{
    using Change = OrderedRows<Force>::Change;
    if (change == Change::Added)
        Q_EMIT forceAdded(id);
    else if (change == Change::Changed)
        Q_EMIT forceChanged(id);
    else if (change == Change::Removed)
        Q_EMIT forceRemoved(id);
}

void Campaign::showMeta(const ActionRecord &record, bool forward)
{
    bool optionsTouched = false;
    for (const MetaChange &m : record.meta) {
        const QString &value = forward ? m.after : m.before;
        if (m.key == TurnKey) {
            mTurn = value.toInt();
            Q_EMIT turnChanged(mTurn);
        } else if (mOptions.set(m.key, value)) {
            optionsTouched = true;
        } else {
            applyMapMeta(m.key, value);
        }
    }
    if (optionsTouched)
        Q_EMIT optionsChanged();
}

} // namespace castellan
