// The battle dialog's way to the battle board (issue 13): the battle at this hex fought with Command dice.
#include "battledialog.h"

#include "tactical/tacticalbattledialog.h"

#include <QMessageBox>
#include <QPushButton>

namespace castellan {

QPushButton *BattleDialog::buildBoardButton()
{
    mBoard = new QPushButton(tr("Fight on the &Battle Board…"), this);
    mBoard->setObjectName(QStringLiteral("battleBoardButton"));
    mBoard->setAutoDefault(false);
    mBoard->setToolTip(tr("Fight this battle on the hex battle board with Command dice (RULES C) instead of in rounds"));
    connect(mBoard, &QPushButton::clicked, this, &BattleDialog::fightOnBoard);
    return mBoard;
}

void BattleDialog::fightOnBoard()
{
    if (!mFight || mStarted)
        return;
    auto *board = new TacticalBattleDialog(mCampaign, mFight->hex(), parentWidget());
    if (!board->refusal().isEmpty()) {
        QMessageBox::information(this, tr("Battle Board"), board->refusal());
        delete board;
        return;
    }
    board->setAttribute(Qt::WA_DeleteOnClose);
    board->open();
    QDialog::reject(); // nothing was rolled here: this dialog leaves no trace
}

} // namespace castellan
