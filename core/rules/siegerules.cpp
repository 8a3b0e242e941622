#include "siegerules.h"

namespace castellan {

BreakInResult breakInResult(int face)
{
    if (face == 1)
        return BreakInResult::UnitLost;
    if (face == 6)
        return BreakInResult::BreakIn;
    return BreakInResult::Nothing;
}

TurnRolls defaultTurn(const QList<int> &faces, int rerolls)
{
    TurnRolls t;
    for (int face : faces) {
        ++t.used;
        t.result = breakInResult(face);
        if (!rerollByDefault(face) || t.used > rerolls)
            break;
    }
    return t;
}

} // namespace castellan
