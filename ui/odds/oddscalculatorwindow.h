#pragma once

#include "odds/battleodds.h"

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;

namespace castellan {

class OddsNotice;

class OddsCharts;
class OddsSidePanel;
class OddsWorker;

/**
 * The odds calculator (RULES F9, O1): two sides' units and commanders in, the exact odds of a field battle
 * out, as figures and charts. The odds refresh as the user edits: each change waits a moment for the next
 * one, then the odds are computed on a worker thread, the figures first (OddsDetail::WithoutRounds, much
 * faster) and then round by round for the distribution of the rounds; a change cancels the computation under
 * way, and a result that no longer matches the inputs is dropped. The window never blocks.
 */
class OddsCalculatorWindow : public QWidget
{
    Q_OBJECT

public:
    explicit OddsCalculatorWindow(QWidget *parent = nullptr);
    ~OddsCalculatorWindow() override;

    /** Shows these sides and computes their odds at once, without the debounce (a battle so big that it
     *  needs confirming waits for Compute). The battle dialog's way in. */
    void setSides(const SideSpec &attacker, const SideSpec &defender);
    SideSpec attacker() const;
    SideSpec defender() const;

    OddsSidePanel *attackerPanel() const { return mAttacker; }
    OddsSidePanel *defenderPanel() const { return mDefender; }
    OddsCharts *charts() const { return mCharts; }

    /** Odds are on display (for shownSides(), which an edit makes the old inputs until new odds come). */
    bool hasOdds() const { return mHasOdds; }
    /** The odds on display are complete: the distribution of the number of rounds is in too. */
    bool hasRounds() const { return mHasOdds && mShownComplete; }
    const BattleOdds &shownOdds() const { return mShown; }
    /** The sides the shown odds were computed for. */
    const std::pair<SideSpec, SideSpec> &shownSides() const { return mShownSides; }
    /** Why the inputs make no battle (checkSides), or empty. */
    QString problem() const { return mProblem; }
    /** A computation for the current inputs is under way (or waits for a cancelled one to stop). */
    bool isComputing() const;
    /** The battle is so big that its odds only start when the user presses Compute. */
    /** This window's worker threads still running, cancelled ones winding down included. */
    int runningComputations() const;
    /** Computations that stopped early because the inputs changed (or Stop was pressed). */
    int cancelledComputations() const;
    /** Results that arrived for inputs no longer shown, and were dropped. */
    int staleResults() const;
    /**
     * Workers of closed windows still winding down. A window never waits for its workers (that could block
     * for as long as one round of a big battle): it cancels them and lets them finish on their own; the
     * application waits for them when it quits.
     */
    static int detachedComputations();

    /** The wait after an edit before computing, in ms. */
    static constexpr int DebounceMs = 150;
    /** Worker threads at most, cancelled ones included: a new computation waits for one to stop. */
    static constexpr int MaxWorkers = 2;

Q_SIGNALS:
    /** New odds are on display: the quick figures first, then (complete) with the rounds. */
    void oddsShown(bool complete);

protected:
    /** Closing the window stops a computation; showing it again starts it over. */
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void inputsChanged();
    void computeNow();
    /** Starts a pass over the current inputs (it waits while too many workers run). */
    void launch(std::pair<SideSpec, SideSpec> sides, OddsDetail detail);
    void stop();
    void swapSides();
    void resultReady(const BattleOdds &odds);
    void cancelAll();
    void showOdds(const BattleOdds &odds, bool complete);
    void showProblem(const QString &problem);
    /** The figures are final, and the rounds are not counted: the armies are too big for a few seconds. */
    void showRoundsNotCounted();
    /** The page instead of the figures: an icon (a QStyle::StandardPixmap), a text and a hint. */
    void showNotice(int icon, const QString &text, const QString &hint);
    void updateBonusDice();
    void updateBusy();
    void setDimmed(bool dimmed);

    OddsSidePanel *mAttacker;
    OddsSidePanel *mDefender;
    QPushButton *mSwap;
    QStackedWidget *mPages;
    OddsNotice *mNotice = nullptr;
    QLabel *mAttackerWins;
    QLabel *mDefenderWins;
    QLabel *mMutual;
    QLabel *mAttackerAnnihilated;
    QLabel *mDefenderAnnihilated;
    QLabel *mAttackerLeft;
    QLabel *mDefenderLeft;
    QLabel *mRounds;
    QLabel *mPrecision;
    OddsCharts *mCharts;
    QWidget *mVeil;
    QProgressBar *mBusy;
    QLabel *mStatus;
    QPushButton *mStop;
    QTimer *mDebounce;
    QTimer *mTicker;
    OddsWorker *mWorker;

    /** The sides and pass last handed to mWorker: what its next result is for. */
    std::pair<SideSpec, SideSpec> mRequest;
    OddsDetail mRequestDetail = OddsDetail::WithoutRounds;
    QElapsedTimer mElapsed;
    bool mHasOdds = false;
    bool mShownComplete = false;
    BattleOdds mShown;
    std::pair<SideSpec, SideSpec> mShownSides;
    QString mProblem;
    bool mResumeOnShow = false;
};

} // namespace castellan
