#include "flankrules.h"

#include "i18n/argtext.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {
struct FlankRulesText
{
    Q_DECLARE_TR_FUNCTIONS(FlankRules)
    CASTELLAN_KEPT_TEXTS(FlankRules)
};

constexpr std::array<const char *, GeneralLevelCount> LevelKeys{"incompetent", "poor", "average", "good", "excellent"};
} // namespace

QString levelKey(GeneralLevel level)
{
    return QString::fromLatin1(LevelKeys[std::size_t(level)]);
}

std::optional<GeneralLevel> levelFromKey(const QString &key)
{
    for (int i = 0; i < GeneralLevelCount; ++i) {
        if (key == QLatin1String(LevelKeys[std::size_t(i)]))
            return GeneralLevel(i);
    }
    return std::nullopt;
}

QString levelName(GeneralLevel level)
{
    return levelText(level).shown();
}

RollText levelText(GeneralLevel level)
{
    switch (level) {
    case GeneralLevel::Incompetent: return FlankRulesText::kept("Incompetent");
    case GeneralLevel::Poor: return FlankRulesText::kept("Poor");
    case GeneralLevel::Average: return FlankRulesText::kept("Average");
    case GeneralLevel::Good: return FlankRulesText::kept("Good");
    case GeneralLevel::Excellent: return FlankRulesText::kept("Excellent");
    }
    return {};
}

QString signedText(int n)
{
    return n < 0 ? QString::number(n) : QStringLiteral("+%1").arg(n);
}

GeneralLevel levelUp(GeneralLevel level)
{
    return level == GeneralLevel::Excellent ? level : GeneralLevel(int(level) + 1);
}

GeneralLevel levelDown(GeneralLevel level)
{
    return level == GeneralLevel::Incompetent ? level : GeneralLevel(int(level) - 1);
}

GeneralLevel FlankTable::levelOf(int maneuver) const
{
    return byManeuver[std::size_t(std::clamp(maneuver, 1, 6) - 1)];
}

QString edgeKey(FlankEdge edge)
{
    return edge == FlankEdge::Left ? QStringLiteral("left") : QStringLiteral("right");
}

std::optional<FlankEdge> edgeFromKey(const QString &key)
{
    if (key == QLatin1String("left"))
        return FlankEdge::Left;
    if (key == QLatin1String("right"))
        return FlankEdge::Right;
    return std::nullopt;
}

QString edgeName(FlankEdge edge)
{
    return edgeText(edge).shown();
}

RollText edgeText(FlankEdge edge)
{
    return RollText(edge == FlankEdge::Left ? RollKind::LeftEdge : RollKind::RightEdge);
}

ArrivalRoll arrivalRoll(const FlankTable &table, GeneralLevel level, int modifier, int face1, int face2)
{
    ArrivalRoll r;
    r.faces = {face1, face2};
    r.level = level;
    r.bonus = table.bonusOf(level);
    r.modifier = modifier;
    r.total = face1 + face2 + r.bonus + modifier;
    r.levelAfter = level;
    r.modifierAfter = modifier + 1;
    if (r.doubleSix())
        r.levelAfter = levelUp(level);
    if (r.doubleOne()) {
        // RULES M3 (Reading): a double 1 never arrives; it costs a level and resets the modifier.
        r.levelAfter = levelDown(level);
        r.modifierAfter = 0;
        r.aborted = r.levelAfter == GeneralLevel::Incompetent;
        return r;
    }
    r.arrives = r.total >= ArrivalTotal;
    return r;
}

QString marchStateKey(MarchState state)
{
    switch (state) {
    case MarchState::Marching: return QStringLiteral("marching");
    case MarchState::Arriving: return QStringLiteral("arriving");
    case MarchState::Arrived: return QStringLiteral("arrived");
    case MarchState::Aborted: return QStringLiteral("aborted");
    case MarchState::Ended: return QStringLiteral("ended");
    }
    return {};
}

void MarchProgress::take(const ArrivalRoll &roll)
{
    ++rolls;
    level = roll.levelAfter;
    modifier = roll.modifierAfter;
    if (roll.aborted)
        state = MarchState::Aborted;
    else if (roll.arrives)
        state = MarchState::Arriving;
}

QString whyCannotMarch(const FlankCandidate &candidate, int units, int unitsSent, int sideUnits)
{
    if (candidate.commanderInChief)
        return FlankRulesText::tr("%1 commands the side: the commander-in-chief may not lead a flank march (RULES M2).")
            .arg(candidate.name);
    const Pronoun p = candidate.pronoun;
    if (!candidate.able)
        return byPronoun(p,
                         FlankRulesText::tr("%1 cannot use his ratings (RULES L3), so he may not lead a flank march."),
                         FlankRulesText::tr("%1 cannot use her ratings (RULES L3), so she may not lead a flank march."),
                         FlankRulesText::tr("%1 cannot use their ratings (RULES L3), so they may not lead a flank "
                                            "march."))
            .arg(candidate.name);
    if (candidate.level == GeneralLevel::Incompetent)
        return byPronoun(
                   p, FlankRulesText::tr("%1 is an incompetent general: he may not lead a flank march (RULES M1, M2)."),
                   FlankRulesText::tr("%1 is an incompetent general: she may not lead a flank march (RULES M1, M2)."),
                   FlankRulesText::tr("%1 is an incompetent general: they may not lead a flank march (RULES M1, M2)."))
            .arg(candidate.name);
    if (candidate.coward)
        return byPronoun(p, FlankRulesText::tr("%1 is a coward: he may not lead a flank march (RULES M1, M2)."),
                         FlankRulesText::tr("%1 is a coward: she may not lead a flank march (RULES M1, M2)."),
                         FlankRulesText::tr("%1 is a coward: they may not lead a flank march (RULES M1, M2)."))
            .arg(candidate.name);
    if (candidate.alreadyMarching)
        return FlankRulesText::tr("%1 already leads a flank march in this battle.").arg(candidate.name);
    if (units < 1)
        return FlankRulesText::tr("A flank march needs at least one unit.");
    if (unitsSent + units > maxFlankUnits(sideUnits))
        return FlankRulesText::tr(
                   "At most half the side's units may march on the flanks (RULES M2): %1 of %2 in all, and "
                   "this command would make it %3.")
            .arg(argText(maxFlankUnits(sideUnits)), argText(sideUnits), argText(unitsSent + units));
    return {};
}

RollText levelChangeHistory(const RollText &battleName, const ArrivalRoll &roll, GeneralLevel campaignLevel,
                            Pronoun pronoun)
{
    return byPronoun(pronoun,
                     FlankRulesText::kept("%1: double %2 on his flank march's arrival roll: his level as a general is "
                                          "%3 for this battle; in the campaign it stays %4 (RULES M3)."),
                     FlankRulesText::kept("%1: double %2 on her flank march's arrival roll: her level as a general is "
                                          "%3 for this battle; in the campaign it stays %4 (RULES M3)."),
                     FlankRulesText::kept("%1: double %2 on their flank march's arrival roll: their level as a "
                                          "general is %3 for this battle; in the campaign it stays %4 (RULES M3)."))
        .arg(battleName, roll.faces[0], levelText(roll.levelAfter).lower(), levelText(campaignLevel).lower());
}

} // namespace castellan
