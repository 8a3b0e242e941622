#include "mainwindow.h"

#include "exchange/exchangeactions.h"
#include "exchange/revealseeddialog.h"
#include "history/historydock.h"
#include "server/serveractions.h"
#include "session/campaignbeacon.h"

#include "forcesdock.h"
#include "leadermenu.h"
#include "newcampaigndialog.h"
#include "turncontrols.h"
#include "verifylogrun.h"
#include "widgets/messenger.h"

#include "battle/battledialog.h"
#include "log/rolllogview.h"
#include "luck/luckledgerdialog.h"
#include "map/mapscene.h"
#include "map/mapwidget.h"
#include "odds/oddscalculatorwindow.h"
#include "options/ruleoptionsdialog.h"
#include "options/sidesdialog.h"
#include "orders/ordersdock.h"
#include "roster/rosterview.h"
#include "session/campaignsession.h"
#include "session/recentmenu.h"
#include "sheet/leadersheet.h"
#include "siege/siegesdock.h"
#include "widgets/gatedaction.h"
#include "widgets/rulesbrowser.h"
#include "widgets/typetofind.h"

#include "campaign/campaign.h"
#include "campaign/sideview.h"
#include "commands/board/campaigntactical.h"
#include "commands/turn/turnactions.h"
#include "sheets/turnreport.h"
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

const QString MainWindowGeometryKey = QStringLiteral("MainWindow/geometry");
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
    qApp->installEventFilter(new TypeToFind(this)); // a letter typed in a list or a field is never a shortcut
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
    mReadOnlyBanner = new QLabel(this);
    mReadOnlyBanner->setObjectName(QStringLiteral("readOnlyBanner"));
    mReadOnlyBanner->setWordWrap(true);
    mReadOnlyBanner->setContentsMargins(10, 6, 10, 6);
    mReadOnlyBanner->setStyleSheet(QStringLiteral("QLabel#readOnlyBanner { background: #fff4ce; color: #4a3b00;"
                                                  " border-bottom: 1px solid #e0c860; }"));
    mReadOnlyBanner->hide();
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(mReadOnlyBanner);
    mHistoryBanner = new QLabel(this);
    centralLayout->addWidget(mHistoryBanner);
    centralLayout->addWidget(mTabs, 1);
    setCentralWidget(central);

    mLogDock->setObjectName(QStringLiteral("rollLogDock"));
    mLogDock->setWidget(mRollLog);
    mLogDock->setAllowedAreas(Qt::BottomDockWidgetArea | Qt::RightDockWidgetArea | Qt::LeftDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, mLogDock);
    mForcesDock = new ForcesDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mForcesDock);
    mSiegesDock = new SiegesDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mSiegesDock);
    tabifyDockWidget(mLogDock, mForcesDock);
    mOrdersDock = new OrdersDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mOrdersDock);
    tabifyDockWidget(mForcesDock, mSiegesDock);
    tabifyDockWidget(mSiegesDock, mOrdersDock);
    mLogDock->raise();
    auto showStatus = [this](const QString &text) { mMessages->showStatus(text); };
    connect(mForcesDock, &ForcesDock::statusMessage, this, showStatus);
    connect(mSiegesDock, &SiegesDock::statusMessage, this, showStatus);
    connect(mOrdersDock, &OrdersDock::statusMessage, this, showStatus);
    connect(mMap, &MapWidget::orderGiven, mOrdersDock, &OrdersDock::refresh);
    connect(mOrdersDock, &OrdersDock::pendingMoves, this, [this](const QList<ForceTrail> &trails) {
        if (!mHistory->isLooking() && !mSideView) // their trails are the past's
            mMap->scene()->setTrails(trails);
    });
    connect(mMap, &MapWidget::statusMessage, this, showStatus);
    connect(mRollLog, &RollLogView::statusMessage, this, showStatus);
    connect(mMap, &MapWidget::battleOffered, this, &MainWindow::offerBattle);

    mCampaignLabel->setObjectName(QStringLiteral("statusCampaign"));
    mTurnLabel->setObjectName(QStringLiteral("statusTurn"));
    mLeaderCountLabel->setObjectName(QStringLiteral("statusLeaders"));
    for (QLabel *label : {mCampaignLabel, mTurnLabel, mLeaderCountLabel}) {
        label->setContentsMargins(8, 0, 8, 0);
        statusBar()->addPermanentWidget(label);
    }

    mLeaderMenu = new LeaderMenu(this, *mMessages, [this] { mSheet->commitNotes(); });
    mLeaderMenu->scopeKeysTo(mTabs->widget(0)); // the map's keys Q W E A S D are the map's
    connect(mLeaderMenu, &LeaderMenu::leaderCreated, mRoster, &RosterView::selectLeader);
    connect(mLeaderMenu, &LeaderMenu::orderGiven, mOrdersDock, &OrdersDock::refresh);
    mExchange = new ExchangeActions(*this, *mMessages, [this] { return mRoster->selectedLeaderIds(); });
    mServerActions = new ServerActions(*this, *mSession, *mMessages);
    statusBar()->addPermanentWidget(mServerActions->roleLabel());
    mOrdersDock->turnLabel()->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(mOrdersDock->turnLabel());
    ServerActions::askPasswordsOver(this);
    createActions();
    createHistory();
    mTurnControls = new TurnControls(mNextTurn, this);
    connect(mTurnControls, &TurnControls::statusMessage, this, showStatus);
    connect(mTurnControls, &TurnControls::phaseShown, mTurnLabel, &QLabel::setText);
    createMenus();
    createToolBar();

    connect(mMessages, &Messenger::errorReported, this, &MainWindow::errorReported);
    connect(mSession, &CampaignSession::aboutToChange, mSheet, &LeaderSheet::commitNotes);
    connect(mSession, &CampaignSession::campaignChanged, this, &MainWindow::showCampaign);
    auto *beacon = new CampaignBeacon(*this);
    connect(mSession, &CampaignSession::campaignChanged, beacon,
            [beacon](Campaign *c) { beacon->hold(c && !c->isShared() ? c->path() : QString()); });
    connect(mSession, &CampaignSession::statusMessage, this, [this](const QString &text) {
        // A battle on the board left under way is said as soon as its campaign opens.
        const auto kept = campaign() ? CampaignTactical::underway(*campaign()) : std::nullopt;
        mMessages->showStatus(!kept ? text
                                    : tr("%1. The battle on the board at %2 was left at turn %3: Campaign ▸ Resume the "
                                         "Battle on the Board goes on with it.")
                                          .arg(text, hexLabel(kept->hex), QString::number(kept->turn + 1)));
    });
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
    disconnect(mHistory, nullptr, this, nullptr);
    mHistory->leave();
    mSideView.reset();
}

Campaign *MainWindow::campaign() const
{
    return mSession->campaign();
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
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

bool MainWindow::openCampaign(const QString &path, bool readOnly)
{
    return mSession->open(path, readOnly ? CampaignSession::ReadOnly : CampaignSession::AsAllowed);
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

void MainWindow::showViews(Campaign *c)
{
    mViewed = c;
    const qint64 leader = mRoster->currentLeaderId();
    mRoster->setCampaign(c);
    mSheet->setCampaign(c);
    mRollLog->setCampaign(c);
    mForcesDock->setCampaign(c);
    mExchange->setCampaign(c);
    mSiegesDock->setCampaign(c);
    mOrdersDock->setCampaign(c);
    mMap->setCampaign(c);
    mTurnControls->setCampaign(c);
    mLeaderMenu->setCampaign(c);
    if (c && leader && c->leader(leader))
        mRoster->selectLeader(leader);
    mLeaderMenu->setCurrentLeader(mRoster->currentLeaderId());
    if (c) {
        mUndoGroup->addStack(c->undoStack());
        mUndoGroup->setActiveStack(c->undoStack());
    }
}

void MainWindow::showCampaign(Campaign *c)
{
    if (mHistory->isLooking())
        mHistory->leave(); // another campaign: its history is not the one shown
    if (mSideView)
        leaveSideView();
    showViews(c);
    mServerActions->setCampaign(c);
    if (c) {
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
        // A battle on the board landed, or was left under way: Resume follows.
        connect(c, &Campaign::battlesChanged, this, &MainWindow::updateActions);
        connect(c, &Campaign::settingKept, this, &MainWindow::updateActions);
        connect(c, &Campaign::pathChanged, this, [this] { // Save As from a read-only campaign goes on writable
            updateTitle();
            updateActions();
        });
    }
    updateTitle();
    updateStatus();
    updateActions();
}

// --- window state ---

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(MainWindowGeometryKey).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = settings.value(StateKey).toByteArray();
    if (!state.isEmpty())
        restoreState(state);
    else
        resizeDocks({mLogDock}, {220}, Qt::Vertical);
    mHistory->hide(); // its place is kept, but it opens only on Campaign ▸ History

    mTabs->setCurrentIndex(settings.value(TabKey, 0).toInt());
    const QByteArray splitter = settings.value(SplitterKey).toByteArray();
    if (splitter.isEmpty() || !mSplitter->restoreState(splitter))
        mSplitter->setSizes({760, 520});
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(MainWindowGeometryKey, saveGeometry());
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
        mReadOnlyBanner->hide();
        return;
    }
    setWindowFilePath(campaign()->path());
    setWindowTitle(campaign()->isReadOnly() ? tr("%1 (read-only) — Castellan").arg(campaign()->name())
                                            : tr("%1 — Castellan").arg(campaign()->name()));
    mReadOnlyBanner->setVisible(campaign()->isReadOnly());
    const QString file = QDir::toNativeSeparators(campaign()->path()).toHtmlEscaped();
    mReadOnlyBanner->setText(
        campaign()->isShared() ? tr("<b>Open read-only.</b> %1").arg(campaign()->whyReadOnly().toHtmlEscaped())
            : Campaign::isWritable(campaign()->path())
            ? tr("<b>Open read-only.</b> You opened %1 only to look at it: nothing in it can be changed. To play on, "
                 "open it again with <i>Open</i>, or use <i>Save As</i> to go on in a copy.")
                  .arg(file)
            : tr("<b>Open read-only.</b> %1 cannot be written (the file or its folder is read-only), so you can look "
                 "at everything but change nothing. To play on, make it writable and open it again, or use "
                 "<i>Save As</i> to go on in a copy.")
                  .arg(file));
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
    mTurnLabel->setText(TurnControls::phaseText(*shownCampaign()));
    mLeaderCountLabel->setText(tr("Leaders: %1").arg(shownCampaign()->leaderCount()));
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
    for (QAction *a : {mSaveAs, mVerifyLog, mShowHistory})
        a->setEnabled(open);
    const auto viewer = open ? campaign()->viewer() : std::nullopt;
    gateAction(mViewAsSide,
               !open ? tr("Open a campaign first.")
                   : viewer && viewer->role != ServerRole::GameMaster
                   ? tr("Only a game master looks at the campaign as another side sees it.")
                   : QString());
    mLeaveLook->setEnabled(shownCampaign() != campaign());
    gateAction(mRuleOptions, !open ? tr("Open a campaign first.") : shownCampaign()->whyReadOnly());
    gateAction(mSides, !open ? tr("Open a campaign first.") : shownCampaign()->whyReadOnly());
    if (!open)
        mNextTurn->setEnabled(false);
    else
        mTurnControls->update();
    mLeaderMenu->update();
    if (mResumeBoard)
        mResumeBoard->setEnabled(hasBoardBattleUnderway() && shownCampaign() == campaign());
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

void MainWindow::openCampaignDialog(bool readOnly)
{
    const QString start = campaign() ? QFileInfo(campaign()->path()).absolutePath()
                                     : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString filter = tr("Castellan campaigns (%1);;All files (*)").arg(CampaignFilter);
    const QString path = QFileDialog::getOpenFileName(
        this, readOnly ? tr("Open Campaign Read-Only") : tr("Open Campaign"), start, filter);
    if (!path.isEmpty())
        mSession->openOrRaise(path, readOnly ? CampaignSession::ReadOnly : CampaignSession::AsAllowed);
}

void MainWindow::saveAsDialog()
{
    if (!campaign())
        return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Campaign As"), QFileInfo(campaign()->path()).absolutePath(),
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
    std::optional<quint64> revealed;
    if (campaign()->seedWithheld()) {
        // A players' copy: the log verifies only once the game master has revealed the seed and its salt.
        RevealSeedDialog reveal(*campaign(), this);
        if (mMessages->isQuiet() || reveal.exec() != QDialog::Accepted) {
            const LogVerification withheld = verifyLog(campaign()->rolls());
            mMessages->showInfo(tr("Verify Log"), verificationText(withheld), true);
            return withheld;
        }
        revealed = reveal.seed();
    }
    const LogVerification v = verifyWithProgress(*campaign(), this, revealed);
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

void MainWindow::showSides()
{
    if (!campaign())
        return;
    SidesDialog dialog(*campaign(), this);
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
    try {
        TurnReport::keepForPlayers(*campaign(), campaign()->turn() - 1);
    } catch (const StorageError &e) {
        mMessages->showError(tr("Turn Reports Not Kept"),
                             tr("The turn has ended, but its reports could not be kept on the server for the "
                                "players: %1")
                                 .arg(e.message()));
    }
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
