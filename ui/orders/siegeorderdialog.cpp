#include "siegeorderdialog.h"

#include "forces/leaderpicker.h"
#include "siege/sortiechoices.h"
#include "widgets/dialogfit.h"

#include "campaign/campaign.h"
#include "commands/sieges/siegeactions.h"
#include "commands/sieges/sortie.h"
#include "i18n/argtext.h"
#include "orders/ordergiving.h"
#include "orders/ordertext.h"
#include "orders/standingorders.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

SiegeOrderDialog::SiegeOrderDialog(const Campaign &campaign, qint64 siegeId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mSiegeId(siegeId)
{
    setObjectName(QStringLiteral("siegeOrderDialog"));
    const auto siege = campaign.siege(siegeId);
    const auto fort = siege ? campaign.fortress(siege->fortressId) : std::nullopt;
    setWindowTitle(fort ? tr("Orders for the Siege of %1").arg(argText(fort->name)) : tr("Siege Orders"));
    auto *intro = new QLabel(tr("Your side's orders for this siege's turn (RULES T4). The referee carries them out "
                                "with the campaign's dice; View ▸ Orders shows his answers."),
                             this);
    intro->setWordWrap(true);
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("siegeOrderStatus"));
    mStatus->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    // Only the boxes of his side's part in the siege: the besieger rolls, the garrison sorties.
    const qint64 mine = campaign.viewer() ? campaign.viewer()->sideId : 0;
    QGroupBox *breakInBox = makeBreakInBox();
    QGroupBox *sortieBox = makeSortieBox();
    breakInBox->setVisible(siege && siege->besiegerSideId == mine);
    sortieBox->setVisible(fort && fort->ownerSideId == mine);
    layout->addWidget(intro);
    layout->addWidget(breakInBox);
    layout->addWidget(sortieBox);
    layout->addWidget(mStatus);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    refresh();
    fitDialogToContents(this, 520);
}

QString SiegeOrderDialog::statusText() const
{
    return mStatus->text();
}

QGroupBox *SiegeOrderDialog::makeBreakInBox()
{
    auto *box = new QGroupBox(tr("Break-in roll (RULES S2): 1 costs a unit, 6 breaks in"), this);
    mRerolls = new QComboBox(box);
    mRerolls->setObjectName(QStringLiteral("breakInRerollsCombo"));
    const auto siege = mCampaign.siege(mSiegeId);
    const QString standing =
        siege ? siegeRerollsKey(standingSiegeRerolls(mCampaign, siege->besiegerSideId)) : QString();
    mRerolls->addItem(tr("As my standing order: %1").arg(siegeRerollsText(standing)), QString());
    for (const QString &key : siegeRerollsKeys())
        mRerolls->addItem(siegeRerollsText(key), key);
    mHeroic = new QSpinBox(box);
    mHeroic->setObjectName(QStringLiteral("breakInHeroicRerolls"));
    const int held = siege ? besiegersHeroicRerolls(mCampaign, *siege) : 0;
    mHeroic->setRange(0, held);
    mHeroic->setEnabled(held > 0);
    mHeroic->setSpecialValueText(tr("none"));
    mHeroic->setToolTip(tr("Your besieging leaders hold %n reroll(s) of their own. They re-roll by the same choice, "
                           "after the Siege bonus's rerolls; those not spent lapse with the roll (RULES H2).",
                           nullptr, held));
    mBreakInButton = new QPushButton(tr("Order the &Roll"), box);
    mBreakInButton->setObjectName(QStringLiteral("orderBreakInButton"));
    auto *form = new QFormLayout(box);
    form->addRow(tr("While rerolls last:"), mRerolls);
    form->addRow(tr("Then the leaders' own, at &most:"), mHeroic);
    form->addRow(QString(), mBreakInButton);
    connect(mBreakInButton, &QPushButton::clicked, this, &SiegeOrderDialog::orderBreakIn);
    return box;
}

QGroupBox *SiegeOrderDialog::makeSortieBox()
{
    auto *box = new QGroupBox(tr("Sortie (RULES S4), after the break-in roll"), this);
    mLeaders = new LeaderPicker(box);
    mLeaders->setObjectName(QStringLiteral("siegeOrderLeaders"));
    mLeaders->setWhereHeader(tr("With"));
    mLeaders->setEmptyText(tr("No able leader is inside: the units go out alone."));
    mLeaders->setEntries(sortieLeaderEntries(mCampaign, mSiegeId));
    mTarget = new QComboBox(box);
    mTarget->setObjectName(QStringLiteral("siegeOrderTarget"));
    fillSortieTargets(mTarget, mCampaign, mSiegeId);
    mAfter = new QComboBox(box);
    mAfter->setObjectName(QStringLiteral("siegeOrderAfter"));
    mAfter->addItem(tr("Go back inside"), false);
    mAfter->addItem(tr("Take the hex it held"), true);
    mSortieButton = new QPushButton(tr("Order the &Sortie"), box);
    mSortieButton->setObjectName(QStringLiteral("orderSortieButton"));
    auto *form = new QFormLayout(box);
    form->addRow(tr("Leaders going:"), mLeaders);
    form->addRow(tr("Attacks:"), mTarget);
    form->addRow(tr("If it wins:"), mAfter);
    form->addRow(QString(), mSortieButton);
    connect(mSortieButton, &QPushButton::clicked, this, &SiegeOrderDialog::orderSortie);
    connect(mTarget, &QComboBox::currentIndexChanged, this, &SiegeOrderDialog::refresh);
    connect(mLeaders, &LeaderPicker::checkedChanged, this, &SiegeOrderDialog::refresh);
    return box;
}

/** Each button says at once why its order cannot be given now (core's own check, whyCannotGive). */
void SiegeOrderDialog::refresh()
{
    const QString noRoll = whyCannotGive(mCampaign, breakInOrder(mCampaign, mSiegeId));
    mBreakInButton->setEnabled(noRoll.isEmpty());
    mBreakInButton->setToolTip(noRoll);
    const QString noSortie = whyCannotGive(mCampaign, sortieOrder(mCampaign, mSiegeId, chosenSortie()));
    mSortieButton->setEnabled(noSortie.isEmpty());
    mSortieButton->setToolTip(noSortie);
}

SortieOrder SiegeOrderDialog::chosenSortie() const
{
    return {mTarget->currentData().toLongLong(), mLeaders->checkedIds(), mAfter->currentData().toBool()};
}

void SiegeOrderDialog::orderBreakIn()
{
    const GivenOrder given =
        giveOrder(mCampaign, breakInOrder(mCampaign, mSiegeId, mRerolls->currentData().toString(), mHeroic->value()));
    tell(given.id, given.refusal);
}

void SiegeOrderDialog::orderSortie()
{
    const GivenOrder given = giveOrder(mCampaign, sortieOrder(mCampaign, mSiegeId, chosenSortie()));
    tell(given.id, given.refusal);
}

void SiegeOrderDialog::tell(qint64 orderId, const QString &refusal)
{
    mStatus->setText(refusal.isEmpty() ? tr("Order %1 given: the referee will answer it.").arg(orderId)
                                       : tr("Not given: %1").arg(refusal));
    if (refusal.isEmpty()) { // one order a turn of each kind: the referee's answer is what comes next
        mBreakInButton->setEnabled(false);
        mSortieButton->setEnabled(false);
    }
}

} // namespace castellan
