#include "serverorders.h"

#include "serverconnection.h"
#include "sqlutil.h"

#include "model/limits.h"
#include "model/order.h"

namespace castellan {

namespace {

/** RULES T4: an answer's or a move's battle choices, KEY=VALUE pairs as the standing orders name them. */
constexpr char AnswerChoicesColumn[] = "choices VARCHAR(400) NOT NULL DEFAULT '' CHECK (choices ~ "
                                       "'^([a-z_]{1,24}=[a-z_0-9]{1,24}(,[a-z_]{1,24}=[a-z_0-9]{1,24}){0,15})?$')";

/** RULES M2, T4: an answer's or a move's flank marches, LEADERID:UNITS:left|right (marchOrdersText()). */
constexpr char FlankMarchesColumn[] = "flank VARCHAR(400) NOT NULL DEFAULT '' CHECK (flank ~ "
                                      "'^([0-9]{1,18}:[0-9]{1,3}:(left|right)"
                                      "(,[0-9]{1,18}:[0-9]{1,3}:(left|right)){0,7})?$')";

/** RULES H2: a break-in order's besieging leaders' own rerolls, at most. */
static_assert(MaxRerolls == 999, "the column's CHECK names the limit");
constexpr char HeroicRerollsColumn[] =
    "heroic_rerolls INTEGER NOT NULL DEFAULT 0 CHECK (heroic_rerolls BETWEEN 0 AND 999)";

void runOrderSql(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        throwQueryError(query);
}

QString quotedList(const QStringList &words)
{
    QStringList quoted;
    for (const QString &w : words)
        quoted << QLatin1Char('\'') + QString(w).replace(QLatin1Char('\''), QLatin1String("''")) + QLatin1Char('\'');
    return quoted.join(QStringLiteral(", "));
}

/**
 * Whether an order names only what its kind needs, of its own side (read as the game masters): a move its force; a
 * deed its leader; a break-in roll a siege its side lays; a sortie a siege of its side's fortress, an enemy force
 * and leaders of its own.
 */
QString fitsSideFunction(const QString &base)
{
    return QStringLiteral(
               "CREATE OR REPLACE FUNCTION %1.order_fits_side(k TEXT, side BIGINT, force BIGINT, leader BIGINT, siege "
               "BIGINT, leaders TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE SECURITY DEFINER SET search_path = "
               "pg_catalog AS $$ SELECT CASE k"
               " WHEN 'move' THEN leader IS NULL AND siege IS NULL AND leaders = '' AND EXISTS (SELECT 1 FROM "
               "%1.forces f WHERE f.id = force AND f.side_id = side AND f.removed = 0)"
               " WHEN 'deed' THEN force IS NULL AND siege IS NULL AND leaders = '' AND EXISTS (SELECT 1 FROM "
               "%1.leaders l WHERE l.id = leader AND l.side_id = side AND l.removed = 0)"
               " WHEN 'end_movement' THEN force IS NULL AND leader IS NULL AND siege IS NULL AND leaders = ''"
               " WHEN 'break_in' THEN force IS NULL AND leader IS NULL AND leaders = '' AND EXISTS (SELECT 1 FROM "
               "%1.sieges s WHERE s.id = siege AND s.besieger_side_id = side AND s.removed = 0)"
               " WHEN 'sortie' THEN leader IS NULL AND EXISTS (SELECT 1 FROM %1.sieges s JOIN %1.fortresses t ON t.id "
               "= s.fortress_id WHERE s.id = siege AND t.owner_side_id = side AND s.removed = 0) AND EXISTS (SELECT 1 "
               "FROM %1.forces f WHERE f.id = force AND f.side_id <> side AND f.removed = 0) AND NOT EXISTS (SELECT 1 "
               "FROM unnest(string_to_array(NULLIF(leaders, ''), ',')) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM "
               "%1.leaders l WHERE l.id = CAST(x.id AS BIGINT) AND l.side_id = side AND l.removed = 0))"
               " WHEN 'answer' THEN force IS NULL AND leader IS NULL AND siege IS NULL AND leaders = ''"
               " ELSE false END $$")
        .arg(base);
}

/** Whether every leader an order sends on a flank march is of its side (RULES M2, T4), read as the game masters. */
QString marchesOwnFunction(const QString &base)
{
    return QStringLiteral("CREATE OR REPLACE FUNCTION %1.marches_own(side BIGINT, marches TEXT) RETURNS BOOLEAN "
                          "LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog AS $$ SELECT NOT EXISTS "
                          "(SELECT 1 FROM unnest(string_to_array(NULLIF(marches, ''), ',')) AS x(m) WHERE NOT EXISTS "
                          "(SELECT 1 FROM %1.leaders l WHERE l.id = CAST(split_part(x.m, ':', 1) AS BIGINT) AND "
                          "l.side_id = side AND l.removed = 0)) $$")
        .arg(base);
}

/** Whether a battle at the hex waits for the side's answer (RULES T4), read as the game masters. */
QString questionWaitsFunction(const QString &base)
{
    return QStringLiteral("CREATE OR REPLACE FUNCTION %1.question_waits(asked_side BIGINT, asked_hex TEXT) RETURNS "
                          "BOOLEAN LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog AS $$ SELECT "
                          "EXISTS (SELECT 1 FROM %1.questions q WHERE q.side_id = asked_side AND q.hex = asked_hex AND "
                          "q.status = 'pending') $$")
        .arg(base);
}

/** Announces an order, new or answered, to the referee and to its side, each on its secret channel. */
QString noticeFunction(const QString &base)
{
    return QStringLiteral(
               "CREATE OR REPLACE FUNCTION %1.order_notice() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER "
               "SET search_path = pg_catalog AS $$ DECLARE ch TEXT; BEGIN "
               "INSERT INTO %1.order_channels (side_id, channel) VALUES (NEW.side_id, 'castellan_o_' || "
               "replace(CAST(gen_random_uuid() AS TEXT), '-', '')) ON CONFLICT (side_id) DO NOTHING; "
               "SELECT channel INTO ch FROM %1.order_channels WHERE side_id = NEW.side_id; "
               "PERFORM pg_notify(ch, CAST(NEW.id AS TEXT)); "
               "SELECT channel INTO ch FROM %1.order_channels WHERE side_id = 0; "
               "PERFORM pg_notify(ch, CAST(NEW.id AS TEXT)); RETURN NULL; END $$")
        .arg(base);
}

} // namespace

void installOrderTables(const QSqlDatabase &db, const ServerLocation &where, const QStringList &standingKeys)
{
    const QString base = quotedIdentifier(where.schema());
    runOrderSql(
        db,
        QStringLiteral(
            "CREATE TABLE IF NOT EXISTS %1.orders (id BIGSERIAL PRIMARY KEY, side_id BIGINT NOT NULL REFERENCES "
            "%1.sides(id), user_name TEXT NOT NULL DEFAULT current_user, kind VARCHAR(16) NOT NULL, force_id BIGINT, "
            "leader_id BIGINT, path TEXT NOT NULL DEFAULT '' "
            "CHECK (length(path) <= 4000), forced_march INTEGER NOT NULL DEFAULT 0 CHECK (forced_march IN (0, 1)), "
            "status VARCHAR(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'refused', "
            "'withdrawn')), result TEXT NOT NULL DEFAULT '', rule TEXT NOT NULL DEFAULT '', change_id BIGINT, "
            "made_at TIMESTAMPTZ NOT NULL DEFAULT now(), answered_at TIMESTAMPTZ)")
            .arg(base));
    // The siege phase's orders (S2, S4), and every kind this version knows, made anew as they grow.
    for (const char *column :
         {"siege_id BIGINT",
          "leader_ids TEXT NOT NULL DEFAULT '' CHECK (leader_ids ~ '^([0-9]{1,18}(,[0-9]{1,18}){0,63})?$')",
          "occupy INTEGER NOT NULL DEFAULT 0 CHECK (occupy IN (0, 1))",
          "rerolls VARCHAR(16) NOT NULL DEFAULT '' CHECK (rerolls IN ('', 'all_but_6', 'only_1', 'none'))",
          AnswerChoicesColumn, FlankMarchesColumn, HeroicRerollsColumn})
        runOrderSql(
            db, QStringLiteral("ALTER TABLE %1.orders ADD COLUMN IF NOT EXISTS %2").arg(base, QLatin1String(column)));
    runOrderSql(db, QStringLiteral("ALTER TABLE %1.orders DROP CONSTRAINT IF EXISTS orders_kind_check").arg(base));
    runOrderSql(db, QStringLiteral("ALTER TABLE %1.orders DROP CONSTRAINT IF EXISTS order_kinds").arg(base));
    runOrderSql(db,
                QStringLiteral("ALTER TABLE %1.orders ADD CONSTRAINT order_kinds CHECK (kind IN (%2))")
                    .arg(base, quotedList(orderKindKeys())));
    runOrderSql(db,
                QStringLiteral("CREATE INDEX IF NOT EXISTS orders_pending ON %1.orders (id) WHERE status = 'pending'")
                    .arg(base));
    runOrderSql(
        db,
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1.standing_orders (side_id BIGINT NOT NULL REFERENCES "
                       "%1.sides(id), key VARCHAR(32) NOT NULL, value VARCHAR(64) NOT NULL, PRIMARY KEY (side_id, "
                       "key))")
            .arg(base));
    // The keys this version knows (RULES T4), made anew as they grow.
    runOrderSql(db, QStringLiteral("ALTER TABLE %1.standing_orders DROP CONSTRAINT IF EXISTS standing_keys").arg(base));
    runOrderSql(db,
                QStringLiteral("ALTER TABLE %1.standing_orders ADD CONSTRAINT standing_keys CHECK (key IN (%2))")
                    .arg(base, quotedList(standingKeys)));
    // RULES T4: the battles that wait for their defending side's answer.
    runOrderSql(
        db,
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1.questions (id BIGSERIAL PRIMARY KEY, side_id BIGINT NOT NULL "
                       "REFERENCES %1.sides(id), hex VARCHAR(8) NOT NULL, asked_at TIMESTAMPTZ NOT NULL DEFAULT "
                       "now(), deadline TIMESTAMPTZ NOT NULL, status VARCHAR(16) NOT NULL DEFAULT 'pending' CHECK "
                       "(status IN ('pending', 'answered', 'expired', 'void')), result TEXT NOT NULL DEFAULT '')")
            .arg(base));
    // The move that brought the battle: its choices are the attacker's (AccessVersion 8).
    runOrderSql(db, QStringLiteral("ALTER TABLE %1.questions ADD COLUMN IF NOT EXISTS order_id BIGINT").arg(base));
    runOrderSql(
        db,
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1.order_channels (side_id BIGINT PRIMARY KEY, channel TEXT NOT "
                       "NULL)")
            .arg(base));
    runOrderSql(db,
                QStringLiteral("INSERT INTO %1.order_channels (side_id, channel) VALUES (0, 'castellan_r_' || "
                               "replace(CAST(gen_random_uuid() AS TEXT), '-', '')) ON CONFLICT (side_id) DO NOTHING")
                    .arg(base));
}

void installOrderPolicies(const QSqlDatabase &db, const ServerLocation &where)
{
    const QString base = quotedIdentifier(where.schema());
    const QString players = quotedIdentifier(where.groupRole("player"));
    const QString orders = base + QStringLiteral(".orders");
    const QString standing = base + QStringLiteral(".standing_orders");
    for (const char *policy : {"players_give", "players_withdraw", "players_read", "players_keep"}) {
        runOrderSql(db, QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(QLatin1String(policy), orders));
        runOrderSql(db, QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(QLatin1String(policy), standing));
    }
    // AccessVersion 5's, which named no siege: the policies that used it are gone.
    runOrderSql(db,
                QStringLiteral("DROP FUNCTION IF EXISTS %1.order_fits_side(TEXT, BIGINT, BIGINT, BIGINT)").arg(base));
    const QString fits = base + QStringLiteral(".order_fits_side(TEXT, BIGINT, BIGINT, BIGINT, BIGINT, TEXT)");
    runOrderSql(db, fitsSideFunction(base));
    runOrderSql(db, questionWaitsFunction(base));
    runOrderSql(db, marchesOwnFunction(base));
    for (const QString &function : {base + QStringLiteral(".question_waits(BIGINT, TEXT)"),
                                    base + QStringLiteral(".marches_own(BIGINT, TEXT)")}) {
        runOrderSql(db, QStringLiteral("REVOKE ALL ON FUNCTION %1 FROM PUBLIC").arg(function));
        runOrderSql(db, QStringLiteral("GRANT EXECUTE ON FUNCTION %1 TO %2").arg(function, players));
    }
    runOrderSql(db, noticeFunction(base));
    runOrderSql(db, QStringLiteral("REVOKE ALL ON FUNCTION %1 FROM PUBLIC").arg(fits));
    runOrderSql(db, QStringLiteral("GRANT EXECUTE ON FUNCTION %1 TO %2").arg(fits, players));
    runOrderSql(db, QStringLiteral("DROP TRIGGER IF EXISTS order_notice ON %1").arg(orders));
    runOrderSql(db,
                QStringLiteral("CREATE TRIGGER order_notice AFTER INSERT OR UPDATE ON %1 FOR EACH ROW EXECUTE FUNCTION "
                               "%2.order_notice()")
                    .arg(orders, base));
    // A question asked or settled is told to its side as an order is (its players' docks look again).
    const QString questions = base + QStringLiteral(".questions");
    runOrderSql(db, QStringLiteral("DROP TRIGGER IF EXISTS question_notice ON %1").arg(questions));
    runOrderSql(db,
                QStringLiteral("CREATE TRIGGER question_notice AFTER INSERT OR UPDATE ON %1 FOR EACH ROW EXECUTE "
                               "FUNCTION %2.order_notice()")
                    .arg(questions, base));
    // A player's order: his own side, in his own name, pending, naming only his side's force or leader.
    runOrderSql(
        db,
        QStringLiteral("CREATE POLICY players_give ON %1 FOR INSERT WITH CHECK (side_id = %2.viewer_side() AND "
                       "user_name = current_user AND status = 'pending' AND result = '' AND rule = '' AND change_id "
                       "IS NULL AND answered_at IS NULL AND %2.order_fits_side(kind, side_id, force_id, leader_id, "
                       "siege_id, leader_ids) AND (kind <> 'answer' OR %2.question_waits(side_id, path)) AND (kind IN "
                       "('answer', 'move') OR (choices = '' AND flank = '')) AND (kind = 'break_in' OR heroic_rerolls "
                       "= 0) AND %2.marches_own(side_id, flank))")
            .arg(orders, base));
    // He may withdraw his side's pending order: no other change (his only column is the status).
    runOrderSql(
        db,
        QStringLiteral("CREATE POLICY players_withdraw ON %1 FOR UPDATE USING (side_id = %2.viewer_side() AND status "
                       "= 'pending') WITH CHECK (side_id = %2.viewer_side() AND status = 'withdrawn')")
            .arg(orders, base));
    runOrderSql(db,
                QStringLiteral("CREATE POLICY players_keep ON %1 FOR ALL USING (side_id = %2.viewer_side()) WITH CHECK "
                               "(side_id = %2.viewer_side())")
                    .arg(standing, base));
    runOrderSql(
        db,
        QStringLiteral("GRANT SELECT, INSERT (side_id, kind, force_id, leader_id, path, forced_march, siege_id, "
                       "leader_ids, occupy, rerolls, choices, flank, heroic_rerolls), UPDATE (status) ON %1 TO %2")
            .arg(orders, players));
    runOrderSql(db, QStringLiteral("GRANT USAGE ON SEQUENCE %1.orders_id_seq TO %2").arg(base, players));
    runOrderSql(db, QStringLiteral("GRANT SELECT, INSERT, UPDATE (value), DELETE ON %1 TO %2").arg(standing, players));
}

} // namespace castellan
