#pragma once

#include "battle/battle.h"

#include <QJsonObject>
#include <QString>

namespace castellan {

/** Stable key of a result ("attacker_wins", "defender_wins", "mutual", "avoided", "undecided"). */
QString resultKey(BattleResult r);
/** The result as a game master reads it. */
QString resultText(BattleResult r);

/** What the report needs to know of a side besides the battle itself. */
struct ReportSide
{
    QString forceName;
    QString sideName;
    Units start;
};

/** The whole report of a battle: sides, result, rounds, every step with its roll (JSON, kept in the campaign). */
/** A side's units as a report keeps them: good, flagged, broken and their total. */
QJsonObject unitsJson(const Units &u);
QJsonObject battleReport(const Battle &battle, int turn, const ReportSide &attacker, const ReportSide &defender);

/** The report as a self-contained HTML page, for export and printing. */
QString battleReportHtml(const QJsonObject &report);

} // namespace castellan
