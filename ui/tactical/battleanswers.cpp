// The answers a battle on the board needs from a side's owner in the middle of a roll: the cavalry's fallback
// (RULES C9) and the leaders' rerolls (RULES H2, C11). The computer answers for the sides it plays.
#include "tacticalbattledialog.h"

#include "fallbackdialog.h"
#include "rerolldialog.h"
#include "tacticalboardscene.h"

namespace castellan {

std::optional<QList<Hex>> TacticalBattleDialog::askFallback(const TacticalUnit &cavalry)
{
    FallbackDialog dialog(*mBattle, cavalry.id, mScene, this);
    dialog.exec();
    return dialog.chosen();
}

std::optional<TacticalReroll> TacticalBattleDialog::answerReroll(const TacticalBattle &battle, const RerollOffer &offer)
{
    if (mComputerFinishes || computerPlays(offer.side))
        return computerReroll(battle, offer);
    if (!mAskRerolls[offer.side & 1])
        return std::nullopt;
    RerollDialog dialog(battle, offer, this);
    dialog.exec();
    mAskRerolls[offer.side & 1] = !dialog.askNoMore();
    return dialog.chosen();
}

void TacticalBattleDialog::installRerollChoosers()
{
    for (int side = 0; side < 2; ++side) {
        mBattle->setRerollChooser(side,
                                  [this](const TacticalBattle &b, const RerollOffer &o) { return answerReroll(b, o); });
    }
}

} // namespace castellan
