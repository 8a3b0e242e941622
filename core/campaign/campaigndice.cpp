// The campaign's dice (RULES D1, D2, D4): the generator resumed where the file left it, each finished roll kept in
// the log with the generator's state, and the dice claimed under the campaign's write lock.
#include "campaign.h"

#include "dice/dicesource.h"
#include "storage/campaignstore.h"
#include "storage/storageerror.h"

namespace castellan {

void Campaign::loadDice()
{
    const quint64 draws = mStore->meta(QStringLiteral("draws"), QStringLiteral("0")).toULongLong();
    // The generator resumes from its stored state at once; an older file's is wound on from the seed (the
    // opening check has bounded how far).
    const QString state = mStore->meta(QStringLiteral("dice.state"));
    std::unique_ptr<SeededDice> resumed = state.isEmpty() ? nullptr : SeededDice::resumed(mSeed, draws, state);
    mDice = resumed ? std::move(resumed) : std::make_unique<SeededDice>(mSeed, draws);
    mDiceSeenChanges = mStore->foreignChanges();
}

void Campaign::setDiceSource(std::unique_ptr<DiceSource> source)
{
    mDice = std::move(source);
}

const RollArchive &Campaign::rolls() const
{
    return *mStore;
}

void Campaign::record(Roll &roll)
{
    roll.turn = mDiceClaimed ? mClaimTurn : mTurn;
    if (roll.sideId == 0 && roll.leaderId != 0) {
        if (const auto l = leader(roll.leaderId))
            roll.sideId = l->sideId; // a leader's roll is his side's
    }
    mStore->record(roll, mDice->state());
    if (mDiceClaimed) {
        mDiceClaimed = false;
        mStore->commit();
    }
    Q_EMIT rollLogged(roll);
}

Roll Campaign::roll(const RollRequest &request, const DescribeRoll &describe)
{
    return Roller(*mDice, this).roll(request, describe);
}

void Campaign::claimDice()
{
    if (mDiceClaimed)
        return;
    if (isReadOnly())
        throw AccessDenied(whyReadOnly()); // a player or an observer never rolls
    // The campaign's write lock: until the roll is kept nobody else draws, and the dice go on from where the last
    // roll kept in the campaign left them, whichever client or program rolled it.
    mStore->begin();
    mDiceClaimed = true;
    mClaimTurn = mTurn;
    if (mStore->foreignChanges() == mDiceSeenChanges)
        return; // nobody else wrote since the dice were last read: they go on from here
    try {
        mDice->follow(mStore->meta(QStringLiteral("draws"), QStringLiteral("0")).toULongLong(),
                      mStore->meta(QStringLiteral("dice.state")));
        mClaimTurn = mStore->meta(TurnKey, QStringLiteral("1")).toInt(); // another may have ended the turn
        mDiceSeenChanges = mStore->foreignChanges();
    } catch (const StorageError &) {
        releaseDice();
        throw;
    }
}

void Campaign::releaseDice()
{
    if (!mDiceClaimed)
        return;
    mDiceClaimed = false;
    mStore->rollback();
}

} // namespace castellan
