#pragma once

#include "commands/battles/fighttoend.h"
#include "commands/leaders/leaderactions.h"
#include "map/mapmodel.h"
#include "rules/siegerules.h"

#include <QList>
#include <QStringList>

#include <functional>

namespace castellan {

/** What one siege did in a siege phase run with the default choices. */
struct SiegeTurn
{
    qint64 siegeId = 0;
    QString fortress;
    QList<int> faces;      ///< the break-in roll and its rerolls, in order (RULES S2)
    int rerolls = 0;       ///< rerolls the Siege bonus allowed
    int heroicRerolls = 0; ///< heroic rerolls the besieging leaders spent on it (RULES H2)
    QString result;        ///< "nothing", "unit_lost" or "break_in"
    QString battleResult;  ///< the S3 battle's result key, empty when none was fought
    QString waits;         ///< why the S3 battle was not fought yet (it waits for the garrison's answer, T4)
    bool fell = false;     ///< the fortress changed hands
    QString ended;         ///< why the siege ended this turn, empty while it goes on
    QString summary;
    QString refusal;          ///< why the roll could not be made, empty when it was
    bool fileProblem = false; ///< the file refused, not the rules
};

/**
 * RULES S2, S3: one siege's break-in roll, re-rolling the faces `which` names (the default: anything but a 6)
 * while the Siege bonus lasts and at most `maxRerolls` times (-1: no other limit), then with up to `maxHeroic` of
 * the besieging leaders' heroic rerolls (H2; their rest lapse); a 6 opens the break-in battle, fought by `fight`
 * (by default with the F9 defaults; it stays owed when `fight` says it waits), or takes an undefended fortress at
 * once.
 */
SiegeTurn rollSiegeTurn(Campaign &campaign, qint64 siegeId, int maxRerolls = -1, int maxHeroic = 0,
                        SiegeRerolls which = SiegeRerolls::AllButSix, const FightToEnd &fight = {});

/**
 * RULES T1 (1), S2, S3: every siege that has not rolled this turn makes its break-in roll, re-rolling the faces
 * its besieger's choice names (`rerollsOf`; by default anything but a 6) while its rerolls last; a 1 costs a
 * picket a unit; a 6 opens the break-in battle, fought to the end by `fight` (by default the F9 defaults; on a
 * players' campaign, the sides' standing orders, T4; a battle that waits for the garrison's answer stays owed).
 * No sorties. Each step is its own undoable action. Stops at the first refusal (in `refusal`).
 */
struct SiegePhase
{
    QList<SiegeTurn> sieges;
    QString refusal;
    bool fileProblem = false; ///< the file refused, not the rules
};
/** The besieger's choice of rerolls for a siege (RULES S2; on a players' campaign, his standing order, T4). */
using SiegeRerollsOf = std::function<SiegeRerolls(const Siege &)>;
/** Why a siege's break-in roll is left to its besieger's own order (T4: his player asked to be asked), or empty. */
using SiegeLeftOf = std::function<QString(const Siege &)>;
/** A siege `leftToSide` names is not rolled: its turn says why (`waits`), and the phase goes on with the others. */
SiegePhase runSiegePhase(Campaign &campaign, const SiegeRerollsOf &rerollsOf = {}, const FightToEnd &fight = {},
                         const SiegeLeftOf &leftToSide = {});

} // namespace castellan
