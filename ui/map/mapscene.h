#pragma once

#include "map/hexgeometry.h"

#include "campaign/forcetrail.h"

#include "map/mapmodel.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <optional>

class QGraphicsPolygonItem;

namespace castellan {

class BackgroundImageItem;
class Campaign;
class ForceCounterItem;
class FortressItem;
class MapSheetItem;
class TerrainLayer;
class TrailItem;

/**
 * The campaign's strategic map as a scene: the terrain layer, fortresses, force counters, the selected hex's
 * highlight and an optional scanned map underneath. It follows the campaign's change signals and redraws only
 * what changed (a painted hex, a moved counter), so undo and redo show on the map by themselves.
 */
class MapScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit MapScene(QObject *parent = nullptr);
    ~MapScene() override;

    void setCampaign(Campaign *campaign);
    Campaign *campaign() const;

    const HexGeometry &geometry() const { return mGeometry; }
    Hex hexAt(const QPointF &scenePos) const { return mGeometry.hexAt(scenePos); }
    QPointF centreOf(const Hex &h) const { return mGeometry.centreOf(h); }
    bool isOnMap(const Hex &h) const;
    QRectF mapRect() const;

    std::optional<Hex> selectedHex() const { return mSelectedHex; }
    void selectHex(const std::optional<Hex> &hex);
    /** 0 for none. */
    qint64 selectedForce() const { return mSelectedForce; }
    void selectForce(qint64 forceId);

    /** The brush stroke in progress, painted before it lands; an empty list ends it. */
    void setPreview(const QList<Hex> &hexes, Terrain terrain);
    ForceCounterItem *counter(qint64 forceId) const { return mCounters.value(forceId); }
    ForceCounterItem *counterAt(const QPointF &scenePos) const;
    FortressItem *fortressItem(qint64 fortressId) const { return mFortresses.value(fortressId); }
    int counterCount() const { return int(mCounters.size()); }
    /** Puts a counter back where its force stands (after a drag the rules refused). */
    void settleCounter(qint64 forceId);
    /** What a counter's tooltip says: units, leaders, movement left this turn (RULES T1a). */
    QString forceToolTip(qint64 forceId) const;

    /** The campaign's scan of the printed map is under the hexes (it follows the campaign's alignment). */
    bool hasScan() const;
    /** From a point of the scan's pixels to the scene, and back. */
    QPointF scanToScene(const QPointF &onScan) const;
    QPointF sceneToScan(const QPointF &scenePos) const;
    /** Marks 1, 2 … the user set on the scan while aligning it; none where a mark is not set. */
    void setScanMarks(const QList<std::optional<QPointF>> &onScan);
    QList<std::optional<QPointF>> scanMarks() const { return mMarkPoints; }
    /** How opaque the hexes are over the scan (0: hidden): the campaign's, or one shown while a slider moves. */
    void previewHexOpacity(qreal opacity);
    qreal hexOpacity() const;
    /** Draws where these forces went (a history step, issue 31); an empty list takes the trails away. */
    void setTrails(const QList<ForceTrail> &trails);
    QList<ForceTrail> trails() const { return mTrails; }
    /** RULES T1: the hexes marked as holding a battle due. */
    QList<Hex> battleMarks() const { return mDueHexes; }

protected:
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    void rebuild();
    void syncMap();
    void syncFortresses();
    void syncForce(qint64 forceId);
    void dropCounter(qint64 forceId);
    void syncLeader(qint64 leaderId);
    void layoutHex(const Hex &h);
    void syncScan();
    void placeMarks();
    /** Marks, after the changes of this event-loop pass, the hexes where a battle is due. */
    void scheduleBattleMarks();
    void syncBattleMarks();

    QPointer<Campaign> mCampaign;
    HexGeometry mGeometry;
    TerrainLayer *mLayer;
    MapSheetItem *mSheet;
    BackgroundImageItem *mBackground;
    QString mScanImageId; ///< the image the background item shows
    QTransform mScanToScene;
    QList<std::optional<QPointF>> mMarkPoints;
    QList<QGraphicsItem *> mMarks;
    QGraphicsPolygonItem *mHighlight;
    QList<QGraphicsPolygonItem *> mDueMarks;
    QList<Hex> mDueHexes;
    bool mDueScheduled = false;
    QList<ForceTrail> mTrails;
    QList<TrailItem *> mTrailItems;
    QHash<qint64, ForceCounterItem *> mCounters;
    QHash<qint64, FortressItem *> mFortresses;
    std::optional<Hex> mSelectedHex;
    qint64 mSelectedForce = 0;
};

} // namespace castellan
