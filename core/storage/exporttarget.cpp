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

} // namespace

QString whyNotExportTo(const QString &path, ExportKind kind)
{
    if (path.trimmed().isEmpty())
        return ExportTargetText::tr("Name the file to write.");
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
    if (!fileHeader(real, 16).startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return {};
    if (kind == ExportKind::PlayersCopy && isPlayersCopy(real))
        return {}; // last turn's copy for the players, replaced by this turn's
    return ExportTargetText::tr("%1 is a campaign (or another database): an export never writes over one. Choose "
                                "another file.")
        .arg(path);
}

} // namespace castellan
