#pragma once

#include "commands/campaignbattle.h"

#include <memory>

// RULES S4: the garrison attacks a besieging force at the beginning of a turn.
namespace castellan {

/** The besieging forces a sortie may attack: any around the fortress but a breaching force that broke in this turn. */
QList<Force> sortieTargets(const Campaign &campaign, qint64 siegeId);
/** Empty when this garrison force may sortie against that target now, otherwise why not. */
QString whyNoSortie(const Campaign &campaign, qint64 siegeId, qint64 garrisonForceId, qint64 targetForceId);
/**
 * The sortie as a field battle (F), the garrison force attacking. If it wins it either takes the hex the
 * beaten force held (which falls back one hex from the fortress), or goes back inside (`occupy` false);
 * either way as one force. The siege then ends if its zone of control or strength is gone (S5).
 */
std::unique_ptr<CampaignBattle> sortieBattle(Campaign &campaign, qint64 siegeId, qint64 garrisonForceId,
                                             qint64 targetForceId, bool occupy);

} // namespace castellan
