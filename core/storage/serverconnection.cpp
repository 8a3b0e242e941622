#include "serverconnection.h"

#include "campaignstore.h"
#include "sqlutil.h"
#include "storageerror.h"

#include <QSqlError>
#include <QSqlQuery>

namespace castellan {

namespace {

PasswordPrompt &prompt()
{
    static PasswordPrompt p;
    return p;
}

/** The server asked for a password that was not given, or refused the one given. */
bool wantsPassword(const QSqlError &error)
{
    const QString said = error.databaseText() + error.driverText();
    return said.contains(QLatin1String("no password supplied"))
        || said.contains(QLatin1String("password authentication failed"));
}

} // namespace

void setPasswordPrompt(PasswordPrompt p)
{
    prompt() = std::move(p);
}

QString quotedIdentifier(const QString &name)
{
    QString quoted = name;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QSqlDatabase connectToServer(const ServerLocation &where, const QString &connection)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        throw StorageError(StoreText::tr("The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql)."));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    db.setHostName(where.host);
    db.setPort(where.port);
    db.setDatabaseName(where.database);
    db.setUserName(where.user);
    // Never hung on a server that does not answer; the password, when none is typed, from ~/.pgpass (libpq).
    db.setConnectOptions(QStringLiteral("connect_timeout=5;application_name=castellan"));
    bool open = db.open();
    for (int attempt = 0; !open && attempt < 3 && wantsPassword(db.lastError()) && prompt(); ++attempt) {
        const std::optional<QString> password = prompt()(where);
        if (!password)
            break;
        db.setPassword(*password);
        open = db.open();
    }
    if (!open) {
        const QSqlError error = db.lastError();
        const QString said = error.databaseText().trimmed().isEmpty() ? error.text() : error.databaseText().trimmed();
        throw StorageError(
            StoreText::tr("The server at %1, port %2, could not be reached or refused the login of %3: %4")
                .arg(where.host.left(200), QString::number(where.port), where.user.left(63), said.left(500)));
    }
    // A writer waits behind another's lock as long as on a file, then says so (55P03); the server's notices
    // (a view or policy replaced) are its own business, not the user's.
    const QStringList settings = {
        QStringLiteral("SET search_path TO %1").arg(quotedIdentifier(where.schema())),
        QStringLiteral("SET lock_timeout = %1").arg(CampaignStore::WriteWaitSeconds * 1000),
        QStringLiteral("SET client_min_messages = warning"),
    };
    for (const QString &sql : settings) {
        QSqlQuery setting(db);
        if (!setting.exec(sql))
            throwQueryError(setting);
    }
    return db;
}

QString serverUser(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT current_user")) && q.next())
        return q.value(0).toString();
    return {};
}

} // namespace castellan
