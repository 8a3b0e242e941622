#pragma once

#include "commands/sieges/siegephase.h"

#include <QString>

// A side's standing orders (RULES T4): its choices, set ahead, for when they are needed while it is not asked.
namespace castellan {

class Campaign;

/** The side's choice for a standing order's key, as it set it on its shared campaign, else RULES's default. */
QString standingChoice(const Campaign &campaign, qint64 sideId, const QString &key);

/** RULES S2, T4: the besieger's rerolls for a siege, as his side's standing order `siege_rerolls` says. */
SiegeRerolls standingSiegeRerolls(const Campaign &campaign, qint64 besiegerSideId);
/** The same for every siege of a siege phase run for the sides (runSiegePhase). */
SiegeRerollsOf standingSiegeRerollsOf(const Campaign &campaign);
/**
 * RULES T4: in a siege phase run for the sides, the break-in rolls left to their besiegers' own orders: those of the
 * sides whose players asked to be asked, on a campaign whose game master lets them be waited for.
 */
SiegeLeftOf siegeRollsLeftToAskers(const Campaign &campaign);

} // namespace castellan
