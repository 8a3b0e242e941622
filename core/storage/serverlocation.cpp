#include "serverlocation.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace castellan {

namespace {

struct ServerLocationText
{
    Q_DECLARE_TR_FUNCTIONS(ServerLocation)
};

bool fail(QString *why, const QString &message)
{
    if (why)
        *why = message;
    return false;
}

} // namespace

bool ServerLocation::isUrl(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

std::optional<ServerLocation> ServerLocation::parse(const QString &text, QString *why)
{
    if (why)
        why->clear();
    if (!isUrl(text))
        return std::nullopt;
    const QUrl url(text, QUrl::StrictMode);
    const QString shape = QStringLiteral("postgresql://user@host:port/database?campaign=NAME");
    if (!url.isValid()) {
        fail(why, ServerLocationText::tr("%1 is not a server campaign's address (%2).").arg(text.left(200), shape));
        return std::nullopt;
    }
    if (!url.password().isEmpty()) {
        fail(why,
             ServerLocationText::tr(
                 "A server campaign's address never holds a password: put it in ~/.pgpass, or type it when "
                 "the server asks."));
        return std::nullopt;
    }
    ServerLocation where;
    where.user = url.userName();
    where.host = url.host();
    where.port = url.port(5432);
    where.database = url.path().mid(1);
    const QUrlQuery query(url);
    where.campaign = query.queryItemValue(QStringLiteral("campaign"), QUrl::FullyDecoded);
    if (query.hasQueryItem(QStringLiteral("host")))
        where.host = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    if (where.user.isEmpty() || where.host.isEmpty() || where.database.isEmpty()
        || where.database.contains(QLatin1Char('/'))) {
        fail(why,
             ServerLocationText::tr("%1 lacks a user, a host or a database: a server campaign is named as %2.")
                 .arg(text.left(200), shape));
        return std::nullopt;
    }
    static const QRegularExpression name(QStringLiteral("^[a-z][a-z0-9_]{0,31}\\z"));
    if (!name.match(where.campaign).hasMatch()) {
        fail(why,
             ServerLocationText::tr(
                 "%1 names no campaign, or a bad one: ?campaign= takes a name of small letters, digits and _, "
                 "starting with a letter, at most 32 characters.")
                 .arg(text.left(200)));
        return std::nullopt;
    }
    return where;
}

QString ServerLocation::groupRole(const char *role) const
{
    const QByteArray hash = QCryptographicHash::hash(database.toUtf8(), QCryptographicHash::Sha1).toHex().left(6);
    return QStringLiteral("castellan_%1_%2_%3").arg(campaign, QString::fromLatin1(hash), QLatin1String(role));
}

QString ServerLocation::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    const bool socket = host.startsWith(QLatin1Char('/'));
    url.setHost(socket ? QStringLiteral("localhost") : host);
    url.setPort(port);
    url.setPath(QLatin1Char('/') + database);
    QUrlQuery query;
    if (socket)
        query.addQueryItem(QStringLiteral("host"), host);
    query.addQueryItem(QStringLiteral("campaign"), campaign);
    url.setQuery(query);
    return url.toString();
}

} // namespace castellan
