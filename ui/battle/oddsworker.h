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
 * Runs odds computations on worker threads so a dialog never blocks (RULES O1 odds can take seconds for big
 * armies). Only the latest request counts: starting a new one cancels the one under way (through the cancel
 * flag exactBattleOdds polls), and a result that arrives for an older request is dropped. Destroying the
 * worker cancels everything and waits for the threads to wind down.
 */
class OddsWorker : public QObject
{
    Q_OBJECT

public:
    using Computation = std::function<odds::BattleOdds(const std::atomic<bool> *cancel)>;

    explicit OddsWorker(QObject *parent = nullptr);
    ~OddsWorker() override;

    /** Starts `computation` on a new thread, cancelling the one under way. */
    void start(Computation computation);
    /** Cancels the computation under way; nothing will be delivered for it. */
    void cancel();
    /** A computation for the latest request is under way. */
    bool isBusy() const { return mCurrent != nullptr; }
    /** Threads still running, cancelled ones winding down included. */
    int runningThreads() const { return int(mJobs.size()); }

Q_SIGNALS:
    /** The latest request's odds. */
    void finished(const castellan::odds::BattleOdds &odds);

private:
    struct Job
    {
        std::atomic<bool> cancel{false};
        Computation computation;
        odds::BattleOdds result;
    };

    void jobDone(QThread *thread);

    QList<std::pair<QThread *, std::shared_ptr<Job>>> mJobs;
    std::shared_ptr<Job> mCurrent;
};

} // namespace castellan
