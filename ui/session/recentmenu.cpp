#include "recentmenu.h"

#include "campaignsession.h"
#include "i18n/argtext.h"

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
        const QString label = n < 10 ? tr("&%1 %2").arg(argText(n), argText(QFileInfo(file).fileName())) : QFileInfo(file).fileName();
        QAction *a = addAction(label);
        a->setData(file);
        a->setToolTip(QDir::toNativeSeparators(file));
        a->setStatusTip(QDir::toNativeSeparators(file));
        if (!QFileInfo::exists(file)) {
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
