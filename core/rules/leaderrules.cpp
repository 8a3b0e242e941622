#include "leaderrules.h"

#include "i18n/rollkinds.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace castellan {

LeaderStatus statusFor(int vitality, bool captured)
{
    if (vitality <= -1)
        return LeaderStatus::Dead;
    if (captured)
        return LeaderStatus::Captured;
    if (vitality == 0)
        return LeaderStatus::Disabled;
    return LeaderStatus::Active;
}

int effectiveRating(int rating, int vitality)
{
    return std::max(0, std::min(rating, vitality));
}

int vitalityAfter(int current, int wounds, int vitalityRating)
{
    if (current <= -1)
        return current; // RULES L3: the dead stay dead; healing is for the living
    const int v = current - wounds;
    return std::clamp(v, -1, std::max(current, vitalityRating));
}

std::array<int, TraitCount> assignInOrder()
{
    std::array<int, TraitCount> dieForTrait{};
    std::iota(dieForTrait.begin(), dieForTrait.end(), 0);
    return dieForTrait;
}

std::array<int, TraitCount> fillInOrder(const std::array<int, TraitCount> &placed)
{
    std::array<int, TraitCount> result = placed;
    int die = 0;
    for (int &slot : result) {
        if (slot >= 0)
            continue;
        while (die < TraitCount && std::find(placed.cbegin(), placed.cend(), die) != placed.cend())
            ++die;
        if (die < TraitCount)
            slot = die++;
    }
    return result;
}

std::array<int, TraitCount> assignByPriority(const QList<int> &faces, const QList<Trait> &priority)
{
    std::array<int, TraitCount> dieForTrait;
    dieForTrait.fill(-1);
    // Dice by value, highest first; equal faces keep their rolled order.
    QList<int> byValue(faces.size());
    std::iota(byValue.begin(), byValue.end(), 0);
    std::stable_sort(byValue.begin(), byValue.end(), [&](int a, int b) { return faces[a] > faces[b]; });

    std::array<bool, TraitCount> used{};
    qsizetype next = 0;
    for (Trait t : priority) {
        if (dieForTrait[std::size_t(t)] != -1 || next >= byValue.size())
            continue;
        const int die = byValue[next++];
        dieForTrait[std::size_t(t)] = die;
        used[std::size_t(die)] = true;
    }
    int die = 0;
    for (Trait t : AllTraits) {
        if (dieForTrait[std::size_t(t)] != -1)
            continue;
        while (die < TraitCount && used[std::size_t(die)])
            ++die;
        dieForTrait[std::size_t(t)] = die;
        used[std::size_t(die)] = true;
    }
    return dieForTrait;
}

bool isCompleteAssignment(const std::array<int, TraitCount> &dieForTrait)
{
    std::array<bool, TraitCount> used{};
    for (int die : dieForTrait) {
        if (die < 0 || die >= TraitCount || used[std::size_t(die)])
            return false;
        used[std::size_t(die)] = true;
    }
    return true;
}

Ratings ratingsFrom(const QList<int> &faces, const std::array<int, TraitCount> &dieForTrait)
{
    Ratings r{};
    for (std::size_t t = 0; t < dieForTrait.size(); ++t)
        r[t] = faces.value(dieForTrait[t], 0);
    return r;
}

DeedOutcome heroicDeed(int h, int face)
{
    // RULES H1, literal reading: equal costs 1 wound for h rerolls; under costs and gains the difference.
    if (face == h)
        return {1, h};
    if (face < h)
        return {h - face, h - face};
    return {face - h, 0};
}

Survival survival(int h, int face)
{
    if (face < h)
        return Survival::Escapes;
    if (face == h)
        return Survival::Dies;
    return Survival::Captured;
}

QString pronounKey(Pronoun p)
{
    switch (p) {
    case Pronoun::He: break;
    case Pronoun::She: return QStringLiteral("she");
    case Pronoun::They: return QStringLiteral("they");
    }
    return QStringLiteral("he");
}

std::optional<Pronoun> pronounFromKey(const QString &key)
{
    for (Pronoun p : {Pronoun::He, Pronoun::She, Pronoun::They}) {
        if (key == pronounKey(p))
            return p;
    }
    return std::nullopt;
}

QString pronounName(Pronoun p)
{
    return byPronoun(p, QCoreApplication::translate("Pronoun", "he"), QCoreApplication::translate("Pronoun", "she"),
                     QCoreApplication::translate("Pronoun", "they"));
}

RollText survivalText(Survival s)
{
    switch (s) {
    case Survival::Escapes: return RollText(RollKind::Escapes);
    case Survival::Dies: return RollText(RollKind::Dies);
    case Survival::Captured: return RollText(RollKind::IsCaptured);
    }
    return {};
}

QString survivalName(Survival s)
{
    switch (s) {
    case Survival::Escapes: return QCoreApplication::translate("Survival", "escapes");
    case Survival::Dies: return QCoreApplication::translate("Survival", "dies");
    case Survival::Captured: return QCoreApplication::translate("Survival", "is captured");
    }
    return {};
}

static int countFace(const QList<int> &faces, int face)
{
    return int(std::count(faces.cbegin(), faces.cend(), face));
}

ExchangeOutcome duelExchange(const QList<int> &first, const QList<int> &second)
{
    return {std::max(0, countFace(second, DuelWoundFace) - countFace(first, DuelCancelFace)),
            std::max(0, countFace(first, DuelWoundFace) - countFace(second, DuelCancelFace))};
}

int assassinationWounds(const QList<int> &assassinFaces, const QList<int> &targetFaces)
{
    return std::max(0, countFace(assassinFaces, DuelWoundFace) - countFace(targetFaces, DuelCancelFace));
}

} // namespace castellan
