#include "flankmarchdialog.h"

#include "i18n/argtext.h"
#include "odds/flankbattleodds.h"
#include "odds/flankoddschart.h"
#include "odds/liveodds.h"
#include "odds/oddsworker.h"
#include <QBoxLayout>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace castellan {

namespace {

QString percentText(double p)
{
    return QStringLiteral("%1%").arg(100.0 * p, 0, 'f', 1);
}

} // namespace

FlankMarchDialog::FlankMarchDialog(Battle &battle, QWidget *parent)
    : QDialog(parent)
    , mBattle(battle)
    , mSide(new QComboBox(this))
    , mGeneral(new QComboBox(this))
    , mUnits(new QSpinBox(this))
    , mParts(this, QStringLiteral("flank"),
             tr("Before the first round a side may send commands on a flank march (RULES M2): a general who is not its "
                "commander-in-chief, with units of the general's own force, by the left or the right; at most half the "
                "side's "
                "units in all. At the end of every round each march rolls 2d6 + its general's bonus + 1 a roll already "
                "made; 12 or more comes in at the start of the next round (M3)."),
             tr("&Call Off"))
    , mOdds(new QLabel(this))
    , mWorker(new OddsWorker(this))
{
    setObjectName(QStringLiteral("FlankMarchDialog"));
    setWindowTitle(tr("Flank Marches · %1").arg(battle.name()));
    mSide->setObjectName(QStringLiteral("flankSide"));
    mSide->addItem(tr("Attacker: %1").arg(battle.side(Role::Attacker).name), int(Role::Attacker));
    mSide->addItem(tr("Defender: %1").arg(battle.side(Role::Defender).name), int(Role::Defender));
    mGeneral->setObjectName(QStringLiteral("flankGeneral"));
    mUnits->setObjectName(QStringLiteral("flankUnits"));
    mUnits->setMinimum(1);
    mOdds->setObjectName(QStringLiteral("flankOdds"));
    mOdds->setWordWrap(true);
    mParts.form->addRow(tr("S&ide:"), mSide);
    mParts.form->addRow(tr("&General:"), mGeneral);
    mParts.form->addRow(tr("&Units:"), mUnits);
    mParts.form->addRow(tr("&Edge:"), mParts.edge);
    // The odds of the battle with the march, under the chart.
    static_cast<QBoxLayout *>(layout())->insertWidget(4, mOdds);

    connect(mSide, &QComboBox::currentIndexChanged, this, [this] {
        fillGenerals();
        update();
    });
    connect(mGeneral, &QComboBox::currentIndexChanged, this, &FlankMarchDialog::update);
    connect(mUnits, &QSpinBox::valueChanged, this, &FlankMarchDialog::update);
    connect(mParts.send, &QPushButton::clicked, this, &FlankMarchDialog::send);
    connect(mParts.recall, &QPushButton::clicked, this, &FlankMarchDialog::recall);
    connect(mParts.sent, &QListWidget::currentRowChanged, this,
            [this](int row) { mParts.recall->setEnabled(row >= 0); });
    connect(mWorker, &OddsWorker::finished, this, [this](const BattleOdds &o) {
        const bool att = role() == Role::Attacker;
        mOdds->setText(tr("With this march the %1 wins %2 (%3 if the units stay), by the exact odds (RULES O1, M3).")
                           .arg(att ? tr("attacker") : tr("defender"),
                                percentText(att ? o.attackerWins : o.defenderWins), percentText(mStayWins)));
    });
    fillGenerals();
    fillSent();
    update();
    resize(560, 620);
}

FlankMarchDialog::~FlankMarchDialog() = default;

Role FlankMarchDialog::role() const
{
    return Role(mSide->currentData().toInt());
}

qint64 FlankMarchDialog::generalId() const
{
    return mGeneral->currentData().toLongLong();
}

void FlankMarchDialog::fillGenerals()
{
    const QSignalBlocker block(mGeneral);
    mGeneral->clear();
    const BattleSide &s = mBattle.side(role());
    auto *model = qobject_cast<QStandardItemModel *>(mGeneral->model());
    int firstAble = -1;
    for (const Leader &l : s.leaders) {
        const GeneralLevel level = mBattle.flankTable().levelOf(l.rating(Trait::Maneuver));
        mGeneral->addItem(
            tr("%1 · %2 (%3)").arg(l.name, levelName(level), signedText(mBattle.flankTable().bonusOf(level))), l.id);
        const QString why = mBattle.whyCannotSendMarch(role(), l.id, 1);
        QStandardItem *item = model->item(mGeneral->count() - 1);
        if (!why.isEmpty() && !why.contains(QLatin1String("half")) && !why.contains(QLatin1String("good-order"))) {
            item->setEnabled(false); // barred whatever the units (RULES M2)
            item->setToolTip(why);
        } else if (firstAble < 0) {
            firstAble = mGeneral->count() - 1;
        }
    }
    mGeneral->setCurrentIndex(std::max(0, firstAble));
}

QString FlankMarchDialog::refusal() const
{
    if (mGeneral->count() == 0)
        return tr("The %1 has no leader here to send.").arg(role() == Role::Attacker ? tr("attacker") : tr("defender"));
    return mBattle.whyCannotSendMarch(role(), generalId(), mUnits->value());
}

void FlankMarchDialog::update()
{
    const BattleSide &s = mBattle.side(role());
    int sent = 0;
    for (const FieldMarch &m : s.marches)
        sent += m.units;
    mUnits->setMaximum(std::max(1, maxFlankUnits(s.units.total() + sent) - sent));
    const QString why = refusal();
    mParts.showWhy(why);
    mParts.send->setEnabled(why.isEmpty());
    const Leader *general = s.leader(generalId());
    const GeneralLevel level =
        general ? mBattle.flankTable().levelOf(general->rating(Trait::Maneuver)) : GeneralLevel::Poor;
    mParts.chart->setMarch(mBattle.flankTable(), level == GeneralLevel::Incompetent ? GeneralLevel::Poor : level);
    mParts.chart->setEnabled(general && level != GeneralLevel::Incompetent);
    if (!why.isEmpty() || !general) {
        mWorker->cancel();
        mOdds->setText(QString());
        return;
    }
    // The odds with the units marching, beside the odds if they stay (RULES O1).
    SideSpec a = oddsSideOf(mBattle, Role::Attacker);
    SideSpec d = oddsSideOf(mBattle, Role::Defender);
    bool otherMarch = false;
    for (Role r : {Role::Attacker, Role::Defender})
        otherMarch = otherMarch || !mBattle.side(r).marches.isEmpty();
    const FlankSpec f{role(), mUnits->value(), level, mBattle.flankTable()};
    SideSpec &own = role() == Role::Attacker ? a : d;
    const SideSpec stay = own;
    own.good -= mUnits->value();
    const QString problem = otherMarch
        ? tr("The exact odds count one flank march at a time: with another one sent, they "
             "are not shown.")
        : checkFlankBattle(a, d, f);
    if (!problem.isEmpty()) {
        mWorker->cancel();
        mOdds->setText(problem);
        return;
    }
    const BattleOdds stayOdds = role() == Role::Attacker ? exactBattleOdds(stay, d, nullptr, OddsDetail::WithoutRounds)
                                                         : exactBattleOdds(a, stay, nullptr, OddsDetail::WithoutRounds);
    mStayWins = role() == Role::Attacker ? stayOdds.attackerWins : stayOdds.defenderWins;
    mOdds->setText(tr("<i>computing the odds with this march…</i>"));
    mWorker->start([a, d, f](const std::atomic<bool> *cancel) { return flankBattleOdds(a, d, f, cancel); });
}

QString FlankMarchDialog::oddsText() const
{
    return mOdds->text();
}

bool FlankMarchDialog::isComputing() const
{
    return mWorker->isBusy();
}

void FlankMarchDialog::send()
{
    const QString why = mBattle.sendMarch(role(), generalId(), mUnits->value(), mParts.chosenEdge());
    if (!why.isEmpty()) {
        mParts.showWhy(why);
        return;
    }
    fillGenerals();
    fillSent();
    update();
    Q_EMIT marchesChanged();
}

void FlankMarchDialog::recall()
{
    const QListWidgetItem *item = mParts.sent->currentItem();
    if (!item)
        return;
    const QVariantList who = item->data(Qt::UserRole).toList(); // the role, then the leader
    mBattle.recallMarch(Role(who.value(0).toInt()), who.value(1).toLongLong());
    fillGenerals();
    fillSent();
    update();
    Q_EMIT marchesChanged();
}

void FlankMarchDialog::fillSent()
{
    QStringList lines;
    QList<QVariant> generals;
    for (Role r : {Role::Attacker, Role::Defender}) {
        for (const FieldMarch &m : mBattle.side(r).marches) {
            lines << tr("%1 (%2): %n unit(s) by the %3", nullptr, m.units)
                         .arg(m.general.name, r == Role::Attacker ? tr("attacker") : tr("defender"), edgeName(m.edge));
            generals << QVariant(QVariantList{int(r), m.general.id});
        }
    }
    mParts.listSent(lines, generals);
    mParts.recall->setEnabled(false);
}

} // namespace castellan
