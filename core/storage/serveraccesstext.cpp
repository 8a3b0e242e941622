#include "serveraccesstext.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct ServerAccessWordsText
{
    Q_DECLARE_TR_FUNCTIONS(ServerAccess)
};

} // namespace

QString serverRoleText(ServerRole role)
{
    switch (role) {
    case ServerRole::GameMaster: return ServerAccessWordsText::tr("game master");
    case ServerRole::Player: return ServerAccessWordsText::tr("player");
    case ServerRole::Observer: return ServerAccessWordsText::tr("observer");
    }
    return {};
}

QString grantedText(const QString &user, ServerRole role, const QString &sideName)
{
    switch (role) {
    case ServerRole::GameMaster: return ServerAccessWordsText::tr("%1 is now a game master of the campaign.").arg(user);
    case ServerRole::Player:
        return ServerAccessWordsText::tr("%1 is now a player of the campaign, for %2.").arg(user, sideName);
    case ServerRole::Observer: return ServerAccessWordsText::tr("%1 is now an observer of the campaign.").arg(user);
    }
    return {};
}

} // namespace castellan
