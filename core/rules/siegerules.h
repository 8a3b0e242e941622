#pragma once

#include <QList>
#include <QStringList>

#include <optional>

// The siege rules of RULES S2 as pure functions.
namespace castellan {

/** What a turn's break-in roll came to (RULES S2). */
enum class BreakInResult { Nothing, UnitLost, BreakIn };

/** RULES S2: 1 costs the besieger a unit, 6 breaks in, 2-5 nothing. */
BreakInResult breakInResult(int face);

/** RULES S2 default choice: re-roll anything but a 6 while rerolls remain. */
constexpr bool rerollByDefault(int face)
{
    return face != 6;
}

/**
 * RULES S2: which of his break-in dice the besieger re-rolls while his rerolls last: anything but a 6 (the
 * default), only a 1 (he keeps his units but does not seek the break-in battle), or none.
 */
enum class SiegeRerolls { AllButSix, OnlyOne, None };
constexpr bool wantsSiegeReroll(SiegeRerolls which, int face)
{
    switch (which) {
    case SiegeRerolls::AllButSix: return rerollByDefault(face);
    case SiegeRerolls::OnlyOne: return face == 1;
    case SiegeRerolls::None: break;
    }
    return false;
}
/** "all_but_6", "only_1", "none": the words of the CLI, the JSON and the standing orders (RULES T4). */
QString siegeRerollsKey(SiegeRerolls which);
std::optional<SiegeRerolls> siegeRerollsFromKey(const QString &key);
/** Every key, the default first. */
QStringList siegeRerollsKeys();

/**
 * RULES S2: a whole turn's rolls under the default choice: `faces` are the dice in the order rolled; the
 * first one is the roll, each further one a reroll that replaces the previous result. Returns how many of
 * them the turn uses (at most rerolls + 1) and the result of the last.
 */
struct TurnRolls
{
    int used = 0;
    BreakInResult result = BreakInResult::Nothing;
};
TurnRolls defaultTurn(const QList<int> &faces, int rerolls);

} // namespace castellan
