#include "noteactions.h"

#include "commands/action/actionbuilder.h"

#include "campaign/campaign.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct NoteActionsText
{
    Q_DECLARE_TR_FUNCTIONS(NoteActions)
    CASTELLAN_KEPT_TEXTS(NoteActions)
};

/** Writes the notes where the action keeps them (a leader's, a force's or a fortress's) and lands it. */
Outcome writeNote(ActionBuilder &b, QString &notes, bool &notesGmOnly, const QString &text, bool gmOnly,
                  qint64 leaderId = 0, qint64 forceId = 0)
{
    if (notes == text && notesGmOnly == gmOnly)
        return Outcome::refused(NoteActionsText::tr("The notes are unchanged."));
    notes = text;
    notesGmOnly = gmOnly;
    return b.land(gmOnly ? NoteActionsText::tr("Notes saved, for the game master only.")
                         : NoteActionsText::tr("Notes saved."),
                  leaderId, forceId);
}

} // namespace

Outcome editNote(Campaign &campaign, NoteSubject subject, qint64 id, const QString &text, bool gmOnly)
{
    switch (subject) {
    case NoteSubject::Leader: {
        const auto leader = campaign.leader(id);
        if (!leader)
            return Outcome::refused(NoteActionsText::tr("There is no such leader."));
        ActionBuilder b(campaign, NoteActionsText::kept("Edit notes of %1").arg(leader->name));
        Leader &l = b.leader(id);
        return writeNote(b, l.notes, l.notesGmOnly, text, gmOnly, id);
    }
    case NoteSubject::Force: {
        const auto force = campaign.force(id);
        if (!force)
            return Outcome::refused(NoteActionsText::tr("There is no such force."));
        ActionBuilder b(campaign, NoteActionsText::kept("Edit notes of %1").arg(force->name));
        Force &f = b.force(id);
        return writeNote(b, f.notes, f.notesGmOnly, text, gmOnly, 0, id);
    }
    case NoteSubject::Fortress: {
        const auto fortress = campaign.fortress(id);
        if (!fortress)
            return Outcome::refused(NoteActionsText::tr("There is no such fortress."));
        ActionBuilder b(campaign, NoteActionsText::kept("Edit notes of %1").arg(fortress->name));
        Fortress &f = b.fortress(id);
        return writeNote(b, f.notes, f.notesGmOnly, text, gmOnly);
    }
    }
    return Outcome::refused(NoteActionsText::tr("There is no such note."));
}

} // namespace castellan
