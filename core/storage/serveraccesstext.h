#pragma once

#include "serveraccess.h"

#include <QString>

// The roles of a shared campaign as the user reads them, in the app and the CLI alike.
namespace castellan {

/** "game master", "player", "observer". */
QString serverRoleText(ServerRole role);
/** What a grant did, for the user: "NAME is now a player, for SIDE." */
QString grantedText(const QString &user, ServerRole role, const QString &sideName);

} // namespace castellan
