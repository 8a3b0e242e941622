#pragma once

#include <functional>

namespace castellan {

class CampaignBattle;

/** How a battle fought without the user is fought to its end: empty for RULES F9's defaults (resolveToEnd()). */
using FightToEnd = std::function<void(CampaignBattle &)>;

} // namespace castellan
