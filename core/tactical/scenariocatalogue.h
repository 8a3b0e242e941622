#pragma once

#include "tactical/scenario.h"

#include <QList>
#include <QStringList>

// The scenarios a game master is offered before any file dialog (issue 30, item 13): those installed under
// share/castellan/scenarios, any of one's own kept beside them in the user's data folder, and those built in.
namespace castellan {

struct CatalogueScenario
{
    /** The file's name without .json, as `castellan-cli tactical play` accepts it: "meeting-at-the-ford". */
    QString key;
    /** Where it was read from: a file, or ":/scenarios/…" for one built in. */
    QString path;
    TacticalScenario scenario;
};

/**
 * The folders searched, first found first: the user's own data folder, share/castellan/scenarios beside the
 * installed binary, the system's data folders, then the built-in copies.
 */
QStringList scenarioFolders();

/**
 * Every scenario in those folders that reads under `rules`, one per key (the first folder's wins), sorted by
 * name. A file that does not read is left out and its reason added to `faults`.
 */
QList<CatalogueScenario> catalogueScenarios(const Ruleset &rules, QStringList *faults = nullptr);

/** The catalogue's scenario of that key; none, and `why`, when there is none or it does not read. */
std::optional<CatalogueScenario> catalogueScenario(const QString &key, const Ruleset &rules, QString *why);

} // namespace castellan
