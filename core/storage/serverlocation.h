#pragma once

#include <QString>

#include <optional>

namespace castellan {

/**
 * Where a shared campaign lives (issue 16): `postgresql://user@host:port/database?campaign=NAME`. The host may
 * also be a folder of the server's local socket, given as `?host=/run/postgresql` (as libpq takes it). A
 * password is never part of it: it comes from ~/.pgpass or a prompt.
 */
struct ServerLocation
{
    QString user;
    QString host; ///< a name, an address, or the folder of a local socket
    int port = 5432;
    QString database;
    QString campaign; ///< [a-z][a-z0-9_]*, at most 32 characters

    /** A location, or why the text is not one (empty `why` when it is not a URL at all). */
    static std::optional<ServerLocation> parse(const QString &text, QString *why = nullptr);
    /** The text names a server campaign (it starts with postgresql:// or postgres://). */
    static bool isUrl(const QString &text);
    QString url() const;
    /** The PostgreSQL schema that holds the campaign's tables. */
    QString schema() const { return QStringLiteral("castellan_") + campaign; }
    /** The schema of the views a player or an observer reads the campaign through (serveraccess.h). */
    QString shownSchema() const { return schema() + QStringLiteral("_shown"); }
    /** The LISTEN/NOTIFY channel its changes are announced on. */
    QString channel() const { return schema(); }
    /**
     * The server's group role of the campaign's game masters ("gm"), players or observers. Roles are the whole
     * server's: the name carries a short hash of the database, so one campaign name in two databases is two.
     */
    QString groupRole(const char *role) const;
};

} // namespace castellan
