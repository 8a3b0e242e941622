#pragma once

#include <QWidget>

class QCustomPlot;
class QCPBars;
class QLabel;

namespace castellan {

/**
 * RULES O2: the chance that a siege breaks in by each coming turn with the rerolls it has now, under the S2
 * default choice, and the units the besieger can expect to lose to 1s until then.
 */
class SiegeOddsChart : public QWidget
{
    Q_OBJECT

public:
    explicit SiegeOddsChart(QWidget *parent = nullptr);
    /** The chart for the coming rolls; the first is this turn's, or next turn's once `rolledThisTurn`. */
    void setRerolls(int rerolls, bool rolledThisTurn = false, int turns = 10);
    /** The plotted chance of a break-in by the end of each coming turn (index 0: this turn), in percent. */
    QList<double> plotted() const;
    QString caption() const;
    QString axisLabel() const;

private:
    QCustomPlot *mPlot = nullptr;
    QCPBars *mBars = nullptr;
    QLabel *mCaption = nullptr;
};

} // namespace castellan
