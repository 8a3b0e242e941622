#pragma once

#include <QString>

namespace castellan {

/** The background scan of a campaign's map and how opaque its hexes are, kept in QSettings by campaign file. */
struct BackgroundSettings
{
    QString image;        ///< empty: none
    qreal opacity = 1.0;  ///< of the hexes over it

    static BackgroundSettings load(const QString &campaignPath);
    /** An empty image forgets the campaign's entry. */
    static void save(const QString &campaignPath, const BackgroundSettings &settings);
};

} // namespace castellan
