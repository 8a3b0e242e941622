#pragma once

#include "model/ruleoptions.h"

#include <QString>

namespace castellan {

class Campaign;

/**
 * The app's preferences, kept with QSettings (issue 15): its language, what a new campaign starts with (rule
 * options, table dice among them, and how many end-of-turn backups it keeps), and how much of a leader's history
 * a printed sheet shows.
 */
struct Preferences
{
    QString language; ///< "en", "de", "fr"; empty: the system's
    RuleOptions newCampaignOptions;
    int backupsKept = 5;     ///< 0 to 1000
    int historyEntries = -1; ///< the newest N on a printed sheet; -1 all, 0 none
    int sheetsPerPage = 1;   ///< printed leader sheets on one page, 1 to 4

    static Preferences load();
    void save() const;
    /** Gives a campaign just made the options and backups a new campaign starts with. */
    void applyToNewCampaign(Campaign &campaign) const;

    bool operator==(const Preferences &) const = default;
};

} // namespace castellan
