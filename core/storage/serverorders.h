#pragma once

#include "serverlocation.h"

#include <QSqlDatabase>
#include <QStringList>

// The server's side of players' orders (issue 32, RULES T4): the tables, who may write and read them, and the
// notices that wake the referee and tell a side its orders' answers.
namespace castellan {

/**
 * Before the players' views are made: `orders` (a side's orders and their answers), `standing_orders` (a side's
 * choices made ahead) and `order_channels` (each side's secret notice channel; side 0 is the referee's). As the
 * game masters' role, in installAccess()'s transaction.
 */
void installOrderTables(const QSqlDatabase &db, const ServerLocation &where, const QStringList &standingKeys);
/**
 * After them: a player may give orders for his own side's forces and leaders only, read his own side's only,
 * withdraw one still pending and nothing else, and keep his side's standing orders. Each new order and each answer
 * is announced on the referee's channel and on its side's.
 */
void installOrderPolicies(const QSqlDatabase &db, const ServerLocation &where);

} // namespace castellan
