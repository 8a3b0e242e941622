#pragma once

#include <atomic>
#include <csignal>

namespace castellan {

/**
 * While one lives, Ctrl+C (SIGINT) asks the long work under way to stop instead of ending the process: the odds,
 * the simulation and a battle played on the board poll the flag and come back cancelled. A second Ctrl+C ends the
 * process at once.
 *
 * Work that cannot poll (a roster's thousands of leaders written in one transaction, any command's run on a
 * campaign) ends at once instead (EndAtOnce): "Stopped with Ctrl+C" and exit 130, its transaction never committed,
 * so nothing of it is kept. keepFromNowOn() is called before the commit: from then on a Ctrl+C waits for the work to
 * be kept and told. They nest: the innermost decides, and the one before it takes over again when it ends.
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
    /** Whether one lives: a command that polls has its own, which a run on a campaign leaves in charge. */
    static bool anyActive();

private:
    struct sigaction mPrevious = {};
    bool mWasEndingAtOnce = false;
};

/** The command's output begins: from now on Ctrl+C is ignored, so what it prints is never cut in half. */
void printWhole();

} // namespace castellan
