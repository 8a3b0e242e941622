#pragma once

#include <QString>

#include <functional>

namespace castellan {

class CampaignBattle;

/**
 * How a battle fought without the user is fought to its end: empty for RULES F9's defaults (resolveToEnd()). It
 * returns why the battle is not fought now (it waits for a side's answer, RULES T4), or nothing once it is fought.
 */
using FightToEnd = std::function<QString(CampaignBattle &)>;

} // namespace castellan
