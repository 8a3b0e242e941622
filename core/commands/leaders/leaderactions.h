#pragma once

#include "commands/action/actionbuilder.h"
#include "model/ruleoptions.h"
#include "rules/leaderrules.h"

#include <QList>
#include <QString>

// The actions a game master takes on leaders, shared by the desktop app and castellan-cli: each checks the
// rules (a refusal says why, citing RULES), rolls through the campaign's dice, and lands as one undoable
// command.
namespace castellan {

class Campaign;

/** Empty when the leader can use his ratings, otherwise why not (RULES L3, L6). */
QString whyCannotAct(const Leader &leader);

// Why the rules refuse a leader action now, or empty when they allow it. The app disables its menu entries
// with these words, and each action below refuses with the same ones.
/** RULES L3: the dead take no more wounds and heal none. */
QString whyCannotWound(const Leader &leader);
/** RULES H1: only an able leader attempts a deed. */
QString whyCannotDeed(const Leader &leader);
/** RULES H3: the dead and the captive make no survival check. */
QString whyCannotSurvive(const Leader &leader);
/** RULES L5: empty when the leader rolls for recovery at this end of turn (the only time he may), else why not. */
QString whyCannotRecover(const Campaign &campaign, const Leader &leader);
/** RULES L5's three conditions, each met or not, for showing them. */
struct RecoveryConditions
{
    bool disabled = false;
    bool idleThisTurn = false; ///< he took no action during the turn
    bool notRolledThisTurn = false;
};
RecoveryConditions recoveryConditions(const Campaign &campaign, const Leader &leader);
/** RULES G1: he must be able, and another leader able to face him. */
QString whyCannotDuel(const Campaign &campaign, const Leader &leader);
/** RULES G1: who may duel him: every other able leader, those of other sides first. */
QList<Leader> duelOpponents(const Campaign &campaign, const Leader &leader);
/** RULES G3: he must be able, and there must be a living leader to strike at. */
QString whyCannotAssassinate(const Campaign &campaign, const Leader &leader);
/** RULES G3: whom he may strike at: every other living leader, those of other sides first. */
QList<Leader> assassinationTargets(const Campaign &campaign, const Leader &leader);
/** RULES L6: a living leader, and another side to hold him. */
QString whyCannotCapture(const Campaign &campaign, const Leader &leader);
/** RULES L6: only a captive is released. */
QString whyCannotRelease(const Leader &leader);
/** RULES H2: he must hold rerolls. */
QString whyCannotLapseRerolls(const Leader &leader);

/** Empty when a new leader may take this name, otherwise why not (it is empty, or another leader's). */
QString whyCannotNameLeader(const Campaign &campaign, const QString &name);

/** RULES L1: rolls the 7d6 of a new leader, logged as "leader creation". */
Roll rollCreation(Campaign &campaign, const QString &name);
/** RULES L1, L2: a leader from his creation roll and the die chosen for each trait. */
Outcome createLeader(Campaign &campaign, const QString &name, qint64 sideId, const Roll &creation,
                     const std::array<int, TraitCount> &dieForTrait);

/** RULES L3: wounds (negative: healing, never above the Vitality rating). */
Outcome woundLeader(Campaign &campaign, qint64 leaderId, int wounds);
/** RULES H1. */
Outcome heroicDeed(Campaign &campaign, qint64 leaderId);
/** RULES L6: captured by a side, or released (bySide 0). */
Outcome setCaptured(Campaign &campaign, qint64 leaderId, qint64 bySide);
/** RULES H2: the event ended; unspent rerolls lapse. */
Outcome lapseRerolls(Campaign &campaign, qint64 leaderId);
Outcome editNotes(Campaign &campaign, qint64 leaderId, const QString &notes);
/** RULES M1: marks a leader a coward (he may not lead a flank march), or clears the mark. */
Outcome setCoward(Campaign &campaign, qint64 leaderId, bool coward);
/** How the app's texts speak of a leader: he, she or they (issue 30, item 12). */
Outcome setPronoun(Campaign &campaign, qint64 leaderId, Pronoun pronoun);
Outcome setLocation(Campaign &campaign, qint64 leaderId, const QString &location);
/** Advances the campaign turn (the turn sequence itself comes with the strategic map). */
Outcome nextTurn(Campaign &campaign);
Outcome setRuleOptions(Campaign &campaign, const RuleOptions &options);
/** RULES G3. */
Outcome assassinate(Campaign &campaign, qint64 assassinId, qint64 targetId);

/** RULES H3: "the enemy present" when nobody names him: the first side that is not the leader's, or 0. */
qint64 defaultCaptor(const Campaign &campaign, const Leader &leader);

} // namespace castellan
