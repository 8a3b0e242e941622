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
class ForcesDock;
class MapWidget;
class SiegesDock;
class TurnControls;
class LeaderSheet;
class OddsCalculatorWindow;
class RollLogView;
class RosterView;
struct LogVerification;
struct Outcome;

/**
 * Castellan's main window: the roster beside the leader sheet, the roll log in a dock, and the File, Edit,
 * Leader, Campaign, View and Help menus. Owns the open campaign; opening another one that fails leaves the
 * current one open and the failed file untouched. Leader actions are disabled, with the reason as their tip,
 * when the rules do not allow them.
 *
 * For tests, setQuietErrors(true) records messages (lastError(), lastMessage()) instead of showing modal boxes.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Campaign *campaign() const { return mCampaign.get(); }

    /** Opens a campaign file; on failure tells the user why and keeps the current campaign. */
    bool openCampaign(const QString &path);
    /** Makes a new campaign file with these sides and opens it. */
    bool createCampaign(const QString &path, const QString &name, quint64 seed, const QStringList &sides);
    /** RULES: File ▸ Save As writes a consistent copy and goes on in it. */
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

    void setQuietErrors(bool quiet) { mQuietErrors = quiet; }
    bool quietErrors() const { return mQuietErrors; }
    QString lastError() const { return mLastError; }
    QString lastMessage() const { return mLastMessage; }

    RosterView *roster() const { return mRoster; }
    LeaderSheet *sheet() const { return mSheet; }
    RollLogView *rollLog() const { return mRollLog; }
    QDockWidget *rollLogDock() const { return mLogDock; }
    ForcesDock *forcesDock() const { return mForcesDock; }
    MapWidget *mapWidget() const { return mMap; }
    /** The central tabs: Leaders (roster and sheet) and Map. */
    QTabWidget *centralTabs() const { return mTabs; }
    SiegesDock *siegesDock() const { return mSiegesDock; }
    QLabel *turnLabel() const { return mTurnLabel; }
    QLabel *campaignLabel() const { return mCampaignLabel; }
    QLabel *leaderCountLabel() const { return mLeaderCountLabel; }
    QMenu *recentMenu() const { return mRecentMenu; }
    /** Every action of the menus by object name ("actionNextTurn", "actionDeed", ...). */
    QAction *action(const QString &objectName) const;

Q_SIGNALS:
    /** Emitted with every error message, shown or quiet. */
    void errorReported(const QString &message);

public Q_SLOTS:
    void newCampaign();
    void openCampaignDialog();
    void saveAsDialog();
    void showVerifyLog();
    void showRuleOptions();
    void newLeader();
    void woundOrHeal();
    void heroicDeed();
    void survivalCheck();
    void recoveryRoll();
    void duel();
    void assassinate();
    void captureOrRelease();
    void lapseRerolls();
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
    void setCampaign(std::unique_ptr<Campaign> campaign);
    void updateTitle();
    void updateStatus();
    void updateLeaderActions();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void rememberLastCampaign();
    void readSettings();
    void writeSettings();
    void report(const Outcome &outcome);
    /** RULES T1, F1: a force that marched into an enemy's hex: the battle dialog, the mover attacking. */
    void offerBattle(qint64 movingForceId, qint64 enemyForceId);
    void showError(const QString &title, const QString &message);
    void showInfo(const QString &title, const QString &message, bool warning = false);
    QAction *makeAction(const QString &objectName, const QString &text, const QString &tip,
                        const QKeySequence &shortcut = {});
    template<typename Dialog>
    void execLeaderDialog();

    std::unique_ptr<Campaign> mCampaign;
    QUndoGroup *mUndoGroup;
    QSplitter *mSplitter;
    RosterView *mRoster;
    LeaderSheet *mSheet;
    QDockWidget *mLogDock;
    RollLogView *mRollLog;
    ForcesDock *mForcesDock = nullptr;
    MapWidget *mMap = nullptr;
    QTabWidget *mTabs = nullptr;
    SiegesDock *mSiegesDock = nullptr;
    TurnControls *mTurnControls = nullptr;
    QPointer<OddsCalculatorWindow> mOddsWindow;
    QAction *mOddsCalculator = nullptr;
    QToolBar *mToolBar = nullptr;
    QLabel *mCampaignLabel;
    QLabel *mTurnLabel;
    QLabel *mLeaderCountLabel;
    QMenu *mRecentMenu = nullptr;

    QAction *mNewCampaign = nullptr;
    QAction *mOpen = nullptr;
    QAction *mSaveAs = nullptr;
    QAction *mVerifyLog = nullptr;
    QAction *mQuit = nullptr;
    QAction *mUndo = nullptr;
    QAction *mRedo = nullptr;
    QAction *mRuleOptions = nullptr;
    QAction *mFilterLeaders = nullptr;
    QAction *mNewLeader = nullptr;
    QAction *mWound = nullptr;
    QAction *mDeed = nullptr;
    QAction *mSurvival = nullptr;
    QAction *mRecovery = nullptr;
    QAction *mDuel = nullptr;
    QAction *mAssassinate = nullptr;
    QAction *mCapture = nullptr;
    QAction *mLapse = nullptr;
    QAction *mNextTurn = nullptr;
    QAction *mAbout = nullptr;
    QAction *mAboutQt = nullptr;

    bool mQuietErrors = false;
    QString mLastError;
    QString mLastMessage;
};

} // namespace castellan
