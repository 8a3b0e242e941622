#pragma once

#include "model/order.h"

#include <QCoreApplication>

namespace castellan {

class Campaign;

/** The translation context of orders and the referee's answers. */
struct OrderText
{
    Q_DECLARE_TR_FUNCTIONS(Orders)
};

/** An order in the user's words: "move Northern Host to 0304, 0305 (forced march)", "deed by Aldric". */
QString orderText(const Campaign &campaign, const Order &order);
/** A besieger's choice of break-in rerolls (RULES S2, siegeRerollsKey), in the user's words. */
QString siegeRerollsText(const QString &key);
/** "pending", "done", … in the user's language. */
QString orderStatusText(OrderStatus status);

} // namespace castellan
