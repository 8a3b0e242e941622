#pragma once

#include "mapmode.h"

#include "map/mapmodel.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QSplitter;
class QStackedWidget;

namespace castellan {

class Campaign;
class MapController;
class MapEmptyState;
class MapPanel;
class MapScene;
class MapToolBar;
class MapView;
class RefusalBanner;
class ScanAlignDialog;
struct Outcome;

/**
 * The strategic map pane: a toolbar (Edit Map / Play, the terrain brush, zoom, a background scan and how much
 * it shows through), the map itself and the side panel for the selected hex; a refusal banner above the map
 * says why the rules refused a move or an edit. A campaign without a map shows a Create Map form instead.
 * Every change goes through castellan::actions (MapController); the map follows the campaign's signals.
 */
class MapWidget : public QWidget
{
    Q_OBJECT

public:
    explicit MapWidget(Campaign *campaign, QWidget *parent = nullptr);
    ~MapWidget() override;

    /** Another campaign, or none; the map, the selection and the background follow. */
    void setCampaign(Campaign *campaign);
    Campaign *campaign() const;
    MapMode mode() const { return mMode; }
    /** The terrain the brush paints in edit mode; none: clicks select. */
    std::optional<Terrain> brush() const;
    void setBrush(std::optional<Terrain> terrain);
    qreal hexOpacity() const;
    /** The alignment dialog while it is open. */
    ScanAlignDialog *scanAlignDialog() const;

    MapScene *scene() const { return mScene; }
    MapView *view() const { return mView; }
    MapPanel *panel() const { return mPanel; }
    MapController *controller() const { return mController; }
    MapEmptyState *emptyState() const { return mEmpty; }
    RefusalBanner *refusalBanner() const { return mRefusal; }
    MapToolBar *toolBar() const { return mToolBar; }

public Q_SLOTS:
    void setMode(castellan::MapMode mode);
    void selectHex(const castellan::Hex &hex);
    void selectForce(qint64 forceId);
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    /** Asks for a scan of the printed map to lay under the hexes. */
    void chooseBackgroundImage();
    /** Lays the image in `file` under the map (kept in the campaign); an empty name removes the scan. */
    void setBackgroundImage(const QString &file);
    /** How much the grid shows over the scan (0: hidden), kept in the campaign. */
    void setHexOpacity(qreal opacity);
    /** Opens the dialog that aligns the scan to the grid (or raises it). */
    void alignScan();

Q_SIGNALS:
    /** A force moved into a hex with enemies (RULES T1, F1): the main window offers the battle. */
    void battleOffered(qint64 movingForceId, qint64 enemyForceId);
    /** A player's move became an order (issue 32). */
    void orderGiven(qint64 orderId);
    void statusMessage(const QString &text);
    void hexSelected(const castellan::Hex &hex);
    void forceSelected(qint64 forceId);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void connectParts();
    void updatePage();
    void updateTurn();
    void followForce(qint64 forceId);
    void showScan();
    /** Says how an action on the scan came out: in the status bar, or in the banner when refused. */
    void report(const Outcome &o);
    void fitOnce();

    QPointer<Campaign> mCampaign;
    MapMode mMode = MapMode::Play;
    MapScene *mScene;
    QStackedWidget *mStack;
    MapEmptyState *mEmpty;
    MapToolBar *mToolBar;
    RefusalBanner *mRefusal;
    QSplitter *mSplitter;
    MapView *mView;
    MapPanel *mPanel;
    MapController *mController;
    QString mScanFolder; ///< where the last scan was chosen from
    QPointer<ScanAlignDialog> mAlignDialog;
    bool mNeedsFit = true;
};

} // namespace castellan
