#pragma once

#include "tactical/tacticalbattle.h"

#include <QJsonObject>

// A stand-alone Command-dice battle, or a board layout, as JSON (issue 13): the board and its terrain, the two
// sides, their units and leaders, and the ruleset it was made with (by name and content hash).
namespace castellan {

struct TacticalScenario
{
    QString name;
    /** A sentence or two for the chooser of shipped scenarios; empty when the file gives none. */
    QString description;
    TacticalSetup setup;
    QString rulesetName;
    QByteArray rulesetHash;
};

/** To play, a scenario gives each side a unit and a victory in reach; a layout being set up need not yet. */
enum class ScenarioUse { Play, Layout };

/** The longest description a scenario file may give. */
inline constexpr int MaxDescriptionLength = 2000;

QJsonObject scenarioJson(const TacticalScenario &scenario, const Ruleset &rules);
/** Reads and checks a scenario against a ruleset; none, and `why` naming the file and field, when it is faulty. */
std::optional<TacticalScenario> scenarioFromJson(const QByteArray &json, const Ruleset &rules, const QString &fileName,
                                                 QString *why, ScenarioUse use = ScenarioUse::Play);
std::optional<TacticalScenario> loadScenario(const QString &path, const Ruleset &rules, QString *why,
                                             ScenarioUse use = ScenarioUse::Play);

} // namespace castellan
