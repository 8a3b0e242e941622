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
    , mParts(
          this, QStringLiteral("tacticalFlank"),
          tr("Before deployment a side may send commands on a flank march (RULES M2): a general who is not its "
             "commander-in-chief, with counters of his own force, by the left or the right edge; at most half the "
             "side's counters in all. At the end of every game turn each march rolls 2d6 + its general's bonus + 1 a "
             "roll already made; on 12 or more its counters come onto the board near their edge (M3, M4)."),
          tr("&Call Off"))
{
    setObjectName(QStringLiteral("TacticalFlankDialog"));
    setWindowTitle(tr("Flank Marches · %1").arg(hexLabel(tactical.hex())));
    const TacticalBattle &b = tactical.battle();
    for (int s = 0; s < 2; ++s)
        mSide->addItem(b.sideName(s), s);
    mSide->setObjectName(QStringLiteral("tacticalFlankSide"));
    mGeneral->setObjectName(QStringLiteral("tacticalFlankGeneral"));
    mCounters->setObjectName(QStringLiteral("tacticalFlankCounters"));
    mCounters->setMinimum(1);
    mParts.form->addRow(tr("S&ide:"), mSide);
    mParts.form->addRow(tr("&General:"), mGeneral);
    mParts.form->addRow(tr("C&ounters:"), mCounters);
    mParts.form->addRow(tr("&Edge:"), mParts.edge);
    connect(mSide, &QComboBox::currentIndexChanged, this, [this] {
        fillGenerals();
        update();
    });
    connect(mGeneral, &QComboBox::currentIndexChanged, this, &TacticalFlankDialog::update);
    connect(mCounters, &QSpinBox::valueChanged, this, &TacticalFlankDialog::update);
    connect(mParts.send, &QPushButton::clicked, this, &TacticalFlankDialog::send);
    connect(mParts.recall, &QPushButton::clicked, this, &TacticalFlankDialog::recall);
    connect(mParts.sent, &QListWidget::currentRowChanged, this,
            [this](int row) { mParts.recall->setEnabled(row >= 0); });
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
    mParts.showWhy(why);
    mParts.send->setEnabled(why.isEmpty());
    GeneralLevel level = GeneralLevel::Average; // shown until a general is picked
    for (const auto &[l, reason] : mTactical.flankCandidates(side())) {
        if (l.id == generalId())
            level = mTactical.battle().setup().flank.levelOf(l.rating(Trait::Maneuver));
    }
    mParts.chart->setMarch(mTactical.battle().setup().flank,
                           level == GeneralLevel::Incompetent ? GeneralLevel::Poor : level);
}

void TacticalFlankDialog::send()
{
    const QString why = mTactical.sendMarch(generalId(), mTactical.countersOf(generalId()).mid(0, mCounters->value()),
                                            mParts.chosenEdge());
    if (!why.isEmpty()) {
        mParts.showWhy(why);
        return;
    }
    fillGenerals();
    fillSent();
    update();
    Q_EMIT marchesChanged();
}

void TacticalFlankDialog::recall()
{
    const QListWidgetItem *item = mParts.sent->currentItem();
    if (!item || !mTactical.recallMarch(item->data(Qt::UserRole).toLongLong()))
        return;
    fillGenerals();
    fillSent();
    update();
    Q_EMIT marchesChanged();
}

void TacticalFlankDialog::fillSent()
{
    QStringList lines;
    QList<QVariant> generals;
    for (const TacticalMarch &m : mTactical.battle().setup().marches) {
        lines << tr("%1 (%2): %n counter(s) by the %3 edge", nullptr, int(m.units.size()))
                     .arg(m.general.name, mTactical.battle().sideName(m.side), edgeName(m.edge));
        generals << m.general.leaderId;
    }
    mParts.listSent(lines, generals);
    mParts.recall->setEnabled(false);
}

} // namespace castellan
