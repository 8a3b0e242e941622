#include "rollkinds.h"

#include <QCoreApplication>
#include <QHash>

namespace castellan {

namespace {

struct Entry
{
    const char *kind;
    RollKindText text;
};

// Each text stays in the translation context it was first written in, so its translations serve it still.

const Entry Entries[] = {
    {RollKind::LeaderCreation, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "leader creation: %1")}},
    {RollKind::HeroicDeed, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "heroic deed: %1")}},
    {RollKind::DeedResult, {"HeroicDeed", QT_TRANSLATE_NOOP("HeroicDeed", "%1, %2")}},
    {RollKind::Wounds, {"HeroicDeed", QT_TRANSLATE_N_NOOP("HeroicDeed", "%n wound(s)")}},
    {RollKind::Rerolls, {"HeroicDeed", QT_TRANSLATE_N_NOOP("HeroicDeed", "%n reroll(s)")}},
    {RollKind::Duel, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "duel %1 against %2, exchange %3")}},
    {RollKind::Assassination, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "assassination: %1 against %2")}},
    {RollKind::Sixes, {"LeaderActions", QT_TRANSLATE_N_NOOP("LeaderActions", "%n six(es)")}},
    {RollKind::FivesCancel, {"LeaderActions", QT_TRANSLATE_N_NOOP("LeaderActions", "%n five(s) cancel")}},
    {RollKind::Recovery, {"TurnActions", QT_TRANSLATE_NOOP("TurnActions", "end of turn %1: recovery of %2")}},
    {RollKind::Restored, {"TurnActions", QT_TRANSLATE_NOOP("TurnActions", "restored")}},
    {RollKind::StillDisabled, {"TurnActions", QT_TRANSLATE_NOOP("TurnActions", "still disabled")}},
    {RollKind::SurvivalCheck, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "survival check")}},
    // The survival dialog's events keep its translation context.
    {RollKind::FallenFortress,
     {"castellan::SurvivalDialog", QT_TRANSLATE_NOOP("castellan::SurvivalDialog", "fallen fortress")}},
    {RollKind::AnnihilatedArmy,
     {"castellan::SurvivalDialog", QT_TRANSLATE_NOOP("castellan::SurvivalDialog", "annihilated army")}},
    {RollKind::Shipwreck, {"castellan::SurvivalDialog", QT_TRANSLATE_NOOP("castellan::SurvivalDialog", "shipwreck")}},
    {RollKind::HuntedLeader,
     {"castellan::SurvivalDialog", QT_TRANSLATE_NOOP("castellan::SurvivalDialog", "hunted by a searching army")}},
    {RollKind::EventOf, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "%1: %2")}},
    {RollKind::EventOfReroll, {"LeaderActions", QT_TRANSLATE_NOOP("LeaderActions", "%1: %2, reroll")}},
    {RollKind::Escapes, {"Survival", QT_TRANSLATE_NOOP("Survival", "escapes")}},
    {RollKind::Dies, {"Survival", QT_TRANSLATE_NOOP("Survival", "dies")}},
    {RollKind::IsCaptured, {"Survival", QT_TRANSLATE_NOOP("Survival", "is captured")}},
    {RollKind::LeaderRetreat,
     {"LeaderRetreat",
      QT_TRANSLATE_NOOP("LeaderRetreat", "%1 retreats from the leaders' meeting at %2 (Maneuver check)")}},
    {RollKind::Success, {"Battle", QT_TRANSLATE_NOOP("Battle", "success")}},
    {RollKind::Failure, {"Battle", QT_TRANSLATE_NOOP("Battle", "failure")}},
    {RollKind::ForcedMarch, {"MapActions", QT_TRANSLATE_NOOP("MapActions", "forced march of %1 (Maneuver check)")}},
    {RollKind::HexAt, {"MapActions", QT_TRANSLATE_NOOP("MapActions", "hex %1")}},
    {RollKind::BreakIn, {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "siege of %1, turn %2: break-in roll")}},
    {RollKind::BreakInReroll,
     {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "siege of %1, turn %2: break-in reroll")}},
    {RollKind::BreakInHeroicReroll,
     {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "siege of %1, turn %2: break-in reroll by %3 (RULES H2)")}},
    {RollKind::BreakInDone, {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "break-in")}},
    {RollKind::UnitLost, {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "a unit lost")}},
    {RollKind::Nothing, {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "nothing")}},
    {RollKind::FallSurvival, {"SiegeActions", QT_TRANSLATE_NOOP("SiegeActions", "fall of %1, survival check: %2")}},
    {RollKind::BattleOf, {"CampaignBattle", QT_TRANSLATE_NOOP("CampaignBattle", "Battle of %1")}},
    {RollKind::BattleAgainst, {"CampaignBattle", QT_TRANSLATE_NOOP("CampaignBattle", "%1 against %2")}},
    {RollKind::BattleRound, {"Battle", QT_TRANSLATE_NOOP("Battle", "battle %1, round %2, %3")}},
    {RollKind::BattleStep, {"Battle", QT_TRANSLATE_NOOP("Battle", "battle %1, %2")}},
    {RollKind::AvoidBattle, {"Battle", QT_TRANSLATE_NOOP("Battle", "avoid battle (Maneuver check)")}},
    {RollKind::BattleDeed, {"Battle", QT_TRANSLATE_NOOP("Battle", "heroic deed by %1")}},
    {RollKind::AttackerFire, {"Battle", QT_TRANSLATE_NOOP("Battle", "attacker fire")}},
    {RollKind::DefenderFire, {"Battle", QT_TRANSLATE_NOOP("Battle", "defender fire")}},
    {RollKind::Attacker, {"Battle", QT_TRANSLATE_NOOP("Battle", "attacker")}},
    {RollKind::Defender, {"Battle", QT_TRANSLATE_NOOP("Battle", "defender")}},
    {RollKind::FireReroll, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 fire, reroll by %2")}},
    {RollKind::SideRetreat, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 retreat (Maneuver check)")}},
    {RollKind::BrokenRally, {"Battle", QT_TRANSLATE_NOOP("Battle", "defender broken units rally")}},
    {RollKind::SideRally, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 rally")}},
    {RollKind::Fire, {"Battle", QT_TRANSLATE_NOOP("Battle", "6s %1, 5s %2")}},
    {RollKind::Rallied, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 of %2 rally")}},
    {RollKind::SideReactivation, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 reactivation")}},
    {RollKind::Reactivated, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 of %2 reactivated")}},
    {RollKind::MarchAborted, {"Battle", QT_TRANSLATE_NOOP("Battle", "aborted")}},
    {RollKind::MarchArrives, {"Battle", QT_TRANSLATE_NOOP("Battle", "arrives")}},
    {RollKind::MarchNotYet, {"Battle", QT_TRANSLATE_NOOP("Battle", "not yet")}},
    {RollKind::BattleSurvival, {"Battle", QT_TRANSLATE_NOOP("Battle", "survival check: %1")}},
    {RollKind::FlankArrival, {"Battle", QT_TRANSLATE_NOOP("Battle", "%1 flank march of %2 (arrival)")}},
    {RollKind::SettlementSurvival, {"CampaignBattle", QT_TRANSLATE_NOOP("CampaignBattle", "%1, survival check: %2")}},
    {RollKind::BoardBattle, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "tactical battle")}},
    {RollKind::BoardBattleAt, {"CampaignTactical", QT_TRANSLATE_NOOP("CampaignTactical", "tactical battle at %1")}},
    {RollKind::BoardBattleEnded, {"CampaignTactical", QT_TRANSLATE_NOOP("CampaignTactical", "Tactical battle at %1")}},
    {RollKind::ScenarioBattle, {"TacticalScenario", QT_TRANSLATE_NOOP("TacticalScenario", "tactical battle %1")}},
    {RollKind::BoardTurn, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1, turn %2, %3")}},
    {RollKind::Activation, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1 activation")}},
    {RollKind::ActivationReroll, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1 activation re-roll")}},
    {RollKind::UnitAt, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1 %2 at %3")}},
    {RollKind::UnitWith, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1 (with %2)")}},
    {RollKind::FiresOn, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1 fires on %2")}},
    {RollKind::SurvivalOf, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "survival of %1")}},
    {RollKind::BoardFlankArrival,
     {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "%1 flank march of %2 (arrival)")}},
    {RollKind::FlankTie,
     {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "flank marches' tie for the %1 edge (re-roll)")}},
    {RollKind::LeftEdge, {"FlankRules", QT_TRANSLATE_NOOP("FlankRules", "left")}},
    {RollKind::RightEdge, {"FlankRules", QT_TRANSLATE_NOOP("FlankRules", "right")}},
    {RollKind::RerollBy, {"TacticalBattle", QT_TRANSLATE_NOOP("TacticalBattle", "reroll by %1")}},
};

} // namespace

RollKindText rollKindText(const QString &kind)
{
    static const QHash<QString, RollKindText> byKind = [] {
        QHash<QString, RollKindText> h;
        for (const Entry &e : Entries)
            h.insert(QString::fromLatin1(e.kind), e.text);
        return h;
    }();
    return byKind.value(kind);
}

QStringList rollKinds()
{
    QStringList kinds;
    for (const Entry &e : Entries)
        kinds << QString::fromLatin1(e.kind);
    return kinds;
}

} // namespace castellan
