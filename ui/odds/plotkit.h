#pragma once

#include <qcustomplot.h>

#include <functional>

// The look every chart of the app shares: axes, percentages, bars and their tooltips.
namespace castellan {

/** Tick labels as percentages: the plotted values are already in percent. Nothing above 100% or below 0. */
class PercentTicker : public QCPAxisTicker
{
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;
};

/** Whole numbers only (units, rounds, turns), spaced out when there are many. */
QSharedPointer<QCPAxisTicker> integerTicker();
/** A chart with the app's axes, a percent y axis and the legend in a row above it. */
QCustomPlot *makePlot(QWidget *parent, const QString &objectName);
QCPBars *makeBars(QCustomPlot *plot, const QColor &colour, const QString &name,
                  Qt::BrushStyle style = Qt::SolidPattern);
/** Hovering a bar shows what it stands for. */
void addBarToolTips(QCustomPlot *plot, const std::function<QString(QCPBars *, double key, double value)> &describe);

} // namespace castellan
