#include "mainwindow.h"

#include "forcesdock.h"
#include "leadermenu.h"
#include "widgets/messenger.h"
#include "newcampaigndialog.h"
#include "turncontrols.h"
#include "verifylogrun.h"

#include "battle/battledialog.h"
#include "log/rolllogview.h"
#include "luck/luckledgerdialog.h"
#include "map/mapwidget.h"
#include "odds/oddscalculatorwindow.h"
#include "options/ruleoptionsdialog.h"
#include "roster/rosterview.h"
#include "session/campaignsession.h"
#include "session/recentmenu.h"
#include "sheet/leadersheet.h"
#include "siege/siegesdock.h"
#include "widgets/gatedaction.h"
#include "widgets/rulesbrowser.h"

#include "campaign/campaign.h"
#include "commands/turnactions.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace castellan {

namespace {

const QString GeometryKey = QStringLiteral("MainWindow/geometry");
const QString StateKey = QStringLiteral("MainWindow/state");
const QString SplitterKey = QStringLiteral("MainWindow/splitter");
const QString TabKey = QStringLiteral("MainWindow/centralTab");
const QString CampaignFilter = QStringLiteral("*.castellan");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mMessages(new Messenger(this))
    , mSession(new CampaignSession(*mMessages, this))
    , mUndoGroup(new QUndoGroup(this))
    , mSplitter(new QSplitter(Qt::Horizontal, this))
    , mRoster(new RosterView(this))
    , mSheet(new LeaderSheet(this))
    , mLogDock(new QDockWidget(tr("Roll log"), this))
    , mRollLog(new RollLogView(this))
    , mCampaignLabel(new QLabel(this))
    , mTurnLabel(new QLabel(this))
    , mLeaderCountLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Castellan"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    mSplitter->setObjectName(QStringLiteral("mainSplitter"));
    mSplitter->setChildrenCollapsible(false);
    mSplitter->addWidget(mRoster);
    mSplitter->addWidget(mSheet);
    mSplitter->setStretchFactor(0, 5);
    mSplitter->setStretchFactor(1, 4);
    mRoster->setMinimumWidth(320);
    mSheet->setMinimumWidth(380);
    auto *leaders = new QWidget(this);
    auto *leadersLayout = new QVBoxLayout(leaders);
    leadersLayout->setContentsMargins(8, 8, 8, 4);
    leadersLayout->addWidget(mSplitter);
    mMap = new MapWidget(nullptr, this);
    mTabs = new QTabWidget(this);
    mTabs->setObjectName(QStringLiteral("centralTabs"));
    mTabs->setDocumentMode(true);
    mTabs->addTab(leaders, tr("&Leaders"));
    mTabs->addTab(mMap, tr("&Map"));
    setCentralWidget(mTabs);

    mLogDock->setObjectName(QStringLiteral("rollLogDock"));
    mLogDock->setWidget(mRollLog);
    mLogDock->setAllowedAreas(Qt::BottomDockWidgetArea | Qt::RightDockWidgetArea | Qt::LeftDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, mLogDock);
    mForcesDock = new ForcesDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mForcesDock);
    mSiegesDock = new SiegesDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mSiegesDock);
    tabifyDockWidget(mLogDock, mForcesDock);
    tabifyDockWidget(mForcesDock, mSiegesDock);
    mLogDock->raise();
    auto showStatus = [this](const QString &text) { mMessages->showStatus(text); };
    connect(mForcesDock, &ForcesDock::statusMessage, this, showStatus);
    connect(mSiegesDock, &SiegesDock::statusMessage, this, showStatus);
    connect(mMap, &MapWidget::statusMessage, this, showStatus);
    connect(mMap, &MapWidget::battleOffered, this, &MainWindow::offerBattle);

    mCampaignLabel->setObjectName(QStringLiteral("statusCampaign"));
    mTurnLabel->setObjectName(QStringLiteral("statusTurn"));
    mLeaderCountLabel->setObjectName(QStringLiteral("statusLeaders"));
    for (QLabel *label : {mCampaignLabel, mTurnLabel, mLeaderCountLabel}) {
        label->setContentsMargins(8, 0, 8, 0);
        statusBar()->addPermanentWidget(label);
    }

    mLeaderMenu = new LeaderMenu(this, *mMessages, [this] { mSheet->commitNotes(); });
    connect(mLeaderMenu, &LeaderMenu::leaderCreated, mRoster, &RosterView::selectLeader);
    createActions();
    mTurnControls = new TurnControls(mNextTurn, this);
    connect(mTurnControls, &TurnControls::statusMessage, this, showStatus);
    connect(mTurnControls, &TurnControls::phaseShown, mTurnLabel, &QLabel::setText);
    createMenus();
    createToolBar();

    connect(mMessages, &Messenger::errorReported, this, &MainWindow::errorReported);
    connect(mSession, &CampaignSession::aboutToChange, mSheet, &LeaderSheet::commitNotes);
    connect(mSession, &CampaignSession::campaignChanged, this, &MainWindow::showCampaign);
    connect(mSession, &CampaignSession::statusMessage, this, showStatus);
    connect(mRoster, &RosterView::currentLeaderChanged, this, [this](qint64 id) {
        mSheet->setLeader(id);
        mLeaderMenu->setCurrentLeader(id);
    });
    connect(mSheet, &LeaderSheet::actionFailed, this,
            [this](const QString &message) { mMessages->showError(tr("Not Saved"), message); });
    connect(mSheet, &LeaderSheet::actionDone, this, showStatus);

    resize(1280, 840);
    readSettings();
    updateTitle();
    updateStatus();
    updateActions();
}

MainWindow::~MainWindow()
{
    // The views let go of the campaign before it goes.
    mRoster->setCampaign(nullptr);
    mSheet->setCampaign(nullptr);
    mRollLog->setCampaign(nullptr);
    mForcesDock->setCampaign(nullptr);
}

Campaign *MainWindow::campaign() const
{
    return mSession->campaign();
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

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
    connect(mOpen, &QAction::triggered, this, &MainWindow::openCampaignDialog);
    mSaveAs = makeAction(this, QStringLiteral("actionSaveAs"), tr("Save &As…"),
                         tr("Write a copy of the campaign to another file and go on in the copy"),
                         QKeySequence(tr("Ctrl+Shift+S")));
    connect(mSaveAs, &QAction::triggered, this, &MainWindow::saveAsDialog);
    mVerifyLog = makeAction(this, QStringLiteral("actionVerifyLog"), tr("&Verify Log…"),
                            tr("Re-derive every logged roll from the campaign's seed and compare (RULES D2)"));
    connect(mVerifyLog, &QAction::triggered, this, &MainWindow::showVerifyLog);
    mQuit = makeAction(this, QStringLiteral("actionQuit"), tr("&Quit"), tr("Close Castellan"),
                       QKeySequence(tr("Ctrl+Q")));
    mQuit->setMenuRole(QAction::QuitRole);
    connect(mQuit, &QAction::triggered, this, &MainWindow::close);

    mUndo = mUndoGroup->createUndoAction(this, tr("&Undo"));
    mUndo->setObjectName(QStringLiteral("actionUndo"));
    mUndo->setShortcut(QKeySequence(tr("Ctrl+Z")));
    mRedo = mUndoGroup->createRedoAction(this, tr("&Redo"));
    mRedo->setObjectName(QStringLiteral("actionRedo"));
    mRedo->setShortcut(QKeySequence(tr("Ctrl+Shift+Z")));
    mRuleOptions = makeAction(this, QStringLiteral("actionRuleOptions"), tr("Rule &Options…"),
                              tr("Switch the rule options of this campaign (RULES L1, L5)"));
    connect(mRuleOptions, &QAction::triggered, this, &MainWindow::showRuleOptions);

    mFilterLeaders = makeAction(this, QStringLiteral("actionFilterLeaders"), tr("&Filter Leaders"),
                                tr("Put the cursor in the roster's name filter"), QKeySequence(tr("Ctrl+F")));
    connect(mFilterLeaders, &QAction::triggered, mRoster, &RosterView::focusFilter);

    mNextTurn = makeAction(this, QStringLiteral("actionNextTurn"), tr("&End Turn"),
                           tr("End the turn (RULES T3): broken units rally, disabled leaders roll for recovery, "
                              "the turn advances and a backup is kept"),
                           QKeySequence(tr("Ctrl+T")));
    connect(mNextTurn, &QAction::triggered, this, &MainWindow::nextTurn);

    mRules = makeAction(this, QStringLiteral("actionRules"), tr("&Rules"),
                        tr("The rules as Castellan plays them, section by section, searchable"),
                        QKeySequence::HelpContents);
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
    mRecentMenu = new RecentMenu(*mSession, file);
    file->addMenu(mRecentMenu);
    file->addSeparator();
    file->addAction(mSaveAs);
    file->addSeparator();
    file->addAction(mVerifyLog);
    file->addSeparator();
    file->addAction(mQuit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(mUndo);
    edit->addAction(mRedo);
    edit->addSeparator();
    edit->addAction(mRuleOptions);

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
    turn->addAction(mOddsCalculator);
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

// --- the campaign ---

QString MainWindow::samplePath()
{
    return CampaignSession::samplePath();
}

void MainWindow::openInitialCampaign(const QString &path)
{
    mSession->openInitial(path);
}

bool MainWindow::openCampaign(const QString &path)
{
    return mSession->open(path);
}

bool MainWindow::createCampaign(const QString &path, const QString &name, quint64 seed, const QStringList &sides)
{
    return mSession->create(path, name, seed, sides);
}

bool MainWindow::saveCampaignAs(const QString &path)
{
    return mSession->saveAs(path);
}

QStringList MainWindow::recentFiles() const
{
    return mSession->recentFiles();
}

void MainWindow::clearRecentFiles()
{
    mSession->clearRecentFiles();
}

void MainWindow::showCampaign(Campaign *c)
{
    mRoster->setCampaign(c);
    mSheet->setCampaign(c);
    mRollLog->setCampaign(c);
    mForcesDock->setCampaign(c);
    mSiegesDock->setCampaign(c);
    mMap->setCampaign(c);
    mTurnControls->setCampaign(c);
    mLeaderMenu->setCampaign(c);
    mLeaderMenu->setCurrentLeader(mRoster->currentLeaderId());
    if (c) {
        mUndoGroup->addStack(c->undoStack());
        mUndoGroup->setActiveStack(c->undoStack());
        connect(c, &Campaign::turnChanged, this, [this] {
            updateStatus();
            updateActions();
        });
        for (auto changed : {&Campaign::leaderAdded, &Campaign::leaderRemoved}) {
            connect(c, changed, this, &MainWindow::updateStatus);
            connect(c, changed, mLeaderMenu, &LeaderMenu::update);
        }
        connect(c, &Campaign::leaderChanged, mLeaderMenu, &LeaderMenu::update);
        connect(c, &Campaign::sidesChanged, mLeaderMenu, &LeaderMenu::update);
        connect(c, &Campaign::pathChanged, this, &MainWindow::updateTitle);
    }
    updateTitle();
    updateStatus();
    updateActions();
}

// --- window state ---

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(GeometryKey).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = settings.value(StateKey).toByteArray();
    if (!state.isEmpty())
        restoreState(state);
    else
        resizeDocks({mLogDock}, {220}, Qt::Vertical);
    mTabs->setCurrentIndex(settings.value(TabKey, 0).toInt());
    const QByteArray splitter = settings.value(SplitterKey).toByteArray();
    if (splitter.isEmpty() || !mSplitter->restoreState(splitter))
        mSplitter->setSizes({760, 520});
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState());
    settings.setValue(SplitterKey, mSplitter->saveState());
    settings.setValue(TabKey, mTabs->currentIndex());
    mSession->rememberLast();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    mSheet->commitNotes();
    writeSettings();
    event->accept();
}

// --- what the window shows ---

void MainWindow::updateTitle()
{
    if (!campaign()) {
        setWindowTitle(tr("Castellan"));
        setWindowFilePath({});
        return;
    }
    setWindowFilePath(campaign()->path());
    setWindowTitle(tr("%1 — Castellan").arg(campaign()->name()));
    mCampaignLabel->setToolTip(QDir::toNativeSeparators(campaign()->path()));
}

void MainWindow::updateStatus()
{
    if (!campaign()) {
        mCampaignLabel->setText(tr("No campaign"));
        mTurnLabel->clear();
        mLeaderCountLabel->clear();
        return;
    }
    mCampaignLabel->setText(campaign()->name());
    mTurnLabel->setText(TurnControls::phaseText(*campaign()));
    mLeaderCountLabel->setText(tr("Leaders: %1").arg(campaign()->leaderCount()));
}

qint64 MainWindow::currentLeaderId() const
{
    return mRoster->currentLeaderId();
}

void MainWindow::selectLeader(qint64 id)
{
    mRoster->selectLeader(id);
}

void MainWindow::updateActions()
{
    const bool open = campaign() != nullptr;
    for (QAction *a : {mSaveAs, mVerifyLog, mRuleOptions})
        a->setEnabled(open);
    if (!open)
        mNextTurn->setEnabled(false);
    else
        mTurnControls->update();
    mLeaderMenu->update();
}

// --- messages ---

void MainWindow::setQuietErrors(bool quiet)
{
    mMessages->setQuiet(quiet);
}

bool MainWindow::quietErrors() const
{
    return mMessages->isQuiet();
}

QString MainWindow::lastError() const
{
    return mMessages->lastError();
}

QString MainWindow::lastMessage() const
{
    return mMessages->lastMessage();
}

// --- menu slots ---

void MainWindow::newCampaign()
{
    NewCampaignDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    mSession->create(dialog.filePath(), dialog.campaignName(), dialog.seed(), dialog.sideNames());
}

void MainWindow::openCampaignDialog()
{
    const QString start = campaign() ? QFileInfo(campaign()->path()).absolutePath()
                                    : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString filter = tr("Castellan campaigns (%1);;All files (*)").arg(CampaignFilter);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), start, filter);
    if (!path.isEmpty())
        mSession->open(path);
}

void MainWindow::saveAsDialog()
{
    if (!campaign())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Campaign As"),
                                                      QFileInfo(campaign()->path()).absolutePath(),
                                                      tr("Castellan campaigns (%1)").arg(CampaignFilter));
    if (path.isEmpty())
        return;
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty())
        target += QStringLiteral(".castellan");
    mSession->saveAs(target);
}

LogVerification MainWindow::verifyCampaignLog()
{
    if (!campaign())
        return {};
    const LogVerification v = verifyWithProgress(*campaign(), this);
    mMessages->showInfo(tr("Verify Log"), verificationText(v), !v.ok);
    return v;
}

void MainWindow::showVerifyLog()
{
    verifyCampaignLog();
}

void MainWindow::showRuleOptions()
{
    if (!campaign())
        return;
    RuleOptionsDialog dialog(*campaign(), this);
    connect(&dialog, &RuleOptionsDialog::actionFailed, this,
            [this](const QString &message) { mMessages->showError(tr("Not Saved"), message); });
    dialog.exec();
}

void MainWindow::showOddsCalculator()
{
    if (!mOddsWindow)
        mOddsWindow = new OddsCalculatorWindow(this);
    mOddsWindow->show();
    mOddsWindow->raise();
    mOddsWindow->activateWindow();
}

void MainWindow::nextTurn()
{
    if (!campaign())
        return;
    mSheet->commitNotes();
    const EndOfTurn done = endTurn(*campaign());
    if (!done.outcome.ok) {
        mMessages->showError(tr("Turn Not Ended"), done.outcome.refusal);
        return;
    }
    mMessages->showStatus(done.outcome.summary);
    mMessages->showInfo(tr("End of Turn %1").arg(campaign()->turn() - 1), done.lines.join(QLatin1Char('\n')));
}

void MainWindow::offerBattle(qint64 movingForceId, qint64 enemyForceId)
{
    if (!campaign())
        return;
    auto *dialog = new BattleDialog(*campaign(), movingForceId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setOpponent(enemyForceId, true); // the defender may still avoid battle first (RULES F1)
    dialog->open();
}

void MainWindow::about()
{
    const QString text =
        tr("<h3>Castellan %1</h3>"
           "<p>A campaign manager for board-wargame campaigns: leaders with seven traits, wounds, heroic deeds "
           "and duels, and a log of every die rolled that can be verified from the campaign's seed.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QStringLiteral(CASTELLAN_VERSION), QString::fromLatin1(qVersion()));
    mMessages->noteMessage(text);
    if (!mMessages->isQuiet())
        QMessageBox::about(this, tr("About Castellan"), text);
}

} // namespace castellan
