#include "standingorders.h"

#include "campaign/campaign.h"
#include "model/order.h"
#include "ordertext.h"
#include "storage/orderbook.h"

namespace castellan {

QString standingChoice(const Campaign &campaign, qint64 sideId, const QString &key)
{
    const auto spec = standingOrderSpec(key);
    if (!spec)
        return {};
    const QString set = campaign.orderBook() ? campaign.orderBook()->standing(sideId).value(key) : QString();
    return standingOrderValue(*spec, set);
}

SiegeRerolls standingSiegeRerolls(const Campaign &campaign, qint64 besiegerSideId)
{
    return siegeRerollsFromKey(standingChoice(campaign, besiegerSideId, QStringLiteral("siege_rerolls")))
        .value_or(SiegeRerolls::AllButSix);
}

SiegeRerollsOf standingSiegeRerollsOf(const Campaign &campaign)
{
    if (!campaign.orderBook())
        return {};
    return [&campaign](const Siege &s) { return standingSiegeRerolls(campaign, s.besiegerSideId); };
}

SiegeLeftOf siegeRollsLeftToAskers(const Campaign &campaign)
{
    if (!campaign.orderBook() || campaign.options().answerHours <= 0)
        return {};
    return [&campaign](const Siege &s) {
        if (standingChoice(campaign, s.besiegerSideId, QStringLiteral("ask")) != QLatin1String("yes"))
            return QString();
        return OrderText::tr("The break-in roll at %1 is left to %2's own order: their player asked to be asked "
                             "(RULES T4).")
            .arg(campaign.fortress(s.fortressId)->name, campaign.sideName(s.besiegerSideId));
    };
}

} // namespace castellan
