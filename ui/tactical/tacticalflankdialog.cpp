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
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace castellan {

TacticalFlankDialog::TacticalFlankDialog(CampaignTactical &tactical, QWidget *parent)
    : QDialog(parent)
    , mTactical(tactical)
    , mSide(new QComboBox(this))
    , mGeneral(new QComboBox(this))
    , mCounters(new QListWidget(this))
    , mParts(
          this, QStringLiteral("tacticalFlank"),
          tr("Before deployment a side may send commands on a flank march (RULES M2): a general who is not its "
             "commander-in-chief, with counters of the general's own force, by the left or the right edge; at most "
             "half the "
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
    mCounters->setToolTip(tr("Tick the counters the general takes; the commander-in-chief's own stays (RULES M2)"));
    mCounters->setMinimumHeight(110);
    mParts.form->addRow(tr("S&ide:"), mSide);
    mParts.form->addRow(tr("&General:"), mGeneral);
    mParts.form->addRow(tr("C&ounters:"), mCounters);
    mParts.form->addRow(tr("&Edge:"), mParts.edge);
    connect(mSide, &QComboBox::currentIndexChanged, this, [this] {
        fillGenerals();
        fillCounters();
        update();
    });
    connect(mGeneral, &QComboBox::currentIndexChanged, this, [this] {
        fillCounters();
        update();
    });
    connect(mCounters, &QListWidget::itemChanged, this, &TacticalFlankDialog::update);
    connect(mParts.send, &QPushButton::clicked, this, &TacticalFlankDialog::send);
    connect(mParts.recall, &QPushButton::clicked, this, &TacticalFlankDialog::recall);
    connect(mParts.sent, &QListWidget::currentRowChanged, this,
            [this](int row) { mParts.recall->setEnabled(row >= 0); });
    fillGenerals();
    fillCounters();
    fillSent();
    update();
    resize(540, 620);
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
    // When every leader who may march is sent, none is picked: no barred one, and no refusal, as if sending failed.
    mGeneral->setPlaceholderText(tr("No other leader may march (RULES M2)"));
    mGeneral->setCurrentIndex(firstAble);
}

void TacticalFlankDialog::fillCounters()
{
    const QSignalBlocker block(mCounters);
    mCounters->clear();
    const TacticalBattle &b = mTactical.battle();
    for (int id : mTactical.countersOf(generalId())) {
        const TacticalUnit &u = *b.unit(id);
        QString text = tr("%1 at %2").arg(keyText(b.rules().units[u.type].key), hexLabel(u.hex));
        if (u.leader)
            text = tr("%1, with %2").arg(text, u.leader->name);
        auto *item = new QListWidgetItem(text, mCounters);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(mCounters->count() == 1 ? Qt::Checked : Qt::Unchecked);
    }
}

QList<int> TacticalFlankDialog::chosenCounters() const
{
    QList<int> ids;
    for (int i = 0; i < mCounters->count(); ++i) {
        if (mCounters->item(i)->checkState() == Qt::Checked)
            ids << mCounters->item(i)->data(Qt::UserRole).toInt();
    }
    return ids;
}

void TacticalFlankDialog::setChosenCounters(const QList<int> &ids)
{
    for (int i = 0; i < mCounters->count(); ++i)
        mCounters->item(i)->setCheckState(ids.contains(mCounters->item(i)->data(Qt::UserRole).toInt()) ? Qt::Checked
                                                                                                       : Qt::Unchecked);
}

QString TacticalFlankDialog::refusal() const
{
    if (mGeneral->count() == 0)
        return tr("%1 has no leader here to send.").arg(mSide->currentText());
    if (mGeneral->currentIndex() < 0)
        return tr("No other leader of %1 may march: each is sent already or barred (RULES M2).")
            .arg(mSide->currentText());
    if (chosenCounters().isEmpty())
        return tr("Tick the counters %1 takes on the march.").arg(mGeneral->currentText());
    return mTactical.whyCannotSendMarch(generalId(), chosenCounters());
}

void TacticalFlankDialog::update()
{
    const QString why = refusal();
    const bool nobodyLeft = mGeneral->count() > 0 && mGeneral->currentIndex() < 0;
    mParts.showWhy(nobodyLeft ? QString() : why); // nothing went wrong: the list of marches says what was sent
    mParts.send->setEnabled(why.isEmpty());
    mParts.send->setToolTip(why);
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
    const QString why = mTactical.sendMarch(generalId(), chosenCounters(), mParts.chosenEdge());
    if (!why.isEmpty()) {
        mParts.showWhy(why);
        return;
    }
    fillGenerals();
    fillCounters();
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
    fillCounters();
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
