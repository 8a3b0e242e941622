// The turn of a Command-dice battle (RULES C3, C10), the units' moves (C5, C6) and the end of the battle.
#include "tacticalbattle.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace castellan {

namespace {

struct TacticalBattleText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalBattle)
    CASTELLAN_KEPT_TEXTS(TacticalBattle)
};

} // namespace

QJsonArray hexPathJson(const QList<Hex> &path)
{
    QJsonArray labels;
    for (const Hex &h : path)
        labels.append(hexLabel(h));
    return labels;
}

int Activation::left() const
{
    int n = anyType;
    for (int k : byType)
        n += k;
    return n;
}

TacticalBattle::TacticalBattle(const Ruleset &rules, TacticalSetup setup)
    : mRules(rules)
    , mSetup(std::move(setup))
    , mUnits(mSetup.units)
    , mSide(mSetup.firstSide == 1 ? 1 : 0)
{
    mStanding = QList<int>(mSetup.board.columns * mSetup.board.rows, -1);
    for (int i = 0; i < mStanding.size(); ++i) {
        std::array<int, Directions> around;
        const auto hexes = HexGrid::neighbours({i % board().columns, i / board().columns});
        for (int d = 0; d < Directions; ++d)
            around[d] = board().contains(hexes[d]) ? cell(hexes[d]) : -1;
        mNeighbours << around;
    }
    mTerrainCost.reserve(mStanding.size());
    for (int i = 0; i < mStanding.size(); ++i)
        mTerrainCost << mRules.terrain[mSetup.board.terrain.value(i, 0)].cost;
    for (const UnitType &type : mRules.units) {
        quint32 mask = 0;
        for (const QString &key : type.defensiveFireFrom)
            mask |= 1u << mRules.unitIndex(key).value_or(0);
        mDefensiveFire << mask;
    }
    for (TacticalMarch &m : mSetup.marches) {
        comeWithMarch(m);
        mMarches.append({m, MarchProgress{m.level, 0, 0, MarchState::Marching}, {}, -1, {}});
        for (const TacticalUnit &u : m.units)
            mWithLeaders = mWithLeaders || u.leader.has_value(); // RULES C3: a battle with leaders, marching or not
    }
    for (int i = 0; i < mUnits.size(); ++i) {
        mWithLeaders = mWithLeaders || mUnits[i].leader.has_value();
        if (mUnits[i].alive() && board().contains(mUnits[i].hex))
            mStanding[cell(mUnits[i].hex)] = i;
    }
    for (const TacticalMarch &m : mSetup.marches) {
        // RULES M2: the commands are noted in the battle's record before any die is rolled.
        say(TacticalBattleText::kept("%1 leads %n unit(s) of %2 on a flank march by the %3 (a %4 general).", nullptr,
                                     int(m.units.size()))
                .arg(m.general.name, sideName(m.side), edgeText(m.edge), levelText(m.level).lower()));
    }
    checkVictory();
}

void TacticalBattle::comeWithMarch(TacticalMarch &march)
{
    // RULES M2, C11: the general leads his command onto the board, on its first counter with no leader of its own.
    const auto leads = [&](const TacticalUnit &u) { return u.leader && u.leader->name == march.general.name; };
    if (march.general.name.isEmpty() || std::any_of(march.units.cbegin(), march.units.cend(), leads))
        return;
    const auto free =
        std::find_if(march.units.begin(), march.units.end(), [](const TacticalUnit &u) { return !u.leader; });
    if (free != march.units.end())
        free->leader = march.general;
}

const TacticalUnit *TacticalBattle::unit(int id) const
{
    for (const TacticalUnit &u : mUnits) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

TacticalUnit *TacticalBattle::mutableUnit(int id)
{
    // Non-const access, so the list detaches from the setup it was copied from before it is written.
    for (TacticalUnit &u : mUnits) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

const TacticalUnit *TacticalBattle::unitAt(const Hex &h) const
{
    if (!board().contains(h))
        return nullptr;
    const int i = mStanding[cell(h)];
    return i >= 0 ? &mUnits[i] : nullptr;
}

void TacticalBattle::place(TacticalUnit &u, const Hex &to)
{
    const int index = int(&u - mUnits.data());
    const Hex from = u.hex;
    if (board().contains(from) && mStanding[cell(from)] == index)
        mStanding[cell(from)] = -1;
    u.hex = to;
    if (u.alive() && board().contains(to))
        mStanding[cell(to)] = index;
    forgetMovesNear(from, to);
    ++mPositions;
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

int TacticalBattle::unitsToWin(int side) const
{
    if (mSetup.unitsToWin[side] > 0)
        return mSetup.unitsToWin[side];
    auto enemies = std::count_if(mSetup.units.cbegin(), mSetup.units.cend(),
                                 [side](const TacticalUnit &u) { return u.side != side; });
    for (const TacticalMarch &m : mSetup.marches)
        enemies += m.side != side ? m.units.size() : 0; // RULES M3: the army, its marches counted
    return std::max(1, int((enemies + 1) / 2));
}

bool TacticalBattle::hasType(int side, int type) const
{
    return std::any_of(mUnits.cbegin(), mUnits.cend(),
                       [=](const TacticalUnit &u) { return u.alive() && u.side == side && u.type == type; });
}

int TacticalBattle::leadersOnBoard(int side) const
{
    return int(std::count_if(mUnits.cbegin(), mUnits.cend(),
                             [side](const TacticalUnit &u) { return u.alive() && u.side == side && u.leader; }));
}

QString TacticalBattle::unitName(const TacticalUnit &u) const
{
    const QString name = TacticalBattleText::tr("%1 %2 at %3")
                             .arg(mSetup.sideNames[u.side], keyText(mRules.units[u.type].key), hexLabel(u.hex));
    return u.leader ? TacticalBattleText::tr("%1 (with %2)").arg(name, u.leader->name) : name;
}

RollText TacticalBattle::unitText(const TacticalUnit &u) const
{
    const RollText name(RollKind::UnitAt,
                        {mSetup.sideNames[u.side], RollText::rulesetKey(mRules.units[u.type].key), hexLabel(u.hex)});
    return u.leader ? RollText(RollKind::UnitWith, {name, u.leader->name}) : name;
}

void TacticalBattle::say(const RollText &text, const QList<int> &faces)
{
    mLog.append({mTurn, mSide, text, faces});
}

void TacticalBattle::record(const QString &event, const QJsonObject &fields)
{
    if (!mLogging)
        return;
    QJsonObject o = fields;
    o.insert(QStringLiteral("event"), event);
    mEvents.append(o);
}

QJsonArray TacticalBattle::faceKeys(const QList<int> &faces) const
{
    QJsonArray keys;
    for (int f : faces)
        keys.append(faceName(mRules, f));
    return keys;
}

RollText TacticalBattle::rollContext(const Roller &roller, const RollText &what) const
{
    if (roller.isQuiet())
        return {};
    const RollText title = mSetup.title.isEmpty() ? RollText(RollKind::BoardBattle) : mSetup.title;
    return RollText(RollKind::BoardTurn, {title, mTurn + 1, what});
}

void TacticalBattle::journal(TacticalStep::Kind kind, int unit, const Hex &hex, bool fallback)
{
    TacticalStep step;
    step.kind = kind;
    step.unit = unit;
    step.hex = hex;
    step.fallback = fallback;
    mJournal.append(step);
    mRollsInStep = 0;
}

QList<int> TacticalBattle::rollDice(const Roller &roller, int count, const RollText &context, qint64 replaces,
                                    qint64 leaderId)
{
    const Roll roll = roller.roll({count, 6, context, leaderId, replaces});
    mLastRollId = roll.id;
    QList<int> faces = roll.faces;
    if (!mJournal.isEmpty())
        mJournal.last().faces += faces;
    return faces;
}

QString TacticalBattle::whyCannotRollActivation() const
{
    if (mPhase == TacticalPhase::Over)
        return TacticalBattleText::tr("The battle is over.");
    if (mPhase != TacticalPhase::Activation)
        return TacticalBattleText::tr("%1 has rolled its activation dice this turn.").arg(sideName(mSide));
    return {};
}

void TacticalBattle::rollActivation(const Roller &roller)
{
    if (!whyCannotRollActivation().isEmpty())
        return;
    journal(TacticalStep::Roll);
    // RULES C3: 3 dice, or 1 + the side's leaders on the board in a battle with leaders.
    const int count = mWithLeaders ? 1 + leadersOnBoard(mSide) : mRules.activationDice;
    const RollText context =
        roller.isQuiet() ? RollText() : rollContext(roller, RollText(RollKind::Activation, {sideName(mSide)}));
    mActivation = {};
    mActivation.byType = QList<int>(mRules.units.size(), 0);
    mActivation.faces = rollDice(roller, count, context);
    offerRerolls(mSide, mActivation.faces, 0, 0, roller); // RULES H2: before C3 re-rolls what activates nothing
    int again = 0;
    for (int f : std::as_const(mActivation.faces)) {
        const Face &face = mRules.faces[std::size_t(f - 1)];
        if (face.kind == Face::Flag)
            ++mActivation.anyType;
        else if (face.kind == Face::Unit && hasType(mSide, face.unitType))
            ++mActivation.byType[face.unitType];
        else if (face.kind == Face::Unit) {
            ++again;
            if (!mActivation.deadTypes.contains(face.unitType))
                mActivation.deadTypes << face.unitType;
        }
    }
    if (again > 0) {
        // Faces of a type the side no longer has are rolled once more; that face now activates nothing.
        mActivation.rerolled =
            rollDice(roller, again,
                     roller.isQuiet() ? RollText()
                                      : rollContext(roller, RollText(RollKind::ActivationReroll, {sideName(mSide)})));
        for (int f : std::as_const(mActivation.rerolled)) {
            const Face &face = mRules.faces[std::size_t(f - 1)];
            if (face.kind == Face::Flag)
                ++mActivation.anyType;
            else if (face.kind == Face::Unit && hasType(mSide, face.unitType))
                ++mActivation.byType[face.unitType];
        }
    }
    if (mLogging)
        say(TacticalBattleText::kept("%1 rolls %2: %3.")
                .arg(sideName(mSide), TacticalBattleText::kept("%n activation die(s)", nullptr, count),
                     TacticalBattleText::kept("%n activation(s)", nullptr, mActivation.left())),
            mActivation.faces + mActivation.rerolled);
    if (mLogging)
        record(QStringLiteral("activation"),
               {{QStringLiteral("side"), mSide},
                {QStringLiteral("faces"), faceKeys(mActivation.faces)},
                {QStringLiteral("rerolled"), faceKeys(mActivation.rerolled)}});
    mPhase = TacticalPhase::Choose;
}

bool TacticalBattle::canActivate(int unitId) const
{
    const TacticalUnit *u = unit(unitId);
    return u && canActivate(*u);
}

bool TacticalBattle::canActivate(const TacticalUnit &u) const
{
    return mPhase == TacticalPhase::Choose && u.alive() && u.side == mSide && !u.isShaken() && !u.activated
        && (mActivation.byType.value(u.type) > 0 || mActivation.anyType > 0);
}

QString TacticalBattle::whyCannotActivate(int unitId) const
{
    if (canActivate(unitId))
        return {};
    const TacticalUnit *u = unit(unitId);
    if (mPhase != TacticalPhase::Choose)
        return mPhase == TacticalPhase::Activation
            ? TacticalBattleText::tr("Roll the activation dice first (RULES C3).")
            : TacticalBattleText::tr("Another unit is acting: end its activation first.");
    if (!u || !u->alive() || u->side != mSide)
        return TacticalBattleText::tr("Only a unit of %1 still on the board may be activated.").arg(sideName(mSide));
    if (u->isShaken())
        return TacticalBattleText::tr("A shaken unit cannot be activated (RULES C10).");
    if (u->activated)
        return TacticalBattleText::tr("This unit has acted this turn.");
    if (mActivation.byType.value(u->type) == 0 && mActivation.anyType == 0)
        return TacticalBattleText::tr("No face of the activation roll activates %1 (RULES C3).")
            .arg(keyText(mRules.units[u->type].key));
    return {};
}

void TacticalBattle::activate(int unitId)
{
    if (!whyCannotActivate(unitId).isEmpty())
        return;
    journal(TacticalStep::Activate, unitId);
    TacticalUnit &u = *mutableUnit(unitId);
    if (mActivation.byType[u.type] > 0)
        --mActivation.byType[u.type];
    else
        --mActivation.anyType; // a flag activates any type
    u.activated = true;
    u.moved = u.fired = false;
    u.startedAt = u.hex;
    mActing = unitId;
    mSecondAttackMade = mFollowedUpRetreat = false;
    mPhase = TacticalPhase::Act;
    if (mLogging)
        say(TacticalBattleText::kept("%1 is activated.").arg(unitText(u)));
    if (mLogging)
        record(QStringLiteral("activate"), {{QStringLiteral("unit"), unitId}});
}

void TacticalBattle::endActivation()
{
    if (mPhase == TacticalPhase::Over)
        return;
    journal(TacticalStep::EndActivation);
    closeActivation();
}

void TacticalBattle::closeActivation()
{
    if (mPhase == TacticalPhase::Over)
        return;
    mActing = 0;
    mPhase = TacticalPhase::Choose;
}

void TacticalBattle::endTurn()
{
    if (mPhase == TacticalPhase::Over || mPhase == TacticalPhase::MarchRolls || mPhase == TacticalPhase::Arrival
        || mPhase == TacticalPhase::Shift)
        return;
    journal(TacticalStep::EndTurn);
    if (mLogging) {
        record(QStringLiteral("end_turn"), {{QStringLiteral("side"), mSide}});
        say(TacticalBattleText::kept("%1 ends its turn.").arg(sideName(mSide)));
    }
    for (TacticalUnit &u : mUnits) {
        if (u.side == mSide && u.shakenUntil == mTurn) {
            u.shakenUntil = -1; // RULES C10: at the end of its side's next turn
            if (mLogging)
                record(QStringLiteral("steady"), {{QStringLiteral("unit"), u.id}});
            if (mLogging && u.alive())
                say(TacticalBattleText::kept("%1 is no longer shaken (RULES C10).").arg(unitText(u)));
        }
        u.activated = false;
    }
    mArtilleryReturned.clear();
    mActing = 0;
    const bool gameTurnOver = mSide != (mSetup.firstSide == 1 ? 1 : 0);
    ++mTurn;
    mSide = 1 - mSide;
    mPhase = TacticalPhase::Activation;
    if (gameTurnOver)
        afterGameTurn(); // RULES M3: both sides have played
}

void TacticalBattle::withdraw(int side)
{
    if (mPhase == TacticalPhase::Over)
        return;
    journal(TacticalStep::Withdraw, side);
    if (mLogging)
        say(TacticalBattleText::kept("%1 withdraws from the field.").arg(sideName(side)));
    mWinner = 1 - side;
    mPhase = TacticalPhase::Over;
    endMarches();
}

void TacticalBattle::checkVictory()
{
    for (int s = 0; s < 2 && mWinner < 0; ++s) {
        const bool enemyLeft = std::any_of(mUnits.cbegin(), mUnits.cend(),
                                           [s](const TacticalUnit &u) { return u.alive() && u.side != s; });
        if (mEliminated[s] >= unitsToWin(s) || !enemyLeft)
            mWinner = s;
    }
    if (mWinner >= 0) {
        mPhase = TacticalPhase::Over;
        mActing = 0;
        endMarches();
        if (mLogging)
            say(TacticalBattleText::kept("%1 wins the battle.").arg(sideName(mWinner)));
    }
}

const QList<quint32> &TacticalBattle::threats(int side) const
{
    ThreatCache &cache = mThreats[std::size_t(side & 1)];
    if (cache.positions == mPositions)
        return cache.cells;
    cache.cells.fill(0, mStanding.size());
    for (const TacticalUnit &e : mUnits) {
        if (!e.alive() || e.side == side)
            continue;
        for (int n : mNeighbours[cell(e.hex)]) {
            if (n >= 0)
                cache.cells[n] |= 1u << e.type;
        }
    }
    cache.positions = mPositions;
    return cache.cells;
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
        return TacticalBattleText::tr("Activate a unit first (RULES C3).");
    if (u->moved || u->fired)
        return TacticalBattleText::tr("This unit has moved or fired in this activation.");
    const QList<Move> all = moves();
    if (std::none_of(all.cbegin(), all.cend(), [&](const Move &m) { return m.hex == to; }))
        return TacticalBattleText::tr("%1 cannot reach %2 this activation (RULES C5, C6).")
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
        say(TacticalBattleText::kept("%1 moves from %2 to %3.")
                .arg(keyText(mRules.units[u.type].key), hexLabel(from), hexLabel(to)));
}

} // namespace castellan
