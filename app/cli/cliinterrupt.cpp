#include "cliinterrupt.h"

#include <QCoreApplication>

#include <unistd.h>

namespace castellan {

namespace {

std::atomic<bool> stopAsked{false};
std::atomic<bool> endAtOnce{false};
std::atomic<bool> keeping{false}; ///< a commit is under way or done: it is never cut short
std::atomic<bool> printing{false};
int alive = 0;
/** Written from the handler, so made before it can run: a handler may not allocate. */
QByteArray stoppedMessage;

void onInterrupt(int)
{
    if (endAtOnce.load() && !keeping.load()) {
        [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, stoppedMessage.constData(), stoppedMessage.size());
        ::_exit(130);
    }
    if (stopAsked.exchange(true)) {
        // Asked twice: the user wants out now.
        ::signal(SIGINT, SIG_DFL);
        ::raise(SIGINT);
    }
}

} // namespace

static_assert(std::atomic<bool>::is_always_lock_free, "the flag is set from a signal handler");

CtrlCStops::CtrlCStops(Mode mode)
    : mWasEndingAtOnce(endAtOnce.load())
{
    ++alive;
    stopAsked = false;
    if (stoppedMessage.isEmpty())
        stoppedMessage =
            QCoreApplication::translate("CastellanCli", "Stopped with Ctrl+C: nothing was kept.").toLocal8Bit() + '\n';
    endAtOnce = mode == EndAtOnce;
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &mPrevious);
}

CtrlCStops::~CtrlCStops()
{
    --alive;
    endAtOnce = mWasEndingAtOnce;
    if (printing)
        ::signal(SIGINT, SIG_IGN);
    else
        ::sigaction(SIGINT, &mPrevious, nullptr);
}

const std::atomic<bool> *CtrlCStops::flag() const
{
    return &stopAsked;
}

bool CtrlCStops::pressed() const
{
    return stopAsked.load();
}

void CtrlCStops::keepFromNowOn()
{
    keeping = true;
}

bool CtrlCStops::anyActive()
{
    return alive > 0;
}

void printWhole()
{
    printing = true;
    keeping = true;
    ::signal(SIGINT, SIG_IGN);
}

} // namespace castellan
