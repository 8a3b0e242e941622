#include "luckledgerdialog.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "odds/plotkit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace castellan {

namespace {

struct Row
{
    QString name;
    QColor colour;
    LuckTally tally;
};

} // namespace

LuckLedgerDialog::LuckLedgerDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mLedger(luckLedger(campaign.rolls()))
{
    setObjectName(QStringLiteral("luckLedgerDialog"));
    setWindowTitle(tr("Luck Ledger"));
    auto *intro = new QLabel(tr("Every fire die rolled in battle (RULES F2), undone battles left out: a fair die "
                                "shows a 6 one time in six and a 5 one time in six. <b>%1</b> dice so far.")
                                 .arg(mLedger.total.dice),
                             this);
    intro->setWordWrap(true);
    mGroup = new QComboBox(this);
    mGroup->setObjectName(QStringLiteral("luckGroupCombo"));
    mGroup->addItem(tr("By side"));
    mGroup->addItem(tr("By leader"));
    auto *top = new QHBoxLayout;
    top->addWidget(intro, 1);
    top->addWidget(mGroup);

    mPlot = makePlot(this, QStringLiteral("luckPlot"));
    mPlot->yAxis->setTicker(integerTicker());
    mPlot->yAxis->setLabel(tr("Dice"));
    auto *group = new QCPBarsGroup(mPlot);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);
    // Neither red nor blue: those are the sides' colours in most campaigns, and the rows are sides.
    const QColor six(0x3d, 0x3d, 0x3d);
    const QColor five(0xc2, 0x8a, 0x1b);
    mBars << makeBars(mPlot, six, tr("6s rolled"))
          << makeBars(mPlot, six.lighter(160), tr("6s expected"), Qt::BDiagPattern)
          << makeBars(mPlot, five, tr("5s rolled"))
          << makeBars(mPlot, five.lighter(160), tr("5s expected"), Qt::BDiagPattern);
    for (QCPBars *b : std::as_const(mBars)) {
        b->setWidth(0.18);
        b->setBarsGroup(group);
    }
    mPlot->legend->setVisible(true);
    addBarToolTips(mPlot, [](QCPBars *bars, double, double value) {
        return QStringLiteral("%1: %2").arg(argText(bars->name()), QStringLiteral("%1").arg(value, 0, 'f', 1));
    });

    mTable = new QTableWidget(this);
    mTable->setObjectName(QStringLiteral("luckTable"));
    mTable->setColumnCount(6);
    mTable->setHorizontalHeaderLabels(
        {tr("Who"), tr("Dice"), tr("6s"), tr("5s"), tr("Expected of each"), tr("Luck (sd)")});
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTable->setToolTip(tr("Luck: how far the 6s and 5s together are from what fair dice give, in standard deviations. "
                          "Within ±2 is what fair dice do 95 times in 100."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(mPlot, 3);
    layout->addWidget(mTable, 2);
    layout->addWidget(buttons);
    connect(mGroup, &QComboBox::currentIndexChanged, this, &LuckLedgerDialog::showGroup);
    showGroup();
    resize(820, 640);
}

void LuckLedgerDialog::showGroup()
{
    QList<Row> rows;
    if (mGroup->currentIndex() == 0) {
        for (auto it = mLedger.bySide.cbegin(); it != mLedger.bySide.cend(); ++it) {
            const auto s = mCampaign.side(it.key());
            rows.append({s ? s->name : tr("side #%1").arg(it.key()), s ? s->color : QColor(Qt::gray), it.value()});
        }
    } else {
        for (auto it = mLedger.byLeader.cbegin(); it != mLedger.byLeader.cend(); ++it) {
            const auto l = mCampaign.leader(it.key());
            rows.append({l ? l->name : tr("leader #%1").arg(it.key()), QColor(Qt::gray), it.value()});
        }
        if (mLedger.noLeader.dice > 0) // a leaderless side's fire: every die is in the ledger
            rows.append({tr("no leader"), QColor(Qt::gray), mLedger.noLeader});
    }
    QVector<double> keys;
    QList<QVector<double>> values(4);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < rows.size(); ++i) {
        const LuckTally &t = rows[i].tally;
        keys << i + 1;
        values[0] << double(t.sixes);
        values[1] << t.expected();
        values[2] << double(t.fives);
        values[3] << t.expected();
        ticker->addTick(i + 1, rows[i].name);
    }
    for (int s = 0; s < 4; ++s)
        mBars[s]->setData(keys, values[s], true);
    mPlot->xAxis->setTicker(ticker);
    mPlot->xAxis->setRange(0.4, rows.size() + 0.6);
    double top = 1;
    for (const auto &series : values)
        for (double v : series)
            top = std::max(top, v);
    mPlot->yAxis->setRange(0, top * 1.15);
    mPlot->replot();

    mTable->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const LuckTally &t = rows[i].tally;
        const QStringList cells{rows[i].name,
                                QString::number(t.dice),
                                QString::number(t.sixes),
                                QString::number(t.fives),
                                QString::number(t.expected(), 'f', 1),
                                (t.deviation() > 0 ? QStringLiteral("+") : QString())
                                    + QString::number(t.deviation(), 'f', 2)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            mTable->setItem(i, c, item);
        }
    }
}

QList<QColor> LuckLedgerDialog::seriesColours() const
{
    QList<QColor> colours;
    for (const QCPBars *b : mBars)
        colours << b->brush().color();
    return colours;
}

QList<QList<double>> LuckLedgerDialog::plotted() const
{
    QList<QList<double>> result;
    for (QCPBars *b : mBars) {
        QList<double> series;
        for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it)
            series << it->value;
        result << series;
    }
    return result;
}

} // namespace castellan
