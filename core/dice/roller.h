#pragma once

#include "dice/dicesource.h"
#include "dice/rolllog.h"
#include "i18n/rolltext.h"

#include <functional>

namespace castellan {

/** What a roll is for; the roller adds the faces and the draw order, the log the turn and the id. */
struct RollRequest
{
    int count = 1;
    int sides = 6;
    RollText context;
    qint64 leaderId = 0;
    qint64 replacesId = 0; ///< set for a reroll (RULES D1)
    qint64 sideId = 0;     ///< whose roll it is; 0: the leader's side, if there is a leader
    QString category = {}; ///< what kind of roll, for the luck ledger (Roll::BattleFire), or empty
};

/** Turns a roll's faces into its logged result ("success", "6s 2, 5s 1"). */
using DescribeRoll = std::function<RollText(const QList<int> &faces)>;

/**
 * The one way every engine rolls (RULES D1-D4): faces from an injected dice source, the finished roll handed to
 * a roll log with its context. In play the source is the campaign's generator (or the table's dice, D4) and the
 * log its file; in tests a script and a list; in the simulator fast dice and no log. When the log cannot keep
 * a roll, the source goes back to where it stood, so the generator never runs ahead of the file.
 */
class Roller
{
public:
    explicit Roller(DiceSource &source, RollLog *log = nullptr)
        : mSource(&source)
        , mLog(log)
    { }

    Roll roll(const RollRequest &request, const DescribeRoll &describe = {}) const;
    /** Without a log nobody reads contexts or results, so an engine need not build them. */
    bool isQuiet() const { return mLog == nullptr; }

private:
    DiceSource *mSource;
    RollLog *mLog;
};

} // namespace castellan
