#include "maptoolbar.h"

#include "widgets/gatedaction.h"

#include "map/terrainstyle.h"

#include <QAction>
#include <QActionGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

namespace castellan {

MapToolBar::MapToolBar(QWidget *parent)
    : QToolBar(tr("Map"), parent)
    , mModes(new QActionGroup(this))
    , mEdit(addCommand(QStringLiteral("actionMapEdit"), tr("Edit Map"),
                       tr("Draw the map: terrain, places, fortresses; set forces down anywhere"),
                       QList<QKeySequence>()))
    , mPlay(addCommand(QStringLiteral("actionMapPlay"), tr("Play"),
                       tr("Move forces by the rules of the turn (RULES T1)"), QList<QKeySequence>()))
    , mBrushes(new QActionGroup(this))
{
    setObjectName(QStringLiteral("mapToolBar"));
    setIconSize(QSize(20, 20));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction *a : {mEdit, mPlay}) {
        addAction(a);
        a->setCheckable(true);
        mModes->addAction(a);
    }
    mPlay->setChecked(true);
    connect(mModes, &QActionGroup::triggered, this, [this] { Q_EMIT modeChanged(mode()); });
    addSeparator();

    auto *select = new QAction(tr("Select"), this);
    select->setObjectName(QStringLiteral("brushSelect"));
    select->setToolTip(tr("No brush: a click selects a hex, a drag pans"));
    mBrushActions << select;
    for (int t = 0; t < TerrainCount; ++t) {
        const auto terrain = Terrain(t);
        auto *a = new QAction(TerrainStyle::icon(terrain), terrainName(terrain), this);
        a->setObjectName(QStringLiteral("brush_%1").arg(terrainKey(terrain)));
        a->setToolTip(
            tr("Paint %1: click or drag over hexes (one undo step a stroke)").arg(terrainName(terrain).toLower()));
        a->setData(t);
        mBrushActions << a;
    }
    for (QAction *a : std::as_const(mBrushActions)) {
        a->setCheckable(true);
        mBrushes->addAction(a);
        addAction(a);
        if (auto *button = qobject_cast<QToolButton *>(widgetForAction(a)); button && a != select)
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    select->setChecked(true);
    connect(mBrushes, &QActionGroup::triggered, this, [this] { Q_EMIT brushChanged(brush()); });
    mBrushSeparator = addSeparator();

    mZoomOut = addCommand(QStringLiteral("actionZoomOut"), tr("−"), tr("Zoom out"),
                          {QKeySequence(QKeySequence::ZoomOut), QKeySequence(tr("Ctrl+-"))});
    mZoomIn = addCommand(QStringLiteral("actionZoomIn"), tr("+"), tr("Zoom in"),
                         {QKeySequence(QKeySequence::ZoomIn), QKeySequence(tr("Ctrl++")), QKeySequence(tr("Ctrl+="))});
    mFit = addCommand(QStringLiteral("actionZoomFit"), tr("Fit"), tr("Fit the map to the window"),
                      {QKeySequence(tr("Ctrl+0"))});
    for (QAction *a : {mZoomOut, mZoomIn, mFit})
        addAction(a);
    connect(mZoomOut, &QAction::triggered, this, &MapToolBar::zoomOutRequested);
    connect(mZoomIn, &QAction::triggered, this, &MapToolBar::zoomInRequested);
    connect(mFit, &QAction::triggered, this, &MapToolBar::fitRequested);
    addSeparator();

    mSize = addCommand(QStringLiteral("actionMapSize"), tr("Map Size…"),
                       tr("Columns and rows of the map (hexes cut off lose their terrain)"), QList<QKeySequence>());
    addAction(mSize);
    connect(mSize, &QAction::triggered, this, &MapToolBar::mapSizeRequested);

    mBackground = new QToolButton(this);
    mBackground->setObjectName(QStringLiteral("backgroundButton"));
    mBackground->setText(tr("Scan"));
    mBackground->setToolTip(tr("A scan of the printed map under the hexes, aligned to the grid"));
    mBackground->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(mBackground);
    mLayScan = menu->addAction(tr("Lay a Scan of the Map…"), this, &MapToolBar::chooseBackgroundRequested);
    mLayScan->setObjectName(QStringLiteral("actionLayScan"));
    mAlignScan = menu->addAction(tr("Align the Scan to the Grid…"), this, &MapToolBar::alignScanRequested);
    mAlignScan->setObjectName(QStringLiteral("actionAlignScan"));
    mRemoveScan = menu->addAction(tr("Remove the Scan"), this, &MapToolBar::removeBackgroundRequested);
    mRemoveScan->setObjectName(QStringLiteral("actionRemoveScan"));

    mBackground->setMenu(menu);
    addWidget(mBackground);

    auto *opacityBox = new QWidget(this);
    auto *row = new QHBoxLayout(opacityBox);
    row->setContentsMargins(4, 0, 4, 0);
    auto *label = new QLabel(tr("Grid:"), opacityBox);
    mOpacity = new QSlider(Qt::Horizontal, opacityBox);
    mOpacity->setObjectName(QStringLiteral("hexOpacitySlider"));
    mOpacity->setRange(0, 100);
    mOpacity->setValue(100);
    mOpacity->setPageStep(10);
    mOpacity->setFixedWidth(90);
    mOpacity->setToolTip(tr("How much the hexes show over the scan: from hidden (left) to covering it (right)"));
    label->setBuddy(mOpacity);
    row->addWidget(label);
    row->addWidget(mOpacity);
    opacityBox->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred); // the label stays by its slider
    mOpacityAction = addWidget(opacityBox);
    connect(mOpacity, &QSlider::valueChanged, this, [this](int v) {
        if (mOpacity->isSliderDown())
            Q_EMIT hexOpacityPreviewed(v / 100.0);
        else
            Q_EMIT hexOpacityChanged(v / 100.0);
    });
    connect(mOpacity, &QSlider::sliderReleased, this, [this] { Q_EMIT hexOpacityChanged(mOpacity->value() / 100.0); });
    auto *spacer = new QWidget(this);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    addWidget(spacer);
    mTurn = new QLabel(this);
    mTurn->setObjectName(QStringLiteral("mapTurnLabel"));
    mTurn->setContentsMargins(8, 0, 8, 0);
    addWidget(mTurn);
    setHasBackground(false);
    // As tall in play mode as with the brush buttons, so the map does not jump when the mode changes.
    setMode(MapMode::Edit);
    setMinimumHeight(sizeHint().height());
    setMode(MapMode::Play);
}

QAction *MapToolBar::addCommand(const QString &objectName, const QString &text, const QString &tip,
                                const QList<QKeySequence> &keys)
{
    auto *a = new QAction(text, this);
    a->setObjectName(objectName);
    QList<QKeySequence> unique; // the same keys twice would make the shortcut ambiguous
    for (const QKeySequence &k : keys) {
        if (!k.isEmpty() && !unique.contains(k))
            unique << k;
    }
    a->setShortcuts(unique);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut); // the map's own keys, live while it has the focus
    a->setToolTip(unique.isEmpty() ? tip : tr("%1 (%2)").arg(tip, unique.first().toString(QKeySequence::NativeText)));
    rememberTip(a, a->toolTip());
    return a;
}

void MapToolBar::setReadOnly(const QString &why)
{
    gateAction(mEdit, why);
    gateAction(mSize, why);
    mBackground->setEnabled(why.isEmpty());
    mBackground->setToolTip(why.isEmpty() ? tr("A scan of the printed map under the hexes, aligned to the grid") : why);
}

void MapToolBar::setMode(MapMode mode)
{
    (mode == MapMode::Edit ? mEdit : mPlay)->setChecked(true);
    for (QAction *a : std::as_const(mBrushActions))
        a->setVisible(mode == MapMode::Edit);
    mBrushSeparator->setVisible(mode == MapMode::Edit);
}

MapMode MapToolBar::mode() const
{
    return mEdit->isChecked() ? MapMode::Edit : MapMode::Play;
}

std::optional<Terrain> MapToolBar::brush() const
{
    const QAction *a = mBrushes->checkedAction();
    if (!a || a == mBrushActions.first())
        return std::nullopt;
    return Terrain(a->data().toInt());
}

void MapToolBar::setBrush(std::optional<Terrain> terrain)
{
    brushAction(terrain)->setChecked(true);
}

QAction *MapToolBar::brushAction(std::optional<Terrain> terrain) const
{
    return mBrushActions.value(terrain ? int(*terrain) + 1 : 0);
}

void MapToolBar::setTurnText(const QString &text)
{
    mTurn->setText(text);
}

void MapToolBar::setHasBackground(bool has)
{
    mOpacityAction->setVisible(has);
    mAlignScan->setEnabled(has);
    mRemoveScan->setEnabled(has);
}

void MapToolBar::setHexOpacity(qreal opacity)
{
    const QSignalBlocker quiet(mOpacity); // what the campaign says, not a new choice
    mOpacity->setValue(qRound(opacity * 100));
}

} // namespace castellan
