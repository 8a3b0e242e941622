// The battle dialog's way to the battle board (issue 13): the battle at this hex fought with Command dice.
#include "battledialog.h"

#include "tactical/boardoddspanel.h"
#include "tactical/tacticalbattledialog.h"

#include "commands/board/campaigntactical.h"

#include <QMessageBox>
#include <QPushButton>

namespace castellan {

QPushButton *BattleDialog::buildBoardButton()
{
    mBoard = new QPushButton(tr("Fight on the &Battle Board…"), this);
    mBoard->setObjectName(QStringLiteral("battleBoardButton"));
    mBoard->setAutoDefault(false);
    mBoard->setToolTip(
        tr("Fight this battle on the hex battle board with Command dice (RULES C) instead of in rounds"));
    connect(mBoard, &QPushButton::clicked, this, &BattleDialog::fightOnBoard);
    return mBoard;
}

void BattleDialog::fightOnBoard()
{
    if (!mFight || mStarted)
        return;
    TacticalBattleDialog *board = nullptr;
    if (const auto kept = CampaignTactical::underway(mCampaign); kept && kept->hex == mFight->hex()) {
        // The battle here was begun on the board and left: it goes on where it was.
        QString why;
        auto resumed = CampaignTactical::resume(mCampaign, &why);
        if (!resumed) {
            QMessageBox::information(this, tr("Battle Board"), why);
            return;
        }
        board = new TacticalBattleDialog(mCampaign, std::move(resumed), parentWidget());
    } else {
        board = new TacticalBattleDialog(mCampaign, mFight->hex(), mFight->force(Role::Attacker).id,
                                         mFight->force(Role::Defender).id, parentWidget());
    }
    if (!board->refusal().isEmpty()) {
        QMessageBox::information(this, tr("Battle Board"), board->refusal());
        delete board;
        return;
    }
    board->setAttribute(Qt::WA_DeleteOnClose);
    board->open();
    QDialog::reject(); // nothing was rolled here: this dialog leaves no trace
}

void BattleDialog::refreshBoardOdds()
{
    mBoardOdds->setVisible(mBoard->isVisible());
    if (!mBoard->isVisible()) {
        mBoardOdds->stop();
        mBoardOddsOf.reset();
        return;
    }
    const qint64 attacker = mFight->force(Role::Attacker).id;
    const qint64 defender = mFight->force(Role::Defender).id;
    const BoardOddsOf of{mFight->hex(), attacker, defender};
    if (mBoardOddsOf == of)
        return;
    mBoardOddsOf = of;
    // The battle as the board would set it up, or as it stands when it was begun there and left.
    QString why;
    std::unique_ptr<CampaignTactical> board;
    if (const auto kept = CampaignTactical::underway(mCampaign); kept && kept->hex == mFight->hex())
        board = CampaignTactical::resume(mCampaign, &why);
    else
        board = std::make_unique<CampaignTactical>(mCampaign, mFight->hex(), attacker, defender);
    if (!board || !board->refusal().isEmpty()) {
        mBoardOdds->hide();
        return;
    }
    mBoardOdds->restart();
    mBoardOdds->follow(board->battle());
}

} // namespace castellan
