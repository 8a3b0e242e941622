#include "flankoddschart.h"

#include "i18n/argtext.h"
#include "odds/flankodds.h"
#include "odds/plotkit.h"

#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

namespace {

QList<double> valuesOf(const QCPBars *bars)
{
    QList<double> values;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        values << it->value;
    return values;
}

QString percentNumber(double p)
{
    return QStringLiteral("%1").arg(100.0 * p, 0, 'f', 1);
}

} // namespace

FlankOddsChart::FlankOddsChart(QWidget *parent)
    : QWidget(parent)
{
    mPlot = makePlot(this, QStringLiteral("flankOddsPlot"));
    mPlot->setMinimumSize(300, 170);
    mArrived = makeBars(mPlot, QColor(0x3b, 0x7d, 0x4f), tr("Arrived"));
    mAborted = makeBars(mPlot, QColor(0xb0, 0x3a, 0x2e), tr("Aborted"));
    mArrived->setWidth(0.7);
    mAborted->setWidth(0.7);
    mAborted->moveAbove(mArrived);
    mPlot->xAxis->setTicker(integerTicker());
    mPlot->xAxis->setLabel(tr("Arrival rolls (1: at the end of the first round or game turn)"));
    mPlot->yAxis->setRange(0, 100);
    mPlot->legend->setVisible(true);
    addBarToolTips(mPlot, [this](QCPBars *bars, double key, double value) {
        return bars == mArrived ? tr("Arrived within %n roll(s): %1%", nullptr, int(key)).arg(value, 0, 'f', 1)
                                : tr("Aborted within %n roll(s): %1%", nullptr, int(key)).arg(value, 0, 'f', 1);
    });
    mCaption = new QLabel(this);
    mCaption->setObjectName(QStringLiteral("flankOddsCaption"));
    mCaption->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mPlot, 1);
    layout->addWidget(mCaption);
}

void FlankOddsChart::setMarch(const FlankTable &table, GeneralLevel level, int modifier, int turns)
{
    const FlankOdds odds = flankOdds(table, level, turns, modifier);
    QVector<double> keys, arrived, aborted;
    for (int i = 0; i < turns; ++i) {
        keys << i + 1;
        arrived << 100.0 * odds.arrivedByTurn[std::size_t(i)];
        aborted << 100.0 * odds.abortedByTurn[std::size_t(i)];
    }
    mArrived->setData(keys, arrived, true);
    mAborted->setData(keys, aborted, true);
    mPlot->xAxis->setRange(0.4, turns + 0.6);
    mPlot->replot();
    auto by = [&](int roll) { return percentNumber(odds.arrivedByTurn[std::size_t(std::min(roll, turns) - 1)]); };
    mCaption->setText(tr("A general of level %1 (%2 to the roll, RULES M1, M3): arrives on the first roll %3%, "
                         "within 3 rolls %4%, within 6 rolls %5%; aborted within %6 rolls %7%.")
                          .arg(levelName(level).toLower(), signedText(table.bonusOf(level)), by(1), by(3), by(6),
                               argText(turns), percentNumber(odds.aborted())));
}

QList<double> FlankOddsChart::plottedArrival() const
{
    return valuesOf(mArrived);
}

QList<double> FlankOddsChart::plottedAbort() const
{
    return valuesOf(mAborted);
}

QString FlankOddsChart::caption() const
{
    return mCaption->text();
}

} // namespace castellan
