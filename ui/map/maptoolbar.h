#pragma once

#include "mapmode.h"

#include "map/mapmodel.h"

#include <QToolBar>

#include <optional>

class QActionGroup;
class QLabel;
class QSlider;
class QToolButton;

namespace castellan {

/**
 * The map's toolbar: Edit Map / Play; in edit mode the terrain brush (Select, then one button a terrain);
 * zoom out, zoom in and fit (Ctrl+-, Ctrl++, Ctrl+0); a scan of the printed map under the hexes, its alignment
 * to the grid, and how much the grid shows over it (0: hidden). It only says what was chosen; MapWidget acts on it.
 */
class MapToolBar : public QToolBar
{
    Q_OBJECT

public:
    explicit MapToolBar(QWidget *parent = nullptr);

    void setMode(MapMode mode);
    MapMode mode() const;
    std::optional<Terrain> brush() const;
    void setBrush(std::optional<Terrain> terrain);
    /** The brush button of a terrain, or Select for none. */
    QAction *brushAction(std::optional<Terrain> terrain) const;
    QAction *editAction() const { return mEdit; }
    QAction *playAction() const { return mPlay; }
    QAction *zoomInAction() const { return mZoomIn; }
    QAction *zoomOutAction() const { return mZoomOut; }
    QAction *fitAction() const { return mFit; }
    /** Where the campaign turn stands, at the right end ("Turn 3 · movement"). */
    void setTurnText(const QString &text);
    void setHasBackground(bool has);
    void setHexOpacity(qreal opacity);
    /**
     * A campaign opened only to look at: Edit Map, Map Size and the scan are disabled, `why` their tip (issue 30,
     * item 23); empty enables them again.
     */
    void setReadOnly(const QString &why);
    QAction *mapSizeAction() const { return mSize; }
    QSlider *opacitySlider() const { return mOpacity; }
    QAction *layScanAction() const { return mLayScan; }
    QAction *alignScanAction() const { return mAlignScan; }
    QAction *removeScanAction() const { return mRemoveScan; }

Q_SIGNALS:
    void modeChanged(castellan::MapMode mode);
    void brushChanged(std::optional<castellan::Terrain> terrain);
    void zoomInRequested();
    void zoomOutRequested();
    void fitRequested();
    void chooseBackgroundRequested();
    void mapSizeRequested();
    void removeBackgroundRequested();
    void alignScanRequested();
    /** While the slider is dragged: shown, not kept. */
    void hexOpacityPreviewed(qreal opacity);
    /** Where the slider was let go, or moved with the keys: kept, one undoable step. */
    void hexOpacityChanged(qreal opacity);

private:
    QAction *addCommand(const QString &objectName, const QString &text, const QString &tip,
                        const QList<QKeySequence> &keys);

    QActionGroup *mModes;
    QAction *mEdit;
    QAction *mPlay;
    QActionGroup *mBrushes;
    QList<QAction *> mBrushActions; ///< Select, then one a terrain
    QAction *mBrushSeparator;
    QAction *mSize = nullptr;
    QAction *mZoomOut;
    QAction *mZoomIn;
    QAction *mFit;
    QToolButton *mBackground;
    QAction *mLayScan;
    QAction *mAlignScan;
    QAction *mRemoveScan;
    QSlider *mOpacity;
    QAction *mOpacityAction;
    QLabel *mTurn;
};

} // namespace castellan
