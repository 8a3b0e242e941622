#include "oddsworker.h"

#include <QThread>

namespace castellan {

OddsWorker::OddsWorker(QObject *parent)
    : QObject(parent)
{
}

OddsWorker::~OddsWorker()
{
    mCurrent.reset();
    for (const auto &[thread, job] : std::as_const(mJobs))
        job->cancel = true;
    for (const auto &[thread, job] : std::as_const(mJobs)) {
        thread->wait();
        delete thread;
    }
}

void OddsWorker::start(Computation computation)
{
    cancel();
    auto job = std::make_shared<Job>();
    job->computation = std::move(computation);
    QThread *thread = QThread::create([job] { job->result = job->computation(&job->cancel); });
    thread->setObjectName(QStringLiteral("odds"));
    mJobs.append({thread, job});
    mCurrent = job;
    // Queued: the result is read on this object's thread, after the worker has let go of it.
    connect(thread, &QThread::finished, this, [this, thread] { jobDone(thread); }, Qt::QueuedConnection);
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
    if (!job || job != mCurrent || job->cancel)
        return; // stale: a newer request is under way or was made since
    mCurrent.reset();
    Q_EMIT finished(job->result);
}

} // namespace castellan
