// The units' moves on the board of a Command-dice battle (RULES C5, C6): who stands where, the enemies beside each
// hex, the cheapest way to each hex, and the moves kept for the automatic player.
#include "tacticalbattle.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace castellan {

namespace {

struct TacticalMovementText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalBattle)
    CASTELLAN_KEPT_TEXTS(TacticalBattle)
};

} // namespace

void TacticalBattle::place(TacticalUnit &u, const Hex &to)
{
    const int index = int(&u - mUnits.data());
    const Hex from = u.hex;
    if (board().contains(from) && mStanding[cell(from)] == index) {
        mStanding[cell(from)] = -1;
        countThreats(index, cell(from), -1);
    }
    u.hex = to;
    if (u.alive() && board().contains(to)) {
        mStanding[cell(to)] = index;
        countThreats(index, cell(to), 1);
    }
    forgetMovesNear(from, to);
}

void TacticalBattle::countThreats(int index, int at, int change)
{
    const TacticalUnit &u = mUnits.at(index);
    const int side = u.side == 0 ? 1 : 0; // whom it threatens
    const qsizetype types = mRules.units.size();
    const quint32 bit = 1u << u.type;
    for (const int n : mNeighbours.at(at)) {
        if (n < 0)
            continue;
        quint8 &count = mThreatCount[side][n * types + u.type];
        count = quint8(count + change);
        if (count > 0)
            mThreats[side][n] |= bit;
        else
            mThreats[side][n] &= ~bit;
    }
}

void TacticalBattle::forgetMovesNear(const Hex &from, const Hex &to)
{
    // A unit's search reads who stands on each hex its move reaches, and whose fire reaches each (RULES C5, C6):
    // nothing further than its move and one hex.
    for (qsizetype i = 0; i < mMoves.size(); ++i) {
        if (!mMoves.at(i).known)
            continue;
        const TacticalUnit &u = mUnits.at(i);
        const int near = mRules.units[u.type].move + 1;
        if (HexGrid::distance(u.hex, from) <= near || HexGrid::distance(u.hex, to) <= near)
            mMoves[i].known = false;
    }
}

const QList<quint32> &TacticalBattle::threats(int side) const
{
    return mThreats[std::size_t(side & 1)];
}

inline int TacticalBattle::enterCost(int type, int cellIndex, quint32 threat) const
{
    // RULES C5, C6. Reading: defensive fire makes a hex cost 2 to enter, as woods do; the two do not add up.
    const int terrain = mTerrainCost.constData()[cellIndex];
    if (threat & mDefensiveFire.constData()[type])
        return std::max(terrain, mRules.defensiveFireCost);
    return terrain;
}

QList<TacticalBattle::Move> TacticalBattle::moves() const
{
    const TacticalUnit *u = unit(mActing);
    if (mPhase != TacticalPhase::Act || !u || u->moved || u->fired)
        return {};
    return movesOf(*u);
}

const QList<int> &TacticalBattle::cheapest(const TacticalUnit &u, QList<int> *from) const
{
    const UnitType &type = mRules.units[u.type];
    const QList<quint32> &threat = threats(u.side);
    // Dijkstra over the board's cells, with a bucket for each cost (Dial's). Every hex costs 1 or more to enter
    // (ruleset.cpp), so a bucket is whole before it is taken; taken in cell order, it goes as the binary heap of
    // (cost, cell) went, and the same path is chosen among equally cheap ones.
    QList<int> &best = mCheapest;
    best.fill(std::numeric_limits<int>::max(), mStanding.size());
    if (from)
        *from = QList<int>(mStanding.size(), -1);
    mReached = 0;
    mBuckets.resize(std::size_t(type.move) + 1);
    for (std::vector<int> &bucket : mBuckets)
        bucket.clear();
    // Raw pointers: the lists are not shared here, and their checks cost as much as the search.
    int *const cheapestAt = best.data();
    const int *const standing = mStanding.constData();
    const quint32 *const threatAt = threat.constData();
    const std::array<int, Directions> *const around = mNeighbours.constData();
    cheapestAt[cell(u.hex)] = 0;
    mBuckets[0].push_back(cell(u.hex));
    for (int cost = 0; cost <= type.move; ++cost) {
        std::vector<int> &bucket = mBuckets[std::size_t(cost)];
        if (from)
            std::sort(bucket.begin(), bucket.end()); // the costs come out the same in any order; the paths not
        for (const int at : bucket) {
            if (cheapestAt[at] != cost)
                continue; // reached more cheaply since
            for (const int n : around[at]) {
                if (n < 0 || standing[n] >= 0)
                    continue;
                if (!type.mayMoveAdjacentToEnemy && threatAt[n] != 0)
                    continue; // artillery never moves adjacent to an enemy (RULES C2)
                const int next = cost + enterCost(u.type, n, threatAt[n]);
                if (next > type.move || cheapestAt[n] <= next)
                    continue;
                mReached += cheapestAt[n] == std::numeric_limits<int>::max();
                cheapestAt[n] = next;
                if (from)
                    (*from)[n] = at;
                mBuckets[std::size_t(next)].push_back(n);
            }
        }
    }
    return best;
}

QList<TacticalBattle::Move> TacticalBattle::movesOf(const TacticalUnit &u) const
{
    // Only a unit of this battle's own list is cached; std::less orders pointers into other arrays too.
    const TacticalUnit *first = mUnits.constData();
    const bool ours = !std::less<>()(&u, first) && std::less<>()(&u, first + mUnits.size());
    const qsizetype index = ours ? &u - first : -1;
    if (ours && index < mMoves.size() && mMoves.at(index).known)
        return mMoves.at(index).moves;
    const QList<int> &best = cheapest(u, nullptr);
    // Column by column, each from the top, as the board is read; a step changes the row or the column by one at most,
    // so nothing beyond the unit's move in either is reached.
    QList<Move> result;
    result.reserve(mReached);
    const int move = mRules.units[u.type].move;
    const int lastColumn = std::min(board().columns - 1, u.hex.col + move);
    const int lastRow = std::min(board().rows - 1, u.hex.row + move);
    for (int c = std::max(0, u.hex.col - move); c <= lastColumn; ++c) {
        for (int r = std::max(0, u.hex.row - move); r <= lastRow; ++r) {
            const int at = r * board().columns + c;
            if (best[at] != std::numeric_limits<int>::max() && Hex{c, r} != u.hex)
                result.append({{c, r}, best[at]});
        }
    }
    if (ours) {
        if (mMoves.size() < mUnits.size())
            mMoves.resize(mUnits.size());
        mMoves[index] = {result, true};
    }
    return result;
}

QList<Hex> TacticalBattle::pathOf(const TacticalUnit &u, const Hex &to, int *cost) const
{
    QList<int> from;
    const QList<int> &best = cheapest(u, &from);
    if (!board().contains(to) || to == u.hex || best[cell(to)] == std::numeric_limits<int>::max())
        return {};
    if (cost)
        *cost = best[cell(to)];
    QList<Hex> path;
    for (int at = cell(to); at != cell(u.hex); at = from[at])
        path.prepend({at % board().columns, at / board().columns});
    return path;
}

QString TacticalBattle::whyCannotMove(const Hex &to) const
{
    const TacticalUnit *u = unit(mActing);
    if (mPhase != TacticalPhase::Act || !u)
        return TacticalMovementText::tr("Activate a unit first (RULES C3).");
    if (u->moved || u->fired)
        return TacticalMovementText::tr("This unit has moved or fired in this activation.");
    const QList<Move> all = moves();
    if (std::none_of(all.cbegin(), all.cend(), [&](const Move &m) { return m.hex == to; }))
        return TacticalMovementText::tr("%1 cannot reach %2 this activation (RULES C5, C6).")
            .arg(keyText(mRules.units[u->type].key), hexLabel(to));
    return {};
}

void TacticalBattle::move(const Hex &to)
{
    if (!whyCannotMove(to).isEmpty())
        return;
    journal(TacticalStep::Move, 0, to);
    TacticalUnit &u = *mutableUnit(mActing);
    const Hex from = u.hex;
    if (mLogging) {
        int cost = 0;
        const QList<Hex> path = pathOf(u, to, &cost);
        record(QStringLiteral("move"),
               {{QStringLiteral("unit"), u.id},
                {QStringLiteral("path"), hexPathJson(path)},
                {QStringLiteral("cost"), cost}});
    }
    place(u, to);
    u.moved = true;
    if (mLogging)
        say(TacticalMovementText::kept("%1 moves from %2 to %3.")
                .arg(keyText(mRules.units[u.type].key), hexLabel(from), hexLabel(to)));
}

} // namespace castellan
