// Leaders' heroic rerolls on the board (RULES H2, C11): each re-rolls one die of his side's activation or attack.
#include "tacticalbattle.h"

#include "i18n/rollkinds.h"
#include "tactical/attackodds.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct TacticalRerollText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalBattle)
    CASTELLAN_KEPT_TEXTS(TacticalBattle)
};

} // namespace

QList<int> TacticalBattle::rerollHolders(int side) const
{
    QList<int> holders;
    for (const TacticalUnit &u : mUnits) {
        if (u.alive() && u.side == side && u.leader && u.leader->rerolls > 0 && board().contains(u.hex))
            holders << u.id;
    }
    return holders;
}

void TacticalBattle::offerRerolls(int side, QList<int> &faces, int attacker, int target, const Roller &roller)
{
    const int roll = mRollsInStep++; // counted whether offered or not, so a journal replays without choosers
    const RerollChooser &chooser = mRerollChooser[std::size_t(side & 1)];
    if (!chooser || faces.isEmpty())
        return;
    QList<qint64> rollOfDie(faces.size(), mLastRollId);
    for (;;) {
        const RerollOffer offer{side, roll, attacker, target, faces, rerollHolders(side)};
        if (offer.holders.isEmpty())
            return;
        const std::optional<TacticalReroll> choice = chooser(*this, offer);
        if (!choice || choice->roll != roll || !offer.holders.contains(choice->unit) || choice->die < 0
            || choice->die >= faces.size())
            return;
        TacticalUnit &holder = *mutableUnit(choice->unit);
        BoardLeader &leader = *holder.leader;
        --leader.rerolls;
        const int old = faces[choice->die];
        const RollText context =
            roller.isQuiet() ? RollText() : rollContext(roller, RollText(RollKind::RerollBy, {leader.name}));
        faces[choice->die] = rollDice(roller, 1, context, rollOfDie[choice->die], leader.leaderId).value(0, old);
        rollOfDie[choice->die] = mLastRollId;
        if (TacticalStep *step = lastStep())
            step->rerolls << *choice;
        if (mLogging)
            say(TacticalRerollText::kept("%1 spends a reroll: %2 becomes %3.")
                    .arg(leader.name, faceText(mRules, old), faceText(mRules, faces[choice->die])),
                {faces[choice->die]});
        if (mLogging)
            record(QStringLiteral("reroll"),
                   {{QStringLiteral("leader"), leader.name},
                    {QStringLiteral("old"), faceName(mRules, old)},
                    {QStringLiteral("new"), faceName(mRules, faces[choice->die])}});
    }
}

} // namespace castellan
