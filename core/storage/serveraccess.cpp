#include "serveraccess.h"

#include "dialect.h"
#include "model/order.h"
#include "serverconnection.h"
#include "serverorders.h"
#include "sqlutil.h"

#include <QCoreApplication>

namespace castellan {

namespace {

const char *const RoleKeys[] = {"gm", "player", "observer"};

QString q(const QString &identifier)
{
    return quotedIdentifier(identifier);
}

void run(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        throwQueryError(query);
}

/** A word the shell reads back as it is, whatever it holds: it's becomes 'it'\''s'. */
QString shellQuoted(const QString &word)
{
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

bool roleExists(const QSqlDatabase &db, const QString &role)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    query.addBindValue(role);
    runQuery(query);
    return query.next();
}

/**
 * What a player or an observer sees of each table's rows (the SELECT policy; game masters see all). A player
 * has a side; an observer has none, so viewer_side() is NULL for him and matches nothing.
 */
QString shownRows(const QString &table)
{
    if (table == QLatin1String("meta"))
        // The campaign's settings, never the seed, the dice's state or a battle under way (its dice).
        return QStringLiteral(
            "key IN ('application', 'schema_version', 'name', 'turn', 'phase', 'tactical.ruleset',"
            " 'backups.keep', 'sides_moved') OR key LIKE 'map.%' OR key LIKE 'option.%' OR key LIKE 'movement.%'");
    static const QStringList ownSides{QStringLiteral("leaders"),         QStringLiteral("rolls"),
                                      QStringLiteral("turn_reports"),    QStringLiteral("orders"),
                                      QStringLiteral("standing_orders"), QStringLiteral("order_channels"),
                                      QStringLiteral("questions")};
    if (ownSides.contains(table))
        return QStringLiteral("side_id = viewer_side()");
    if (table == QLatin1String("leader_history"))
        return QStringLiteral("leader_id IN (SELECT id FROM leaders WHERE side_id = viewer_side())");
    if (table == QLatin1String("battles"))
        return QStringLiteral("undone = 0");
    if (table == QLatin1String("access"))
        return QStringLiteral("user_name = current_user");
    return QStringLiteral("true"); // public: sides, forces where they stand, the map, fortresses, sieges, changes
}

/** A column as a player's view shows it: notes only of his own side and not the game master's, no names in changes. */
QString shownColumn(const QString &table, const QString &column)
{
    const QString blank = QStringLiteral("CAST('' AS TEXT) AS %1").arg(column);
    if (table == QLatin1String("changes") && column != QLatin1String("id"))
        return blank;
    if (column == QLatin1String("notes_gm_only"))
        return QStringLiteral("CAST(0 AS INTEGER) AS notes_gm_only"); // even whether such a note exists is hidden
    if (column != QLatin1String("notes"))
        return column;
    if (table == QLatin1String("leaders"))
        return QStringLiteral("CASE WHEN notes_gm_only = 0 THEN notes ELSE '' END AS notes");
    if (table == QLatin1String("forces"))
        return QStringLiteral(
            "CASE WHEN notes_gm_only = 0 AND side_id = viewer_side() THEN notes ELSE '' END AS notes");
    if (table == QLatin1String("fortresses"))
        return QStringLiteral(
            "CASE WHEN notes_gm_only = 0 AND owner_side_id = viewer_side() THEN notes ELSE '' END AS notes");
    return blank;
}

/**
 * Which rows a player's view of a table shows beyond the policy (`t` is the table): with hidden movement on
 * (issue 31), another side's forces only within sight of his side's forces and fortresses, and only the battles
 * his side fought. `base.` is the campaign's schema.
 */
QString shownWhere(const QString &table)
{
    const QString hidden =
        QStringLiteral("EXISTS (SELECT 1 FROM base.meta m WHERE m.key = 'option.hidden_movement' AND m.value = '1')");
    const QString own = QStringLiteral("base.viewer_is_gm() OR NOT %1").arg(hidden);
    if (table == QLatin1String("forces")) {
        const QString radius = QStringLiteral(
            "(SELECT COALESCE(MAX(CAST(m.value AS INTEGER)), 2) FROM base.meta m WHERE m.key = 'option.sight_radius')");
        const QString within =
            QStringLiteral("base.hex_distance(%1.col, %1.row_index, t.col, t.row_index) <= ") + radius;
        return QStringLiteral("%1 OR t.side_id = base.viewer_side() OR (t.col >= 0 AND (EXISTS (SELECT 1 FROM "
                              "base.forces o WHERE o.side_id = base.viewer_side() AND o.removed = 0 AND o.col >= 0 "
                              "AND %2) OR EXISTS (SELECT 1 FROM base.fortresses w WHERE w.owner_side_id = "
                              "base.viewer_side() AND w.removed = 0 AND %3)))")
            .arg(own, within.arg(QLatin1Char('o')), within.arg(QLatin1Char('w')));
    }
    if (table == QLatin1String("battles"))
        return QStringLiteral("%1 OR EXISTS (SELECT 1 FROM base.forces o WHERE o.id IN (t.attacker_force, "
                              "t.defender_force) AND o.side_id = base.viewer_side())")
            .arg(own);
    return {};
}

/** The distance between two hexes (HexGrid::distance: odd columns shifted down, in cube coordinates). */
QString hexDistanceFunction(const QString &base)
{
    const QString z1 = QStringLiteral("(r1 - (c1 - (c1 & 1)) / 2)");
    const QString z2 = QStringLiteral("(r2 - (c2 - (c2 & 1)) / 2)");
    return QStringLiteral("CREATE OR REPLACE FUNCTION %1.hex_distance(c1 INTEGER, r1 INTEGER, c2 INTEGER, "
                          "r2 INTEGER) RETURNS INTEGER LANGUAGE sql IMMUTABLE AS 'SELECT (abs(c1 - c2) + abs(%2 - %3)"
                          " + abs((-c1 - %2) - (-c2 - %3))) / 2'")
        .arg(base, z1, z2);
}

} // namespace

QString serverRoleKey(ServerRole role)
{
    return QLatin1String(RoleKeys[int(role)]);
}

std::optional<ServerRole> serverRoleFromKey(const QString &key)
{
    for (int i = 0; i < 3; ++i) {
        if (key == QLatin1String(RoleKeys[i]))
            return ServerRole(i);
    }
    return std::nullopt;
}

void prepareAccess(const QSqlDatabase &db, const ServerLocation &where)
{
    const QString gm = q(where.groupRole("gm"));
    const QString player = q(where.groupRole("player"));
    const QString observer = q(where.groupRole("observer"));
    for (const char *role : RoleKeys) {
        if (!roleExists(db, where.groupRole(role)))
            run(db, QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(q(where.groupRole(role))));
    }
    run(db, QStringLiteral("GRANT %1 TO CURRENT_USER WITH ADMIN OPTION").arg(gm));
    // A game master gives and takes the other roles.
    run(db, QStringLiteral("GRANT %1, %2 TO %3 WITH ADMIN OPTION").arg(player, observer, gm));
    run(db, QStringLiteral("CREATE SCHEMA %1").arg(q(where.shownSchema())));
    run(db,
        QStringLiteral("GRANT USAGE, CREATE ON SCHEMA %1, %2 TO %3")
            .arg(q(where.schema()), q(where.shownSchema()), gm));
    run(db,
        QStringLiteral("GRANT USAGE ON SCHEMA %1, %2 TO %3, %4")
            .arg(q(where.schema()), q(where.shownSchema()), player, observer));
    actAsGameMasters(db, where); // what is made from here on is the game masters'
}

void installAccess(const QSqlDatabase &db, const ServerLocation &where)
{
    const QString base = q(where.schema());
    const QString shown = q(where.shownSchema());
    const QString gm = where.groupRole("gm");
    const QString readers = q(where.groupRole("player")) + QStringLiteral(", ") + q(where.groupRole("observer"));
    run(db,
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1.access (user_name TEXT PRIMARY KEY, role VARCHAR(16) NOT NULL,"
                       " side_id BIGINT REFERENCES %1.sides(id))")
            .arg(base));
    run(db,
        QStringLiteral("CREATE OR REPLACE FUNCTION %1.viewer_is_gm() RETURNS BOOLEAN LANGUAGE sql STABLE AS"
                       " 'SELECT pg_has_role(current_user, ''%2'', ''USAGE'')'")
            .arg(base, gm));
    run(db,
        QStringLiteral("CREATE OR REPLACE FUNCTION %1.viewer_side() RETURNS BIGINT LANGUAGE sql STABLE AS"
                       " 'SELECT side_id FROM %1.access WHERE user_name = current_user AND role = ''player'''")
            .arg(base));
    run(db, hexDistanceFunction(base));
    // Each side's turn reports as its turns ended, for its players, who cannot read the history (issue 31).
    run(db,
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1.turn_reports (side_id BIGINT NOT NULL, turn INTEGER NOT NULL, "
                       "html TEXT NOT NULL, PRIMARY KEY (side_id, turn))")
            .arg(base));
    installOrderTables(db, where, standingOrderKeys()); // issue 32
    const QHash<QString, QStringList> tables = tableColumns(db);
    for (auto it = tables.cbegin(); it != tables.cend(); ++it) {
        const QString table = base + QLatin1Char('.') + q(it.key());
        run(db, QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(table));
        run(db,
            QStringLiteral("ALTER TABLE %1 FORCE ROW LEVEL SECURITY").arg(table)); // game masters too, by the policy
        run(db, QStringLiteral("DROP POLICY IF EXISTS game_masters ON %1").arg(table));
        run(db, QStringLiteral("DROP POLICY IF EXISTS shown ON %1").arg(table));
        run(db,
            QStringLiteral(
                "CREATE POLICY game_masters ON %1 FOR ALL USING (%2.viewer_is_gm()) WITH CHECK (%2.viewer_is_gm())")
                .arg(table, base));
        QString rows = shownRows(it.key());
        rows.replace(QLatin1String("viewer_side()"), base + QStringLiteral(".viewer_side()"));
        rows.replace(QLatin1String("FROM leaders"), QStringLiteral("FROM %1.leaders").arg(base));
        run(db, QStringLiteral("CREATE POLICY shown ON %1 FOR SELECT USING (%2)").arg(table, rows));
        if (it.key() == QLatin1String("access"))
            continue;
        run(db, QStringLiteral("DROP VIEW IF EXISTS %1.%2").arg(shown, q(it.key())));
        QStringList columns;
        for (const QString &column : it.value())
            columns << shownColumn(it.key(), column)
                           .replace(QLatin1String("viewer_side()"), base + QStringLiteral(".viewer_side()"));
        QString filter = shownWhere(it.key());
        filter.replace(QLatin1String("base."), base + QLatin1Char('.'));
        run(db,
            QStringLiteral("CREATE VIEW %1.%2 AS SELECT %3 FROM %4 AS t%5")
                .arg(shown, q(it.key()), columns.join(QStringLiteral(", ")), table,
                     filter.isEmpty() ? QString() : QStringLiteral(" WHERE ") + filter));
    }
    run(db, QStringLiteral("DROP VIEW IF EXISTS %1.viewer").arg(shown));
    run(db,
        QStringLiteral("CREATE VIEW %1.viewer AS SELECT role, side_id FROM %2.access WHERE user_name = current_user")
            .arg(shown, base));
    run(db,
        QStringLiteral("CREATE OR REPLACE VIEW %1.access_version AS SELECT %2 AS version")
            .arg(shown)
            .arg(AccessVersion));
    run(db, QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(shown, readers));
    run(db, QStringLiteral("GRANT SELECT ON %1.access TO %2").arg(base, readers)); // his own row, for the policies
    installOrderPolicies(db, where);
}

int installedAccessVersion(const QSqlDatabase &db, const ServerLocation &where)
{
    QSqlQuery made(db);
    if (made.exec(QStringLiteral("SELECT version FROM %1.access_version").arg(q(where.shownSchema()))) && made.next())
        return made.value(0).toInt();
    if (serverWentAway(made))
        throwQueryError(made);
    return 1;
}

void actAsGameMasters(const QSqlDatabase &db, const ServerLocation &where)
{
    run(db, QStringLiteral("SET LOCAL ROLE %1").arg(q(where.groupRole("gm"))));
}

std::optional<Viewer> viewerOf(const QSqlDatabase &db, const ServerLocation &where)
{
    QSqlQuery member(db);
    member.prepare(QStringLiteral("SELECT pg_has_role(current_user, ?, 'USAGE'), has_schema_privilege(?, 'USAGE')"));
    member.addBindValue(where.groupRole("gm"));
    member.addBindValue(where.shownSchema());
    if (!member.exec() || !member.next())
        return std::nullopt; // no such role: not a campaign this version shares
    if (member.value(0).toBool())
        return Viewer{ServerRole::GameMaster, 0};
    if (!member.value(1).toBool())
        return std::nullopt;
    QSqlQuery own(db);
    if (!own.exec(QStringLiteral("SELECT role, side_id FROM %1.viewer").arg(q(where.shownSchema()))) || !own.next())
        return std::nullopt;
    const auto role = serverRoleFromKey(own.value(0).toString());
    if (!role || *role == ServerRole::GameMaster)
        return std::nullopt;
    return Viewer{*role, own.value(1).toLongLong()};
}

void grantAccess(const QSqlDatabase &db, const ServerLocation &where, const AccessGrant &grant)
{
    if (!roleExists(db, grant.user))
        throw StorageError(
            StoreText::tr("The server has no user %1: its administrator makes one first (createuser %2).")
                .arg(grant.user, shellQuoted(grant.user)));
    revokeAccess(db, where, grant.user);
    const QString role = q(where.groupRole(RoleKeys[int(grant.role)]));
    run(db,
        QStringLiteral("GRANT %1 TO %2%3")
            .arg(role, q(grant.user),
                 grant.role == ServerRole::GameMaster ? QStringLiteral(" WITH ADMIN OPTION") : QString()));
    if (grant.role == ServerRole::GameMaster)
        return;
    QSqlQuery row(db);
    row.prepare(
        QStringLiteral("INSERT INTO %1.access (user_name, role, side_id) VALUES (?, ?, ?)").arg(q(where.schema())));
    row.addBindValue(grant.user);
    row.addBindValue(serverRoleKey(grant.role));
    row.addBindValue(idOrNull(grant.role == ServerRole::Player ? grant.sideId : 0));
    runQuery(row);
}

void revokeAccess(const QSqlDatabase &db, const ServerLocation &where, const QString &user)
{
    for (const char *role : RoleKeys) {
        QSqlQuery held(db);
        held.prepare(QStringLiteral("SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid"
                                    " JOIN pg_roles u ON u.oid = m.member WHERE g.rolname = ? AND u.rolname = ?"));
        held.addBindValue(where.groupRole(role));
        held.addBindValue(user);
        runQuery(held);
        if (held.next())
            run(db, QStringLiteral("REVOKE %1 FROM %2").arg(q(where.groupRole(role)), q(user)));
    }
    QSqlQuery row(db);
    row.prepare(QStringLiteral("DELETE FROM %1.access WHERE user_name = ?").arg(q(where.schema())));
    row.addBindValue(user);
    runQuery(row);
}

QList<AccessGrant> accessList(const QSqlDatabase &db, const ServerLocation &where)
{
    QList<AccessGrant> grants;
    QSqlQuery members(db);
    members.prepare(QStringLiteral("SELECT u.rolname, g.rolname, a.side_id FROM pg_auth_members m"
                                   " JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member"
                                   " LEFT JOIN %1.access a ON a.user_name = u.rolname"
                                   " WHERE g.rolname IN (?, ?, ?) AND u.rolcanlogin ORDER BY u.rolname")
                        .arg(q(where.schema())));
    for (const char *role : RoleKeys)
        members.addBindValue(where.groupRole(role));
    runQuery(members);
    while (members.next()) {
        const QString group = members.value(1).toString();
        AccessGrant grant{members.value(0).toString(), ServerRole::Observer, members.value(2).toLongLong()};
        for (int i = 0; i < 3; ++i) {
            if (group == where.groupRole(RoleKeys[i]))
                grant.role = ServerRole(i);
        }
        grants.append(grant);
    }
    return grants;
}

} // namespace castellan
