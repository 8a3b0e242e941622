#pragma once

#include <atomic>

namespace castellan {

/**
 * While one lives, Ctrl+C (SIGINT) asks the long work under way to stop instead of ending the process: the odds,
 * the simulation and a battle played on the board poll the flag and come back cancelled. A second Ctrl+C ends the
 * process at once. Only work that writes nothing is run under it; a write interrupted by the default SIGINT is
 * rolled back by SQLite.
 *
 * Work that cannot poll (a roster's thousands of leaders written in one transaction) ends at once instead
 * (EndAtOnce): "Stopped with Ctrl+C" and exit 130, its transaction never committed, so SQLite keeps nothing of it.
 * keepFromNowOn() is called before the commit: from then on a Ctrl+C waits for the work to be kept and told.
 */
class CtrlCStops
{
public:
    enum Mode { Poll, EndAtOnce };
    explicit CtrlCStops(Mode mode = Poll);
    ~CtrlCStops();
    CtrlCStops(const CtrlCStops &) = delete;
    CtrlCStops &operator=(const CtrlCStops &) = delete;

    /** Set once Ctrl+C is pressed. */
    const std::atomic<bool> *flag() const;
    bool pressed() const;
    /** The work is about to be kept: a Ctrl+C no longer ends the process, it only sets the flag. */
    void keepFromNowOn();
};

/** The command's output begins: from now on Ctrl+C is ignored, so what it prints is never cut in half. */
void printWhole();

} // namespace castellan
