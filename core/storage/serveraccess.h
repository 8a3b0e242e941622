#pragma once

#include "serverlocation.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

// Who may do what with a shared campaign (issue 16), enforced by the server itself: each campaign has three group
// roles (ServerLocation::groupRole). Game masters own its tables. Players and observers have no right on them:
// they read views of their own schema (ServerLocation::shownSchema), which show the rows the tables' row-level
// security policies let them see, with the notes that are not theirs blanked; they change nothing.
namespace castellan {

enum class ServerRole { GameMaster, Player, Observer };

/** "gm", "player", "observer": the CLI's words. */
QString serverRoleKey(ServerRole role);
std::optional<ServerRole> serverRoleFromKey(const QString &key);

/** One user's access: his role, and a player's side. */
struct AccessGrant
{
    QString user;
    ServerRole role = ServerRole::Observer;
    qint64 sideId = 0;
};

/** The user a connection logs in as, and what he may do with the campaign. */
struct Viewer
{
    ServerRole role = ServerRole::Observer;
    qint64 sideId = 0; ///< a player's side
};

/**
 * Makes the campaign's group roles (when the server has none of those names yet), its views' schema, and the
 * grants that let game masters own the tables; then acts as the game masters' role, so that the tables the
 * caller makes next are theirs. In the publisher's transaction, after the campaign's schema is made.
 */
void prepareAccess(const QSqlDatabase &db, const ServerLocation &where);
/**
 * After the tables: the access table, the row-level security policies and the players' views, as the game
 * masters' role. Made anew each time (after a migration too), so that they follow the tables' columns.
 */
void installAccess(const QSqlDatabase &db, const ServerLocation &where);
/**
 * The make of installAccess() (2: a player's views hide whether a note he cannot read exists). A game master's
 * opening makes older views and policies again.
 */
// 3: hidden movement (issue 31); 4: the sides' turn reports; 5: players' orders (issue 32); 6: the siege phase's
// orders; 7: the standing orders of a battle (its losses, rerolls, retreat and escapes); 8: the battles that wait for
// a side's answer, and a move's own battle choices; 9: a break-in order's heroic rerolls
constexpr int AccessVersion = 9;
/** The make of the campaign's views on the server: 1 for those made before AccessVersion was recorded. */
int installedAccessVersion(const QSqlDatabase &db, const ServerLocation &where);
/** Acts as the campaign's game masters' role until the transaction ends (the caller must be one). */
void actAsGameMasters(const QSqlDatabase &db, const ServerLocation &where);

/** What the connected user may do; none when he has no access. Reads with the search path unset. */
std::optional<Viewer> viewerOf(const QSqlDatabase &db, const ServerLocation &where);

/** Gives a user of the server a role (a player: with his side), in place of any he had. Throws StorageError. */
void grantAccess(const QSqlDatabase &db, const ServerLocation &where, const AccessGrant &grant);
/** Takes every role of the campaign from a user. */
void revokeAccess(const QSqlDatabase &db, const ServerLocation &where, const QString &user);
/** Every user with a role, by name. */
QList<AccessGrant> accessList(const QSqlDatabase &db, const ServerLocation &where);

} // namespace castellan
