// Campaign ▸ History and View as Side (issue 31): the window shows a point of the campaign's history, or the
// campaign as a side sees it, read-only, and back.
#include "mainwindow.h"

#include "exchange/turnreportsdialog.h"
#include "history/historydock.h"
#include "map/mapscene.h"
#include "map/mapwidget.h"
#include "widgets/gatedaction.h"
#include "widgets/messenger.h"

#include "campaign/campaign.h"
#include "campaign/pastview.h"
#include "campaign/sideview.h"
#include "storage/serveraccess.h"
#include "storage/storageerror.h"

#include <QAction>
#include <QInputDialog>
#include <QLabel>
#include <QSpinBox>
#include <QTreeWidget>
#include <QUndoGroup>
#include <QUndoStack>

namespace castellan {

Campaign *MainWindow::shownCampaign() const
{
    if (mHistory->isLooking())
        return mHistory->past();
    return mSideView ? &mSideView->campaign() : campaign();
}

void MainWindow::createHistory()
{
    mHistory = new HistoryDock(this);
    addDockWidget(Qt::RightDockWidgetArea, mHistory);
    mHistory->hide();
    for (QAction *step : {mHistory->previousActionAction(), mHistory->nextActionAction(),
                          mHistory->previousTurnAction(), mHistory->nextTurnAction()})
        addAction(step); // the keys work wherever the focus is in the window
    connect(mHistory, &HistoryDock::pointShown, this, &MainWindow::showPastPoint);
    connect(mHistory, &HistoryDock::left, this, &MainWindow::backToNow);
    connect(mHistory, &HistoryDock::failed, this,
            [this](const QString &message) { mMessages->showError(tr("History Not Shown"), message); });

    mHistoryBanner->setObjectName(QStringLiteral("historyBanner"));
    mHistoryBanner->setWordWrap(true);
    mHistoryBanner->setContentsMargins(10, 6, 10, 6);
    mHistoryBanner->setStyleSheet(QStringLiteral("QLabel#historyBanner { background: #dde9f7; color: #12304f;"
                                                 " border-bottom: 1px solid #8fb1d9; }"));
    mHistoryBanner->hide();

    mShowHistory = makeAction(this, QStringLiteral("actionHistory"), tr("&History…"),
                              tr("The campaign as it stood at any point of its history, turn by turn and action by "
                                 "action, read-only"),
                              QKeySequence(tr("Ctrl+H")));
    connect(mShowHistory, &QAction::triggered, this, &MainWindow::showHistory);
    mViewAsSide = makeAction(this, QStringLiteral("actionViewAsSide"), tr("View as &Side…"),
                             tr("The campaign exactly as one side's players see it: its leaders and rolls, and what "
                                "it can see of the others"));
    connect(mViewAsSide, &QAction::triggered, this, &MainWindow::viewAsSideDialog);
    // Esc leaves whichever look is shown: a point of the history or a side's view.
    mLeaveLook = makeAction(this, QStringLiteral("actionLeaveLook"), tr("Back to Now"),
                            tr("The campaign as it stands, to play on"), QKeySequence(Qt::Key_Escape));
    mLeaveLook->setShortcutContext(Qt::WindowShortcut);
    mLeaveLook->setEnabled(false);
    addAction(mLeaveLook);
    connect(mLeaveLook, &QAction::triggered, this, [this] {
        if (mSideView)
            leaveSideView();
        else
            mHistory->leave();
    });
    connect(mHistoryBanner, &QLabel::linkActivated, mLeaveLook, &QAction::trigger);
}

void MainWindow::showLookBanner(const QString &html)
{
    mReadOnlyBanner->hide();
    mHistoryBanner->setText(html);
    mHistoryBanner->show();
}

void MainWindow::viewAsSideDialog()
{
    if (!campaign() || campaign()->sides().isEmpty())
        return;
    QStringList names;
    for (const Side &side : campaign()->sides())
        names << side.name;
    bool chosen = false;
    const QString name = QInputDialog::getItem(this, tr("View as Side"), tr("The campaign as the players of:"), names,
                                               0, false, &chosen);
    if (chosen)
        viewAsSide(campaign()->sideByName(name)->id);
}

bool MainWindow::viewAsSide(qint64 sideId)
{
    if (!campaign())
        return false;
    if (mHistory->isLooking())
        mHistory->leave();
    if (mSideView)
        leaveSideView();
    try {
        mSideView = std::make_unique<SideView>(*campaign(), sideId);
    } catch (const StorageError &e) {
        mMessages->showError(tr("Side's View Not Shown"), campaign()->messageOf(e));
        return false;
    }
    Campaign *view = &mSideView->campaign();
    showViews(view);
    const QString side = campaign()->side(sideId)->name.toHtmlEscaped();
    showLookBanner(tr("<b>Viewing as %1.</b> The campaign as its players see it%2. Nothing can be changed here. "
                      "<a href=\"gm\">Back to the game master's view</a> (Esc)")
                       .arg(side, campaign()->options().hiddenMovement ? tr(", hidden movement on") : QString()));
    setWindowTitle(tr("%1 (as %2) — Castellan").arg(campaign()->name(), campaign()->side(sideId)->name));
    updateStatus();
    updateActions();
    return true;
}

void MainWindow::leaveSideView()
{
    if (!mSideView)
        return;
    mHistoryBanner->hide();
    showViews(campaign());
    mSideView.reset();
    updateTitle();
    updateStatus();
    updateActions();
}

void MainWindow::showHistory()
{
    if (!campaign())
        return;
    if (const auto v = campaign()->viewer(); v && v->role != ServerRole::GameMaster) {
        showSideHistory(*v);
        return;
    }
    if (mSideView)
        leaveSideView();
    if (mHistory->isLooking()) {
        mHistory->raise();
        mHistory->tree()->setFocus();
        return;
    }
    QString error;
    if (!mHistory->start(*campaign(), &error))
        mMessages->showError(tr("History Not Shown"), error);
}

void MainWindow::showSideHistory(const Viewer &viewer)
{
    // A player cannot read the campaign's history: his is his side's turn reports, as each turn ended (issue 31).
    const auto side = campaign()->side(viewer.sideId);
    if (!side) {
        mMessages->showError(tr("History Not Shown"),
                             tr("An observer follows the campaign as it stands: its history is its players' and "
                                "its game masters'."));
        return;
    }
    auto *dialog = new TurnReportsDialog(*campaign(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("History of %1").arg(side->name));
    dialog->turnSpin()->setValue(std::max(1, campaign()->turn() - 1));
    dialog->open();
}

void MainWindow::showPastPoint(Campaign *past)
{
    if (mViewed != past) {
        showViews(past);
        updateActions();
    }
    mMap->scene()->setTrails(mHistory->trails());
    mLeaveLook->setEnabled(true);
    showLookBanner(tr("<b>History.</b> %1 Nothing can be changed here. <a href=\"now\">Back to now</a> (Esc)")
                       .arg(mHistory->whereText().toHtmlEscaped()));
    setWindowTitle(tr("%1 (history) — Castellan").arg(past->name()));
    updateStatus();
}

void MainWindow::backToNow()
{
    mHistoryBanner->hide();
    mMap->scene()->setTrails({});
    showViews(campaign());
    updateTitle();
    updateStatus();
    updateActions();
    mLeaveLook->setEnabled(false); // the history lets go of its past after this
}

} // namespace castellan
