#pragma once

#include "hexgeometry.h"

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

    /** A scan of the printed map under the hexes, stretched over the map; a null image removes it. */
    void setBackgroundImage(const QImage &image);
    bool hasBackgroundImage() const;
    /** How opaque the hexes are over the background image (0.1 - 1). */
    void setHexOpacity(qreal opacity);
    qreal hexOpacity() const;

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

    QPointer<Campaign> mCampaign;
    HexGeometry mGeometry;
    TerrainLayer *mLayer;
    MapSheetItem *mSheet;
    BackgroundImageItem *mBackground;
    QGraphicsPolygonItem *mHighlight;
    QHash<qint64, ForceCounterItem *> mCounters;
    QHash<qint64, FortressItem *> mFortresses;
    std::optional<Hex> mSelectedHex;
    qint64 mSelectedForce = 0;
};

} // namespace castellan
