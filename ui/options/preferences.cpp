#include "preferences.h"

#include "campaign/backups.h"
#include "campaign/campaign.h"
#include "sheets/sheethtml.h"

#include <QSettings>

#include <algorithm>

namespace castellan {

namespace {
const QString LanguageKey = QStringLiteral("preferences/language");
const QString BackupsKey = QStringLiteral("preferences/backupsKept");
const QString HistoryKey = QStringLiteral("preferences/historyEntries");
const QString SheetsPerPageKey = QStringLiteral("preferences/sheetsPerPage");
const QString OptionsGroup = QStringLiteral("preferences/newCampaign");
} // namespace

Preferences Preferences::load()
{
    const QSettings settings;
    Preferences p;
    p.language = settings.value(LanguageKey).toString();
    p.backupsKept = std::clamp(settings.value(BackupsKey, 5).toInt(), 0, 1000);
    p.historyEntries = std::clamp(settings.value(HistoryKey, -1).toInt(), -1, 1000);
    p.sheetsPerPage = std::clamp(settings.value(SheetsPerPageKey, 1).toInt(), 1, MaxSheetsPerPage);
    p.newCampaignOptions = RuleOptions::fromMeta(
        [&settings](const QString &key) { return settings.value(OptionsGroup + QLatin1Char('/') + key).toString(); });
    return p;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(LanguageKey, language);
    settings.setValue(BackupsKey, backupsKept);
    settings.setValue(HistoryKey, historyEntries);
    settings.setValue(SheetsPerPageKey, sheetsPerPage);
    for (const auto &[key, value] : newCampaignOptions.toMeta())
        settings.setValue(OptionsGroup + QLatin1Char('/') + key, value);
}

void Preferences::applyToNewCampaign(Campaign &campaign) const
{
    // Written outside the undo history: they are where the campaign starts, not a change to take back.
    for (const auto &[key, value] : newCampaignOptions.toMeta())
        campaign.keepSetting(key, value);
    campaign.keepSetting(BackupsKeepKey, QString::number(backupsKept));
}

} // namespace castellan
