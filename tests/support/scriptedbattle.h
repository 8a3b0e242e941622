#pragma once

#include "battle/battle.h"
#include "dice/dicesource.h"

namespace castellan {

/** A leader for battles: ratings in RULES L1 order (V H D M B S R), at full vitality. */
inline Leader battleLeader(qint64 id, const Ratings &ratings, const QString &name = {})
{
    Leader l;
    l.id = id;
    l.name = name.isEmpty() ? QStringLiteral("Leader %1").arg(id) : name;
    l.ratings = ratings;
    l.vitality = ratings[0];
    return l;
}

inline BattleSide battleSide(const Units &units, QList<Leader> leaders = {}, qint64 sideId = 1)
{
    BattleSide s;
    s.sideId = sideId;
    s.units = units;
    s.leaders = std::move(leaders);
    return s;
}

/** A roll log in memory: every roll an engine made, numbered from 1, so a test can check counts and contexts. */
struct RecordedRolls final : RollLog
{
    QList<Roll> rolls;
    void record(Roll &roll) override
    {
        roll.id = rolls.size() + 1;
        rolls.append(roll);
    }
};

/** Dice from a script, through the same roller as the campaign's, into a log in memory. */
struct ScriptedRoller
{
    ScriptedDice dice{QList<int>{}};
    RecordedRolls log;

    void push(const QList<int> &faces) { dice.push(faces); }
    Roller roller() { return Roller(dice, &log); }
    const QList<Roll> &rolls() const { return log.rolls; }
};

} // namespace castellan
