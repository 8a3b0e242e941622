#pragma once

#include "battle/battle.h"
#include "map/hexgrid.h"
#include "model/force.h"
#include "model/historyentry.h"
#include "model/leader.h"
#include "rules/flankrules.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>

// What the end of a battle does to the campaign, decided once for a battle in rounds (RULES F) and a battle on
// the board (RULES C, C11): the engines tell how it ended in the same words, settleBattle() says what follows.
namespace castellan {

class Campaign;

/** The sides of a battle by their role, as both engines name them: 0 the attacker, 1 the defender. */
inline int roleIndex(Role r)
{
    return r == Role::Attacker ? 0 : 1;
}
inline constexpr std::array<Role, 2> BothRoles = {Role::Attacker, Role::Defender};
/** The battle board numbers its sides 0 for the defender (at the top) and 1 for the attacker. */
inline Role roleOfBoardSide(int boardSide)
{
    return boardSide == 1 ? Role::Attacker : Role::Defender;
}

/** A force as the battle left it. */
struct ForceEnd
{
    Units units;         ///< its units now, those held out of the battle included
    int cavalry = -1;    ///< how many of them are cavalry now; -1 when the engine does not tell them apart
    int artillery = -1;  ///< and artillery
    int eliminated = 0;  ///< its units eliminated in the battle
    int figuresLost = 0; ///< RULES C11: figures lost on the board, its eliminated counters' included
};

/** A flank march as the battle left it (RULES M2, M3). */
struct MarchEnd
{
    qint64 generalId = 0;
    FlankEdge edge = FlankEdge::Left;
    MarchState state = MarchState::Marching;
    int arrivedAt = 0; ///< the round, or the board's turn, it came in at (1 the first)
    int units = 0;
    QList<ArrivalRoll> rolls;
    QList<qint64> rollIds; ///< each roll's id in the log, where the engine keeps it
};

/** One line of what happened, with its roll. */
struct ReportedStep
{
    int round = 0;
    RollText text;
    qint64 rollId = 0;
};

/** How a battle ended, as either engine tells it. */
struct BattleEnding
{
    RollText title; ///< as its rolls name it, shown in the reader's language (issue 30)
    bool onBoard = false;
    bool breakIn = false;
    Hex hex{-1, -1}; ///< its space on the map; off the map for a battle of a siege or between forces off it
    BattleResult result = BattleResult::Undecided;
    int rounds = 0;
    std::array<QList<Force>, 2> forces;  ///< each role's forces as the battle began, in the order raised
    std::array<QList<ForceEnd>, 2> ends; ///< each of those forces as it ended, in the same order
    std::array<QJsonObject, 2> details;  ///< what the engine's report says of each side besides (its leaders…)
    /** The leaders who took part, as the battle left them (wounds, rerolls, the engine's own H3 checks). */
    QList<Leader> leadersAfter;
    QList<qint64> fell;    ///< RULES C11: leaders whose unit was eliminated on the board
    QList<qint64> escaped; ///< RULES H3: leaders who escaped a check the engine rolled
    QList<qint64> actedIn; ///< RULES L5: leaders who rolled a die of their own in it
    QList<MarchEnd> marches;
    QList<ReportedStep> steps;
    QJsonObject extra; ///< keys of the engine's own for the report (the board's ruleset)
};

/** A survival check the campaign rolls when the battle lands (RULES H3). */
struct SurvivalDue
{
    qint64 leaderId = 0;
    Role side = Role::Attacker;
    RollText why;
    qint64 captorSide = 0;
};

/** A side that moves off the battle's space (RULES F1, F6a). */
struct SideMove
{
    Role side = Role::Attacker;
    bool avoided = false; ///< RULES F1: it stepped off before battle
    QList<Hex> ways;      ///< where it may go, the default first; empty: no way out, its units are lost
};

/** A side of the battle as the report keeps it. */
struct ReportedSide
{
    QString forceName;
    QString sideName;
    Units start;
    Units end;
    int eliminated = 0;
    int figuresLost = 0;
    bool retreated = false;
};

/** The report of a battle, the same for both engines (the keys of battlereport.h, and each force's story). */
struct SettledReport
{
    RollText name;
    int turn = 0;
    BattleResult result = BattleResult::Undecided;
    RollText resultText;
    int rounds = 0;
    bool breakIn = false;
    Hex hex{-1, -1};
    std::array<ReportedSide, 2> sides;
    std::array<QJsonObject, 2> details;
    QList<ReportedStep> steps;
    QJsonObject extra;

    /** As stored (see shownReport). */
    QJsonObject toJson() const;
};

/** Everything a battle's end does to the campaign. */
struct Settlement
{
    RollText title;
    Hex hex{-1, -1};
    BattleResult result = BattleResult::Undecided;
    std::array<qint64, 2> sideIds{};
    std::array<QList<Force>, 2> forcesBefore;
    std::array<QList<Force>, 2> forces; ///< each force with its units, losses and commander after the battle
    QList<Leader> leaders;              ///< each leader the battle changed, as it leaves him
    QList<SurvivalDue> checks;          ///< RULES C11, F8: rolled by the campaign, in this order
    QList<SideMove> moves;              ///< RULES F1, F6a
    QList<qint64> escaped;              ///< RULES H3: placed where the owner picks (the nearest by default)
    QList<qint64> rerollsLapse;         ///< RULES H2: the battle was the event they were held for
    QHash<qint64, int> figuresLost;     ///< RULES C11: each force's figures lost on the board
    QList<HistoryEntry> history;        ///< each with its leader, text and roll
    SettledReport report;

    /** The move of that side, if it moves off. */
    const SideMove *move(Role r) const;
};

/**
 * RULES F1, F4, F6, F6a, F8: the sides that move off the battle's space: the side that avoided, the loser, both
 * sides of a mutual battle; never a side with no unit left (its leaders checked their survival, F8), never off
 * the map.
 */
QList<Role> sidesMovingOff(BattleResult result, const Hex &hex, const std::array<int, 2> &unitsLeft);

/** What a battle's end does to the campaign (RULES F, C11, H2, H3, M3); reads the campaign, changes nothing. */
Settlement settleBattle(const Campaign &campaign, const BattleEnding &ending);

/**
 * The side that takes `hex` when the owner names one space for the side that moves off: the only side that
 * moves, or in a mutual battle the side that may go there, the defender first; none when no side moves.
 */
std::optional<Role> sideTakingWay(const Settlement &s, const Hex &hex);

} // namespace castellan
