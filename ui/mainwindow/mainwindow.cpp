#include "mainwindow.h"

#include "capturedialog.h"
#include "forcesdock.h"
#include "luck/luckledgerdialog.h"
#include "siege/siegesdock.h"
#include "battle/battledialog.h"
#include "map/mapwidget.h"
#include "turncontrols.h"
#include "newcampaigndialog.h"

#include "log/rolllogview.h"
#include "options/ruleoptionsdialog.h"
#include "roster/rosterview.h"
#include "sheet/leadersheet.h"

#include "actions/assassinationdialog.h"
#include "actions/deeddialog.h"
#include "actions/dueldialog.h"
#include "actions/recoverydialog.h"
#include "actions/survivaldialog.h"
#include "actions/wounddialog.h"
#include "newleader/newleaderdialog.h"
#include "odds/oddscalculatorwindow.h"

#include "commands/leaderactions.h"
#include "commands/turnactions.h"
#include "dice/logverifier.h"
#include "campaign/campaign.h"
#include "commands/samplecampaign.h"
#include "storage/storageerror.h"

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
#include <QProgressDialog>
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

constexpr int MaxRecentFiles = 8;
constexpr int StatusMessageMs = 6000;
const QString RecentKey = QStringLiteral("recentFiles");
const QString LastCampaignKey = QStringLiteral("lastCampaign");
const QString GeometryKey = QStringLiteral("MainWindow/geometry");
const QString StateKey = QStringLiteral("MainWindow/state");
const QString SplitterKey = QStringLiteral("MainWindow/splitter");
const QString TabKey = QStringLiteral("MainWindow/centralTab");
const char DefaultTipProperty[] = "castellanDefaultTip";
const QString CampaignFilter = QStringLiteral("*.castellan");

QString normalPath(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
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
    auto showStatus = [this](const QString &text) { statusBar()->showMessage(text, StatusMessageMs); };
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

    createActions();
    mTurnControls = new TurnControls(mNextTurn, this);
    connect(mTurnControls, &TurnControls::statusMessage, this, showStatus);
    connect(mTurnControls, &TurnControls::phaseShown, mTurnLabel, &QLabel::setText);
    createMenus();
    createToolBar();

    connect(mRoster, &RosterView::currentLeaderChanged, this, [this](qint64 id) {
        mSheet->setLeader(id);
        updateLeaderActions();
    });
    connect(mSheet, &LeaderSheet::actionFailed, this,
            [this](const QString &message) { showError(tr("Not Saved"), message); });
    connect(mSheet, &LeaderSheet::actionDone, this,
            [this](const QString &summary) { statusBar()->showMessage(summary, StatusMessageMs); });

    resize(1280, 840);
    readSettings();
    updateTitle();
    updateStatus();
    updateLeaderActions();
    updateRecentMenu();
}

MainWindow::~MainWindow()
{
    // The views let go of the campaign before it goes.
    mRoster->setCampaign(nullptr);
    mSheet->setCampaign(nullptr);
    mRollLog->setCampaign(nullptr);
    mForcesDock->setCampaign(nullptr);
}

QAction *MainWindow::makeAction(const QString &objectName, const QString &text, const QString &tip,
                                const QKeySequence &shortcut)
{
    auto *action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    action->setProperty(DefaultTipProperty, tip);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    return action;
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    mOddsCalculator = makeAction(QStringLiteral("actionOddsCalculator"), tr("&Odds Calculator…"),
                                 tr("Exact odds of a field battle between two sides you type in (RULES O1)"),
                                 QKeySequence(tr("Ctrl+K")));
    connect(mOddsCalculator, &QAction::triggered, this, &MainWindow::showOddsCalculator);
    mNewCampaign = makeAction(QStringLiteral("actionNewCampaign"), tr("&New Campaign…"),
                              tr("Start a new campaign in a new file"), QKeySequence(tr("Ctrl+N")));
    connect(mNewCampaign, &QAction::triggered, this, &MainWindow::newCampaign);
    mOpen = makeAction(QStringLiteral("actionOpen"), tr("&Open…"), tr("Open a campaign file"),
                       QKeySequence(tr("Ctrl+O")));
    connect(mOpen, &QAction::triggered, this, &MainWindow::openCampaignDialog);
    mSaveAs = makeAction(QStringLiteral("actionSaveAs"), tr("Save &As…"),
                         tr("Write a copy of the campaign to another file and go on in the copy"),
                         QKeySequence(tr("Ctrl+Shift+S")));
    connect(mSaveAs, &QAction::triggered, this, &MainWindow::saveAsDialog);
    mVerifyLog = makeAction(QStringLiteral("actionVerifyLog"), tr("&Verify Log…"),
                            tr("Re-derive every logged roll from the campaign's seed and compare (RULES D2)"));
    connect(mVerifyLog, &QAction::triggered, this, &MainWindow::showVerifyLog);
    mQuit = makeAction(QStringLiteral("actionQuit"), tr("&Quit"), tr("Close Castellan"), QKeySequence(tr("Ctrl+Q")));
    mQuit->setMenuRole(QAction::QuitRole);
    connect(mQuit, &QAction::triggered, this, &MainWindow::close);

    mUndo = mUndoGroup->createUndoAction(this, tr("&Undo"));
    mUndo->setObjectName(QStringLiteral("actionUndo"));
    mUndo->setShortcut(QKeySequence(tr("Ctrl+Z")));
    mRedo = mUndoGroup->createRedoAction(this, tr("&Redo"));
    mRedo->setObjectName(QStringLiteral("actionRedo"));
    mRedo->setShortcut(QKeySequence(tr("Ctrl+Shift+Z")));
    mRuleOptions = makeAction(QStringLiteral("actionRuleOptions"), tr("Rule &Options…"),
                              tr("Switch the rule options of this campaign (RULES L1, L5)"));
    connect(mRuleOptions, &QAction::triggered, this, &MainWindow::showRuleOptions);

    mFilterLeaders = makeAction(QStringLiteral("actionFilterLeaders"), tr("&Filter Leaders"),
                                tr("Put the cursor in the roster's name filter"), QKeySequence(tr("Ctrl+F")));
    connect(mFilterLeaders, &QAction::triggered, mRoster, &RosterView::focusFilter);

    mNewLeader = makeAction(QStringLiteral("actionNewLeader"), tr("&New Leader…"),
                            tr("Roll 7d6 and create a leader (RULES L1)"), QKeySequence(tr("Ctrl+L")));
    mNewLeader->setIconText(tr("New Leader"));
    connect(mNewLeader, &QAction::triggered, this, &MainWindow::newLeader);
    mWound = makeAction(QStringLiteral("actionWound"), tr("&Wound or Heal…"),
                        tr("Wound the leader or heal his wounds (RULES L3)"), QKeySequence(tr("W")));
    mWound->setIconText(tr("Wound/Heal"));
    connect(mWound, &QAction::triggered, this, &MainWindow::woundOrHeal);
    mDeed = makeAction(QStringLiteral("actionDeed"), tr("&Heroic Deed…"),
                       tr("Roll a heroic deed against effective Heroics (RULES H1)"), QKeySequence(tr("H")));
    mDeed->setIconText(tr("Deed"));
    connect(mDeed, &QAction::triggered, this, &MainWindow::heroicDeed);
    mSurvival = makeAction(QStringLiteral("actionSurvival"), tr("&Survival Check…"),
                           tr("Roll a survival check: escape, death or capture (RULES H3)"), QKeySequence(tr("S")));
    mSurvival->setIconText(tr("Survival"));
    connect(mSurvival, &QAction::triggered, this, &MainWindow::survivalCheck);
    mRecovery = makeAction(QStringLiteral("actionRecovery"), tr("&Recovery Roll…"),
                           tr("A disabled leader who took no action this turn rolls to recover (RULES L5)"),
                           QKeySequence(tr("R")));
    mRecovery->setIconText(tr("Recovery"));
    connect(mRecovery, &QAction::triggered, this, &MainWindow::recoveryRoll);
    mDuel = makeAction(QStringLiteral("actionDuel"), tr("&Duel…"),
                       tr("Fight a duel with another leader, exchange by exchange (RULES G1, G2)"),
                       QKeySequence(tr("D")));
    mDuel->setIconText(tr("Duel"));
    connect(mDuel, &QAction::triggered, this, &MainWindow::duel);
    mAssassinate = makeAction(QStringLiteral("actionAssassinate"), tr("&Assassinate…"),
                              tr("Send the leader to assassinate another: one exchange (RULES G3)"));
    connect(mAssassinate, &QAction::triggered, this, &MainWindow::assassinate);
    mCapture = makeAction(QStringLiteral("actionCapture"), tr("&Capture/Release…"),
                          tr("Mark the leader captured by another side, or release him (RULES L6)"));
    connect(mCapture, &QAction::triggered, this, &MainWindow::captureOrRelease);
    mLapse = makeAction(QStringLiteral("actionLapseRerolls"), tr("&Lapse Rerolls"),
                        tr("The event is over: his unspent rerolls lapse (RULES H2)"));
    connect(mLapse, &QAction::triggered, this, &MainWindow::lapseRerolls);

    mNextTurn = makeAction(QStringLiteral("actionNextTurn"), tr("&End Turn"),
                           tr("End the turn (RULES T3): broken units rally, disabled leaders roll for recovery, "
                              "the turn advances and a backup is kept"),
                           QKeySequence(tr("Ctrl+T")));
    connect(mNextTurn, &QAction::triggered, this, &MainWindow::nextTurn);

    mAbout = makeAction(QStringLiteral("actionAbout"), tr("&About Castellan"), tr("Version and credits"));
    mAbout->setMenuRole(QAction::AboutRole);
    connect(mAbout, &QAction::triggered, this, &MainWindow::about);
    mAboutQt = makeAction(QStringLiteral("actionAboutQt"), tr("About &Qt"), tr("The Qt toolkit"));
    mAboutQt->setMenuRole(QAction::AboutQtRole);
    connect(mAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(mNewCampaign);
    file->addAction(mOpen);
    mRecentMenu = file->addMenu(tr("Open &Recent"));
    mRecentMenu->setObjectName(QStringLiteral("menuRecent"));
    mRecentMenu->setToolTipsVisible(true);
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
    leader->setToolTipsVisible(true); // a disabled action says why
    leader->addAction(mNewLeader);
    leader->addSeparator();
    for (QAction *a : {mWound, mDeed, mSurvival, mRecovery, mDuel, mAssassinate})
        leader->addAction(a);
    leader->addSeparator();
    leader->addAction(mCapture);
    leader->addAction(mLapse);

    QMenu *forces = menuBar()->addMenu(tr("F&orces"));
    forces->setObjectName(QStringLiteral("menuForces"));
    forces->setToolTipsVisible(true);
    mForcesDock->fillMenu(forces);

    QMenu *campaign = menuBar()->addMenu(tr("&Campaign"));
    campaign->setToolTipsVisible(true);
    campaign->addAction(mSiegesDock->siegePhaseAction());
    campaign->addAction(mTurnControls->beginMovementAction());
    campaign->addAction(mNextTurn);
    campaign->addSeparator();
    campaign->addAction(mOddsCalculator);
    QAction *luck = campaign->addAction(tr("&Luck Ledger…"));
    luck->setObjectName(QStringLiteral("actionLuckLedger"));
    luck->setStatusTip(tr("The 6s and 5s each side and leader rolled in battle, against fair dice"));
    connect(luck, &QAction::triggered, this, [this] {
        if (!mCampaign)
            return;
        auto *dialog = new LuckLedgerDialog(*mCampaign, this);
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
    help->addAction(mAbout);
    help->addAction(mAboutQt);
}

void MainWindow::createToolBar()
{
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    mToolBar->setMovable(false);
    mToolBar->setFloatable(false);
    mToolBar->addAction(mNewLeader);
    mToolBar->addSeparator();
    for (QAction *a : {mWound, mDeed, mSurvival, mRecovery, mDuel})
        mToolBar->addAction(a);
    mToolBar->addSeparator();
    mToolBar->addAction(mSiegesDock->siegePhaseAction());
    mToolBar->addAction(mTurnControls->beginMovementAction());
    mToolBar->addAction(mNextTurn);
    addToolBar(Qt::TopToolBarArea, mToolBar);
}

// --- campaign life cycle ---

QString MainWindow::samplePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("sample.castellan"));
}

void MainWindow::openInitialCampaign(const QString &path)
{
    if (!path.isEmpty() && openCampaign(path))
        return;
    const QString last = QSettings().value(LastCampaignKey).toString();
    if (!last.isEmpty() && QFileInfo::exists(last) && openCampaign(last))
        return;
    const QString sample = samplePath();
    if (QFileInfo::exists(sample)) {
        openCampaign(sample);
        return;
    }
    try {
        QDir().mkpath(QFileInfo(sample).absolutePath());
        setCampaign(createSampleCampaign(sample));
        addRecentFile(sample);
    } catch (const StorageError &e) {
        showError(tr("Cannot Create the Sample Campaign"), e.message());
    }
}

bool MainWindow::openCampaign(const QString &path)
{
    const QString target = normalPath(path);
    if (mCampaign && normalPath(mCampaign->path()) == target) {
        addRecentFile(target);
        return true;
    }
    try {
        setCampaign(Campaign::open(target));
    } catch (const StorageError &e) {
        showError(tr("Cannot Open Campaign"), e.message());
        return false;
    } catch (const std::exception &e) {
        showError(tr("Cannot Open Campaign"),
                  tr("%1 could not be opened: %2")
                      .arg(QDir::toNativeSeparators(target), QString::fromLocal8Bit(e.what())));
        return false;
    }
    addRecentFile(target);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(target)), StatusMessageMs);
    return true;
}

bool MainWindow::createCampaign(const QString &path, const QString &name, quint64 seed, const QStringList &sides)
{
    const QString target = normalPath(path);
    try {
        QDir().mkpath(QFileInfo(target).absolutePath());
        std::unique_ptr<Campaign> campaign = Campaign::create(target, name, seed);
        for (int i = 0; i < sides.size(); ++i)
            campaign->addSide(sides.at(i), NewCampaignDialog::sideColor(i));
        setCampaign(std::move(campaign));
    } catch (const StorageError &e) {
        showError(tr("Cannot Create Campaign"), e.message());
        return false;
    }
    addRecentFile(target);
    statusBar()->showMessage(tr("Created %1").arg(QDir::toNativeSeparators(target)), StatusMessageMs);
    return true;
}

bool MainWindow::saveCampaignAs(const QString &path)
{
    if (!mCampaign)
        return false;
    mSheet->commitNotes();
    const QString target = normalPath(path);
    try {
        mCampaign->saveAs(target); // pathChanged updates the title and the recent files
    } catch (const StorageError &e) {
        showError(tr("Cannot Save Campaign"), e.message());
        return false;
    }
    statusBar()->showMessage(tr("Saved as %1").arg(QDir::toNativeSeparators(target)), StatusMessageMs);
    return true;
}

void MainWindow::setCampaign(std::unique_ptr<Campaign> campaign)
{
    mSheet->commitNotes();
    Campaign *c = campaign.get();
    mRoster->setCampaign(c);
    mSheet->setCampaign(c);
    mRollLog->setCampaign(c);
    mForcesDock->setCampaign(c);
    mSiegesDock->setCampaign(c);
    mMap->setCampaign(c);
    mTurnControls->setCampaign(c);
    if (c) {
        mUndoGroup->addStack(c->undoStack());
        mUndoGroup->setActiveStack(c->undoStack());
        connect(c, &Campaign::turnChanged, this, [this] {
            updateStatus();
            updateLeaderActions();
        });
        connect(c, &Campaign::leaderAdded, this, &MainWindow::updateStatus);
        connect(c, &Campaign::leaderRemoved, this, &MainWindow::updateStatus);
        connect(c, &Campaign::leaderAdded, this, &MainWindow::updateLeaderActions);
        connect(c, &Campaign::leaderRemoved, this, &MainWindow::updateLeaderActions);
        connect(c, &Campaign::leaderChanged, this, &MainWindow::updateLeaderActions);
        connect(c, &Campaign::sidesChanged, this, &MainWindow::updateLeaderActions);
        connect(c, &Campaign::storageFailed, this,
                [this](const QString &message) { showError(tr("Campaign File Error"), message); });
        connect(c, &Campaign::pathChanged, this, [this](const QString &path) {
            addRecentFile(path);
            updateTitle();
        });
    }
    // The old campaign goes last, when nothing looks at it any more.
    std::unique_ptr<Campaign> old = std::exchange(mCampaign, std::move(campaign));
    old.reset();
    rememberLastCampaign();
    updateTitle();
    updateStatus();
    updateLeaderActions();
}

void MainWindow::rememberLastCampaign()
{
    if (mCampaign)
        QSettings().setValue(LastCampaignKey, normalPath(mCampaign->path()));
}

// --- recent files ---

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(RecentKey).toStringList();
}

void MainWindow::clearRecentFiles()
{
    QSettings().remove(RecentKey);
    updateRecentMenu();
}

void MainWindow::addRecentFile(const QString &path)
{
    const QString file = normalPath(path);
    QStringList files = recentFiles();
    files.removeAll(file);
    files.prepend(file);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings settings;
    settings.setValue(RecentKey, files);
    settings.setValue(LastCampaignKey, file);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!mRecentMenu)
        return;
    mRecentMenu->clear();
    const QStringList files = recentFiles();
    int n = 0;
    for (const QString &file : files) {
        ++n;
        const QString label = n < 10 ? tr("&%1 %2").arg(n).arg(QFileInfo(file).fileName())
                                     : QFileInfo(file).fileName();
        QAction *a = mRecentMenu->addAction(label);
        a->setData(file);
        a->setToolTip(QDir::toNativeSeparators(file));
        a->setStatusTip(QDir::toNativeSeparators(file));
        if (!QFileInfo::exists(file)) {
            a->setEnabled(false);
            a->setToolTip(tr("%1 is gone").arg(QDir::toNativeSeparators(file)));
        }
        connect(a, &QAction::triggered, this, [this, file] { openCampaign(file); });
    }
    if (files.isEmpty()) {
        QAction *none = mRecentMenu->addAction(tr("No recent campaigns"));
        none->setEnabled(false);
    } else {
        mRecentMenu->addSeparator();
        QAction *clear = mRecentMenu->addAction(tr("&Clear Menu"));
        connect(clear, &QAction::triggered, this, &MainWindow::clearRecentFiles);
    }
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
    rememberLastCampaign();
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
    if (!mCampaign) {
        setWindowTitle(tr("Castellan"));
        setWindowFilePath({});
        return;
    }
    setWindowFilePath(mCampaign->path());
    setWindowTitle(tr("%1 — Castellan").arg(mCampaign->name()));
    mCampaignLabel->setToolTip(QDir::toNativeSeparators(mCampaign->path()));
}

void MainWindow::updateStatus()
{
    if (!mCampaign) {
        mCampaignLabel->setText(tr("No campaign"));
        mTurnLabel->clear();
        mLeaderCountLabel->clear();
        return;
    }
    mCampaignLabel->setText(mCampaign->name());
    mTurnLabel->setText(TurnControls::phaseText(*mCampaign));
    mLeaderCountLabel->setText(tr("Leaders: %1").arg(mCampaign->leaderCount()));
}

qint64 MainWindow::currentLeaderId() const
{
    return mRoster->currentLeaderId();
}

void MainWindow::selectLeader(qint64 id)
{
    mRoster->selectLeader(id);
}

void MainWindow::updateLeaderActions()
{
    const bool open = mCampaign != nullptr;
    for (QAction *a : {mSaveAs, mVerifyLog, mRuleOptions, mNewLeader})
        a->setEnabled(open);
    if (!open)
        mNextTurn->setEnabled(false);
    else
        mTurnControls->update();
    if (open && mCampaign->sides().isEmpty()) {
        mNewLeader->setEnabled(false);
        mNewLeader->setToolTip(tr("This campaign has no sides yet: a leader needs one (RULES L2)."));
    } else {
        mNewLeader->setToolTip(mNewLeader->property(DefaultTipProperty).toString());
    }
    mNewLeader->setStatusTip(mNewLeader->toolTip());

    const auto leader = open && currentLeaderId() ? mCampaign->leader(currentLeaderId()) : std::nullopt;
    // Sets enabled state and the tip: the reason when disabled, the description otherwise.
    auto gate = [](QAction *a, const QString &why) {
        a->setEnabled(why.isEmpty());
        const QString tip = why.isEmpty() ? a->property(DefaultTipProperty).toString() : why;
        a->setToolTip(tip);
        a->setStatusTip(tip);
    };
    const QString none = !open ? tr("Open a campaign first.") : tr("Select a leader in the roster first.");
    const QList<QAction *> leaderActions = {mWound, mDeed, mSurvival, mRecovery, mDuel, mAssassinate, mCapture, mLapse};
    if (!leader) {
        for (QAction *a : leaderActions)
            gate(a, none);
        mCapture->setText(tr("&Capture/Release…"));
        return;
    }
    const Leader &l = *leader;
    gate(mWound, whyCannotWound(l));
    gate(mDeed, whyCannotDeed(l));
    gate(mSurvival, whyCannotSurvive(l));
    gate(mRecovery, whyCannotRecover(*mCampaign, l));
    gate(mDuel, whyCannotDuel(*mCampaign, l));
    gate(mAssassinate, whyCannotAssassinate(*mCampaign, l));
    if (l.status() == LeaderStatus::Captured) {
        mCapture->setText(tr("Release %1").arg(l.name));
        gate(mCapture, whyCannotRelease(l));
        mCapture->setToolTip(tr("Free him: held by %1 (RULES L6)").arg(mCampaign->sideName(l.capturedBySide)));
        mCapture->setStatusTip(mCapture->toolTip());
    } else {
        mCapture->setText(tr("&Capture…"));
        gate(mCapture, whyCannotCapture(*mCampaign, l));
    }
    gate(mLapse, whyCannotLapseRerolls(l));
}

// --- messages ---

void MainWindow::showError(const QString &title, const QString &message)
{
    mLastError = message;
    Q_EMIT errorReported(message);
    if (mQuietErrors) {
        statusBar()->showMessage(message, StatusMessageMs);
        return;
    }
    QMessageBox::critical(this, title, message);
}

void MainWindow::showInfo(const QString &title, const QString &message, bool warning)
{
    mLastMessage = message;
    if (mQuietErrors) {
        statusBar()->showMessage(message, StatusMessageMs);
        return;
    }
    if (warning)
        QMessageBox::warning(this, title, message);
    else
        QMessageBox::information(this, title, message);
}

void MainWindow::report(const Outcome &outcome)
{
    if (outcome.ok)
        statusBar()->showMessage(outcome.summary, StatusMessageMs);
    else
        showError(tr("Not Allowed"), outcome.refusal);
}

// --- menu slots ---

void MainWindow::newCampaign()
{
    NewCampaignDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    createCampaign(dialog.filePath(), dialog.campaignName(), dialog.seed(), dialog.sideNames());
}

void MainWindow::openCampaignDialog()
{
    const QString start = mCampaign ? QFileInfo(mCampaign->path()).absolutePath()
                                    : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString filter = tr("Castellan campaigns (%1);;All files (*)").arg(CampaignFilter);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), start, filter);
    if (!path.isEmpty())
        openCampaign(path);
}

void MainWindow::saveAsDialog()
{
    if (!mCampaign)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Campaign As"),
                                                      QFileInfo(mCampaign->path()).absolutePath(),
                                                      tr("Castellan campaigns (%1)").arg(CampaignFilter));
    if (path.isEmpty())
        return;
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty())
        target += QStringLiteral(".castellan");
    saveCampaignAs(target);
}

LogVerification MainWindow::verifyCampaignLog()
{
    LogVerification v;
    if (!mCampaign)
        return v;
    // A long log takes seconds: show how far it has come, and let the user stop it.
    QProgressDialog progress(tr("Re-deriving every roll from the seed…"), tr("Stop"), 0, 100, this);
    progress.setWindowTitle(tr("Verify Log"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        v = verifyLog(mCampaign->rolls(), [&progress](qint64 checked, qint64 total) {
            progress.setValue(total > 0 ? int(100 * checked / total) : 0);
            QApplication::processEvents();
            return !progress.wasCanceled();
        });
    } catch (const StorageError &e) {
        v.ok = false;
        v.problem = e.message();
    }
    progress.reset();
    QApplication::restoreOverrideCursor();
    if (v.ok) {
        QString text = tr("All %n roll(s) in the log match the campaign's seed.", nullptr, int(v.checked));
        if (v.enteredByHand > 0)
            text += QLatin1Char(' ')
                + tr("%n roll(s) were entered by hand and take nothing from the generator (RULES D4).", nullptr,
                     int(v.enteredByHand));
        showInfo(tr("Verify Log"), text);
    } else {
        QString text = v.firstBadRollId ? tr("Roll #%1 does not match the seed.").arg(v.firstBadRollId)
                                        : tr("The log does not match the seed.");
        text += QStringLiteral("\n\n") + v.problem;
        text += QStringLiteral("\n\n") + tr("%n roll(s) before it verified.", nullptr, int(v.checked));
        showInfo(tr("Verify Log"), text, true);
    }
    return v;
}

void MainWindow::showVerifyLog()
{
    verifyCampaignLog();
}

void MainWindow::showRuleOptions()
{
    if (!mCampaign)
        return;
    RuleOptionsDialog dialog(*mCampaign, this);
    connect(&dialog, &RuleOptionsDialog::actionFailed, this,
            [this](const QString &message) { showError(tr("Not Saved"), message); });
    dialog.exec();
}

void MainWindow::newLeader()
{
    if (!mCampaign)
        return;
    NewLeaderDialog dialog(*mCampaign, this);
    if (dialog.exec() == QDialog::Accepted && dialog.createdLeaderId())
        mRoster->selectLeader(dialog.createdLeaderId());
}

template<typename Dialog>
void MainWindow::execLeaderDialog()
{
    const qint64 id = currentLeaderId();
    if (!mCampaign || !id)
        return;
    mSheet->commitNotes();
    Dialog dialog(*mCampaign, id, this);
    dialog.exec();
    updateLeaderActions();
}

void MainWindow::woundOrHeal()
{
    execLeaderDialog<WoundDialog>();
}

void MainWindow::heroicDeed()
{
    execLeaderDialog<DeedDialog>();
}

void MainWindow::survivalCheck()
{
    execLeaderDialog<SurvivalDialog>();
}

void MainWindow::recoveryRoll()
{
    execLeaderDialog<RecoveryDialog>();
}

void MainWindow::duel()
{
    execLeaderDialog<DuelDialog>();
}

void MainWindow::assassinate()
{
    execLeaderDialog<AssassinationDialog>();
}

void MainWindow::captureOrRelease()
{
    const qint64 id = currentLeaderId();
    const auto leader = mCampaign && id ? mCampaign->leader(id) : std::nullopt;
    if (!leader)
        return;
    if (leader->status() == LeaderStatus::Captured) {
        report(setCaptured(*mCampaign, id, 0));
        return;
    }
    CaptureDialog dialog(*mCampaign, id, this);
    if (dialog.exec() == QDialog::Accepted && dialog.captorSideId())
        report(setCaptured(*mCampaign, id, dialog.captorSideId()));
}

void MainWindow::lapseRerolls()
{
    const qint64 id = currentLeaderId();
    if (mCampaign && id)
        report(castellan::lapseRerolls(*mCampaign, id));
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
    if (!mCampaign)
        return;
    mSheet->commitNotes();
    const EndOfTurn done = endTurn(*mCampaign);
    if (!done.outcome.ok) {
        showError(tr("Turn Not Ended"), done.outcome.refusal);
        return;
    }
    statusBar()->showMessage(done.outcome.summary, StatusMessageMs);
    showInfo(tr("End of Turn %1").arg(mCampaign->turn() - 1), done.lines.join(QLatin1Char('\n')));
}

void MainWindow::offerBattle(qint64 movingForceId, qint64 enemyForceId)
{
    if (!mCampaign)
        return;
    auto *dialog = new BattleDialog(*mCampaign, movingForceId, this);
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
    mLastMessage = text;
    if (!mQuietErrors)
        QMessageBox::about(this, tr("About Castellan"), text);
}

} // namespace castellan
