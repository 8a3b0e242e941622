#pragma once

#include "mapmode.h"

#include "map/mapmodel.h"

#include <QGraphicsView>

#include <optional>

namespace castellan {

class MapScene;

/**
 * Looks at the map and turns the mouse and keys into map gestures: zoom with the wheel (around the cursor),
 * pan with the middle button, with the left one on empty ground (unless a brush is in hand) and with the
 * arrow keys; click selects a hex or a force; in edit mode a drag with a terrain brush is one stroke; a
 * counter dragged to a hex is dropped there; 1-6 or W E D S A Q step the selected force N, NE, SE, S, SW, NW.
 * While the scan is being aligned, a click marks a point of it instead.
 * It changes nothing itself: it says what the user did, and MapController asks the rules.
 */
class MapView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit MapView(MapScene *scene, QWidget *parent = nullptr);

    MapScene *mapScene() const { return mScene; }
    void setMode(MapMode mode);
    MapMode mode() const { return mMode; }
    /** The terrain the brush paints in edit mode; none: clicks select. */
    void setBrush(std::optional<Terrain> terrain);
    std::optional<Terrain> brush() const { return mBrush; }
    qreal zoom() const;
    /** While the scan is aligned, a click marks a point of it instead of selecting (a drag still pans). */
    void setMarking(bool marking);
    bool isMarking() const { return mMarking; }
    /** The direction (0-5, N to NW) a key steps a force in, or -1. */
    static int directionOfKey(int key);

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void setZoom(qreal zoom);
    void fitToWindow();

Q_SIGNALS:
    void hexSelected(const castellan::Hex &hex);
    /** 0 when no force is selected any more. */
    void forceSelected(qint64 forceId);
    void strokePainted(const QList<castellan::Hex> &hexes, castellan::Terrain terrain);
    void counterDropped(qint64 forceId, const castellan::Hex &hex);
    void stepRequested(qint64 forceId, int direction);
    /** A double click on a hex of the map. */
    void hexActivated(const castellan::Hex &hex);
    void contextMenuRequested(const castellan::Hex &hex, const QPoint &globalPos);
    void zoomChanged(qreal zoom);
    /** A click while marking: the point of the scene the user marked. */
    void markPicked(const QPointF &scenePos);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    // A force dragged from the Forces pane (issue 12): dropped on a hex, as a counter dragged there.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    enum class Gesture { None, Click, Pan, Stroke, Counter };

    void scaleBy(qreal factor);
    void extendStroke(const QPointF &scenePos);
    void select(const Hex &hex, qint64 forceId);

    MapScene *mScene;
    MapMode mMode = MapMode::Play;
    std::optional<Terrain> mBrush;
    bool mMarking = false;
    Gesture mGesture = Gesture::None;
    QPoint mPressPos;
    QPoint mLastPos;
    bool mMoved = false;
    QList<Hex> mStroke;
    QPointF mStrokeLast;
    qint64 mDragForce = 0;
    QPointF mDragOffset;
};

} // namespace castellan
