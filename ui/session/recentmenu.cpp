#include "recentmenu.h"

#include "campaignsession.h"
#include "i18n/argtext.h"
#include "storage/serverlocation.h"

#include <QDir>
#include <QFileInfo>

namespace castellan {

RecentMenu::RecentMenu(CampaignSession &session, QWidget *parent)
    : QMenu(tr("Open &Recent"), parent)
    , mSession(session)
{
    setObjectName(QStringLiteral("menuRecent"));
    setToolTipsVisible(true);
    connect(&session, &CampaignSession::recentFilesChanged, this, &RecentMenu::rebuild);
    rebuild();
}

void RecentMenu::rebuild()
{
    clear();
    const QStringList files = mSession.recentFiles();
    int n = 0;
    for (const QString &file : files) {
        ++n;
        const auto server = ServerLocation::parse(file);
        // A server campaign by its name and where it is; a file by its name.
        const QString name = server ? QStringLiteral("%1 (%2@%3)").arg(server->campaign, server->user, server->host)
                                    : QFileInfo(file).fileName();
        const QString label = n < 10 ? tr("&%1 %2").arg(argText(n), argText(name)) : name;
        QAction *a = addAction(label);
        a->setData(file);
        a->setToolTip(server ? file : QDir::toNativeSeparators(file));
        a->setStatusTip(server ? file : QDir::toNativeSeparators(file));
        if (!server && !QFileInfo::exists(file)) {
            a->setEnabled(false);
            a->setToolTip(tr("%1 is gone").arg(QDir::toNativeSeparators(file)));
        }
        connect(a, &QAction::triggered, this, [this, file] { mSession.openOrRaise(file); });
    }
    if (files.isEmpty()) {
        QAction *none = addAction(tr("No recent campaigns"));
        none->setEnabled(false);
    } else {
        addSeparator();
        QAction *clearAll = addAction(tr("&Clear Menu"));
        connect(clearAll, &QAction::triggered, &mSession, &CampaignSession::clearRecentFiles);
    }
}

} // namespace castellan
