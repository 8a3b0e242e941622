#include "cliinterrupt.h"

#include <csignal>

namespace castellan {

namespace {

std::atomic<bool> stopAsked{false};
struct sigaction previous;

void onInterrupt(int)
{
    if (stopAsked.exchange(true)) {
        // Asked twice: the user wants out now.
        ::sigaction(SIGINT, &previous, nullptr);
        ::raise(SIGINT);
    }
}

} // namespace

static_assert(std::atomic<bool>::is_always_lock_free, "the flag is set from a signal handler");

CtrlCStops::CtrlCStops()
{
    stopAsked = false;
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &previous);
}

CtrlCStops::~CtrlCStops()
{
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

} // namespace castellan
