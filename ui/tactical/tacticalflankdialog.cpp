#include "tacticalflankdialog.h"

#include "campaign/campaign.h"
#include "odds/flankoddschart.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace castellan {

TacticalFlankDialog::TacticalFlankDialog(CampaignTactical &tactical, QWidget *parent)
    : QDialog(parent)
    , mTactical(tactical)
    , mSide(new QComboBox(this))
    , mGeneral(new QComboBox(this))
    , mCounters(new QSpinBox(this))
    , mEdge(new QComboBox(this))
    , mWhy(new QLabel(this))
    , mChart(new FlankOddsChart(this))
    , mSent(new QListWidget(this))
    , mSend(new QPushButton(tr("&Send on the March"), this))
    , mRecall(new QPushButton(tr("&Call Off"), this))
{
    setObjectName(QStringLiteral("TacticalFlankDialog"));
    setWindowTitle(tr("Flank Marches · %1").arg(hexLabel(tactical.hex())));
    auto *intro = new QLabel(tr("Before deployment a side may send commands on a flank march (RULES M2): a general who is "
                                "not its commander-in-chief, with counters of his own force, by the left or the right "
                                "edge; at most half the side's counters in all. At the end of every game turn each march "
                                "rolls 2d6 + its general's bonus + 1 a roll already made; on 12 or more its counters come "
                                "onto the board near their edge (M3, M4)."),
                             this);
    intro->setWordWrap(true);
    const TacticalBattle &b = tactical.battle();
    for (int s = 0; s < 2; ++s)
        mSide->addItem(b.sideName(s), s);
    mSide->setObjectName(QStringLiteral("tacticalFlankSide"));
    mGeneral->setObjectName(QStringLiteral("tacticalFlankGeneral"));
    mCounters->setObjectName(QStringLiteral("tacticalFlankCounters"));
    mCounters->setMinimum(1);
    mEdge->setObjectName(QStringLiteral("tacticalFlankEdge"));
    mEdge->addItem(tr("By the left edge"), int(FlankEdge::Left));
    mEdge->addItem(tr("By the right edge"), int(FlankEdge::Right));
    mWhy->setObjectName(QStringLiteral("tacticalFlankWhy"));
    mWhy->setWordWrap(true);
    mWhy->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    mSent->setObjectName(QStringLiteral("tacticalFlankSent"));
    mSent->setMaximumHeight(fontMetrics().lineSpacing() * 4 + 8);
    mSend->setObjectName(QStringLiteral("tacticalFlankSend"));
    mSend->setDefault(true);
    mRecall->setObjectName(QStringLiteral("tacticalFlankRecall"));
    auto *form = new QFormLayout;
    form->addRow(tr("S&ide:"), mSide);
    form->addRow(tr("&General:"), mGeneral);
    form->addRow(tr("C&ounters:"), mCounters);
    form->addRow(tr("&Edge:"), mEdge);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(mSend, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *sentRow = new QHBoxLayout;
    sentRow->addWidget(mSent, 1);
    sentRow->addWidget(mRecall, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(mWhy);
    layout->addWidget(mChart, 1);
    layout->addWidget(new QLabel(tr("Commands sent:"), this));
    layout->addLayout(sentRow);
    layout->addWidget(buttons);
    connect(mSide, &QComboBox::currentIndexChanged, this, [this] {
        fillGenerals();
        update();
    });
    connect(mGeneral, &QComboBox::currentIndexChanged, this, &TacticalFlankDialog::update);
    connect(mCounters, &QSpinBox::valueChanged, this, &TacticalFlankDialog::update);
    connect(mSend, &QPushButton::clicked, this, &TacticalFlankDialog::send);
    connect(mRecall, &QPushButton::clicked, this, &TacticalFlankDialog::recall);
    connect(mSent, &QListWidget::currentRowChanged, this, [this](int row) { mRecall->setEnabled(row >= 0); });
    fillGenerals();
    fillSent();
    update();
    resize(540, 560);
}

int TacticalFlankDialog::side() const
{
    return mSide->currentData().toInt();
}

qint64 TacticalFlankDialog::generalId() const
{
    return mGeneral->currentData().toLongLong();
}

void TacticalFlankDialog::fillGenerals()
{
    const QSignalBlocker block(mGeneral);
    mGeneral->clear();
    auto *model = qobject_cast<QStandardItemModel *>(mGeneral->model());
    const FlankTable &table = mTactical.battle().setup().flank;
    int firstAble = -1;
    for (const auto &[leader, why] : mTactical.flankCandidates(side())) {
        const GeneralLevel level = table.levelOf(leader.rating(Trait::Maneuver));
        mGeneral->addItem(tr("%1 · %2").arg(leader.name, levelName(level)), leader.id);
        QStandardItem *item = model->item(mGeneral->count() - 1);
        if (!why.isEmpty()) {
            item->setEnabled(false);
            item->setToolTip(why);
        } else if (firstAble < 0) {
            firstAble = mGeneral->count() - 1;
        }
    }
    mGeneral->setCurrentIndex(std::max(0, firstAble));
}

QString TacticalFlankDialog::refusal() const
{
    if (mGeneral->count() == 0)
        return tr("%1 has no leader here to send.").arg(mSide->currentText());
    return mTactical.whyCannotSendMarch(generalId(), mTactical.countersOf(generalId()).mid(0, mCounters->value()));
}

void TacticalFlankDialog::update()
{
    mCounters->setMaximum(std::max(1, int(mTactical.countersOf(generalId()).size())));
    const QString why = refusal();
    mWhy->setText(why);
    mWhy->setVisible(!why.isEmpty());
    mSend->setEnabled(why.isEmpty());
    GeneralLevel level = GeneralLevel::Average; // shown until a general is picked
    for (const auto &[l, reason] : mTactical.flankCandidates(side())) {
        if (l.id == generalId())
            level = mTactical.battle().setup().flank.levelOf(l.rating(Trait::Maneuver));
    }
    mChart->setMarch(mTactical.battle().setup().flank, level == GeneralLevel::Incompetent ? GeneralLevel::Poor : level);
}

void TacticalFlankDialog::send()
{
    const QString why = mTactical.sendMarch(generalId(), mTactical.countersOf(generalId()).mid(0, mCounters->value()),
                                            FlankEdge(mEdge->currentData().toInt()));
    if (!why.isEmpty()) {
        mWhy->setText(why);
        mWhy->show();
        return;
    }
    fillGenerals();
    fillSent();
    update();
    Q_EMIT marchesChanged();
}

void TacticalFlankDialog::recall()
{
    const QListWidgetItem *item = mSent->currentItem();
    if (!item || !mTactical.recallMarch(item->data(Qt::UserRole).toLongLong()))
        return;
    fillGenerals();
    fillSent();
    update();
    Q_EMIT marchesChanged();
}

void TacticalFlankDialog::fillSent()
{
    mSent->clear();
    for (const TacticalMarch &m : mTactical.battle().setup().marches) {
        auto *item = new QListWidgetItem(tr("%1 (%2): %n counter(s) by the %3 edge", nullptr, int(m.units.size()))
                                             .arg(m.general.name, mTactical.battle().sideName(m.side), edgeName(m.edge)),
                                         mSent);
        item->setData(Qt::UserRole, m.general.leaderId);
    }
    if (mSent->count() == 0)
        (new QListWidgetItem(tr("None yet."), mSent))->setFlags(Qt::NoItemFlags);
    mRecall->setEnabled(false);
}

} // namespace castellan
