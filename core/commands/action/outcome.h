#pragma once

#include "model/roll.h"

#include <QList>
#include <QString>

namespace castellan {

/** What a user action came to: done, with a line for the user and its rolls, or refused and why. */
struct Outcome
{
    bool ok = true;
    QString refusal;   ///< why the rules refuse, or why the file would not take it
    QString summary;   ///< one line for the user
    QList<Roll> rolls; ///< what was rolled
    qint64 leaderId = 0;
    qint64 forceId = 0;
    bool fileProblem = false; ///< refused by the file (read-only, full, damaged), not by the rules

    static Outcome refused(const QString &why) { return {false, why, {}, {}, 0, 0, false}; }
};

} // namespace castellan
