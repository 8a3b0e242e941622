#pragma once

#include "odds/battleodds.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace castellan {

/**
 * Runs odds computations on worker threads so a window never blocks (RULES O1 odds can take seconds, or
 * minutes, for big armies). Only the latest request counts: starting a new one cancels the one under way
 * (through the cancel flag exactBattleOdds polls), and a result that arrives for an older request is dropped,
 * so whatever finished() delivers belongs to the last start(). With a limit on threads, a request waits
 * until a cancelled thread has wound down. Destroying the worker cancels everything and, unless told to
 * detach, waits for the threads to wind down.
 */
class OddsWorker : public QObject
{
    Q_OBJECT

public:
    using Computation = std::function<BattleOdds(const std::atomic<bool> *cancel)>;

    explicit OddsWorker(QObject *parent = nullptr);
    ~OddsWorker() override;

    /** Starts `computation` on a new thread (or queues it while maxThreads() run), cancelling the one under
     *  way. */
    void start(Computation computation);
    /** Cancels the computation under way; nothing will be delivered for it. */
    void cancel();
    /** A computation for the latest request is under way, or waits for a thread. */
    bool isBusy() const { return mCurrent != nullptr; }
    /** The latest request waits for a cancelled thread to stop (see setMaxThreads()). */
    bool isWaiting() const { return mCurrent && !mCurrent->started; }
    /** Threads still running, cancelled ones winding down included. */
    int runningThreads() const { return int(mJobs.size()); }

    /** Threads at most, cancelled ones included; 0 (the default) for no limit. */
    void setMaxThreads(int threads) { mMaxThreads = threads; }
    int maxThreads() const { return mMaxThreads; }
    /**
     * Whether destroying the worker leaves its cancelled threads to finish on their own rather than waiting
     * for them (which could block for as long as one round of a big battle). The application waits for
     * detached threads when it quits.
     */
    void setDetachOnDestroy(bool detach) { mDetachOnDestroy = detach; }
    /** Detached threads, of any worker, still running. */
    static int detachedThreads();

    /** Computations that stopped early because they were cancelled. */
    int cancelledResults() const { return mCancelled; }
    /** Results that finished before they saw their cancel flag, and were dropped. */
    int staleResults() const { return mStale; }

Q_SIGNALS:
    /** The latest request's odds. */
    void finished(const castellan::BattleOdds &odds);
    /** The latest request ran out of memory (std::bad_alloc); nothing else will come for it. */
    void outOfMemory();

private:
    struct Job
    {
        std::atomic<bool> cancel{false};
        Computation computation;
        BattleOdds result;
        bool outOfMemory = false;
        bool started = false;
    };

    void launch(const std::shared_ptr<Job> &job);
    void jobDone(QThread *thread);

    QList<std::pair<QThread *, std::shared_ptr<Job>>> mJobs;
    std::shared_ptr<Job> mCurrent;
    int mMaxThreads = 0;
    bool mDetachOnDestroy = false;
    int mCancelled = 0;
    int mStale = 0;
};

} // namespace castellan
