#include "breakindialog.h"

#include "battle/battledialog.h"
#include "campaign/campaign.h"
#include "commands/sieges/sortie.h"
#include "forces/leaderpicker.h"
#include "i18n/argtext.h"
#include "orders/ordertext.h"
#include "orders/standingorders.h"
#include "rules/siegerules.h"
#include "siegepanel.h"
#include "sortiechoices.h"
#include "storage/storageerror.h"
#include "widgets/diefacewidget.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

namespace castellan {

BreakInDialog::BreakInDialog(Campaign &campaign, qint64 siegeId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mSiegeId(siegeId)
{
    setObjectName(QStringLiteral("breakInDialog"));
    const auto s = campaign.siege(siegeId);
    const auto fort = s ? campaign.fortress(s->fortressId) : std::nullopt;
    setWindowTitle(fort ? tr("Siege of %1, turn %2").arg(argText(fort->name), argText(campaign.turn())) : tr("Siege"));

    mPanel = new SiegePanel(this);
    try {
        if (s)
            mBesiegerChoice = standingSiegeRerolls(campaign, s->besiegerSideId);
    } catch (const StorageError &) { // the server out of reach: S2's default, as the dialog then says
    }

    // RULES S4: the garrison may sortie after the break-in roll (and its battle, if the fortress held).
    auto *sortieBox = new QGroupBox(tr("Sortie (RULES S4)"), this);
    mSortieBox = sortieBox;
    auto *sortieForm = new QFormLayout(sortieBox);
    // The good-order units of every garrison force go; the user picks the leaders inside who go with them.
    mSortieUnits = new QLabel(sortieBox);
    mSortieUnits->setObjectName(QStringLiteral("sortieUnitsLabel"));
    mSortieUnits->setWordWrap(true);
    mSortieLeaders = new LeaderPicker(sortieBox);
    mSortieLeaders->setObjectName(QStringLiteral("sortieLeaderPicker"));
    mSortieLeaders->setWhereHeader(tr("With"));
    mSortieLeaders->setEmptyText(tr("No able leader is inside: the units go out alone."));
    mSortieTarget = new QComboBox(sortieBox);
    mSortieTarget->setObjectName(QStringLiteral("sortieTargetCombo"));
    mSortieAfter = new QComboBox(sortieBox);
    mSortieAfter->setObjectName(QStringLiteral("sortieAfterCombo"));
    mSortieAfter->addItem(tr("Go back inside"), false);
    mSortieAfter->addItem(tr("Take the hex it held"), true);
    mSortieButton = new QPushButton(tr("&Sortie…"), sortieBox);
    mSortieButton->setObjectName(QStringLiteral("sortieButton"));
    mSortieButton->setAutoDefault(false);
    sortieForm->addRow(tr("Units going:"), mSortieUnits);
    sortieForm->addRow(tr("Leaders going:"), mSortieLeaders);
    sortieForm->addRow(tr("Attacks:"), mSortieTarget);
    sortieForm->addRow(tr("If it wins:"), mSortieAfter);
    sortieForm->addRow(QString(), mSortieButton);

    // RULES S2: the break-in roll.
    auto *rollBox = new QGroupBox(tr("Break-in roll (RULES S2): 1 costs a unit, 6 breaks in"), this);
    auto *rollLayout = new QVBoxLayout(rollBox);
    mDiceRow = new QHBoxLayout;
    mDiceRow->addStretch(1);
    mResult = new QLabel(rollBox);
    mResult->setObjectName(QStringLiteral("breakInResult"));
    mResult->setWordWrap(true);
    mLossLabel = new QLabel(tr("The unit lost comes from:"), rollBox);
    mLoss = new QComboBox(rollBox);
    mLoss->setObjectName(QStringLiteral("lossCombo"));
    if (s && fort) {
        const qint64 preferred = defaultLossForce(campaign, *s);
        for (const Force &f : siegeHold(campaign.forces(), campaign.grid(), *fort, s->besiegerSideId).forces) {
            if (f.units.total() > 0)
                mLoss->addItem(tr("%1 (%n unit(s))", nullptr, f.units.total()).arg(f.name), f.id);
        }
        mLoss->setCurrentIndex(std::max(0, mLoss->findData(preferred)));
    }
    auto *lossRow = new QHBoxLayout;
    lossRow->addWidget(mLossLabel);
    lossRow->addWidget(mLoss, 1);
    mRollButton = new QPushButton(tr("&Roll"), rollBox);
    mRollButton->setObjectName(QStringLiteral("rollButton"));
    mRerollButton = new QPushButton(tr("Re&roll"), rollBox);
    mRerollButton->setObjectName(QStringLiteral("rerollButton"));
    mHeroicButton = new QPushButton(tr("&Heroic reroll"), rollBox);
    mHeroicButton->setObjectName(QStringLiteral("heroicRerollButton"));
    mKeepButton = new QPushButton(tr("&Keep this result"), rollBox);
    mKeepButton->setObjectName(QStringLiteral("keepButton"));
    mBattleButton = new QPushButton(tr("&Fight the break-in battle…"), rollBox);
    mBattleButton->setObjectName(QStringLiteral("breakInBattleButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton *b : {mRollButton, mRerollButton, mHeroicButton, mKeepButton, mBattleButton})
        buttons->addWidget(b);
    rollLayout->addLayout(mDiceRow);
    rollLayout->addWidget(mResult);
    rollLayout->addLayout(lossRow);
    rollLayout->addLayout(buttons);

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mClose = close->button(QDialogButtonBox::Close);
    mClose->setAutoDefault(false);
    connect(close, &QDialogButtonBox::rejected, this, &BreakInDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mPanel, 1);
    layout->addWidget(rollBox);
    layout->addWidget(sortieBox);
    layout->addWidget(close);

    connect(mSortieButton, &QPushButton::clicked, this, &BreakInDialog::sortie);
    connect(mRollButton, &QPushButton::clicked, this, &BreakInDialog::roll);
    connect(mRerollButton, &QPushButton::clicked, this, &BreakInDialog::reroll);
    connect(mHeroicButton, &QPushButton::clicked, this, [this] {
        if (mRoll && !mDone)
            mRoll->heroicReroll(); // RULES H2: a besieging leader's own reroll
        keepWhenNoChoice();
    });
    connect(mKeepButton, &QPushButton::clicked, this, &BreakInDialog::keep);
    connect(mBattleButton, &QPushButton::clicked, this, &BreakInDialog::fightBreakIn);
    connect(mSortieTarget, &QComboBox::currentIndexChanged, this, &BreakInDialog::refresh);
    refresh();
    resize(QSize(640, mPanelStretched ? 760 : 0).expandedTo(sizeHint())); // an ended siege: no room for a chart
}

BreakInDialog::~BreakInDialog() = default;

QList<int> BreakInDialog::faces() const
{
    return mRoll ? mRoll->faces() : QList<int>{};
}

QString BreakInDialog::resultText() const
{
    return mResult->text();
}

void BreakInDialog::roll()
{
    if (mRoll || mDone)
        return;
    mRoll = std::make_unique<BreakInRoll>(mCampaign, mSiegeId);
    if (!mRoll->refusal().isEmpty()) {
        mResult->setText(mRoll->refusal());
        mRoll.reset();
    }
    keepWhenNoChoice();
}

void BreakInDialog::reroll()
{
    if (mRoll && !mDone)
        mRoll->reroll();
    keepWhenNoChoice();
}

void BreakInDialog::keepWhenNoChoice()
{
    // Nothing left to reroll and no unit to pick for a 1: the result stands, with no extra click (RULES S2).
    if (mRoll && !mDone && mRoll->rerollsLeft() == 0 && mRoll->heroicRerolls() == 0
        && mRoll->result() != BreakInResult::UnitLost)
        keep();
    else
        refresh();
}

void BreakInDialog::keep()
{
    if (!mRoll || mDone)
        return;
    const Outcome o = mRoll->finish(mLoss->currentData().toLongLong());
    mDone = true;
    mResult->setText(o.ok ? o.summary : o.refusal);
    refresh();
}

bool BreakInDialog::breakInOwed() const
{
    const auto s = mCampaign.siege(mSiegeId);
    return s && castellan::breakInOwed(mCampaign, *s);
}

bool BreakInDialog::besiegerWantsReroll() const
{
    return mRoll && mRoll->rerollsLeft() > 0 && wantsSiegeReroll(mBesiegerChoice, mRoll->face());
}

QString BreakInDialog::besiegerChoiceText() const
{
    // RULES T4: on a players' campaign the besieger chose ahead, in his standing order; else S2's default.
    if (!mCampaign.orderBook())
        return tr(" The default is to reroll anything but a 6.");
    return tr(" The besieger's standing order: %1.").arg(siegeRerollsText(siegeRerollsKey(mBesiegerChoice)));
}

void BreakInDialog::fillSortieChoices()
{
    const QSignalBlocker blockTarget(mSortieTarget);
    const QList<qint64> going = mSortieLeaders->checkedIds();
    mSortieLeaders->setEntries(sortieLeaderEntries(mCampaign, mSiegeId));
    for (qint64 id : going)
        mSortieLeaders->setChecked(id, true);
    fillSortieTargets(mSortieTarget, mCampaign, mSiegeId);
}

QString BreakInDialog::settledText(const Siege &s) const
{
    if (!s.active())
        return tr("The siege is over: %1.").arg(s.endReason.shown());
    if (s.breakInFoughtTurn == mCampaign.turn())
        return tr("The break-in battle has been fought; %1 holds.").arg(mCampaign.fortress(s.fortressId)->name);
    return whyNoBreakInRoll(mCampaign, mSiegeId);
}

SortieOrder BreakInDialog::sortieOrder() const
{
    return {mSortieTarget->currentData().toLongLong(), mSortieLeaders->checkedIds(),
            mSortieAfter->currentData().toBool()};
}

void BreakInDialog::sortie()
{
    auto fight = sortieBattle(mCampaign, mSiegeId, sortieOrder());
    if (!fight)
        return;
    const qint64 garrison = fight->force(Role::Attacker).id;
    mBattle = new BattleDialog(mCampaign, garrison, this);
    mBattle->setAttribute(Qt::WA_DeleteOnClose);
    mBattle->setPrepared(std::move(fight));
    connect(mBattle, &QDialog::finished, this, [this] {
        mBattle = nullptr;
        if (!mCampaign.siege(mSiegeId) || !mCampaign.siege(mSiegeId)->active())
            mResult->setText(tr("The siege is over: %1.").arg(mCampaign.siege(mSiegeId)->endReason.shown()));
        refresh();
    });
    mBattle->open();
}

void BreakInDialog::fightBreakIn()
{
    if (!breakInOwed() || mBattle)
        return;
    auto fight = breakInBattle(mCampaign, mSiegeId);
    if (!fight) {
        // No garrison unit to fight: the fortress falls at once (RULES S3).
        const Outcome o = takeUndefended(mCampaign, mSiegeId);
        mResult->setText(o.ok ? o.summary : o.refusal);
        refresh();
        return;
    }
    const qint64 breach = fight->force(Role::Attacker).id;
    mBattle = new BattleDialog(mCampaign, breach, this);
    mBattle->setAttribute(Qt::WA_DeleteOnClose);
    mBattle->setPrepared(std::move(fight));
    connect(mBattle, &QDialog::finished, this, [this] {
        mBattle = nullptr;
        if (const auto s = mCampaign.siege(mSiegeId); s && !breakInOwed())
            mResult->setText(settledText(*s));
        refresh();
    });
    mBattle->open();
    refresh(); // the battle is begun: no second one from the same 6
}

void BreakInDialog::reject()
{
    if (mRoll && !mDone)
        keep(); // the dice are rolled and logged (RULES D1): the result stands
    QDialog::reject();
}

void BreakInDialog::refresh()
{
    mPanel->showSiege(&mCampaign, mSiegeId);
    fillSortieChoices();
    const auto s = mCampaign.siege(mSiegeId);
    const bool active = s && s->active();
    const bool owed = breakInOwed();

    // The dice so far: earlier ones struck through, each replaced by the next.
    while (mDiceRow->count() > 1) {
        QLayoutItem *item = mDiceRow->takeAt(0);
        delete item->widget();
        delete item;
    }
    const QList<int> rolled = faces();
    for (int i = 0; i < rolled.size(); ++i) {
        auto *die = new DieFaceWidget(rolled[i], this);
        die->setDieSize(44);
        die->setStruck(i + 1 < rolled.size());
        if (i + 1 == rolled.size())
            die->setTone(breakInResult(rolled[i]) == BreakInResult::BreakIn        ? DieFaceWidget::Tone::Success
                             : breakInResult(rolled[i]) == BreakInResult::UnitLost ? DieFaceWidget::Tone::Failure
                                                                                   : DieFaceWidget::Tone::Plain);
        mDiceRow->insertWidget(i, die);
    }

    const bool rolling = mRoll && !mDone;
    const bool due = active && whyNoBreakInRoll(mCampaign, mSiegeId).isEmpty();
    if (rolling) {
        const int face = mRoll->face();
        const BreakInResult what = breakInResult(face); // RULES S2, as core reads the face
        const QString meaning = what == BreakInResult::BreakIn ? tr("a break-in")
            : what == BreakInResult::UnitLost                  ? tr("a unit lost")
                                                               : tr("nothing");
        mResult->setText(tr("Rolled %1: %2. Rerolls left: %3 of %4.%5")
                             .arg(argText(face), argText(meaning), argText(mRoll->rerollsLeft()),
                                  argText(mRoll->rerolls()),
                                  argText(besiegerWantsReroll() ? besiegerChoiceText() : QString())));
    } else if (owed && !mDone) {
        mResult->setText(tr("This turn's break-in roll was a 6: the break-in battle is owed, and the turn waits for it "
                            "(RULES S3)."));
    } else if (!mRoll && !mDone && !due && s) {
        mResult->setText(settledText(*s));
    }
    mRollButton->setVisible(!mRoll && !mDone && !owed);
    mRollButton->setEnabled(due);
    mRollButton->setToolTip(due ? QString() : whyNoBreakInRoll(mCampaign, mSiegeId));
    mRerollButton->setVisible(rolling);
    mRerollButton->setEnabled(rolling && mRoll->rerollsLeft() > 0);
    const int heroic = rolling ? mRoll->heroicRerolls() : 0;
    mHeroicButton->setVisible(rolling && heroic > 0);
    mHeroicButton->setText(tr("&Heroic reroll (%1 held)").arg(heroic));
    mHeroicButton->setToolTip(tr("A besieging leader spends a reroll of their own on the die; those left lapse when "
                                 "the roll is kept (RULES H2)."));
    mKeepButton->setVisible(rolling);
    const bool lossShown = rolling && mRoll->result() == BreakInResult::UnitLost;
    mLossLabel->setVisible(lossShown);
    mLoss->setVisible(lossShown);
    mBattleButton->setVisible(owed);
    mBattleButton->setEnabled(owed && !mBattle);

    // The default choice is the default button: roll, reroll anything but a 6, then fight.
    QPushButton *preferred = !mRoll && due ? mRollButton
        : rolling                          ? (besiegerWantsReroll() ? mRerollButton : mKeepButton)
        : owed                             ? mBattleButton
                                           : mClose;
    for (QPushButton *b : {mRollButton, mRerollButton, mKeepButton, mBattleButton, mClose})
        b->setDefault(b == preferred);

    const QString whySortie = rolling ? tr("The sortie comes once the break-in roll is kept (RULES S4).")
        : owed ? tr("The break-in battle comes first; a sortie follows it if the fortress holds (RULES S4).")
               : whyNoSortie(mCampaign, mSiegeId, sortieOrder());
    mSortieUnits->setText(tr("%n unit(s) in good order, from every garrison force; broken units stay inside "
                             "(RULES S4).",
                             nullptr, sortieUnits(mCampaign, mSiegeId)));
    mSortieButton->setEnabled(active && whySortie.isEmpty() && !mBattle);
    mSortieButton->setToolTip(whySortie);
    mSortieBox->setVisible(active); // an ended siege offers no sortie, and no garrison that is gone
    if (!active && mPanelStretched) {
        // The ended siege's summary has no chart to fill the height with: the dialog closes up around it.
        mPanelStretched = false;
        if (auto *box = qobject_cast<QBoxLayout *>(layout())) {
            box->setStretchFactor(mPanel, 0);
            // Once the layout has taken in what was hidden.
            QTimer::singleShot(0, this, [this] { resize(width(), sizeHint().height()); });
        }
    }
}

} // namespace castellan
