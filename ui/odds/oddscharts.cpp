#include "oddscharts.h"

#include "odds/plotkit.h"

#include <qcustomplot.h>

#include <QLocale>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace castellan {

namespace {

QCPItemText *makeLabel(QCustomPlot *plot, Qt::Alignment alignment)
{
    auto *label = new QCPItemText(plot);
    label->setPositionAlignment(alignment);
    label->setPadding(QMargins(3, 1, 3, 1));
    QFont f = plot->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    label->setFont(f);
    label->setSelectable(false);
    return label;
}

/** A dashed vertical line at an expectation, labelled at the top of the axis rect. */
std::pair<QCPItemStraightLine *, QCPItemText *> makeMeanMarker(QCustomPlot *plot, const QColor &colour)
{
    auto *line = new QCPItemStraightLine(plot);
    line->setPen(QPen(colour.darker(115), 1.3, Qt::DashLine));
    line->setSelectable(false);
    auto *label = makeLabel(plot, Qt::AlignLeft | Qt::AlignTop);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->setColor(colour.darker(125));
    return {line, label};
}

void placeMeanMarker(QCPItemStraightLine *line, QCPItemText *label, double mean, double labelRow, const QString &text)
{
    line->point1->setCoords(mean, 0);
    line->point2->setCoords(mean, 1);
    label->position->setCoords(mean, labelRow);
    label->setText(text);
    line->setVisible(true);
    label->setVisible(true);
}

} // namespace

OddsCharts::OddsCharts(QWidget *parent)
    : QWidget(parent)
    , mTabs(new QTabWidget(this))
    , mOutcomePlot(makePlot(mTabs, QStringLiteral("outcomePlot")))
    , mSurvivorPlot(makePlot(mTabs, QStringLiteral("survivorPlot")))
    , mRoundPlot(makePlot(mTabs, QStringLiteral("roundPlot")))
    , mAttackerName(tr("Attacker"))
    , mDefenderName(tr("Defender"))
{
    mTabs->setObjectName(QStringLiteral("chartTabs"));
    mTabs->setDocumentMode(true);
    mTabs->addTab(mOutcomePlot, tr("&Outcomes"));
    mTabs->addTab(mSurvivorPlot, tr("&Surviving units"));
    mTabs->addTab(mRoundPlot, tr("R&ounds"));
    mTabs->setTabToolTip(0, tr("Who wins, and who is annihilated (RULES F4, F9)"));
    mTabs->setTabToolTip(1, tr("How many units each side has left at the end, eliminated ones not counted"));
    mTabs->setTabToolTip(2, tr("How many rounds the battle lasts"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mTabs);

    setupOutcomePlot();
    setupSurvivorPlot();
    setupRoundPlot();
    clear();
}

QColor OddsCharts::attackerColour()
{
    return QColor(0xc0, 0x39, 0x2b);
}

QColor OddsCharts::defenderColour()
{
    return QColor(0x2e, 0x6d, 0xb4);
}

QColor OddsCharts::mutualColour()
{
    return QColor(0x8a, 0x84, 0x78);
}

QString OddsCharts::percent(double probability)
{
    const QLocale locale;
    const double pc = probability * 100.0;
    if (probability > 0 && pc < 0.005)
        return tr("< %1").arg(locale.toString(0.01, 'f', 2) + locale.percent());
    if (probability < 1 && pc >= 99.995)
        return tr("> %1").arg(locale.toString(99.99, 'f', 2) + locale.percent());
    return locale.toString(pc, 'f', 2) + locale.percent();
}

void OddsCharts::setupOutcomePlot()
{
    QCustomPlot *plot = mOutcomePlot;
    // RULES F4, F9: attacker wins, mutual, defender wins; then the annihilations, hatched in the side's colour.
    mOutcomeBars = {makeBars(plot, attackerColour(), mAttackerName), makeBars(plot, mutualColour(), tr("Mutual")),
                    makeBars(plot, defenderColour(), mDefenderName),
                    makeBars(plot, attackerColour(), QString(), Qt::BDiagPattern),
                    makeBars(plot, defenderColour(), QString(), Qt::BDiagPattern)};
    mOutcomeBars[0]->setObjectName(QStringLiteral("attackerWinsBars"));
    mOutcomeBars[1]->setObjectName(QStringLiteral("mutualBars"));
    mOutcomeBars[2]->setObjectName(QStringLiteral("defenderWinsBars"));
    mOutcomeBars[3]->setObjectName(QStringLiteral("attackerAnnihilatedBars"));
    mOutcomeBars[4]->setObjectName(QStringLiteral("defenderAnnihilatedBars"));
    for (QCPBars *b : std::as_const(mOutcomeBars)) {
        b->setWidth(0.62);
        mOutcomeLabels.append(makeLabel(plot, Qt::AlignHCenter | Qt::AlignBottom));
    }
    mOutcomeBars[3]->removeFromLegend();
    mOutcomeBars[4]->removeFromLegend();
    // A key for the hatching: a series with no data.
    auto *hatchKey = makeBars(plot, mutualColour().darker(120), tr("Annihilated (hatched)"), Qt::BDiagPattern);
    hatchKey->setObjectName(QStringLiteral("annihilatedKey"));
    plot->xAxis->setRange(0.4, 6.6);
    plot->xAxis->setTickLength(0, 0);
    plot->xAxis->setSubTicks(false);
    plot->yAxis->setLabel(tr("Probability"));
    plot->legend->setVisible(true);
    updateOutcomeTicks();

    addBarToolTips(plot, [this](QCPBars *bars, double, double value) {
        const int i = int(mOutcomeBars.indexOf(bars));
        const QString what = i == 0 ? tr("%1 wins").arg(mAttackerName)
            : i == 1                ? tr("Mutual: both sides defeated in the same round")
            : i == 2                ? tr("%1 wins").arg(mDefenderName)
            : i == 3                ? tr("%1 annihilated").arg(mAttackerName)
                                    : tr("%1 annihilated").arg(mDefenderName);
        return QStringLiteral("%1: %2").arg(what, percent(value / 100.0));
    });
}

namespace {
/** New colours for bars, keeping their pattern (solid or hatched). */
void recolour(QCPBars *bars, const QColor &colour)
{
    const Qt::BrushStyle style = bars->brush().style();
    bars->setPen(QPen(colour.darker(130), 1.0));
    QColor fill = colour;
    fill.setAlpha(style == Qt::SolidPattern ? 215 : 255);
    bars->setBrush(QBrush(fill, style));
}
} // namespace

void OddsCharts::setSideColours(const QColor &attacker, const QColor &defender)
{
    recolour(mOutcomeBars[0], attacker);
    recolour(mOutcomeBars[3], attacker);
    recolour(mOutcomeBars[2], defender);
    recolour(mOutcomeBars[4], defender);
    recolour(mAttackerLeft, attacker);
    recolour(mDefenderLeft, defender);
    mAttackerMean->setPen(QPen(attacker.darker(115), 1.3, Qt::DashLine));
    mDefenderMean->setPen(QPen(defender.darker(115), 1.3, Qt::DashLine));
    mAttackerMeanLabel->setColor(attacker.darker(125));
    mDefenderMeanLabel->setColor(defender.darker(125));
    for (QCustomPlot *plot : {mOutcomePlot, mSurvivorPlot})
        plot->replot();
}

namespace {

/** A name as a chart has room for: lines of about `room` characters broken at spaces, at most `lines` of them,
 *  the rest elided (the bars' tips give it whole). A tick under a bar has room for about "annihilated". */
QString chartName(const QString &name, int lines, int room = 11)
{
    const int Room = room;
    QStringList out;
    QString line;
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString next = line.isEmpty() ? words[i] : line + QLatin1Char(' ') + words[i];
        if (next.size() <= Room || line.isEmpty()) {
            line = next;
            continue;
        }
        out << line;
        line = words[i];
        if (out.size() == lines) {
            line.clear();
            out.last() += QStringLiteral("…");
            break;
        }
    }
    if (!line.isEmpty())
        out << line;
    for (QString &l : out) {
        if (l.size() > Room + 2)
            l = l.left(Room) + QStringLiteral("…");
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace

void OddsCharts::updateOutcomeTicks()
{
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    ticks->addTick(1, tr("%1\nwins").arg(chartName(mAttackerName, 2)));
    ticks->addTick(2, tr("Mutual"));
    ticks->addTick(3, tr("%1\nwins").arg(chartName(mDefenderName, 2)));
    ticks->addTick(4.5, QString());
    ticks->addTick(5, tr("%1\nannihilated").arg(chartName(mAttackerName, 2)));
    ticks->addTick(6, tr("%1\nannihilated").arg(chartName(mDefenderName, 2)));
    mOutcomePlot->xAxis->setTicker(ticks);
    mOutcomeBars[0]->setName(chartName(mAttackerName, 1, 16));
    mOutcomeBars[2]->setName(chartName(mDefenderName, 1, 16));
}

void OddsCharts::setupSurvivorPlot()
{
    QCustomPlot *plot = mSurvivorPlot;
    auto *group = new QCPBarsGroup(plot);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);
    mAttackerLeft = makeBars(plot, attackerColour(), mAttackerName);
    mDefenderLeft = makeBars(plot, defenderColour(), mDefenderName);
    mAttackerLeft->setObjectName(QStringLiteral("attackerSurvivorBars"));
    mDefenderLeft->setObjectName(QStringLiteral("defenderSurvivorBars"));
    for (QCPBars *b : {mAttackerLeft, mDefenderLeft}) {
        b->setWidth(0.4);
        b->setBarsGroup(group);
    }
    std::tie(mAttackerMean, mAttackerMeanLabel) = makeMeanMarker(plot, attackerColour());
    std::tie(mDefenderMean, mDefenderMeanLabel) = makeMeanMarker(plot, defenderColour());
    plot->xAxis->setTicker(integerTicker());
    plot->xAxis->setLabel(tr("Units left at the end (good, flagged or broken; eliminated ones not counted)"));
    plot->yAxis->setLabel(tr("Probability"));
    plot->legend->setVisible(true);

    addBarToolTips(plot, [this](QCPBars *bars, double key, double value) {
        const QString who = bars == mAttackerLeft ? mAttackerName : mDefenderName;
        return tr("%1 ends with %n unit(s): %2", nullptr, int(std::lround(key))).arg(who, percent(value / 100.0));
    });
}

void OddsCharts::updateSurvivorNames()
{
    mAttackerLeft->setName(chartName(mAttackerName, 1, 16));
    mDefenderLeft->setName(chartName(mDefenderName, 1, 16));
}

void OddsCharts::setupRoundPlot()
{
    QCustomPlot *plot = mRoundPlot;
    mRoundBars = makeBars(plot, QColor(0x6b, 0x7b, 0x8c), tr("Battle ends in this round"));
    mRoundBars->setObjectName(QStringLiteral("roundBars"));
    mRoundBars->setWidth(0.7);
    mRoundsCumulative = plot->addGraph(plot->xAxis, plot->yAxis2);
    mRoundsCumulative->setObjectName(QStringLiteral("roundsCumulative"));
    mRoundsCumulative->setName(tr("Over by this round (right axis)"));
    const QColor amber(0xb9, 0x77, 0x0e);
    mRoundsCumulative->setPen(QPen(amber, 1.8));
    mRoundsCumulative->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, amber, Qt::white, 5));
    mRoundsCumulative->setSelectable(QCP::stNone);
    std::tie(mRoundsMean, mRoundsMeanLabel) = makeMeanMarker(plot, QColor(0x44, 0x4c, 0x55));
    mRoundsNote = makeLabel(plot, Qt::AlignCenter);
    mRoundsNote->setObjectName(QStringLiteral("roundsNote"));
    mRoundsNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    mRoundsNote->position->setCoords(0.5, 0.45);
    mRoundsNote->setColor(QColor(0x70, 0x70, 0x70));
    QFont noteFont = plot->font();
    noteFont.setPointSizeF(noteFont.pointSizeF() * 1.2);
    mRoundsNote->setFont(noteFont);
    mRoundsNote->setVisible(false);
    plot->xAxis->setTicker(integerTicker());
    plot->xAxis->setLabel(tr("Rounds fought"));
    plot->yAxis->setLabel(tr("Probability"));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setTicker(QSharedPointer<QCPAxisTicker>(new PercentTicker));
    plot->yAxis2->setSubTicks(false);
    plot->yAxis2->setRange(0, 105);
    plot->yAxis2->setLabel(tr("Cumulative"));
    plot->yAxis2->grid()->setVisible(false);
    plot->legend->setVisible(true);

    addBarToolTips(plot, [](QCPBars *, double key, double value) {
        return tr("The battle lasts %n round(s): %1", nullptr, int(std::lround(key))).arg(percent(value / 100.0));
    });
}

QList<QPointF> OddsCharts::seriesData(Series series) const
{
    const QCPBars *bars = nullptr;
    switch (series) {
    case Series::AttackerWins:
    case Series::Mutual:
    case Series::DefenderWins:
    case Series::AttackerAnnihilated:
    case Series::DefenderAnnihilated: bars = mOutcomeBars[int(series) - int(Series::AttackerWins)]; break;
    case Series::AttackerSurvivors: bars = mAttackerLeft; break;
    case Series::DefenderSurvivors: bars = mDefenderLeft; break;
    case Series::Rounds: bars = mRoundBars; break;
    case Series::RoundsCumulative: {
        QList<QPointF> points;
        for (auto it = mRoundsCumulative->data()->constBegin(); it != mRoundsCumulative->data()->constEnd(); ++it)
            points.append(QPointF(it->key, it->value));
        return points;
    }
    }
    QList<QPointF> points;
    for (int i = 0; bars && i < bars->dataCount(); ++i)
        points.append(QPointF(bars->dataMainKey(i), bars->dataMainValue(i)));
    return points;
}

void OddsCharts::setRoundsNote(const QString &note)
{
    mRoundsNote->setText(note);
}

QString OddsCharts::roundsNote() const
{
    return mRoundsNote->text();
}

void OddsCharts::setSideNames(const QString &attacker, const QString &defender)
{
    mAttackerName = attacker;
    mDefenderName = defender;
    updateOutcomeTicks();
    updateSurvivorNames();
    showOdds(mOdds);
}

void OddsCharts::clear()
{
    showOdds(BattleOdds());
}

void OddsCharts::showOdds(const BattleOdds &odds)
{
    mOdds = odds;
    const bool empty = odds.attackerLeft.empty(); // any computed odds have the survivors' distribution

    // Outcomes (RULES F9).
    const double outcome[] = {odds.attackerWins, odds.mutual, odds.defenderWins, odds.attackerAnnihilated,
                              odds.defenderAnnihilated};
    const double position[] = {1, 2, 3, 5, 6};
    double top = 0;
    for (int i = 0; i < mOutcomeBars.size(); ++i) {
        const double pc = outcome[i] * 100.0;
        mOutcomeBars[i]->data()->clear();
        QCPItemText *label = mOutcomeLabels[i];
        label->setVisible(!empty);
        if (empty)
            continue;
        mOutcomeBars[i]->addData(position[i], pc);
        label->position->setCoords(position[i], pc);
        label->setText(percent(outcome[i]));
        top = std::max(top, pc);
    }
    mOutcomePlot->yAxis->setRange(0, empty ? 100 : std::max(1.0, top * 1.14));

    // Surviving units.
    double topLeft = 0;
    auto fill = [&topLeft](QCPBars *bars, const std::vector<double> &left) {
        QVector<double> keys, values;
        for (std::size_t i = 0; i < left.size(); ++i) {
            keys << double(i);
            values << left[i] * 100.0;
            topLeft = std::max(topLeft, left[i] * 100.0);
        }
        bars->setData(keys, values, true);
    };
    fill(mAttackerLeft, odds.attackerLeft);
    fill(mDefenderLeft, odds.defenderLeft);
    const int most = int(std::max(odds.attackerLeft.size(), odds.defenderLeft.size()));
    mSurvivorPlot->xAxis->setRange(-0.6, std::max(1, most - 1) + 0.6);
    mSurvivorPlot->yAxis->setRange(0, empty ? 100 : std::max(1.0, topLeft * 1.18));
    if (empty) {
        mAttackerMean->setVisible(false);
        mAttackerMeanLabel->setVisible(false);
        mDefenderMean->setVisible(false);
        mDefenderMeanLabel->setVisible(false);
    } else {
        const QLocale locale;
        placeMeanMarker(mAttackerMean, mAttackerMeanLabel, odds.attackerUnitsLeft, 0.01,
                        tr("%1: %2 on average").arg(mAttackerName, locale.toString(odds.attackerUnitsLeft, 'f', 2)));
        placeMeanMarker(mDefenderMean, mDefenderMeanLabel, odds.defenderUnitsLeft, 0.08,
                        tr("%1: %2 on average").arg(mDefenderName, locale.toString(odds.defenderUnitsLeft, 'f', 2)));
    }

    // Rounds, with the chance that the battle is over by each round.
    QVector<double> keys, values, cumulative;
    double sum = 0, mean = 0, topRound = 0;
    int shownUpTo = 1;
    for (std::size_t i = 0; i < odds.rounds.size(); ++i) {
        const double p = odds.rounds[i];
        sum += p;
        mean += double(i) * p;
        keys << double(i);
        values << p * 100.0;
        cumulative << sum * 100.0;
        topRound = std::max(topRound, p * 100.0);
        if (sum < 0.999) // the long tail of very unlikely rounds is in the data, but not in view
            shownUpTo = int(i) + 1;
    }
    mRoundBars->setData(keys, values, true);
    mRoundsCumulative->setData(keys, cumulative, true);
    shownUpTo = std::min(shownUpTo, std::max(1, int(odds.rounds.size()) - 1));
    const bool roundZero = !odds.rounds.empty() && odds.rounds.front() > 0;
    mRoundPlot->xAxis->setRange(roundZero ? -0.6 : 0.4, (odds.rounds.empty() ? 10 : shownUpTo) + 0.6);
    mRoundPlot->yAxis->setRange(0, odds.rounds.empty() ? 100 : std::max(1.0, topRound * 1.18));
    mRoundsNote->setVisible(odds.rounds.empty() && !mRoundsNote->text().isEmpty());
    if (odds.rounds.empty() || sum <= 0) {
        mRoundsMean->setVisible(false);
        mRoundsMeanLabel->setVisible(false);
    } else {
        placeMeanMarker(mRoundsMean, mRoundsMeanLabel, mean / sum, 0.01,
                        tr("%1 rounds on average").arg(QLocale().toString(mean / sum, 'f', 2)));
    }

    for (QCustomPlot *plot : {mOutcomePlot, mSurvivorPlot, mRoundPlot})
        plot->replot();
}

} // namespace castellan
