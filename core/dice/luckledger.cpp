#include "luckledger.h"

#include "model/roll.h"
#include "rolllog.h"

#include <cmath>

namespace castellan {

double LuckTally::deviation() const
{
    if (dice == 0)
        return 0.0;
    // A die is a 5 or a 6 with chance 1/3: the count is binomial(dice, 1/3).
    const double mean = double(dice) / 3.0;
    const double sd = std::sqrt(double(dice) * (1.0 / 3.0) * (2.0 / 3.0));
    return (double(sixes + fives) - mean) / sd;
}

void LuckTally::add(const QList<int> &faces)
{
    dice += faces.size();
    for (int f : faces) {
        sixes += f == 6;
        fives += f == 5;
    }
}

LuckLedger luckLedger(const RollArchive &rolls)
{
    LuckLedger ledger;
    const QString fire = QString::fromLatin1(Roll::BattleFire);
    rolls.forEachRoll(
        [&](const Roll &r) {
            ledger.total.add(r.faces);
            if (r.sideId > 0)
                ledger.bySide[r.sideId].add(r.faces);
            if (r.leaderId > 0)
                ledger.byLeader[r.leaderId].add(r.faces);
            else
                ledger.noLeader.add(r.faces);
            return true;
        },
        fire);
    return ledger;
}

} // namespace castellan
