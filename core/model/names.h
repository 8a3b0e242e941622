#pragma once

#include "limits.h"

#include <QString>

namespace castellan {

/** What is wrong with a name given to a side, a leader or a force (model/limits.h), already trimmed. */
enum class NameProblem {
    None,
    Empty,         ///< nothing, or only spaces and zero-width characters
    TooLong,       ///< more than MaxNameLength characters, counted as characters and not as UTF-16 units
    BadCharacters, ///< a control character (NUL among them) or half of a character
};

/** The name's problem, at most `maxLength` characters; None when it will do. */
NameProblem nameProblem(const QString &trimmed, qsizetype maxLength = MaxNameLength);
/** A place's (model/limits.h): empty is no problem, it names no place; no control character, MaxPlaceLength. */
NameProblem placeProblem(const QString &trimmed);
/**
 * The characters of a text as the user sees them (grapheme clusters): an emoji is one, whatever UTF-16 makes of
 * it, and so is a letter with its accents or a flag. Every limit of a name is counted so (issue 56).
 */
qsizetype characterCount(const QString &text);
/** The refusal of BadCharacters, the same for every kind of name. */
QString badCharactersInName();
/** Empty when a campaign may take this name (the same rule as every name), otherwise why not. */
QString whyCannotNameCampaign(const QString &name);

} // namespace castellan
