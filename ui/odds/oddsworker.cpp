#include "oddsworker.h"

#include <QCoreApplication>
#include <QThread>

#include <new>

namespace castellan {

namespace {

/** Threads whose worker has gone: they were cancelled and finish on their own. GUI thread only. */
QList<QThread *> &detachedWorkers()
{
    static QList<QThread *> workers;
    return workers;
}

/** When the application quits, the detached threads are waited for: they only have a round to finish. */
void waitForDetachedWorkers()
{
    const QList<QThread *> workers = detachedWorkers();
    for (QThread *thread : workers)
        thread->wait();
}

/** Lets a cancelled thread finish without anybody waiting for it; it deletes itself when done. */
void detach(QThread *thread)
{
    static const bool registered = [] {
        qAddPostRoutine(waitForDetachedWorkers);
        return true;
    }();
    Q_UNUSED(registered);
    detachedWorkers().append(thread);
    QObject::connect(thread, &QObject::destroyed, QCoreApplication::instance(),
                     [thread] { detachedWorkers().removeAll(thread); });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    if (thread->isFinished())
        thread->deleteLater(); // finished before the connection: safe to ask twice
}

} // namespace

OddsWorker::OddsWorker(QObject *parent)
    : QObject(parent)
{ }

OddsWorker::~OddsWorker()
{
    mCurrent.reset();
    for (const auto &[thread, job] : std::as_const(mJobs))
        job->cancel = true;
    for (const auto &[thread, job] : std::as_const(mJobs)) {
        if (mDetachOnDestroy) {
            disconnect(thread, nullptr, this, nullptr);
            detach(thread);
        } else {
            thread->wait();
            delete thread;
        }
    }
}

int OddsWorker::detachedThreads()
{
    int running = 0;
    for (const QThread *thread : std::as_const(detachedWorkers()))
        running += thread->isFinished() ? 0 : 1;
    return running;
}

void OddsWorker::start(Computation computation)
{
    cancel();
    auto job = std::make_shared<Job>();
    job->computation = std::move(computation);
    mCurrent = job;
    if (mMaxThreads <= 0 || mJobs.size() < mMaxThreads)
        launch(job); // else jobDone() launches it when a cancelled thread is done
}

void OddsWorker::launch(const std::shared_ptr<Job> &job)
{
    job->started = true;
    QThread *thread = QThread::create([job] {
        try {
            job->result = job->computation(&job->cancel);
        } catch (const std::bad_alloc &) {
            job->outOfMemory = true;
        }
    });
    thread->setObjectName(QStringLiteral("castellan odds worker"));
    mJobs.append({thread, job});
    // Queued: the result is read on this object's thread, after the worker has let go of it.
    connect(
        thread, &QThread::finished, this, [this, thread] { jobDone(thread); }, Qt::QueuedConnection);
    thread->start(QThread::LowPriority);
}

void OddsWorker::cancel()
{
    if (mCurrent)
        mCurrent->cancel = true;
    mCurrent.reset();
}

void OddsWorker::jobDone(QThread *thread)
{
    std::shared_ptr<Job> job;
    for (qsizetype i = 0; i < mJobs.size(); ++i) {
        if (mJobs[i].first == thread) {
            job = mJobs[i].second;
            mJobs.removeAt(i);
            break;
        }
    }
    thread->wait();
    thread->deleteLater();
    if (mCurrent && !mCurrent->started && (mMaxThreads <= 0 || mJobs.size() < mMaxThreads))
        launch(mCurrent);
    if (!job)
        return;
    if (job->result.cancelled)
        ++mCancelled;
    if (job != mCurrent || job->cancel) {
        if (!job->result.cancelled)
            ++mStale; // finished before it saw its flag: a newer request is under way or was made since
        return;
    }
    mCurrent.reset();
    if (job->outOfMemory)
        Q_EMIT outOfMemory();
    else
        Q_EMIT finished(job->result);
}

} // namespace castellan
