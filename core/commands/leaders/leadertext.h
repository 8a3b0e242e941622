#pragma once

#include "i18n/rolltext.h"
#include "model/leader.h"

#include <QString>

// Words the leader actions share, in their history lines and refusals. Internal to commands/.
namespace castellan {

QString noSuchLeader();
/** "3 wounds". */
RollText woundsText(int wounds);
/** What a change of vitality did to his status (" He is disabled."), for the history line; empty when nothing. */
RollText statusNote(const Leader &before, const Leader &after);

} // namespace castellan
