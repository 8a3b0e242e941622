#include "historydock.h"

#include "widgets/gatedaction.h"

#include "campaign/campaign.h"
#include "campaign/pastview.h"
#include "storage/storageerror.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace castellan {

namespace {

constexpr int PointRole = Qt::UserRole + 1;

QString phaseName(const QString &phase)
{
    return phase == phaseKey(TurnPhase::Siege) ? HistoryDock::tr("siege phase") : HistoryDock::tr("movement phase");
}

QString whenText(const QString &madeAt)
{
    const QDateTime at = QDateTime::fromString(madeAt, Qt::ISODate);
    return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : QString();
}

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    return button;
}

} // namespace

HistoryDock::HistoryDock(QWidget *parent)
    : QDockWidget(tr("History"), parent)
    , mSlider(new QSlider(Qt::Horizontal, this))
    , mWhere(new QLabel(this))
    , mTree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("historyDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    createActions();
    mSlider->setObjectName(QStringLiteral("historySlider"));
    mSlider->setPageStep(10);
    mSlider->setToolTip(tr("Drag to any point of the campaign's history"));
    mWhere->setObjectName(QStringLiteral("historyWhere"));
    mTree->setObjectName(QStringLiteral("historyTree"));
    mTree->setHeaderLabels({tr("Action"), tr("By"), tr("When")});
    mTree->setUniformRowHeights(true);
    mTree->setAlternatingRowColors(true);
    mTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTree->header()->setStretchLastSection(false);

    auto *steps = new QHBoxLayout;
    steps->setSpacing(2);
    for (QAction *a : {mPreviousTurn, mPreviousAction, mNextAction, mNextTurn})
        steps->addWidget(buttonFor(a, this));
    steps->addStretch(1);
    steps->addWidget(buttonFor(mBackToNow, this));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *along = new QHBoxLayout;
    along->addWidget(mSlider, 1);
    along->addWidget(mWhere);
    layout->addLayout(along);
    layout->addLayout(steps);
    layout->addWidget(mTree, 1);
    setWidget(body);

    connect(mSlider, &QSlider::valueChanged, this, [this](int value) { moveTo(value); });
    connect(mTree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, PointRole).isValid())
            moveTo(item->data(0, PointRole).toLongLong());
    });
}

HistoryDock::~HistoryDock() = default;

void HistoryDock::createActions()
{
    mPreviousAction = makeAction(this, QStringLiteral("actionHistoryPreviousAction"), tr("◀ Action"),
                                 tr("The campaign before the action shown"), QKeySequence(tr("Alt+Left")));
    connect(mPreviousAction, &QAction::triggered, this, [this] { moveTo(point() - 1); });
    mNextAction = makeAction(this, QStringLiteral("actionHistoryNextAction"), tr("Action ▶"),
                             tr("The campaign after the next action"), QKeySequence(tr("Alt+Right")));
    connect(mNextAction, &QAction::triggered, this, [this] { moveTo(point() + 1); });
    mPreviousTurn = makeAction(this, QStringLiteral("actionHistoryPreviousTurn"), tr("◀◀ Turn"),
                               tr("The campaign as this turn began, or the turn before"), QKeySequence(tr("Alt+Up")));
    connect(mPreviousTurn, &QAction::triggered, this, &HistoryDock::previousTurn);
    mNextTurn = makeAction(this, QStringLiteral("actionHistoryNextTurn"), tr("Turn ▶▶"),
                           tr("The campaign as the next turn began"), QKeySequence(tr("Alt+Down")));
    connect(mNextTurn, &QAction::triggered, this, &HistoryDock::nextTurn);
    mBackToNow = makeAction(this, QStringLiteral("actionHistoryBackToNow"), tr("Back to &Now"),
                            tr("Leave the history: the campaign as it stands, to play on (Esc)"));
    connect(mBackToNow, &QAction::triggered, this, &HistoryDock::leave);
    for (QAction *a : {mPreviousAction, mNextAction, mPreviousTurn, mNextTurn, mBackToNow}) {
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
    }
}

bool HistoryDock::start(const Campaign &now, QString *error)
{
    leave();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        mPast = std::make_unique<PastView>(now);
    } catch (const StorageError &e) {
        QApplication::restoreOverrideCursor();
        *error = now.messageOf(e);
        return false;
    }
    mShared = now.isShared();
    mTree->setColumnHidden(1, !mShared);
    fillTree();
    QApplication::restoreOverrideCursor();
    mSlider->setRange(0, int(pointCount() - 1));
    show();
    raise();
    showPoint();
    mTree->setFocus();
    return true;
}

void HistoryDock::fillTree()
{
    const QSignalBlocker quiet(mTree);
    mTree->clear();
    mActionItems.clear();
    const Timeline &timeline = mPast->timeline();
    QTreeWidgetItem *turnItem = nullptr;
    QTreeWidgetItem *phaseItem = nullptr;
    for (qsizetype i = 0; i < timeline.changes().size(); ++i) {
        const StoredChange &change = timeline.changes()[i];
        if (!turnItem || turnItem->data(1, PointRole).toInt() != change.turn) {
            turnItem = new QTreeWidgetItem(mTree, {tr("Turn %1").arg(change.turn)});
            turnItem->setData(0, PointRole, timeline.start(change.turn).value_or(i));
            turnItem->setData(1, PointRole, change.turn);
            QFont bold = turnItem->font(0);
            bold.setBold(true);
            turnItem->setFont(0, bold);
            phaseItem = nullptr;
        }
        if (!phaseItem || phaseItem->data(1, PointRole).toString() != change.phase) {
            phaseItem = new QTreeWidgetItem(turnItem, {phaseName(change.phase)});
            phaseItem->setData(0, PointRole, timeline.start(change.turn, change.phase).value_or(i));
            phaseItem->setData(1, PointRole, change.phase);
        }
        auto *item = new QTreeWidgetItem(phaseItem, {historyText(change), change.userName, whenText(change.madeAt)});
        item->setData(0, PointRole, i + 1);
        item->setToolTip(0, item->text(0));
        mActionItems << item;
    }
    mTree->expandAll();
    mTree->resizeColumnToContents(2);
}

Campaign *HistoryDock::past() const
{
    return mPast ? &mPast->campaign() : nullptr;
}

const QList<ForceTrail> &HistoryDock::trails() const
{
    static const QList<ForceTrail> none;
    return mPast ? mPast->trails() : none;
}

qsizetype HistoryDock::point() const
{
    return mPast ? mPast->index() : 0;
}

qsizetype HistoryDock::pointCount() const
{
    return mPast ? mPast->timeline().pointCount() : 0;
}

bool HistoryDock::moveTo(qsizetype to)
{
    if (!mPast || to < 0 || to >= pointCount())
        return false;
    if (to == point())
        return true;
    try {
        mPast->moveTo(to);
    } catch (const StorageError &e) {
        Q_EMIT failed(e.message());
        showPoint(); // the slider and the list back where the view stands
        return false;
    }
    showPoint();
    return true;
}

QTreeWidgetItem *HistoryDock::itemAt(qsizetype at) const
{
    if (at > 0)
        return mActionItems.value(at - 1);
    return mTree->topLevelItem(0);
}

void HistoryDock::showPoint()
{
    {
        const QSignalBlocker quietSlider(mSlider);
        const QSignalBlocker quietTree(mTree);
        mSlider->setValue(int(point()));
        QTreeWidgetItem *current = mTree->currentItem();
        if (!current || current->data(0, PointRole).toLongLong() != point()) {
            if (QTreeWidgetItem *item = itemAt(point())) {
                mTree->setCurrentItem(item);
                mTree->scrollToItem(item);
            }
        }
    }
    mWhere->setText(tr("%1 of %2").arg(point()).arg(pointCount() - 1));
    mWhere->setToolTip(whereText());
    mPreviousAction->setEnabled(point() > 0);
    mPreviousTurn->setEnabled(point() > 0);
    mNextAction->setEnabled(point() + 1 < pointCount());
    mNextTurn->setEnabled(point() + 1 < pointCount());
    mBackToNow->setEnabled(true);
    Q_EMIT pointShown(past());
}

QString HistoryDock::whereText() const
{
    if (!mPast)
        return {};
    const HistoryPoint at = mPast->timeline().point(point());
    const QString turn = tr("Turn %1, %2").arg(at.turn).arg(phaseName(at.phase));
    if (point() + 1 == pointCount())
        return tr("%1: as the campaign stands now.").arg(turn);
    if (point() == 0)
        return tr("%1: as its kept history begins.").arg(turn);
    const StoredChange &last = mPast->timeline().changes()[point() - 1];
    const QString by = mShared ? tr(" by %1").arg(last.userName) : QString();
    return tr("%1: after “%2”%3 (action %4 of %5).")
        .arg(turn, historyText(last), by, QString::number(point()), QString::number(pointCount() - 1));
}

qsizetype HistoryDock::turnStart(qsizetype at) const
{
    const Timeline &timeline = mPast->timeline();
    return timeline.start(timeline.point(at).turn).value_or(0);
}

void HistoryDock::previousTurn()
{
    if (!mPast)
        return;
    const qsizetype began = turnStart(point());
    moveTo(point() > began || began == 0 ? began : turnStart(began - 1));
}

void HistoryDock::nextTurn()
{
    if (!mPast)
        return;
    const Timeline &timeline = mPast->timeline();
    const int turn = timeline.point(point()).turn;
    qsizetype next = point();
    while (next + 1 < pointCount() && timeline.point(next).turn == turn)
        ++next;
    moveTo(next);
}

void HistoryDock::leave()
{
    if (!mPast)
        return;
    for (QAction *a : {mPreviousAction, mNextAction, mPreviousTurn, mNextTurn, mBackToNow})
        a->setEnabled(false);
    Q_EMIT left(); // the window lets go of the past campaign first
    mPast.reset();
    const QSignalBlocker quiet(mTree);
    mTree->clear();
    mActionItems.clear();
    hide();
}

void HistoryDock::closeEvent(QCloseEvent *event)
{
    QDockWidget::closeEvent(event);
    leave();
}

} // namespace castellan
