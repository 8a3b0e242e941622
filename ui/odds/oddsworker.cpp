#include "oddsworker.h"

namespace castellan {

void OddsWorker::start(Computation computation)
{
    BackgroundWorker::start([this, computation = std::move(computation)](const std::atomic<bool> *cancel) {
        const BattleOdds odds = computation(cancel);
        return Outcome{odds.cancelled, [this, odds] { Q_EMIT finished(odds); }};
    });
}

} // namespace castellan
