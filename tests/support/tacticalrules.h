#pragma once

#include "tactical/ruleset.h"
#include "tactical/scenario.h"

// The shipped ruleset (RULES C) and its keys, as the tactical tests name them.
namespace castellan::tacticaltest {

inline const Ruleset &rules()
{
    return Ruleset::standard();
}

/** The index of a unit type of the shipped ruleset ("infantry"). */
inline int type(const char *key)
{
    return *rules().unitIndex(QString::fromLatin1(key));
}

/** The index of a terrain of the shipped ruleset ("woods"). */
inline int ground(const char *key)
{
    return *rules().terrainIndex(QString::fromLatin1(key));
}

/** The shipped scenario, "Meeting at the ford", as the app lists it; a test cannot go on without it. */
inline TacticalScenario shippedScenario()
{
    QString why;
    const auto scenario = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), rules(), &why);
    if (!scenario)
        qFatal("%s", qPrintable(why));
    return *scenario;
}

} // namespace castellan::tacticaltest
