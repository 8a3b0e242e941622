#include "battlerules.h"
#include "i18n/argtext.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {
/** The translation context of this file's texts. */
struct BattleRulesText
{
    Q_DECLARE_TR_FUNCTIONS(BattleRules)
};
} // namespace

QString unitsText(const Units &u)
{
    return BattleRulesText::tr("%1 good, %2 flagged, %3 broken")
        .arg(argText(u.good), argText(u.flagged), argText(u.broken));
}

int battleBonus(int ownBattle, bool ownAble, int otherBattle, bool otherAble)
{
    const int own = ownAble ? ownBattle : 0;
    const int other = otherAble ? otherBattle : 0;
    return std::max(0, own - other);
}

int normalFireDice(const Units &u, int bonus)
{
    return u.good + bonus;
}

int brokenFireDice(const Units &u, bool brokenKeepRolling)
{
    return brokenKeepRolling ? u.broken : 0;
}

FireEffect fireEffect(int face, bool brokenDie)
{
    if (face == FireEliminateFace)
        return brokenDie ? FireEffect::Flags : FireEffect::Eliminates; // RULES S3: a broken defender's 6 is a 5
    return face == FireFlagFace ? FireEffect::Flags : FireEffect::Miss;
}

Fire countFire(const QList<int> &faces, int normalDice)
{
    Fire f;
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const FireEffect effect = fireEffect(faces[i], i >= normalDice);
        f.sixes += effect == FireEffect::Eliminates;
        f.fives += effect == FireEffect::Flags;
    }
    return f;
}

Casualties defaultCasualties(const Units &receiver, const Fire &incoming)
{
    Casualties c;
    int sixes = incoming.sixes;
    c.brokenEliminated = std::min(sixes, receiver.broken);
    sixes -= c.brokenEliminated;
    c.flaggedEliminated = std::min(sixes, receiver.flagged);
    sixes -= c.flaggedEliminated;
    c.goodEliminated = std::min(sixes, receiver.good);
    return withFivesApplied(receiver, incoming, c);
}

Casualties withFivesApplied(const Units &receiver, const Fire &incoming, Casualties eliminated)
{
    eliminated.goodFlagged =
        std::clamp(std::min(incoming.fives, receiver.good - eliminated.goodEliminated), 0, receiver.good);
    return eliminated;
}

QString checkCasualties(const Units &receiver, const Fire &incoming, const Casualties &c)
{
    if (c.brokenEliminated < 0 || c.flaggedEliminated < 0 || c.goodEliminated < 0 || c.goodFlagged < 0)
        return BattleRulesText::tr("Casualties cannot be negative.");
    if (c.brokenEliminated > receiver.broken || c.flaggedEliminated > receiver.flagged
        || c.goodEliminated > receiver.good)
        return BattleRulesText::tr("More units are eliminated than the side has in that state.");
    const int killable = receiver.total();
    if (c.eliminated() != std::min(incoming.sixes, killable))
        return BattleRulesText::tr("Each 6 eliminates one unit (RULES F3): %1 must be eliminated.")
            .arg(std::min(incoming.sixes, killable));
    const int flaggable = receiver.good - c.goodEliminated;
    if (c.goodFlagged != std::min(incoming.fives, flaggable))
        return BattleRulesText::tr(
                   "Each 5 flags one good-order unit, and surplus 5s are lost (RULES F3): %1 must be flagged.")
            .arg(std::min(incoming.fives, flaggable));
    return {};
}

Units applyCasualties(const Units &u, const Casualties &c)
{
    Units r = u;
    r.broken -= c.brokenEliminated;
    r.flagged -= c.flaggedEliminated;
    r.good -= c.goodEliminated + c.goodFlagged;
    r.flagged += c.goodFlagged;
    return r;
}

int rallySuccesses(const QList<int> &faces, int rallyRating)
{
    return int(std::count_if(faces.cbegin(), faces.cend(), [&](int f) { return f <= rallyRating; }));
}

Units rally(const Units &u, int successes)
{
    const int back = std::clamp(successes, 0, u.flagged);
    return {u.good + back, 0, u.broken + u.flagged - back};
}

Units breakFlagged(const Units &u)
{
    return {u.good, 0, u.broken + u.flagged};
}

} // namespace castellan
