#pragma once

#include "tactical/tacticalbattle.h"

#include <QJsonObject>

// A stand-alone Command-dice battle, or a board layout, as JSON (issue 13): the board and its terrain, the two
// sides, their units and leaders, and the ruleset it was made with (by name and content hash).
namespace castellan {

struct TacticalScenario
{
    QString name;
    TacticalSetup setup;
    QString rulesetName;
    QByteArray rulesetHash;
};

QJsonObject scenarioJson(const TacticalScenario &scenario, const Ruleset &rules);
/** Reads and checks a scenario against a ruleset; none, and `why` naming the file and field, when it is faulty. */
std::optional<TacticalScenario> scenarioFromJson(const QByteArray &json, const Ruleset &rules, const QString &fileName,
                                                 QString *why);
std::optional<TacticalScenario> loadScenario(const QString &path, const Ruleset &rules, QString *why);

} // namespace castellan
