#pragma once

#include "i18n/rolltext.h"

#include <QtGlobal>

namespace castellan {

/** One line of a leader's history (RULES L2), with the roll that did it, if any. */
struct HistoryEntry
{
    qint64 id = 0;
    qint64 leaderId = 0;
    int turn = 0;
    RollText text; ///< what happened, as data: translated when shown (issue 30, item 8)
    qint64 rollId = 0;
    bool undone = false;
};

} // namespace castellan
