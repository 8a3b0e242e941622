#pragma once

#include "tactical/tacticalbattle.h"

#include <QJsonArray>

#include <optional>

// A battle's journal (issue 13: a battle interrupted by closing the app resumes where it was): its steps as JSON,
// and the battle they lead to, replayed on its setup with the faces it rolled, so nothing is rolled again.
namespace castellan {

/** The most steps a journal may hold: 200 side turns (autoplayer.h) of some hundred steps each. */
inline constexpr int MaxJournalSteps = 50000;

QJsonArray journalJson(const QList<TacticalStep> &steps);
/** The steps of a journal; none, and `why` naming the field, when it is faulty. */
std::optional<QList<TacticalStep>> journalFromJson(const QJsonValue &json, QString *why);
/** Plays one step with the faces it kept; false, and `why`, when it does not apply where the battle stands. */
bool replayStep(TacticalBattle &battle, const TacticalStep &step, QString *why);
/**
 * The battle a journal leads to on a setup: each step played with the faces it rolled. None, and `why`, when a
 * step is not allowed where the battle then stands, or takes more or fewer faces than it kept.
 */
std::optional<TacticalBattle> replayBattle(const Ruleset &rules, const TacticalSetup &setup,
                                           const QList<TacticalStep> &steps, QString *why);

} // namespace castellan
