#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTest>

namespace castellan {

/**
 * Changes a campaign file behind the app's back, the way a damaged file or another program would: through a
 * connection of its own, as a test that plays the attacker needs. The app may have the file open.
 */
inline void tamperWith(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("tamper");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("tamperWith: cannot open %s", qPrintable(path));
        QSqlQuery q(db);
        if (!q.exec(sql))
            qFatal("tamperWith: %s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace castellan
