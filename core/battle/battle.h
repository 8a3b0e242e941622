#pragma once

#include "dice/roller.h"
#include "i18n/rollkinds.h"
#include "model/leader.h"
#include "rules/battlerules.h"
#include "rules/flankrules.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace castellan {

enum class Role { Attacker, Defender };
inline Role opponent(Role r)
{
    return r == Role::Attacker ? Role::Defender : Role::Attacker;
}

/** Where a battle stands (RULES F1-F8). */
enum class BattlePhase {
    AvoidCheck,     ///< F1: the defender may try to avoid battle
    RoundStart,     ///< F7: heroic deeds, then fire
    Fire,           ///< F2, H2: fire rolled; rerolls may replace dice
    Casualties,     ///< F3: each side takes the hits it received
    RallyOrRetreat, ///< F5, F6
    Aftermath,      ///< F8
    Over
};

enum class BattleResult { Undecided, AttackerWins, DefenderWins, Mutual, Avoided };

/** The choice a side makes between rounds (RULES F5, F6). */
enum class RoundChoice { Rally, Retreat };

/** A command on a flank march (RULES M2, M3): its general and units are out of the battle until it arrives. */
struct FieldMarch
{
    Leader general;
    FlankEdge edge = FlankEdge::Left;
    int forceIndex = 0; ///< the force of the side (index in forceIds) its units came from
    int units = 0;      ///< good-order units
    MarchProgress progress;
    QList<ArrivalRoll> rolls; ///< every arrival roll, in order, with its roll's id
    QList<qint64> rollIds;
    int arrivedRound = 0; ///< the round at whose start it came in, or 0
};

/** One side of a battle: its units, its leaders and who commands. */
struct BattleSide
{
    QString name;
    qint64 sideId = 0;
    QList<qint64> forceIds;
    Units units;
    int eliminated = 0;
    QList<Leader> leaders;
    qint64 commanderId = 0; ///< designated commander; 0: the highest Battle (RULES R1)
    bool retreated = false;
    /** RULES F0: each force's share of `units`, in the order of forceIds; empty when the side is not shared. */
    QList<Units> forceUnits;
    QList<int> forceEliminated; ///< each force's units eliminated in this battle
    QStringList forceNames;     ///< each force's name, for the views
    /** RULES M2: its commands on a flank march. When the battle is over, the units of those that never arrived are
     *  back in forceUnits (M3: they return to the campaign), but not in `units`. */
    QList<FieldMarch> marches;

    /** The able leader who counts (RULES R1): the designated one if able, else the able one with the best Battle. */
    const Leader *commander() const;
    bool isLeaderless() const { return commander() == nullptr; }
    Leader *leader(qint64 id);
    const Leader *leader(qint64 id) const;
};

/** The S3 break-in battle (the defenders are a fortress's garrison), and what the map allows. */
struct BattleFlags
{
    bool breakIn = false;
    bool noWayOff = false; ///< RULES F1: the defender has no space to step to, so it may not try to avoid
};

/** One line of what happened, with the roll that did it. */
struct BattleEvent
{
    int round = 0;
    RollText text; ///< as data, shown in the reader's language (issue 30, item 8)
    qint64 rollId = 0;
};

/**
 * A field battle as a state machine over RULES F1-F8 (and the S3 variant): each step takes the dice it needs
 * from the roller and changes the state. Pure of storage: the campaign logs the rolls through the roller and
 * lands the result; the simulator runs it with a seeded generator.
 */
class Battle
{
public:
    Battle(QString name, BattleSide attacker, BattleSide defender, BattleFlags flags, Roller roller);

    const QString &name() const { return mName; }
    /** The name its rolls' contexts give it, shown in the reader's language (issue 30); name() shows it now. */
    void setTitle(const RollText &title)
    {
        mTitle = title;
        mName = title.shown();
    }
    const RollText &title() const { return mTitle; }
    BattlePhase phase() const { return mPhase; }
    BattleResult result() const { return mResult; }
    int round() const { return mRound; }
    const BattleFlags &flags() const { return mFlags; }
    const BattleSide &side(Role r) const { return r == Role::Attacker ? mAttacker : mDefender; }
    BattleSide &side(Role r) { return r == Role::Attacker ? mAttacker : mDefender; }
    const QList<BattleEvent> &events() const { return mEvents; }
    /** Skip building event texts and roll contexts (the simulator's hot loop). */
    void setQuiet(bool quiet) { mQuiet = quiet; }

    int bonus(Role r) const;
    int normalDice(Role r) const;
    int brokenDice(Role r) const;

    // F1
    bool canAvoid() const { return whyCannotAvoid().isEmpty(); }
    /** Empty when the defender may try to avoid battle now, otherwise why not (RULES F1, S3). */
    QString whyCannotAvoid() const;
    bool attemptAvoid();
    void skipAvoid();

    // M2, M3 (battleflank.cpp)
    void setFlankTable(const FlankTable &table) { mFlank = table; }
    const FlankTable &flankTable() const { return mFlank; }
    /** RULES M2: empty when that leader may take `units` good-order units of his force on a flank march now,
     *  before any die of the battle is rolled; otherwise the limit it breaks. */
    QString whyCannotSendMarch(Role r, qint64 leaderId, int units) const;
    /** RULES M2: sends the command, noted in the battle's record; returns why not, or empty. */
    QString sendMarch(Role r, qint64 leaderId, int units, FlankEdge edge);
    /** Takes back a command sent, before any die is rolled. */
    bool recallMarch(Role r, qint64 leaderId);
    /** A command whose units and general are already out of the side (the simulator's). */
    void addMarch(Role r, FieldMarch march);
    /** RULES M3: units of the side's marches that never came in: they go back to the campaign. */
    int returningUnits(Role r) const;

    // F7 / H1
    QString whyNoDeed(qint64 leaderId) const;
    bool attemptDeed(qint64 leaderId);

    // F2
    void fire();
    const QList<int> &fireFaces(Role r) const { return r == Role::Attacker ? mAttackerFaces : mDefenderFaces; }
    Fire fireResult(Role r) const;
    /** H2: rerolls held by able leaders of that side, from deeds before the battle or in it. */
    int rerollsAvailable(Role r) const;
    /** H2: the able leaders of that side who hold rerolls, in the side's order: the user picks whose is spent. */
    QList<qint64> rerollHolders(Role r) const;
    /** H2: re-rolls one of that side's fire dice, spending one reroll of `leaderId` (0: the first who holds one). */
    bool rerollDie(Role r, int dieIndex, qint64 leaderId = 0);
    void endFire();

    // F3
    Casualties defaultCasualties(Role receiver) const;
    QString setCasualties(Role receiver, const Casualties &c);
    const Casualties &casualties(Role receiver) const;
    /** RULES F0: how the receiver's losses fall on its forces (the default until set). */
    QList<Casualties> lossShares(Role receiver) const;
    QString setLossShares(Role receiver, const QList<Casualties> &shares);
    void applyCasualties();

    // F5 / F6
    bool canRetreat(Role r) const { return whyCannotRetreat(r).isEmpty(); }
    /** Empty when the side may choose to retreat now, otherwise why not (RULES F6, S3). */
    QString whyCannotRetreat(Role r) const;
    /** RULES F6: a retreat is a Maneuver check by the commander; S3: the besieger withdraws without one. */
    bool retreatNeedsCheck(Role r) const { return !(mFlags.breakIn && r == Role::Attacker); }
    void rallyOrRetreat(RoundChoice attacker, RoundChoice defender);

    // F8
    /** What the aftermath will roll for a side (RULES F8), so it can be shown before it is rolled. */
    struct AftermathPlan
    {
        QList<qint64> survivalChecks; ///< leaders of an annihilated side, each to make a survival check (H3)
        qint64 reactivatorId = 0;     ///< the commander who tries to reactivate the broken units, or 0
        int broken = 0;               ///< how many broken units he tries
    };
    AftermathPlan aftermathPlan(Role r) const;
    void aftermath();
    /** RULES H3: the leaders whose survival check in the aftermath let them escape; the campaign places them. */
    const QSet<qint64> &escaped() const { return mEscaped; }

    /** Runs the remaining steps with the default choices (RULES F9): no avoid, no deeds, default casualties,
     *  rally always, the aftermath's reactivation tried. */
    void resolveToEnd();

private:
    Roll roll(int count, const RollText &context, qint64 leaderId, const DescribeRoll &describe, qint64 replaces = 0);
    /** A side's fire dice (RULES F2): logged with the side, for the luck ledger. */
    Roll fireRoll(Role r, int count, const RollText &context, qint64 leaderId, const DescribeRoll &describe,
                  qint64 replaces = 0);
    void log(const RollText &text, qint64 rollId = 0);
    RollText context(const RollText &what) const;
    void endCheck();
    /** RULES F5, F6: a side's flagged units break, each force's share too. */
    static void breakFlaggedOf(BattleSide &s);
    /** Rolls a check for each unit of a side in `state` (in force order) and returns each force's successes. */
    QList<int> checkEachUnit(BattleSide &s, int Units::*state, int rating, const RollText &what, qint64 leaderId,
                             qint64 *rollId, const char *resultKind = RollKind::Rallied);
    void finish(BattleResult r);
    QString roleName(Role r) const;
    static RollText roleText(Role r);
    /** RULES M3: at the end of a round the battle goes on from, each marching command rolls for arrival. */
    void rollMarches();
    /** RULES M3, M4: at the start of the round, the commands that rolled their 12 join in good order. */
    void marchesArrive();
    /** RULES M3: the battle ended with commands still out: their marches end, their units go back. */
    void endMarches();

    QString mName;   ///< mTitle as shown when it was set
    RollText mTitle; ///< the name as written, until setTitle()
    BattleSide mAttacker;
    BattleSide mDefender;
    BattleFlags mFlags;
    Roller mRoller;
    BattlePhase mPhase = BattlePhase::AvoidCheck;
    BattleResult mResult = BattleResult::Undecided;
    int mRound = 0;
    bool mQuiet = false;
    QList<int> mAttackerFaces;
    QList<int> mDefenderFaces;
    qint64 mAttackerRollId = 0;
    qint64 mDefenderRollId = 0;
    Casualties mAttackerCasualties;
    Casualties mDefenderCasualties;
    QList<BattleEvent> mEvents;
    QSet<qint64> mDeedsThisRound;      ///< one deed a leader a round (RULES F7)
    QList<Casualties> mAttackerShares; ///< set by the receiver, else empty: the default (RULES F0)
    QList<Casualties> mDefenderShares;
    QSet<qint64> mEscaped;
    FlankTable mFlank;
};

} // namespace castellan
