#include "battle.h"

#include "model/commander.h"
#include "model/heroicdeed.h"
#include "rules/leaderrules.h"
#include "i18n/argtext.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
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
    , mAttacker(std::move(attacker))
    , mDefender(std::move(defender))
    , mFlags(flags)
    , mRoller(std::move(roller))
{
    mGained.clear();
}

QString Battle::roleName(Role r) const
{
    return r == Role::Attacker ? Text::tr("attacker") : Text::tr("defender");
}

QString Battle::context(const QString &what) const
{
    if (mQuiet)
        return {};
    if (mRound > 0)
        return Text::tr("battle %1, round %2, %3").arg(argText(mName), argText(mRound), argText(what));
    return Text::tr("battle %1, %2").arg(mName, what);
}

Roll Battle::roll(int count, const QString &ctx, qint64 leaderId, const DescribeRoll &describe,
                  qint64 replaces)
{
    if (count <= 0)
        return {};
    return mRoller.roll({count, 6, ctx, leaderId, replaces}, mQuiet ? DescribeRoll() : describe);
}

Roll Battle::fireRoll(Role r, int count, const QString &ctx, qint64 leaderId, const DescribeRoll &describe,
                      qint64 replaces)
{
    if (count <= 0)
        return {};
    RollRequest request{count, 6, ctx, leaderId, replaces, side(r).sideId, QString::fromLatin1(Roll::BattleFire)};
    return mRoller.roll(request, mQuiet ? DescribeRoll() : describe);
}

namespace {

/** Logged results: what the faces did, in the words of the rule that rolled them. */
DescribeRoll checkAgainst(int rating)
{
    return [rating](const QList<int> &f) {
        return checkSucceeds(f.value(0), rating) ? Text::tr("success") : Text::tr("failure");
    };
}

DescribeRoll fireOf(int normalDice)
{
    return [normalDice](const QList<int> &f) {
        const Fire fire = countFire(f, normalDice);
        return Text::tr("6s %1, 5s %2").arg(argText(fire.sixes), argText(fire.fives));
    };
}

DescribeRoll successesAgainst(int rating, const char *what)
{
    return [rating, what](const QList<int> &f) {
        return Text::tr(what).arg(argText(rallySuccesses(f, rating)), argText(f.size()));
    };
}

} // namespace

void Battle::log(const QString &text, qint64 rollId)
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

bool Battle::canAvoid() const
{
    return mPhase == BattlePhase::AvoidCheck && !mFlags.breakIn && !mDefender.isLeaderless();
}

bool Battle::attemptAvoid()
{
    Q_ASSERT(canAvoid());
    const Leader *c = mDefender.commander();
    const int maneuver = c->rating(Trait::Maneuver);
    const Roll r = roll(1, context(Text::tr("avoid battle (Maneuver check)")), c->id, checkAgainst(maneuver));
    const bool ok = checkSucceeds(r.faces.value(0), maneuver);
    log(ok ? Text::tr("%1 rolls %2 against Maneuver %3: the defender avoids battle.").arg(argText(c->name),
                                                                                          argText(r.faces.value(0)),
                                                                                          argText(maneuver))
           : Text::tr("%1 rolls %2 against Maneuver %3: battle is joined.").arg(argText(c->name),
                                                                                argText(r.faces.value(0)),
                                                                                argText(maneuver)),
        r.id);
    if (ok) {
        mResult = BattleResult::Avoided;
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
        return Text::tr("Heroic deeds are attempted at the start of a round (RULES F7).");
    const Leader *l = mAttacker.leader(leaderId) ? mAttacker.leader(leaderId) : mDefender.leader(leaderId);
    if (!l)
        return Text::tr("That leader is not in this battle.");
    if (!l->isAble())
        return Text::tr("%1 is not able to act (RULES L3).").arg(l->name);
    if (mDeedsThisRound.contains(leaderId))
        return Text::tr("%1 has attempted his deed this round (RULES F7).").arg(l->name);
    return {};
}

bool Battle::attemptDeed(qint64 leaderId)
{
    if (!whyNoDeed(leaderId).isEmpty())
        return false;
    const Role role = mAttacker.leader(leaderId) ? Role::Attacker : Role::Defender;
    Leader &l = *side(role).leader(leaderId);
    const int h = l.effectiveHeroics();
    const Roll r = roll(1, context(Text::tr("heroic deed by %1").arg(l.name)), l.id,
                        [h](const QList<int> &f) { return heroicDeedRollResult(h, f); });
    const HeroicDeed deed = applyHeroicDeed(l, r.faces.value(0)); // RULES H1
    mGained[l.id] += deed.outcome.rerollsGained;
    mDeedsThisRound.insert(l.id);
    log(QStringLiteral("%1: %2").arg(l.name, deed.text()), r.id);
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
    const Roll ar = fireRoll(Role::Attacker, an + ab, context(Text::tr("attacker fire")), ac ? ac->id : 0, fireOf(an));
    const Roll dr = fireRoll(Role::Defender, dn + db, context(Text::tr("defender fire")), dc ? dc->id : 0, fireOf(dn));
    mAttackerFaces = ar.faces;
    mDefenderFaces = dr.faces;
    mAttackerRollId = ar.id;
    mDefenderRollId = dr.id;
    if (!mQuiet) {
        const Fire af = fireResult(Role::Attacker);
        const Fire df = fireResult(Role::Defender);
        log(Text::tr("Attacker fires %1 dice: 6s %2, 5s %3.").arg(argText(an + ab),
                                                                  argText(af.sixes),
                                                                  argText(af.fives)), ar.id);
        log(Text::tr("Defender fires %1 dice: 6s %2, 5s %3.").arg(argText(dn + db),
                                                                  argText(df.sixes),
                                                                  argText(df.fives)), dr.id);
    }
    mPhase = BattlePhase::Fire;
}

Fire Battle::fireResult(Role r) const
{
    return countFire(fireFaces(r), normalDice(r));
}

int Battle::rerollsAvailable(Role r) const
{
    int n = 0;
    for (const Leader &l : side(r).leaders) {
        if (l.isAble())
            n += std::min(l.rerolls, mGained.value(l.id));
    }
    return n;
}

bool Battle::rerollDie(Role r, int dieIndex)
{
    QList<int> &faces = r == Role::Attacker ? mAttackerFaces : mDefenderFaces;
    if (mPhase != BattlePhase::Fire || dieIndex < 0 || dieIndex >= faces.size() || rerollsAvailable(r) == 0)
        return false;
    Leader *spender = nullptr;
    for (Leader &l : side(r).leaders) {
        if (l.isAble() && std::min(l.rerolls, mGained.value(l.id)) > 0) {
            spender = &l;
            break;
        }
    }
    --spender->rerolls;
    --mGained[spender->id];
    const qint64 replaced = r == Role::Attacker ? mAttackerRollId : mDefenderRollId;
    const bool normal = dieIndex < normalDice(r);
    const Roll again = fireRoll(r, 1, context(Text::tr("%1 fire, reroll by %2").arg(roleName(r), spender->name)),
                                spender->id, fireOf(normal ? 1 : 0), replaced);
    const int old = faces[dieIndex];
    faces[dieIndex] = again.faces.value(0);
    log(Text::tr("%1 spends a reroll: a %2 becomes a %3.").arg(argText(spender->name),
                                                               argText(old),
                                                               argText(faces[dieIndex])), again.id);
    return true;
}

void Battle::endFire()
{
    Q_ASSERT(mPhase == BattlePhase::Fire);
    mAttackerCasualties = defaultCasualties(Role::Attacker);
    mDefenderCasualties = defaultCasualties(Role::Defender);
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
        return Text::tr("Casualties are taken after the fire (RULES F3).");
    const QString why = checkCasualties(side(receiver).units, fireResult(opponent(receiver)), c);
    if (why.isEmpty())
        (receiver == Role::Attacker ? mAttackerCasualties : mDefenderCasualties) = c;
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
        s.units = castellan::applyCasualties(s.units, c);
        s.eliminated += c.eliminated();
        if (!mQuiet)
            log(Text::tr("The %1 takes the hits: %2 eliminated, %3 flagged; now %4 good, %5 flagged, %6 broken.")
                    .arg(argText(roleName(r)),
                         argText(c.eliminated()),
                         argText(c.goodFlagged),
                         argText(s.units.good),
                         argText(s.units.flagged),
                         argText(s.units.broken)));
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
        return Text::tr("A side retreats between rounds, instead of rallying (RULES F6).");
    if (mFlags.breakIn && r == Role::Defender)
        return Text::tr("Defenders of a fortress may not retreat (RULES S3).");
    if (!mFlags.breakIn && side(r).isLeaderless())
        return Text::tr("A leaderless side may not try to retreat (RULES F6).");
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
                log(Text::tr("The besieger withdraws from the breach (RULES S3)."));
            } else {
                const int maneuver = c->rating(Trait::Maneuver);
                const Roll roll1 = roll(1, context(Text::tr("%1 retreat (Maneuver check)").arg(roleName(r))), c->id,
                                        checkAgainst(maneuver));
                s.retreated = checkSucceeds(roll1.faces.value(0), maneuver);
                log(s.retreated ? Text::tr("%1 rolls %2 against Maneuver %3: the %4 retreats.")
                                      .arg(argText(c->name),
                                           argText(roll1.faces.value(0)),
                                           argText(maneuver),
                                           argText(roleName(r)))
                                : Text::tr("%1 rolls %2 against Maneuver %3: the retreat fails and the flagged units break.")
                                      .arg(argText(c->name), argText(roll1.faces.value(0)), argText(maneuver)),
                    roll1.id);
            }
            s.units = breakFlagged(s.units); // RULES F6: on success or failure the flagged units break
            continue;
        }
        if (s.units.flagged == 0)
            continue;
        if (!c) {
            s.units = breakFlagged(s.units); // RULES F5: a leaderless side's flagged units all break
            log(Text::tr("The %1 has no able leader: its flagged units break.").arg(roleName(r)));
            continue;
        }
        const int rallyRating = c->rating(Trait::Rally);
        const int flagged = s.units.flagged;
        const Roll roll1 = roll(flagged, context(Text::tr("%1 rally").arg(roleName(r))), c->id,
                                successesAgainst(rallyRating, QT_TRANSLATE_NOOP("Battle", "%1 of %2 rally")));
        const int ok = rallySuccesses(roll1.faces, rallyRating);
        s.units = rally(s.units, ok);
        log(Text::tr("%1 rallies against Rally %2: %3 of %4 flagged return to good order, the rest break.")
                .arg(argText(c->name), argText(rallyRating), argText(ok), argText(flagged)),
            roll1.id);
    }
    if (mAttacker.retreated && mDefender.retreated)
        finish(BattleResult::Mutual);
    else if (mAttacker.retreated)
        finish(BattleResult::DefenderWins);
    else if (mDefender.retreated)
        finish(BattleResult::AttackerWins);
    else {
        ++mRound;
        mDeedsThisRound.clear();
        mPhase = BattlePhase::RoundStart;
    }
}

void Battle::finish(BattleResult r)
{
    mResult = r;
    // Units not rallied by the end of the battle are broken (seed: flagged units not rallied break).
    mAttacker.units = breakFlagged(mAttacker.units);
    mDefender.units = breakFlagged(mDefender.units);
    mPhase = BattlePhase::Aftermath;
    if (!mQuiet) {
        switch (r) {
        case BattleResult::AttackerWins: log(Text::tr("The attacker wins the battle.")); break;
        case BattleResult::DefenderWins: log(Text::tr("The defender wins the battle.")); break;
        case BattleResult::Mutual: log(Text::tr("Both sides are defeated: the battle is mutual.")); break;
        default: break;
        }
    }
}

// --- F8 ---

Battle::AftermathPlan Battle::aftermathPlan(Role r) const
{
    AftermathPlan plan;
    const BattleSide &s = side(r);
    if (isAnnihilated(s.units)) {
        // RULES F8, H3: every leader of an annihilated force makes a survival check.
        for (const Leader &l : s.leaders) {
            if (l.status() != LeaderStatus::Dead && l.status() != LeaderStatus::Captured)
                plan.survivalChecks.append(l.id);
        }
    }
    // RULES F8: the commander tries to reactivate each broken unit with one Rally check.
    if (const Leader *c = s.commander(); c && s.units.broken > 0) {
        plan.reactivatorId = c->id;
        plan.broken = s.units.broken;
    }
    return plan;
}

void Battle::aftermath()
{
    Q_ASSERT(mPhase == BattlePhase::Aftermath);
    const AftermathPlan plans[2] = {aftermathPlan(Role::Attacker), aftermathPlan(Role::Defender)};
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        for (qint64 id : plans[r == Role::Attacker ? 0 : 1].survivalChecks) {
            Leader &l = *s.leader(id);
            const int h = l.effectiveHeroics();
            const Roll roll1 = roll(1, context(Text::tr("survival check: %1").arg(l.name)), l.id,
                                    [h](const QList<int> &f) { return survivalName(survival(h, f.value(0))); });
            const auto outcome = survival(h, roll1.faces.value(0));
            if (outcome == Survival::Dies)
                l.vitality = -1;
            else if (outcome == Survival::Captured)
                l.capturedBySide = side(opponent(r)).sideId;
            log(Text::tr("%1 rolls %2 against Heroics %3 and %4.")
                    .arg(argText(l.name),
                         argText(roll1.faces.value(0)),
                         argText(h),
                         argText(survivalName(outcome))),
                roll1.id);
        }
    }
    for (Role r : {Role::Attacker, Role::Defender}) {
        BattleSide &s = side(r);
        const AftermathPlan &plan = plans[r == Role::Attacker ? 0 : 1];
        if (!plan.reactivatorId)
            continue;
        const Leader &c = *s.leader(plan.reactivatorId);
        const int rallyRating = c.rating(Trait::Rally);
        const Roll roll1 = roll(plan.broken, context(Text::tr("%1 reactivation").arg(roleName(r))), c.id,
                                successesAgainst(rallyRating, QT_TRANSLATE_NOOP("Battle", "%1 of %2 reactivated")));
        const int ok = rallySuccesses(roll1.faces, rallyRating);
        s.units.broken -= ok;
        s.units.good += ok;
        log(Text::tr("%1 reactivates %2 of %3 broken.").arg(argText(c.name),
                                                            argText(ok),
                                                            argText(plan.broken)), roll1.id);
    }
    // RULES H2: rerolls gained in this battle and not spent lapse with it.
    for (Role r : {Role::Attacker, Role::Defender}) {
        for (Leader &l : side(r).leaders) {
            const int unspent = std::min(l.rerolls, mGained.value(l.id));
            l.rerolls -= std::max(0, unspent);
        }
    }
    mGained.clear();
    mPhase = BattlePhase::Over;
}

void Battle::resolveToEnd()
{
    while (mPhase != BattlePhase::Over) {
        switch (mPhase) {
        case BattlePhase::AvoidCheck: skipAvoid(); break;
        case BattlePhase::RoundStart: fire(); break;
        case BattlePhase::Fire: endFire(); break;
        case BattlePhase::Casualties: applyCasualties(); break;
        case BattlePhase::RallyOrRetreat: rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally); break;
        case BattlePhase::Aftermath: aftermath(); break;
        case BattlePhase::Over: break;
        }
    }
}

} // namespace castellan
