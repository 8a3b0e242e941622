#pragma once

#include "i18n/rolltext.h"

#include <QChar>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace castellan {

/** The seven traits of a leader, in the order RULES L1 lists them. */
enum class Trait { Vitality, Heroics, Duel, Maneuver, Battle, Siege, Rally };

inline constexpr int TraitCount = 7;
inline constexpr std::array<Trait, TraitCount> AllTraits = {
    Trait::Vitality, Trait::Heroics, Trait::Duel, Trait::Maneuver, Trait::Battle, Trait::Siege, Trait::Rally};

/** Seven ratings, indexed by Trait. */
using Ratings = std::array<int, TraitCount>;

inline int &rating(Ratings &r, Trait t)
{
    return r[std::size_t(t)];
}
inline int rating(const Ratings &r, Trait t)
{
    return r[std::size_t(t)];
}

/** Translated display name ("Vitality"). */
QString traitName(Trait t);
/** The same, kept as data for what is stored (a history line). */
RollText traitText(Trait t);
/** Stable lower-case key used in files and JSON ("vitality"). */
QString traitKey(Trait t);
/** The keyboard key that assigns a die to this trait (V H D M B S R). */
QChar traitShortcut(Trait t);
std::optional<Trait> traitFromKey(const QString &key);
std::optional<Trait> traitFromShortcut(QChar c);

} // namespace castellan
