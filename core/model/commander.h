#pragma once

#include "model/leader.h"

#include <QList>
#include <QString>

namespace castellan {

/**
 * RULES R1, L3: the leader who counts among `leaders`: the designated commander when he is able, otherwise the
 * able leader with the best Battle; nullptr when none is able. Points into `leaders`.
 */
const Leader *commanderAmong(const QList<Leader> &leaders, qint64 designatedId);

/** One line saying who commands a force with these leaders and why (RULES R1, L3), for a tip. */
QString commandExplanation(const QList<Leader> &leaders, qint64 designatedId);

} // namespace castellan
