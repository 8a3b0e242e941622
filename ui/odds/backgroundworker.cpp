#include "backgroundworker.h"

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

BackgroundWorker::BackgroundWorker(QObject *parent)
    : QObject(parent)
{ }

BackgroundWorker::~BackgroundWorker()
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

int BackgroundWorker::detachedThreads()
{
    int running = 0;
    for (const QThread *thread : std::as_const(detachedWorkers()))
        running += thread->isFinished() ? 0 : 1;
    return running;
}

void BackgroundWorker::start(Work work)
{
    cancel();
    auto job = std::make_shared<Job>();
    job->work = std::move(work);
    mCurrent = job;
    if (mMaxThreads <= 0 || mJobs.size() < mMaxThreads)
        launch(job); // else jobDone() launches it when a cancelled thread is done
}

void BackgroundWorker::launch(const std::shared_ptr<Job> &job)
{
    job->started = true;
    QThread *thread = QThread::create([job] {
        try {
            job->outcome = job->work(&job->cancel);
        } catch (const std::bad_alloc &) {
            job->outOfMemory = true;
        }
    });
    thread->setObjectName(QStringLiteral("castellan worker"));
    mJobs.append({thread, job});
    // Queued: the result is read on this object's thread, after the worker has let go of it.
    connect(
        thread, &QThread::finished, this, [this, thread] { jobDone(thread); }, Qt::QueuedConnection);
    thread->start(QThread::LowPriority);
}

void BackgroundWorker::cancel()
{
    if (mCurrent)
        mCurrent->cancel = true;
    mCurrent.reset();
}

void BackgroundWorker::jobDone(QThread *thread)
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
    if (job->outcome.cancelled)
        ++mCancelled;
    if (job != mCurrent || job->cancel) {
        if (!job->outcome.cancelled)
            ++mStale; // finished before it saw its flag: a newer request is under way or was made since
        return;
    }
    mCurrent.reset();
    if (job->outOfMemory)
        Q_EMIT outOfMemory();
    else if (job->outcome.deliver)
        job->outcome.deliver();
}

} // namespace castellan
