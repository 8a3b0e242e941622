#pragma once

#include "battle/battle.h"
#include "battle/battlereport.h"
#include "commands/leaders/leaderactions.h"
#include "commands/leaders/refuge.h"
#include "model/force.h"
#include "settlement.h"

#include <QHash>
#include <QJsonObject>

#include <functional>
#include <memory>

namespace castellan {

/**
 * A field battle of the campaign (RULES F): the forces of two sides, each side fighting as one army (F0),
 * the battle engine with the campaign's dice (every roll logged with its context), and, when it is over, one
 * undoable action that brings its results back: each force's survivors and losses, the retreat (F6a) or the
 * avoiding move (F1), leaders' wounds, capture, death and escape (H3), a history line each, and the report.
 */
class CampaignBattle
{
public:
    /** RULES F0: these forces of two sides fight; each side's forces are pooled and keep their own survivors. */
    CampaignBattle(Campaign &campaign, const QList<qint64> &attackerForceIds, const QList<qint64> &defenderForceIds,
                   BattleFlags flags = {}, const QString &name = {});
    /** Two forces; standing in one hex of the map, every force of their two sides there fights with them (F0). */
    CampaignBattle(Campaign &campaign, qint64 attackerForceId, qint64 defenderForceId, BattleFlags flags = {},
                   const QString &name = {});
    CampaignBattle(const CampaignBattle &) = delete;
    CampaignBattle &operator=(const CampaignBattle &) = delete;

    /** Empty when the battle may be fought, otherwise why not. */
    QString refusal() const { return mRefusal; }
    /** The battle at this hex was begun on the battle board and is under way there: it goes on there, not here. */
    bool underwayOnBoard() const { return mUnderwayOnBoard; }
    Battle &battle() { return *mBattle; }
    const Battle &battle() const { return *mBattle; }
    /** The side's first force (raised first, F0); `forces` has them all, in the order the battle shares them. */
    const Force &force(Role r) const { return forces(r).front(); }
    const QList<Force> &forces(Role r) const { return r == Role::Attacker ? mAttackers : mDefenders; }
    /** The hex it is fought at, when every force stands there on the map; off the map ({-1, -1}) otherwise. */
    Hex hex() const { return mHex; }

    /** RULES F1: the hexes the defender may step to when it avoids battle, the default first. */
    QList<Hex> avoidHexes() const;
    /** RULES F6a: the hexes a side may retreat to, the default first; empty when it has no way out. */
    QList<Hex> retreatHexes(Role r) const;
    /** RULES F6a: the owner's pick of the space his side retreats to (or avoids to, F1); empty when taken. */
    QString setRetreatTo(Role r, const Hex &hex);
    /** The space picked for the side with setRetreatTo(), or off the map ({-1, -1}) when none was. */
    Hex pickedWay(Role r) const { return mChosen[r == Role::Attacker ? 0 : 1]; }

    /** RULES H3: where the leader may go if he escapes (his side's forces with units and fortresses), nearest
     *  first: the default. */
    QList<Refuge> refuges(qint64 leaderId) const;
    /** RULES H3: the user's choice of where the leader goes if he escapes; empty when taken. */
    QString setRefuge(qint64 leaderId, const Refuge &refuge);
    /** The refuge picked for the leader with setRefuge(), or an invalid one when none was. */
    Refuge pickedRefuge(qint64 leaderId) const { return mRefuges.value(leaderId); }

    /**
     * RULES S4: only the side's good-order units go out, with these leaders; its flagged and broken units stay
     * where they are and are their forces' again when the battle lands. Before any die is rolled.
     */
    void sendOut(Role r, const QList<Leader> &leaders);
    /** The units of a force that stayed out of the battle (sendOut()). */
    Units heldBack(qint64 forceId) const { return mHeldBack.value(forceId); }

    /** What else the battle changes when it lands (a fortress falling, RULES S3); lines go to the summary. */
    using Consequence = std::function<void(ActionBuilder &, const Battle &, QStringList &lines)>;
    void setConsequence(Consequence consequence) { mConsequence = std::move(consequence); }

    /** How the battle ended, as the settlement reads it (RULES F, H3, M3). */
    BattleEnding ending() const;
    /** What the battle's end does to the campaign: who moves off and where, who checks his survival… */
    Settlement settlement() const;
    /** Lands the battle (it must be over): its settlement, as one undoable action. */
    Outcome finish();
    /** The report of a finished battle, as its reader reads it. */
    QJsonObject report() const { return shownReport(mReport); }

private:
    void start(const QString &name, BattleFlags flags);
    QList<Hex> freeNeighbours(qint64 sideId) const;
    /** RULES L5: the leader rolled a die of his own in this battle (an action), not only the side's fire. */
    bool rolledOwnDie(qint64 leaderId) const;

    ActionBuilder mBuilder;
    QList<Force> mAttackers;
    QList<Force> mDefenders;
    Hex mHex{-1, -1};
    Hex mChosen[2] = {{-1, -1}, {-1, -1}};
    QString mRefusal;
    bool mUnderwayOnBoard = false;
    std::unique_ptr<Battle> mBattle;
    QJsonObject mReport;
    Consequence mConsequence;
    QHash<qint64, Refuge> mRefuges;
    QHash<qint64, Units> mHeldBack;
};

} // namespace castellan
