#include "plotkit.h"

#include <QLocale>
#include <QToolTip>

namespace castellan {

QString PercentTicker::getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision)
{
    if (tick > 100.0 + 1e-9 || tick < -1e-9)
        return {};
    return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision) + locale.percent();
}

QSharedPointer<QCPAxisTicker> integerTicker()
{
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    ticker->setTickCount(12);
    return ticker;
}

QCustomPlot *makePlot(QWidget *parent, const QString &objectName)
{
    auto *plot = new QCustomPlot(parent);
    plot->setObjectName(objectName);
    plot->setMinimumSize(320, 220);
    plot->setAntialiasedElements(QCP::aePlottables | QCP::aeItems | QCP::aeLegend);
    plot->setLocale(QLocale());
    QFont small = plot->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis, plot->yAxis2}) {
        axis->setTickLabelFont(small);
        axis->setBasePen(QPen(QColor(0x70, 0x70, 0x70)));
        axis->setTickPen(QPen(QColor(0x70, 0x70, 0x70)));
        axis->setSubTickPen(QPen(QColor(0x90, 0x90, 0x90)));
        axis->grid()->setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0, Qt::DotLine));
    }
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new PercentTicker));
    plot->yAxis->setSubTicks(false);
    // The legend goes in a row of its own above the chart, in one line, where it never hides a bar.
    plot->legend->setFont(small);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setBrush(Qt::NoBrush);
    plot->legend->setIconSize(14, 10);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setMargins(QMargins(0, 2, 0, 0));
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->plotLayout()->setRowSpacing(0);
    return plot;
}

QCPBars *makeBars(QCustomPlot *plot, const QColor &colour, const QString &name, Qt::BrushStyle style)
{
    auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(name);
    bars->setPen(QPen(colour.darker(130), 1.0));
    QColor fill = colour;
    fill.setAlpha(style == Qt::SolidPattern ? 215 : 255);
    bars->setBrush(QBrush(fill, style));
    bars->setSelectable(QCP::stNone);
    return bars;
}

void addBarToolTips(QCustomPlot *plot, const std::function<QString(QCPBars *, double key, double value)> &describe)
{
    QObject::connect(plot, &QCustomPlot::mouseMove, plot, [plot, describe](QMouseEvent *event) {
        int index = -1;
        auto *bars = qobject_cast<QCPBars *>(plot->plottableAt(event->position(), false, &index));
        if (!bars || index < 0 || index >= bars->dataCount()) {
            QToolTip::hideText();
            return;
        }
        const auto it = bars->data()->at(index);
        QToolTip::showText(event->globalPosition().toPoint(), describe(bars, it->key, it->value), plot);
    });
}

} // namespace castellan
