#pragma once

#include "model/roll.h"

#include <functional>

class QIODevice;

namespace castellan {

class RollArchive;

/**
 * Writes the roll log as CSV (RFC 4180: comma separated, fields with commas, quotes or line breaks quoted,
 * quotes doubled, CRLF line ends), oldest roll first, with a header row:
 * id, turn, context, leader, sides, dice, faces, result, replaces, undone, by_hand.
 * `leaderName` turns a leader id into the name written. Returns the number of rolls written.
 */
qint64 writeRollsCsv(const RollArchive &rolls, const RollFilter &filter, QIODevice &out,
                     const std::function<QString(qint64 leaderId)> &leaderName);

/** One CSV field, quoted when it must be. */
QString csvField(const QString &value);

} // namespace castellan
