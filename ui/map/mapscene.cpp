#include "mapscene.h"

#include "backgroundimageitem.h"
#include "forcecounteritem.h"
#include "forcetext.h"
#include "fortressitem.h"
#include "mapsheetitem.h"
#include "scanmarkitem.h"
#include "terrainlayer.h"
#include "trailitem.h"

#include "campaign/campaign.h"
#include "commands/battles/battledue.h"

#include <QGraphicsPolygonItem>
#include <QGraphicsSceneHelpEvent>
#include <QPen>
#include <QTimer>

#include <algorithm>

namespace castellan {

MapScene::MapScene(QObject *parent)
    : QGraphicsScene(parent)
    , mLayer(new TerrainLayer(mGeometry))
    , mSheet(new MapSheetItem(mGeometry.radius()))
    , mBackground(new BackgroundImageItem)
    , mHighlight(new QGraphicsPolygonItem(mGeometry.shape(0.94)))
{
    // Most items stand still and the view asks for the items under the cursor often: the BSP index pays.
    setItemIndexMethod(BspTreeIndex);
    mHighlight->setZValue(7);
    mHighlight->setPen(QPen(QColor(0xff, 0xd5, 0x4a), 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    mHighlight->setBrush(QColor(0xff, 0xf1, 0xb0, 50));
    mHighlight->hide();
    for (QGraphicsItem *item : std::initializer_list<QGraphicsItem *>{mSheet, mBackground, mLayer, mHighlight})
        addItem(item);
}

MapScene::~MapScene() = default;

Campaign *MapScene::campaign() const
{
    return mCampaign;
}

void MapScene::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        mCampaign->disconnect(this);
    mCampaign = campaign;
    setTrails({});
    if (campaign) {
        connect(campaign, &Campaign::mapChanged, this, &MapScene::syncMap);
        connect(campaign, &Campaign::fortressesChanged, this, &MapScene::syncFortresses);
        connect(campaign, &Campaign::siegesChanged, this, &MapScene::syncFortresses); // the siege rings
        connect(campaign, &Campaign::forceAdded, this, &MapScene::syncForce);
        connect(campaign, &Campaign::forceChanged, this, &MapScene::syncForce);
        connect(campaign, &Campaign::forceRemoved, this, &MapScene::dropCounter);
        connect(campaign, &Campaign::leaderChanged, this, &MapScene::syncLeader);
        connect(campaign, &Campaign::leaderAdded, this, &MapScene::syncLeader);
        connect(campaign, &Campaign::leaderRemoved, this, &MapScene::syncLeader);
        connect(campaign, &Campaign::sidesChanged, this, &MapScene::rebuild);
        connect(campaign, &Campaign::turnChanged, this, &MapScene::rebuild); // a retreat's badge lasts its turn
        connect(campaign, &Campaign::scanChanged, this, &MapScene::syncScan);
        for (auto signal : {&Campaign::forceAdded, &Campaign::forceChanged, &Campaign::forceRemoved})
            connect(campaign, signal, this, &MapScene::scheduleBattleMarks);
        connect(campaign, &Campaign::phaseChanged, this, &MapScene::scheduleBattleMarks);
        // A campaign closed under us: forget it before its signals stop.
        connect(campaign, &QObject::destroyed, this, [this] { setCampaign(nullptr); });
    }
    mSelectedHex.reset();
    mSelectedForce = 0;
    mHighlight->hide();
    mMarkPoints.clear();
    mScanImageId.clear();
    mBackground->setImage({});
    rebuild();
    syncBattleMarks();
    syncScan();
}

bool MapScene::isOnMap(const Hex &h) const
{
    return mCampaign && mCampaign->grid().contains(h);
}

QRectF MapScene::mapRect() const
{
    return mCampaign ? mGeometry.mapRect(mCampaign->grid().columns(), mCampaign->grid().rows()) : QRectF();
}

void MapScene::rebuild()
{
    qDeleteAll(mCounters);
    mCounters.clear();
    qDeleteAll(mFortresses);
    mFortresses.clear();
    syncMap();
    syncFortresses();
    if (!mCampaign)
        return;
    for (const Force &f : mCampaign->forces())
        syncForce(f.id);
}

void MapScene::setTrails(const QList<ForceTrail> &trails)
{
    qDeleteAll(mTrailItems);
    mTrailItems.clear();
    mTrails = trails;
    for (const ForceTrail &trail : trails) {
        const auto force = mCampaign ? mCampaign->force(trail.forceId) : std::nullopt;
        const auto side = force ? mCampaign->side(force->sideId) : std::nullopt;
        QPolygonF centres;
        for (const Hex &h : trail.hexes)
            centres << mGeometry.centreOf(h);
        auto *item = new TrailItem(centres, side ? side->color : QColor(), mGeometry.radius());
        if (force)
            item->setToolTip(tr("%1 went from %2 to %3.")
                                 .arg(force->name, hexLabel(trail.hexes.first()), hexLabel(trail.hexes.last())));
        addItem(item);
        mTrailItems << item;
    }
}

void MapScene::scheduleBattleMarks()
{
    if (mDueScheduled)
        return;
    mDueScheduled = true;
    QTimer::singleShot(0, this, &MapScene::syncBattleMarks);
}

void MapScene::syncBattleMarks()
{
    mDueScheduled = false;
    mDueHexes = mCampaign ? battlesDue(*mCampaign) : QList<Hex>();
    while (mDueMarks.size() > mDueHexes.size())
        delete mDueMarks.takeLast();
    while (mDueMarks.size() < mDueHexes.size()) {
        auto *mark = new QGraphicsPolygonItem(mGeometry.shape(0.84));
        mark->setZValue(6); // over the fortresses, under the highlight and the counters
        mark->setPen(QPen(QColor(0xc0, 0x1c, 0x1c), 3.0, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        mark->setBrush(QColor(0xc0, 0x1c, 0x1c, 40));
        mark->setToolTip(tr("A battle is due here: fight it before the turn ends (RULES T1)."));
        addItem(mark);
        mDueMarks.append(mark);
    }
    for (qsizetype i = 0; i < mDueHexes.size(); ++i)
        mDueMarks[i]->setPos(mGeometry.centreOf(mDueHexes[i]));
}

void MapScene::syncMap()
{
    const HexGrid grid = mCampaign ? mCampaign->grid() : HexGrid(0, 0);
    const QRectF before = mLayer->boundingRect();
    mLayer->setGrid(grid.columns(), grid.rows());
    QHash<Hex, MapHex> hexes;
    if (mCampaign) {
        for (const MapHex &h : mCampaign->mapHexes())
            hexes.insert(h.hex, h);
    }
    mLayer->setHexes(hexes);
    if (mLayer->boundingRect() != before) {
        // A margin of table around the map, so its edge hexes are not pressed against the window.
        const qreal m = mGeometry.radius() * 0.75;
        setSceneRect(mapRect().adjusted(-m, -m, m, m));
        mSheet->setMapRect(mapRect());
    }
}

void MapScene::syncFortresses()
{
    QHash<qint64, FortressItem *> old = mFortresses;
    mFortresses.clear();
    QList<Hex> touched;
    QSet<Hex> walled;
    const QList<Fortress> fortresses = mCampaign ? mCampaign->fortresses() : QList<Fortress>();
    for (const Fortress &f : fortresses) {
        walled.insert(f.hex);
        FortressItem *item = old.take(f.id);
        if (!item) {
            item = new FortressItem(f, mGeometry.radius());
            addItem(item);
        } else if (item->fortress().hex != f.hex) {
            touched << item->fortress().hex;
        }
        const auto side = mCampaign->side(f.ownerSideId);
        item->setFortress(f, side ? side->color : QColor(), mCampaign->siegeOf(f.id).has_value());
        item->setPos(mGeometry.centreOf(f.hex));
        mFortresses.insert(f.id, item);
        touched << f.hex;
    }
    for (FortressItem *gone : std::as_const(old)) {
        touched << gone->fortress().hex;
        delete gone;
    }
    mLayer->setFortressHexes(walled);
    // Counters make room for a fortress in their hex.
    for (const Hex &h : std::as_const(touched))
        layoutHex(h);
}

void MapScene::syncForce(qint64 forceId)
{
    const auto force = mCampaign ? mCampaign->force(forceId) : std::nullopt;
    if (!force || !force->onMap()) {
        dropCounter(forceId);
        return;
    }
    ForceCounterItem *item = mCounters.value(forceId);
    std::optional<Hex> was;
    if (!item) {
        item = new ForceCounterItem(*force, mGeometry.radius());
        addItem(item);
        mCounters.insert(forceId, item);
    } else if (item->force().hex != force->hex) {
        was = item->force().hex;
    }
    const auto side = mCampaign->side(force->sideId);
    item->setForce(*force, side ? side->color : QColor(), mCampaign->leadersOf(forceId),
                   force->retreatedIn(mCampaign->turn()));
    item->setSelected(forceId == mSelectedForce);
    if (was)
        layoutHex(*was);
    layoutHex(force->hex);
}

void MapScene::dropCounter(qint64 forceId)
{
    ForceCounterItem *item = mCounters.take(forceId);
    if (!item)
        return;
    const Hex was = item->force().hex;
    delete item;
    if (mSelectedForce == forceId)
        mSelectedForce = 0;
    layoutHex(was);
}

void MapScene::syncLeader(qint64 leaderId)
{
    const auto leader = mCampaign ? mCampaign->leader(leaderId) : std::nullopt;
    QList<qint64> forces;
    for (const ForceCounterItem *item : std::as_const(mCounters)) {
        if (item->leaderIds().contains(leaderId) || (leader && leader->forceId == item->forceId()))
            forces << item->forceId();
    }
    for (qint64 id : std::as_const(forces))
        syncForce(id);
}

void MapScene::layoutHex(const Hex &h)
{
    QList<ForceCounterItem *> stack;
    for (ForceCounterItem *item : std::as_const(mCounters)) {
        if (item->force().hex == h)
            stack << item;
    }
    std::sort(stack.begin(), stack.end(), [](auto *a, auto *b) { return a->forceId() < b->forceId(); });
    FortressItem *fortress = nullptr;
    for (FortressItem *f : std::as_const(mFortresses)) {
        if (f->fortress().hex == h)
            fortress = f;
    }
    if (fortress)
        fortress->setGarrisoned(!stack.isEmpty());
    const qreal r = mGeometry.radius();
    // A garrison stands to the right of its keep, above the fortress's banner.
    const QPointF base = mGeometry.centreOf(h) + (fortress ? QPointF(0.28 * r, -0.12 * r) : QPointF(0, -0.04 * r));
    // Each counter of a stack shows a strip wide enough to be clicked on (and picked) beside the one above it.
    const QPointF step(0.26 * r, -0.18 * r);
    const int shown = std::min<int>(int(stack.size()), 4); // a deep stack stops fanning out
    ForceCounterItem *top = stack.isEmpty() ? nullptr : stack.last();
    for (int i = 0; i < stack.size(); ++i) {
        const int k = std::min(i, shown - 1);
        stack[i]->setPos(base + step * (k - (shown - 1) / 2.0));
        stack[i]->setZValue(stack[i]->isSelected() ? 60 : 10 + i); // above fortresses (5) and the highlight (7)
        if (stack[i]->isSelected())
            top = stack[i];
    }
    for (ForceCounterItem *item : std::as_const(stack))
        item->setStackCount(item == top ? int(stack.size()) : 1); // the one on top says how many stand here
}

void MapScene::settleCounter(qint64 forceId)
{
    if (ForceCounterItem *item = mCounters.value(forceId))
        layoutHex(item->force().hex);
}

void MapScene::selectHex(const std::optional<Hex> &hex)
{
    mSelectedHex = hex && isOnMap(*hex) ? hex : std::nullopt;
    mHighlight->setVisible(mSelectedHex.has_value());
    if (mSelectedHex)
        mHighlight->setPos(mGeometry.centreOf(*mSelectedHex));
}

void MapScene::selectForce(qint64 forceId)
{
    if (ForceCounterItem *old = mCounters.value(mSelectedForce)) {
        old->setSelected(false);
        layoutHex(old->force().hex);
    }
    mSelectedForce = mCounters.contains(forceId) ? forceId : 0;
    if (ForceCounterItem *item = mCounters.value(mSelectedForce)) {
        item->setSelected(true);
        item->setToolTip(forceToolTip(forceId));
        layoutHex(item->force().hex);
    }
}

void MapScene::setPreview(const QList<Hex> &hexes, Terrain terrain)
{
    mLayer->setPreview(hexes, terrain);
}

ForceCounterItem *MapScene::counterAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == ForceCounterItem::Type)
            return static_cast<ForceCounterItem *>(item);
    }
    return nullptr;
}

QString MapScene::forceToolTip(qint64 forceId) const
{
    const auto f = mCampaign ? mCampaign->force(forceId) : std::nullopt;
    return f ? ForceText::toolTip(*mCampaign, *f) : QString();
}

void MapScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    // Tooltips are worked out when asked for: movement left changes with every move and turn.
    if (ForceCounterItem *item = counterAt(event->scenePos()))
        item->setToolTip(forceToolTip(item->forceId()));
    QGraphicsScene::helpEvent(event);
}

void MapScene::syncScan()
{
    const MapScan scan = mCampaign ? mCampaign->scan() : MapScan{};
    if (scan.imageId != mScanImageId) {
        mScanImageId = scan.imageId;
        // A scan the campaign names but cannot give (an image of a format this build lacks) is not shown.
        mBackground->setImage(scan.isSet() ? QImage::fromData(mCampaign->scanImage()) : QImage());
    }
    const qreal r = mGeometry.radius();
    mScanToScene = scan.alignment.transform() * QTransform::fromScale(r, r);
    mBackground->setAlignment(mScanToScene);
    mLayer->setOpacity(hasScan() ? scan.gridOpacity : 1.0);
    placeMarks();
}

bool MapScene::hasScan() const
{
    return mBackground->isVisible();
}

QPointF MapScene::scanToScene(const QPointF &onScan) const
{
    return mScanToScene.map(onScan);
}

QPointF MapScene::sceneToScan(const QPointF &scenePos) const
{
    return mScanToScene.inverted().map(scenePos);
}

void MapScene::setScanMarks(const QList<std::optional<QPointF>> &onScan)
{
    mMarkPoints = onScan;
    placeMarks();
}

void MapScene::placeMarks()
{
    qDeleteAll(mMarks);
    mMarks.clear();
    for (int i = 0; i < mMarkPoints.size(); ++i) {
        if (!mMarkPoints[i] || !hasScan())
            continue;
        auto *mark = new ScanMarkItem(i + 1);
        mark->setPos(scanToScene(*mMarkPoints[i]));
        addItem(mark);
        mMarks << mark;
    }
}

void MapScene::previewHexOpacity(qreal opacity)
{
    mLayer->setOpacity(hasScan() ? std::clamp(opacity, 0.0, 1.0) : 1.0);
}

qreal MapScene::hexOpacity() const
{
    return mLayer->opacity();
}

} // namespace castellan
