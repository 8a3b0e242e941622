#pragma once

#include "rules/flankrules.h"

#include <QWidget>

class QCustomPlot;
class QCPBars;
class QLabel;

namespace castellan {

/**
 * RULES M3: the chance that a flank march under a general of some level has arrived by each coming turn or round,
 * and the chance that it has been aborted, stacked: the rest of each bar's height is the march still out.
 */
class FlankOddsChart : public QWidget
{
    Q_OBJECT

public:
    explicit FlankOddsChart(QWidget *parent = nullptr);
    /** The chart of a march that rolls next with `modifier`, over `turns` rolls. */
    void setMarch(const FlankTable &table, GeneralLevel level, int modifier = 0, int turns = 12);
    /** The plotted chance of arrival by the end of each coming turn (index 0: the first roll), in percent. */
    QList<double> plottedArrival() const;
    QList<double> plottedAbort() const;
    QString caption() const;

private:
    QCustomPlot *mPlot = nullptr;
    QCPBars *mArrived = nullptr;
    QCPBars *mAborted = nullptr;
    QLabel *mCaption = nullptr;
};

} // namespace castellan
