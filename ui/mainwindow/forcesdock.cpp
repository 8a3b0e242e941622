#include "forcesdock.h"

#include "commands/forces/mapactions.h"

#include "battle/battledialog.h"
#include "battle/battlereportsdialog.h"
#include "campaign/campaign.h"
#include "commands/battles/battledue.h"
#include "forces/forcesview.h"

#include <QAction>
#include <QLabel>
#include <QMenu>

namespace castellan {

ForcesDock::ForcesDock(QWidget *parent)
    : QDockWidget(tr("Forces"), parent)
    , mFightBattle(new QAction(tr("&Fight Battle…"), this))
    , mBattleReports(new QAction(tr("Battle &Reports…"), this))
{
    setObjectName(QStringLiteral("forcesDock"));
    setAllowedAreas(Qt::AllDockWidgetAreas);
    mFightBattle->setObjectName(QStringLiteral("actionFightBattle"));
    mFightBattle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    mFightBattle->setStatusTip(tr("Fight a field battle with the selected force (RULES F)"));
    mBattleReports->setObjectName(QStringLiteral("actionBattleReports"));
    mBattleReports->setStatusTip(tr("Read, export and print the reports of the battles fought"));
    connect(mFightBattle, &QAction::triggered, this, &ForcesDock::fightBattle);
    connect(mBattleReports, &QAction::triggered, this, &ForcesDock::showBattleReports);
    setCampaign(nullptr);
}

ForcesView *ForcesDock::view() const
{
    return mView;
}

void ForcesDock::setCampaign(Campaign *campaign)
{
    mCampaign = campaign;
    delete mView;
    if (!campaign) {
        auto *empty = new QLabel(tr("No campaign is open."), this);
        empty->setAlignment(Qt::AlignCenter);
        setWidget(empty);
    } else {
        mView = new ForcesView(*campaign, this);
        setWidget(mView);
        connect(mView, &ForcesView::currentForceChanged, this, &ForcesDock::updateActions);
        connect(mView, &ForcesView::forceActivated, mView, &ForcesView::editForce);
        connect(mView, &ForcesView::statusMessage, this, &ForcesDock::statusMessage);
        connect(campaign, &Campaign::phaseChanged, this, &ForcesDock::updateActions);
    }
    if (mMenu)
        fillMenu(mMenu);
    updateActions();
}

void ForcesDock::fillMenu(QMenu *menu)
{
    mMenu = menu;
    menu->clear();
    if (mView)
        menu->addActions(mView->actions());
    menu->addSeparator();
    menu->addAction(mFightBattle);
    menu->addAction(mBattleReports);
    menu->addSeparator();
    menu->addAction(toggleViewAction());
}

void ForcesDock::updateActions()
{
    const bool selected = mView && mView->currentForceId() != 0;
    // RULES T1: core says whether a field battle may be fought now (the movement phase) and with whom.
    const QString why = selected ? whyNoBattleFor(*mCampaign, mView->currentForceId()) : QString();
    mFightBattle->setEnabled(selected && why.isEmpty());
    mFightBattle->setToolTip(!selected            ? tr("Select a force in the Forces pane first")
                                 : !why.isEmpty() ? why
                                                  : tr("Fight a battle with the selected force and every force on "
                                                       "its space (RULES F0)"));
    mBattleReports->setEnabled(mCampaign != nullptr);
}

void ForcesDock::fightBattle()
{
    if (!mCampaign || !mView || mView->currentForceId() == 0)
        return;
    BattleDialog dialog(*mCampaign, mView->currentForceId(), window());
    dialog.exec();
}

void ForcesDock::showBattleReports()
{
    if (!mCampaign)
        return;
    BattleReportsDialog reports(*mCampaign, window()); // modal: it must not outlive the campaign
    reports.exec();
}

} // namespace castellan
