#pragma once

#include "battle/battle.h"
#include "odds/battleodds.h"
#include "odds/breakinodds.h"
#include "odds/flankbattleodds.h"

#include <optional>

#include <QCoreApplication>

#include <atomic>

namespace castellan {

/**
 * A battle as it now stands, as the odds see it (RULES F9, O1): taken from the battle on the GUI thread, then
 * computed anywhere, since it holds nothing but numbers. Between rounds each side's flagged units are about to
 * rally (F5): the odds are then the mixture, over every number of rally successes, of the exact odds from the
 * state after that rally. During a round the hits are applied as chosen (F3 default until the user changes
 * them), so the round's end check (F4) is already known. Once the battle is decided, the odds are certain.
 * The rounds distribution counts the rounds already fought, so it always reads "the battle lasts N rounds".
 */
class LiveOdds
{
    Q_DECLARE_TR_FUNCTIONS(LiveOdds)

public:
    /** The battle as it stands now, its flank marches counted (RULES M3): call on the thread that owns the battle. */
    static LiveOdds of(const Battle &battle);
    /** A break-in battle (RULES S3) as it stands: its own kernels, and no rounds counted. */
    static LiveOdds breakIn(const BreakInStart &start, int roundsFought);
    /** A battle between rounds: `flagged` units of each side are about to rally (RULES F5). */
    static LiveOdds betweenRounds(const SideSpec &attacker, int attackerFlagged, const SideSpec &defender,
                                  int defenderFlagged, int roundsFought);

    /** The result is known: no computation needed. */
    bool isDecided() const { return mDecided; }
    BattleResult decidedResult() const { return mResult; }
    /** Why there are no odds (an avoided battle, sides the odds refuse), or empty. */
    QString problem() const { return mProblem; }
    const SideSpec &attacker() const { return mAttacker; }
    const SideSpec &defender() const { return mDefender; }
    int attackerFlagged() const { return mAttackerFlagged; }
    int defenderFlagged() const { return mDefenderFlagged; }
    int roundsFought() const { return mRoundsFought; }
    bool isBreakIn() const { return mBreakIn; }
    /** RULES M3: the command still on a flank march that the odds count, if any. */
    const std::optional<FlankSpec> &flank() const { return mFlank; }
    /** The odds; may take seconds for big armies, so run it off the GUI thread. Draws no dice (STYLE 7).
     *  WithoutRounds is much faster and leaves `rounds` empty. */
    BattleOdds compute(const std::atomic<bool> *cancel = nullptr, OddsDetail detail = OddsDetail::WithRounds) const;
    /** How many exact computations compute() makes: one per pair of rally outcomes (RULES F5). */
    int computations() const;
    /** The distribution of rounds is worth computing too: a couple of seconds at most on a desktop (the
     *  round-by-round odds grow with about the fifth power of the army). */
    bool roundsAffordable() const;

    bool operator==(const LiveOdds &) const;

private:
    BattleOdds certain() const;
    static LiveOdds ofField(const Battle &battle);
    /** Marks the march in the battle that the odds count, or why they cannot (more than one). */
    void countMarches(const Battle &battle, bool rollsFirst);

    bool mDecided = false;
    BattleResult mResult = BattleResult::Undecided;
    QString mProblem;
    SideSpec mAttacker; ///< good and broken after the hits; flagged ones are counted apart
    SideSpec mDefender;
    int mAttackerFlagged = 0;
    int mDefenderFlagged = 0;
    int mRoundsFought = 0;
    bool mBreakIn = false;
    bool mRallyPending = false; ///< a break-in between rounds: the garrison's broken units rally too (S3)
    Units mAttackerUnits;       ///< when decided: the units at the end
    Units mDefenderUnits;
    std::optional<FlankSpec> mFlank;
    int mReturning[2] = {0, 0}; ///< RULES M3: units of marches that will not come in, by side: left, not fighting
};

/** A side of a battle as the odds see it now (RULES F9): its good and broken units (flagged ones count as
 *  broken, as after a failed rally) and its commander's Battle and Rally. */
SideSpec oddsSideOf(const Battle &battle, Role role);

} // namespace castellan
