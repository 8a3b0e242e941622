#pragma once

#include <QMap>
#include <QtGlobal>

namespace castellan {

class RollArchive;

/** Fire dice rolled in battle (RULES F2) and the 6s and 5s among them, against what fair dice give. */
struct LuckTally
{
    qint64 dice = 0;
    qint64 sixes = 0;
    qint64 fives = 0;

    double expected() const { return double(dice) / 6.0; } ///< of 6s, and of 5s
    /** How far the 6s and 5s together are from the expected, in standard deviations (0 with no dice). */
    double deviation() const;
    void add(const QList<int> &faces);
};

/** The luck ledger: every side's and every leader's battle fire, undone battles left out. */
struct LuckLedger
{
    LuckTally total;
    QMap<qint64, LuckTally> bySide;   ///< by side id
    QMap<qint64, LuckTally> byLeader; ///< by leader id: the commander who fired, or the leader who rerolled
    LuckTally noLeader;               ///< fire of sides with no able commander
};

LuckLedger luckLedger(const RollArchive &rolls);

} // namespace castellan
