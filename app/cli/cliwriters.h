#pragma once

#include "clicontext.h"
#include "exchange/rosterjson.h"

#include "model/roll.h"
#include "odds/battleodds.h"

#include <QJsonObject>

// How castellan-cli writes the campaign's things, as JSON for scripts and as a line for the terminal.
namespace castellan {

QJsonObject rollJson(const Roll &roll);
QString rollLine(const Roll &roll);
QString leaderLine(const Campaign &campaign, const Leader &leader);
QString forceLine(const Campaign &campaign, const Force &force);
/** RULES F9, O1: the odds' keys, as `odds battle --json` prints them. */
QJsonObject oddsJson(const BattleOdds &odds);

} // namespace castellan
