#pragma once

#include "commands/board/campaigntactical.h"
#include "odds/flankdialogparts.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace castellan {

class FlankOddsChart;

/**
 * Before the first roll of a campaign battle on the board, a side sends commands on a flank march (RULES M2): a
 * general who is not its commander-in-chief, counters of his own force and a side edge. M2's limits are checked
 * as they are chosen; the chance that the march has arrived by each game turn is charted (M3). The counters sent
 * leave the board until the march comes in.
 */
class TacticalFlankDialog : public QDialog
{
    Q_OBJECT

public:
    TacticalFlankDialog(CampaignTactical &tactical, QWidget *parent = nullptr);

    QString refusal() const;
    /** The counters ticked for the march (the first of the general's, until the user picks). */
    QList<int> chosenCounters() const;
    void setChosenCounters(const QList<int> &ids);
    FlankOddsChart *chart() const { return mParts.chart; }

Q_SIGNALS:
    void marchesChanged();

private:
    int side() const;
    qint64 generalId() const;
    void fillGenerals();
    void fillCounters();
    void update();
    void send();
    void recall();
    void fillSent();

    CampaignTactical &mTactical;
    QComboBox *mSide;
    QComboBox *mGeneral;
    QListWidget *mCounters;
    FlankDialogParts mParts;
};

} // namespace castellan
