#pragma once

#include "battle/battle.h"

#include <QJsonObject>
#include <QString>

namespace castellan {

/** Stable key of a result ("attacker_wins", "defender_wins", "mutual", "avoided", "undecided"). */
QString resultKey(BattleResult r);
/** The result as a game master reads it. */
QString resultText(BattleResult r);
/** The same, kept as data for what is stored. */
RollText resultKept(BattleResult r);

/**
 * Puts a text into a stored report (issue 30, item 8): `key` holds it in the catalogues' source language and
 * `key_data` what it is, so the report reads in any language (see shownReport).
 */
void insertKept(QJsonObject &report, const QString &key, const RollText &text);
/** A stored report as its reader reads it: each kept text in the app's language, without the `_data` keys. */
QJsonObject shownReport(const QJsonObject &stored);

/** What the report needs to know of a side besides the battle itself. */
struct ReportSide
{
    QString forceName;
    QString sideName;
    Units start;
};

/** A side's units as a report keeps them: good, flagged, broken and their total. */
QJsonObject unitsJson(const Units &u);
/** The whole report of a battle: sides, result, rounds, every step with its roll, as stored (see shownReport). */
QJsonObject battleReport(const Battle &battle, int turn, const ReportSide &attacker, const ReportSide &defender);

/** The report's headings and tables, to be laid in a page: the battle report's or a side's turn report. */
QString battleReportBody(const QJsonObject &stored);
/** The report, stored or shown, as a self-contained HTML page, for export and printing. */
QString battleReportHtml(const QJsonObject &report);

} // namespace castellan
