#include "mapview.h"

#include "widgets/forcemime.h"

#include <QDragEnterEvent>
#include <QDropEvent>

#include "forcecounteritem.h"
#include "mapscene.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace castellan {

namespace {

constexpr qreal MinZoom = 0.08;
constexpr qreal MaxZoom = 5.0;
constexpr qreal ZoomStep = 1.25;
const QColor Table(0x4b, 0x4f, 0x4a); // the table the map sheet lies on

} // namespace

MapView::MapView(MapScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , mScene(scene)
{
    setObjectName(QStringLiteral("mapView"));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setTransformationAnchor(AnchorViewCenter); // the wheel keeps the point under the cursor itself
    setResizeAnchor(AnchorViewCenter);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(Table);
    horizontalScrollBar()->setSingleStep(24);
    verticalScrollBar()->setSingleStep(24);
    setAcceptDrops(true); // forces from the Forces pane
}

void MapView::setMode(MapMode mode)
{
    mMode = mode;
    viewport()->setCursor(mMarking || (mode == MapMode::Edit && mBrush) ? Qt::CrossCursor : Qt::ArrowCursor);
}

void MapView::setMarking(bool marking)
{
    mMarking = marking;
    setMode(mMode);
}

void MapView::setBrush(std::optional<Terrain> terrain)
{
    mBrush = terrain;
    setMode(mMode);
}

qreal MapView::zoom() const
{
    return transform().m11();
}

int MapView::directionOfKey(int key)
{
    // Around the hex as the keys lie: W north, E north-east, D south-east, S south, A south-west, Q north-west.
    switch (key) {
    case Qt::Key_1:
    case Qt::Key_W: return 0;
    case Qt::Key_2:
    case Qt::Key_E: return 1;
    case Qt::Key_3:
    case Qt::Key_D: return 2;
    case Qt::Key_4:
    case Qt::Key_S: return 3;
    case Qt::Key_5:
    case Qt::Key_A: return 4;
    case Qt::Key_6:
    case Qt::Key_Q: return 5;
    default: return -1;
    }
}

void MapView::zoomIn()
{
    scaleBy(ZoomStep);
}

void MapView::zoomOut()
{
    scaleBy(1 / ZoomStep);
}

void MapView::setZoom(qreal zoom)
{
    scaleBy(zoom / this->zoom());
}

void MapView::fitToWindow()
{
    if (mScene->mapRect().isEmpty())
        return;
    fitInView(mScene->sceneRect(), Qt::KeepAspectRatio);
    // Scroll bars that showed before the fit take room from it: a step back until they are gone.
    for (int i = 0; i < 4 && (horizontalScrollBar()->maximum() > 0 || verticalScrollBar()->maximum() > 0); ++i)
        scale(0.985, 0.985);
    setZoom(std::clamp(zoom(), MinZoom, MaxZoom));
    Q_EMIT zoomChanged(zoom());
}

void MapView::scaleBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, MinZoom, MaxZoom);
    if (qFuzzyCompare(target, zoom()))
        return;
    scale(target / zoom(), target / zoom());
    Q_EMIT zoomChanged(zoom());
}

void MapView::select(const Hex &hex, qint64 forceId)
{
    if (!mScene->isOnMap(hex))
        return; // a click on the table around the map
    const bool forceChanged = forceId != mScene->selectedForce();
    mScene->selectHex(hex);
    mScene->selectForce(forceId);
    Q_EMIT hexSelected(hex);
    if (forceChanged)
        Q_EMIT forceSelected(forceId);
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    mPressPos = mLastPos = event->position().toPoint();
    mMoved = false;
    const QPointF scenePos = mapToScene(mPressPos);
    if (event->button() == Qt::MiddleButton) {
        mGesture = Gesture::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
    } else if (event->button() == Qt::LeftButton) {
        if (mMarking) {
            mGesture = Gesture::Click; // a click marks; a drag pans
        } else if (ForceCounterItem *counter = mScene->counterAt(scenePos)) {
            mGesture = Gesture::Counter;
            mDragForce = counter->forceId();
            mDragOffset = counter->pos() - scenePos;
            select(counter->force().hex, mDragForce);
        } else if (mMode == MapMode::Edit && mBrush && mScene->isOnMap(mScene->hexAt(scenePos))) {
            mGesture = Gesture::Stroke;
            mStroke = {mScene->hexAt(scenePos)};
            mStrokeLast = scenePos;
            mScene->setPreview(mStroke, *mBrush);
            select(mStroke.first(), 0);
        } else {
            mGesture = Gesture::Click; // a click selects; a drag pans
        }
    } else {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    event->accept();
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if ((pos - mPressPos).manhattanLength() >= QApplication::startDragDistance())
        mMoved = true;
    const QPoint delta = pos - mLastPos;
    mLastPos = pos;
    switch (mGesture) {
    case Gesture::Click:
        if (!mMoved)
            break;
        mGesture = Gesture::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        [[fallthrough]];
    case Gesture::Pan:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        break;
    case Gesture::Stroke: extendStroke(mapToScene(pos)); break;
    case Gesture::Counter:
        if (ForceCounterItem *counter = mScene->counter(mDragForce); counter && mMoved) {
            counter->setZValue(100);
            counter->setPos(mapToScene(pos) + mDragOffset);
        }
        break;
    case Gesture::None: QGraphicsView::mouseMoveEvent(event); return;
    }
    event->accept();
}

void MapView::extendStroke(const QPointF &scenePos)
{
    // Samples the way from the last point, so a fast drag leaves no gap in the stroke.
    const QPointF way = scenePos - mStrokeLast;
    const int steps = std::max(1, int(std::ceil(std::hypot(way.x(), way.y()) / (mScene->geometry().radius() / 3))));
    for (int i = 1; i <= steps; ++i) {
        const Hex h = mScene->hexAt(mStrokeLast + way * (qreal(i) / steps));
        if (mScene->isOnMap(h) && !mStroke.contains(h))
            mStroke << h;
    }
    mStrokeLast = scenePos;
    mScene->setPreview(mStroke, *mBrush);
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    const Gesture gesture = std::exchange(mGesture, Gesture::None);
    const QPointF scenePos = mapToScene(event->position().toPoint());
    switch (gesture) {
    case Gesture::Click:
        if (mMarking)
            Q_EMIT markPicked(scenePos);
        else
            select(mScene->hexAt(scenePos), 0);
        break;
    case Gesture::Pan:
        setMode(mMode); // the cursor back
        break;
    case Gesture::Stroke: {
        const QList<Hex> stroke = std::exchange(mStroke, {});
        Q_EMIT strokePainted(stroke, *mBrush);
        mScene->setPreview({}, *mBrush);
        break;
    }
    case Gesture::Counter: {
        const qint64 force = std::exchange(mDragForce, 0);
        if (mMoved && mScene->isOnMap(mScene->hexAt(scenePos)))
            Q_EMIT counterDropped(force, mScene->hexAt(scenePos));
        mScene->settleCounter(force); // back on its hex, wherever the rules left it
        if (ForceCounterItem *counter = mScene->counter(force))
            select(counter->force().hex, force);
        break;
    }
    case Gesture::None: QGraphicsView::mouseReleaseEvent(event); return;
    }
    event->accept();
}

void MapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (mMarking || (mMode == MapMode::Edit && mBrush)) {
        event->accept(); // with a brush, clicks paint; places are named with Select or from the context menu
        return;
    }
    const Hex h = mScene->hexAt(mapToScene(event->position().toPoint()));
    if (event->button() == Qt::LeftButton && mScene->isOnMap(h)) {
        Q_EMIT hexActivated(h);
        event->accept();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // Around the cursor: the point under it stays under it.
    const QPoint cursor = event->position().toPoint();
    const QPointF under = mapToScene(cursor);
    scaleBy(std::pow(ZoomStep, delta / 120.0));
    const QPoint drift = mapFromScene(under) - cursor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + drift.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + drift.y());
    event->accept();
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    const int direction = directionOfKey(event->key());
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (direction >= 0 && plain && mScene->selectedForce()) {
        Q_EMIT stepRequested(mScene->selectedForce(), direction);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event); // the arrow keys scroll
}

void MapView::contextMenuEvent(QContextMenuEvent *event)
{
    const Hex h = mScene->hexAt(mapToScene(event->pos()));
    if (!mScene->isOnMap(h))
        return;
    const ForceCounterItem *counter = mScene->counterAt(mapToScene(event->pos()));
    select(h, counter ? counter->forceId() : 0);
    Q_EMIT contextMenuRequested(h, event->globalPos());
    event->accept();
}

void MapView::dragEnterEvent(QDragEnterEvent *event)
{
    if (forceFromMimeData(event->mimeData()) > 0)
        event->acceptProposedAction();
    else
        QGraphicsView::dragEnterEvent(event);
}

void MapView::dragMoveEvent(QDragMoveEvent *event)
{
    if (forceFromMimeData(event->mimeData()) > 0)
        event->acceptProposedAction(); // a hex off the board is refused, with the reason, when dropped
    else
        QGraphicsView::dragMoveEvent(event);
}

void MapView::dropEvent(QDropEvent *event)
{
    const qint64 force = forceFromMimeData(event->mimeData());
    if (force <= 0) {
        QGraphicsView::dropEvent(event);
        return;
    }
    const Hex hex = mScene->hexAt(mapToScene(event->position().toPoint()));
    event->acceptProposedAction();
    Q_EMIT counterDropped(force, hex);
}

} // namespace castellan
