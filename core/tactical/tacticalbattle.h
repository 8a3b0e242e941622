#pragma once

#include "dice/roller.h"
#include "rules/flankrules.h"
#include "tactical/attackodds.h"
#include "tactical/tacticalboard.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

// The Command-dice tactical battle (RULES C3-C11) as a state machine over the board and the dice: the sides
// alternate turns; each turn the activation roll says which units may act; an activated unit may move, then
// attack; an attack may bring a fallback, retreats, a follow up, a second attack and return fire.
namespace castellan {

enum class TacticalPhase {
    Activation,   ///< the side to play rolls its activation dice (RULES C3)
    Choose,       ///< it activates one of its units the faces allow, or ends its turn
    Act,          ///< the unit activated may move, then attack, or end its activation
    FollowUp,     ///< RULES C8: a unit may move into the hex the target left, or none
    ExtraHex,     ///< RULES C8: cavalry that followed up may move one hex more, or not
    SecondAttack, ///< RULES C8: it may attack a second time, or not
    MarchRolls,   ///< RULES M3: a game turn is over; each command on a flank march rolls for arrival
    Arrival,      ///< RULES M4, M5: the owners place the units that arrive
    Shift,        ///< RULES M4: the opponent may move his units near the arrivals one hex each
    Over,
};

/** What the activation roll allows (RULES C3): units of each type, and of any type (flags). */
struct Activation
{
    QList<int> faces;     ///< the first roll
    QList<int> rerolled;  ///< the faces of the dice rolled again (of types the side no longer has)
    QList<int> byType;    ///< activations left of each unit type
    int anyType = 0;      ///< activations left of any type
    QList<int> deadTypes; ///< types whose faces activate nothing on the re-roll
    int left() const;
};

/** A command sent on a flank march before deployment (RULES M2): its units stay off the board until it arrives. */
struct TacticalMarch
{
    int side = 0;
    FlankEdge edge = FlankEdge::Left;
    BoardLeader general;                        ///< who leads it; not one of the units on the board
    GeneralLevel level = GeneralLevel::Average; ///< RULES M1, from his Maneuver
    QList<TacticalUnit> units;                  ///< off the board: their hexes mean nothing until placed

    bool operator==(const TacticalMarch &) const = default;
};

/** One line of the battle's log: what happened, with the dice when there were any. */
struct TacticalEvent
{
    int turn = 0;
    int side = 0;
    RollText text; ///< as data, shown in the reader's language (issue 30, item 8)
    QList<int> faces;
};

/** How a battle stands when it is set up: the board, the units and when a side has won. */
// NOLINTNEXTLINE(bugprone-reserved-identifier): clang-tidy 14 names the index of the copy clang writes for the arrays
struct TacticalSetup
{
    TacticalBoard board;
    QList<TacticalUnit> units;
    QString sideNames[2];
    /** Enemy units a side must eliminate to win; 0: half the enemy's units, rounded up. */
    int unitsToWin[2] = {0, 0};
    int firstSide = 0;
    /** How its rolls are named in the log: "tactical battle at 0304" in a campaign. */
    RollText title;
    /** RULES C11: the campaign rolls the survival of a fallen unit's leader itself (face 0 in fallenLeaders). */
    bool survivalRolledByCampaign = false;
    /** RULES M2: commands on a flank march, noted before any die is rolled. */
    QList<TacticalMarch> marches;
    /** RULES M1: the levels' leadership bonuses. */
    FlankTable flank;
};

/** RULES H2, C11: a leader on the board spends one of his rerolls on one die of his side's roll. */
struct TacticalReroll
{
    int roll = 0; ///< which of the step's rolls, counting from 0
    int unit = 0; ///< the unit the leader stands with
    int die = 0;  ///< into the roll's faces

    bool operator==(const TacticalReroll &) const = default;
};

/** A roll whose dice a side's leaders on the board may re-roll (RULES H2, C11), as its chooser is asked. */
struct RerollOffer
{
    int side = 0;
    int roll = 0;     ///< which of the step's rolls, counting from 0
    int attacker = 0; ///< the attack's units; both 0 for the activation roll
    int target = 0;
    QList<int> faces;   ///< as they stand now
    QList<int> holders; ///< units of that side on the board whose leader holds a reroll
};

class TacticalBattle;
/** Picks a reroll for an offer, or none to keep the faces as they stand. */
using RerollChooser = std::function<std::optional<TacticalReroll>(const TacticalBattle &, const RerollOffer &)>;

/**
 * One step of play as the battle's journal keeps it, with the faces its rolls took: replayed on the same setup, the
 * journal brings the battle back to where it was (issue 13: a battle interrupted resumes) without rolling again.
 */
struct TacticalStep
{
    enum Kind {
        Roll,
        Activate,
        Move,
        Attack,
        FollowUp,
        ExtraHex,
        Skip,
        EndActivation,
        EndTurn,
        Withdraw,
        MarchRoll,
        Place,
        Shift,
        EndShift
    };
    Kind kind = Roll;
    int unit = 0;                  ///< Activate, Attack (the target), FollowUp, Place, Shift; the side for Withdraw
    Hex hex;                       ///< Move, ExtraHex, Place, Shift
    bool fallback = false;         ///< Attack: the target's owner chose to fall back (RULES C9)
    QList<Hex> path;               ///< Attack with fallback: the hexes the owner chose; empty: as far as it goes
    QList<int> faces;              ///< every face the step rolled, in order
    QList<TacticalReroll> rerolls; ///< the leaders' rerolls spent in it (RULES H2), in order

    bool operator==(const TacticalStep &) const = default;
};

/** What one attack came to, for the log, the dialog and the automatic player. */
struct AttackReport
{
    int attacker = 0;
    int target = 0;
    int dice = 0;
    QList<int> faces;
    AttackResult result;
    int figuresLost = 0; ///< hits and blocked retreats together
    int hexesRetreated = 0;
    bool fellBack = false; ///< RULES C9
    bool eliminated = false;
    bool vacated = false;    ///< the target left its hex (eliminated, retreated or fell back)
    bool returnFire = false; ///< this attack is a target's return fire (RULES C8)
    int range = 0;           ///< hexes between the two when it was made
    Hex targetWas;           ///< the target's hex when it was made
};

/** A leader whose unit was eliminated, and how his survival check went (RULES C11, H3). */
struct FallenLeader
{
    BoardLeader leader;
    int side = 0;
    int face = 0;
    int outcome = 0; ///< a castellan::Survival
};

/**
 * RULES M2: a side's left and right are its own, facing the enemy: side 1 (at the bottom) has its left at the
 * board's first column, side 0 (at the top) its right. The edge of `side` that is the board's first column.
 */
inline FlankEdge edgeAtFirstColumn(int side)
{
    return side == 1 ? FlankEdge::Left : FlankEdge::Right;
}

/** RULES C9: cavalry falls back up to 3 hexes. */
inline constexpr int MaxFallBack = 3;

/** Hexes as the battle's record writes a path: their labels, in order. */
QJsonArray hexPathJson(const QList<Hex> &path);

class TacticalBattle
{
public:
    TacticalBattle(const Ruleset &rules, TacticalSetup setup);

    const Ruleset &rules() const { return mRules; }
    const TacticalBoard &board() const { return mSetup.board; }
    /** The battle as it was set up. */
    const TacticalSetup &setup() const { return mSetup; }
    const QList<TacticalUnit> &units() const { return mUnits; }
    const TacticalUnit *unit(int id) const;
    const TacticalUnit *unitAt(const Hex &h) const;
    TacticalPhase phase() const { return mPhase; }
    int turn() const { return mTurn; }
    int side() const { return mSide; }
    /** The unit acting now (Act, FollowUp, ExtraHex, SecondAttack), or 0. */
    int acting() const { return mActing; }
    const Activation &activation() const { return mActivation; }
    const QList<TacticalEvent> &log() const { return mLog; }
    /**
     * Everything that happened, in order, as the battle's record keeps it (issue 29): each object's `event` names
     * what it was ("move", "attack", …), its other keys say what it did. Kept while logging is on.
     */
    const QList<QJsonObject> &events() const { return mEvents; }
    /** -1 while the battle goes on. */
    int winner() const { return mWinner; }
    int unitsEliminatedBy(int side) const { return mEliminated[side]; }
    int unitsToWin(int side) const;
    QString sideName(int side) const { return mSetup.sideNames[side]; }

    // RULES C3.
    QString whyCannotRollActivation() const;
    void rollActivation(const Roller &roller);
    QString whyCannotActivate(int unitId) const;
    bool canActivate(int unitId) const;
    bool canActivate(const TacticalUnit &u) const;
    void activate(int unitId);
    void endTurn();
    /** The side gives up the field: the other wins (issue 13). */
    void withdraw(int side);

    // RULES C5, C6: the hexes the acting unit may move to, with what each costs.
    struct Move
    {
        Hex hex;
        int cost = 0;
    };
    QList<Move> moves() const;
    /** The moves any unit would have if it were activated now (for the automatic player). */
    QList<Move> movesOf(const TacticalUnit &u) const;
    /** RULES C5, C6: the cheapest way there, the hexes entered in order, and its cost; empty when out of reach. */
    QList<Hex> pathOf(const TacticalUnit &u, const Hex &to, int *cost = nullptr) const;
    /** The battle's own log of what happened, in words; off for bulk simulation (the dice are still rolled). */
    void setLogging(bool on) { mLogging = on; }
    QString whyCannotMove(const Hex &to) const;
    void move(const Hex &to);

    // RULES C4, C8, C9.
    /** The enemies the acting unit may attack now, in id order. */
    QList<int> targets() const;
    QString whyCannotAttack(int targetId) const;
    /** The attack's dice before it is rolled, fallback included (RULES C9). */
    int diceAgainst(int targetId, bool fallback) const;
    /** Cavalry attacked from an adjacent hex by a non-cavalry unit may fall back (RULES C9). */
    bool mayFallBack(int targetId) const;
    /** RULES C9: the hexes the target may fall back to, 1 to 3 hexes away, each step farther from the attacker. */
    QList<Hex> fallBackReach(int targetId) const;
    /** RULES C9: why the target may not fall back along `path` (1 to 3 hexes); empty when it may. */
    QString whyCannotFallBackAlong(int targetId, const QList<Hex> &path) const;
    /** RULES C9: every path the target may fall back along, 1 to 3 hexes, the shorter first. */
    QList<QList<Hex>> fallBackPaths(int targetId) const;
    /** The path it takes by default: toward its own edge, as far as it can go. */
    QList<Hex> defaultFallBack(int targetId) const;
    /**
     * Rolls the attack; `fallback`: the target's owner chose to fall back where it may, along `fallbackPath`
     * (empty: the default path).
     */
    AttackReport attack(int targetId, bool fallback, const Roller &roller, const QList<Hex> &fallbackPath = {});
    /** The units that may follow up into the hex the target left (FollowUp). */
    QList<int> followers() const;
    /** RULES C8: the hex the last target left, while a unit may follow up into it; none otherwise. */
    std::optional<Hex> vacatedHex() const
    {
        return mPhase == TacticalPhase::FollowUp ? std::optional<Hex>(mVacated) : std::nullopt;
    }
    void followUp(int unitId);
    /** The hexes cavalry may move on into after following up (ExtraHex). */
    QList<Hex> extraHexes() const;
    void extraHex(const Hex &to);
    /** Declines a follow up, an extra hex or a second attack; ends the activation. */
    void skip();
    void endActivation();
    /** The attacks made so far, return fire included, in order. */
    const QList<AttackReport> &attacks() const { return mAttacks; }
    const QList<FallenLeader> &fallenLeaders() const { return mFallen; }
    /** Every step played so far, with its faces (battlejournal.h replays it). */
    const QList<TacticalStep> &journal() const { return mJournal; }
    /** Whether steps are kept in journal(). A battle played only for its outcome (the odds) keeps none; turning
     *  it off drops the journal kept so far. */
    void setJournaling(bool on);
    /** The steps taken since the battle was set up, kept in the journal or not. */
    qint64 steps() const { return mSteps; }

    // RULES H2, C11 (tacticalreroll.cpp).
    /** Who decides `side`'s rerolls: each roll of that side is offered until it keeps it. None: never spent. */
    void setRerollChooser(int side, RerollChooser chooser)
    {
        mRerollChooser[std::size_t(side & 1)] = std::move(chooser);
    }
    const RerollChooser &rerollChooser(int side) const { return mRerollChooser[std::size_t(side & 1)]; }
    /** The units of `side` on the board whose leader holds a reroll. */
    QList<int> rerollHolders(int side) const;

    // RULES M3-M5 (tacticalflank.cpp).
    /** A command on a flank march and how it stands. */
    struct MarchOnBoard
    {
        TacticalMarch march;
        MarchProgress progress;
        QList<ArrivalRoll> rolls;
        int arrivedTurn = -1; ///< the battle turn at whose start it came in
        QList<int> noRoom;    ///< units that could not be placed (RULES M4)
    };
    const QList<MarchOnBoard> &marches() const { return mMarches; }
    /** RULES M3: at the end of a game turn, each march rolls 2d6 + bonus + modifier; M5's re-rolls too. */
    void rollMarches(const Roller &roller);
    /** RULES M4, M5: the side placing now, and its units still to place. */
    int placingSide() const { return mPlacing; }
    QList<int> unitsToPlace() const;
    /** RULES M4: empty hexes within 3 of the march's side edge and more than 2 from any enemy unit. */
    QList<Hex> arrivalHexes(int unitId) const;
    QString whyCannotPlace(int unitId, const Hex &hex) const;
    void placeArrival(int unitId, const Hex &hex);
    /** RULES M4: the side that may shift now, and which of its units still may (within 4 of an arrival). */
    int shiftingSide() const { return mShifting; }
    QList<int> shiftableUnits() const;
    /** RULES M4: the empty neighbouring hexes it may step to, none within 2 hexes of an enemy. */
    QList<Hex> shiftHexes(int unitId) const;
    QString whyCannotShift(int unitId, const Hex &hex) const;
    void shift(int unitId, const Hex &hex);
    void endShift();
    /** RULES M3: units of marches that never came in (aborted, ended, or with no room): back to the campaign. */
    QList<TacticalUnit> returningUnits() const;

private:
    /** RULES M2, C11: a march's general comes in with its units, on a counter of his own. */
    static void comeWithMarch(TacticalMarch &march);
    TacticalUnit *mutableUnit(int id);
    /** The step being played, to add its faces and choices to; none when no journal is kept. */
    TacticalStep *lastStep();
    /** The acting unit when it may attack now (RULES C2, C8), else none. */
    const TacticalUnit *attackerNow() const;
    /** Whether `t` is one of targets() of `u`, the acting unit. */
    bool isTargetOf(const TacticalUnit &u, const TacticalUnit &t) const;
    /** Moves a unit to a hex, keeping the table of who stands where. */
    void place(TacticalUnit &u, const Hex &to);
    /** Counts the unit at index `index` into (`change` 1) or out of (-1) the threats() around cell `at`. */
    void countThreats(int index, int at, int change);
    /** Forgets the moves of the units whose move may pass either hex, or a hex next to it: who stands there changed. */
    void forgetMovesNear(const Hex &from, const Hex &to);
    int cell(const Hex &h) const { return h.row * mSetup.board.columns + h.col; }
    bool hasType(int side, int type) const;
    int leadersOnBoard(int side) const;
    /** By cell, a bit for each unit type of `side`'s enemies beside it (RULES C2, C6). */
    const QList<quint32> &threats(int side) const;
    /** RULES C5, C6: what entering a cell costs a unit type, with the enemies beside it as `threat` says. */
    int enterCost(int type, int cellIndex, quint32 threat) const;
    /** RULES C5, C6: the cheapest cost of reaching each cell; `from`, when given, the cell each was entered from. */
    const QList<int> &cheapest(const TacticalUnit &u, QList<int> *from) const;
    QList<Hex> retreatSteps(const TacticalUnit &u, const Hex &from, const Hex &awayFrom) const;
    int retreat(TacticalUnit &u, int hexes, const Hex &awayFrom);
    /** RULES C9: the free hexes a falling-back unit may step to from `from`, each farther from `awayFrom`. */
    QList<Hex> fallBackSteps(const TacticalUnit &u, const Hex &from, const Hex &awayFrom) const;
    void fallBack(TacticalUnit &u, const QList<Hex> &path);
    AttackReport resolve(TacticalUnit &attacker, TacticalUnit &target, int dice, const QList<Hex> &fallback,
                         bool returnFire, const Roller &roller);
    void lose(TacticalUnit &u, int figures, const Roller &roller);
    void returnFire(TacticalUnit &from, TacticalUnit &at, const Roller &roller);
    QList<Hex> extraHexesOf(const TacticalUnit &u) const;
    void offerSecondAttack();
    /** Ends the acting unit's activation, as a step of its own or within another (not journalled). */
    void closeActivation();
    void shake(TacticalUnit &u);
    void afterAttack(TacticalUnit &attacker, AttackReport &report, const Roller &roller);
    void checkVictory();
    /** RULES M3: the game turn is over: the marches roll, or the next turn begins. */
    void afterGameTurn();
    /** RULES M4, M5: who places next, eliminating for the battle the units of a side with no room. */
    void nextPlacement();
    /** RULES M4: these units of `side` find no room by their march's edge: eliminated for the battle. */
    void strand(int side, const QList<int> &ids);
    /** RULES M4: the shift after the arrivals of `arrivingSide`, or the next one, or on to the activation. */
    void nextShift();
    /** RULES M3: the battle is over with marches out: they end, their units go back. */
    void endMarches();
    int marchIndexOf(int unitId) const;
    void say(const RollText &text, const QList<int> &faces = {});
    /** Adds an event to the battle's record (events()), its `event` key first; callers build the fields only while
     *  logging is on, as the automatic player's simulations spend most of their time here otherwise. */
    void record(const QString &event, const QJsonObject &fields);
    /** The faces as the record names them: "infantry", "cavalry", "artillery", "flag", "swords". */
    QJsonArray faceKeys(const QList<int> &faces) const;
    void journal(TacticalStep::Kind kind, int unit = 0, const Hex &hex = {}, bool fallback = false);
    /** Rolls and keeps the faces with the step being played; `replaces` names the roll a reroll replaces. */
    QList<int> rollDice(const Roller &roller, int count, const RollText &context, qint64 replaces = 0,
                        qint64 leaderId = 0);
    /** RULES H2, C11: offers `side`'s roll to its chooser, re-rolling each die chosen, until it keeps them. */
    void offerRerolls(int side, QList<int> &faces, int attacker, int target, const Roller &roller);
    /** A roll's context (RULES D1): "tactical battle at 0304, turn 3, Red activation"; empty when nobody logs it,
     *  so callers in the hot paths build `what` only when the roller is not quiet. */
    RollText rollContext(const Roller &roller, const RollText &what) const;
    QString unitName(const TacticalUnit &u) const;
    /** A unit as a roll's context names it: "Red cavalry at 0304 (with Edward)", in the reader's language. */
    RollText unitText(const TacticalUnit &u) const;

    Ruleset mRules;
    TacticalSetup mSetup;
    QList<TacticalUnit> mUnits;
    TacticalPhase mPhase = TacticalPhase::Activation;
    int mTurn = 0;
    int mSide = 0;
    int mActing = 0;
    bool mSecondAttackMade = false;
    bool mFollowedUpRetreat = false; ///< the follow up came after a retreat: its second attack draws no return fire
    Hex mVacated;
    int mLastTarget = 0;
    Activation mActivation;
    QList<TacticalEvent> mLog;
    QList<QJsonObject> mEvents;
    QList<AttackReport> mAttacks;
    QList<FallenLeader> mFallen;
    QList<TacticalStep> mJournal;
    bool mJournaling = true;
    qint64 mSteps = 0;
    std::array<RerollChooser, 2> mRerollChooser;
    int mRollsInStep = 0;   ///< rolls offered for rerolls in the step being played
    qint64 mLastRollId = 0; ///< the log's id of the last roll (RULES D1: a reroll names it)
    bool mLogging = true;
    QList<int> mStanding;                           ///< by cell: the index in mUnits of the unit there, or -1
    QList<std::array<int, Directions>> mNeighbours; ///< by cell: the six neighbours' cells, -1 off the board
    std::array<QList<quint32>, 2> mThreats;         ///< threats() of each side, kept as units come, go and move
    /** By side: for each cell and unit type, how many of the side's enemies of that type stand beside it. */
    std::array<QList<quint8>, 2> mThreatCount;
    struct MovesCache
    {
        QList<Move> moves;
        bool known = false;
    };
    mutable QList<MovesCache> mMoves; ///< movesOf() by index in mUnits, until a unit near it moves, arrives or goes
    mutable QList<int> mCheapest;     ///< cheapest()'s answer, kept to spare an allocation a call
    mutable std::vector<std::vector<int>> mBuckets; ///< cheapest()'s cells to take, by their cost
    mutable int mReached = 0;                       ///< how many cells cheapest() reached
    QList<int> mTerrainCost;                        ///< by cell: what its terrain costs to enter (RULES C5)
    QList<quint32> mDefensiveFire; ///< by unit type: a bit for each enemy type whose fire makes a hex dearer (C6)
    bool mWithLeaders = false;     ///< RULES C3: a battle with leaders rolls 1 + its leaders on the board
    QList<int> mArtilleryReturned; ///< artillery that returned fire at range this turn (RULES C8)
    int mWinner = -1;
    int mEliminated[2] = {0, 0};
    QList<MarchOnBoard> mMarches;
    QList<int> mPlaceOrder; ///< RULES M5: marches (indices) arriving, in the order they place
    int mPlacing = -1;      ///< the side placing now, -1 when none
    int mLastPlaced = -1;   ///< RULES M5: the side that placed the last unit
    QList<int> mShiftOrder; ///< sides whose arrivals the opponent may still answer
    int mShifting = -1;
    QList<int> mShiftable;  ///< unit ids that may still shift
    QList<int> mArrivedNow; ///< unit ids placed in this arrival, by side through their units
};

} // namespace castellan
