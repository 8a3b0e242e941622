#include "turnphase.h"

namespace castellan {

QString phaseKey(TurnPhase p)
{
    return p == TurnPhase::Movement ? QStringLiteral("movement") : QStringLiteral("siege");
}

} // namespace castellan
