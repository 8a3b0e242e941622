#include "campaignsession.h"

#include "campaignbeacon.h"

#include "options/preferences.h"

#include "widgets/dieentrydialog.h"

#include "widgets/messenger.h"

#include "campaign/campaign.h"
#include "commands/campaign/samplecampaign.h"
#include "model/side.h"
#include "storage/serverlocation.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace castellan {

namespace {

constexpr int MaxRecentFiles = 8;
const QString RecentKey = QStringLiteral("recentFiles");
const QString LastCampaignKey = QStringLiteral("lastCampaign");

QString normalPath(const QString &path)
{
    if (ServerLocation::isUrl(path))
        return path; // a server campaign's URL (issue 16)
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

CampaignSession::CampaignSession(Messenger &messages, QObject *parent)
    : QObject(parent)
    , mMessages(messages)
{ }

CampaignSession::~CampaignSession() = default;

QString CampaignSession::samplePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("sample.castellan"));
}

void CampaignSession::openInitial(const QString &path)
{
    if (!path.isEmpty() && open(path))
        return;
    const QString last = QSettings().value(LastCampaignKey).toString();
    if (!last.isEmpty() && (ServerLocation::isUrl(last) || QFileInfo::exists(last)) && open(last))
        return;
    const QString sample = samplePath();
    if (QFileInfo::exists(sample)) {
        open(sample);
        return;
    }
    try {
        QDir().mkpath(QFileInfo(sample).absolutePath());
        setCampaign(createSampleCampaign(sample));
        addRecentFile(sample);
    } catch (const StorageError &e) {
        mMessages.showError(tr("Cannot Create the Sample Campaign"), e.message());
    }
}

bool CampaignSession::open(const QString &path, Opening opening)
{
    const QString target = normalPath(path);
    if (mCampaign && normalPath(mCampaign->path()) == target && (opening == AsAllowed || mCampaign->isReadOnly())) {
        addRecentFile(target);
        return true;
    }
    try {
        // A campaign the user may not write is still his to read: it opens read-only, and the window says so.
        const auto access = opening == AsAllowed && Campaign::isWritable(target) ? Campaign::Access::ReadWrite
                                                                                 : Campaign::Access::ReadOnly;
        setCampaign(Campaign::open(target, access));
    } catch (const StorageError &e) {
        mMessages.showError(tr("Cannot Open Campaign"), e.message());
        return false;
    } catch (const std::exception &e) {
        mMessages.showError(
            tr("Cannot Open Campaign"),
            tr("%1 could not be opened: %2").arg(QDir::toNativeSeparators(target), QString::fromLocal8Bit(e.what())));
        return false;
    }
    addRecentFile(target);
    Q_EMIT statusMessage(mCampaign->isReadOnly() ? tr("Opened %1 read-only").arg(QDir::toNativeSeparators(target))
                                                 : tr("Opened %1").arg(QDir::toNativeSeparators(target)));
    return true;
}

bool CampaignSession::openOrRaise(const QString &path, Opening opening)
{
    const QString target = normalPath(path);
    const bool here = mCampaign && normalPath(mCampaign->path()) == target;
    if (!here && !ServerLocation::isUrl(target) && CampaignBeacon::raiseHolder(target)) {
        Q_EMIT statusMessage(tr("%1 is open in another window: that window is brought to the front")
                                 .arg(QDir::toNativeSeparators(target)));
        return false;
    }
    return open(path, opening);
}

bool CampaignSession::create(const QString &path, const QString &name, quint64 seed, const QStringList &sides)
{
    const QString target = normalPath(path);
    try {
        QDir().mkpath(QFileInfo(target).absolutePath());
        QList<Campaign::FoundingSide> founding;
        for (int i = 0; i < sides.size(); ++i)
            founding.append({sides.at(i), colorForNewSide(sides.at(i), i)});
        std::unique_ptr<Campaign> campaign = Campaign::create(target, name, seed, founding);
        // The rule options and backups of the Preferences: opened again so that the campaign reads them.
        Preferences::load().applyToNewCampaign(*campaign);
        campaign.reset();
        campaign = Campaign::open(target);
        setCampaign(std::move(campaign));
    } catch (const StorageError &e) {
        mMessages.showError(tr("Cannot Create Campaign"), e.message());
        return false;
    }
    addRecentFile(target);
    Q_EMIT statusMessage(tr("Created %1").arg(QDir::toNativeSeparators(target)));
    return true;
}

bool CampaignSession::saveAs(const QString &path)
{
    if (!mCampaign)
        return false;
    Q_EMIT aboutToChange();
    const QString target = normalPath(path);
    try {
        mCampaign->saveAs(target); // pathChanged adds it to the recent files
    } catch (const StorageError &e) {
        mMessages.showError(tr("Cannot Save Campaign"), e.message());
        return false;
    }
    Q_EMIT statusMessage(tr("Saved as %1").arg(QDir::toNativeSeparators(target)));
    return true;
}

void CampaignSession::close()
{
    setCampaign(nullptr);
}

void CampaignSession::useTableDice(Campaign &campaign)
{
    // RULES D4: with the option on, every roll asks the table for its faces first.
    const bool asking = dynamic_cast<PromptedDice *>(&campaign.dice()) != nullptr;
    if (asking == campaign.options().tableDice)
        return; // the dice already ask, or already do not
    std::unique_ptr<DiceSource> dice = campaign.takeDiceSource();
    if (auto *prompted = dynamic_cast<PromptedDice *>(dice.get()))
        dice = prompted->takeGenerator();
    if (campaign.options().tableDice)
        dice = std::make_unique<PromptedDice>(std::move(dice), askTheTable());
    campaign.setDiceSource(std::move(dice));
}

void CampaignSession::setCampaign(std::unique_ptr<Campaign> campaign)
{
    Q_EMIT aboutToChange();
    if (Campaign *c = campaign.get()) {
        connect(c, &Campaign::storageFailed, this, [this, c](const QString &message) {
            mMessages.showError(c->isShared() ? tr("Not Done") : tr("Campaign File Error"), message);
        });
        connect(c, &Campaign::pathChanged, this, &CampaignSession::addRecentFile);
        connect(c, &Campaign::optionsChanged, this, [c] { useTableDice(*c); });
        useTableDice(*c);
    }
    // The old campaign goes last, when nothing looks at it any more.
    std::unique_ptr<Campaign> old = std::exchange(mCampaign, std::move(campaign));
    Q_EMIT campaignChanged(mCampaign.get());
    old.reset();
    rememberLast();
}

void CampaignSession::rememberLast() const
{
    if (mCampaign)
        QSettings().setValue(LastCampaignKey, normalPath(mCampaign->path()));
}

QStringList CampaignSession::recentFiles() const
{
    return QSettings().value(RecentKey).toStringList();
}

void CampaignSession::clearRecentFiles()
{
    QSettings().remove(RecentKey);
    Q_EMIT recentFilesChanged();
}

void CampaignSession::addRecentFile(const QString &path)
{
    const QString file = normalPath(path);
    QStringList files = recentFiles();
    files.removeAll(file);
    files.prepend(file);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings settings;
    settings.setValue(RecentKey, files);
    settings.setValue(LastCampaignKey, file);
    Q_EMIT recentFilesChanged();
}

} // namespace castellan
