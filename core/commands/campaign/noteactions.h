#pragma once

#include "commands/action/outcome.h"

#include <QString>
#include <QtGlobal>

namespace castellan {

class Campaign;

/** What a note is written on: a leader's sheet, a force or a fortress. */
enum class NoteSubject { Leader, Force, Fortress };

/**
 * Writes the notes of a leader, a force or a fortress, and whether they are the game master's only (a players'
 * copy leaves those out). One undoable action.
 */
Outcome editNote(Campaign &campaign, NoteSubject subject, qint64 id, const QString &text, bool gmOnly);

} // namespace castellan
