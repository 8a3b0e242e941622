#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;
class QToolBar;
class QUndoGroup;

namespace castellan {

class Campaign;
struct Viewer;
class CampaignSession;
class ExchangeActions;
class ServerActions;
class ForcesDock;
class HistoryDock;
class OrdersDock;
class SideView;
class ScenarioChooserDialog;
class TacticalBattleDialog;
class TacticalSetupDialog;
class UndoHistoryDialog;
struct Ruleset;
struct TacticalScenario;
class LeaderMenu;
class LeaderSheet;
class MapWidget;
class Messenger;
class OddsCalculatorWindow;
class RollLogView;
class RosterView;
class SiegesDock;
class TurnControls;
struct LogVerification;

/**
 * Castellan's main window: the Leaders and Map tabs, the roll log, forces and sieges in docks, and the menus.
 * The campaign's life cycle is the session's (CampaignSession), the Leader menu its own (LeaderMenu), and
 * messages go through the Messenger; the window lays them out and keeps its layout between runs.
 *
 * For tests, setQuietErrors(true) records messages (lastError(), lastMessage()) instead of showing modal boxes.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Campaign *campaign() const;
    /** What the views show: the campaign, or a point of its history while Campaign ▸ History is open. */
    Campaign *shownCampaign() const;
    CampaignSession *session() const { return mSession; }

    /** Opens a campaign file; on failure tells the user why and keeps the current campaign. */
    /** Opens a campaign: read-only when asked, or when the file may not be written. */
    bool openCampaign(const QString &path, bool readOnly = false);
    /** Campaign ▸ Play a Tactical Scenario: the chooser of shipped scenarios, which plays the one picked. */
    ScenarioChooserDialog *chooseScenario();
    /** The scenario in `file` on the board, by the campaign's ruleset. */
    TacticalBattleDialog *playScenario(const QString &file);
    TacticalBattleDialog *playScenario(const TacticalScenario &scenario, const Ruleset &rules);
    /** Campaign ▸ Set Up a Battle Board: a new board to set up, save and play. */
    TacticalSetupDialog *setUpScenario();
    /** Campaign ▸ Resume the Battle on the Board: the open campaign's battle under way, else a scenario's. */
    TacticalBattleDialog *resumeBoardBattle();
    bool hasBoardBattleUnderway() const;
    /** Makes a new campaign file with these sides and opens it. */
    bool createCampaign(const QString &path, const QString &name, quint64 seed, const QStringList &sides);
    /** File ▸ Save As writes a consistent copy and goes on in it. */
    bool saveCampaignAs(const QString &path);
    /** Start-up: the file given, else the last campaign, else the sample campaign (made on first run). */
    void openInitialCampaign(const QString &path = {});
    /** Where the sample campaign lives: AppDataLocation/sample.castellan. */
    static QString samplePath();

    /** RULES D2: re-derives the log from the seed and tells the user what it found. */
    LogVerification verifyCampaignLog();

    qint64 currentLeaderId() const;
    void selectLeader(qint64 id);

    QStringList recentFiles() const;
    void clearRecentFiles();

    void setQuietErrors(bool quiet);
    bool quietErrors() const;
    QString lastError() const;
    QString lastMessage() const;

    RosterView *roster() const { return mRoster; }
    LeaderSheet *sheet() const { return mSheet; }
    RollLogView *rollLog() const { return mRollLog; }
    QDockWidget *rollLogDock() const { return mLogDock; }
    ForcesDock *forcesDock() const { return mForcesDock; }
    ExchangeActions *exchange() const { return mExchange; }
    MapWidget *mapWidget() const { return mMap; }
    /** The central tabs: Leaders (roster and sheet) and Map. */
    QTabWidget *centralTabs() const { return mTabs; }
    SiegesDock *siegesDock() const { return mSiegesDock; }
    OrdersDock *ordersDock() const { return mOrdersDock; }
    HistoryDock *historyDock() const { return mHistory; }
    QLabel *historyBanner() const { return mHistoryBanner; }
    QLabel *turnLabel() const { return mTurnLabel; }
    QLabel *campaignLabel() const { return mCampaignLabel; }
    QLabel *leaderCountLabel() const { return mLeaderCountLabel; }
    QMenu *recentMenu() const { return mRecentMenu; }
    /** Every action of the menus by object name ("actionNextTurn", "actionDeed", ...). */
    QAction *action(const QString &objectName) const;

Q_SIGNALS:
    /** Emitted with every error message, shown or quiet. */
    void errorReported(const QString &message);
    /** The Preferences changed the language: the window is made anew in it (WindowHost). */
    void languageChanged();

public Q_SLOTS:
    void newCampaign();
    void openCampaignDialog(bool readOnly = false);
    void saveAsDialog();
    void showVerifyLog();
    void showRuleOptions();
    /** Edit ▸ Undo History: the undo stack, earlier sessions' actions too (issue 31). */
    void showUndoHistory();
    /** Campaign ▸ History: the views show the campaign as it stood at a point chosen (issue 31). */
    void showHistory();
    /** A player's or an observer's Campaign ▸ History: his side's turn reports, turn by turn. */
    void showSideHistory(const Viewer &viewer);
    /** Campaign ▸ View as Side: the views show the campaign as that side's players see it (issue 31). */
    void viewAsSideDialog();
    bool viewAsSide(qint64 sideId);
    /** Back to the game master's view from a side's. */
    void leaveSideView();
    bool isViewingAsSide() const { return mSideView != nullptr; }
    /** Edit ▸ Preferences: saved with QSettings; the language applies to what opens next. */
    void showPreferences();
    void showSides();
    void nextTurn();
    /** RULES O1: the odds calculator window (one, reused). */
    void showOddsCalculator();
    void about();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void showCampaign(Campaign *campaign);
    /** Points every view at `campaign`: the one open, or a point of its history. */
    void showViews(Campaign *campaign);
    void createHistory();
    void showPastPoint(Campaign *past);
    void backToNow();
    void showLookBanner(const QString &html);
    void updateTitle();
    void updateStatus();
    void updateActions();
    void readSettings();
    void writeSettings();
    /** RULES T1, F1: a force that marched into an enemy's hex: the battle dialog, the mover attacking. */
    void offerBattle(qint64 movingForceId, qint64 enemyForceId);

    Messenger *mMessages;
    CampaignSession *mSession;
    QUndoGroup *mUndoGroup;
    QSplitter *mSplitter;
    RosterView *mRoster;
    LeaderSheet *mSheet;
    QDockWidget *mLogDock;
    RollLogView *mRollLog;
    ForcesDock *mForcesDock = nullptr;
    ExchangeActions *mExchange = nullptr;
    ServerActions *mServerActions = nullptr;
    MapWidget *mMap = nullptr;
    QTabWidget *mTabs = nullptr;
    SiegesDock *mSiegesDock = nullptr;
    OrdersDock *mOrdersDock = nullptr;
    TurnControls *mTurnControls = nullptr;
    LeaderMenu *mLeaderMenu = nullptr;
    QPointer<OddsCalculatorWindow> mOddsWindow;
    QPointer<UndoHistoryDialog> mUndoHistoryDialog;
    QToolBar *mToolBar = nullptr;
    QLabel *mReadOnlyBanner = nullptr;
    HistoryDock *mHistory = nullptr;
    QLabel *mHistoryBanner = nullptr;
    Campaign *mViewed = nullptr; ///< the campaign the views show
    std::unique_ptr<SideView> mSideView;
    QAction *mViewAsSide = nullptr;
    QAction *mLeaveLook = nullptr;
    QLabel *mCampaignLabel;
    QLabel *mTurnLabel;
    QLabel *mLeaderCountLabel;
    QMenu *mRecentMenu = nullptr;

    QAction *mNewCampaign = nullptr;
    QAction *mOpen = nullptr;
    QAction *mOpenReadOnly = nullptr;
    QAction *mSaveAs = nullptr;
    QAction *mVerifyLog = nullptr;
    QAction *mQuit = nullptr;
    QAction *mUndo = nullptr;
    QAction *mRedo = nullptr;
    QAction *mUndoHistory = nullptr;
    QAction *mRuleOptions = nullptr;
    QAction *mPreferences = nullptr;
    QAction *mSides = nullptr;
    QAction *mFilterLeaders = nullptr;
    QAction *mOddsCalculator = nullptr;
    QAction *mNextTurn = nullptr;
    QAction *mShowHistory = nullptr;
    QAction *mResumeBoard = nullptr;
    QAction *mRules = nullptr;
    QAction *mAbout = nullptr;
    QAction *mAboutQt = nullptr;
};

} // namespace castellan
