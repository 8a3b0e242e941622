#include "dialect.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace castellan {

bool isServer(const QSqlDatabase &db)
{
    return db.driver() && db.driver()->dbmsType() == QSqlDriver::PostgreSQL;
}

QString idColumnType(const QSqlDatabase &db)
{
    // In SQLite "INTEGER PRIMARY KEY" is the rowid itself; PostgreSQL wants an explicit 64-bit type.
    return isServer(db) ? QStringLiteral("BIGINT PRIMARY KEY") : QStringLiteral("INTEGER PRIMARY KEY");
}

QString blobColumnType(const QSqlDatabase &db)
{
    return isServer(db) ? QStringLiteral("BYTEA") : QStringLiteral("BLOB");
}

QHash<QString, QStringList> tableColumns(const QSqlDatabase &db)
{
    QHash<QString, QStringList> shape;
    if (isServer(db)) {
        // Qt lists a server's tables of every schema by qualified name; a campaign is the tables of its own.
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT table_name, column_name FROM information_schema.columns"
                              " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"));
        while (q.next())
            shape[q.value(0).toString()].append(q.value(1).toString());
        return shape;
    }
    const QStringList tables = db.tables(QSql::Tables);
    for (const QString &table : tables) {
        const QSqlRecord record = db.record(table);
        QStringList columns;
        for (int i = 0; i < record.count(); ++i)
            columns << record.fieldName(i);
        shape.insert(table, columns);
    }
    return shape;
}

} // namespace castellan
