#pragma once

#include "battle/battle.h"
#include "dice/dicesource.h"

#include <memory>

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

/** Rolls from a script and remembers every request, so a test can check counts and contexts. */
struct ScriptedRoller
{
    std::shared_ptr<ScriptedDice> dice = std::make_shared<ScriptedDice>(QList<int>{});
    std::shared_ptr<QList<RollRequest>> requests = std::make_shared<QList<RollRequest>>();

    void push(const QList<int> &faces) { dice->push(faces); }

    Battle::Roller roller() const
    {
        auto d = dice;
        auto log = requests;
        return [d, log](const RollRequest &request, const DiceService::Describe &) {
            log->append(request);
            Roll r;
            r.id = log->size();
            r.replacesId = request.replacesId;
            for (int i = 0; i < request.count; ++i)
                r.faces.append(d->face(6));
            return r;
        };
    }
};

} // namespace castellan
