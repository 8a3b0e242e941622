#include "playerscopy.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "storage/exporttarget.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRandomGenerator>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct PlayersCopyText
{
    Q_DECLARE_TR_FUNCTIONS(PlayersCopy)
};

constexpr int SaltBytes = 32;

QByteArray saltBytes(const QString &hex)
{
    const QString trimmed = hex.trimmed();
    if (trimmed.size() != SaltBytes * 2)
        return {};
    for (QChar c : trimmed) {
        if (!c.isDigit() && !(c.toLower() >= QLatin1Char('a') && c.toLower() <= QLatin1Char('f')))
            return {};
    }
    return QByteArray::fromHex(trimmed.toLatin1());
}

} // namespace

QString seedCommitment(quint64 seed, const QString &saltHex)
{
    const QByteArray salt = saltBytes(saltHex);
    if (salt.isEmpty())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(salt);
    hash.addData(QByteArray::number(seed));
    return QString::fromLatin1(hash.result().toHex());
}

PlayersCopy writePlayersCopy(const Campaign &campaign, const QString &path)
{
    if (const QString why = whyNotExportTo(path, ExportKind::PlayersCopy); !why.isEmpty())
        throw StorageError(why);
    // The salt hides the seed however small it is: 256 bits from the system's secure source, not the dice.
    QByteArray salt(SaltBytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(salt.begin(), salt.end());
    PlayersCopy copy;
    copy.salt = QString::fromLatin1(salt.toHex());
    copy.commitment = seedCommitment(campaign.seed(), copy.salt);
    campaign.savePlayersCopy(path, copy.commitment);
    return copy;
}

QString whySeedDoesNotMatch(const Campaign &copy, quint64 seed, const QString &saltHex)
{
    if (!copy.seedWithheld())
        return PlayersCopyText::tr("%1 is not a players' copy: it keeps its own seed.").arg(copy.path());
    const QString commitment = seedCommitment(seed, saltHex);
    if (commitment.isEmpty())
        return PlayersCopyText::tr("The salt is 64 hexadecimal digits, as the game master was shown it.");
    if (commitment.compare(copy.seedCommitment(), Qt::CaseInsensitive) != 0)
        return PlayersCopyText::tr(
                   "The seed %1 and this salt are not the ones the copy was made with: its commitment does not "
                   "match.")
            .arg(argText(seed));
    return {};
}

} // namespace castellan
