#include "mainwindow.h"

#include "orders/ordersdock.h"

#include "tactical/tacticalbattledialog.h"

#include "commands/board/rulesetactions.h"

// The window's actions, menus and toolbar; the rest of the window is in mainwindow.cpp.

#include "forcesdock.h"
#include "leadermenu.h"
#include "turncontrols.h"
#include "undohistorydialog.h"

#include "exchange/exchangeactions.h"
#include "luck/luckledgerdialog.h"
#include "options/preferencesdialog.h"
#include "roster/rosterview.h"
#include "server/serveractions.h"
#include "session/recentmenu.h"
#include "siege/siegesdock.h"
#include "widgets/gatedaction.h"
#include "widgets/messenger.h"
#include "widgets/rulesbrowser.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>

namespace castellan {

void MainWindow::createActions()
{
    mOddsCalculator = makeAction(this, QStringLiteral("actionOddsCalculator"), tr("&Odds Calculator…"),
                                 tr("Exact odds of a field battle between two sides you type in (RULES O1)"),
                                 QKeySequence(tr("Ctrl+K")));
    connect(mOddsCalculator, &QAction::triggered, this, &MainWindow::showOddsCalculator);
    mNewCampaign = makeAction(this, QStringLiteral("actionNewCampaign"), tr("&New Campaign…"),
                              tr("Start a new campaign in a new file"), QKeySequence(tr("Ctrl+N")));
    connect(mNewCampaign, &QAction::triggered, this, &MainWindow::newCampaign);
    mOpen = makeAction(this, QStringLiteral("actionOpen"), tr("&Open…"), tr("Open a campaign file"),
                       QKeySequence(tr("Ctrl+O")));
    connect(mOpen, &QAction::triggered, this, [this] { openCampaignDialog(); });
    mOpenReadOnly = makeAction(this, QStringLiteral("actionOpenReadOnly"), tr("Open &Read-Only…"),
                               tr("Open a campaign file only to look at it: nothing in it can be changed"),
                               QKeySequence(tr("Ctrl+Shift+O")));
    connect(mOpenReadOnly, &QAction::triggered, this, [this] { openCampaignDialog(true); });
    mSaveAs = makeAction(this, QStringLiteral("actionSaveAs"), tr("Save &As…"),
                         tr("Write a copy of the campaign to another file and go on in the copy"),
                         QKeySequence(tr("Ctrl+Shift+S")));
    connect(mSaveAs, &QAction::triggered, this, &MainWindow::saveAsDialog);
    mVerifyLog = makeAction(this, QStringLiteral("actionVerifyLog"), tr("&Verify Log…"),
                            tr("Re-derive every logged roll from the campaign's seed and compare (RULES D2)"));
    connect(mVerifyLog, &QAction::triggered, this, &MainWindow::showVerifyLog);
    mQuit =
        makeAction(this, QStringLiteral("actionQuit"), tr("&Quit"), tr("Close Castellan"), QKeySequence(tr("Ctrl+Q")));
    mQuit->setMenuRole(QAction::QuitRole);
    connect(mQuit, &QAction::triggered, this, &MainWindow::close);

    mUndo = mUndoGroup->createUndoAction(this, tr("&Undo"));
    mUndo->setObjectName(QStringLiteral("actionUndo"));
    mUndo->setShortcut(QKeySequence(tr("Ctrl+Z")));
    mRedo = mUndoGroup->createRedoAction(this, tr("&Redo"));
    mRedo->setObjectName(QStringLiteral("actionRedo"));
    mRedo->setShortcut(QKeySequence(tr("Ctrl+Shift+Z")));
    mUndoHistory =
        makeAction(this, QStringLiteral("actionUndoHistory"), tr("Undo &History…"),
                   tr("The actions you can undo, those of earlier sessions too"), QKeySequence(tr("Ctrl+Alt+Z")));
    connect(mUndoHistory, &QAction::triggered, this, &MainWindow::showUndoHistory);
    mRuleOptions = makeAction(this, QStringLiteral("actionRuleOptions"), tr("Rule &Options…"),
                              tr("Switch the rule options of this campaign (RULES L1, L5)"));
    connect(mRuleOptions, &QAction::triggered, this, &MainWindow::showRuleOptions);
    mPreferences =
        makeAction(this, QStringLiteral("actionPreferences"), tr("&Preferences…"),
                   tr("Language, what a new campaign starts with, printed history"), QKeySequence(tr("Ctrl+,")));
    mPreferences->setMenuRole(QAction::PreferencesRole);
    connect(mPreferences, &QAction::triggered, this, &MainWindow::showPreferences);
    mSides = makeAction(this, QStringLiteral("actionSides"), tr("&Sides…"),
                        tr("Name, colour, add or remove the campaign's sides (RULES L2)"));
    connect(mSides, &QAction::triggered, this, &MainWindow::showSides);

    mFilterLeaders = makeAction(this, QStringLiteral("actionFilterLeaders"), tr("&Filter Leaders"),
                                tr("Put the cursor in the roster's name filter"), QKeySequence(tr("Ctrl+F")));
    connect(mFilterLeaders, &QAction::triggered, mRoster, &RosterView::focusFilter);

    mNextTurn = makeAction(this, QStringLiteral("actionNextTurn"), tr("&End Turn"),
                           tr("End the turn (RULES T3): broken units rally, disabled leaders roll for recovery, "
                              "the turn advances and a backup is kept"),
                           QKeySequence(tr("Ctrl+T")));
    connect(mNextTurn, &QAction::triggered, this, &MainWindow::nextTurn);

    mRules =
        makeAction(this, QStringLiteral("actionRules"), tr("&Rules"),
                   tr("The rules as Castellan plays them, section by section, searchable"), QKeySequence::HelpContents);
    connect(mRules, &QAction::triggered, this, [this] { RulesBrowser::openAt(this); });
    mAbout = makeAction(this, QStringLiteral("actionAbout"), tr("&About Castellan"), tr("Version and credits"));
    mAbout->setMenuRole(QAction::AboutRole);
    connect(mAbout, &QAction::triggered, this, &MainWindow::about);
    mAboutQt = makeAction(this, QStringLiteral("actionAboutQt"), tr("About &Qt"), tr("The Qt toolkit"));
    mAboutQt->setMenuRole(QAction::AboutQtRole);
    connect(mAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(mNewCampaign);
    file->addAction(mOpen);
    file->addAction(mOpenReadOnly);
    mRecentMenu = new RecentMenu(*mSession, file);
    file->addMenu(mRecentMenu);
    file->addSeparator();
    file->addAction(mSaveAs);
    file->addSeparator();
    mServerActions->addMenusTo(*file);
    file->addSeparator();
    mExchange->addMenusTo(*file);
    file->addSeparator();
    file->addAction(mVerifyLog);
    file->addSeparator();
    file->addAction(mQuit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(mUndo);
    edit->addAction(mRedo);
    edit->addAction(mUndoHistory);
    edit->addSeparator();
    edit->addAction(mRuleOptions);
    edit->addAction(mSides);
    edit->addSeparator();
    edit->addAction(mPreferences);

    QMenu *leader = menuBar()->addMenu(tr("&Leader"));
    leader->setObjectName(QStringLiteral("menuLeader"));
    mLeaderMenu->fillMenu(leader);

    QMenu *forces = menuBar()->addMenu(tr("F&orces"));
    forces->setObjectName(QStringLiteral("menuForces"));
    forces->setToolTipsVisible(true);
    mForcesDock->fillMenu(forces);

    QMenu *turn = menuBar()->addMenu(tr("&Campaign"));
    turn->setToolTipsVisible(true);
    turn->addAction(mSiegesDock->siegePhaseAction());
    turn->addAction(mTurnControls->beginMovementAction());
    turn->addAction(mNextTurn);
    turn->addSeparator();
    turn->addAction(mShowHistory);
    turn->addAction(mViewAsSide);
    turn->addAction(mOddsCalculator);
    QAction *scenario = turn->addAction(tr("Play a &Tactical Scenario…"));
    scenario->setObjectName(QStringLiteral("actionTacticalScenario"));
    scenario->setStatusTip(tr("A stand-alone battle on the battle board (RULES C): a shipped scenario or a file"));
    connect(scenario, &QAction::triggered, this, [this] { chooseScenario(); });
    QAction *setUp = turn->addAction(tr("Set &Up a Battle Board…"));
    setUp->setObjectName(QStringLiteral("actionSetUpBoard"));
    setUp->setStatusTip(
        tr("A battle board of one's own: its terrain, each side's units and leaders, saved as a scenario"));
    connect(setUp, &QAction::triggered, this, [this] { setUpScenario(); });
    mResumeBoard = turn->addAction(tr("&Resume the Battle on the Board"));
    mResumeBoard->setObjectName(QStringLiteral("actionResumeBoardBattle"));
    mResumeBoard->setStatusTip(tr("Goes on with the battle on the board left under way, where it was"));
    connect(mResumeBoard, &QAction::triggered, this, [this] { resumeBoardBattle(); });
    connect(turn, &QMenu::aboutToShow, this, [this] { mResumeBoard->setEnabled(hasBoardBattleUnderway()); });
    QAction *luck = turn->addAction(tr("&Luck Ledger…"));
    luck->setObjectName(QStringLiteral("actionLuckLedger"));
    luck->setStatusTip(tr("The 6s and 5s each side and leader rolled in battle, against fair dice"));
    connect(luck, &QAction::triggered, this, [this] {
        if (!campaign())
            return;
        auto *dialog = new LuckLedgerDialog(*campaign(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(mFilterLeaders);
    view->addSeparator();
    QAction *toggleLog = mLogDock->toggleViewAction();
    toggleLog->setObjectName(QStringLiteral("actionToggleRollLog"));
    toggleLog->setText(tr("&Roll Log"));
    toggleLog->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    view->addAction(toggleLog);
    QAction *toggleSieges = mSiegesDock->toggleViewAction();
    toggleSieges->setObjectName(QStringLiteral("actionToggleSieges"));
    toggleSieges->setText(tr("&Sieges"));
    view->addAction(toggleSieges);
    QAction *toggleOrders = mOrdersDock->toggleViewAction();
    toggleOrders->setObjectName(QStringLiteral("actionToggleOrders"));
    toggleOrders->setText(tr("&Orders"));
    toggleOrders->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    toggleOrders->setStatusTip(tr("A shared campaign's orders: whose movement it is, and the players' orders"));
    view->addAction(toggleOrders);
    mToolBar = new QToolBar(tr("Leader actions"), this);
    mToolBar->setObjectName(QStringLiteral("mainToolBar"));
    QAction *toggleBar = mToolBar->toggleViewAction();
    toggleBar->setObjectName(QStringLiteral("actionToggleToolBar"));
    toggleBar->setText(tr("&Toolbar"));
    view->addAction(toggleBar);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(mRules);
    help->addSeparator();
    help->addAction(mAbout);
    help->addAction(mAboutQt);
}

void MainWindow::createToolBar()
{
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    mToolBar->setMovable(false);
    mToolBar->setFloatable(false);
    mLeaderMenu->fillToolBar(mToolBar);
    mToolBar->addSeparator();
    mToolBar->addAction(mSiegesDock->siegePhaseAction());
    mToolBar->addAction(mTurnControls->beginMovementAction());
    mToolBar->addAction(mNextTurn);
    addToolBar(Qt::TopToolBarArea, mToolBar);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    connect(&dialog, &PreferencesDialog::languageChanged, this, &MainWindow::languageChanged);
    dialog.exec();
}

void MainWindow::showUndoHistory()
{
    if (!mUndoHistoryDialog)
        mUndoHistoryDialog = new UndoHistoryDialog(mUndoGroup, this);
    mUndoHistoryDialog->show();
    mUndoHistoryDialog->raise();
    mUndoHistoryDialog->activateWindow();
}

} // namespace castellan
