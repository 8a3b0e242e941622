#pragma once

#include "commands/action/outcome.h"
#include "rules/leaderrules.h"
#include "rules/traits.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace castellan {

class Campaign;

/** One leader of a roster file, as it will join the campaign. */
struct RosterEntry
{
    QString name;
    QString side;
    Ratings ratings{};
    int vitality = 0;   ///< current vitality (RULES L3): from −1 to his Vitality rating
    int rerolls = 0;    ///< RULES H2
    QString capturedBy; ///< the side holding him, empty when free (RULES L6)
    QString location;
    QString notes;
    bool notesGmOnly = false;
    bool coward = false; ///< RULES M1
    Pronoun pronoun = Pronoun::He;
};

/** A roster file read whole: its leaders, or why it cannot be imported (the entry and the field named). */
struct RosterRead
{
    QList<RosterEntry> entries;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

/** Reads and checks a roster file (rosterDocument's format) against the campaign, before anything is written. */
RosterRead readRoster(const Campaign &campaign, const QByteArray &json);

/**
 * Imports a roster file into the campaign as one undoable action: every leader of it or none (issue 15). Sides
 * the campaign does not have yet are created. A bad file is refused as a file problem, with the entry and the
 * field.
 */
Outcome importRoster(Campaign &campaign, const QByteArray &json, const QString &fileName);

} // namespace castellan
