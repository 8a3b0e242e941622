// A campaign shared on a server with other clients (issue 16): its dice claimed under the campaign's lock, its
// actions refused on rows another client changed since this one looked, and others' changes read in.
#include "campaign.h"

#include "storage/campaignstore.h"
#include "storage/storageerror.h"

#include <QCoreApplication>

#include <functional>

namespace castellan {

bool Campaign::isShared() const
{
    return mStore->isShared();
}

QString Campaign::userName() const
{
    return mStore->userName();
}

std::optional<Viewer> Campaign::viewer() const
{
    return mStore->viewer();
}

bool Campaign::hidesLeadersOf(qint64 sideId) const
{
    const auto v = viewer();
    return v && v->role != ServerRole::GameMaster && (v->role != ServerRole::Player || v->sideId != sideId);
}

void Campaign::grantAccess(const AccessGrant &grant)
{
    mStore->grantAccess(grant);
}

void Campaign::revokeAccess(const QString &user)
{
    mStore->revokeAccess(user);
}

QList<AccessGrant> Campaign::accessList() const
{
    return mStore->accessList();
}

void Campaign::publish(const QString &file, const QString &url)
{
    CampaignStore::publish(file, url);
}

QStringList Campaign::rowKeys(const ActionRecord &record)
{
    QStringList keys;
    auto add = [&](const char *table, const QString &id) { keys << QLatin1String(table) + QLatin1Char(':') + id; };
    for (const auto &c : record.leaders)
        add("leaders", QString::number(c.id()));
    for (const auto &c : record.forces)
        add("forces", QString::number(c.id()));
    for (const auto &c : record.fortresses)
        add("fortresses", QString::number(c.id()));
    for (const auto &c : record.sieges)
        add("sieges", QString::number(c.id()));
    for (const auto &c : record.sides)
        add("sides", QString::number(c.id()));
    for (const auto &c : record.hexes) {
        const Hex h = c.after ? c.after->hex : c.before->hex;
        add("hexes", QStringLiteral("%1,%2").arg(h.col).arg(h.row));
    }
    for (const MetaChange &m : record.meta)
        add("meta", m.key);
    for (qint64 id : record.rollIds)
        add("rolls", QString::number(id));
    for (const BattleRecord &b : record.battles) {
        if (b.id > 0)
            add("battles", QString::number(b.id));
    }
    for (const HistoryEntry &h : record.history) {
        if (h.id > 0)
            add("history", QString::number(h.id));
    }
    return keys;
}

void Campaign::checkUnchangedSinceSeen(const QStringList &keys) const
{
    const QString who = mStore->changedBy(mSeenRevision, keys);
    if (!who.isEmpty())
        throw ChangedElsewhere(QCoreApplication::translate("Campaign",
                                                           "Changed by %1 since you looked: nothing of this was "
                                                           "done, and the campaign now shows the change.")
                                   .arg(who));
}

void Campaign::refresh()
{
    if (mStore->inTransaction())
        return; // mid-action: the action's own check holds, and the next announcement reads it in
    const OrderedRows<Leader> leaders = mLeaders;
    const OrderedRows<Force> forces = mForces;
    const QList<Side> sides = mSides;
    const int turn = mTurn;
    const TurnPhase phase = mPhase;
    const RuleOptions options = mOptions;
    const HexGrid grid = mGrid;
    const QHash<Hex, MapHex> hexes = mHexes;
    const QList<Fortress> fortresses = mFortresses;
    const QList<Siege> sieges = mSieges;
    const MapScan scan = mScan;
    try {
        if (isReadOnly())
            mStore->readCountersAgain(); // a copy of the past moved, or the file changed under a look
        loadRows();
    } catch (const StorageError &e) {
        mLastError = e.message();
        Q_EMIT storageFailed(mLastError);
        return;
    }
    if (mSides != sides)
        Q_EMIT sidesChanged();
    mLeaders.tellDifferences(leaders, [this](auto change, qint64 id) { tellLeader(change, id); });
    mForces.tellDifferences(forces, [this](auto change, qint64 id) { tellForce(change, id); });
    if (mTurn != turn)
        Q_EMIT turnChanged(mTurn);
    if (mPhase != phase)
        Q_EMIT phaseChanged(mPhase);
    if (!(mOptions == options))
        Q_EMIT optionsChanged();
    if (mGrid.columns() != grid.columns() || mGrid.rows() != grid.rows() || mHexes != hexes)
        Q_EMIT mapChanged();
    if (mFortresses != fortresses)
        Q_EMIT fortressesChanged();
    if (mSieges != sieges)
        Q_EMIT siegesChanged();
    if (!(mScan == scan))
        Q_EMIT scanChanged();
    Q_EMIT battlesChanged();
    Q_EMIT rollsChanged();
    Q_EMIT changedElsewhere();
}

void Campaign::keepTurnReport(qint64 sideId, int turn, const QString &html)
{
    mStore->keepTurnReport(sideId, turn, html);
}

std::optional<QString> Campaign::keptTurnReport(qint64 sideId, int turn) const
{
    return mStore->keptTurnReport(sideId, turn);
}

qint64 Campaign::revision() const
{
    return mStore->revision();
}

const OrderBook *Campaign::orderBook() const
{
    return mStore->orderBook();
}

} // namespace castellan
