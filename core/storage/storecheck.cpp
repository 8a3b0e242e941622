#include "storecheck.h"

#include "dialect.h"
#include "schema.h"
#include "schemacheck.h"

#include "i18n/argtext.h"
#include "map/mapmodel.h"
#include "model/limits.h"
#include "model/names.h"
#include "model/ruleoptions.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <random>
#include <sstream>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct StoreCheckText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignCheck)
};

/** The meta value of a key, and whether the key is there. */
struct MetaValue
{
    bool present = false;
    QString text;
};

MetaValue metaValue(const QSqlDatabase &db, const QString &key)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return {};
    return {true, q.value(0).toString()};
}

/** A whole number written in plain digits, without sign or space: what Castellan writes. */
bool isPlainNumber(const QString &text)
{
    if (text.isEmpty() || text.size() > 20)
        return false;
    return std::all_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
}

QString badMeta(const QString &path, const QString &key, const QString &value, const QString &expected)
{
    return StoreCheckText::tr(
               "The campaign %1 has a bad %2 (\"%3\"; %4): the file was changed by hand or is damaged, and "
               "it is not opened.")
        .arg(path, key, value.left(40), expected);
}

QString checkMeta(const QSqlDatabase &db, const QString &path)
{
    const MetaValue seed = metaValue(db, QStringLiteral("seed"));
    bool ok = false;
    const MetaValue commitment = metaValue(db, SeedCommitmentKey);
    const bool withheld = !seed.present && commitment.present; // a players' copy
    if (withheld && (commitment.text.size() != 64 || QByteArray::fromHex(commitment.text.toLatin1()).size() != 32))
        return badMeta(path, SeedCommitmentKey, commitment.text,
                       StoreCheckText::tr("the SHA-256 of the withheld seed, in hex"));
    if (!withheld && (!seed.present || !isPlainNumber(seed.text) || (seed.text.toULongLong(&ok), !ok)))
        return badMeta(path, QStringLiteral("seed"), seed.text,
                       StoreCheckText::tr("a whole number from 0 to 2^64 - 1"));
    const MetaValue draws = metaValue(db, QStringLiteral("draws"));
    if (!draws.present || !isPlainNumber(draws.text) || (draws.text.toULongLong(&ok), !ok))
        return badMeta(path, QStringLiteral("draws"), draws.text,
                       StoreCheckText::tr("the number of values the dice have drawn"));
    const quint64 drawn = draws.text.toULongLong();

    // The draws are those of the last roll kept: the log and its count agree (RULES D2).
    QSqlQuery last(db);
    quint64 logged = 0;
    qint64 rolls = 0;
    if (last.exec(QStringLiteral("SELECT draw_end, (SELECT COUNT(*) FROM rolls) FROM rolls ORDER BY id DESC LIMIT 1"))
        && last.next()) {
        logged = last.value(0).toULongLong();
        rolls = last.value(1).toLongLong();
    }
    if (drawn != logged)
        return StoreCheckText::tr(
                   "The campaign %1 says its dice drew %2 values, but its last roll ends at draw %3: the file "
                   "was changed by hand or is damaged, and it is not opened.")
            .arg(argText(path), argText(drawn), argText(logged));

    const MetaValue state = metaValue(db, QStringLiteral("dice.state"));
    if (state.present) {
        std::mt19937_64 engine;
        std::istringstream in(state.text.toStdString());
        in >> engine;
        if (in.fail())
            return badMeta(path, QStringLiteral("dice.state"), state.text, StoreCheckText::tr("the state of the dice"));
    } else if (drawn > quint64(rolls) * 256 + 1024) {
        // Without a stored state the dice are wound forward draw by draw: no more than the log accounts for.
        return StoreCheckText::tr(
                   "The campaign %1 says its dice drew %2 values, more than its %3 rolls can account for: "
                   "the file was changed by hand or is damaged, and it is not opened.")
            .arg(argText(path), argText(drawn), argText(rolls));
    }

    const MetaValue turn = metaValue(db, QStringLiteral("turn"));
    if (!turn.present || !isPlainNumber(turn.text) || turn.text.toInt() < 1 || turn.text.toInt() > MaxTurn)
        return badMeta(path, QStringLiteral("turn"), turn.text, StoreCheckText::tr("a turn from 1 to %1").arg(MaxTurn));
    const MetaValue phase = metaValue(db, QStringLiteral("phase"));
    if (phase.present && !phase.text.isEmpty() && phase.text != QLatin1String("siege")
        && phase.text != QLatin1String("movement"))
        return badMeta(path, QStringLiteral("phase"), phase.text, StoreCheckText::tr("siege or movement"));
    for (const QString &key : {QStringLiteral("map.columns"), QStringLiteral("map.rows")}) {
        const MetaValue side = metaValue(db, key);
        if (side.present && (!isPlainNumber(side.text) || side.text.toInt() > MaxMapSide))
            return badMeta(path, key, side.text, StoreCheckText::tr("a number of hexes from 0 to %1").arg(MaxMapSide));
    }
    for (const auto &[key, fallback] : RuleOptions().toMeta()) {
        const MetaValue option = metaValue(db, key);
        if (option.present && !option.text.isEmpty())
            if (const QString why = RuleOptions::whyBadValue(key, option.text); !why.isEmpty())
                return badMeta(path, key, option.text, why);
    }
    const MetaValue keep = metaValue(db, QStringLiteral("backups.keep"));
    if (keep.present && (!isPlainNumber(keep.text) || keep.text.toInt() > 1000))
        return badMeta(path, QStringLiteral("backups.keep"), keep.text,
                       StoreCheckText::tr("a number of copies from 0 to 1000"));
    const MetaValue due = metaValue(db, QStringLiteral("backup.due"));
    if (due.present && !due.text.isEmpty()
        && (!isPlainNumber(due.text) || due.text.toInt() < 1 || due.text.toInt() > MaxTurn))
        return badMeta(path, QStringLiteral("backup.due"), due.text,
                       StoreCheckText::tr("the turn whose copy is due, or nothing"));
    return {};
}

/** A kind of row that breaks a rule of the file: the table, what a bad row is (SQL), and what it breaks. */
struct RowRule
{
    const char *table;
    QString bad;
    QString what;
};

/** A meta value as a number in SQL: 0 when it is missing. */
QString metaNumber(const QString &key)
{
    return QStringLiteral("COALESCE((SELECT CAST(value AS INTEGER) FROM meta WHERE key = '%1'), 0)").arg(key);
}

/** The ids of a campaign's kept changes (issue 56): far beyond any history, and never near overflowing. */
constexpr long long MaxChangeId = 4'611'686'018'427'387'903; // 2^62 - 1

QList<RowRule> rowRules()
{
    const QString mapColumns = metaNumber(QStringLiteral("map.columns"));
    const QString mapRows = metaNumber(QStringLiteral("map.rows"));
    const QString units = QString::number(MaxUnitsPerForce);
    const QString side = QStringLiteral(" NOT IN (SELECT id FROM sides)");
    return {
        {"leaders",
         QStringLiteral("vitality_rating NOT BETWEEN 1 AND 6 OR heroics_rating NOT BETWEEN 1 AND 6 OR duel_rating NOT"
                        " BETWEEN 1 AND 6 OR maneuver_rating NOT BETWEEN 1 AND 6 OR battle_rating NOT BETWEEN 1 AND 6"
                        " OR siege_rating NOT BETWEEN 1 AND 6 OR rally_rating NOT BETWEEN 1 AND 6"),
         StoreCheckText::tr("a rating outside 1–6 (RULES L2)")},
        {"leaders", QStringLiteral("vitality < -1 OR vitality > vitality_rating"),
         StoreCheckText::tr("a vitality below −1 or above the Vitality rating (RULES L3)")},
        {"leaders", QStringLiteral("pronoun NOT IN ('he', 'she', 'they')"),
         StoreCheckText::tr("a pronoun other than he, she or they")},
        {"leaders", QStringLiteral("rerolls NOT BETWEEN 0 AND %1").arg(MaxRerolls),
         StoreCheckText::tr("rerolls outside 0–%1 (RULES H2)").arg(MaxRerolls)},
        {"leaders", QStringLiteral("side_id") + side, StoreCheckText::tr("a side the campaign does not have")},
        {"leaders", QStringLiteral("captured_by IS NOT NULL AND captured_by") + side,
         StoreCheckText::tr("a captor side the campaign does not have")},
        {"leaders", QStringLiteral("force_id IS NOT NULL AND force_id NOT IN (SELECT id FROM forces)"),
         StoreCheckText::tr("a force the campaign does not have")},
        {"forces", QStringLiteral("good < 0 OR flagged < 0 OR broken < 0 OR good + flagged + broken > %1").arg(units),
         StoreCheckText::tr("units outside 0–%1 (RULES F)").arg(units)},
        {"forces", QStringLiteral("cavalry < 0 OR artillery < 0 OR cavalry + artillery > good + flagged + broken"),
         StoreCheckText::tr("more cavalry and artillery than units (issue 13)")},
        {"forces", QStringLiteral("lost NOT BETWEEN 0 AND %1").arg(MaxLostUnits),
         StoreCheckText::tr("units lost outside 0–%1").arg(MaxLostUnits)},
        {"forces", QStringLiteral("side_id") + side, StoreCheckText::tr("a side the campaign does not have")},
        {"forces",
         QStringLiteral("col NOT BETWEEN -1 AND %1 OR row_index NOT BETWEEN -1 AND %1 OR move_used NOT BETWEEN 0 AND"
                        " 1000 OR march_bonus NOT BETWEEN 0 AND 1")
             .arg(MaxMapSide),
         StoreCheckText::tr("a place or a movement outside the map's bounds (RULES T1a)")},
        {"fortresses", QStringLiteral("rating NOT BETWEEN 1 AND %1").arg(MaxFortressRating),
         StoreCheckText::tr("a rating outside 1–%1 (RULES S1)").arg(MaxFortressRating)},
        {"fortresses", QStringLiteral("col NOT BETWEEN 0 AND %1 OR row_index NOT BETWEEN 0 AND %1").arg(MaxMapSide),
         StoreCheckText::tr("a place outside the map's bounds")},
        {"fortresses", QStringLiteral("owner_side_id") + side,
         StoreCheckText::tr("an owner the campaign does not have")},
        {"sieges", QStringLiteral("units_lost NOT BETWEEN 0 AND %1").arg(MaxLostUnits),
         StoreCheckText::tr("units lost outside 0–%1 (RULES S2)").arg(MaxLostUnits)},
        {"rolls", QStringLiteral("die_sides NOT BETWEEN 2 AND 1000"),
         StoreCheckText::tr("a die of fewer than 2 or more than 1000 sides")},
        // Issue 28, item 9: rows that point at nothing, or at what came after them.
        // An undone roll keeps its turn while an undone end of turn takes the campaign back (RULES D1).
        {"rolls",
         QStringLiteral("turn NOT BETWEEN 1 AND CASE WHEN undone = 0 THEN %1 ELSE %2 END")
             .arg(metaNumber(QStringLiteral("turn")), QString::number(MaxTurn)),
         StoreCheckText::tr("a turn the campaign has not reached")},
        {"rolls", QStringLiteral("replaces_id IS NOT NULL AND replaces_id >= id"),
         StoreCheckText::tr("a roll it replaces that is itself or came after it (RULES D1)")},
        // Issue 56: the next change's id is one more than the last; past 2^62 it would run out.
        {"changes", QStringLiteral("id NOT BETWEEN 1 AND %1 OR command_id NOT BETWEEN 0 AND %1").arg(MaxChangeId),
         StoreCheckText::tr("an id outside 1–%1").arg(MaxChangeId)},
        {"leader_history", QStringLiteral("leader_id NOT IN (SELECT id FROM leaders)"),
         StoreCheckText::tr("a leader the campaign does not have")},
        {"sieges", QStringLiteral("fortress_id NOT IN (SELECT id FROM fortresses)"),
         StoreCheckText::tr("a fortress the campaign does not have")},
        {"forces",
         QStringLiteral("commander_id IS NOT NULL AND commander_id <> 0 AND commander_id NOT IN (SELECT id "
                        "FROM leaders)"),
         StoreCheckText::tr("a commander the campaign does not have")},
        {"forces", QStringLiteral("col >= 0 AND (col >= %1 OR row_index >= %2)").arg(mapColumns, mapRows),
         StoreCheckText::tr("a hex off the campaign's map")},
        {"fortresses", QStringLiteral("col >= %1 OR row_index >= %2").arg(mapColumns, mapRows),
         StoreCheckText::tr("a hex off the campaign's map")},
    };
}

QString checkRows(const QSqlDatabase &db, const QString &path)
{
    for (const RowRule &rule : rowRules()) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT id FROM %1 WHERE %2 LIMIT 1").arg(QLatin1String(rule.table), rule.bad)))
            return StoreCheckText::tr("The campaign %1 lacks what its format version needs (%2): %3")
                .arg(argText(path), argText(QLatin1String(rule.table)), argText(q.lastError().text()));
        if (q.next())
            return StoreCheckText::tr(
                       "The campaign %1 has a row of %2 (#%3) with %4: the file was changed by hand or is "
                       "damaged, and it is not opened.")
                .arg(argText(path), argText(QLatin1String(rule.table)), argText(q.value(0).toLongLong()),
                     argText(rule.what));
    }
    return {};
}

/** The map's hexes lie on it and are of a terrain this version knows; no trigger was added to the tables. */
QString checkMapAndTriggers(const QSqlDatabase &db, const QString &path)
{
    QSqlQuery off(db);
    if (off.exec(QStringLiteral("SELECT col, row_index FROM map_hexes WHERE col >= %1 OR row_index >= %2 LIMIT 1")
                     .arg(metaNumber(QStringLiteral("map.columns")), metaNumber(QStringLiteral("map.rows"))))
        && off.next())
        return StoreCheckText::tr("The campaign %1 keeps the hex %2 off its map: the file was changed by hand or is "
                                  "damaged, and it is not opened.")
            .arg(argText(path), hexLabel(Hex{off.value(0).toInt(), off.value(1).toInt()}));
    QSqlQuery terrains(db);
    if (terrains.exec(QStringLiteral("SELECT DISTINCT terrain FROM map_hexes"))) {
        while (terrains.next()) {
            if (!terrainFromKey(terrains.value(0).toString()))
                return StoreCheckText::tr("The campaign %1 has hexes of a terrain it does not know (\"%2\"): the "
                                          "file was changed by hand or is damaged, and it is not opened.")
                    .arg(argText(path), terrains.value(0).toString().left(40));
        }
    }
    if (isServer(db))
        return {};
    QSqlQuery triggers(db);
    if (triggers.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'trigger' LIMIT 1"))
        && triggers.next())
        return StoreCheckText::tr("The campaign %1 has a trigger (%2) on its tables, which Castellan never makes: "
                                  "the file was changed by hand, and it is not opened.")
            .arg(argText(path), triggers.value(0).toString().left(60));
    return {};
}

/**
 * Every name the campaign shows passes the one rule of names (model/names.h) that the app and the CLI apply, and no
 * two leaders answer to one name (issue 56, item 9): a name is counted in characters as the user sees them, which
 * SQL cannot count.
 */
QString checkNames(const QSqlDatabase &db, const QString &path)
{
    const auto refused = [&](const QString &table, const QString &id, const QString &what) {
        return StoreCheckText::tr("The campaign %1 has a row of %2 (#%3) with %4: the file was changed by hand or is "
                                  "damaged, and it is not opened.")
            .arg(argText(path), table, id, what);
    };
    const MetaValue name = metaValue(db, QStringLiteral("name"));
    if (name.present && nameProblem(name.text.trimmed()) != NameProblem::None)
        return badMeta(path, QStringLiteral("name"), name.text,
                       StoreCheckText::tr("a name of 1 to %1 characters").arg(MaxNameLength));
    for (const char *table : {"sides", "leaders", "forces", "fortresses"}) {
        const QString t = QLatin1String(table);
        QSqlQuery q(db);
        const bool hides = t != QLatin1String("sides");
        if (!q.exec(QStringLiteral("SELECT id, name FROM %1%2")
                        .arg(t, hides ? QStringLiteral(" WHERE removed = 0") : QString())))
            return StoreCheckText::tr("The campaign %1 lacks what its format version needs (%2): %3")
                .arg(argText(path), t, argText(q.lastError().text()));
        QSet<QString> taken;
        while (q.next()) {
            const QString shown = q.value(1).toString().trimmed();
            if (nameProblem(shown) != NameProblem::None)
                return refused(t, q.value(0).toString(),
                               StoreCheckText::tr("a name that is empty, longer than %1 characters or holds a "
                                                  "control character")
                                   .arg(MaxNameLength));
            if (t != QLatin1String("leaders"))
                continue;
            if (taken.contains(shown.toCaseFolded()))
                return refused(t, q.value(0).toString(), StoreCheckText::tr("the name of another leader"));
            taken.insert(shown.toCaseFolded());
        }
    }
    return {};
}

} // namespace

QString checkCampaignContents(const QSqlDatabase &db, const QString &path)
{
    // One snapshot for every statement: another writer's commit between two of them (a roll kept after the
    // draw count was read) would look like damage. SQLite's read transaction is one; a server's must be asked for.
    QSqlDatabase snapshot = db;
    const bool own = snapshot.transaction();
    if (own && isServer(snapshot))
        QSqlQuery(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"), snapshot);
    const auto end = qScopeGuard([&] {
        if (own)
            snapshot.rollback(); // it only read
    });
    if (const QString why = checkSchemaShape(db, path); !why.isEmpty())
        return why;
    if (const QString why = checkMeta(db, path); !why.isEmpty())
        return why;
    if (const QString why = checkMapAndTriggers(db, path); !why.isEmpty())
        return why;
    if (const QString why = checkNames(db, path); !why.isEmpty())
        return why;
    return checkRows(db, path);
}

} // namespace castellan
