#include "leadermenu.h"

#include "capturedialog.h"
#include "widgets/messenger.h"

#include "actions/assassinationdialog.h"
#include "actions/deeddialog.h"
#include "actions/dueldialog.h"
#include "actions/leaderretreatdialog.h"
#include "actions/survivaldialog.h"
#include "actions/wounddialog.h"
#include "newleader/newleaderdialog.h"
#include "widgets/gatedaction.h"

#include "campaign/campaign.h"
#include "commands/leaders/leaderactions.h"
#include "commands/leaders/leaderretreat.h"
#include "orders/ordergiving.h"
#include "orders/ordertext.h"

#include <QMenu>
#include <QToolBar>

namespace castellan {

LeaderMenu::LeaderMenu(QWidget *window, Messenger &messages, std::function<void()> prepare)
    : QObject(window)
    , mWindow(window)
    , mMessages(messages)
    , mPrepare(std::move(prepare))
{
    mNewLeader = makeAction(this, QStringLiteral("actionNewLeader"), tr("&New Leader…"),
                            tr("Roll 7d6 and create a leader (RULES L1)"), QKeySequence(tr("Ctrl+L")));
    mNewLeader->setIconText(tr("New Leader"));
    connect(mNewLeader, &QAction::triggered, this, &LeaderMenu::newLeader);
    mWound = makeAction(this, QStringLiteral("actionWound"), tr("&Wound or Heal…"),
                        tr("Wound the leader or heal the leader's wounds (RULES L3)"), QKeySequence(tr("W")));
    mWound->setIconText(tr("Wound/Heal"));
    connect(mWound, &QAction::triggered, this, &LeaderMenu::openLeaderDialog<WoundDialog>);
    mDeed = makeAction(this, QStringLiteral("actionDeed"), tr("&Heroic Deed…"),
                       tr("Roll a heroic deed against effective Heroics (RULES H1)"), QKeySequence(tr("H")));
    mDeed->setIconText(tr("Deed"));
    connect(mDeed, &QAction::triggered, this, [this] {
        if (isPlayersWindow())
            orderDeed(); // issue 32: the referee rolls it
        else
            openLeaderDialog<DeedDialog>();
    });
    mSurvival = makeAction(this, QStringLiteral("actionSurvival"), tr("&Survival Check…"),
                           tr("Roll a survival check: escape, death or capture (RULES H3)"), QKeySequence(tr("S")));
    mSurvival->setIconText(tr("Survival"));
    connect(mSurvival, &QAction::triggered, this, &LeaderMenu::openLeaderDialog<SurvivalDialog>);
    mDuel =
        makeAction(this, QStringLiteral("actionDuel"), tr("&Duel…"),
                   tr("Fight a duel with another leader, exchange by exchange (RULES G1, G2)"), QKeySequence(tr("D")));
    mDuel->setIconText(tr("Duel"));
    connect(mDuel, &QAction::triggered, this, &LeaderMenu::openLeaderDialog<DuelDialog>);
    mRetreat = makeAction(this, QStringLiteral("actionLeaderRetreat"), tr("&Retreat (Leaders Only)…"),
                          tr("Where only leaders are left of both sides, try to retreat with a Maneuver check "
                             "(RULES F8)"));
    connect(mRetreat, &QAction::triggered, this, &LeaderMenu::openLeaderDialog<LeaderRetreatDialog>);
    mAssassinate = makeAction(this, QStringLiteral("actionAssassinate"), tr("&Assassinate…"),
                              tr("Send the leader to assassinate another: one exchange (RULES G3)"));
    connect(mAssassinate, &QAction::triggered, this, &LeaderMenu::openLeaderDialog<AssassinationDialog>);
    mCapture = makeAction(this, QStringLiteral("actionCapture"), tr("&Capture/Release…"),
                          tr("Mark the leader captured by another side, or release the leader (RULES L6)"));
    connect(mCapture, &QAction::triggered, this, &LeaderMenu::captureOrRelease);
    mLapse = makeAction(this, QStringLiteral("actionLapseRerolls"), tr("&Lapse Rerolls"),
                        tr("The event is over: the leader's unspent rerolls lapse (RULES H2)"));
    connect(mLapse, &QAction::triggered, this, &LeaderMenu::lapseRerolls);
    update();
}

void LeaderMenu::fillMenu(QMenu *menu) const
{
    menu->setToolTipsVisible(true); // a disabled action says why
    menu->addAction(mNewLeader);
    menu->addSeparator();
    for (QAction *a : {mWound, mDeed, mSurvival, mDuel, mRetreat, mAssassinate})
        menu->addAction(a);
    menu->addSeparator();
    menu->addAction(mCapture);
    menu->addAction(mLapse);
}

void LeaderMenu::fillToolBar(QToolBar *toolBar) const
{
    toolBar->addAction(mNewLeader);
    toolBar->addSeparator();
    for (QAction *a : {mWound, mDeed, mSurvival, mDuel})
        toolBar->addAction(a);
}

void LeaderMenu::scopeKeysTo(QWidget *scope) const
{
    for (QAction *a : {mWound, mDeed, mSurvival, mDuel}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        scope->addAction(a);
    }
}

void LeaderMenu::setCampaign(Campaign *campaign)
{
    mCampaign = campaign;
    mLeaderId = 0;
    update();
}

void LeaderMenu::setCurrentLeader(qint64 leaderId)
{
    mLeaderId = leaderId;
    update();
}

bool LeaderMenu::isPlayersWindow() const
{
    return mCampaign && isPlayersCampaign(*mCampaign);
}

Order LeaderMenu::deedOrder() const
{
    Order order;
    order.kind = OrderKind::Deed;
    order.leaderId = mLeaderId;
    order.sideId = mCampaign && mCampaign->viewer() ? mCampaign->viewer()->sideId : 0;
    return order;
}

void LeaderMenu::orderDeed()
{
    const Order order = deedOrder();
    const GivenOrder given = giveOrder(*mCampaign, order);
    mMessages.showStatus(given.refusal.isEmpty()
                             ? tr("Order %1: %2. The referee rolls it with the campaign's dice (RULES T4).")
                                   .arg(QString::number(given.id), orderText(*mCampaign, order))
                             : given.refusal);
    Q_EMIT orderGiven(given.id);
}

void LeaderMenu::update()
{
    const bool open = mCampaign != nullptr;
    if (!open)
        gateAction(mNewLeader, tr("Open a campaign first."));
    else if (mCampaign->isReadOnly())
        gateAction(mNewLeader, mCampaign->whyReadOnly());
    else if (mCampaign->sides().isEmpty())
        gateAction(mNewLeader, tr("This campaign has no sides yet: a leader needs one (RULES L2)."));
    else
        gateAction(mNewLeader, {});

    const QList<QAction *> leaderActions = {mWound, mDeed, mSurvival, mDuel, mRetreat, mAssassinate, mCapture, mLapse};
    const auto leader = open && mLeaderId ? mCampaign->leader(mLeaderId) : std::nullopt;
    if (!leader) {
        const QString none = !open ? tr("Open a campaign first.") : tr("Select a leader in the roster first.");
        for (QAction *a : leaderActions)
            gateAction(a, none);
        mCapture->setText(tr("&Capture/Release…"));
        return;
    }
    if (const QString why = mCampaign->whyReadOnly(); !why.isEmpty()) {
        for (QAction *a : leaderActions)
            gateAction(a, why);
        if (isPlayersWindow()) // RULES T4: his leaders' deeds are orders
            gateAction(mDeed, whyCannotGive(*mCampaign, deedOrder()));
        return;
    }
    const Leader &l = *leader;
    gateAction(mWound, whyCannotWound(l));
    gateAction(mDeed, whyCannotDeed(l));
    gateAction(mSurvival, whyCannotSurvive(l));
    gateAction(mDuel, whyCannotDuel(*mCampaign, l));
    gateAction(mRetreat, whyNoLeaderRetreat(*mCampaign, l.id));
    gateAction(mAssassinate, whyCannotAssassinate(*mCampaign, l));
    if (l.status() == LeaderStatus::Captured) {
        mCapture->setText(tr("Release %1").arg(l.name));
        gateAction(mCapture, whyCannotRelease(l));
        mCapture->setToolTip(byPronoun(l.pronoun, tr("Free him: held by %1 (RULES L6)"),
                                       tr("Free her: held by %1 (RULES L6)"), tr("Free them: held by %1 (RULES L6)"))
                                 .arg(mCampaign->sideName(l.capturedBySide)));
        mCapture->setStatusTip(mCapture->toolTip());
    } else {
        mCapture->setText(tr("&Capture…"));
        gateAction(mCapture, whyCannotCapture(*mCampaign, l));
    }
    gateAction(mLapse, whyCannotLapseRerolls(l));
}

template<typename Dialog>
void LeaderMenu::openLeaderDialog()
{
    if (!mCampaign || !mLeaderId)
        return;
    mPrepare();
    Dialog dialog(*mCampaign, mLeaderId, mWindow);
    dialog.exec();
    update();
}

void LeaderMenu::newLeader()
{
    if (!mCampaign)
        return;
    NewLeaderDialog dialog(*mCampaign, mWindow);
    if (dialog.exec() == QDialog::Accepted && dialog.createdLeaderId())
        Q_EMIT leaderCreated(dialog.createdLeaderId());
}

void LeaderMenu::report(const Outcome &outcome)
{
    if (outcome.ok)
        mMessages.showStatus(outcome.summary);
    else
        mMessages.showError(tr("Not Allowed"), outcome.refusal);
}

void LeaderMenu::captureOrRelease()
{
    const auto leader = mCampaign && mLeaderId ? mCampaign->leader(mLeaderId) : std::nullopt;
    if (!leader)
        return;
    if (leader->status() == LeaderStatus::Captured) {
        report(setCaptured(*mCampaign, mLeaderId, 0));
        return;
    }
    CaptureDialog dialog(*mCampaign, mLeaderId, mWindow);
    if (dialog.exec() == QDialog::Accepted && dialog.captorSideId()) {
        report(setCaptured(*mCampaign, mLeaderId, dialog.captorSideId()));
    }
}

void LeaderMenu::lapseRerolls()
{
    if (!mCampaign || !mLeaderId)
        return;
    report(castellan::lapseRerolls(*mCampaign, mLeaderId));
}

} // namespace castellan
