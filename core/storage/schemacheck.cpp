#include "schemacheck.h"

#include "dialect.h"
#include "schema.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlQuery>
#include <QSqlRecord>

#include <atomic>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct SchemaCheckText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignCheck)
};

using Shape = QHash<QString, QStringList>; ///< table → its columns

/** The tables and columns of a campaign at the current version, read from the migrations run in memory. */
Shape currentShape()
{
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("castellan-shape-%1").arg(++counter);
    Shape shape;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            for (int version = 0; version < CurrentVersion; ++version) {
                const QStringList statements = migration(version, db);
                for (const QString &sql : statements)
                    QSqlQuery(db).exec(sql);
            }
            shape = tableColumns(db);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return shape;
}

} // namespace

QString checkSchemaShape(const QSqlDatabase &db, const QString &path)
{
    static const Shape expected = currentShape();
    const Shape present = tableColumns(db);
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        if (!present.contains(it.key()))
            return SchemaCheckText::tr(
                       "The campaign %1 has no %2 table: it is damaged or was changed by another program, and "
                       "it is not opened.")
                .arg(path, it.key());
        const QStringList columns = present.value(it.key());
        for (const QString &column : it.value()) {
            if (!columns.contains(column, Qt::CaseInsensitive))
                return SchemaCheckText::tr(
                           "The campaign %1 has no %2 column in its %3 table: it is damaged or was changed by "
                           "another program, and it is not opened.")
                    .arg(path, column, it.key());
        }
    }
    return {};
}

} // namespace castellan
