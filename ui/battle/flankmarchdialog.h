#pragma once

#include "battle/battle.h"
#include "odds/flankdialogparts.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace castellan {

class FlankOddsChart;
class OddsWorker;

/**
 * Before the first round of a field battle, a side sends commands on a flank march (RULES M2): a subordinate
 * general, units of his force and a side edge, checked against M2's limits as they are chosen. The chance that
 * the march arrives by each round (M3) is charted, and the battle's exact odds with the march are set beside the
 * odds if the units stay (O1). Each command sent is noted in the battle's record at once; one may be called off
 * until the first die is rolled.
 */
class FlankMarchDialog : public QDialog
{
    Q_OBJECT

public:
    FlankMarchDialog(Battle &battle, QWidget *parent = nullptr);
    ~FlankMarchDialog() override;

    /** The command as chosen now: why it may not march, or empty. */
    QString refusal() const;
    /** "Attacker wins 61.2% with the march, 57.0% if the units stay", once computed. */
    QString oddsText() const;
    bool isComputing() const;
    FlankOddsChart *chart() const { return mParts.chart; }

Q_SIGNALS:
    /** A command was sent or called off. */
    void marchesChanged();

private:
    Role role() const;
    qint64 generalId() const;
    void fillGenerals();
    void update();
    void send();
    void recall();
    void fillSent();

    Battle &mBattle;
    QComboBox *mSide;
    QComboBox *mGeneral;
    QSpinBox *mUnits;
    FlankDialogParts mParts;
    QLabel *mOdds;
    OddsWorker *mWorker;
    double mStayWins = 0;
};

} // namespace castellan
