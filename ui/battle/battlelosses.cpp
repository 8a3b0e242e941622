// The casualties of a round in the battle dialog: the receiver's choice of hits (RULES F3) and its share among
// the side's forces (F0).
#include "battledialog.h"

#include "casualtiesstep.h"
#include "casualtyeditor.h"
#include "losssharesdialog.h"

#include "battleoddspanel.h"
#include "commands/battles/campaignbattle.h"
#include "odds/liveodds.h"
#include "rules/forceshares.h"

#include <QLabel>
#include <QPushButton>

namespace castellan {

void BattleDialog::casualtiesEdited(Role role)
{
    if (!mFight || phase() != BattlePhase::Casualties)
        return;
    CasualtyEditor *editor = mCasualties->editor(role);
    if (editor->problem().isEmpty())
        mFight->battle().setCasualties(role, editor->casualties()); // RULES F3
    mOdds->setState(LiveOdds::of(mFight->battle()));
}

void BattleDialog::shareLosses(Role role)
{
    if (!mFight || phase() != BattlePhase::Casualties)
        return;
    const Battle &b = mFight->battle();
    const BattleSide &side = b.side(role);
    auto *dialog =
        new LossSharesDialog(side.name, side.forceNames, side.forceUnits, b.casualties(role), b.lossShares(role),
                             defaultLossShares(side.forceUnits, b.casualties(role)), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, role] {
        if (!mFight || phase() != BattlePhase::Casualties)
            return;
        if (const QString why = mFight->battle().setLossShares(role, dialog->shares()); !why.isEmpty()) {
            mError->setText(why);
            mError->show();
        }
        refresh();
    });
    dialog->open();
}

void BattleDialog::applyHits()
{
    if (!mFight || phase() != BattlePhase::Casualties || !mCasualties->allowed())
        return;
    mFight->battle().applyCasualties(); // RULES F3, F4
    refresh();
}

} // namespace castellan
