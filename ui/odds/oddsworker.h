#pragma once

#include "backgroundworker.h"
#include "odds/battleodds.h"

namespace castellan {

/** A BackgroundWorker for battle odds (RULES O1), which delivers them by a signal. */
class OddsWorker : public BackgroundWorker
{
    Q_OBJECT

public:
    using Computation = std::function<BattleOdds(const std::atomic<bool> *cancel)>;

    using BackgroundWorker::BackgroundWorker;

    /** Starts `computation`, cancelling the one under way (BackgroundWorker::start()). */
    void start(Computation computation);

Q_SIGNALS:
    /** The latest request's odds. */
    void finished(const castellan::BattleOdds &odds);
};

} // namespace castellan
