#include "autoplayer.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace castellan {

AutoPlayer::AutoPlayer(const Ruleset &rules, AutoStyle style)
    : mRules(rules)
    , mUnitWeight(style == AutoStyle::Decisive ? DecisiveUnitWeight : 0.0)
{
    int terrainDice = 0;
    for (const TerrainType &t : rules.terrain)
        terrainDice = std::max(terrainDice, t.dice);
    for (const UnitType &u : rules.units) {
        mMaxFigures = std::max(mMaxFigures, u.figures);
        for (int d : u.fire)
            mMaxDice = std::max(mMaxDice, d + terrainDice);
        mMaxReach = std::max(mMaxReach, u.reach());
    }
    mLeastFire.assign(std::size_t(mMaxReach + 1) * rules.units.size() * rules.units.size()
                          * std::size_t(mMaxFigures + 1),
                      std::numeric_limits<double>::quiet_NaN());
    mOdds.resize(std::size_t(mMaxDice + 1) * rules.units.size() * std::size_t(mMaxFigures + 1) * rules.terrain.size());
}

const AutoPlayer::Expectation &AutoPlayer::odds(int dice, int targetType, int figures, int terrain) const
{
    const std::size_t at =
        ((std::size_t(dice) * mRules.units.size() + targetType) * std::size_t(mMaxFigures + 1) + figures)
            * mRules.terrain.size()
        + terrain;
    Expectation &e = mOdds[at];
    if (!e.known) {
        const AttackOdds o = attackOdds(mRules, dice, targetType, figures, terrain);
        e = {o.expectedLosses, o.pDislodge, o.pEliminate, true};
    }
    return e;
}

double AutoPlayer::attackValue(const TacticalBattle &b, const TacticalUnit &attacker, const Hex &from,
                               const TacticalUnit &target) const
{
    const int range = HexGrid::distance(from, target.hex);
    const int targetGround = b.board().terrainAt(target.hex);
    const int dice = attackDice(mRules, attacker.type, range, targetGround);
    const Expectation &hit = odds(dice, target.type, target.figures, targetGround);
    double value = hit.losses + mUnitWeight * hit.pEliminate;
    const UnitType &targetType = mRules.units[target.type];
    int back = 0;
    double chance = 0;
    if (range == 1) {
        back = attackDice(mRules, target.type, 1, b.board().terrainAt(from)); // RULES C8: it fires back if it stays
        chance = 1.0 - hit.pDislodge;
    } else if (targetType.returnsFireAtRange && targetType.diceAt(range) > 0) {
        back = attackDice(mRules, target.type, range, b.board().terrainAt(from));
        chance = 1.0 - hit.pEliminate;
    }
    if (back > 0) {
        const Expectation &fire = odds(back, attacker.type, attacker.figures, b.board().terrainAt(from));
        value -= chance * (fire.losses + mUnitWeight * fire.pEliminate);
    }
    return value;
}

bool AutoPlayer::fallsBack(const TacticalBattle &b, int attackerId, int targetId) const
{
    Q_UNUSED(attackerId);
    if (!b.mayFallBack(targetId))
        return false;
    const TacticalUnit &t = *b.unit(targetId);
    const int ground = b.board().terrainAt(t.hex);
    return odds(b.diceAgainst(targetId, true), t.type, t.figures, ground).losses
        < odds(b.diceAgainst(targetId, false), t.type, t.figures, ground).losses;
}

namespace {

/** The units on the board against `side`, in the battle's order, in `enemies`. */
void findEnemies(const TacticalBattle &b, int side, std::vector<const TacticalUnit *> &enemies)
{
    enemies.clear();
    for (const TacticalUnit &t : b.units()) {
        if (t.alive() && t.side != side)
            enemies.push_back(&t);
    }
}

} // namespace

std::optional<AutoPlayer::Plan> AutoPlayer::bestAttack(const TacticalBattle &b) const
{
    std::optional<Plan> best;
    std::vector<const TacticalUnit *> &enemies = mEnemies;
    findEnemies(b, b.side(), enemies);
    std::vector<const TacticalUnit *> &near = mNear; // the enemies a unit could reach from where it may move
    auto consider = [&](const TacticalUnit &u, const UnitType &type, const std::optional<Hex> &place,
                        const std::vector<const TacticalUnit *> &targets) {
        const Hex from = place.value_or(u.hex);
        for (const TacticalUnit *enemy : targets) {
            const TacticalUnit &t = *enemy;
            if (type.diceAt(HexGrid::distance(from, t.hex)) == 0)
                continue;
            const double value = attackValue(b, u, from, t);
            if (!best || value > best->value + 1e-12)
                best = Plan{u.id, place, t.id, value};
        }
    };
    for (const TacticalUnit &u : b.units()) {
        if (!b.canActivate(u))
            continue;
        const UnitType &type = mRules.units[u.type];
        // Each hex entered costs 1 or more: no hex it reaches is nearer an enemy than its move allows.
        near.clear();
        for (const TacticalUnit *t : enemies) {
            if (HexGrid::distance(u.hex, t->hex) <= type.move + type.reach())
                near.push_back(t);
        }
        consider(u, type, std::nullopt, near);
        if (!type.firesAfterMoving || near.empty())
            continue;
        findWorthMoving(b, u, type, best ? best->value + 1e-12 : -std::numeric_limits<double>::infinity());
        if (!mWorthMoving.empty()) {
            for (const TacticalBattle::Move &move : b.movesOf(u))
                consider(u, type, move.hex, mWorthMoving);
        }
    }
    return best;
}

std::optional<AutoPlayer::Plan> AutoPlayer::bestApproach(const TacticalBattle &b) const
{
    std::vector<const TacticalUnit *> &enemies = mEnemies;
    findEnemies(b, b.side(), enemies);
    auto nearest = [&](const Hex &from) {
        int d = std::numeric_limits<int>::max();
        for (const TacticalUnit *t : enemies)
            d = std::min(d, HexGrid::distance(from, t->hex));
        return d;
    };
    std::optional<Plan> best;
    int bestGain = 0;
    for (const TacticalUnit &u : b.units()) {
        if (!b.canActivate(u))
            continue;
        const int now = nearest(u.hex);
        // Each hex entered costs 1 or more, and no unit enters an enemy's hex: nothing it reaches gains more.
        if (std::min(mRules.units[u.type].move, now - 1) <= bestGain)
            continue;
        for (const TacticalBattle::Move &move : b.movesOf(u)) {
            const int gain = now - nearest(move.hex);
            if (gain > bestGain) {
                bestGain = gain;
                best = Plan{u.id, move.hex, 0, 0};
            }
        }
    }
    return best;
}

double AutoPlayer::leastReturnFire(const TacticalUnit &u, const TacticalUnit &t, int range,
                                   const Expectation &hit) const
{
    // As attackValue() takes it off, from whichever ground costs the attacker least.
    const UnitType &targetType = mRules.units[t.type];
    double chance = 0;
    if (range == 1)
        chance = 1.0 - hit.pDislodge;
    else if (targetType.returnsFireAtRange && targetType.diceAt(range) > 0)
        chance = 1.0 - hit.pEliminate;
    else
        return 0;
    // chance * x rises with x, rounding included: the least of chance * x is chance * (the least x).
    return chance * leastFire(t.type, range, u.type, u.figures);
}

double AutoPlayer::leastFire(int shooterType, int range, int targetType, int figures) const
{
    const std::size_t at =
        ((std::size_t(shooterType) * std::size_t(mMaxReach + 1) + std::size_t(range)) * mRules.units.size()
         + std::size_t(targetType))
            * std::size_t(mMaxFigures + 1)
        + std::size_t(figures);
    double &least = mLeastFire[at];
    if (!std::isnan(least))
        return least;
    least = std::numeric_limits<double>::infinity();
    for (int ground = 0; ground < int(mRules.terrain.size()); ++ground) {
        const int back = attackDice(mRules, shooterType, range, ground);
        if (back <= 0)
            return least = 0;
        const Expectation &fire = odds(back, targetType, figures, ground);
        least = std::min(least, fire.losses + mUnitWeight * fire.pEliminate);
    }
    return least;
}

void AutoPlayer::findWorthMoving(const TacticalBattle &b, const TacticalUnit &u, const UnitType &type,
                                 double above) const
{
    // Return fire only takes from an attack's value, and a move changes the range by no more than the unit's move.
    mWorthMoving.clear();
    for (const TacticalUnit *t : mNear) {
        const int d = HexGrid::distance(u.hex, t->hex);
        const int ground = b.board().terrainAt(t->hex);
        for (int range = std::max(1, d - type.move); range <= std::min(type.reach(), d + type.move); ++range) {
            if (type.diceAt(range) == 0)
                continue;
            const Expectation &hit = odds(attackDice(mRules, u.type, range, ground), t->type, t->figures, ground);
            if (hit.losses + mUnitWeight * hit.pEliminate - leastReturnFire(u, *t, range, hit) > above) {
                mWorthMoving.push_back(t);
                break;
            }
        }
    }
}

int AutoPlayer::bestTarget(const TacticalBattle &b, double *value) const
{
    const TacticalUnit *u = b.unit(b.acting());
    int best = 0;
    double bestValue = -std::numeric_limits<double>::infinity();
    for (int id : b.targets()) {
        const double v = attackValue(b, *u, u->hex, *b.unit(id));
        if (v > bestValue + 1e-12) {
            bestValue = v;
            best = id;
        }
    }
    if (value)
        *value = bestValue;
    return best;
}

void AutoPlayer::attack(TacticalBattle &b, int targetId, const Roller &roller)
{
    // The other side answers a fallback: its own player when it has one, else as this player would.
    std::optional<QList<Hex>> fallback;
    if (b.mayFallBack(targetId)) {
        fallback = mChooser                      ? mChooser(b, b.acting(), targetId)
            : fallsBack(b, b.acting(), targetId) ? std::optional<QList<Hex>>(QList<Hex>())
                                                 : std::nullopt;
    }
    b.attack(targetId, fallback.has_value(), roller, fallback.value_or(QList<Hex>()));
    finishActivation(b, roller);
}

void AutoPlayer::finishActivation(TacticalBattle &b, const Roller &roller)
{
    if (b.phase() == TacticalPhase::FollowUp) {
        const QList<int> followers = b.followers();
        if (followers.contains(b.acting()))
            b.followUp(b.acting());
        else
            b.skip();
    }
    if (b.phase() == TacticalPhase::ExtraHex) {
        // The hex from which its second attack is worth most, or none when staying is as good.
        double stay = 0;
        bestTarget(b, &stay);
        const TacticalUnit &u = *b.unit(b.acting());
        std::optional<Hex> best;
        double bestValue = b.targets().isEmpty() ? -std::numeric_limits<double>::infinity() : stay;
        for (const Hex &h : b.extraHexes()) {
            for (const TacticalUnit &t : b.units()) {
                if (t.alive() && t.side != u.side && HexGrid::distance(h, t.hex) == 1) {
                    const double v = attackValue(b, u, h, t);
                    if (v > bestValue + 1e-12) {
                        bestValue = v;
                        best = h;
                    }
                }
            }
        }
        if (best)
            b.extraHex(*best);
        else
            b.skip();
    }
    if (b.phase() == TacticalPhase::SecondAttack) {
        if (const int target = bestTarget(b))
            attack(b, target, roller);
        else
            b.skip();
    }
    if (b.phase() == TacticalPhase::Act)
        b.endActivation();
}

void AutoPlayer::playFlank(TacticalBattle &b, const Roller &roller)
{
    while (playFlankStep(b, roller)) { }
}

bool AutoPlayer::playFlankStep(TacticalBattle &b, const Roller &roller)
{
    switch (b.phase()) {
    case TacticalPhase::MarchRolls: b.rollMarches(roller); return true;
    case TacticalPhase::Shift: b.endShift(); return true;
    case TacticalPhase::Arrival: {
        const int id = b.unitsToPlace().value(0);
        const QList<Hex> hexes = b.arrivalHexes(id);
        auto nearest = [&](const Hex &h) {
            int best = 1 << 20;
            for (const TacticalUnit &e : b.units()) {
                if (e.alive() && e.side != b.placingSide())
                    best = std::min(best, HexGrid::distance(e.hex, h));
            }
            return best;
        };
        const auto at = std::min_element(hexes.cbegin(), hexes.cend(),
                                         [&](const Hex &x, const Hex &y) { return nearest(x) < nearest(y); });
        if (at == hexes.cend())
            return false; // the engine gives a side with no room no turn to place
        b.placeArrival(id, *at);
        return true;
    }
    default: return false;
    }
}

void AutoPlayer::playTurn(TacticalBattle &b, const Roller &roller)
{
    if (b.phase() == TacticalPhase::Act) {
        // Taken over in the middle of an activation: the unit attacks where it stands, if it can.
        if (const int target = bestTarget(b))
            attack(b, target, roller);
    }
    finishActivation(b, roller);
    playFlank(b, roller);
    if (b.phase() == TacticalPhase::Activation)
        b.rollActivation(roller);
    while (b.phase() == TacticalPhase::Choose && b.activation().left() > 0) {
        std::optional<Plan> plan = bestAttack(b);
        if (!plan)
            plan = bestApproach(b);
        if (!plan)
            break;
        b.activate(plan->unit);
        if (plan->moveTo)
            b.move(*plan->moveTo);
        if (plan->target && b.phase() == TacticalPhase::Act)
            attack(b, plan->target, roller);
        if (b.phase() == TacticalPhase::Act)
            b.endActivation();
    }
    if (b.phase() != TacticalPhase::Over)
        b.endTurn();
}

namespace {

bool activatesNothing(const TacticalBattle &b, int side, int face)
{
    const Face &f = b.rules().faces[std::size_t(face - 1)];
    if (f.kind == Face::Flag)
        return false;
    if (f.kind == Face::Swords)
        return true;
    bool has = false;
    for (const TacticalUnit &u : b.units()) {
        if (u.alive() && u.side == side && u.type == f.unitType && b.board().contains(u.hex)) {
            if (!u.isShaken() && !u.activated)
                return false;
            has = true;
        }
    }
    return has;
}

bool scoresNothing(const Ruleset &rules, int face, int targetType, int terrain)
{
    const AttackResult r = readAttack(rules, {face}, targetType, terrain);
    return r.hits == 0 && r.flags == 0;
}

} // namespace

std::optional<TacticalReroll> computerReroll(const TacticalBattle &battle, const RerollOffer &offer)
{
    const TacticalUnit *target = battle.unit(offer.target);
    if (offer.target != 0 && !target)
        return std::nullopt;
    const int terrain = target ? battle.board().terrainAt(target->hex) : 0;
    if (target && readAttack(battle.rules(), offer.faces, target->type, terrain).hits >= target->figures)
        return std::nullopt;
    for (int die = 0; die < offer.faces.size(); ++die) {
        const int face = offer.faces[die];
        if (target ? scoresNothing(battle.rules(), face, target->type, terrain)
                   : activatesNothing(battle, offer.side, face))
            return TacticalReroll{offer.roll, offer.holders.front(), die};
    }
    return std::nullopt;
}

int playAutomatically(TacticalBattle &battle, const Roller &roller, AutoStyle style, const std::atomic<bool> *stop)
{
    for (int side = 0; side < 2; ++side) {
        if (!battle.rerollChooser(side))
            battle.setRerollChooser(side, computerReroll);
    }
    AutoPlayer player(battle.rules(), style);
    while (battle.phase() != TacticalPhase::Over) {
        if (battle.turn() >= MaxAutomaticTurns) {
            // Reading: a battle no side can finish ends with the one that has done less giving up the field;
            // at a tie, side 0 (the top edge).
            const int weaker = battle.unitsEliminatedBy(0) < battle.unitsEliminatedBy(1) ? 0
                : battle.unitsEliminatedBy(1) < battle.unitsEliminatedBy(0)              ? 1
                                                                                         : 0;
            battle.withdraw(weaker);
            break;
        }
        if (stop && stop->load())
            return -1;
        player.playTurn(battle, roller);
    }
    return battle.winner();
}

int playOn(TacticalBattle &battle, const Roller &roller)
{
    AutoPlayer player(battle.rules());
    return playOn(battle, roller, player);
}

int playOn(TacticalBattle &battle, const Roller &roller, AutoPlayer &player)
{
    while (battle.phase() != TacticalPhase::Over && battle.turn() < MaxAutomaticTurns) {
        const qint64 steps = battle.steps();
        player.playTurn(battle, roller);
        if (battle.steps() == steps)
            break; // nothing the player may do: undecided rather than a loop
    }
    return battle.winner();
}

std::optional<FlankChoice> chooseFlankMarch(const TacticalSetup &setup, int side, const QList<FlankOption> &options)
{
    const int own = int(std::count_if(setup.units.cbegin(), setup.units.cend(),
                                      [side](const TacticalUnit &u) { return u.side == side; }));
    const int quarter = own / 4;
    const FlankOption *best = nullptr;
    for (const FlankOption &o : options) {
        if (o.level < GeneralLevel::Good || o.counters.isEmpty())
            continue;
        if (!best || o.level > best->level)
            best = &o;
    }
    if (!best || quarter < 1)
        return std::nullopt;
    int near[2] = {0, 0};
    for (const TacticalUnit &u : setup.units) {
        if (u.side == side)
            continue;
        near[0] += u.hex.col < 3;
        near[1] += u.hex.col >= setup.board.columns - 3;
    }
    FlankChoice choice;
    choice.leaderId = best->leaderId;
    choice.counters = best->counters.mid(0, quarter);
    const FlankEdge first = edgeAtFirstColumn(side); // RULES M2: the side's own left or right
    const FlankEdge last = first == FlankEdge::Left ? FlankEdge::Right : FlankEdge::Left;
    choice.edge = near[1] < near[0] ? last : first;
    return choice;
}

} // namespace castellan
