#pragma once

#include <atomic>

namespace castellan {

/**
 * While one lives, Ctrl+C (SIGINT) asks the long work under way to stop instead of ending the process: the odds
 * and the simulation poll the flag and come back cancelled. A second Ctrl+C ends the process at once. Only work
 * that writes nothing is run under it; a write interrupted by the default SIGINT is rolled back by SQLite.
 */
class CtrlCStops
{
public:
    CtrlCStops();
    ~CtrlCStops();
    CtrlCStops(const CtrlCStops &) = delete;
    CtrlCStops &operator=(const CtrlCStops &) = delete;

    /** Set once Ctrl+C is pressed. */
    const std::atomic<bool> *flag() const;
    bool pressed() const;
};

} // namespace castellan
