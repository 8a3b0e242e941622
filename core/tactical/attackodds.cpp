#include "attackodds.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace castellan {

int attackDice(const Ruleset &rules, int attackerType, int range, int targetTerrain, bool fallback)
{
    const UnitType &attacker = rules.units[attackerType];
    if (fallback) // RULES C9: the dice the attack would have had adjacent, terrain included, halved, rounded up
        return (std::max(0, attacker.diceAt(1) + rules.terrain[targetTerrain].dice) + 1) / 2;
    const int base = attacker.diceAt(range);
    if (base == 0)
        return 0; // out of reach: no terrain brings it in
    return std::max(0, base + rules.terrain[targetTerrain].dice);
}

AttackResult readAttack(const Ruleset &rules, const QList<int> &faces, int targetType, int targetTerrain)
{
    AttackResult r;
    for (int f : faces) {
        const Face &face = rules.faces[std::size_t(f - 1)];
        if (face.kind == Face::Unit && face.unitType == targetType)
            ++r.hits;
        else if (face.kind == Face::Flag)
            ++r.flags;
    }
    r.countedFlags = std::max(0, r.flags - (rules.terrain[targetTerrain].ignoresFirstFlag ? 1 : 0));
    return r;
}

QString faceName(const Ruleset &rules, int face)
{
    const Face &f = rules.faces[std::size_t(face - 1)];
    if (f.kind == Face::Unit)
        return rules.units[f.unitType].key;
    return f.kind == Face::Flag ? QStringLiteral("flag") : QStringLiteral("swords");
}

QString faceText(const Ruleset &rules, int face)
{
    return keyText(faceName(rules, face));
}

QString faceEffect(const Ruleset &rules, int face, int targetType)
{
    const Face &f = rules.faces[std::size_t(face - 1)];
    if (f.kind == Face::Unit && f.unitType == targetType)
        return QCoreApplication::translate("AttackOdds", "hit");
    if (f.kind == Face::Flag)
        return QCoreApplication::translate("AttackOdds", "retreat");
    return QCoreApplication::translate("AttackOdds", "miss");
}

AttackOdds attackOdds(const Ruleset &rules, int dice, int targetType, int targetFigures, int targetTerrain)
{
    const double pHit = rules.facesHitting(targetType) / 6.0;
    const double pFlag = rules.flagFaces() / 6.0;
    const double pMiss = 1.0 - pHit - pFlag;
    // joint[h][f] after each die: the chance of h hits and f flags so far.
    std::vector<std::vector<double>> joint(dice + 1, std::vector<double>(dice + 1, 0.0));
    joint[0][0] = 1.0;
    for (int d = 0; d < dice; ++d) {
        for (int h = d; h >= 0; --h) {
            for (int f = d - h; f >= 0; --f) {
                const double p = joint[h][f];
                if (p == 0.0)
                    continue;
                joint[h][f] = p * pMiss;
                joint[h + 1][f] += p * pHit;
                joint[h][f + 1] += p * pFlag;
            }
        }
    }
    const bool hill = rules.terrain[targetTerrain].ignoresFirstFlag;
    AttackOdds odds;
    odds.dice = dice;
    odds.hits.fill(0.0, dice + 1);
    odds.retreats.fill(0.0, dice + 1);
    for (int h = 0; h <= dice; ++h) {
        for (int f = 0; h + f <= dice; ++f) {
            const double p = joint[h][f];
            const int counted = std::max(0, f - (hill ? 1 : 0));
            odds.hits[h] += p;
            odds.retreats[counted] += p;
            const bool eliminated = h >= targetFigures;
            if (eliminated)
                odds.pEliminate += p;
            if (eliminated || counted > 0)
                odds.pDislodge += p;
            odds.expectedLosses += p * std::min(h, targetFigures);
        }
    }
    return odds;
}

} // namespace castellan
