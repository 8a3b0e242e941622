// Shared campaigns on a PostgreSQL server (issue 16): publish a file to one, pull one into a file, and the
// password a server asks for, typed on the terminal.
#include "clicommands.h"

#include "campaign/campaign.h"
#include "dice/logverifier.h"
#include "storage/serveraccesstext.h"
#include "storage/serverconnection.h"
#include "storage/serverlocation.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace castellan {

namespace {

/** The password typed on the terminal, not echoed; none without a terminal (a script gets the server's refusal). */
std::optional<QString> askOnTerminal(const ServerLocation &where)
{
    const int tty = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
    if (tty < 0)
        return std::nullopt;
    const QByteArray ask = CliText::tr("Password for %1 on %2: ").arg(where.user, where.host).toUtf8();
    [[maybe_unused]] const ssize_t written = ::write(tty, ask.constData(), size_t(ask.size()));
    termios saved{};
    const bool quiet = ::tcgetattr(tty, &saved) == 0;
    if (quiet) {
        termios silent = saved;
        silent.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(tty, TCSAFLUSH, &silent);
    }
    QByteArray line;
    char c = 0;
    while (::read(tty, &c, 1) == 1 && c != '\n' && line.size() < 1024)
        line.append(c);
    if (quiet)
        ::tcsetattr(tty, TCSAFLUSH, &saved);
    [[maybe_unused]] const ssize_t newline = ::write(tty, "\n", 1);
    ::close(tty);
    return QString::fromUtf8(line);
}

/** The URL argument; bad input when it is not a server campaign's. */
ServerLocation urlArg(const QString &text)
{
    QString why;
    const auto where = ServerLocation::parse(text, &why);
    if (!where)
        throw CliFailure{ExitCode::BadInput,
                         why.isEmpty() ? CliText::tr("%1 is not a server campaign's URL "
                                                     "(postgresql://user@host:port/database?campaign=NAME).")
                                             .arg(text.left(200))
                                       : why};
    return *where;
}

/** The log of the campaign at `path` verifies from its seed; fails the command with why it does not. */
void requireVerified(const CliContext &ctx, const QString &path)
{
    const auto c = ctx.readCampaign(path);
    const LogVerification v = verifyLog(c->rolls());
    if (!v.ok)
        throw CliFailure{ExitCode::RulesRefuse, CliText::tr("The log of %1 does not verify: %2").arg(path, v.problem)};
}

} // namespace

void installTerminalPasswordPrompt()
{
    setPasswordPrompt(askOnTerminal);
}

int cmdPublish(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("publish FILE --to URL");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("to")}, usage);
    const ServerLocation where = urlArg(ctx.p.value(QStringLiteral("to")));
    if (ServerLocation::isUrl(args[0]))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("publish takes a campaign file; a server campaign is copied with pull.")};
    try {
        Campaign::publish(args[0], where.url());
    } catch (const AccessDenied &e) {
        throw CliFailure{ExitCode::RulesRefuse, e.message()};
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
    requireVerified(ctx, where.url());
    return ctx.print(QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("url"), where.url()}},
                     CliText::tr("%1 is published as %2; its log verifies there.").arg(args[0], where.url()));
}

int cmdPull(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("pull URL --to FILE");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("to")}, usage);
    const ServerLocation where = urlArg(args[0]);
    const QString target = ctx.p.value(QStringLiteral("to"));
    if (QFileInfo::exists(target))
        throw CliFailure{ExitCode::BadInput, CliText::tr("%1 exists already: pull writes a new file.").arg(target)};
    {
        const auto c = ctx.readCampaign(where.url());
        try {
            c->saveCopy(target);
        } catch (const StorageError &e) {
            throw CliFailure{ExitCode::BadInput, e.message()};
        }
    }
    requireVerified(ctx, target);
    return ctx.print(
        QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("path"), QFileInfo(target).absoluteFilePath()}},
        CliText::tr("%1 is copied to %2; its log verifies there.").arg(where.url(), target));
}

namespace {

/** A shared campaign opened by a game master to manage its access; a file is bad input. */
std::unique_ptr<Campaign> sharedCampaign(const QString &url)
{
    urlArg(url);
    try {
        return Campaign::open(url, CampaignAccess::ReadWrite); // not through the table dice: access rolls nothing
    } catch (const AccessDenied &e) {
        throw CliFailure{ExitCode::RulesRefuse, e.message()};
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
}

QJsonObject grantJson(const Campaign &c, const AccessGrant &g)
{
    QJsonObject j{{QStringLiteral("user"), g.user}, {QStringLiteral("role"), serverRoleKey(g.role)}};
    j.insert(QStringLiteral("side"), g.role == ServerRole::Player ? QJsonValue(c.sideName(g.sideId)) : QJsonValue());
    return j;
}

} // namespace

int cmdAccessGrant(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("access grant URL --user NAME --role gm|player|observer [--side SIDE]");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("user"), QStringLiteral("role")}, usage);
    auto c = sharedCampaign(args[0]);
    AccessGrant grant;
    grant.user = ctx.p.value(QStringLiteral("user"));
    const auto role = serverRoleFromKey(ctx.p.value(QStringLiteral("role")));
    if (!role)
        throw CliFailure{ExitCode::BadInput, CliText::tr("--role is gm, player or observer.")};
    grant.role = *role;
    const bool sideGiven = ctx.p.isSet(QStringLiteral("side"));
    if (grant.role == ServerRole::Player && !sideGiven)
        throw CliFailure{ExitCode::BadInput, CliText::tr("A player is bound to one side: --side SIDE.")};
    if (grant.role != ServerRole::Player && sideGiven)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Only a player has a side.")};
    if (sideGiven)
        grant.sideId = ctx.findSide(*c, ctx.p.value(QStringLiteral("side")));
    onServer([&] { c->grantAccess(grant); });
    return ctx.print(QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("grant"), grantJson(*c, grant)}},
                     grantedText(grant.user, grant.role, c->sideName(grant.sideId)));
}

int cmdAccessRevoke(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("access revoke URL --user NAME");
    ctx.expectArgs(args, 1, usage);
    ctx.expectOptions({QStringLiteral("user")}, usage);
    auto c = sharedCampaign(args[0]);
    const QString user = ctx.p.value(QStringLiteral("user"));
    onServer([&] { c->revokeAccess(user); });
    return ctx.print(QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("user"), user}},
                     CliText::tr("%1 has no access to %2 any more.").arg(user, c->name()));
}

int cmdAccessList(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("access list URL"));
    auto c = sharedCampaign(args[0]);
    QList<AccessGrant> grants;
    onServer([&] { grants = c->accessList(); });
    QJsonArray all;
    QStringList lines;
    for (const AccessGrant &g : std::as_const(grants)) {
        all.append(grantJson(*c, g));
        lines << (g.role == ServerRole::Player ? CliText::tr("%1: player, %2").arg(g.user, c->sideName(g.sideId))
                                               : CliText::tr("%1: %2").arg(g.user, serverRoleText(g.role)));
    }
    return ctx.print(all, lines.join(QLatin1Char('\n')));
}

} // namespace castellan
