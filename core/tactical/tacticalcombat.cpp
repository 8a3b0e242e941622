// The attacks of a Command-dice battle (RULES C4, C7-C9, C11): dice, hits and flags, retreats, the cavalry's
// fallback, follow up and second attacks, return fire, and the survival of a leader whose unit is eliminated.
#include "tacticalbattle.h"

#include "i18n/rollkinds.h"
#include "rules/leaderrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {

struct TacticalCombatText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalBattle)
    CASTELLAN_KEPT_TEXTS(TacticalBattle)
};

} // namespace

const TacticalUnit *TacticalBattle::attackerNow() const
{
    const TacticalUnit *u = unit(mActing);
    const bool second = mPhase == TacticalPhase::SecondAttack;
    if (!u || (mPhase != TacticalPhase::Act && !second) || (u->fired && !second))
        return nullptr;
    if (!mRules.units[u->type].firesAfterMoving && u->moved)
        return nullptr; // artillery cannot move and fire in one turn (RULES C2)
    return u;
}

bool TacticalBattle::isTargetOf(const TacticalUnit &u, const TacticalUnit &t) const
{
    const int range = HexGrid::distance(u.hex, t.hex);
    // RULES C8 (reading): a second attack, cavalry's or infantry's, is on an enemy now adjacent.
    return t.alive() && t.side != u.side && mRules.units[u.type].diceAt(range) > 0
        && (mPhase != TacticalPhase::SecondAttack || range == 1);
}

QList<int> TacticalBattle::targets() const
{
    const TacticalUnit *u = attackerNow();
    if (!u)
        return {};
    QList<int> result;
    for (const TacticalUnit &t : mUnits) {
        if (isTargetOf(*u, t))
            result << t.id;
    }
    return result;
}

QString TacticalBattle::whyCannotAttack(int targetId) const
{
    const TacticalUnit *attacker = attackerNow();
    const TacticalUnit *target = unit(targetId);
    if (attacker && target && isTargetOf(*attacker, *target))
        return {};
    const TacticalUnit *u = unit(mActing);
    if (!u)
        return TacticalCombatText::tr("Activate a unit first (RULES C3).");
    if (!mRules.units[u->type].firesAfterMoving && u->moved)
        return TacticalCombatText::tr("Artillery cannot move and fire in one turn (RULES C2).");
    if (u->fired && mPhase != TacticalPhase::SecondAttack)
        return TacticalCombatText::tr("This unit has attacked in this activation.");
    return TacticalCombatText::tr("That target is not an enemy within %1's reach (RULES C2).")
        .arg(keyText(mRules.units[u->type].key));
}

bool TacticalBattle::mayFallBack(int targetId) const
{
    const TacticalUnit *u = unit(mActing);
    const TacticalUnit *t = unit(targetId);
    // RULES C9: cavalry attacked from an adjacent hex by infantry, or by any non-cavalry unit; with no free hex
    // farther from the attacker it may not fall back.
    return u && t && mRules.units[t->type].fallsBack && !mRules.units[u->type].fallsBack
        && HexGrid::distance(u->hex, t->hex) == 1 && !fallBackSteps(*t, t->hex, u->hex).isEmpty();
}

QList<Hex> TacticalBattle::fallBackReach(int targetId) const
{
    if (!mayFallBack(targetId))
        return {};
    const TacticalUnit &t = *unit(targetId);
    const Hex attacker = unit(mActing)->hex;
    QList<Hex> reach;
    QList<Hex> frontier{t.hex};
    for (int step = 0; step < MaxFallBack; ++step) {
        QList<Hex> next;
        for (const Hex &from : std::as_const(frontier)) {
            for (const Hex &h : fallBackSteps(t, from, attacker)) {
                if (!reach.contains(h)) {
                    reach << h;
                    next << h;
                }
            }
        }
        frontier = next;
    }
    return reach;
}

QString TacticalBattle::whyCannotFallBackAlong(int targetId, const QList<Hex> &path) const
{
    if (!mayFallBack(targetId))
        return TacticalCombatText::tr("Only cavalry attacked from an adjacent hex by a unit that is not cavalry, with "
                                      "a free hex farther from the attacker, may fall back (RULES C9).");
    if (path.isEmpty() || path.size() > MaxFallBack)
        return TacticalCombatText::tr("Cavalry falls back 1 to 3 hexes (RULES C9).");
    const TacticalUnit &t = *unit(targetId);
    const Hex attacker = unit(mActing)->hex;
    Hex at = t.hex;
    for (const Hex &h : path) {
        if (!fallBackSteps(t, at, attacker).contains(h))
            return TacticalCombatText::tr("Each hex of a fallback is a free hex next to the last, farther from the "
                                          "attacker (RULES C9): %1 is not.")
                .arg(hexLabel(h));
        at = h;
    }
    return {};
}

QList<QList<Hex>> TacticalBattle::fallBackPaths(int targetId) const
{
    if (!mayFallBack(targetId))
        return {};
    const TacticalUnit &t = *unit(targetId);
    const Hex attacker = unit(mActing)->hex;
    QList<QList<Hex>> paths;
    QList<QList<Hex>> frontier{{}};
    for (int step = 0; step < MaxFallBack; ++step) {
        QList<QList<Hex>> next;
        for (const QList<Hex> &path : std::as_const(frontier)) {
            for (const Hex &h : fallBackSteps(t, path.isEmpty() ? t.hex : path.last(), attacker))
                next << (QList<Hex>(path) << h);
        }
        paths << next;
        frontier = next;
    }
    return paths;
}

QList<Hex> TacticalBattle::defaultFallBack(int targetId) const
{
    if (!mayFallBack(targetId))
        return {};
    // RULES C9 (reading): by default as far as it can go, each step farther from the attacker, toward its own edge
    // where it can.
    const TacticalUnit &t = *unit(targetId);
    const Hex attacker = unit(mActing)->hex;
    QList<Hex> path;
    Hex at = t.hex;
    for (int i = 0; i < MaxFallBack; ++i) {
        const QList<Hex> steps = fallBackSteps(t, at, attacker);
        if (steps.isEmpty())
            break;
        at = steps.first();
        path << at;
    }
    return path;
}

int TacticalBattle::diceAgainst(int targetId, bool fallback) const
{
    const TacticalUnit *u = unit(mActing);
    const TacticalUnit *t = unit(targetId);
    if (!u || !t)
        return 0;
    if (fallback && mayFallBack(targetId)) {
        // RULES C9: the unit making this attack, come adjacent by a move of its own in this activation (a follow
        // up included), fires nothing at the cavalry falling back.
        if (u->moved && HexGrid::distance(u->startedAt, t->hex) > 1)
            return 0;
        return attackDice(mRules, u->type, 1, board().terrainAt(t->hex), true);
    }
    return attackDice(mRules, u->type, HexGrid::distance(u->hex, t->hex), board().terrainAt(t->hex));
}

AttackReport TacticalBattle::attack(int targetId, bool fallback, const Roller &roller, const QList<Hex> &fallbackPath)
{
    if (!whyCannotAttack(targetId).isEmpty())
        return {};
    const bool fallsBack = fallback && mayFallBack(targetId);
    if (fallsBack && !fallbackPath.isEmpty() && !whyCannotFallBackAlong(targetId, fallbackPath).isEmpty())
        return {};
    const QList<Hex> path =
        fallsBack ? (fallbackPath.isEmpty() ? defaultFallBack(targetId) : fallbackPath) : QList<Hex>();
    journal(TacticalStep::Attack, targetId, {}, fallback);
    if (TacticalStep *step = lastStep())
        step->path = fallbackPath;
    TacticalUnit &attacker = *mutableUnit(mActing);
    TacticalUnit &target = *mutableUnit(targetId);
    const bool second = mPhase == TacticalPhase::SecondAttack;
    attacker.fired = true;
    mSecondAttackMade = mSecondAttackMade || second;
    mLastTarget = targetId;
    AttackReport report = resolve(attacker, target, diceAgainst(targetId, fallsBack), path, false, roller);
    afterAttack(attacker, report, roller);
    return report;
}

AttackReport TacticalBattle::resolve(TacticalUnit &attacker, TacticalUnit &target, int dice, const QList<Hex> &fallback,
                                     bool isReturnFire, const Roller &roller)
{
    AttackReport r;
    r.attacker = attacker.id;
    r.target = target.id;
    r.dice = dice;
    r.fellBack = !fallback.isEmpty();
    r.returnFire = isReturnFire;
    r.range = HexGrid::distance(attacker.hex, target.hex);
    r.targetWas = target.hex;
    const int figuresBefore = target.figures;
    if (r.fellBack)
        fallBack(target, fallback); // RULES C9: it falls back first, then the attack is rolled
    if (dice > 0) {
        const RollText what =
            roller.isQuiet() ? RollText() : RollText(RollKind::FiresOn, {unitText(attacker), unitText(target)});
        r.faces = rollDice(roller, dice, rollContext(roller, what));
        offerRerolls(attacker.side, r.faces, attacker.id, target.id, roller);
    }
    r.result = readAttack(mRules, r.faces, target.type, board().terrainAt(target.hex));
    if (r.fellBack)
        r.result.countedFlags = 0; // RULES C9: flags against cavalry that fell back count for nothing
    if (mLogging) {
        const RollText counts =
            TacticalCombatText::kept("%1, %2, %3")
                .arg(TacticalCombatText::kept("%n die(s)", nullptr, dice),
                     TacticalCombatText::kept("%n hit(s)", nullptr, r.result.hits),
                     TacticalCombatText::kept("%n flag(s) counting", nullptr, r.result.countedFlags));
        say(isReturnFire
                ? TacticalCombatText::kept("%1 returns fire on %2: %3.")
                      .arg(unitText(attacker), unitText(target), counts)
                : TacticalCombatText::kept("%1 attacks %2: %3.").arg(unitText(attacker), unitText(target), counts),
            r.faces);
    }
    if (mLogging)
        record(QStringLiteral("attack"),
               {{QStringLiteral("unit"), attacker.id},
                {QStringLiteral("target"), target.id},
                {QStringLiteral("range"), r.range},
                {QStringLiteral("dice"), dice},
                {QStringLiteral("faces"), faceKeys(r.faces)},
                {QStringLiteral("hits"), r.result.hits},
                {QStringLiteral("flags"), r.result.countedFlags},
                {QStringLiteral("fallback"), r.fellBack},
                {QStringLiteral("return_fire"), isReturnFire},
                {QStringLiteral("second"), !isReturnFire && mPhase == TacticalPhase::SecondAttack}});
    lose(target, std::min(r.result.hits, target.figures), roller);
    if (target.alive()) {
        if (r.fellBack) {
            shake(target); // RULES C7: cavalry that falls back has retreated before combat, and is shaken
        } else if (r.result.countedFlags > 0) {
            r.hexesRetreated = retreat(target, r.result.countedFlags, attacker.hex);
            lose(target, r.result.countedFlags - r.hexesRetreated, roller); // a hex it cannot move costs a figure
            if (target.alive() && r.hexesRetreated > 0)
                shake(target); // RULES C7 (reading): a unit that could not move a single hex has not retreated
        }
    }
    r.figuresLost = figuresBefore - target.figures;
    r.eliminated = !target.alive();
    r.vacated = r.eliminated || target.hex != r.targetWas;
    if (r.eliminated)
        ++mEliminated[attacker.side];
    mAttacks << r;
    checkVictory();
    return r;
}

void TacticalBattle::lose(TacticalUnit &u, int figures, const Roller &roller)
{
    if (figures <= 0 || !u.alive())
        return;
    u.figures = std::max(0, u.figures - figures);
    if (mLogging)
        record(QStringLiteral("figures"), {{QStringLiteral("unit"), u.id}, {QStringLiteral("figures"), u.figures}});
    if (u.alive()) {
        if (mLogging)
            say(TacticalCombatText::kept("%1 has %n figure(s) left.", nullptr, u.figures).arg(unitText(u)));
        return;
    }
    place(u, u.hex); // off the table of who stands where
    if (mLogging) {
        record(QStringLiteral("eliminated"), {{QStringLiteral("unit"), u.id}});
        say(TacticalCombatText::kept("%1 is eliminated.").arg(unitText(u)));
    }
    if (!u.leader)
        return;
    if (mSetup.survivalRolledByCampaign) {
        mFallen.append({*u.leader, u.side, 0, 0});
        return;
    }
    // RULES C11, H3: the leader of an eliminated unit makes a survival check.
    const int face =
        rollDice(roller, 1,
                 roller.isQuiet() ? RollText() : rollContext(roller, RollText(RollKind::SurvivalOf, {u.leader->name})))
            .value(0, 1);
    const Survival outcome = survival(u.leader->heroics, face);
    mFallen.append({*u.leader, u.side, face, int(outcome)});
    if (mLogging)
        say(TacticalCombatText::kept("%1 rolls %2 against Heroics %3: %4.")
                .arg(u.leader->name, QString::number(face), QString::number(u.leader->heroics), survivalText(outcome)),
            {face});
}

void TacticalBattle::shake(TacticalUnit &u)
{
    // RULES C10: until the end of its side's next turn (not this one, when it is its side's turn now).
    u.shakenUntil = u.side == mSide ? mTurn + 2 : mTurn + 1;
    if (mLogging) {
        record(QStringLiteral("shaken"), {{QStringLiteral("unit"), u.id}});
        say(TacticalCombatText::kept("%1 is shaken until the end of its side's next turn (RULES C10).")
                .arg(unitText(u)));
    }
}

QList<Hex> TacticalBattle::retreatSteps(const TacticalUnit &u, const Hex &from, const Hex &awayFrom) const
{
    // RULES C7: toward the owner's edge: the neighbours nearer it (straight back, then the two half-steps back,
    // the one farther from the attacker first).
    const double y = hexCentre(from).y();
    QList<Hex> back;
    for (const Hex &n : HexGrid::neighbours(from)) {
        const double ny = hexCentre(n).y();
        if ((u.side == 0 ? ny < y - 1e-9 : ny > y + 1e-9) && board().contains(n) && !unitAt(n))
            back << n;
    }
    std::sort(back.begin(), back.end(), [&](const Hex &a, const Hex &b) {
        const bool straightA = a.col == from.col, straightB = b.col == from.col;
        if (straightA != straightB)
            return straightA;
        const int da = HexGrid::distance(a, awayFrom), db = HexGrid::distance(b, awayFrom);
        return da != db ? da > db : a.col < b.col;
    });
    return back;
}

int TacticalBattle::retreat(TacticalUnit &u, int hexes, const Hex &awayFrom)
{
    QList<Hex> path;
    for (int i = 0; i < hexes; ++i) {
        const QList<Hex> steps = retreatSteps(u, u.hex, awayFrom);
        if (steps.isEmpty())
            continue;
        place(u, steps.first());
        path << u.hex;
    }
    const int moved = int(path.size());
    const int blocked = hexes - moved;
    if (mLogging)
        record(QStringLiteral("retreat"),
               {{QStringLiteral("unit"), u.id},
                {QStringLiteral("path"), hexPathJson(path)},
                {QStringLiteral("figures_lost"), std::min(blocked, u.figures)}});
    if (moved > 0 && mLogging)
        say(TacticalCombatText::kept("It retreats %1 hex(es) toward its edge, to %2.")
                .arg(QString::number(moved), hexLabel(u.hex)));
    if (blocked > 0 && mLogging)
        say(TacticalCombatText::kept("It cannot retreat %1 hex(es) and loses a figure for each (RULES C7).")
                .arg(blocked));
    return moved;
}

QList<Hex> TacticalBattle::fallBackSteps(const TacticalUnit &u, const Hex &from, const Hex &awayFrom) const
{
    // RULES C9 (reading): each step to a free hex farther from the attacker; toward the unit's own edge first, as a
    // retreat goes (C7), then the others, the farther from the attacker first.
    QList<Hex> steps;
    const QList<Hex> back = retreatSteps(u, from, awayFrom);
    const int now = HexGrid::distance(from, awayFrom);
    for (const Hex &h : back) {
        if (HexGrid::distance(h, awayFrom) > now)
            steps << h;
    }
    QList<Hex> others;
    for (const Hex &n : HexGrid::neighbours(from)) {
        if (board().contains(n) && !unitAt(n) && HexGrid::distance(n, awayFrom) > now && !steps.contains(n))
            others << n;
    }
    std::stable_sort(others.begin(), others.end(), [&](const Hex &a, const Hex &b) {
        return HexGrid::distance(a, awayFrom) > HexGrid::distance(b, awayFrom);
    });
    return steps + others;
}

void TacticalBattle::fallBack(TacticalUnit &u, const QList<Hex> &path)
{
    place(u, path.last());
    if (mLogging)
        record(QStringLiteral("fall_back"),
               {{QStringLiteral("unit"), u.id}, {QStringLiteral("path"), hexPathJson(path)}});
    if (mLogging)
        say(TacticalCombatText::kept("It falls back to %1 (RULES C9).").arg(hexLabel(u.hex)));
}

void TacticalBattle::returnFire(TacticalUnit &from, TacticalUnit &at, const Roller &roller)
{
    const int dice = attackDice(mRules, from.type, HexGrid::distance(from.hex, at.hex), board().terrainAt(at.hex));
    resolve(from, at, dice, {}, true, roller);
}

void TacticalBattle::afterAttack(TacticalUnit &attacker, AttackReport &report, const Roller &roller)
{
    if (mPhase == TacticalPhase::Over)
        return;
    TacticalUnit &target = *mutableUnit(report.target);
    const bool second = mPhase == TacticalPhase::SecondAttack;
    if (report.range == 1) {
        if (!second && (report.eliminated || (report.vacated && !report.fellBack))) {
            // RULES C8: follow up into the hex the target left. Reading: not after a fallback (C9), which is
            // the cavalry's own move, nor after a second attack.
            mVacated = report.targetWas;
            mFollowedUpRetreat = !report.eliminated;
            if (!followers().isEmpty()) {
                mPhase = TacticalPhase::FollowUp;
                return;
            }
        } else if (target.alive() && !report.vacated && !report.fellBack && !(second && mFollowedUpRetreat)) {
            returnFire(target, attacker, roller); // RULES C8: the target left in place fires back
        }
    } else if (target.alive() && mRules.units[target.type].returnsFireAtRange
               && !mArtilleryReturned.contains(target.id)) {
        // RULES C8: artillery returns fire once a turn on one non-adjacent unit that fired on it.
        const int range = HexGrid::distance(target.hex, attacker.hex);
        if (range > 1 && mRules.units[target.type].diceAt(range) > 0) {
            mArtilleryReturned << target.id;
            returnFire(target, attacker, roller);
        }
    }
    if (mPhase != TacticalPhase::Over)
        closeActivation();
}

QList<int> TacticalBattle::followers() const
{
    if (mPhase != TacticalPhase::FollowUp && mPhase != TacticalPhase::Act && mPhase != TacticalPhase::SecondAttack)
        return {};
    QList<int> result;
    for (const TacticalUnit &u : mUnits) {
        if (!u.alive() || u.side != mSide || !mRules.units[u.type].followsUp || HexGrid::distance(u.hex, mVacated) != 1)
            continue;
        // The attacker, or another adjacent friendly unit not yet activated (RULES C8).
        if (u.id == mActing || (!u.activated && !u.isShaken()))
            result << u.id;
    }
    return result;
}

void TacticalBattle::followUp(int unitId)
{
    if (mPhase != TacticalPhase::FollowUp || !followers().contains(unitId))
        return;
    journal(TacticalStep::FollowUp, unitId);
    TacticalUnit &u = *mutableUnit(unitId);
    if (unitId != mActing) {
        u.activated = true; // it acts in the attacker's place
        u.fired = true;
        u.startedAt = u.hex;
        mActing = unitId;
    }
    u.moved = true; // a follow up is a move of its own (RULES C9)
    place(u, mVacated);
    if (mLogging) {
        record(QStringLiteral("follow_up"), {{QStringLiteral("unit"), u.id}, {QStringLiteral("hex"), hexLabel(u.hex)}});
        say(TacticalCombatText::kept("%1 follows up into %2.")
                .arg(RollText::rulesetKey(mRules.units[u.type].key), hexLabel(u.hex)));
    }
    if (mRules.units[u.type].extraHexAfterFollowUp && !extraHexesOf(u).isEmpty()) {
        mPhase = TacticalPhase::ExtraHex;
        return;
    }
    offerSecondAttack();
}

QList<Hex> TacticalBattle::extraHexesOf(const TacticalUnit &u) const
{
    QList<Hex> result;
    for (const Hex &n : HexGrid::neighbours(u.hex)) {
        if (board().contains(n) && !unitAt(n))
            result << n;
    }
    return result;
}

QList<Hex> TacticalBattle::extraHexes() const
{
    const TacticalUnit *u = unit(mActing);
    return mPhase == TacticalPhase::ExtraHex && u ? extraHexesOf(*u) : QList<Hex>();
}

void TacticalBattle::extraHex(const Hex &to)
{
    if (!extraHexes().contains(to))
        return;
    journal(TacticalStep::ExtraHex, 0, to);
    TacticalUnit &u = *mutableUnit(mActing);
    place(u, to);
    if (mLogging) {
        record(QStringLiteral("extra_hex"), {{QStringLiteral("unit"), u.id}, {QStringLiteral("hex"), hexLabel(to)}});
        say(TacticalCombatText::kept("%1 moves on to %2.")
                .arg(RollText::rulesetKey(mRules.units[u.type].key), hexLabel(to)));
    }
    offerSecondAttack();
}

void TacticalBattle::offerSecondAttack()
{
    const TacticalUnit &u = *unit(mActing);
    const SecondAttack rule = mRules.units[u.type].secondAttack;
    const bool may = rule == SecondAttack::Always || (rule == SecondAttack::WithLeader && u.leader.has_value());
    mPhase = TacticalPhase::SecondAttack;
    if (!may || targets().isEmpty())
        closeActivation();
}

void TacticalBattle::skip()
{
    journal(TacticalStep::Skip);
    if (mPhase == TacticalPhase::ExtraHex)
        offerSecondAttack(); // no hex more, but it may still attack
    else
        closeActivation();
}

} // namespace castellan
