#include "mapwidget.h"

#include "mapcontroller.h"
#include "mapemptystate.h"
#include "mappanel.h"
#include "mapscene.h"
#include "mapsizedialog.h"
#include "maptoolbar.h"
#include "mapview.h"
#include "scanaligndialog.h"

#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/campaign/scanactions.h"
#include "commands/forces/mapactions.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace castellan {

MapWidget::MapWidget(Campaign *campaign, QWidget *parent)
    : QWidget(parent)
    , mScene(new MapScene(this))
    , mStack(new QStackedWidget(this))
    , mEmpty(new MapEmptyState(mStack))
    , mToolBar(new MapToolBar(this))
    , mRefusal(new RefusalBanner(this))
    , mSplitter(new QSplitter(Qt::Horizontal, this))
    , mView(new MapView(mScene, mSplitter))
    , mPanel(new MapPanel(mSplitter))
    , mController(new MapController(mScene, this))
{
    setObjectName(QStringLiteral("mapWidget"));
    mSplitter->setObjectName(QStringLiteral("mapSplitter"));
    mSplitter->addWidget(mView);
    mSplitter->addWidget(mPanel);
    mSplitter->setStretchFactor(0, 1);
    mSplitter->setStretchFactor(1, 0);
    mSplitter->setChildrenCollapsible(false);
    mPanel->setMinimumWidth(220);
    mSplitter->setSizes({700, 260});

    auto *page = new QWidget(mStack);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(0);
    pageLayout->addWidget(mToolBar);
    pageLayout->addWidget(mSplitter, 1);
    mStack->addWidget(mEmpty);
    mStack->addWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mStack);
    // The zoom keys work wherever the focus is in the map pane.
    addActions({mToolBar->zoomInAction(), mToolBar->zoomOutAction(), mToolBar->fitAction()});

    // A refusal floats over the map, so the map does not jump down and back under the pointer.
    mRefusal->floatOver(mView);
    connectParts();
    setCampaign(campaign);
}

MapWidget::~MapWidget() = default;

Campaign *MapWidget::campaign() const
{
    return mCampaign;
}

void MapWidget::connectParts()
{
    connect(mToolBar, &MapToolBar::modeChanged, this, &MapWidget::setMode);
    connect(mToolBar, &MapToolBar::brushChanged, this, &MapWidget::setBrush);
    connect(mToolBar, &MapToolBar::zoomInRequested, this, &MapWidget::zoomIn);
    connect(mToolBar, &MapToolBar::zoomOutRequested, this, &MapWidget::zoomOut);
    connect(mToolBar, &MapToolBar::fitRequested, this, &MapWidget::fitToWindow);
    connect(mToolBar, &MapToolBar::chooseBackgroundRequested, this, &MapWidget::chooseBackgroundImage);
    connect(mToolBar, &MapToolBar::removeBackgroundRequested, this, [this] { setBackgroundImage({}); });
    connect(mToolBar, &MapToolBar::mapSizeRequested, this, [this] {
        if (!mCampaign)
            return;
        auto *dialog = new MapSizeDialog(*mCampaign, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] { Q_EMIT statusMessage(dialog->summary()); });
        dialog->open();
    });
    connect(mToolBar, &MapToolBar::hexOpacityChanged, this, &MapWidget::setHexOpacity);
    connect(mToolBar, &MapToolBar::hexOpacityPreviewed, mScene, &MapScene::previewHexOpacity);
    connect(mToolBar, &MapToolBar::alignScanRequested, this, &MapWidget::alignScan);

    connect(mView, &MapView::hexSelected, this, [this](const Hex &h) {
        mPanel->showHex(h);
        Q_EMIT hexSelected(h);
    });
    connect(mView, &MapView::forceSelected, this, [this](qint64 id) {
        mPanel->setForce(id);
        Q_EMIT forceSelected(id);
    });
    connect(mPanel, &MapPanel::forceSelected, this, [this](qint64 id) {
        mScene->selectForce(id);
        Q_EMIT forceSelected(id);
    });
    connect(mView, &MapView::strokePainted, mController, &MapController::paintStroke);
    connect(mView, &MapView::counterDropped, mController, &MapController::dropForce);
    connect(mView, &MapView::stepRequested, mController, &MapController::stepForce);
    connect(mView, &MapView::hexActivated, mController, &MapController::activateHex);
    connect(mView, &MapView::contextMenuRequested, mController, &MapController::showContextMenu);
    connect(mPanel, &MapPanel::namePlaceRequested, mController, &MapController::namePlace);
    connect(mPanel, &MapPanel::placeForceRequested, mController, &MapController::placeForce);
    connect(mPanel, &MapPanel::addFortressRequested, mController, &MapController::addFortress);
    connect(mPanel, &MapPanel::editFortressRequested, mController, &MapController::editFortress);
    connect(mPanel, &MapPanel::removeFortressRequested, mController, &MapController::removeFortress);
    connect(mPanel, &MapPanel::forcedMarchRequested, mController, &MapController::forcedMarch);
    connect(mPanel, &MapPanel::laySiegeRequested, mController, &MapController::laySiege);
    connect(mPanel, &MapPanel::liftSiegeRequested, mController, &MapController::liftSiege);
    connect(mPanel, &MapPanel::battleRequested, this, &MapWidget::battleOffered);
    connect(mController, &MapController::statusMessage, this, &MapWidget::statusMessage);
    connect(mController, &MapController::refused, mRefusal, &RefusalBanner::showRefusal);
    connect(mController, &MapController::noticed, mRefusal, &RefusalBanner::showNotice);
    connect(mController, &MapController::landed, mRefusal, &RefusalBanner::clear);
    connect(mController, &MapController::battleOffered, this, &MapWidget::battleOffered);
    connect(mController, &MapController::orderGiven, this, &MapWidget::orderGiven);
    connect(mEmpty, &MapEmptyState::createRequested, this, [this](int columns, int rows) {
        if (!mCampaign)
            return;
        const Outcome o = setMapSize(*mCampaign, columns, rows);
        Q_EMIT statusMessage(o.ok ? o.summary : o.refusal);
        if (o.ok)
            setMode(MapMode::Edit); // a new map is drawn first
    });
}

void MapWidget::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        mCampaign->disconnect(this);
    mCampaign = campaign;
    mScene->setCampaign(campaign);
    mPanel->setCampaign(campaign);
    mRefusal->clear();
    if (campaign) {
        connect(campaign, &Campaign::mapChanged, this, &MapWidget::updatePage);
        connect(campaign, &Campaign::forceChanged, this, &MapWidget::followForce);
        connect(campaign, &Campaign::scanChanged, this, &MapWidget::showScan);
        connect(campaign, &Campaign::turnChanged, this, &MapWidget::updateTurn);
        connect(campaign, &Campaign::phaseChanged, this, &MapWidget::updateTurn);
        // A refusal speaks of the turn and phase it was made in: a new phase or turn makes it stale.
        connect(campaign, &Campaign::phaseChanged, mRefusal, &RefusalBanner::clear);
        connect(campaign, &Campaign::turnChanged, mRefusal, &RefusalBanner::clear);
        // Any change, an undo too, may make it untrue.
        connect(campaign->undoStack(), &QUndoStack::indexChanged, mRefusal, &RefusalBanner::clear);
        connect(campaign, &QObject::destroyed, this, [this] { setCampaign(nullptr); });
    }
    if (mAlignDialog)
        mAlignDialog->close(); // it aligned the other campaign's scan
    showScan();
    const QString readOnly = campaign ? campaign->whyReadOnly() : QString();
    mToolBar->setReadOnly(readOnly);
    setMode((campaign && campaign->hasMap()) || !readOnly.isEmpty() ? MapMode::Play : MapMode::Edit);
    mNeedsFit = true;
    updatePage();
    updateTurn();
}

void MapWidget::updateTurn()
{
    if (!mCampaign)
        return;
    mToolBar->setTurnText(mCampaign->phase() == TurnPhase::Movement
                              ? tr("Turn %1 · movement and battles").arg(mCampaign->turn())
                              : tr("Turn %1 · sieges").arg(mCampaign->turn()));
}

void MapWidget::updatePage()
{
    const bool hasMap = mCampaign && mCampaign->hasMap();
    if (const QString readOnly = mCampaign ? mCampaign->whyReadOnly() : QString(); !readOnly.isEmpty())
        mEmpty->setReadOnly(readOnly);
    else
        mEmpty->setHasCampaign(mCampaign);
    QWidget *page = mStack->widget(hasMap ? 1 : 0);
    if (mStack->currentWidget() != page) {
        mStack->setCurrentWidget(page);
        mNeedsFit = true;
    }
    fitOnce();
}

void MapWidget::fitOnce()
{
    if (!mNeedsFit || !mView->isVisible() || mView->viewport()->width() < 50 || mScene->mapRect().isEmpty())
        return;
    mNeedsFit = false;
    mView->fitToWindow();
    // A big map starts near life size rather than as a speck.
    if (mView->zoom() < 0.6)
        mView->setZoom(0.6);
    else if (mView->zoom() > 1.5)
        mView->setZoom(1.5);
}

void MapWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    QTimer::singleShot(0, this, &MapWidget::fitOnce);
}

void MapWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitOnce();
}

void MapWidget::setMode(MapMode mode)
{
    mMode = mode;
    mToolBar->setMode(mode);
    mView->setMode(mode);
    mView->setBrush(mode == MapMode::Edit ? mToolBar->brush() : std::nullopt);
    mPanel->setMode(mode);
    mController->setMode(mode);
}

std::optional<Terrain> MapWidget::brush() const
{
    return mToolBar->brush();
}

void MapWidget::setBrush(std::optional<Terrain> terrain)
{
    mToolBar->setBrush(terrain);
    mView->setBrush(mMode == MapMode::Edit ? terrain : std::nullopt);
}

void MapWidget::selectHex(const Hex &hex)
{
    mScene->selectHex(hex);
    mPanel->showHex(mScene->selectedHex());
    if (mScene->selectedHex())
        mView->ensureVisible(mScene->geometry().boundsOf(hex));
}

void MapWidget::selectForce(qint64 forceId)
{
    const auto force = mCampaign ? mCampaign->force(forceId) : std::nullopt;
    if (force && force->onMap())
        selectHex(force->hex);
    mScene->selectForce(forceId);
    mPanel->setForce(mScene->selectedForce());
}

void MapWidget::followForce(qint64 forceId)
{
    // The selection goes where the selected force went (a move, a step, an undo).
    if (forceId != mScene->selectedForce())
        return;
    const auto force = mCampaign->force(forceId);
    if (force && force->onMap() && mScene->selectedHex() != force->hex)
        selectHex(force->hex);
}

void MapWidget::zoomIn()
{
    mView->zoomIn();
}

void MapWidget::zoomOut()
{
    mView->zoomOut();
}

void MapWidget::fitToWindow()
{
    mView->fitToWindow();
}

void MapWidget::chooseBackgroundImage()
{
    QStringList patterns;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    const QString file = QFileDialog::getOpenFileName(this, tr("Lay a Scan of the Map"), mScanFolder,
                                                      tr("Images (%1)").arg(patterns.join(QLatin1Char(' '))));
    if (file.isEmpty())
        return;
    mScanFolder = QFileInfo(file).absolutePath();
    setBackgroundImage(file);
    if (mCampaign && mCampaign->scan().isSet())
        alignScan(); // a scan fitted to the map's box is seldom on its hexes: the next step is to align it
}

void MapWidget::setBackgroundImage(const QString &file)
{
    if (!mCampaign)
        return;
    if (file.isEmpty()) {
        if (mCampaign->scan().isSet())
            report(removeScan(*mCampaign));
        return;
    }
    report(layScan(*mCampaign, file));
}

void MapWidget::report(const Outcome &o)
{
    if (o.ok) {
        mRefusal->clear();
        Q_EMIT statusMessage(o.summary);
    } else {
        mRefusal->showRefusal(o.refusal);
    }
}

void MapWidget::showScan()
{
    const bool has = mCampaign && mCampaign->scan().isSet();
    mToolBar->setHasBackground(has);
    mToolBar->setHexOpacity(mScene->hexOpacity());
    if (!has && mAlignDialog)
        mAlignDialog->close();
}

qreal MapWidget::hexOpacity() const
{
    return mScene->hexOpacity();
}

void MapWidget::setHexOpacity(qreal opacity)
{
    if (!mCampaign || !mCampaign->scan().isSet() || qFuzzyCompare(mCampaign->scan().gridOpacity + 1, opacity + 1)) {
        mScene->previewHexOpacity(mCampaign ? mCampaign->scan().gridOpacity : 1.0); // a preview let go unchanged
        return;
    }
    report(setGridOpacity(*mCampaign, opacity));
    showScan();
}

ScanAlignDialog *MapWidget::scanAlignDialog() const
{
    return mAlignDialog;
}

void MapWidget::alignScan()
{
    if (!mCampaign || !mCampaign->scan().isSet())
        return;
    if (!mAlignDialog) {
        mAlignDialog = new ScanAlignDialog(*mCampaign, mScene, mView, this);
        mAlignDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(mAlignDialog, &QDialog::finished, mView, [this] { mView->setFocus(); });
    }
    mAlignDialog->show();
    mAlignDialog->raise();
    mAlignDialog->activateWindow();
}

} // namespace castellan
