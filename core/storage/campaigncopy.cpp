#include "campaigncopy.h"

#include "dialect.h"
#include "sqlutil.h"

#include <QSqlRecord>

namespace castellan {

QStringList tablesInCopyOrder()
{
    // leaders.force_id refers to forces; rolls to leaders and sides; the history to rolls; sieges to fortresses.
    return {QStringLiteral("meta"),    QStringLiteral("sides"),      QStringLiteral("forces"),
            QStringLiteral("leaders"), QStringLiteral("rolls"),      QStringLiteral("leader_history"),
            QStringLiteral("battles"), QStringLiteral("map_hexes"),  QStringLiteral("fortresses"),
            QStringLiteral("sieges"),  QStringLiteral("map_images"), QStringLiteral("changes")};
}

void copyCampaignRows(const QSqlDatabase &from, const QSqlDatabase &to)
{
    const QHash<QString, QStringList> shape = tableColumns(from);
    for (const QString &table : tablesInCopyOrder()) {
        const QStringList columns = shape.value(table);
        if (columns.isEmpty())
            throw StorageError(StoreText::tr("The campaign has no %1 table to copy.").arg(table));
        const QString list = columns.join(QStringLiteral(", "));
        // The key's columns come first in every table: ordering by the first column, then the rest, is key order.
        QSqlQuery read(from);
        read.setForwardOnly(true);
        if (!read.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %1").arg(list, table)))
            throwQueryError(read);
        QStringList marks;
        for (qsizetype i = 0; i < columns.size(); ++i)
            marks << QStringLiteral("?");
        QSqlQuery write(to);
        if (!write.prepare(
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table, list, marks.join(QStringLiteral(", ")))))
            throwQueryError(write);
        while (read.next()) {
            for (int i = 0; i < columns.size(); ++i)
                write.bindValue(i, read.value(i));
            if (!write.exec())
                throwQueryError(write);
        }
        if (read.lastError().isValid())
            throwQueryError(read);
    }
}

} // namespace castellan
