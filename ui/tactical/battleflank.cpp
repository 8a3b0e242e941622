// RULES M3-M5 in the board dialog: the marches' rolls as a game turn ends, the owner's placement of the units that
// arrive (legal hexes in green), the opponent's shift (his units that may shift ringed in blue). Part of
// TacticalBattleDialog.
#include "tacticalbattledialog.h"

#include "tactical/autoplayer.h"
#include "tacticalboardscene.h"
#include "tacticalflankdialog.h"
#include "widgets/refusalbanner.h"

namespace castellan {

bool TacticalBattleDialog::inFlankPhase() const
{
    const TacticalPhase p = mBattle->phase();
    return p == TacticalPhase::MarchRolls || p == TacticalPhase::Arrival || p == TacticalPhase::Shift;
}

int TacticalBattleDialog::deciding() const
{
    switch (mBattle->phase()) {
    case TacticalPhase::Arrival: return mBattle->placingSide();
    case TacticalPhase::Shift: return mBattle->shiftingSide();
    default: return mBattle->side();
    }
}

void TacticalBattleDialog::advanceFlank()
{
    while (inFlankPhase()) {
        if (mBattle->phase() == TacticalPhase::MarchRolls) {
            rolled(); // RULES D1: undo never goes back over a roll
            mBattle->rollMarches(roller());
        } else if (computerPlays(deciding())) {
            mPlayer->playFlankStep(*mBattle, roller());
        } else {
            break;
        }
        keepUnderway();
    }
}

bool TacticalBattleDialog::clickFlank(const Hex &hex)
{
    TacticalBattle &b = *mBattle;
    if (b.phase() != TacticalPhase::Arrival && b.phase() != TacticalPhase::Shift)
        return false;
    if (computerPlays(deciding()))
        return true;
    if (b.phase() == TacticalPhase::Arrival) {
        const int id = b.unitsToPlace().value(0);
        if (const QString why = b.whyCannotPlace(id, hex); !why.isEmpty()) {
            mRefusalBanner->showRefusal(why);
            return true;
        }
        keep();
        b.placeArrival(id, hex);
    } else {
        const TacticalUnit *there = b.unitAt(hex);
        if (there && b.shiftableUnits().contains(there->id)) {
            mScene->setSelected(there->id);
            return true;
        }
        const int picked = mScene->selected();
        if (const QString why = b.whyCannotShift(picked, hex); !why.isEmpty()) {
            mRefusalBanner->showRefusal(why);
            return true;
        }
        keep();
        b.shift(picked, hex);
        mScene->setSelected(0);
    }
    advanceFlank();
    if (!inFlankPhase())
        playComputer();
    return true;
}

void TacticalBattleDialog::planFlankMarches()
{
    if (!mTactical || !mBattle->journal().isEmpty())
        return;
    TacticalFlankDialog dialog(*mTactical, this);
    connect(&dialog, &TacticalFlankDialog::marchesChanged, this, [this] {
        mKept.clear();
        refresh();
    });
    dialog.exec();
    refresh();
}

QString TacticalBattleDialog::flankHint() const
{
    const TacticalBattle &b = *mBattle;
    if (b.phase() == TacticalPhase::Arrival) {
        const TacticalUnit *next = nullptr;
        for (const TacticalBattle::MarchOnBoard &m : b.marches()) {
            for (const TacticalUnit &u : m.march.units) {
                if (!next && u.id == b.unitsToPlace().value(0))
                    next = &u;
            }
        }
        return tr("A flank march arrives (RULES M4): %1 places %2 on a green hex, within 3 of the side edge and more "
                  "than 2 from any enemy.")
            .arg(b.sideName(b.placingSide()),
                 next ? tr("its %1 (%2 figures)")
                            .arg(keyText(b.rules().units[next->type].key), QString::number(next->figures))
                      : QString());
    }
    if (b.phase() == TacticalPhase::Shift)
        return tr("%1 may shift each unit ringed in blue one hex (RULES M4): click it, then a green hex; End the Shift "
                  "when done.")
            .arg(b.sideName(b.shiftingSide()));
    return {};
}

} // namespace castellan
