#pragma once

#include "commands/action/actionbuilder.h"
#include "commands/battles/campaignbattle.h"
#include "commands/leaders/leaderactions.h"
#include "commands/sieges/garrison.h"
#include "map/mapmodel.h"
#include "rules/siegerules.h"

#include <QStringList>

#include <memory>

// Sieges on the strategic map (RULES S1-S6), each step one undoable action.
namespace castellan {

/** A side's hold on a fortress (RULES S1): its forces around it, their strength and the triple they hold. */
struct SiegeHold
{
    QList<Force> forces; ///< the side's forces in the six hexes around the fortress
    int strength = 0;    ///< their units, good or broken
    int triple = -1;     ///< the alternating triple held, -1 for none
};
SiegeHold siegeHold(const QList<Force> &forces, const HexGrid &grid, const Fortress &fortress, qint64 sideId);
/** Why this hold cannot besiege the fortress (RULES S1), or empty. */
QString whyHoldFails(const SiegeHold &hold, const Fortress &fortress);

/** Empty when the force may lay siege to the fortress as its breaching force now, otherwise why not. */
QString whyCannotBesiege(const Campaign &campaign, qint64 fortressId, qint64 breachingForceId);
/** RULES S1: the force's side lays siege; the force breaches, its side's other forces around are pickets. */
Outcome laySiege(Campaign &campaign, qint64 fortressId, qint64 breachingForceId);
/** RULES S5: the besieger lifts the siege. */
Outcome liftSiege(Campaign &campaign, qint64 siegeId);

/** RULES S2, R1: rerolls a turn: the breaching commander's Siege against the fortress commander's. */
int siegeRerolls(const Campaign &campaign, const Siege &siege);
/** Empty when the siege may make its break-in roll now, otherwise why not. */
QString whyNoBreakInRoll(const Campaign &campaign, qint64 siegeId);
/** The leaders of the forces that hold the siege (RULES S1), who roll its break-in and may spend their rerolls. */
QList<qint64> besiegingLeaderIds(const Campaign &campaign, const Siege &siege);
/** RULES H2: the heroic rerolls those leaders hold, the able ones, for the break-in roll. */
int besiegersHeroicRerolls(const Campaign &campaign, const Siege &siege);
/** RULES S3: the siege rolled its 6 this turn and its break-in battle is still to be fought. */
bool breakInOwed(const Campaign &campaign, const Siege &siege);
/** RULES S2, S3: why the turn cannot go past its siege phase yet (a siege waits for its break-in roll or its
 *  break-in battle, or a sortie's battle waits for its answer, T4), or empty. */
QString siegeRollPending(const Campaign &campaign);
/** The fortress a siege laid from `hex` would be laid to: the one in the hex, else one of another side next to
 *  the force. */
std::optional<Fortress> siegeTargetFrom(const Campaign &campaign, const Hex &hex, qint64 forceId);
/** RULES S1: the forces of other sides next to the fortress, those that may breach it now first. */
QList<Force> possibleBesiegers(const Campaign &campaign, const Fortress &fortress);
/** RULES S1, T1: empty when some force may lay siege to the fortress now, otherwise why none may. */
QString whyNoSiegeOf(const Campaign &campaign, const Fortress &fortress);
/** RULES T1, S2: empty when a siege waits for this turn's break-in roll, otherwise why there is none to make. */
QString whyNoSiegePhase(const Campaign &campaign);
/** RULES S2: the picket that loses a unit to a 1 by default (the biggest), else the breaching force. */
qint64 defaultLossForce(const Campaign &campaign, const Siege &siege);

/**
 * RULES S2: one turn's break-in roll of a siege: the first die on construction, then rerolls while the
 * Siege bonus lasts, each replacing the last; finish() lands it (a 1 costs a unit, a 6 is a break-in).
 */
class BreakInRoll
{
public:
    BreakInRoll(Campaign &campaign, qint64 siegeId);
    QString refusal() const { return mRefusal; }
    const Siege &siege() const { return mSiege; }
    int rerolls() const { return mRerolls; }
    int rerollsLeft() const { return mRerolls - mSiegeRerollsSpent; }
    int face() const { return mFaces.value(mFaces.size() - 1); }
    const QList<int> &faces() const { return mFaces; }
    BreakInResult result() const { return breakInResult(face()); }
    /** RULES S2 default: reroll anything but a 6 while rerolls remain. */
    bool defaultWantsReroll() const { return rerollsLeft() > 0 && rerollByDefault(face()); }
    bool reroll();
    /** RULES H2: the heroic rerolls the besieging leaders hold (with the siege's forces, able), for this event. */
    int heroicRerolls() const;
    /** RULES H2: one of them spent: the next leader holding one re-rolls the die; the new roll replaces it. */
    bool heroicReroll();
    /** Lands the turn's roll; `lossForceId` 0 takes the default (pickets first). Every heroic reroll the besieging
     *  leaders still hold lapses with it (RULES H2: the siege turn was their event). */
    Outcome finish(qint64 lossForceId = 0);

private:
    ActionBuilder mBuilder;
    Siege mSiege;
    QString mFortressName;
    QString mRefusal;
    int mRerolls = 0;
    int mSiegeRerollsSpent = 0;
    qint64 mCommanderId = 0; ///< the breaching force's commander for the siege (R1), whose roll it is
    QList<qint64> mLeaders;  ///< the besieging leaders, with the siege's forces when it was rolled
    QList<int> mFaces;
    qint64 mLastRollId = 0;
};

/**
 * RULES S3: the break-in battle owed by a siege that rolled its 6 this turn (none once it was fought): the
 * breaching force attacks all the defenders (a garrison of several forces first joins as one, each join its own
 * undoable step).
 */
std::unique_ptr<CampaignBattle> breakInBattle(Campaign &campaign, qint64 siegeId);
/** RULES S3: a fortress with no garrison unit to fight falls to the break-in at once. */
Outcome takeUndefended(Campaign &campaign, qint64 siegeId);

/**
 * A siege's record as it stands now: the sides, the breaching force, the pickets and the garrison, in words.
 * Kept with the siege while it runs (laid, rolled, about to end), so that an ended siege still says it.
 */
RollText siegeRecordNow(const ActionBuilder &b, const Siege &siege);
/** RULES S5: sieges whose besieger no longer has the strength or the zone of control end; one line each. */
void endBrokenSieges(ActionBuilder &b, QStringList &lines);

} // namespace castellan
