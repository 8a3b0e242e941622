#pragma once

#include "map/hexgrid.h"
#include "map/mapmodel.h"
#include "map/scanalignment.h"
#include "tactical/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

// A referee of its own for a battle's record (issue 29): it knows the board, the units and RULES C from the
// ruleset's tables, and checks each event against the state the events before it left. It never asks the engine.
namespace castellan::test {

struct RefereeUnit
{
    int side = 0;
    int type = 0;
    std::optional<Hex> hex; ///< none: off the board (a march not yet placed, or no room)
    int figures = 0;
    bool leader = false;
    QString leaderName;
    bool shaken = false;
    bool activated = false;
};

class EventReferee
{
public:
    EventReferee(const Ruleset &rules, const QJsonObject &record, int firstSide)
        : mRules(rules)
        , mSide(firstSide)
    {
        const QJsonObject board = record.value(QStringLiteral("board")).toObject();
        mColumns = board.value(QStringLiteral("columns")).toInt();
        mRows = board.value(QStringLiteral("rows")).toInt();
        const QJsonObject terrain = board.value(QStringLiteral("terrain")).toObject();
        for (auto it = terrain.begin(); it != terrain.end(); ++it)
            mTerrain.insert(it.key(), *mRules.terrainIndex(it.value().toString()));
        for (const QJsonValue v : record.value(QStringLiteral("units")).toArray()) {
            const QJsonObject o = v.toObject();
            RefereeUnit u;
            u.side = o.value(QStringLiteral("side")).toInt();
            u.type = *mRules.unitIndex(o.value(QStringLiteral("type")).toString());
            if (!o.value(QStringLiteral("hex")).isNull())
                u.hex = *hexFromLabel(o.value(QStringLiteral("hex")).toString());
            u.figures = o.value(QStringLiteral("figures")).toInt();
            u.leader = !o.value(QStringLiteral("leader")).isNull();
            u.leaderName = o.value(QStringLiteral("leader")).toString();
            if (u.leader)
                mRerolls.insert(u.leaderName, o.value(QStringLiteral("rerolls")).toInt());
            mWithLeaders = mWithLeaders || u.leader;
            mUnits.insert(o.value(QStringLiteral("id")).toInt(), u);
        }
    }

    const QMap<int, RefereeUnit> &units() const { return mUnits; }
    /** The rerolls spent, in all. */
    int rerollsSpent() const { return mSpent; }

    /** Applies one event; empty when RULES C allows it, else what is wrong. */
    QString apply(const QJsonObject &e)
    {
        const QString kind = e.value(QStringLiteral("event")).toString();
        if (kind == QLatin1String("reroll"))
            return reroll(e);
        if (kind == QLatin1String("activation") || kind == QLatin1String("attack")) {
            if (const QString why = rerolledInto(e); !why.isEmpty())
                return why;
        }
        if (kind == QLatin1String("activation"))
            return activation(e);
        if (kind == QLatin1String("activate"))
            return activate(e);
        if (kind == QLatin1String("move"))
            return move(e);
        if (kind == QLatin1String("attack"))
            return attack(e);
        if (kind == QLatin1String("figures"))
            return figures(e);
        if (kind == QLatin1String("eliminated"))
            return unitOf(e).figures == 0 ? QString() : QStringLiteral("eliminated with figures left");
        if (kind == QLatin1String("retreat"))
            return retreat(e);
        if (kind == QLatin1String("fall_back"))
            return fallBack(e);
        if (kind == QLatin1String("follow_up"))
            return followUp(e);
        if (kind == QLatin1String("extra_hex"))
            return extraHex(e);
        if (kind == QLatin1String("shaken"))
            return shaken(e);
        if (kind == QLatin1String("steady"))
            return steady(e);
        if (kind == QLatin1String("end_turn"))
            return endTurn(e);
        if (kind == QLatin1String("march_roll"))
            return marchRoll(e);
        if (kind == QLatin1String("place"))
            return place(e);
        if (kind == QLatin1String("no_room"))
            return noRoom(e);
        if (kind == QLatin1String("shift"))
            return shift(e);
        return QStringLiteral("no such event");
    }

private:
    RefereeUnit &unitOf(const QJsonObject &e, const char *key = "unit")
    {
        return mUnits[e.value(QLatin1String(key)).toInt()];
    }
    static Hex hexOf(const QJsonValue &v) { return hexFromLabel(v.toString()).value_or(Hex{-1, -1}); }
    /** RULES H2, C11: a leader on the board, holding a reroll, re-rolls one die of his side's next roll. */
    QString reroll(const QJsonObject &e)
    {
        const QString name = e.value(QStringLiteral("leader")).toString();
        const auto with = std::find_if(mUnits.cbegin(), mUnits.cend(),
                                       [&](const RefereeUnit &u) { return alive(u) && u.leaderName == name; });
        if (with == mUnits.cend())
            return QStringLiteral("C11: %1 is not on the board").arg(name);
        if (mRerolls.value(name) <= 0)
            return QStringLiteral("H2: %1 holds no reroll").arg(name);
        if (!mRerolledSide.isEmpty() && mRerolledSide.front() != with->side)
            return QStringLiteral("H2: leaders of both sides re-roll one roll");
        mRerolls[name] -= 1;
        ++mSpent;
        mRerolledSide << with->side;
        mRerolledOld << e.value(QStringLiteral("old")).toString();
        mRerolledNew << e.value(QStringLiteral("new")).toString();
        return {};
    }
    /** The roll after rerolls holds each face they gave, and is the rerolling leaders' side's. */
    QString rerolledInto(const QJsonObject &e)
    {
        if (mRerolledSide.isEmpty())
            return {};
        const int side = e.value(QStringLiteral("event")).toString() == QLatin1String("activation")
            ? e.value(QStringLiteral("side")).toInt()
            : mUnits.value(e.value(QStringLiteral("unit")).toInt()).side;
        QStringList faces;
        for (const QJsonValue f : e.value(QStringLiteral("faces")).toArray())
            faces << f.toString();
        QString why =
            side != mRerolledSide.front() ? QStringLiteral("H2: rerolls of the other side's roll") : QString();
        // One die may be re-rolled again: what a later reroll replaced need not be there, its last face must.
        for (qsizetype i = mRerolledNew.size() - 1; i >= 0 && why.isEmpty(); --i) {
            if (!faces.removeOne(mRerolledNew[i]) && !mRerolledOld.mid(i + 1).contains(mRerolledNew[i]))
                why = QStringLiteral("H2: the rerolled face %1 is not in the roll").arg(mRerolledNew[i]);
        }
        mRerolledSide.clear();
        mRerolledOld.clear();
        mRerolledNew.clear();
        return why;
    }
    bool onBoard(const Hex &h) const { return h.col >= 0 && h.row >= 0 && h.col < mColumns && h.row < mRows; }
    int terrainAt(const Hex &h) const { return mTerrain.value(hexLabel(h), 0); }
    bool alive(const RefereeUnit &u) const { return u.figures > 0 && u.hex.has_value(); }
    bool occupied(const Hex &h) const
    {
        for (const RefereeUnit &u : mUnits) {
            if (alive(u) && *u.hex == h)
                return true;
        }
        return false;
    }
    int nearestEnemy(int side, const Hex &h) const
    {
        int best = 1000;
        for (const RefereeUnit &u : mUnits) {
            if (alive(u) && u.side != side)
                best = std::min(best, HexGrid::distance(*u.hex, h));
        }
        return best;
    }
    QList<Hex> path(const QJsonObject &e) const
    {
        QList<Hex> hexes;
        for (const QJsonValue v : e.value(QStringLiteral("path")).toArray())
            hexes << hexOf(v);
        return hexes;
    }
    int faceCount(const QJsonArray &faces, const QString &key) const
    {
        int n = 0;
        for (const QJsonValue f : faces)
            n += f.toString() == key ? 1 : 0;
        return n;
    }
    bool sideHas(int side, int type) const
    {
        for (const RefereeUnit &u : mUnits) {
            if (alive(u) && u.side == side && u.type == type)
                return true;
        }
        return false;
    }
    /** RULES C7: a step toward the side's own edge (side 0's is the top). */
    static bool towardEdge(int side, const Hex &from, const Hex &to)
    {
        const double dy = hexCentre(to).y() - hexCentre(from).y();
        return side == 0 ? dy < -1e-9 : dy > 1e-9;
    }

    QString activation(const QJsonObject &e)
    {
        if (e.value(QStringLiteral("side")).toInt() != mSide)
            return QStringLiteral("not this side's turn");
        const QJsonArray faces = e.value(QStringLiteral("faces")).toArray();
        const QJsonArray again = e.value(QStringLiteral("rerolled")).toArray();
        int leaders = 0;
        for (const RefereeUnit &u : std::as_const(mUnits))
            leaders += alive(u) && u.side == mSide && u.leader ? 1 : 0;
        if (faces.size() != (mWithLeaders ? 1 + leaders : mRules.activationDice))
            return QStringLiteral("C3: %1 activation dice").arg(faces.size());
        mByType = QList<int>(mRules.units.size(), 0);
        mAnyType = 0;
        QList<int> dead;
        int toReroll = 0;
        for (const QJsonValue f : faces) {
            if (f.toString() == QLatin1String("flag"))
                ++mAnyType;
            else if (const auto t = mRules.unitIndex(f.toString()); t && sideHas(mSide, *t))
                ++mByType[*t];
            else if (t) {
                ++toReroll;
                dead << *t;
            }
        }
        if (again.size() != toReroll)
            return QStringLiteral("C3: %1 dice re-rolled, not %2").arg(again.size()).arg(toReroll);
        for (const QJsonValue f : again) {
            if (f.toString() == QLatin1String("flag"))
                ++mAnyType;
            else if (const auto t = mRules.unitIndex(f.toString()); t && sideHas(mSide, *t))
                ++mByType[*t];
        }
        return {};
    }

    QString activate(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        if (!alive(u) || u.side != mSide || u.shaken || u.activated)
            return QStringLiteral("C3, C10: that unit may not be activated");
        if (mByType.value(u.type) > 0)
            --mByType[u.type];
        else if (mAnyType > 0)
            --mAnyType;
        else
            return QStringLiteral("C3: no face activates it");
        u.activated = true;
        mActing = e.value(QStringLiteral("unit")).toInt();
        mStartedAt = *u.hex;
        mMoved = mFired = mFollowedUp = false;
        return {};
    }

    int enterCost(const RefereeUnit &u, const Hex &h) const
    {
        int cost = mRules.terrain[terrainAt(h)].cost;
        for (const RefereeUnit &enemy : mUnits) {
            if (!alive(enemy) || enemy.side == u.side || HexGrid::distance(*enemy.hex, h) != 1)
                continue;
            if (mRules.units[u.type].defensiveFireFrom.contains(mRules.units[enemy.type].key))
                cost = std::max(cost, mRules.defensiveFireCost); // C5's reading: the larger, not the sum
        }
        return cost;
    }

    QString move(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        if (e.value(QStringLiteral("unit")).toInt() != mActing || mMoved || mFired)
            return QStringLiteral("only the unit acting moves, once, before it fires");
        const QList<Hex> hexes = path(e);
        Hex at = *u.hex;
        int cost = 0;
        for (const Hex &h : hexes) {
            if (!onBoard(h) || HexGrid::distance(at, h) != 1 || occupied(h))
                return QStringLiteral("C5: the path enters %1, not a free neighbour").arg(hexLabel(h));
            if (!mRules.units[u.type].mayMoveAdjacentToEnemy && nearestEnemy(u.side, h) == 1)
                return QStringLiteral("C2: artillery next to an enemy");
            cost += enterCost(u, h);
            at = h;
        }
        if (hexes.isEmpty() || cost != e.value(QStringLiteral("cost")).toInt() || cost > mRules.units[u.type].move)
            return QStringLiteral("C5, C6: the move costs %1").arg(cost);
        u.hex = at;
        mMoved = true;
        return {};
    }

    QString attack(const QJsonObject &e)
    {
        const int attackerId = e.value(QStringLiteral("unit")).toInt();
        const int targetId = e.value(QStringLiteral("target")).toInt();
        RefereeUnit &a = mUnits[attackerId];
        RefereeUnit &t = mUnits[targetId];
        const bool fallback = e.value(QStringLiteral("fallback")).toBool();
        const bool returnFire = e.value(QStringLiteral("return_fire")).toBool();
        const bool second = e.value(QStringLiteral("second")).toBool();
        if (!alive(a) || !alive(t) || a.side == t.side)
            return QStringLiteral("an attack between these units");
        const Hex targetWas = fallback ? mFellBackFrom : *t.hex;
        const int range = HexGrid::distance(*a.hex, targetWas);
        if (range != e.value(QStringLiteral("range")).toInt())
            return QStringLiteral("the range is %1").arg(range);
        const UnitType &type = mRules.units[a.type];
        if (returnFire) {
            if (attackerId != mLastTarget || targetId != mLastAttacker)
                return QStringLiteral("C8: return fire is the target's, on its attacker");
        } else {
            if (attackerId != mActing || (mFired && !second) || (!type.firesAfterMoving && mMoved))
                return QStringLiteral("C2, C3: this unit may not attack now");
            if (second && (!mFollowedUp || range != 1 || mSecondMade))
                return QStringLiteral("C8: a second attack comes after a follow up, on an adjacent enemy");
            if (second && type.secondAttack != SecondAttack::Always
                && !(type.secondAttack == SecondAttack::WithLeader && a.leader))
                return QStringLiteral("C8: this unit has no second attack");
            mFired = true;
            mSecondMade = mSecondMade || second;
        }
        const int terrainDice = mRules.terrain[terrainAt(targetWas)].dice;
        int dice = type.diceAt(range) > 0 ? std::max(0, type.diceAt(range) + terrainDice) : 0;
        if (fallback) {
            const bool cameAdjacent = mMoved && HexGrid::distance(mStartedAt, targetWas) > 1;
            dice = cameAdjacent ? 0 : (std::max(0, type.diceAt(1) + terrainDice) + 1) / 2; // C9
        }
        const QJsonArray faces = e.value(QStringLiteral("faces")).toArray();
        if (e.value(QStringLiteral("dice")).toInt() != dice || faces.size() != dice)
            return QStringLiteral("C4, C9: %1 dice").arg(dice);
        const int hits = faceCount(faces, mRules.units[t.type].key);
        int flags = faceCount(faces, QStringLiteral("flag"));
        if (flags > 0 && mRules.terrain[terrainAt(*t.hex)].ignoresFirstFlag)
            --flags; // C5: the hill
        if (fallback)
            flags = 0; // C9: flags count for nothing
        if (e.value(QStringLiteral("hits")).toInt() != hits || e.value(QStringLiteral("flags")).toInt() != flags)
            return QStringLiteral("C4: %1 hits, %2 flags").arg(hits).arg(flags);
        mLastAttacker = attackerId;
        mLastTarget = targetId;
        mLastTargetWas = targetWas;
        mRetreatedNow = fallback ? 1 : 0;
        mFlags = flags;
        return {};
    }

    QString figures(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        const int now = e.value(QStringLiteral("figures")).toInt();
        if (now >= u.figures || now < 0)
            return QStringLiteral("figures from %1 to %2").arg(u.figures).arg(now);
        u.figures = now;
        return {};
    }

    QString retreat(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        if (e.value(QStringLiteral("unit")).toInt() != mLastTarget || mFlags == 0)
            return QStringLiteral("C7: only a target with flags counting retreats");
        const QList<Hex> hexes = path(e);
        const int lost = e.value(QStringLiteral("figures_lost")).toInt();
        if (hexes.size() + lost > mFlags || (hexes.size() + lost < mFlags && lost < u.figures))
            return QStringLiteral("C7: %1 flags, %2 hexes and %3 figures").arg(mFlags).arg(hexes.size()).arg(lost);
        Hex at = *u.hex;
        for (const Hex &h : hexes) {
            if (!onBoard(h) || HexGrid::distance(at, h) != 1 || occupied(h) || !towardEdge(u.side, at, h))
                return QStringLiteral("C7: the retreat enters %1").arg(hexLabel(h));
            at = h;
        }
        if (lost > 0) {
            for (const Hex &n : HexGrid::neighbours(at)) {
                if (onBoard(n) && !occupied(n) && towardEdge(u.side, at, n) && n != *u.hex)
                    return QStringLiteral("C7: it could have gone on to %1").arg(hexLabel(n));
            }
        }
        u.hex = at;
        mRetreatedNow = int(hexes.size());
        return {};
    }

    QString fallBack(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        const RefereeUnit &a = mUnits[mActing];
        if (!mRules.units[u.type].fallsBack || mRules.units[a.type].fallsBack || HexGrid::distance(*a.hex, *u.hex) != 1)
            return QStringLiteral("C9: only cavalry attacked from beside by another type falls back");
        const QList<Hex> hexes = path(e);
        if (hexes.isEmpty() || hexes.size() > 3)
            return QStringLiteral("C9: 1 to 3 hexes");
        Hex at = *u.hex;
        for (const Hex &h : hexes) {
            if (!onBoard(h) || HexGrid::distance(at, h) != 1 || occupied(h)
                || HexGrid::distance(h, *a.hex) <= HexGrid::distance(at, *a.hex))
                return QStringLiteral("C9: the fallback enters %1").arg(hexLabel(h));
            at = h;
        }
        mFellBackFrom = *u.hex;
        u.hex = at;
        return {};
    }

    QString followUp(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        const int id = e.value(QStringLiteral("unit")).toInt();
        const Hex h = hexOf(e.value(QStringLiteral("hex")));
        if (h != mLastTargetWas || u.side != mSide || !mRules.units[u.type].followsUp
            || HexGrid::distance(*u.hex, h) != 1 || occupied(h))
            return QStringLiteral("C8: a follow up enters the hex the target left");
        if (id != mActing && (u.activated || u.shaken))
            return QStringLiteral("C8: another unit following up is one not yet activated");
        if (id != mActing) {
            u.activated = true;
            mActing = id;
            mStartedAt = *u.hex;
        }
        u.hex = h;
        mMoved = mFired = mFollowedUp = true;
        mSecondMade = false;
        return {};
    }

    QString extraHex(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        const Hex h = hexOf(e.value(QStringLiteral("hex")));
        if (e.value(QStringLiteral("unit")).toInt() != mActing || !mFollowedUp
            || !mRules.units[u.type].extraHexAfterFollowUp || HexGrid::distance(*u.hex, h) != 1 || !onBoard(h)
            || occupied(h))
            return QStringLiteral("C8: one hex more after a follow up");
        u.hex = h;
        return {};
    }

    QString shaken(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        if (e.value(QStringLiteral("unit")).toInt() != mLastTarget || mRetreatedNow == 0 || !alive(u))
            return QStringLiteral("C7: only a unit that retreated or fell back is shaken");
        u.shaken = true;
        return {};
    }

    QString steady(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        if (!u.shaken || u.side != mEndedSide)
            return QStringLiteral("C10: a unit steadies at the end of its side's turn");
        u.shaken = false;
        return {};
    }

    QString endTurn(const QJsonObject &e)
    {
        if (e.value(QStringLiteral("side")).toInt() != mSide)
            return QStringLiteral("not this side's turn");
        for (RefereeUnit &u : mUnits)
            u.activated = false;
        mEndedSide = mSide;
        mSide = 1 - mSide;
        mActing = 0;
        return {};
    }

    QString marchRoll(const QJsonObject &e)
    {
        const QJsonArray faces = e.value(QStringLiteral("faces")).toArray();
        if (faces.size() != 2)
            return QStringLiteral("M3: 2d6");
        const int sum = faces[0].toInt() + faces[1].toInt();
        const int total = e.value(QStringLiteral("total")).toInt();
        const bool doubleOne = faces[0].toInt() == 1 && faces[1].toInt() == 1;
        if (total < sum || e.value(QStringLiteral("arrived")).toBool() != (total >= ArrivalTotal && !doubleOne))
            return QStringLiteral("M3: %1 arrives only at 12, never on a double 1").arg(total);
        return {};
    }

    QString place(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        const Hex h = hexOf(e.value(QStringLiteral("hex")));
        const bool byAnEdge = h.col < 3 || h.col >= mColumns - 3;
        if (u.hex || !onBoard(h) || occupied(h) || !byAnEdge || nearestEnemy(u.side, h) <= 2)
            return QStringLiteral("M4: an arriving unit goes within 3 of its edge, more than 2 from an enemy");
        u.hex = h;
        return {};
    }

    QString noRoom(const QJsonObject &e)
    {
        if (unitOf(e).hex)
            return QStringLiteral("M4: only a unit not yet placed finds no room");
        unitOf(e).figures = 0;
        return {};
    }

    QString shift(const QJsonObject &e)
    {
        RefereeUnit &u = unitOf(e);
        const Hex h = hexOf(e.value(QStringLiteral("hex")));
        if (!alive(u) || HexGrid::distance(*u.hex, h) != 1 || !onBoard(h) || occupied(h)
            || nearestEnemy(u.side, h) <= 2)
            return QStringLiteral("M4: a shift is one hex, never ending within 2 of an enemy");
        u.hex = h;
        return {};
    }

    const Ruleset &mRules;
    int mColumns = 0;
    int mRows = 0;
    QMap<QString, int> mTerrain;
    QMap<int, RefereeUnit> mUnits;
    bool mWithLeaders = false;
    int mSide = 0;
    int mEndedSide = -1;
    QList<int> mByType;
    int mAnyType = 0;
    int mActing = 0;
    Hex mStartedAt;
    bool mMoved = false;
    bool mFired = false;
    bool mFollowedUp = false;
    bool mSecondMade = false;
    int mLastAttacker = 0;
    int mLastTarget = 0;
    Hex mLastTargetWas;
    Hex mFellBackFrom;
    int mRetreatedNow = 0;
    int mFlags = 0;
    QMap<QString, int> mRerolls;
    int mSpent = 0;
    QList<int> mRerolledSide;
    QStringList mRerolledOld;
    QStringList mRerolledNew;
};

} // namespace castellan::test
