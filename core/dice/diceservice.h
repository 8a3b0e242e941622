#pragma once

#include "dicesource.h"
#include "model/roll.h"

#include <functional>
#include <memory>

namespace castellan {

class CampaignStore;

/** What a roll is for; the service fills in the turn, the faces and the draw order. */
struct RollRequest
{
    int count = 1;
    int sides = 6;
    QString context;
    qint64 leaderId = 0;
    qint64 replacesId = 0; ///< set for a reroll (RULES D1)
    qint64 sideId = 0;     ///< whose roll it is; 0: the leader's side, if there is a leader
    QString category = {}; ///< what kind of roll, for the luck ledger (Roll::BattleFire), or empty
};

/**
 * The campaign's dice: draws faces from its source and writes every roll to the roll log with the number of
 * values drawn, in one transaction (RULES D1, D2).
 */
class DiceService
{
public:
    using Describe = std::function<QString(const QList<int> &faces)>;

    DiceService(CampaignStore &store, std::unique_ptr<DiceSource> source);

    /** Rolls, logs and returns the roll; `describe` turns the faces into the logged result text. */
    Roll roll(const RollRequest &request, int turn, const Describe &describe = {});
    /** RULES D4: faces typed in from physical dice; logged as entered by hand, nothing drawn. */
    Roll enterByHand(const RollRequest &request, int turn, const QList<int> &faces, const Describe &describe = {});

    quint64 draws() const { return mSource->draws(); }
    /** After a failed write: the generator goes back to the draws the campaign has stored. */
    void resync(quint64 storedDraws);
    void setSource(std::unique_ptr<DiceSource> source) { mSource = std::move(source); }

private:
    Roll log(Roll roll, const Describe &describe);

    CampaignStore &mStore;
    std::unique_ptr<DiceSource> mSource;
};

} // namespace castellan
