#pragma once

#include <QString>

namespace castellan {

/** Where the campaign turn stands (RULES T1, T2); the end of turn (T3) is one action, not a phase. */
enum class TurnPhase { Siege, Movement };
/** The meta value of a phase ("siege", "movement"). */
QString phaseKey(TurnPhase p);

} // namespace castellan
