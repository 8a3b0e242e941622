#include "ordersdock.h"

#include "battleanswerdialog.h"
#include "standingordersdialog.h"

#include "campaign/campaign.h"
#include "commands/turn/sidemovement.h"
#include "map/mapmodel.h"
#include "orders/ordergiving.h"
#include "orders/ordertext.h"
#include "orders/referee.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSystemTrayIcon>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace castellan {

namespace {

// Names of this file's own: a unity build puts other files' column enums beside them.
enum OrdersColumn {
    OrdersIdColumn,
    OrdersSideColumn,
    OrdersTextColumn,
    OrdersStatusColumn,
    OrdersAnswerColumn,
    OrdersColumnCount
};

} // namespace

OrdersDock::OrdersDock(QWidget *parent)
    : QDockWidget(tr("Orders"), parent)
    , mTurn(new QLabel(this))
    , mTurnStatus(new QLabel(this))
    , mTable(new QTableWidget(0, OrdersColumnCount, this))
    , mEndMovement(new QPushButton(this))
    , mWithdraw(new QPushButton(tr("&Withdraw"), this))
    , mReferee(new QPushButton(tr("&Carry Out Orders"), this))
    , mStanding(new QPushButton(tr("&Standing Orders…"), this))
    , mQuestion(new QLabel(this))
    , mAnswer(new QPushButton(tr("&Answer…"), this))
    , mPoll(new QTimer(this))
{
    setObjectName(QStringLiteral("ordersDock"));
    setAllowedAreas(Qt::AllDockWidgetAreas);
    mTurn->setObjectName(QStringLiteral("ordersTurn"));
    mTurn->setWordWrap(true);
    mTurnStatus->setObjectName(QStringLiteral("statusMovingSide"));
    mTable->setObjectName(QStringLiteral("ordersTable"));
    mTable->setHorizontalHeaderLabels({tr("#"), tr("Side"), tr("Order"), tr("Status"), tr("Answer")});
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setWordWrap(true);
    mEndMovement->setObjectName(QStringLiteral("endSideMovementButton"));
    mWithdraw->setObjectName(QStringLiteral("withdrawOrderButton"));
    mWithdraw->setToolTip(tr("Withdraws the selected order while the referee has not answered it (RULES T4)"));
    mReferee->setObjectName(QStringLiteral("refereeOrdersButton"));
    mReferee->setCheckable(true);
    mReferee->setToolTip(tr("This window carries out the players' orders as they come, with the campaign's dice "
                            "(RULES T4)"));
    mStanding->setObjectName(QStringLiteral("standingOrdersButton"));
    mStanding->setToolTip(tr("What the side does when a choice is its own while another side moves (RULES T4)"));
    mQuestion->setObjectName(QStringLiteral("ordersQuestion"));
    mQuestion->setWordWrap(true);
    mAnswer->setObjectName(QStringLiteral("answerBattleButton"));
    mAnswer->setToolTip(tr("Choose how your side fights the battle that waits for you (RULES T4)"));
    auto *asked = new QHBoxLayout;
    asked->addWidget(mQuestion, 1);
    asked->addWidget(mAnswer);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mEndMovement);
    buttons->addWidget(mWithdraw);
    buttons->addWidget(mStanding);
    buttons->addStretch(1);
    buttons->addWidget(mReferee);
    auto *pane = new QWidget(this);
    auto *layout = new QVBoxLayout(pane);
    layout->addWidget(mTurn);
    layout->addWidget(mTable, 1);
    layout->addLayout(asked);
    layout->addLayout(buttons);
    setWidget(pane);
    connect(mEndMovement, &QPushButton::clicked, this, &OrdersDock::endMovement);
    connect(mWithdraw, &QPushButton::clicked, this, &OrdersDock::withdrawSelected);
    connect(mReferee, &QPushButton::toggled, this, &OrdersDock::setRefereeing);
    connect(mStanding, &QPushButton::clicked, this, &OrdersDock::editStandingOrders);
    connect(mAnswer, &QPushButton::clicked, this, &OrdersDock::answerBattle);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &OrdersDock::updateButtons);
    connect(mPoll, &QTimer::timeout, this, &OrdersDock::refresh);
    mPoll->setInterval(5000); // the orders' notices refresh the dock at once (listenForNotices)
    setCampaign(nullptr);
}

bool OrdersDock::isPlayer() const
{
    return mCampaign && isPlayersCampaign(*mCampaign);
}

void OrdersDock::setCampaign(Campaign *campaign)
{
    if (mCampaign) {
        disconnect(mCampaign, nullptr, this, nullptr);
        disconnect(mCampaign->undoStack(), nullptr, this, nullptr);
    }
    mCampaign = campaign && campaign->orderBook() ? campaign : nullptr;
    mKnown.clear();
    mMoving.clear();
    mFirstRead = true;
    mListening = false;
    mLastBattle = -1;
    mReferee->setChecked(false);
    mReferee->setVisible(mCampaign && !isPlayer() && !mCampaign->isReadOnly());
    mTurnStatus->setVisible(mCampaign);
    if (mCampaign) {
        connect(mCampaign, &Campaign::phaseChanged, this, &OrdersDock::refresh);
        connect(mCampaign, &Campaign::changedElsewhere, this, &OrdersDock::refresh);
        connect(mCampaign->undoStack(), &QUndoStack::indexChanged, this, &OrdersDock::refresh); // End, undone

        mPoll->start();
    } else {
        mPoll->stop();
    }
    refresh();
}

void OrdersDock::refresh()
{
    if (!mCampaign) {
        mTurn->setText(tr("Orders are given on a shared campaign: players play their own sides there (RULES T4)."));
        mTable->setRowCount(0);
        showQuestions({});
        updateButtons();
        return;
    }
    QList<Order> orders;
    QList<Question> waiting;
    try {
        listenForNotices();
        orders = mCampaign->orderBook()->orders(false);
        waiting = mCampaign->orderBook()->questions(true);
    } catch (const StorageError &e) {
        mTurn->setText(e.message());
        return;
    }
    const auto moving = movingSide(*mCampaign);
    QStringList after; // the sides that move after the one moving (RULES T4)
    const QList<qint64> ended = sidesThatEndedMovement(*mCampaign);
    for (const Side &side : mCampaign->sides()) {
        if (moving && side.id != moving->id && !ended.contains(side.id))
            after << side.name;
    }
    const QString turn = moving                     ? tr("%1's movement").arg(moving->name)
        : mCampaign->phase() == TurnPhase::Movement ? tr("Every side has moved: the game master ends the turn")
                                                    : tr("Siege phase: break-in rolls and sorties");
    mTurn->setText(after.isEmpty()
                       ? tr("Turn %1: %2.").arg(QString::number(mCampaign->turn()), turn)
                       : tr("Turn %1: %2; then %3.")
                             .arg(QString::number(mCampaign->turn()), turn, after.join(QStringLiteral(", "))));
    mTurnStatus->setText(turn);
    fillTable(orders);
    QList<ForceTrail> trails;
    for (const Order &o : std::as_const(orders)) {
        const auto force = mCampaign->force(o.forceId);
        if (o.kind == OrderKind::Move && o.status == OrderStatus::Pending && force && force->onMap())
            trails.append({o.forceId, QList<Hex>{force->hex} + o.path});
    }
    Q_EMIT pendingMoves(trails);
    tellChanges(orders, moving ? moving->name : QString());
    tellBattles();
    showQuestions(waiting);
    updateButtons();
    if (mReferee->isChecked())
        refereePass();
}

void OrdersDock::listenForNotices()
{
    // A player hears his side's orders' answers; a game master every new order and answer (channel 0).
    if (!mListening)
        mListening =
            mCampaign->orderBook()->listen(isPlayer() ? mCampaign->viewer()->sideId : 0, this, [this] { refresh(); });
}

void OrdersDock::fillTable(const QList<Order> &orders)
{
    const qint64 selected = selectedOrder();
    mTable->setRowCount(int(orders.size()));
    for (int row = 0; row < orders.size(); ++row) {
        const Order &o = orders[row];
        const QStringList cells{QString::number(o.id), mCampaign->sideName(o.sideId), orderText(*mCampaign, o),
                                orderStatusText(o.status), o.result};
        for (int column = 0; column < OrdersColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, o.id);
            item->setToolTip(cells[column]);
            mTable->setItem(row, column, item);
        }
        if (o.id == selected)
            mTable->selectRow(row);
    }
    mTable->resizeColumnsToContents();
}

void OrdersDock::tellChanges(const QList<Order> &orders, const QString &moving)
{
    const bool first = std::exchange(mFirstRead, false);
    for (const Order &o : orders) {
        const OrderStatus before = mKnown.value(o.id, OrderStatus::Pending);
        mKnown.insert(o.id, o.status);
        if (first || !isPlayer() || before != OrderStatus::Pending || o.status == OrderStatus::Pending
            || o.status == OrderStatus::Withdrawn)
            continue;
        tell(o.status == OrderStatus::Refused ? tr("Refused: %1. %2").arg(orderText(*mCampaign, o), o.result)
                                              : tr("Done: %1. %2").arg(orderText(*mCampaign, o), o.result));
    }
    const QString own = isPlayer() ? mCampaign->sideName(mCampaign->viewer()->sideId) : QString();
    if (!first && moving != mMoving && !own.isEmpty() && moving == own)
        tell(tr("%1's movement begins: your orders are carried out now (RULES T4).").arg(own));
    mMoving = moving;
}

void OrdersDock::tellBattles()
{
    const QList<BattleRecord> battles = mCampaign->battles();
    const qint64 newest = battles.isEmpty() ? 0 : battles.last().id;
    const qint64 told = std::exchange(mLastBattle, newest);
    if (told < 0 || !isPlayer())
        return;
    const qint64 own = mCampaign->viewer()->sideId;
    for (const BattleRecord &b : battles) {
        const auto attacker = mCampaign->force(b.attackerForceId);
        const auto defender = mCampaign->force(b.defenderForceId);
        if (b.id > told && ((attacker && attacker->sideId == own) || (defender && defender->sideId == own)))
            tell(tr("A battle of your side was fought: %1. %2").arg(b.name.shown(), b.result));
    }
}

void OrdersDock::showQuestions(const QList<Question> &waiting)
{
    const auto known = [this](const Question &q) {
        return std::any_of(mWaiting.cbegin(), mWaiting.cend(), [&q](const Question &k) { return k.id == q.id; });
    };
    QStringList lines;
    for (const Question &q : waiting) {
        const QString until = QLocale().toString(q.deadline.toLocalTime(), QLocale::ShortFormat);
        if (isPlayer()) {
            lines << tr("The battle at %1 waits for your answer until %2 (RULES T4).").arg(hexLabel(q.hex), until);
            if (mQuestionsRead && !known(q))
                tell(lines.last());
        } else {
            lines << tr("The battle at %1 waits for %2's answer until %3.")
                         .arg(hexLabel(q.hex), mCampaign->sideName(q.sideId), until);
        }
    }
    mWaiting = waiting;
    mQuestionsRead = mCampaign != nullptr;
    mQuestion->setText(lines.join(QLatin1Char('\n')));
    mQuestion->setVisible(!lines.isEmpty());
}

void OrdersDock::answerBattle()
{
    if (!mCampaign || mWaiting.isEmpty() || !isPlayer())
        return;
    auto *dialog = new BattleAnswerDialog(*mCampaign, mWaiting.first(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        Q_EMIT statusMessage(tr("Your answer is given: the referee fights the battle now."));
        refresh();
    });
    dialog->open();
}

void OrdersDock::tell(const QString &text)
{
    Q_EMIT statusMessage(text);
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    if (!mTray) {
        mTray = new QSystemTrayIcon(windowIcon(), this);
        mTray->show();
    }
    mTray->showMessage(tr("Castellan"), text);
}

void OrdersDock::endMovement()
{
    const auto moving = mCampaign ? movingSide(*mCampaign) : std::nullopt;
    if (!moving)
        return;
    if (isPlayer()) {
        Order order;
        order.sideId = mCampaign->viewer()->sideId;
        order.kind = OrderKind::EndMovement;
        try {
            mCampaign->orderBook()->give(order);
            Q_EMIT statusMessage(tr("Your side's movement ends as soon as the referee answers."));
        } catch (const StorageError &e) {
            Q_EMIT statusMessage(e.message());
        }
    } else {
        const Outcome o = endSideMovement(*mCampaign, moving->id); // a game master ends it for the side
        Q_EMIT statusMessage(o.ok ? o.summary : o.refusal);
    }
    refresh();
}

void OrdersDock::withdrawSelected()
{
    const qint64 id = selectedOrder();
    if (!mCampaign || id == 0)
        return;
    try {
        Q_EMIT statusMessage(mCampaign->orderBook()->withdraw(id)
                                 ? tr("Order %1 is withdrawn.").arg(id)
                                 : tr("Order %1 was answered before it could be withdrawn.").arg(id));
    } catch (const StorageError &e) {
        Q_EMIT statusMessage(e.message());
    }
    refresh();
}

void OrdersDock::editStandingOrders()
{
    if (!mCampaign)
        return;
    auto *dialog = new StandingOrdersDialog(*mCampaign, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] { Q_EMIT statusMessage(tr("The standing orders are kept.")); });
    dialog->open();
}

void OrdersDock::setRefereeing(bool on)
{
    if (on)
        refereePass();
}

void OrdersDock::refereePass()
{
    if (!mCampaign)
        return;
    try {
        // Pending orders, or a battle whose answer is overdue (RULES T4; this machine's clock against the server's).
        const auto deadline = mCampaign->orderBook()->nextDeadline();
        if (mCampaign->orderBook()->orders(true).isEmpty()
            && !(deadline && QDateTime::currentDateTimeUtc() >= *deadline))
            return;
        const RefereePass pass = refereePending(mCampaign->path());
        Q_EMIT statusMessage(pass.expired == 0
                                 ? tr("Orders carried out: %1; refused: %2.").arg(pass.done).arg(pass.refused)
                                 : tr("Orders carried out: %1; refused: %2; battles fought past their deadline by "
                                      "the standing orders: %3.")
                                       .arg(pass.done)
                                       .arg(pass.refused)
                                       .arg(pass.expired));
    } catch (const StorageError &e) {
        mReferee->setChecked(false);
        Q_EMIT statusMessage(e.message());
        return;
    }
    mCampaign->refresh(); // the orders were carried out on a connection of their own
}

qint64 OrdersDock::selectedOrder() const
{
    const QList<QTableWidgetItem *> items = mTable->selectedItems();
    return items.isEmpty() ? 0 : items.first()->data(Qt::UserRole).toLongLong();
}

void OrdersDock::updateButtons()
{
    const auto moving = mCampaign ? movingSide(*mCampaign) : std::nullopt;
    const bool player = isPlayer();
    const qint64 own = player ? mCampaign->viewer()->sideId : 0;
    mEndMovement->setVisible(mCampaign && (player || !mCampaign->isReadOnly()));
    mEndMovement->setText(moving ? tr("&End %1's Movement").arg(moving->name) : tr("&End Movement"));
    QString why;
    if (!moving)
        why = mCampaign ? whySideCannotMoveNow(*mCampaign, own) : QString();
    else if (player && moving->id != own)
        why = whySideCannotMoveNow(*mCampaign, own);
    mEndMovement->setEnabled(mCampaign && why.isEmpty());
    mEndMovement->setToolTip(why.isEmpty() ? tr("The next side in the campaign's order moves (RULES T4)") : why);
    const qint64 selected = selectedOrder();
    mWithdraw->setVisible(player);
    mStanding->setVisible(mCampaign && (player || !mCampaign->isReadOnly()));
    mWithdraw->setEnabled(player && selected > 0 && mKnown.value(selected) == OrderStatus::Pending);
    mAnswer->setVisible(player && !mWaiting.isEmpty());
}

} // namespace castellan
