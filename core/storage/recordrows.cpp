#include "recordrows.h"

#include "campaignstore.h"

namespace castellan {

namespace {

/** The row an undoable change leaves: its `after` going forward, its `before` when undone. */
template<typename Change>
const auto &rowOf(const Change &change, bool forward)
{
    return forward ? change.after : change.before;
}

void writeRemovableRows(CampaignStore &store, const ActionRecord &record, bool forward)
{
    for (const auto &change : record.fortresses) {
        if (const auto &target = rowOf(change, forward))
            store.saveFortress(*target);
        else
            store.setFortressRemoved(change.id(), true);
    }
    for (const auto &change : record.sieges) {
        if (const auto &target = rowOf(change, forward))
            store.saveSiege(*target);
        else
            store.setSiegeRemoved(change.id(), true);
    }
}

void writeAppendedRows(CampaignStore &store, ActionRecord &record, bool forward, bool firstTime)
{
    for (BattleRecord &b : record.battles) {
        if (firstTime)
            store.appendBattle(b);
        else
            store.setBattleUndone(b.id, !forward);
    }
    if (!firstTime) {
        for (qint64 id : std::as_const(record.rollIds))
            store.setRollUndone(id, !forward);
    }
    for (HistoryEntry &h : record.history) {
        if (firstTime)
            store.appendHistory(h);
        else
            store.setHistoryUndone(h.id, !forward);
    }
}

} // namespace

void writeRecordRows(CampaignStore &store, ActionRecord &record, bool forward, bool firstTime)
{
    // Sides first when they appear (leaders and forces belong to one), last when they go.
    for (const auto &change : std::as_const(record.sides)) {
        if (const auto &target = rowOf(change, forward))
            store.saveSide(*target);
    }
    // Forces first when they appear (leaders may join them), last when they go (leaders leave first).
    for (const ForceChange &change : std::as_const(record.forces)) {
        if (const auto &target = rowOf(change, forward))
            store.saveForce(*target);
    }
    for (const LeaderChange &change : std::as_const(record.leaders)) {
        if (const auto &target = rowOf(change, forward))
            store.saveLeader(*target);
        else
            store.setLeaderRemoved(change.id(), true);
    }
    for (const ForceChange &change : std::as_const(record.forces)) {
        if (!rowOf(change, forward))
            store.setForceRemoved(change.id(), true);
    }
    for (const MetaChange &m : std::as_const(record.meta))
        store.setMeta(m.key, forward ? m.after : m.before);
    for (const auto &change : std::as_const(record.hexes))
        store.saveHex(*rowOf(change, forward));
    writeRemovableRows(store, record, forward);
    writeAppendedRows(store, record, forward, firstTime);
    for (const auto &change : std::as_const(record.sides)) {
        if (!rowOf(change, forward))
            store.deleteSide(change.id()); // only a side nothing belongs to is removed
    }
    if (firstTime) {
        for (const ActionRecord::RollAttachment &a : std::as_const(record.rollAttachments))
            store.attachRollToLeader(a.rollId, a.leaderId, a.context);
    }
}

} // namespace castellan
