#pragma once

#include "commands/battles/campaignbattle.h"

#include <memory>

// RULES S4: the garrison attacks a besieging force at the beginning of a turn.
namespace castellan {

/** RULES S4: a sortie as the user orders it. */
struct SortieOrder
{
    qint64 targetForceId = 0;
    QList<qint64> leaderIds; ///< the leaders inside who go with it (none: the units go alone)
    bool occupy = false;     ///< if it wins, it takes the hex the beaten force held; else it goes back inside
};

/** The besieging forces a sortie may attack: any around the fortress but a breaching force that broke in this turn. */
QList<Force> sortieTargets(const Campaign &campaign, qint64 siegeId);
/** RULES S4, S9: the able leaders inside who may go out with a sortie (of the garrison's forces, or alone there). */
QList<Leader> sortieLeaders(const Campaign &campaign, qint64 siegeId);
/** RULES S4: the garrison's good-order units, of all its forces, that would go out. */
int sortieUnits(const Campaign &campaign, qint64 siegeId);
/** Empty when the garrison may sortie so now, otherwise why not. */
QString whyNoSortie(const Campaign &campaign, qint64 siegeId, const SortieOrder &order);
/**
 * RULES S4: the sortie as a field battle (F), the garrison attacking with the good-order units of all its forces
 * and the leaders sent; its broken units stay inside. If it wins it either takes the hex the beaten force held
 * (which falls back one hex from the fortress), moving as one force, or goes back inside. The siege then ends if
 * its zone of control or strength is gone (S5).
 */
std::unique_ptr<CampaignBattle> sortieBattle(Campaign &campaign, qint64 siegeId, const SortieOrder &order);

/**
 * RULES S4, T4: on a players' campaign, why the siege phase cannot end yet because a sortie its garrison's player sent
 * waits for the besiegers' answer; empty when none waits (or the user cannot read it).
 */
QString sortieWaiting(const Campaign &campaign);

} // namespace castellan
