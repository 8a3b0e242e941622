// Campaign ▸ History (issue 31): the window shows a point of the campaign's history, read-only, and back.
#include "mainwindow.h"

#include "history/historydock.h"
#include "map/mapscene.h"
#include "map/mapwidget.h"
#include "widgets/gatedaction.h"
#include "widgets/messenger.h"

#include "campaign/campaign.h"
#include "campaign/pastview.h"

#include <QAction>
#include <QLabel>
#include <QTreeWidget>
#include <QUndoGroup>
#include <QUndoStack>

namespace castellan {

Campaign *MainWindow::shownCampaign() const
{
    return mHistory->isLooking() ? mHistory->past() : campaign();
}

void MainWindow::createHistory()
{
    mHistory = new HistoryDock(this);
    addDockWidget(Qt::RightDockWidgetArea, mHistory);
    mHistory->hide();
    for (QAction *step : {mHistory->previousActionAction(), mHistory->nextActionAction(),
                          mHistory->previousTurnAction(), mHistory->nextTurnAction(), mHistory->backToNowAction()})
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
    connect(mHistoryBanner, &QLabel::linkActivated, mHistory, &HistoryDock::leave);

    mShowHistory = makeAction(this, QStringLiteral("actionHistory"), tr("&History…"),
                              tr("The campaign as it stood at any point of its history, turn by turn and action by "
                                 "action, read-only"),
                              QKeySequence(tr("Ctrl+H")));
    connect(mShowHistory, &QAction::triggered, this, &MainWindow::showHistory);
}

void MainWindow::showHistory()
{
    if (!campaign())
        return;
    if (mHistory->isLooking()) {
        mHistory->raise();
        mHistory->tree()->setFocus();
        return;
    }
    QString error;
    if (!mHistory->start(*campaign(), &error))
        mMessages->showError(tr("History Not Shown"), error);
}

void MainWindow::showPastPoint(Campaign *past)
{
    if (mViewed != past) {
        showViews(past);
        mReadOnlyBanner->hide();
        updateActions();
    }
    mMap->scene()->setTrails(mHistory->trails());
    mHistoryBanner->setText(tr("<b>History.</b> %1 Nothing can be changed here. <a href=\"now\">Back to now</a> "
                               "(Esc)")
                                .arg(mHistory->whereText().toHtmlEscaped()));
    mHistoryBanner->show();
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
}

} // namespace castellan
