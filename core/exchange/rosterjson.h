#pragma once

#include "model/force.h"
#include "model/leader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace castellan {

class Campaign;

/** A leader as castellan-cli and the roster file show him: his sheet, where he is, his level as a general. */
QJsonObject leaderJson(const Campaign &c, const Leader &l);
/** A force as castellan-cli and the forces export show it: units by state and type, leaders, notes. */
QJsonObject forceJson(const Campaign &c, const Force &f);

/** The roster file's format name and version, which an import checks. */
inline constexpr char RosterFormat[] = "castellan-roster";
inline constexpr int RosterFormatVersion = 1;

/**
 * The roster as a file (issue 15): every leader (or those of `ids`, in roster order) with his sheet, the die each
 * rating came from and his history. importRoster reads it back.
 */
QJsonDocument rosterDocument(const Campaign &c, const QList<qint64> &ids = {});

} // namespace castellan
