#pragma once

#include "rules/flankrules.h"

#include <QStringList>
#include <QVariant>

class QComboBox;
class QDialog;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;

namespace castellan {

class FlankOddsChart;

/**
 * What the flank-march dialogs share (RULES M2, M3): an introduction, a form for the command, the reason it is
 * refused, the chart of its chance of arrival, the commands sent with a button to call one off, then Send and
 * Close. Object names start with `prefix` ("flank" gives flankWhy, flankSent, flankSend, flankRecall, flankEdge).
 */
struct FlankDialogParts
{
    FlankDialogParts(QDialog *dialog, const QString &prefix, const QString &intro, const QString &callOffText);

    /** The form's rows go here; the edge is its last. */
    QFormLayout *form;
    QComboBox *edge;
    QLabel *why;
    FlankOddsChart *chart;
    QListWidget *sent;
    QPushButton *send;
    QPushButton *recall;

    FlankEdge chosenEdge() const;
    /** Shows why the command as chosen is refused, or hides the line. */
    void showWhy(const QString &text);
    /** The commands sent, each with the data that calls it off; "None yet." when there are none. */
    void listSent(const QStringList &lines, const QList<QVariant> &data);
};

} // namespace castellan
