#pragma once

#include "tactical/boardodds.h"

#include <QWidget>

#include <memory>
#include <mutex>
#include <optional>

class QLabel;
class QTimer;

namespace castellan {

class BackgroundWorker;

/** The most the app works on one position's odds: a big board is stopped with the interval it reached. */
inline constexpr double DefaultBoardSeconds = 10;

/**
 * Each side's chance to win the battle on the board from where it stands (issue 33), with its 95% interval and how
 * it moved with the last step ("Red 62% ± 1%, was 55% before this attack"). Worked out in the background after
 * every step (boardOdds, DefaultBoardTrials battles played on by the automatic player); a newer step cancels
 * the older work, and closing the window stops it. The figures so far are shown as they come, and a big board
 * stops at a time limit with the interval it reached (issue 56).
 */
class BoardOddsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BoardOddsPanel(QWidget *parent = nullptr);
    ~BoardOddsPanel() override;

    /** The battle as it stands now: when it has changed since the last call, its odds are worked out anew. */
    void follow(const TacticalBattle &battle);
    /** The panel's heading, in rich text. */
    void setTitle(const QString &title);
    /** On one line, its heading before the figures and what they come from in the tooltip: beside other odds. */
    void setCompact(bool compact);
    /** The next follow() works the odds out anew, as for a battle set up again. */
    void restart()
    {
        mSteps = -1;
        mShown.reset(); // a battle set up again has no step before it to compare with
    }
    /** Stops the work under way, if any: nothing more is shown for it. */
    void stop();
    /** True while odds are being worked out. */
    bool isWorking() const;
    /** The odds shown, once worked out for the battle as it stands. */
    const std::optional<BoardOdds> &shown() const { return mShown; }
    /** The battles played for each position (fewer in tests): the work under way stops, the next follow() starts
     *  anew. */
    void setTrials(int trials);
    int trials() const { return mTrials; }
    /** The most a position's odds are worked on; then the figures of the battles played are shown. */
    void setSecondsLimit(double seconds) { mSeconds = seconds; }
    /** Whether the odds shown were stopped by the time limit before all their battles were played. */
    bool stoppedAtTimeLimit() const { return mTimeUp; }

Q_SIGNALS:
    /** The odds of the position followed last are shown. */
    void updated();

protected:
    void hideEvent(QHideEvent *event) override;

private:
    /** The figures a run has reached, written by its thread and read by the panel's timer. */
    struct Progress
    {
        std::mutex lock;
        std::optional<BoardOdds> soFar;
    };

    void start(const TacticalBattle &battle);
    void show(const BoardOdds &odds, bool timeUp = false);
    /** The figures so far of the run under way, while it runs. */
    void showProgress();
    /** A line a side: its chance, the interval, and how the last step moved it. */
    QString sidesText(const BoardOdds &odds) const;
    /** "before this attack": what the battle's last step was, as the change is told. */
    QString lastStepText(const TacticalBattle &battle) const;

    QLabel *mTitle = nullptr;
    QLabel *mSides = nullptr;
    QLabel *mStatus = nullptr;
    QString mNames[2];
    BackgroundWorker *mWorker = nullptr;
    qsizetype mSteps = -1; ///< the journal's length of the position followed
    bool mCompact = false;
    int mTrials = DefaultBoardTrials;
    double mSeconds = DefaultBoardSeconds;
    bool mTimeUp = false;
    std::shared_ptr<Progress> mProgress; ///< of the run under way
    QTimer *mProgressTimer = nullptr;
    QString mStep;                    ///< the last step of the position followed, as the change is told
    std::optional<BoardOdds> mShown;  ///< of the position followed, once worked out
    std::optional<BoardOdds> mBefore; ///< of the position before it
};

} // namespace castellan
