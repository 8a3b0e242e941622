#include "backups.h"

#include "i18n/argtext.h"
#include "storage/campaignfile.h"
#include "storage/campaignstore.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct BackupsText
{
    Q_DECLARE_TR_FUNCTIONS(TurnActions)
};

/** The folder's copies of the campaign named `base`, oldest first (matched by hand: a name may hold '*' or '['). */
QStringList copiesIn(const QDir &folder, const QString &base)
{
    const QString prefix = base + QStringLiteral("-turn-");
    QStringList found;
    const QStringList all = folder.entryList(QDir::Files, QDir::Name);
    for (const QString &name : all) {
        if (name.startsWith(prefix) && name.endsWith(QStringLiteral(".castellan")))
            found << name;
    }
    auto turnOf = [&](const QString &name) {
        return name.mid(prefix.size()).section(QLatin1Char('.'), 0, 0).toLongLong();
    };
    std::stable_sort(found.begin(), found.end(),
                     [&](const QString &a, const QString &b) { return turnOf(a) < turnOf(b); });
    return found;
}

} // namespace

QString backupFolder(const QString &campaignPath)
{
    const QFileInfo info(campaignPath);
    return info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral(".backups"));
}

KeptBackup keepBackup(const CampaignStore &store, int turn, int keep)
{
    if (keep <= 0)
        return {};
    const QString folder = backupFolder(store.path());
    if (!QDir().mkpath(folder))
        return {{}, BackupsText::tr("No backup: the folder %1 cannot be made.").arg(folder)};
    const QDir dir(folder);
    const QString base = QFileInfo(store.path()).completeBaseName();
    removeInterruptedCopies(folder);
    const QString target =
        dir.filePath(QStringLiteral("%1-turn-%2.castellan")
                         .arg(argText(base), QStringLiteral("%1").arg(turn, 4, 10, QLatin1Char('0'))));
    try {
        store.saveCopy(target);
    } catch (const StorageError &e) {
        return {{}, BackupsText::tr("No backup: %1").arg(e.message())};
    }
    QStringList copies = copiesIn(dir, base);
    while (copies.size() > keep)
        QFile::remove(dir.filePath(copies.takeFirst()));
    return {target, BackupsText::tr("Backup kept: %1").arg(target)};
}

} // namespace castellan
