#include "exporttarget.h"

#include "campaignstore.h"
#include "heldfiles.h"
#include "storageerror.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace castellan {

namespace {

struct ExportTargetText
{
    Q_DECLARE_TR_FUNCTIONS(ExportTarget)
};

bool isPlayersCopy(const QString &path)
{
    try {
        return CampaignStore::open(path, CampaignAccess::ReadOnly)->seedWithheld();
    } catch (const StorageError &) {
        return false;
    }
}

bool isDatabase(const QString &path)
{
    return QFileInfo(path).isFile() && fileHeader(path, 16).startsWith(QByteArrayLiteral("SQLite format 3\0"));
}

} // namespace

QString whyCampaignCompanion(const QString &path)
{
    const QFileInfo given(path);
    // Where a write would land: through a link to its target, and in the folder as links resolve it.
    const QFileInfo landing(given.exists() ? given.canonicalFilePath() : given.absoluteFilePath());
    const QString folder = QFileInfo(landing.absolutePath()).canonicalFilePath();
    const QString name = landing.fileName();
    for (const QLatin1String suffix : {QLatin1String("-journal"), QLatin1String("-wal"), QLatin1String("-shm")}) {
        if (!name.endsWith(suffix) || folder.isEmpty())
            continue;
        const QString campaign = folder + QLatin1Char('/') + name.chopped(suffix.size());
        if (isDatabase(campaign))
            return ExportTargetText::tr("%1 is where SQLite keeps the journal of the campaign %2, and reads it at its "
                                        "next opening: writing it could damage that campaign. Choose another file.")
                .arg(path, campaign);
    }
    return {};
}

QString whyNotExportTo(const QString &path, ExportKind kind)
{
    if (path.trimmed().isEmpty())
        return ExportTargetText::tr("Name the file to write.");
    if (const QString why = whyCampaignCompanion(path); !why.isEmpty())
        return why;
    const QFileInfo info(path);
    if (!info.exists())
        return info.isSymLink() ? ExportTargetText::tr("%1 is a link to nothing: name a file to write.").arg(path)
                                : QString();
    const QString real = info.canonicalFilePath();
    struct stat st;
    if (::stat(QFile::encodeName(real).constData(), &st) != 0 || !S_ISREG(st.st_mode))
        return ExportTargetText::tr("%1 is not a regular file (a folder, a device or a pipe): an export writes a "
                                    "file of its own.")
            .arg(path);
    if (!isDatabase(real))
        return {};
    if (kind == ExportKind::PlayersCopy && isPlayersCopy(real))
        return {}; // last turn's copy for the players, replaced by this turn's
    return ExportTargetText::tr("%1 is a campaign (or another database): an export never writes over one. Choose "
                                "another file.")
        .arg(path);
}

} // namespace castellan
