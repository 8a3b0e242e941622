#include "roller.h"

namespace castellan {

Roll Roller::roll(const RollRequest &request, const DescribeRoll &describe) const
{
    Roll r;
    r.contextData = request.context;
    if (mLog)
        r.context = request.context.shown();
    r.leaderId = request.leaderId;
    r.sides = request.sides;
    r.replacesId = request.replacesId;
    r.sideId = request.sideId;
    r.category = request.category;
    mSource->beginRoll(request.count, request.sides, r.context);
    r.manual = mSource->byHand();
    if (mLog) {
        mLog->claimDice(); // after beginRoll: the table's faces are asked for without holding the claim
        mSource->mark();   // where rewind() goes back to if the log cannot keep the roll; a quiet roll is not undone
    }
    r.drawStart = mSource->draws();
    r.faces.reserve(request.count);
    for (int i = 0; i < request.count; ++i)
        r.faces.append(mSource->face(request.sides));
    r.drawEnd = mSource->draws();
    if (!mLog)
        return r;
    if (describe) {
        r.resultData = describe(r.faces);
        r.result = r.resultData.shown();
    }
    try {
        mLog->record(r);
    } catch (...) {
        mSource->rewind(r.drawStart);
        mLog->releaseDice();
        throw;
    }
    return r;
}

} // namespace castellan
