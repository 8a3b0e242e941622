#pragma once

// The largest values a campaign may hold. The dialogs and the CLI refuse more, and a file that holds more
// numbers than these (changed by hand, or damaged) is refused when it is opened, so no number in play ever
// overflows. A longer name in a file is only shown: it harms nothing, and the campaign still opens.
namespace castellan {

/** Units a force may have in all, good, flagged and broken together. */
inline constexpr int MaxUnitsPerForce = 10'000;
/** Units a force may have lost over the campaign. */
inline constexpr int MaxLostUnits = 1'000'000;
/** Heroic rerolls a leader may hold (RULES H2). */
inline constexpr int MaxRerolls = 999;
/** A fortress's rating (RULES S1). */
inline constexpr int MaxFortressRating = 99;
/** The map's columns and rows. */
inline constexpr int MaxMapSide = 200;
/** The campaign's turn. */
inline constexpr int MaxTurn = 100'000;
/** Characters in the name of a leader, a force or a fortress. */
inline constexpr int MaxNameLength = 120;
/** Characters in a place: a force's or a leader's location, a hex's place name. */
inline constexpr int MaxPlaceLength = 200;

} // namespace castellan
