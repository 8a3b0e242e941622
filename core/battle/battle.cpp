#include "battle.h"

#include "dice/rollresults.h"
#include "i18n/rollkinds.h"
#include "model/commander.h"
#include "model/heroicdeed.h"
#include "rules/forceshares.h"
#include "rules/leaderrules.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct BattleText
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
    CASTELLAN_KEPT_TEXTS(Battle)
};

} // namespace

const Leader *BattleSide::commander() const
{
    return commanderAmong(leaders, commanderId);
}

Leader *BattleSide::leader(qint64 id)
{
    for (Leader &l : leaders) {
        if (l.id == id)
            return &l;
    }
    return nullptr;
}

const Leader *BattleSide::leader(qint64 id) const
{
    return const_cast<BattleSide *>(this)->leader(id);
}

Battle::Battle(QString name, BattleSide attacker, BattleSide defender, BattleFlags flags, Roller roller)
    : mName(std::move(name))
    , mTitle(RollText::plain(mName))
    , mAttacker(std::move(attacker))
    , mDefender(std::move(defender))
    , mFlags(flags)
    , mRoller(roller)
{
    for (BattleSide *s : {&mAttacker, &mDefender}) {
        if (s->forceUnits.isEmpty() || !(unitsOf(s->forceUnits) == s->units))
            s->forceUnits = {s->units}; // one army, not shared among forces
        s->forceEliminated = QList<int>(s->forceUnits.size(), 0);
    }
}

QString Battle::roleName(Role r) const
{
    return roleText(r).shown();
}

RollText Battle::roleText(Role r)
{
    return RollText(r == Role::Attacker ? RollKind::Attacker : RollKind::Defender);
}

RollText Battle::context(const RollText &what) const
{
    if (mQuiet)
        return {};
    if (mRound > 0)
        return RollText(RollKind::BattleRound, {mTitle, mRound, what});
    return RollText(RollKind::BattleStep, {mTitle, what});
}

Roll Battle::roll(int count, const RollText &ctx, qint64 leaderId, const DescribeRoll &describe, qint64 replaces)
{
    if (count <= 0)
        return {};
    return mRoller.roll({count, 6, ctx, leaderId, replaces}, mQuiet ? DescribeRoll() : describe);
}

Roll Battle::fireRoll(Role r, int count, const RollText &ctx, qint64 leaderId, const DescribeRoll &describe,
                      qint64 replaces)
{
    if (count <= 0)
        return {};
    RollRequest request{count, 6, ctx, leaderId, replaces, side(r).sideId, QString::fromLatin1(Roll::BattleFire)};
    return mRoller.roll(request, mQuiet ? DescribeRoll() : describe);
}

namespace {

/** A rally's or reactivation's logged result: how many of the dice succeeded (RULES F5, F7). */
DescribeRoll ralliedOf(int rating, const char *kind)
{
    return [rating, kind](const QList<int> &f) { return RollText(kind, {rallySuccesses(f, rating), f.size()}); };
}

} // namespace

void Battle::log(const RollText &text, qint64 rollId)
{
    if (!mQuiet)
        mEvents.append({mRound, text, rollId});
}

int Battle::bonus(Role r) const
{
    const Leader *own = side(r).commander();
    const Leader *other = side(opponent(r)).commander();
    return battleBonus(own ? own->rating(Trait::Battle) : 0, own != nullptr, other ? other->rating(Trait::Battle) : 0,
                       other != nullptr);
}

int Battle::normalDice(Role r) const
{
    return normalFireDice(side(r).units, bonus(r));
}

int Battle::brokenDice(Role r) const
{
    return brokenFireDice(side(r).units, mFlags.breakIn && r == Role::Defender); // RULES S3
}

// --- F1 ---

QString Battle::whyCannotAvoid() const
{
    if (mPhase != BattlePhase::AvoidCheck)
        return BattleText::tr("Battle is avoided before the first round, or not at all (RULES F1).");
    if (mFlags.breakIn)
        return BattleText::tr("Defenders of a fortress may not avoid a break-in battle (RULES S3).");
    if (mDefender.isLeaderless())
        return BattleText::tr(
            "The defender has no able leader to make the Maneuver check: it must stand and fight (RULES F1).");
    if (mFlags.noWayOff)
        return BattleText::tr(
            "Every space around is held by the enemy or cannot be entered: the defender may not try to "
            "avoid battle (RULES F1).");
    return {};
}

bool Battle::attemptAvoid()
{
    Q_ASSERT(canAvoid());
    const Leader *c = mDefender.commander();
    const int maneuver = c->rating(Trait::Maneuver);
    const Roll r = roll(1, context(RollText(RollKind::AvoidBattle)), c->id, checkAgainst(maneuver));
    const bool ok = checkSucceeds(r.faces.value(0), maneuver);
    log(ok ? BattleText::kept("%1 rolls %2 against Maneuver %3: the defender avoids battle.")
                 .arg(c->name, r.faces.value(0), maneuver)
           : BattleText::kept("%1 rolls %2 against Maneuver %3: battle is joined.")
                 .arg(c->name, r.faces.value(0), maneuver),
        r.id);
    if (ok) {
        mResult = BattleResult::Avoided;
        endMarches();
        mPhase = BattlePhase::Over;
    } else {
        mPhase = BattlePhase::RoundStart;
        mRound = 1;
    }
    return ok;
}

void Battle::skipAvoid()
{
    Q_ASSERT(mPhase == BattlePhase::AvoidCheck);
    mPhase = BattlePhase::RoundStart;
    mRound = 1;
}

// --- F7 / H1 ---

QString Battle::whyNoDeed(qint64 leaderId) const
{
    if (mPhase != BattlePhase::RoundStart)
        return BattleText::tr("Heroic deeds are attempted at the start of a round (RULES F7).");
    const Leader *l = mAttacker.leader(leaderId) ? mAttacker.leader(leaderId) : mDefender.leader(leaderId);
    if (!l)
        return BattleText::tr("That leader is not in this battle.");
    if (!l->isAble())
        return BattleText::tr("%1 is not able to act (RULES L3).").arg(l->name);
    if (mDeedsThisRound.contains(leaderId))
        return byPronoun(l->pronoun, BattleText::tr("%1 has attempted his deed this round (RULES F7)."),
                         BattleText::tr("%1 has attempted her deed this round (RULES F7)."),
                         BattleText::tr("%1 has attempted their deed this round (RULES F7)."))
            .arg(l->name);
    return {};
}

bool Battle::attemptDeed(qint64 leaderId)
{
    if (!whyNoDeed(leaderId).isEmpty())
        return false;
    const Role role = mAttacker.leader(leaderId) ? Role::Attacker : Role::Defender;
    Leader &l = *side(role).leader(leaderId);
    const int h = l.effectiveHeroics();
    const Roll r = roll(1, context(RollText(RollKind::BattleDeed, {l.name})), l.id,
                        [h](const QList<int> &f) { return heroicDeedRollResult(h, f); });
    const HeroicDeed deed = applyHeroicDeed(l, r.faces.value(0)); // RULES H1
    mDeedsThisRound.insert(l.id);
    log(RollText::plain(l.name + QStringLiteral(": ")) + deed.text(), r.id);
    return true;
}

// --- F2 / H2 ---

void Battle::fire()
{
    Q_ASSERT(mPhase == BattlePhase::RoundStart);
    const int an = normalDice(Role::Attacker);
    const int ab = brokenDice(Role::Attacker);
    const int dn = normalDice(Role::Defender);
    const int db = brokenDice(Role::Defender);
    const Leader *ac = mAttacker.commander();
    const Leader *dc = mDefender.commander();
    const Roll ar =
        fireRoll(Role::Attacker, an + ab, context(RollText(RollKind::AttackerFire)), ac ? ac->id : 0, describeFire(an));
    const Roll dr =
        fireRoll(Role::Defender, dn + db, context(RollText(RollKind::DefenderFire)), dc ? dc->id : 0, describeFire(dn));
    mAttackerFaces = ar.faces;
    mDefenderFaces = dr.faces;
    mAttackerRollId = ar.id;
    mDefenderRollId = dr.id;
    if (!mQuiet) {
        const Fire af = fireResult(Role::Attacker);
        const Fire df = fireResult(Role::Defender);
        log(BattleText::kept("Attacker fires %1 dice: 6s %2, 5s %3.").arg(an + ab, af.sixes, af.fives), ar.id);
        log(BattleText::kept("Defender fires %1 dice: 6s %2, 5s %3.").arg(dn + db, df.sixes, df.fives), dr.id);
    }
    mPhase = BattlePhase::Fire;
}

Fire Battle::fireResult(Role r) const
{
    return countFire(fireFaces(r), normalDice(r));
}

int Battle::rerollsAvailable(Role r) const
{
    // RULES H2: rerolls held from a deed before the battle serve it, with those gained in it.
    int n = 0;
    for (const Leader &l : side(r).leaders) {
        if (l.isAble())
            n += l.rerolls;
    }
    return n;
}

QList<qint64> Battle::rerollHolders(Role r) const
{
    QList<qint64> ids;
    for (const Leader &l : side(r).leaders) {
        if (l.isAble() && l.rerolls > 0)
            ids.append(l.id);
    }
    return ids;
}

bool Battle::rerollDie(Role r, int dieIndex, qint64 leaderId)
{
    QList<int> &faces = r == Role::Attacker ? mAttackerFaces : mDefenderFaces;
    const QList<qint64> holders = rerollHolders(r);
    if (mPhase != BattlePhase::Fire || dieIndex < 0 || dieIndex >= faces.size() || holders.isEmpty()
        || (leaderId != 0 && !holders.contains(leaderId)))
        return false;
    Leader *spender = side(r).leader(leaderId != 0 ? leaderId : holders.front());
    --spender->rerolls;
    const qint64 replaced = r == Role::Attacker ? mAttackerRollId : mDefenderRollId;
    const bool normal = dieIndex < normalDice(r);
    const Roll again = fireRoll(r, 1, context(RollText(RollKind::FireReroll, {roleText(r), spender->name})),
                                spender->id, describeFire(normal ? 1 : 0), replaced);
    const int old = faces[dieIndex];
    faces[dieIndex] = again.faces.value(0);
    log(BattleText::kept("%1 spends a reroll: a %2 becomes a %3.").arg(spender->name, old, faces[dieIndex]), again.id);
    return true;
}

void Battle::endFire()
{
    Q_ASSERT(mPhase == BattlePhase::Fire);
    mAttackerCasualties = defaultCasualties(Role::Attacker);
    mDefenderCasualties = defaultCasualties(Role::Defender);
    mAttackerShares.clear();
    mDefenderShares.clear();
    mPhase = BattlePhase::Casualties;
}

// --- F3 ---

Casualties Battle::defaultCasualties(Role receiver) const
{
    return castellan::defaultCasualties(side(receiver).units, fireResult(opponent(receiver)));
}

QString Battle::setCasualties(Role receiver, const Casualties &c)
{
    if (mPhase != BattlePhase::Casualties)
        return BattleText::tr("Casualties are taken after the fire (RULES F3).");
    const QString why = checkCasualties(side(receiver).units, fireResult(opponent(receiver)), c);
    if (why.isEmpty()) {
        (receiver == Role::Attacker ? mAttackerCasualties : mDefenderCasualties) = c;
        (receiver == Role::Attacker ? mAttackerShares : mDefenderShares).clear();
    }
    return why;
}

QList<Casualties> Battle::lossShares(Role receiver) const
{
    const QList<Casualties> &set = receiver == Role::Attacker ? mAttackerShares : mDefenderShares;
    if (!set.isEmpty())
        return set;
    return defaultLossShares(side(receiver).forceUnits, casualties(receiver));
}

QString Battle::setLossShares(Role receiver, const QList<Casualties> &shares)
{
    if (mPhase != BattlePhase::Casualties)
        return BattleText::tr("Casualties are taken after the fire (RULES F3).");
    const QString why = checkLossShares(side(receiver).forceUnits, casualties(receiver), shares);
    if (why.isEmpty())
        (receiver == Role::Attacker ? mAttackerShares : mDefenderShares) = shares;
    return why;
}

const Casualties &Battle::casualties(Role receiver) const
{
    return receiver == Role::Attacker ? mAttackerCasualties : mDefenderCasualties;
}

void Battle::applyCasualties()
{
    Q_ASSERT(mPhase == BattlePhase::Casualties);
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        const Casualties &c = casualties(r);
        const QList<Casualties> shares = s.forceUnits.size() == 1 ? QList<Casualties>{c} : lossShares(r);
        for (qsizetype i = 0; i < s.forceUnits.size(); ++i) {
            s.forceUnits[i] = castellan::applyCasualties(s.forceUnits[i], shares[i]);
            s.forceEliminated[i] += shares[i].eliminated();
        }
        s.units = castellan::applyCasualties(s.units, c);
        s.eliminated += c.eliminated();
        if (!mQuiet)
            log(BattleText::kept(
                    "The %1 takes the hits: %2 eliminated, %3 flagged; now %4 good, %5 flagged, %6 broken.")
                    .arg(roleText(r), c.eliminated(), c.goodFlagged, s.units.good, s.units.flagged, s.units.broken));
    }
    endCheck();
}

void Battle::endCheck()
{
    // RULES F4; in a break-in battle (S3) the defenders fight on until every unit is eliminated.
    const bool attackerDown = isDefeated(mAttacker.units);
    const bool defenderDown = mFlags.breakIn ? isAnnihilated(mDefender.units) : isDefeated(mDefender.units);
    if (attackerDown && defenderDown)
        finish(BattleResult::Mutual);
    else if (attackerDown)
        finish(BattleResult::DefenderWins);
    else if (defenderDown)
        finish(BattleResult::AttackerWins);
    else
        mPhase = BattlePhase::RallyOrRetreat;
}

// --- F5 / F6 ---

QString Battle::whyCannotRetreat(Role r) const
{
    if (mPhase != BattlePhase::RallyOrRetreat)
        return BattleText::tr("A side retreats between rounds, instead of rallying (RULES F6).");
    if (mFlags.breakIn && r == Role::Defender)
        return BattleText::tr("Defenders of a fortress may not retreat (RULES S3).");
    if (!mFlags.breakIn && side(r).isLeaderless())
        return BattleText::tr("A leaderless side may not try to retreat (RULES F6).");
    return {};
}

void Battle::rallyOrRetreat(RoundChoice attackerChoice, RoundChoice defenderChoice)
{
    Q_ASSERT(mPhase == BattlePhase::RallyOrRetreat);
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        const RoundChoice choice = r == Role::Attacker ? attackerChoice : defenderChoice;
        const Leader *c = s.commander();
        if (choice == RoundChoice::Retreat && canRetreat(r)) {
            if (mFlags.breakIn && r == Role::Attacker) {
                s.retreated = true;
                log(BattleText::kept("The besieger withdraws from the breach (RULES S3)."));
            } else {
                const int maneuver = c->rating(Trait::Maneuver);
                const Roll roll1 =
                    roll(1, context(RollText(RollKind::SideRetreat, {roleText(r)})), c->id, checkAgainst(maneuver));
                s.retreated = checkSucceeds(roll1.faces.value(0), maneuver);
                log(s.retreated ? BattleText::kept("%1 rolls %2 against Maneuver %3: the %4 retreats.")
                                      .arg(c->name, roll1.faces.value(0), maneuver, roleText(r))
                                : BattleText::kept(
                                      "%1 rolls %2 against Maneuver %3: the retreat fails and the flagged units break.")
                                      .arg(c->name, roll1.faces.value(0), maneuver),
                    roll1.id);
            }
            breakFlaggedOf(s); // RULES F6: on success or failure the flagged units break
            continue;
        }
        // RULES S3: with an able leader inside, each broken defender makes a Rally check at each rally step
        // (those broken before this step; a flagged unit that fails to rally now waits for the next).
        if (mFlags.breakIn && r == Role::Defender && c && s.units.broken > 0) {
            const int rallyRating = c->rating(Trait::Rally);
            const int broken = s.units.broken;
            qint64 rollId = 0;
            const QList<int> ok =
                checkEachUnit(s, &Units::broken, rallyRating, RollText(RollKind::BrokenRally), c->id, &rollId);
            int total = 0;
            for (qsizetype i = 0; i < ok.size(); ++i) {
                s.forceUnits[i].broken -= ok[i];
                s.forceUnits[i].good += ok[i];
                total += ok[i];
            }
            s.units.broken -= total;
            s.units.good += total;
            log(BattleText::kept(
                    "%1 rallies the broken defenders against Rally %2: %3 of %4 return to good order (RULES S3).")
                    .arg(c->name, rallyRating, total, broken),
                rollId);
        }
        if (s.units.flagged == 0)
            continue;
        if (!c) {
            breakFlaggedOf(s); // RULES F5: a leaderless side's flagged units all break
            log(BattleText::kept("The %1 has no able leader: its flagged units break.").arg(roleText(r)));
            continue;
        }
        const int rallyRating = c->rating(Trait::Rally);
        const int flagged = s.units.flagged;
        qint64 rollId = 0;
        const QList<int> ok = checkEachUnit(s, &Units::flagged, rallyRating,
                                            RollText(RollKind::SideRally, {roleText(r)}), c->id, &rollId);
        int total = 0;
        for (qsizetype i = 0; i < ok.size(); ++i) {
            s.forceUnits[i] = rally(s.forceUnits[i], ok[i]);
            total += ok[i];
        }
        s.units = rally(s.units, total);
        log(BattleText::kept("%1 rallies against Rally %2: %3 of %4 flagged return to good order, the rest break.")
                .arg(c->name, rallyRating, total, flagged),
            rollId);
    }
    if (mAttacker.retreated && mDefender.retreated)
        finish(BattleResult::Mutual);
    else if (mAttacker.retreated)
        finish(BattleResult::DefenderWins);
    else if (mDefender.retreated)
        finish(BattleResult::AttackerWins);
    else {
        rollMarches();
        ++mRound;
        mDeedsThisRound.clear();
        mPhase = BattlePhase::RoundStart;
        marchesArrive();
    }
}

void Battle::breakFlaggedOf(BattleSide &s)
{
    s.units = breakFlagged(s.units);
    for (Units &u : s.forceUnits)
        u = breakFlagged(u);
}

QList<int> Battle::checkEachUnit(BattleSide &s, int Units::*state, int rating, const RollText &what, qint64 leaderId,
                                 qint64 *rollId, const char *resultKind)
{
    const Roll r = roll(s.units.*state, context(what), leaderId, ralliedOf(rating, resultKind));
    *rollId = r.id;
    if (s.forceUnits.size() == 1)
        return {rallySuccesses(r.faces, rating)};
    return successesByForce(s.forceUnits, state, r.faces, rating);
}

void Battle::finish(BattleResult r)
{
    mResult = r;
    // Units not rallied by the end of the battle are broken (seed: flagged units not rallied break).
    breakFlaggedOf(mAttacker);
    breakFlaggedOf(mDefender);
    endMarches();
    mPhase = BattlePhase::Aftermath;
    if (!mQuiet) {
        switch (r) {
        case BattleResult::AttackerWins: log(BattleText::kept("The attacker wins the battle.")); break;
        case BattleResult::DefenderWins: log(BattleText::kept("The defender wins the battle.")); break;
        case BattleResult::Mutual: log(BattleText::kept("Both sides are defeated: the battle is mutual.")); break;
        default: break;
        }
    }
}

} // namespace castellan
