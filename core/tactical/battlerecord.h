#pragma once

#include "tactical/tacticalbattle.h"

#include <QJsonObject>

// A battle's record as `castellan-cli tactical … --events` writes it (issue 29): the board, the units as they stood
// at the start, and every event in order, so a referee can replay the battle against RULES C.
namespace castellan {

/** `board`: its size and the hexes that are not open ground, by label, as the ruleset names their terrain. */
QJsonObject boardJson(const TacticalBattle &battle);
/** `units`: each unit at the start, a flank march's with a null hex until it is placed. */
QJsonArray startingUnitsJson(const TacticalBattle &battle);
/** {board, units, events}. */
QJsonObject battleRecordJson(const TacticalBattle &battle);

} // namespace castellan
