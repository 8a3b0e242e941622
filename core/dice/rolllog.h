#pragma once

#include "model/roll.h"

#include <functional>
#include <optional>

namespace castellan {

/**
 * Where an engine hands its finished rolls, with their context (RULES D1): the campaign file in play, a list in
 * tests. A log that cannot keep a roll throws, and the roll did not happen.
 */
class RollLog
{
public:
    virtual ~RollLog() = default;
    /** Keeps the roll, and the generator's draws after it, at once; gives the roll its id. */
    virtual void record(Roll &roll) = 0;
    /**
     * A roll is about to draw. A shared campaign claims its dice here (issue 16): its generator's state, taken
     * under the campaign's lock until record() keeps the roll, so two game masters never draw the same values.
     */
    virtual void claimDice() { }
    /** The roll claimed the dice and could not be kept: the claim is given up. */
    virtual void releaseDice() { }
};

/**
 * The rolls a campaign has kept, read back in log order: by the roll log view, Verify Log (RULES D2), the luck
 * ledger and the CSV export.
 */
class RollArchive
{
public:
    virtual ~RollArchive() = default;
    /** The seed the generator was started from (RULES D2). */
    virtual quint64 seed() const = 0;
    /** A players' copy keeps no seed, only a commitment to it: its log verifies once the seed is given. */
    virtual bool seedWithheld() const { return false; }
    /** The values drawn from the generator by every roll kept so far. */
    virtual quint64 drawsKept() const = 0;
    virtual std::optional<Roll> roll(qint64 id) const = 0;
    virtual qint64 rollCount() const = 0;
    virtual qint64 lastRollId() const = 0;
    /** The log, newest first, filtered; `offset` and `limit` page through it. */
    virtual QList<Roll> rolls(const RollFilter &filter, qint64 offset, qint64 limit) const = 0;
    /** Every roll in log order (or, given a category, every one of it not undone); the visitor returns false
     *  to stop. Its context and result are the stored text, not translated: roll() gives them as shown. */
    virtual void forEachRoll(const std::function<bool(const Roll &)> &visit, const QString &category = {}) const = 0;
    /** What the storage's own whole check finds wrong (a file's damaged index); empty when it finds nothing. */
    virtual QString integrityProblem() const { return {}; }
};

} // namespace castellan
