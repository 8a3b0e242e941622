#include "siegeoddschart.h"

#include "i18n/argtext.h"
#include "odds/plotkit.h"
#include "odds/siegeodds.h"

#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

SiegeOddsChart::SiegeOddsChart(QWidget *parent)
    : QWidget(parent)
{
    mPlot = makePlot(this, QStringLiteral("siegeOddsPlot"));
    mPlot->setMinimumSize(300, 200);
    mBars = makeBars(mPlot, QColor(0x8a, 0x5a, 0x2b), tr("Break-in by the end of the turn"));
    mBars->setWidth(0.7);
    mPlot->xAxis->setTicker(integerTicker());
    mPlot->yAxis->setRange(0, 100);
    addBarToolTips(mPlot, [](QCPBars *, double key, double value) {
        return tr("Break-in within %n turn(s): %1%", nullptr, int(key)).arg(value, 0, 'f', 1);
    });
    mCaption = new QLabel(this);
    mCaption->setObjectName(QStringLiteral("siegeOddsCaption"));
    mCaption->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mPlot, 1);
    layout->addWidget(mCaption);
}

void SiegeOddsChart::setRerolls(int rerolls, bool rolledThisTurn, int turns)
{
    mPlot->xAxis->setLabel(rolledThisTurn ? tr("Rolls from now (1: next turn's roll)")
                                          : tr("Rolls from now (1: this turn's roll)"));
    const SiegeOdds odds = siegeOdds(rerolls, turns);
    QVector<double> keys;
    QVector<double> values;
    for (int i = 0; i < odds.byTurn.size(); ++i) {
        keys << i + 1;
        values << 100.0 * odds.byTurn[i];
    }
    mBars->setData(keys, values, true);
    mPlot->xAxis->setRange(0.4, turns + 0.6);
    mPlot->replot();
    const SiegeOdds one = siegeOdds(rerolls, 1);
    const QString caption = rolledThisTurn ? tr("With %n reroll(s) a turn (RULES S2, O2): %1% next turn, %2% within "
                                                "%3 more turns; about %4 unit(s) lost to 1s meanwhile.",
                                                nullptr, rerolls)
                                           : tr("With %n reroll(s) a turn (RULES S2, O2): %1% this turn, %2% within "
                                                "%3 turns; about %4 unit(s) lost to 1s meanwhile.",
                                                nullptr, rerolls);
    mCaption->setText(caption.arg(QStringLiteral("%1").arg(100.0 * one.breakIn, 0, 'f', 1),
                                  QStringLiteral("%1").arg(100.0 * odds.breakIn, 0, 'f', 1), argText(turns),
                                  QStringLiteral("%1").arg(odds.expectedLosses, 0, 'f', 2)));
}

QList<double> SiegeOddsChart::plotted() const
{
    QList<double> values;
    for (auto it = mBars->data()->constBegin(); it != mBars->data()->constEnd(); ++it)
        values << it->value;
    return values;
}

QString SiegeOddsChart::axisLabel() const
{
    return mPlot->xAxis->label();
}

QString SiegeOddsChart::caption() const
{
    return mCaption->text();
}

} // namespace castellan
