#include "diceservice.h"

#include "storage/campaignstore.h"

namespace castellan {

DiceService::DiceService(CampaignStore &store, std::unique_ptr<DiceSource> source)
    : mStore(store)
    , mSource(std::move(source))
{
}

Roll DiceService::roll(const RollRequest &request, int turn, const Describe &describe)
{
    Roll r;
    r.turn = turn;
    r.context = request.context;
    r.leaderId = request.leaderId;
    r.sides = request.sides;
    r.replacesId = request.replacesId;
    r.sideId = request.sideId;
    r.category = request.category;
    r.drawStart = mSource->draws();
    r.faces.reserve(request.count);
    for (int i = 0; i < request.count; ++i)
        r.faces.append(mSource->face(request.sides));
    r.drawEnd = mSource->draws();
    return log(std::move(r), describe);
}

Roll DiceService::enterByHand(const RollRequest &request, int turn, const QList<int> &faces,
                              const Describe &describe)
{
    Roll r;
    r.turn = turn;
    r.context = request.context;
    r.leaderId = request.leaderId;
    r.sides = request.sides;
    r.replacesId = request.replacesId;
    r.sideId = request.sideId;
    r.category = request.category;
    r.faces = faces;
    r.manual = true;
    r.drawStart = r.drawEnd = mSource->draws();
    return log(std::move(r), describe);
}

Roll DiceService::log(Roll r, const Describe &describe)
{
    if (describe)
        r.result = describe(r.faces);
    const quint64 before = r.drawStart;
    try {
        mStore.begin();
        mStore.appendRoll(r);
        mStore.setMeta(QStringLiteral("draws"), QString::number(r.drawEnd));
        mStore.commit();
    } catch (...) {
        mStore.rollback();
        resync(before);
        throw;
    }
    return r;
}

void DiceService::resync(quint64 storedDraws)
{
    if (auto *seeded = dynamic_cast<SeededDice *>(mSource.get()))
        mSource = std::make_unique<SeededDice>(seeded->seed(), storedDraws);
}

} // namespace castellan
