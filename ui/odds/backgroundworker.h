#pragma once

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace castellan {

/**
 * Runs long work (odds that take seconds, or minutes, for big armies or many battles) on worker threads so a window
 * never blocks. Only the latest request counts: starting a new one cancels the one under way (through the cancel
 * flag the work polls), and a result that arrives for an older request is dropped, so whatever is delivered belongs
 * to the last start(). With a limit on threads, a request waits until a cancelled thread has wound down. Destroying
 * the worker cancels everything and, unless told to detach, waits for the threads to wind down.
 */
class BackgroundWorker : public QObject
{
    Q_OBJECT

public:
    /** What the work hands back: whether it stopped for its cancel flag, and what takes its result in, called on
     *  the worker's thread for the latest request only. */
    struct Outcome
    {
        bool cancelled = false;
        std::function<void()> deliver;
    };
    using Work = std::function<Outcome(const std::atomic<bool> *cancel)>;

    explicit BackgroundWorker(QObject *parent = nullptr);
    ~BackgroundWorker() override;

    /** Starts `work` on a new thread (or queues it while maxThreads() run), cancelling the work under way. */
    void start(Work work);
    /** Cancels the work under way; nothing will be delivered for it. */
    void cancel();
    /** Work for the latest request is under way, or waits for a thread. */
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

    /** Work that stopped early because it was cancelled. */
    int cancelledResults() const { return mCancelled; }
    /** Results that finished before they saw their cancel flag, and were dropped. */
    int staleResults() const { return mStale; }

Q_SIGNALS:
    /** The latest request ran out of memory (std::bad_alloc); nothing else will come for it. */
    void outOfMemory();

private:
    struct Job
    {
        std::atomic<bool> cancel{false};
        Work work;
        Outcome outcome;
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
