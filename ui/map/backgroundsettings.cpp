#include "backgroundsettings.h"

#include <QSettings>
#include <QVariantMap>

namespace castellan {

namespace {

/** One map of campaign file -> {image, opacity}: file paths would make poor QSettings keys. */
const QString Key = QStringLiteral("map/backgrounds");

} // namespace

BackgroundSettings BackgroundSettings::load(const QString &campaignPath)
{
    const QVariantMap saved = QSettings().value(Key).toMap().value(campaignPath).toMap();
    return {saved.value(QStringLiteral("image")).toString(), saved.value(QStringLiteral("opacity"), 1.0).toReal()};
}

void BackgroundSettings::save(const QString &campaignPath, const BackgroundSettings &settings)
{
    if (campaignPath.isEmpty())
        return;
    QSettings store;
    QVariantMap all = store.value(Key).toMap();
    if (settings.image.isEmpty())
        all.remove(campaignPath);
    else
        all.insert(campaignPath, QVariantMap{{QStringLiteral("image"), settings.image},
                                             {QStringLiteral("opacity"), settings.opacity}});
    store.setValue(Key, all);
}

} // namespace castellan
