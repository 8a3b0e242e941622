#pragma once

#include <QFile>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>

#include <atomic>

namespace castellan {

/**
 * The throwaway PostgreSQL cluster ctest starts for the server tests (tests/server/pgcluster), read from the
 * env file it wrote. Without one, `available()` is false and the tests skip with a message.
 */
class TestServer
{
public:
    TestServer()
    {
        QFile env(qEnvironmentVariable("CASTELLAN_TEST_PG_STATE") + QStringLiteral("/env"));
        if (!env.open(QIODevice::ReadOnly))
            return;
        while (!env.atEnd()) {
            const QString line = QString::fromUtf8(env.readLine()).trimmed();
            const qsizetype eq = line.indexOf(QLatin1Char('='));
            if (eq > 0)
                mValues.insert(line.left(eq), line.mid(eq + 1));
        }
        qputenv("PGPASSFILE", value("PASSFILE").toUtf8()); // libpq's password file: no password on any URL
    }

    bool available() const { return !mValues.isEmpty(); }
    static QString whyNot()
    {
        return QStringLiteral("no PostgreSQL server for the tests (tests/server/pgcluster found no postgresql-15)");
    }
    QString value(const char *key) const
    {
        return mValues.value(QStringLiteral("CASTELLAN_TEST_PG_") + QLatin1String(key));
    }
    int port() const { return value("PORT").toInt(); }
    QString admin() const { return value("ADMIN"); }

    /** A campaign's URL on the test server, as `user` (the admin by default), by TCP or by the local socket. */
    QString url(const QString &campaign, const QString &user = {}, bool socket = false) const
    {
        QString text = QStringLiteral("postgresql://%1@127.0.0.1:%2/%3?campaign=%4")
                           .arg(user.isEmpty() ? admin() : user, QString::number(port()), value("DATABASE"), campaign);
        if (socket)
            text += QStringLiteral("&host=") + QString::fromLatin1(QUrl::toPercentEncoding(value("SOCKET")));
        return text;
    }

    /** A campaign name no other test has used on this server. */
    static QString freshName(const char *stem)
    {
        static std::atomic<int> counter{0};
        return QStringLiteral("%1_%2_%3")
            .arg(QLatin1String(stem))
            .arg(QCoreApplication::applicationPid())
            .arg(++counter);
    }

    /** Runs SQL as the server's administrator (or as `user`), on the test database; the error text, or empty. */
    QString exec(const QString &sql, const QString &user = {}) const
    {
        static std::atomic<int> counter{0};
        const QString name = QStringLiteral("test-server-%1").arg(++counter);
        QString error;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(value("HOST"));
            db.setPort(port());
            db.setDatabaseName(value("DATABASE"));
            db.setUserName(user.isEmpty() ? admin() : user);
            if (!db.open()) {
                error = db.lastError().text();
            } else {
                QSqlQuery q(db);
                if (!q.exec(sql))
                    error = q.lastError().text();
                if (error.isEmpty() && q.isSelect() && q.next())
                    mLastValue = q.value(0).toString();
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return error;
    }
    /** The first value the last SELECT of exec() gave. */
    QString lastValue() const { return mLastValue; }

    /** A login role with the test password (the cluster's pgpass holds it for every user). */
    void createUser(const QString &user) const
    {
        exec(QStringLiteral("DROP ROLE IF EXISTS %1").arg(user));
        const QString error = exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user, value("PASSWORD")));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

private:
    QHash<QString, QString> mValues;
    mutable QString mLastValue;
};

#define SKIP_WITHOUT_SERVER(server) \
    if (!(server).available())      \
    QSKIP(qPrintable(TestServer::whyNot()))

} // namespace castellan
