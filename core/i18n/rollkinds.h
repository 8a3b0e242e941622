#pragma once

#include <QStringList>

namespace castellan {

/**
 * What a roll can be for and what it can do: the kinds a RollText names, kept in campaign files, so a key once
 * written never changes. Each has a translatable source text (rollkinds.cpp), with %1… for its arguments and
 * %n for a count given as its first argument.
 */
namespace RollKind {
// Leaders (RULES L1, H1, G1, G3, L5, H3).
inline constexpr char LeaderCreation[] = "leader_creation";
inline constexpr char HeroicDeed[] = "heroic_deed";
inline constexpr char DeedResult[] = "deed_result";
inline constexpr char Wounds[] = "wounds";
inline constexpr char Rerolls[] = "rerolls";
inline constexpr char Duel[] = "duel";
inline constexpr char Assassination[] = "assassination";
inline constexpr char Sixes[] = "sixes";
inline constexpr char FivesCancel[] = "fives_cancel";
inline constexpr char Recovery[] = "recovery";
inline constexpr char Restored[] = "restored";
inline constexpr char StillDisabled[] = "still_disabled";
inline constexpr char SurvivalCheck[] = "survival_check";
inline constexpr char FallenFortress[] = "fallen_fortress";
inline constexpr char AnnihilatedArmy[] = "annihilated_army";
inline constexpr char Shipwreck[] = "shipwreck";
inline constexpr char HuntedLeader[] = "hunted_leader";
inline constexpr char EventOf[] = "event_of";
inline constexpr char EventOfReroll[] = "event_of_reroll";
inline constexpr char Escapes[] = "escapes";
inline constexpr char Dies[] = "dies";
inline constexpr char IsCaptured[] = "is_captured";
inline constexpr char LeaderRetreat[] = "leader_retreat";
// Checks.
inline constexpr char Success[] = "success";
inline constexpr char Failure[] = "failure";
// The map and sieges (RULES F6a, S2, S3).
inline constexpr char ForcedMarch[] = "forced_march";
inline constexpr char HexAt[] = "hex";
inline constexpr char BreakIn[] = "break_in";
inline constexpr char BreakInReroll[] = "break_in_reroll";
inline constexpr char BreakInHeroicReroll[] = "break_in_heroic_reroll";
inline constexpr char BreakInDone[] = "break_in_done";
inline constexpr char UnitLost[] = "unit_lost";
inline constexpr char Nothing[] = "nothing";
inline constexpr char FallSurvival[] = "fall_survival";
// Field battles (RULES F1-F8, M1).
inline constexpr char BattleOf[] = "battle_of";
inline constexpr char BattleAgainst[] = "battle_against";
inline constexpr char BattleRound[] = "battle_round";
inline constexpr char BattleStep[] = "battle_step";
inline constexpr char AvoidBattle[] = "avoid_battle";
inline constexpr char BattleDeed[] = "battle_deed";
inline constexpr char AttackerFire[] = "attacker_fire";
inline constexpr char DefenderFire[] = "defender_fire";
inline constexpr char Attacker[] = "attacker";
inline constexpr char Defender[] = "defender";
inline constexpr char FireReroll[] = "fire_reroll";
inline constexpr char SideRetreat[] = "side_retreat";
inline constexpr char BrokenRally[] = "broken_rally";
inline constexpr char SideRally[] = "side_rally";
inline constexpr char Fire[] = "fire";
inline constexpr char Rallied[] = "rallied";
inline constexpr char SideReactivation[] = "side_reactivation";
inline constexpr char Reactivated[] = "reactivated";
inline constexpr char MarchAborted[] = "march_aborted";
inline constexpr char MarchArrives[] = "march_arrives";
inline constexpr char MarchNotYet[] = "march_not_yet";
inline constexpr char BattleSurvival[] = "battle_survival";
inline constexpr char FlankArrival[] = "flank_arrival";
inline constexpr char SettlementSurvival[] = "settlement_survival";
// Battles on the board (RULES C1-C11).
inline constexpr char BoardBattle[] = "board_battle";
inline constexpr char BoardBattleAt[] = "board_battle_at";
inline constexpr char BoardBattleEnded[] = "board_battle_ended";
inline constexpr char ScenarioBattle[] = "scenario_battle";
inline constexpr char BoardTurn[] = "board_turn";
inline constexpr char Activation[] = "activation";
inline constexpr char ActivationReroll[] = "activation_reroll";
inline constexpr char UnitAt[] = "unit_at";
inline constexpr char UnitWith[] = "unit_with";
inline constexpr char FiresOn[] = "fires_on";
inline constexpr char SurvivalOf[] = "survival_of";
inline constexpr char BoardFlankArrival[] = "board_flank_arrival";
inline constexpr char FlankTie[] = "flank_tie";
inline constexpr char LeftEdge[] = "left";
inline constexpr char RightEdge[] = "right";
inline constexpr char RerollBy[] = "reroll_by";
} // namespace RollKind

/** A kind's source text and its translation context, or none for a kind this build does not know. */
struct RollKindText
{
    const char *context = nullptr;
    const char *source = nullptr;
};
RollKindText rollKindText(const QString &kind);
/** Every kind this build knows, for its tests. */
QStringList rollKinds();

} // namespace castellan
