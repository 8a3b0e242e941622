#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace castellan {

/** A place in a roster's JSON: the entry of its "leaders" list (1 for the first, 0 outside them) and a field. */
struct JsonSpot
{
    int entry = 0;
    QString field; ///< the path of the field in its entry ("ratings.duel"), or the top object's key
};

/**
 * Where byte `offset` of a roster's text lies, for a parse error that names only the byte. Reads the raw text,
 * which need not be valid JSON past the offset.
 */
JsonSpot jsonSpotAt(const QByteArray &json, qsizetype offset);

/** The first key given twice in one object of the text (JSON keeps the last silently); none when there is none. */
std::optional<JsonSpot> firstRepeatedKey(const QByteArray &json);

} // namespace castellan
