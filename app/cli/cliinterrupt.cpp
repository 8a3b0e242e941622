#include "cliinterrupt.h"

#include <QCoreApplication>

#include <csignal>
#include <unistd.h>

namespace castellan {

namespace {

std::atomic<bool> stopAsked{false};
std::atomic<bool> endAtOnce{false};
std::atomic<bool> printing{false};
struct sigaction previous;
/** Written from the handler, so made before it can run: a handler may not allocate. */
QByteArray stoppedMessage;

void onInterrupt(int)
{
    if (endAtOnce.load()) {
        [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, stoppedMessage.constData(), stoppedMessage.size());
        ::_exit(130);
    }
    if (stopAsked.exchange(true)) {
        // Asked twice: the user wants out now.
        ::sigaction(SIGINT, &previous, nullptr);
        ::raise(SIGINT);
    }
}

} // namespace

static_assert(std::atomic<bool>::is_always_lock_free, "the flag is set from a signal handler");

CtrlCStops::CtrlCStops(Mode mode)
{
    stopAsked = false;
    stoppedMessage =
        QCoreApplication::translate("CastellanCli", "Stopped with Ctrl+C: nothing was kept.").toLocal8Bit() + '\n';
    endAtOnce = mode == EndAtOnce;
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &previous);
}

CtrlCStops::~CtrlCStops()
{
    endAtOnce = false;
    if (printing)
        ::signal(SIGINT, SIG_IGN);
    else
        ::sigaction(SIGINT, &previous, nullptr);
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
    endAtOnce = false;
}

void printWhole()
{
    printing = true;
    endAtOnce = false;
    ::signal(SIGINT, SIG_IGN);
}

} // namespace castellan
