#pragma once

#include "serverlocation.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <optional>

namespace castellan {

/**
 * Asks the user for a server's password, when ~/.pgpass has none and the server wants one; none when he
 * declines. The app asks in a dialog, the CLI on its terminal. Never stored.
 */
using PasswordPrompt = std::function<std::optional<QString>(const ServerLocation &where)>;
void setPasswordPrompt(PasswordPrompt prompt);

/**
 * Opens the connection named `connection` to the server's database, with its search path set to the
 * campaign's schema. Throws StorageError when the driver is missing, the server cannot be reached or the
 * login is refused (the server's words with it).
 */
QSqlDatabase connectToServer(const ServerLocation &where, const QString &connection);

/** The name the server knows the connection's user by. */
QString serverUser(const QSqlDatabase &db);

/** An identifier quoted for PostgreSQL ("a""b"). */
QString quotedIdentifier(const QString &name);

} // namespace castellan
