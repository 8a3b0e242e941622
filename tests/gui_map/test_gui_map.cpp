// GUI tests of the strategic map: real widgets, offscreen, driven the way a user drives them (STYLE 14):
// the Create Map button, brush strokes dragged over the hexes, double clicks, the fortress dialog, counters
// dragged and stepped with the keys; then the campaign's state is checked exactly, through undo (STYLE 8).
// RULES T1, T1a (movement), S1 (fortresses and sieges), F1 (moving into enemies brings battle).

#include "forces/forcesmodel.h"
#include "map/forcecounteritem.h"
#include "map/fortressdialog.h"
#include "map/fortressitem.h"
#include "map/hexgeometry.h"
#include "map/mapcontroller.h"
#include "map/mapemptystate.h"
#include "map/mappanel.h"
#include "map/mapscene.h"
#include "map/mapsizedialog.h"
#include "map/maptoolbar.h"
#include "map/mapview.h"
#include "map/mapwidget.h"
#include "widgets/forcemime.h"
#include "widgets/refusalbanner.h"

#include "battle/battledialog.h"
#include "battle/battleoddspanel.h"
#include "battle/battlesidepanel.h"
#include "battle/casualtiesstep.h"
#include "battle/losssharesdialog.h"
#include "siege/breakindialog.h"
#include "siege/siegesdock.h"

#include "commands/action/actionbuilder.h"
#include "commands/campaign/samplecampaign.h"
#include "commands/campaign/sideactions.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"
#include "commands/turn/turnactions.h"
#include "guiclicks.h"
#include "testcampaign.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <qcustomplot.h>

using namespace castellan;

namespace {

/** A map pane on a test campaign, shown offscreen at a size where the whole map fits. */
struct Pane
{
    TestCampaign t;
    MapWidget widget{nullptr};

    explicit Pane(int columns = 0, int rows = 0)
    {
        if (columns > 0 && !setMapSize(*t, columns, rows).ok)
            qFatal("Pane: no map");
        widget.setCampaign(t.campaign.get());
        widget.resize(1100, 760);
        widget.show();
        QApplication::setActiveWindow(&widget);
        if (!QTest::qWaitForWindowExposed(&widget))
            qFatal("Pane: not exposed");
        QCoreApplication::processEvents();
        widget.fitToWindow();
    }

    Campaign &campaign() { return *t; }
    MapView *view() { return widget.view(); }
    MapScene *scene() { return widget.scene(); }
    QWidget *viewport() { return widget.view()->viewport(); }
    QPoint at(const Hex &h) { return view()->mapFromScene(scene()->centreOf(h)); }
    QPoint counterAt(qint64 forceId) { return view()->mapFromScene(scene()->counter(forceId)->pos()); }
    Hex hexOf(qint64 forceId) { return t->force(forceId)->hex; }

    qint64 raise(const QString &name, int units, const Hex &hex, qint64 side = 0, const QList<qint64> &leaders = {})
    {
        const auto o = createForce(*t, name, side ? side : t.blue, {}, {units, 0, 0}, leaders);
        if (!o.ok || !placeForce(*t, o.forceId, hex).ok)
            qFatal("Pane: could not raise %s", qPrintable(name));
        return o.forceId;
    }

    void trigger(const char *actionName)
    {
        child<QAction>(widget.toolBar(), QString::fromLatin1(actionName))->trigger();
    }

    /** Presses at one point, moves through the others, releases at the last: a drag as a hand makes it. */
    void drag(const QList<QPoint> &points)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, points.first());
        QPoint last = points.first();
        for (const QPoint &p : points.mid(1)) {
            // Halfway first, as a hand passes through the hexes between.
            QTest::mouseMove(viewport(), (p + last) / 2);
            QTest::mouseMove(viewport(), p);
            last = p;
        }
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, points.last());
    }

    QString refusal()
    {
        auto *label = child<QLabel>(&widget, QStringLiteral("refusalLabel"));
        return label->isVisibleTo(&widget) ? label->text() : QString();
    }
};

/** The dialog once it is shown, or null after a few seconds. */
template<typename T>
T *waitForDialog(QWidget *parent, const QString &name)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 3000) {
        if (T *dialog = parent->findChild<T *>(name); dialog && dialog->isVisible())
            return dialog;
        QTest::qWait(10);
    }
    return nullptr;
}

/** Clicks into a line edit, selects what is there and types over it. */
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus(Qt::TabFocusReason);
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}

} // namespace

class TestGuiMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hexGeometryRoundTrip();
    void hexGeometryMatchesTheGrid();
    void createMapFromTheEmptyState();
    void brushStrokeIsOneUndoStep();
    void namePlaceByDoubleClick();
    void aDoubleClickWithABrushOnlyPaints();
    void resizeTheMap();
    void addFortressThroughTheDialog_S1();
    void dragCounterPlacesInEditMode();
    void dragCounterMovesInPlayMode_T1a();
    void refusedMoveStaysAndSaysWhy_T1a();
    void keyboardStepsTheSelectedForce_T1a();
    void movingIntoEnemiesOffersBattle_F1();
    void aBattleDueIsMarkedAndOfferedByTheHexPanel_T1_F0();
    void aRefusalFloatsOverTheMapAndGoesWithTheNextChange();
    void aForcedMarchTellsItsRollOnTheMap_T1a();
    void laySiegeFromThePanel_S1();
    void aSiegeFromMapToFall_S1_S2_S3_T1();
    void severalForcesASideRetreatAndRelief_F0_F6a_S7();
    void anEscapedLeaderGoesWhereTheOwnerPicks_H3();
    void theReceiverSharesTheLossesAmongItsForces_F0();
    void aFortressNameStaysClearOfItsBadge();
    void longNamesFitTheBattleDialog();
    void aStackShowsEachForceToPick();
    void dragAForceFromTheForcesPane();
    void undoMovesTheCounterBack();
    void contextMenuPlacesForces();
    void zoomWithKeysAndWheel();
    void theScanIsKeptInTheCampaignFile();
    void campaignCanBeReplaced();
    void bigMapStaysResponsive();
    void screenshot();
};

void TestGuiMap::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CastellanTests"));
    QCoreApplication::setApplicationName(QStringLiteral("CastellanGuiMap"));
    QSettings().clear();
}

void TestGuiMap::hexGeometryRoundTrip()
{
    const HexGeometry g(30);
    QRandomGenerator random(42); // a fixed sequence: the same points every run
    for (int i = 0; i < 20000; ++i) {
        const QPointF p(random.bounded(3100.0) - 100, random.bounded(3100.0) - 100);
        const Hex h = g.hexAt(p);
        const QPointF c = g.centreOf(h);
        // The point lies in its hex: no centre is nearer than its own, and it is within the corner radius.
        QVERIFY2(QLineF(p, c).length() <= g.radius() + 1e-6, qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
        for (const Hex &n : HexGrid::neighbours(h))
            QVERIFY(QLineF(p, g.centreOf(n)).length() >= QLineF(p, c).length() - 1e-6);
        QCOMPARE(g.hexAt(c), h);
        QVERIFY(g.polygon(h).containsPoint(p, Qt::OddEvenFill) || QLineF(p, c).length() > g.height() / 2 - 1e-6);
    }
}

void TestGuiMap::hexGeometryMatchesTheGrid()
{
    const HexGeometry g(20);
    // Odd columns sit half a hex lower; neighbours' centres are one hex height apart, in the grid's directions.
    QCOMPARE(g.centreOf({1, 0}).y() - g.centreOf({0, 0}).y(), g.height() / 2);
    for (const Hex h : {Hex{4, 4}, Hex{5, 4}, Hex{0, 0}}) {
        for (int d = 0; d < Directions; ++d) {
            const QPointF step = g.centreOf(HexGrid::neighbour(h, d)) - g.centreOf(h);
            QCOMPARE(qRound(std::hypot(step.x(), step.y()) * 100), qRound(g.height() * 100));
            const qreal angle = std::atan2(step.x(), -step.y()) * 180 / M_PI; // clockwise from north
            QCOMPARE(qRound(angle < -1 ? angle + 360 : angle), d * 60);
        }
    }
    QCOMPARE(g.mapRect(12, 10).size(), QSizeF(20 * (0.5 + 1.5 * 12), g.height() * 10.5));
    const HexGeometry::Range all = g.hexesTouching(g.mapRect(12, 10), 12, 10);
    QCOMPARE(all.firstColumn, 0);
    QCOMPARE(all.lastColumn, 11);
    QCOMPARE(all.lastRow, 9);
    const HexGeometry::Range one = g.hexesTouching(g.boundsOf({5, 5}).adjusted(5, 5, -5, -5), 12, 10);
    QVERIFY(one.firstColumn <= 5 && one.lastColumn >= 5 && one.lastColumn - one.firstColumn <= 2);
}

void TestGuiMap::createMapFromTheEmptyState()
{
    Pane p;
    auto *stack = p.widget.findChild<QStackedWidget *>();
    QCOMPARE(stack->currentWidget(), p.widget.emptyState());
    QSpinBox *columns = p.widget.emptyState()->columnsSpin();
    QCOMPARE(columns->value(), 20);
    QCOMPARE(p.widget.emptyState()->rowsSpin()->value(), 15);
    columns->setFocus();
    columns->selectAll();
    QTest::keyClicks(columns, QStringLiteral("12"));
    QTest::mouseClick(p.widget.emptyState()->createButton(), Qt::LeftButton);
    QVERIFY(p.campaign().hasMap());
    QCOMPARE(p.campaign().grid().columns(), 12);
    QCOMPARE(p.campaign().grid().rows(), 15);
    QVERIFY(stack->currentWidget() != p.widget.emptyState());
    QCOMPARE(p.widget.mode(), MapMode::Edit); // a new map is drawn first
    // Undo takes the map away again, and the pane shows the form.
    p.campaign().undoStack()->undo();
    QCOMPARE(stack->currentWidget(), p.widget.emptyState());
}

void TestGuiMap::brushStrokeIsOneUndoStep()
{
    Pane p(12, 10);
    p.trigger("actionMapEdit");
    p.trigger("brush_forest");
    QCOMPARE(p.widget.brush(), std::optional<Terrain>(Terrain::Forest));
    const int before = p.campaign().undoStack()->count();
    const QList<Hex> stroke{{2, 2}, {3, 2}, {4, 2}}; // SE then NE: each next to the last
    p.drag({p.at(stroke[0]), p.at(stroke[1]), p.at(stroke[2])});
    for (const Hex &h : stroke)
        QCOMPARE(p.campaign().mapHex(h).terrain, Terrain::Forest);
    QCOMPARE(p.campaign().mapHex({3, 1}).terrain, Terrain::Clear);
    QCOMPARE(p.campaign().mapHexes().size(), 3);
    QCOMPARE(p.campaign().undoStack()->count(), before + 1);
    p.campaign().undoStack()->undo();
    for (const Hex &h : stroke)
        QCOMPARE(p.campaign().mapHex(h).terrain, Terrain::Clear);
    // A click is a stroke of one hex.
    QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, p.at({7, 7}));
    QCOMPARE(p.campaign().mapHex({7, 7}).terrain, Terrain::Forest);
}

void TestGuiMap::aDoubleClickWithABrushOnlyPaints()
{
    Pane p(12, 10);
    p.trigger("actionMapEdit");
    p.widget.setBrush(Terrain::Forest);
    const int steps = p.campaign().undoStack()->count();
    // A double click as a hand makes it: a click, then the second press that is the double click.
    QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, p.at({4, 4}));
    QTest::mouseDClick(p.viewport(), Qt::LeftButton, {}, p.at({4, 4}));
    QCoreApplication::processEvents();
    QCOMPARE(p.campaign().mapHex({4, 4}).terrain, Terrain::Forest);
    QCOMPARE(p.campaign().undoStack()->count(), steps + 1);
    auto *dialog = p.widget.findChild<QInputDialog *>(QStringLiteral("namePlaceDialog"));
    QVERIFY(!dialog || !dialog->isVisible());
    QVERIFY(p.refusal().isEmpty());
}

void TestGuiMap::resizeTheMap()
{
    Pane p(12, 10);
    p.raise(QStringLiteral("Host"), 4, {10, 8});
    QVERIFY(paintTerrain(p.campaign(), {{11, 9}}, Terrain::Hills).ok);
    p.trigger("actionMapSize");
    auto *dialog = waitForDialog<MapSizeDialog>(&p.widget, QStringLiteral("mapSizeDialog"));
    QVERIFY(dialog);
    QCOMPARE(dialog->columnsSpin()->value(), 12);
    // Too small: the Host would fall off; the dialog says so and stays open.
    dialog->columnsSpin()->setValue(8);
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("okButton")), Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->refusal().contains(QStringLiteral("Host")));
    dialog->columnsSpin()->setValue(11);
    dialog->rowsSpin()->setValue(9);
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("okButton")), Qt::LeftButton);
    QCOMPARE(p.campaign().grid().columns(), 11);
    QCOMPARE(p.campaign().grid().rows(), 9);
    QCOMPARE(p.campaign().mapHex({11, 9}).terrain, Terrain::Clear); // cut off
    p.campaign().undoStack()->undo();
    QCOMPARE(p.campaign().grid().columns(), 12);
    QCOMPARE(p.campaign().mapHex({11, 9}).terrain, Terrain::Hills);
}

void TestGuiMap::namePlaceByDoubleClick()
{
    Pane p(12, 10);
    p.trigger("actionMapEdit");
    QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, p.at({5, 5}));
    QTest::mouseDClick(p.viewport(), Qt::LeftButton, {}, p.at({5, 5}));
    auto *dialog = waitForDialog<QInputDialog>(&p.widget, QStringLiteral("namePlaceDialog"));
    QVERIFY(dialog);
    auto *edit = dialog->findChild<QLineEdit *>();
    typeInto(edit, QStringLiteral("Ford of Ash"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(p.campaign().mapHex({5, 5}).place, QStringLiteral("Ford of Ash"));
    QVERIFY(
        child<QLabel>(p.widget.panel(), QStringLiteral("hexTitle"))->text().contains(QStringLiteral("Ford of Ash")));
}

void TestGuiMap::addFortressThroughTheDialog_S1()
{
    Pane p(12, 10);
    p.trigger("actionMapEdit");
    QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, p.at({6, 6}));
    QCOMPARE(p.widget.panel()->hex(), std::optional<Hex>(Hex{6, 6}));
    QTest::mouseClick(child<QPushButton>(p.widget.panel(), QStringLiteral("addFortressButton")), Qt::LeftButton);
    auto *dialog = waitForDialog<FortressDialog>(&p.widget, QStringLiteral("fortressDialog"));
    QVERIFY(dialog);
    // No name: the rules refuse and the dialog stays open, saying why.
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("okButton")), Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->refusal().isEmpty());
    typeInto(dialog->nameEdit(), QStringLiteral("Dunmor"));
    dialog->ratingSpin()->setFocus();
    dialog->ratingSpin()->selectAll();
    QTest::keyClicks(dialog->ratingSpin(), QStringLiteral("4"));
    dialog->ownerCombo()->setCurrentIndex(dialog->ownerCombo()->findData(p.t.red));
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("okButton")), Qt::LeftButton);
    const auto fortress = p.campaign().fortressAt({6, 6});
    QVERIFY(fortress);
    QCOMPARE(fortress->name, QStringLiteral("Dunmor"));
    QCOMPARE(fortress->rating, 4);
    QCOMPARE(fortress->ownerSideId, p.t.red);
    FortressItem *item = p.scene()->fortressItem(fortress->id);
    QVERIFY(item);
    QCOMPARE(p.scene()->hexAt(item->pos()), (Hex{6, 6}));
    QVERIFY(child<QLabel>(p.widget.panel(), QStringLiteral("fortressInfo"))->text().contains(QStringLiteral("Dunmor")));
    p.campaign().undoStack()->undo();
    QVERIFY(!p.scene()->fortressItem(fortress->id));
}

void TestGuiMap::dragCounterPlacesInEditMode()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {1, 1});
    p.trigger("actionMapEdit");
    // Placing ignores movement: a long way at once.
    p.drag({p.counterAt(host), p.at({5, 3}), p.at({8, 3})});
    QCOMPARE(p.hexOf(host), (Hex{8, 3}));
    QCOMPARE(p.scene()->hexAt(p.scene()->counter(host)->pos()), (Hex{8, 3}));
    QCOMPARE(p.t->force(host)->usedIn(p.campaign().turn()), 0);
}

void TestGuiMap::dragCounterMovesInPlayMode_T1a()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {8, 3});
    p.trigger("actionMapPlay");
    QCOMPARE(p.widget.mode(), MapMode::Play);
    // In the siege phase nothing moves yet (RULES T1).
    p.drag({p.counterAt(host), p.at({8, 2})});
    QCOMPARE(p.hexOf(host), (Hex{8, 3}));
    QVERIFY(p.refusal().contains(QStringLiteral("movement phase")));
    QVERIFY(beginMovement(p.campaign()).ok);
    QVERIFY(child<QLabel>(&p.widget, QStringLiteral("mapTurnLabel"))->text().contains(QStringLiteral("movement")));
    p.drag({p.counterAt(host), p.at({8, 2})});
    QCOMPARE(p.hexOf(host), (Hex{8, 2}));
    QCOMPARE(movementLeft(p.campaign(), *p.t->force(host)), 2);
    QVERIFY(p.refusal().isEmpty()); // a landed move clears the old refusal
    QCOMPARE(p.scene()->hexAt(p.scene()->counter(host)->pos()), (Hex{8, 2}));
    QCOMPARE(p.scene()->selectedForce(), host);
    QVERIFY(p.scene()->forceToolTip(host).contains(QStringLiteral("2 of 3 movement left")));
    QVERIFY(child<QListWidget>(p.widget.panel(), QStringLiteral("hexForces"))
                ->item(0)
                ->text()
                .contains(QStringLiteral("2 of 3")));
}

void TestGuiMap::refusedMoveStaysAndSaysWhy_T1a()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {2, 2});
    QVERIFY(beginMovement(p.campaign()).ok);
    const int before = p.campaign().undoStack()->count();
    p.drag({p.counterAt(host), p.at({5, 5}), p.at({9, 8})});
    QCOMPARE(p.hexOf(host), (Hex{2, 2}));
    QCOMPARE(p.campaign().undoStack()->count(), before);
    QVERIFY2(p.refusal().contains(QStringLiteral("not enough")), qPrintable(p.refusal()));
    // The counter is back on its hex.
    QCOMPARE(p.scene()->hexAt(p.scene()->counter(host)->pos()), (Hex{2, 2}));
}

void TestGuiMap::keyboardStepsTheSelectedForce_T1a()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {4, 4});
    QVERIFY(beginMovement(p.campaign()).ok);
    QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, p.counterAt(host));
    QCOMPARE(p.scene()->selectedForce(), host);
    p.view()->setFocus();
    QTest::keyClick(p.view(), Qt::Key_S); // south
    QCOMPARE(p.hexOf(host), (Hex{4, 5}));
    QTest::keyClick(p.view(), Qt::Key_2); // north-east
    QCOMPARE(p.hexOf(host), HexGrid::neighbour({4, 5}, 1));
    QCOMPARE(movementLeft(p.campaign(), *p.t->force(host)), 1);
    QCOMPARE(p.scene()->selectedHex(), std::optional<Hex>(p.hexOf(host))); // the selection follows
    QTest::keyClick(p.view(), Qt::Key_Q);                                  // north-west
    QTest::keyClick(p.view(), Qt::Key_Q);                                  // no movement left: refused
    QCOMPARE(movementLeft(p.campaign(), *p.t->force(host)), 0);
    QVERIFY(p.refusal().contains(QStringLiteral("Host")));
}

void TestGuiMap::movingIntoEnemiesOffersBattle_F1()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {4, 4});
    const qint64 band = p.raise(QStringLiteral("Red Band"), 5, {4, 5}, p.t.red);
    QVERIFY(beginMovement(p.campaign()).ok);
    QSignalSpy offered(&p.widget, &MapWidget::battleOffered);
    p.drag({p.counterAt(host), p.at({4, 5})});
    QCOMPARE(p.hexOf(host), (Hex{4, 5}));
    QCOMPARE(offered.size(), 1);
    QCOMPARE(offered.first().at(0).toLongLong(), host);
    QCOMPARE(offered.first().at(1).toLongLong(), band);
    // Both counters show in the shared hex, one a little offset.
    QVERIFY(p.scene()->counter(host)->pos() != p.scene()->counter(band)->pos());
}

// Issue 30: a battle left due (a move whose battle was put off, or one made by the CLI) is marked on the map, and
// the hex panel says so and offers it, whichever force is picked.
void TestGuiMap::aBattleDueIsMarkedAndOfferedByTheHexPanel_T1_F0()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {4, 4});
    const qint64 band = p.raise(QStringLiteral("Red Band"), 5, {4, 5}, p.t.red);
    QVERIFY(beginMovement(p.campaign()).ok);
    QVERIFY(p.scene()->battleMarks().isEmpty());
    QVERIFY(moveForce(p.campaign(), host, {4, 5}).ok); // as the CLI moves it: no dialog
    const QList<Hex> marked{{4, 5}};
    QTRY_COMPARE(p.scene()->battleMarks(), marked);
    MapPanel *panel = p.widget.panel();
    panel->showHex(Hex{4, 5});
    auto *info = child<QLabel>(panel, QStringLiteral("battleDueInfo"));
    QVERIFY(info->isVisibleTo(panel));
    QVERIFY2(info->text().contains(QStringLiteral("Host attacks Red Band")), qPrintable(info->text()));
    auto *fight = child<QPushButton>(panel, QStringLiteral("fightBattleButton"));
    QVERIFY(fight->isVisibleTo(panel));
    QVERIFY2(fight->isEnabled(), qPrintable(fight->toolTip()));
    saveShot(&p.widget, QStringLiteral("map-battle-due"));
    QSignalSpy offered(&p.widget, &MapWidget::battleOffered);
    QTest::mouseClick(fight, Qt::LeftButton);
    QCOMPARE(offered.size(), 1);
    QCOMPARE(offered.first().at(0).toLongLong(), host);
    QCOMPARE(offered.first().at(1).toLongLong(), band);
    // Elsewhere, no such line or button; once the battle is gone, neither is its mark.
    panel->showHex(Hex{1, 1});
    QVERIFY(!info->isVisibleTo(panel));
    QVERIFY(!fight->isVisibleTo(panel));
    p.t->undoStack()->undo();
    QTRY_VERIFY(p.scene()->battleMarks().isEmpty());
}

// Issue 30: a refusal covers the top of the map without moving it, can be dismissed, and goes when an undo (or
// any change) makes it stale.
void TestGuiMap::aRefusalFloatsOverTheMapAndGoesWithTheNextChange()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {8, 3});
    p.trigger("actionMapPlay");
    const QRect viewBefore = p.view()->geometry();
    p.drag({p.counterAt(host), p.at({8, 2})}); // the siege phase: refused (RULES T1)
    QVERIFY(p.refusal().contains(QStringLiteral("movement phase")));
    QCOMPARE(p.view()->geometry(), viewBefore);
    auto *banner = child<QFrame>(&p.widget, QStringLiteral("refusalBanner"));
    QCOMPARE(banner->parentWidget(), p.view());
    QVERIFY(banner->geometry().top() < p.view()->height() / 4);
    saveShot(&p.widget, QStringLiteral("map-refusal-floating"));
    click(child<QToolButton>(banner, QStringLiteral("refusalCloseButton")));
    QVERIFY(p.refusal().isEmpty());
    // Refused again, then an unrelated change lands and is undone: the refusal spoke of before, and goes.
    p.drag({p.counterAt(host), p.at({8, 2})});
    QVERIFY(!p.refusal().isEmpty());
    QVERIFY(namePlace(p.campaign(), {1, 1}, QStringLiteral("Ford")).ok);
    QVERIFY(p.refusal().isEmpty());
    p.drag({p.counterAt(host), p.at({8, 2})});
    QVERIFY(!p.refusal().isEmpty());
    p.t->undoStack()->undo();
    QVERIFY(p.refusal().isEmpty());
}

// Issue 30, item 26: the roll of a forced march decides how far the force goes; it is shown over the map, as news.
void TestGuiMap::aForcedMarchTellsItsRollOnTheMap_T1a()
{
    Pane p(12, 10);
    const qint64 lord = p.t.leader(QStringLiteral("Lord Marcher"), {3, 3, 3, 4, 3, 3, 3});
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {8, 3}, 0, {lord});
    p.trigger("actionMapPlay");
    QVERIFY(beginMovement(p.campaign()).ok);
    p.widget.selectForce(host);
    p.t.script({2}); // his Maneuver 4: a 2 succeeds (RULES T1a)
    QSignalSpy status(&p.widget, &MapWidget::statusMessage);
    auto *march = child<QPushButton>(&p.widget, QStringLiteral("forcedMarchButton"));
    QVERIFY2(march->isEnabled(), qPrintable(march->toolTip()));
    click(march);
    QVERIFY(!status.isEmpty());
    const QString said = status.last().at(0).toString();
    QVERIFY(!said.isEmpty());
    QCOMPARE(p.refusal(), said); // the status bar's words, and over the map where the user looks
    auto *banner = child<RefusalBanner>(&p.widget, QStringLiteral("refusalBanner"));
    QVERIFY(banner->isNotice());
    saveShot(&p.widget, QStringLiteral("map-forced-march"));
    // A refusal afterwards is a refusal again, not news.
    p.drag({p.counterAt(host), p.at({8, 9})});
    QVERIFY(!p.refusal().isEmpty());
    QVERIFY(!banner->isNotice());
}

void TestGuiMap::laySiegeFromThePanel_S1()
{
    Pane p(12, 10);
    // A red fortress in the corner: its only hex of the first triple on the map is SE (RULES S1).
    QVERIFY(addFortress(p.campaign(), QStringLiteral("Karak"), {0, 0}, 3, p.t.red).ok);
    const qint64 host = p.raise(QStringLiteral("Host"), 6, HexGrid::neighbour({0, 0}, 2));
    const qint64 fortress = p.campaign().fortressByName(QStringLiteral("Karak"))->id;
    p.widget.selectForce(host);
    auto *lay = child<QPushButton>(p.widget.panel(), QStringLiteral("laySiegeButton"));
    QVERIFY(lay->isVisibleTo(p.widget.panel()));
    QVERIFY(!lay->isEnabled());
    QVERIFY(lay->toolTip().contains(QStringLiteral("movement phase")));
    QVERIFY(beginMovement(p.campaign()).ok);
    QVERIFY(lay->isEnabled());
    QTest::mouseClick(lay, Qt::LeftButton);
    auto *dialog = waitForDialog<QInputDialog>(&p.widget, QStringLiteral("breachingForceDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->textValue().startsWith(QStringLiteral("Host")));
    dialog->accept();
    QVERIFY(p.campaign().siegeOf(fortress));
    QVERIFY(p.scene()->fortressItem(fortress)->isBesieged());
    // A fortress under siege stays on the map: core says so, and the panel and the menu ask it (RULES S1).
    p.widget.setMode(MapMode::Edit);
    p.widget.selectHex({0, 0});
    auto *remove = child<QPushButton>(p.widget.panel(), QStringLiteral("removeFortressButton"));
    QVERIFY(remove->isVisibleTo(p.widget.panel()));
    QVERIFY(!remove->isEnabled());
    QCOMPARE(remove->toolTip(), whyCannotRemoveFortress(p.campaign(), fortress));
    QVERIFY(remove->toolTip().contains(QStringLiteral("under siege")));
    {
        std::unique_ptr<QMenu> menu(p.widget.controller()->contextMenu({0, 0}, &p.widget));
        QAction *removeAction = nullptr;
        for (QAction *a : menu->actions())
            removeAction = a->text().startsWith(QStringLiteral("&Remove Fortress")) ? a : removeAction;
        QVERIFY(removeAction && !removeAction->isEnabled());
        QCOMPARE(removeAction->toolTip(), remove->toolTip());
    }
    p.widget.setMode(MapMode::Play);
    p.widget.selectForce(host);
    auto *lift = child<QPushButton>(p.widget.panel(), QStringLiteral("liftSiegeButton"));
    QVERIFY(lift->isVisibleTo(p.widget.panel()) && lift->isEnabled());
    QTest::mouseClick(lift, Qt::LeftButton);
    QVERIFY(!p.campaign().siegeOf(fortress));
    QVERIFY(!p.scene()->fortressItem(fortress)->isBesieged());
    p.widget.setMode(MapMode::Edit);
    p.widget.selectHex({0, 0});
    QVERIFY(remove->isEnabled()); // lifted: it may go
}

/** The whole flow a game master follows: draw, besiege, roll turn after turn, break in, take the fortress. */
void TestGuiMap::aSiegeFromMapToFall_S1_S2_S3_T1()
{
    Pane p(12, 10);
    Campaign &c = p.campaign();
    const int before = c.undoStack()->index();
    // Edit mode: a fortress by the panel and its dialog.
    p.trigger("actionMapEdit");
    const Hex keep{6, 6};
    QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, p.at(keep));
    QTest::mouseClick(child<QPushButton>(p.widget.panel(), QStringLiteral("addFortressButton")), Qt::LeftButton);
    auto *fortressDialog = waitForDialog<FortressDialog>(&p.widget, QStringLiteral("fortressDialog"));
    QVERIFY(fortressDialog);
    typeInto(fortressDialog->nameEdit(), QStringLiteral("Dunmor"));
    fortressDialog->ratingSpin()->setValue(3);
    fortressDialog->ownerCombo()->setCurrentIndex(fortressDialog->ownerCombo()->findData(p.t.red));
    QTest::mouseClick(child<QPushButton>(fortressDialog, QStringLiteral("okButton")), Qt::LeftButton);
    const qint64 fortress = c.fortressByName(QStringLiteral("Dunmor"))->id;

    // The forces, dragged to their hexes: the garrison inside, the Host and two pickets on one triple.
    const qint64 marshal = p.t.leader(QStringLiteral("Marshal Bray"), {5, 4, 3, 4, 4, 5, 4});
    c.setDiceSource(std::make_unique<SeededDice>(11)); // from here on, real dice
    const qint64 garrison = p.raise(QStringLiteral("Garrison"), 2, {0, 0}, p.t.red);
    const qint64 host = p.raise(QStringLiteral("Host"), 5, {0, 9}, p.t.blue, {marshal});
    const qint64 left = p.raise(QStringLiteral("Left picket"), 1, {11, 0});
    const qint64 right = p.raise(QStringLiteral("Right picket"), 1, {11, 9});
    const auto ring = triple(keep, 0);
    p.drag({p.counterAt(garrison), p.at(keep)});
    p.drag({p.counterAt(host), p.at(ring[0])});
    p.drag({p.counterAt(left), p.at(ring[1])});
    p.drag({p.counterAt(right), p.at(ring[2])});
    QCOMPARE(p.hexOf(garrison), keep);
    QCOMPARE(p.hexOf(host), ring[0]);
    QCOMPARE(p.hexOf(right), ring[2]);

    // Movement phase: the Host lays siege from the panel.
    QVERIFY(beginMovement(c).ok);
    p.trigger("actionMapPlay");
    p.widget.selectForce(host);
    auto *lay = child<QPushButton>(p.widget.panel(), QStringLiteral("laySiegeButton"));
    QVERIFY(lay->isEnabled());
    QTest::mouseClick(lay, Qt::LeftButton);
    auto *breaching = waitForDialog<QInputDialog>(&p.widget, QStringLiteral("breachingForceDialog"));
    QVERIFY(breaching);
    breaching->setTextValue(breaching->comboBoxItems().filter(QStringLiteral("Host")).value(0));
    breaching->accept();
    QVERIFY(c.siegeOf(fortress));
    QCOMPARE(c.siegeOf(fortress)->breachingForceId, host);

    // Turn after turn: the siege phase in its dialog, with the default choices, until a 6 lets the Host in.
    SiegesDock dock;
    dock.setCampaign(&c);
    bool fell = false;
    for (int turn = 0; turn < 30 && !fell && c.siegeOf(fortress); ++turn) {
        QVERIFY(endTurn(c).outcome.ok);
        dock.selectSiege(c.siegeOf(fortress)->id);
        BreakInDialog *dlg = dock.openSiegeTurn();
        QVERIFY(dlg);
        QVERIFY(QTest::qWaitForWindowExposed(dlg));
        QTest::mouseClick(dlg->rollButton(), Qt::LeftButton);
        while (dlg->rerollButton()->isVisible() && dlg->rerollButton()->isDefault())
            QTest::mouseClick(dlg->rerollButton(), Qt::LeftButton);
        QTest::mouseClick(dlg->keepButton(), Qt::LeftButton);
        if (dlg->battleButton()->isVisible()) {
            QTest::mouseClick(dlg->battleButton(), Qt::LeftButton);
            BattleDialog *battle = dlg->battleDialog();
            QVERIFY(battle);
            QVERIFY(battle->fight()->battle().flags().breakIn);
            QTest::mouseClick(child<QPushButton>(battle, QStringLiteral("beginButton")), Qt::LeftButton);
            QTest::mouseClick(child<QPushButton>(battle, QStringLiteral("resolveButton")), Qt::LeftButton);
            QTest::mouseClick(child<QPushButton>(battle, QStringLiteral("finishButton")), Qt::LeftButton);
            QTRY_VERIFY(!dlg->battleDialog());
            fell = c.fortress(fortress)->ownerSideId == p.t.blue;
        }
        dlg->close();
        if (!fell && c.siegeOf(fortress))
            QVERIFY(beginMovement(c).ok);
    }
    QVERIFY2(fell, "the fortress should fall to the Host");
    QCOMPARE(p.hexOf(host), keep); // the breaching force marched in
    QVERIFY(!p.scene()->fortressItem(fortress)->isBesieged());

    // Undo, step by step, back to before the siege: the fortress is Red's and nobody besieges it.
    while (!c.sieges().isEmpty() && c.undoStack()->canUndo())
        c.undoStack()->undo();
    QVERIFY(c.undoStack()->index() > before);
    QCOMPARE(c.fortress(fortress)->ownerSideId, p.t.red);
    QCOMPARE(p.hexOf(garrison), keep);
    QCOMPARE(p.hexOf(host), ring[0]);
}

namespace {

/** The battle dialog as the main window opens it for a move into an enemy's hex, fought with the defaults. */
BattleDialog *fightOffered(Campaign &c, qint64 mover, qint64 enemy, QWidget *parent)
{
    auto *dialog = new BattleDialog(c, mover, parent);
    dialog->setOpponent(enemy, true);
    dialog->show();
    if (!QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    clickNamed(dialog, QStringLiteral("beginButton"));
    clickNamed(dialog, QStringLiteral("resolveButton"));
    return dialog;
}

} // namespace

// Issue 11: two Blue forces march into the Raiders' hex one after the other and fight as one army (RULES F0);
// the beaten Raiders fall back a hex on the map (F6a); then a Red relief force beats a picket and the siege of
// Dunmor ends there and then (S7).
void TestGuiMap::severalForcesASideRetreatAndRelief_F0_F6a_S7()
{
    Pane p(12, 10);
    Campaign &c = p.campaign();
    const Hex keep{6, 6};
    QVERIFY(addFortress(c, QStringLiteral("Dunmor"), keep, 3, p.t.red).ok);
    const qint64 fortress = c.fortressByName(QStringLiteral("Dunmor"))->id;
    const qint64 marshal = p.t.leader(QStringLiteral("Marshal Bray"), {5, 4, 3, 4, 3, 5, 4});
    const qint64 duke = p.t.leader(QStringLiteral("Duke Ardent"), {5, 4, 3, 4, 3, 5, 4}, p.t.red);
    const auto ring = triple(keep, 0);
    p.raise(QStringLiteral("Garrison"), 2, keep, p.t.red);
    const qint64 host = p.raise(QStringLiteral("Host"), 3, ring[0]);
    const qint64 picket = p.raise(QStringLiteral("Left picket"), 1, ring[1]);
    p.raise(QStringLiteral("Right picket"), 1, ring[2]);
    const Hex ford{2, 2};
    const qint64 raiders = p.raise(QStringLiteral("Raiders"), 2, ford, p.t.red);
    const qint64 wing = p.raise(QStringLiteral("Wing"), 3, {2, 3}, p.t.blue, {marshal});
    const qint64 lancers = p.raise(QStringLiteral("Lancers"), 2, {3, 3});
    Hex reliefHex{-1, -1};
    for (const Hex &h : HexGrid::neighbours(ring[1])) {
        if (c.grid().contains(h) && HexGrid::distance(h, keep) == 2 && c.forcesAt(h).isEmpty()) {
            reliefHex = h;
            break;
        }
    }
    const qint64 relief = p.raise(QStringLiteral("Relief"), 4, reliefHex, p.t.red, {duke});
    QVERIFY(beginMovement(c).ok);
    QVERIFY(laySiege(c, fortress, host).ok);
    p.trigger("actionMapPlay");

    // The Lancers march in first; the battle waits while the Wing follows (RULES T1: it is due at the ford).
    QSignalSpy offered(&p.widget, &MapWidget::battleOffered);
    p.drag({p.counterAt(lancers), p.at(ford)});
    QCOMPARE(p.hexOf(lancers), ford);
    QCOMPARE(offered.size(), 1);
    QVERIFY(!endTurn(c).outcome.ok);
    p.drag({p.counterAt(wing), p.at(ford)});
    QCOMPARE(offered.size(), 2);
    QCOMPARE(offered.last().at(0).toLongLong(), wing);

    // Blue rolls 5 + 3 (Battle 3 against no leader): two 5s flag both Raiders, who are beaten (RULES F4).
    p.t.script({5, 5, 1, 1, 1, 1, 1, 1, /* red */ 1, 1});
    BattleDialog *battle = fightOffered(c, wing, raiders, &p.widget);
    QVERIFY(battle);
    QCOMPARE(battle->fight()->forces(Role::Attacker).size(), 2); // the Wing and the Lancers, as one army
    QCOMPARE(battle->fight()->battle().result(), BattleResult::AttackerWins);
    const QString over = child<QLabel>(battle, QStringLiteral("overText"))->text();
    QVERIFY2(over.contains(QStringLiteral("Lancers")) && over.contains(QStringLiteral("Wing")), qPrintable(over));
    auto *way = child<QComboBox>(battle, QStringLiteral("defenderWayCombo"));
    QVERIFY(way->isVisible());
    QCOMPARE(way->currentText(), hexLabel(HexGrid::neighbour(ford, 0))); // clockwise from the north
    saveShot(battle, QStringLiteral("battle-several-forces"));
    clickNamed(battle, QStringLiteral("finishButton"));
    QVERIFY(battle->isFinished());
    battle->close();
    delete battle;

    // On the map: the Blue army holds the ford, the Raiders stand a hex north, and may not move again.
    QCOMPARE(p.hexOf(wing), ford);
    QCOMPARE(p.hexOf(lancers), ford);
    QCOMPARE(p.hexOf(raiders), HexGrid::neighbour(ford, 0));
    QVERIFY((p.counterAt(raiders) - p.at(HexGrid::neighbour(ford, 0))).manhattanLength() <= 2); // its counter too
    QVERIFY(whyCannotMove(c, raiders, ford).contains(QStringLiteral("RULES F6a")));
    saveShot(&p.widget, QStringLiteral("map-after-retreat"));

    // The relief: Red's 6 takes the picket's only unit; the zone of control is gone, and so is the siege.
    p.drag({p.counterAt(relief), p.at(ring[1])});
    QCOMPARE(p.hexOf(relief), ring[1]);
    p.t.script({6, 1, 1, 1, 1, 1, 1, /* picket */ 1});
    BattleDialog *reliefBattle = fightOffered(c, relief, picket, &p.widget);
    QVERIFY(reliefBattle);
    clickNamed(reliefBattle, QStringLiteral("finishButton"));
    QVERIFY(reliefBattle->isFinished());
    delete reliefBattle;
    QVERIFY(!c.siegeOf(fortress));
    QCOMPARE(c.sieges().last().endReason.shown(), QStringLiteral("the zone of control was broken"));
    QVERIFY(!c.force(picket));
    QVERIFY(!p.scene()->counter(picket));
    QVERIFY(endTurn(c).outcome.ok);
}

// RULES H3: a leader who escapes his survival check after his force is annihilated goes to the nearest friendly
// force by default; the battle dialog's last step lets his owner pick another, or a fortress.
void TestGuiMap::anEscapedLeaderGoesWhereTheOwnerPicks_H3()
{
    Pane p(12, 10);
    Campaign &c = p.campaign();
    const Hex ford{1, 1};
    const qint64 hale = p.t.leader(QStringLiteral("Captain Hale"), {4, 3, 3, 3, 3, 3, 3});
    const qint64 captain = p.t.leader(QStringLiteral("Red Captain"), {4, 3, 3, 1, 1, 3, 3}, p.t.red);
    const qint64 vanguard = p.raise(QStringLiteral("Vanguard"), 4, {1, 2}, p.t.blue, {hale});
    const qint64 alpha = p.raise(QStringLiteral("Alpha"), 1, ford, p.t.red, {captain});
    const qint64 nearby = p.raise(QStringLiteral("Reserve"), 2, {3, 1}, p.t.red);
    const qint64 far = p.raise(QStringLiteral("Rearguard"), 2, {9, 8}, p.t.red);
    QVERIFY(beginMovement(c).ok);
    QVERIFY(moveForce(c, vanguard, ford).ok);
    // Blue's 6 annihilates Alpha; the Captain's survival check, a 2 against Heroics 3, escapes.
    p.t.script({6, 1, 1, 1, 1, 1, /* red */ 1, /* survival */ 2});
    BattleDialog *battle = fightOffered(c, vanguard, alpha, &p.widget);
    QVERIFY(battle);
    QVERIFY(battle->fight()->battle().escaped().contains(captain));
    // Issue 12: the odds headline in the sides' own colours, as the charts under it.
    QCOMPARE(battle->oddsPanel()->attackerWinsLabel()->palette().color(QPalette::WindowText),
             c.side(p.t.blue)->color.darker(115));
    QCOMPARE(battle->oddsPanel()->defenderWinsLabel()->palette().color(QPalette::WindowText),
             c.side(p.t.red)->color.darker(115));
    auto *refuge = child<QComboBox>(battle, QStringLiteral("refugeCombo_%1").arg(captain));
    QVERIFY(refuge->isVisible() && refuge->isEnabled());
    QVERIFY2(refuge->currentText().startsWith(QStringLiteral("Reserve")), qPrintable(refuge->currentText()));
    const int farIndex = refuge->findText(QStringLiteral("Rearguard"), Qt::MatchStartsWith);
    QVERIFY(farIndex > 0);
    refuge->setCurrentIndex(farIndex);
    saveShot(battle, QStringLiteral("battle-escape-refuge"));
    clickNamed(battle, QStringLiteral("finishButton"));
    QVERIFY(battle->isFinished());
    battle->close();
    delete battle;
    QCOMPARE(c.leader(captain)->forceId, far);
    QVERIFY(!c.force(alpha)); // nothing is left of Alpha
    QVERIFY(c.force(nearby));
    QVERIFY(c.history(captain).last().text.shown().contains(QStringLiteral("Escapes to Rearguard")));
}

// RULES F0: the side that takes the hits gives each loss to one of its forces: the default first (the force
// with the most units in that state), then the user's own share, which the battle then applies.
void TestGuiMap::theReceiverSharesTheLossesAmongItsForces_F0()
{
    Pane p(12, 10);
    Campaign &c = p.campaign();
    const Hex ford{2, 2};
    const qint64 alpha = p.raise(QStringLiteral("Alpha"), 3, ford, p.t.red);
    p.raise(QStringLiteral("Beta"), 2, ford, p.t.red);
    const qint64 wing = p.raise(QStringLiteral("Wing"), 3, {2, 3});
    QVERIFY(beginMovement(c).ok);
    QVERIFY(moveForce(c, wing, ford).ok);
    // Both sides leaderless: the Wing's 3 dice, a 6 and a 5; the Red army's 5 dice miss.
    p.t.script({6, 5, 1, /* red */ 1, 1, 1, 1, 1});
    BattleDialog dlg(c, wing, &p.widget);
    dlg.setOpponent(alpha, true);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    for (const char *step : {"beginButton", "joinButton", "fireButton", "takeCasualtiesButton"})
        clickNamed(&dlg, QLatin1String(step));
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::Casualties);
    auto *steps = dlg.findChild<CasualtiesStep *>();
    QVERIFY(steps);
    QVERIFY(steps->sharesButton(Role::Defender)->isVisible());
    QVERIFY(!steps->sharesButton(Role::Attacker)->isVisible()); // one force, and no hits
    QVERIFY2(steps->sharesLabel(Role::Defender)->text().contains(QStringLiteral("Alpha: 1 eliminated, 1 flagged")),
             qPrintable(steps->sharesLabel(Role::Defender)->text()));

    click(steps->sharesButton(Role::Defender));
    auto *shares = dlg.findChild<LossSharesDialog *>();
    QVERIFY(shares && shares->isVisible());
    QVERIFY(shares->problem().isEmpty()); // the default to begin with
    QCOMPARE(shares->spin(0, 2)->value(), 1);
    shares->spin(0, 2)->setValue(0); // the elimination goes to Beta instead
    QVERIFY(!shares->okButton()->isEnabled());
    QVERIFY(!shares->problem().isEmpty());
    shares->spin(1, 2)->setValue(1);
    QVERIFY(shares->okButton()->isEnabled());
    saveShot(shares, QStringLiteral("battle-loss-shares"));
    click(shares->okButton());
    QVERIFY2(steps->sharesLabel(Role::Defender)->text().contains(QStringLiteral("Beta: 1 eliminated, 0 flagged")),
             qPrintable(steps->sharesLabel(Role::Defender)->text()));
    saveShot(&dlg, QStringLiteral("battle-casualties-by-force"));
    clickNamed(&dlg, QStringLiteral("applyHitsButton"));
    const BattleSide &red = dlg.fight()->battle().side(Role::Defender);
    QCOMPARE(red.forceUnits, (QList<Units>{{2, 1, 0}, {1, 0, 0}}));
    QCOMPARE(red.forceEliminated, (QList<int>{0, 1}));
}

// Issue 12: a fortress's name, short or long, never runs under its rating badge on the map.
void TestGuiMap::aFortressNameStaysClearOfItsBadge()
{
    for (const QString &name :
         {QStringLiteral("Ash"), QStringLiteral("Castle of the Long Winter Watch on the March")}) {
        Fortress f;
        f.id = 1;
        f.name = name;
        f.rating = 12;
        FortressItem item(f, 40);
        item.setFortress(f, QColor(Qt::darkRed), false);
        const FortressItem::Banner b = item.banner();
        QVERIFY2(b.name.right() < b.badge.left(), qPrintable(name));
        QVERIFY(b.label.contains(b.name) && b.label.contains(b.badge));
        QVERIFY(item.boundingRect().contains(b.label));
    }
}

// Issue 12: long side and force names in the battle dialog and its charts.
void TestGuiMap::longNamesFitTheBattleDialog()
{
    Pane p(12, 10);
    Campaign &c = p.campaign();
    QVERIFY(renameSide(c, p.t.blue, QStringLiteral("Kingdom of Aldmere")).ok);
    QVERIFY(renameSide(c, p.t.red, QStringLiteral("Thornwall League of Free Towns")).ok);
    const Hex ford{2, 2};
    const qint64 marshal = p.t.leader(QStringLiteral("Marshal Bray of Aldmere"), {5, 4, 3, 4, 3, 5, 4});
    const qint64 host = p.raise(QStringLiteral("Royal Host of the Kingdom"), 6, {2, 3}, p.t.blue, {marshal});
    p.raise(QStringLiteral("Thornwall Levy of the Eastern Hills"), 4, ford, p.t.red);
    p.raise(QStringLiteral("Free Companies"), 3, ford, p.t.red);
    QVERIFY(beginMovement(c).ok);
    QVERIFY(moveForce(c, host, ford).ok);
    auto *dialog = new BattleDialog(c, host, &p.widget);
    dialog->setOpponent(c.forceByName(QStringLiteral("Free Companies"))->id, true);
    dialog->resize(1220, 880);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTRY_VERIFY(dialog->oddsPanel()->hasOdds());
    // Each tick under a bar has a few short lines, so that neighbours do not run into each other.
    auto *plot = dialog->findChild<QCustomPlot *>(QStringLiteral("outcomePlot"));
    QVERIFY(plot);
    const auto ticker = plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    for (const QString &label : ticker->ticks()) {
        const QStringList lines = label.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() <= 3, qPrintable(label));
        for (const QString &line : lines)
            QVERIFY2(line.size() <= 12, qPrintable(label));
    }
    // The defender's card names its whole army (RULES F0), not only its first force.
    const QString defender =
        dialog->sidePanel(Role::Defender)->findChild<QLabel *>(QStringLiteral("forceName"))->text();
    QVERIFY2(defender.contains(QStringLiteral("Free Companies")) && defender.contains(QStringLiteral("Thornwall Levy")),
             qPrintable(defender));
    // The commander's long name wraps rather than running under his vitality track.
    QVERIFY(dialog->sidePanel(Role::Attacker)->leaderLabel(marshal)->wordWrap());
    saveShot(dialog, QStringLiteral("battle-long-names"));
    delete dialog;
}

// Issue 12: several forces in one hex stand as a stack of counters, each at its own place, each picked by a click.
void TestGuiMap::aStackShowsEachForceToPick()
{
    Pane p(12, 10);
    const Hex camp{5, 4};
    const QList<qint64> forces{p.raise(QStringLiteral("Vanguard"), 4, camp),
                               p.raise(QStringLiteral("Main Body"), 6, camp),
                               p.raise(QStringLiteral("Baggage Guard"), 2, camp)};
    p.trigger("actionMapPlay");
    QSet<QPoint> spots;
    for (qint64 id : forces) {
        spots.insert(p.counterAt(id));
        // A point of the view where this counter is the one on top: it shows there, and a click there picks it.
        ForceCounterItem *counter = p.scene()->counter(id);
        const QRect area = p.view()->mapFromScene(counter->sceneBoundingRect()).boundingRect();
        std::optional<QPoint> spot;
        for (int y = area.top() + 2; y < area.bottom() - 1 && !spot; y += 2) {
            for (int x = area.left() + 2; x < area.right() - 1 && !spot; x += 2) {
                const auto *item = qgraphicsitem_cast<ForceCounterItem *>(p.view()->itemAt(QPoint(x, y)));
                if (item == counter)
                    spot = QPoint(x, y);
            }
        }
        QVERIFY2(spot, qPrintable(p.t->force(id)->name));
        QTest::mouseClick(p.viewport(), Qt::LeftButton, {}, *spot);
        QCOMPARE(p.scene()->selectedForce(), id);
        // Issue 30, item 26: the counter on top (the one picked) says how many stand in the hex; no other does.
        for (qint64 other : forces)
            QCOMPARE(p.scene()->counter(other)->stackCount(), other == id ? 3 : 1);
    }
    QCOMPARE(spots.size(), 3); // fanned out, none at another's place
    saveShot(&p.widget, QStringLiteral("map-with-a-stack"));
}

// Issue 12: a force dragged from the Forces pane onto a hex is set down there (Edit Map), as its counter would be.
void TestGuiMap::dragAForceFromTheForcesPane()
{
    Pane p(12, 10);
    const qint64 reserve = createForce(p.campaign(), QStringLiteral("Reserve"), p.t.blue, {}, {4, 0, 0}).forceId;
    ForcesModel model(p.campaign());
    QModelIndex row;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.forceAt(r).id == reserve)
            row = model.index(r, ForcesModel::NameColumn);
    }
    QVERIFY(row.isValid());
    QVERIFY(model.flags(row) & Qt::ItemIsDragEnabled);
    std::unique_ptr<QMimeData> data(model.mimeData({row}));
    QCOMPARE(forceFromMimeData(data.get()), reserve);

    p.trigger("actionMapEdit");
    const Hex target{6, 3};
    QDragEnterEvent enter(p.at(target), Qt::CopyAction, data.get(), Qt::LeftButton, {});
    QApplication::sendEvent(p.viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(p.at(target)), Qt::CopyAction, data.get(), Qt::LeftButton, {});
    QApplication::sendEvent(p.viewport(), &drop);
    QCOMPARE(p.hexOf(reserve), target);
    QVERIFY(p.scene()->counter(reserve));
}

void TestGuiMap::undoMovesTheCounterBack()
{
    Pane p(12, 10);
    const qint64 host = p.raise(QStringLiteral("Host"), 8, {3, 3});
    QVERIFY(beginMovement(p.campaign()).ok);
    p.drag({p.counterAt(host), p.at({3, 4})});
    QCOMPARE(p.hexOf(host), (Hex{3, 4}));
    p.campaign().undoStack()->undo();
    QCOMPARE(p.scene()->hexAt(p.scene()->counter(host)->pos()), (Hex{3, 3}));
    p.campaign().undoStack()->undo(); // the movement phase
    p.campaign().undoStack()->undo(); // the placing: off the map, no counter
    QVERIFY(!p.scene()->counter(host));
    p.campaign().undoStack()->redo();
    QVERIFY(p.scene()->counter(host));
}

void TestGuiMap::contextMenuPlacesForces()
{
    Pane p(12, 10);
    const qint64 reserve = createForce(p.campaign(), QStringLiteral("Reserve"), p.t.blue, {}, {4, 0, 0}).forceId;
    QVERIFY(!p.scene()->counter(reserve)); // off the map: no counter yet
    p.trigger("actionMapEdit");
    {
        std::unique_ptr<QMenu> menu(p.widget.controller()->contextMenu({2, 3}, &p.widget));
        auto *place = child<QMenu>(menu.get(), QStringLiteral("placeForceMenu"));
        QCOMPARE(place->actions().size(), 1);
        QCOMPARE(place->actions().first()->text(), QStringLiteral("Reserve"));
        place->actions().first()->trigger();
    }
    QCOMPARE(p.hexOf(reserve), (Hex{2, 3}));
    QVERIFY(p.scene()->counter(reserve));
    {
        std::unique_ptr<QMenu> menu(p.widget.controller()->contextMenu({2, 3}, &p.widget));
        auto *off = child<QMenu>(menu.get(), QStringLiteral("takeOffMapMenu"));
        QVERIFY(off->isEnabled());
        off->actions().first()->trigger();
    }
    QVERIFY(!p.t->force(reserve)->onMap());
    QVERIFY(!p.scene()->counter(reserve));
    // Issue 12: the hex panel's Place a Force Here does the same, from a button.
    {
        MapPanel *panel = p.widget.findChild<MapPanel *>();
        panel->showHex(Hex{4, 4});
        auto *button = child<QPushButton>(panel, QStringLiteral("placeForceButton"));
        QVERIFY(button->isVisible());
        QMenu *menu = button->menu();
        QVERIFY(menu);
        Q_EMIT menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 1);
        QCOMPARE(menu->actions().first()->text(), QStringLiteral("Reserve"));
        menu->actions().first()->trigger();
        QCOMPARE(p.hexOf(reserve), (Hex{4, 4}));
        Q_EMIT menu->aboutToShow(); // nothing else to place there now
        QVERIFY(!menu->actions().first()->isEnabled());
        p.t->undoStack()->undo();
    }
    // In play mode the menu offers the turn's actions instead.
    p.trigger("actionMapPlay");
    std::unique_ptr<QMenu> menu(p.widget.controller()->contextMenu({2, 3}, &p.widget));
    QVERIFY(!menu->findChild<QMenu *>(QStringLiteral("placeForceMenu")));
}

void TestGuiMap::zoomWithKeysAndWheel()
{
    Pane p(12, 10);
    const qreal fit = p.view()->zoom();
    p.view()->setFocus();
    QTest::keyClick(p.view(), Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(p.view()->zoom() > fit * 1.2);
    QTest::keyClick(p.view(), Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(p.view(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(p.view()->zoom() < fit);
    QTest::keyClick(p.view(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(qRound(p.view()->zoom() * 1000), qRound(fit * 1000));
    // The wheel zooms around the cursor: the hex under it stays under it.
    const QPoint cursor = p.at({9, 7});
    QWheelEvent wheel(cursor, p.viewport()->mapToGlobal(cursor), {}, {0, 240}, Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(p.viewport(), &wheel);
    QVERIFY(p.view()->zoom() > fit * 1.4);
    QCOMPARE(p.scene()->hexAt(p.view()->mapToScene(cursor)), (Hex{9, 7}));
    // The arrow keys pan.
    const QPointF before = p.view()->mapToScene(p.viewport()->rect().center());
    QTest::keyClick(p.view(), Qt::Key_Right);
    QVERIFY(p.view()->mapToScene(p.viewport()->rect().center()).x() > before.x());
}

void TestGuiMap::theScanIsKeptInTheCampaignFile()
{
    Pane p(12, 10);
    QImage scan(240, 200, QImage::Format_RGB32);
    scan.fill(QColor(0x80, 0x70, 0x60));
    const QString file = p.t.dir.filePath(QStringLiteral("scan.png"));
    QVERIFY(scan.save(file));
    auto *slider = p.widget.toolBar()->opacitySlider();
    QVERIFY(!slider->isVisibleTo(&p.widget));
    QVERIFY(!p.widget.toolBar()->alignScanAction()->isEnabled());
    p.widget.setBackgroundImage(file);
    QVERIFY(p.scene()->hasScan());
    QTRY_VERIFY(slider->isVisibleTo(&p.widget));
    QVERIFY(p.widget.toolBar()->alignScanAction()->isEnabled());
    QCOMPARE(p.widget.hexOpacity(), 0.5); // a first scan shows through the hexes
    slider->setValue(40);
    QCOMPARE(p.widget.hexOpacity(), 0.4);
    QCOMPARE(p.campaign().scan().gridOpacity, 0.4);
    // The image is in the campaign: gone from the disk, it still lies under the map of the campaign reopened.
    QVERIFY(QFile::remove(file));
    {
        auto reopened = Campaign::open(p.t.path(), Campaign::Access::ReadOnly);
        MapWidget again(reopened.get());
        QVERIFY(again.scene()->hasScan());
        QCOMPARE(again.hexOpacity(), 0.4);
    }
    p.widget.setBackgroundImage({});
    QVERIFY(!p.scene()->hasScan());
    QCOMPARE(p.widget.hexOpacity(), 1.0);
    QTRY_VERIFY(!slider->isVisibleTo(&p.widget));
    p.campaign().undoStack()->undo();
    QVERIFY(p.scene()->hasScan());
    QCOMPARE(p.widget.hexOpacity(), 0.4);
}

void TestGuiMap::campaignCanBeReplaced()
{
    Pane p(12, 10);
    p.raise(QStringLiteral("Host"), 8, {3, 3});
    QCOMPARE(p.scene()->counterCount(), 1);
    p.widget.setCampaign(nullptr);
    QCOMPARE(p.scene()->counterCount(), 0);
    auto *stack = p.widget.findChild<QStackedWidget *>();
    QCOMPARE(stack->currentWidget(), p.widget.emptyState());
    QVERIFY(!p.widget.emptyState()->createButton()->isVisibleTo(&p.widget));
    {
        TestCampaign other;
        QVERIFY(setMapSize(*other, 5, 5).ok);
        p.widget.setCampaign(other.campaign.get());
        QVERIFY(stack->currentWidget() != p.widget.emptyState());
        QCOMPARE(p.scene()->mapRect(), p.scene()->geometry().mapRect(5, 5));
    } // closed under the pane: it forgets it
    QVERIFY(!p.widget.campaign());
    QCOMPARE(stack->currentWidget(), p.widget.emptyState());
}

void TestGuiMap::bigMapStaysResponsive()
{
    TestCampaign t;
    QVERIFY(setMapSize(*t, 100, 100).ok);
    QList<QList<Hex>> strokes(TerrainCount);
    QRandomGenerator random(3);
    for (int c = 0; c < 100; ++c) {
        for (int r = 0; r < 100; ++r)
            strokes[random.bounded(TerrainCount)] << Hex{c, r};
    }
    for (int k = 1; k < TerrainCount; ++k)
        QVERIFY(paintTerrain(*t, strokes[k], Terrain(k)).ok);
    {
        ActionBuilder b(*t, RollText::plain(QStringLiteral("500 forces")));
        for (int i = 0; i < 500; ++i) {
            Force &f = b.newForce();
            f.name = QStringLiteral("Force %1").arg(i);
            f.sideId = i % 2 ? t.red : t.blue;
            f.units = {1 + i % 12, 0, i % 3};
            f.hex = {random.bounded(100), random.bounded(100)};
        }
        QVERIFY(b.commit());
    }
    // Speed is measured in bench/map (bench_map); here: the whole map builds, draws and takes changes.
    MapWidget widget(t.campaign.get());
    widget.resize(1200, 800);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QCOMPARE(widget.scene()->counterCount(), 500);
    widget.view()->setZoom(0.08);
    QVERIFY(!widget.grab().isNull());
    widget.view()->setZoom(1.0);
    QVERIFY(!widget.grab().isNull());
    const qint64 first = t->forces().first().id;
    QVERIFY(placeForce(*t, first, {50, 50}).ok);
    const Terrain now = t->mapHex({50, 50}).terrain;
    const Terrain next = now == Terrain::Water ? Terrain::Hills : Terrain::Water;
    QVERIFY(paintTerrain(*t, {{50, 50}}, next).ok);
    QCOMPARE(widget.scene()->counterCount(), 500);
    QCOMPARE(t->mapHex({50, 50}).terrain, next);
}

void TestGuiMap::screenshot()
{
    Pane p(12, 10);
    Campaign &c = p.campaign();
    const qint64 aldric = p.t.leader(QStringLiteral("Aldric the Bold"), {5, 4, 3, 5, 5, 4, 4});
    const qint64 berengar = p.t.leader(QStringLiteral("Berengar"), {4, 3, 3, 3, 3, 2, 3});
    const qint64 rurik = p.t.leader(QStringLiteral("Rurik"), {4, 3, 3, 3, 6, 3, 3}, p.t.red);
    QVERIFY(paintTerrain(c, {{2, 1}, {3, 1}, {3, 2}, {2, 2}, {1, 2}, {2, 3}, {4, 1}}, Terrain::Forest).ok);
    QVERIFY(paintTerrain(c, {{8, 0}, {9, 0}, {9, 1}, {10, 1}, {10, 2}, {11, 2}}, Terrain::Mountains).ok);
    QVERIFY(paintTerrain(c, {{7, 1}, {8, 1}, {8, 2}, {9, 2}, {9, 3}, {11, 3}}, Terrain::Hills).ok);
    QVERIFY(paintTerrain(c, {{0, 7}, {1, 7}, {0, 8}, {1, 8}, {2, 8}, {0, 9}, {1, 9}}, Terrain::Water).ok);
    QVERIFY(paintTerrain(c, {{3, 7}, {3, 8}, {4, 7}, {2, 7}}, Terrain::Marsh).ok);
    QVERIFY(paintTerrain(c, {{6, 6}, {7, 6}, {7, 7}, {6, 7}, {8, 7}}, Terrain::Forest).ok);
    QVERIFY(namePlace(c, {6, 3}, QStringLiteral("Ford of Ash")).ok);
    QVERIFY(namePlace(c, {1, 8}, QStringLiteral("Greymere")).ok);
    QVERIFY(namePlace(c, {3, 2}, QStringLiteral("Elderwood")).ok);
    QVERIFY(addFortress(c, QStringLiteral("Dunmor"), {4, 5}, 4, p.t.blue).ok);
    QVERIFY(addFortress(c, QStringLiteral("Karak"), {8, 4}, 3, p.t.red).ok);
    const Hex karak{8, 4};
    const qint64 host = p.raise(QStringLiteral("Host of the North"), 7, triple(karak, 0)[0], 0, {aldric, berengar});
    p.raise(QStringLiteral("Western Guard"), 4, triple(karak, 0)[1]);
    p.raise(QStringLiteral("Riders of Ash"), 3, triple(karak, 0)[2]);
    p.raise(QStringLiteral("Karak Garrison"), 3, karak, p.t.red, {rurik});
    p.raise(QStringLiteral("Red Warband"), 6, {10, 7}, p.t.red);
    p.raise(QStringLiteral("Dunmor Garrison"), 2, {4, 5});
    QVERIFY(beginMovement(c).ok);
    QVERIFY(laySiege(c, c.fortressByName(QStringLiteral("Karak"))->id, host).ok);
    p.widget.selectForce(host);
    p.widget.fitToWindow();
    QCOMPARE(p.scene()->counterCount(), 6);
    const QString dir = qEnvironmentVariable("CASTELLAN_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    QVERIFY(p.widget.grab().save(QDir(dir).filePath(QStringLiteral("map.png"))));
    // In edit mode, with a brush in hand and a fortress hex selected.
    p.widget.setMode(MapMode::Edit);
    p.widget.setBrush(Terrain::Hills);
    p.widget.selectHex({4, 5});
    QCoreApplication::processEvents();
    QVERIFY(p.widget.grab().save(QDir(dir).filePath(QStringLiteral("map-edit.png"))));
    // And close up, around the siege.
    p.view()->setZoom(2.2);
    p.view()->centerOn(p.scene()->centreOf({7, 4}));
    QCoreApplication::processEvents();
    QVERIFY(p.view()->grab().save(QDir(dir).filePath(QStringLiteral("map-detail.png"))));
    Pane empty;
    QCoreApplication::processEvents();
    QVERIFY(empty.widget.grab().save(QDir(dir).filePath(QStringLiteral("map-empty.png"))));
    // The campaign a first run opens, as the main window shows it.
    QTemporaryDir folder;
    const std::unique_ptr<Campaign> sample = createSampleCampaign(folder.filePath(QStringLiteral("sample.castellan")));
    MapWidget shown(sample.get());
    shown.resize(1280, 800);
    shown.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown));
    QCoreApplication::processEvents();
    shown.fitToWindow();
    QVERIFY(shown.grab().save(QDir(dir).filePath(QStringLiteral("map-sample.png"))));
}

QTEST_MAIN(TestGuiMap)
#include "test_gui_map.moc"
