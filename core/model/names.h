#pragma once

#include <QString>

namespace castellan {

/** What is wrong with a name given to a side, a leader or a force (model/limits.h), already trimmed. */
enum class NameProblem {
    None,
    Empty,         ///< nothing, or only spaces and zero-width characters
    TooLong,       ///< more than MaxNameLength characters, counted as characters and not as UTF-16 units
    BadCharacters, ///< a control character (NUL among them) or half of a character
};

/** The name's problem; None when it will do. */
NameProblem nameProblem(const QString &trimmed);
/** The characters of a text (code points): an emoji is one, whatever UTF-16 makes of it. */
qsizetype characterCount(const QString &text);
/** The refusal of BadCharacters, the same for every kind of name. */
QString badCharactersInName();

} // namespace castellan
