#pragma once

#include "battle/battlereport.h"
#include "commands/action/actionbuilder.h"
#include "commands/battles/settlement.h"
#include "tactical/battleunderway.h"
#include "tactical/tacticalbattle.h"

#include <QJsonArray>
#include <QJsonObject>

#include <array>
#include <memory>

namespace castellan {

struct Leader;

/** A campaign leader as he stands on the board: his effective Heroics and rerolls (RULES C11, H2, H3). */
BoardLeader boardLeaderOf(const Leader &leader);

/**
 * A field battle of the campaign fought on the battle board (issue 13, RULES C, F0): every force of the two
 * sides at a hex; each campaign unit one counter, of the type its force's composition gives, set on its side's
 * home rows (the defender's at the top, the attacker's at the bottom, the attacker moving first); the able
 * leaders attached to their force's counters; the campaign's dice, each roll logged with its context. When it
 * is over, one undoable action brings its results back: eliminated counters are eliminated units and the
 * survivors are in good order, the leaders of fallen counters make their survival checks (C11, H3), the loser
 * retreats (F6a), and the battle leaves a report as a field battle does.
 */
class CampaignTactical
{
public:
    /** The battle at a hex, by the campaign's tactical ruleset (rulesetactions.h) or the one given. */
    CampaignTactical(Campaign &campaign, const Hex &hex);
    CampaignTactical(Campaign &campaign, const Hex &hex, const Ruleset &rules);
    /**
     * RULES F0: the battle at a hex with its attacker named (the side of `attackerForceId`), as a battle in rounds
     * takes it when both sides moved in or neither did; where three sides stand, `defenderForceId` names the
     * defender's side.
     */
    CampaignTactical(Campaign &campaign, const Hex &hex, qint64 attackerForceId, qint64 defenderForceId = 0);
    CampaignTactical(const CampaignTactical &) = delete;
    CampaignTactical &operator=(const CampaignTactical &) = delete;

    /** Empty when the battle may be fought, otherwise why not. */
    QString refusal() const { return mRefusal; }
    Hex hex() const { return mHex; }
    TacticalBattle &battle() { return *mBattle; }
    const TacticalBattle &battle() const { return *mBattle; }
    /** The campaign's dice, logged in this battle's action. */
    Roller roller() { return mBuilder.roller(); }
    /** The campaign forces of each board side (0 the defender, 1 the attacker). */
    const QList<Force> &forces(int boardSide) const { return mForces[boardSide]; }
    /** The force a counter came from. */
    qint64 forceOf(int unitId) const;

    /**
     * Issue 13: before the first roll the board may be arranged: counters moved on their side's own rows
     * (boardsetup.h), terrain painted, a leader set on another counter of his own force. The counters themselves,
     * the board's size and the sides stay the campaign's. Empty when `arranged` may be taken, otherwise why not.
     */
    QString whyCannotArrange(const TacticalSetup &arranged) const;
    QString arrange(const TacticalSetup &arranged);

    // RULES M2 before the first roll (tacticalflank.cpp): a leader sends counters of his own force on a flank march.
    /**
     * The counters of the leader's force still on the board that may march, in id order: never the
     * commander-in-chief's own (RULES C11, M2).
     */
    QList<int> countersOf(qint64 leaderId) const;
    /** Of those, the first of each type named ("infantry", "cavalry"…); none, and `why`, when one is not there. */
    QList<int> countersOfTypes(qint64 leaderId, const QStringList &types, QString *why) const;
    /** RULES R1: the commander-in-chief of a board side, 0 when it has none. */
    qint64 commanderInChief(int boardSide) const;
    /** Empty when `leaderId` may lead these counters on a flank march now, otherwise the limit it breaks. */
    QString whyCannotSendMarch(qint64 leaderId, const QList<int> &unitIds) const;
    QString sendMarch(qint64 leaderId, const QList<int> &unitIds, FlankEdge edge);
    /** Calls a march off before the first roll; false when he leads none. */
    bool recallMarch(qint64 leaderId);
    /** The computer's march for a board side (autoplayer.h): sent, or none; returns what it did. */
    QString planComputerMarch(int boardSide);
    /** The leaders of a board side who could lead a march, each with why not (empty when he may). */
    QList<std::pair<Leader, QString>> flankCandidates(int boardSide) const;

    /** How the battle ended, as the settlement reads it (RULES C11, F6a, M3). */
    BattleEnding ending() const;
    /** What the battle's end does to the campaign: who retreats and where, who checks his survival… */
    Settlement settlement() const;
    /** Lands the battle (it must be over): its settlement, as one undoable action. */
    Outcome finish();
    /** The report of a finished battle, as its reader reads it. */
    QJsonObject report() const { return shownReport(mReport); }

    // A battle under way (tacticalunderway.cpp): kept in the campaign file after every step, so that closing the
    // app, or its end, loses nothing; resumed by replaying its journal with the faces already in the log.
    /** Keeps the battle as it stands in the campaign file; false, with why, when the file refused it. */
    bool keepUnderway(QString *why);
    /** The battle kept under way in a campaign, if any. */
    static std::optional<BattleUnderway> underway(const Campaign &campaign);
    /** Forgets the battle kept under way (it landed, or it can no longer be resumed). */
    static bool dropUnderway(Campaign &campaign);
    /**
     * The battle kept under way, where it stood, its rolls part of the action it will land as. None, and why,
     * when the forces, the leaders or the ruleset at its hex have changed since, or its journal does not apply.
     */
    static std::unique_ptr<CampaignTactical> resume(Campaign &campaign, QString *why);

private:
    /** `resuming`: the battle kept under way is being resumed, so it does not stand in the way. */
    CampaignTactical(Campaign &campaign, const Hex &hex, const Ruleset &rules, bool resuming,
                     std::array<qint64, 2> named = {});
    TacticalSetup setUp(const Ruleset &rules);
    /** The leaders who took part: on the board, or leading a flank march onto it. */
    QList<Leader> leadersOnTheBoard() const;
    /** RULES C11: a force as the battle leaves it: its counters alive are units in good order. */
    ForceEnd forceEnd(qint64 forceId) const;
    /** A board side's leaders and commander-in-chief, as the battle report keeps them. */
    QJsonObject reportedLeaders(int boardSide, const QList<Leader> &after) const;
    /** A command sent, as kept: who leads it, by which edge, which counters. */
    struct SentMarch
    {
        qint64 leaderId = 0;
        FlankEdge edge = FlankEdge::Left;
        QList<int> unitIds;
    };
    /** The battle anew from the board before any march, with every march sent taken off it. */
    void rebuildMarches();
    /** The leaders of a side's forces, and who commands them (RULES R1, F0). */
    QList<Leader> leadersOfSide(int boardSide) const;
    QJsonArray marchesJson() const;

    ActionBuilder mBuilder;
    Hex mHex;
    std::array<qint64, 2> mNamed{}; ///< RULES F0: the attacking and the defending force named, or 0
    QList<Force> mForces[2];
    QString mRefusal;
    std::unique_ptr<TacticalBattle> mBattle;
    QJsonObject mReport;
    QList<qint64> mAdoptedRolls; ///< the rolls made before the battle was resumed
    TacticalSetup mPlaced;       ///< the board as the campaign first set it, before any arranging
    TacticalSetup mBase;         ///< the board as arranged, before the flank marches took their counters off it
    QList<SentMarch> mSent;
};

/** The most counters a side may set on the board (30 columns, the rows a 30 x 20 board leaves each side). */
inline constexpr int MaxCountersPerSide = 210;

} // namespace castellan
