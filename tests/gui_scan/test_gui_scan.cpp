// GUI test of the scan under the map (issue 12): a generated scan whose hex grid is known is laid, marked with
// two clicks on the map, a wrong mark undone, aligned, nudged by number and the grid hidden over it, the way a
// game master lines up a scan of his own board; every step is checked on the campaign and undone.

#include "map/mapscene.h"
#include "map/maptoolbar.h"
#include "map/mapview.h"
#include "map/mapwidget.h"
#include "map/scanaligndialog.h"

#include "commands/forces/mapactions.h"

#include "generatedscan.h"
#include "guiclicks.h"
#include "testcampaign.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

using namespace castellan;

namespace {

constexpr int Columns = 14;
constexpr int Rows = 10;

/** A scan turned 6° with hexes 44 pixels wide, shifted so that the whole map lies 30 pixels inside it. */
ScanAlignment truth(QSize *size)
{
    const ScanAlignment unshifted{2.0 / 44, 6.0, {}};
    const QTransform toScan = unshifted.transform().inverted();
    const QSizeF box = mapPlaneSize(Columns, Rows);
    const QRectF onScan = toScan.mapRect(QRectF(QPointF(), box));
    *size = (onScan.size() + QSizeF(60, 60)).toSize();
    return {unshifted.scale, unshifted.rotation, unshifted.transform().map(onScan.topLeft() - QPointF(30, 30))};
}

} // namespace

class TestGuiScan : public QObject
{
    Q_OBJECT

    TestCampaign t;
    std::unique_ptr<MapWidget> widget;

    QPoint onView(const QPointF &onScan) const
    {
        return widget->view()->mapFromScene(widget->scene()->scanToScene(onScan));
    }

    void clickScan(const QPointF &onScan)
    {
        QTest::mouseClick(widget->view()->viewport(), Qt::LeftButton, {}, onView(onScan));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(setMapSize(*t, Columns, Rows).ok);
        widget = std::make_unique<MapWidget>(t.campaign.get());
        widget->resize(1100, 760);
        showActive(widget.get());
        widget->fitToWindow();
    }

    void aGeneratedScanIsAlignedFromTwoMarks()
    {
        QSize size;
        const ScanAlignment known = truth(&size);
        const QImage scan = generatedScan(known, Columns, Rows, size);
        const QString file = t.dir.filePath(QStringLiteral("board.png"));
        QVERIFY(scan.save(file));
        widget->setBackgroundImage(file);
        QVERIFY(widget->scene()->hasScan());
        const ScanAlignment fitted = t->scan().alignment;
        QCOMPARE(fitted.rotation, 0.0);

        widget->toolBar()->alignScanAction()->trigger();
        ScanAlignDialog *dialog = widget->scanAlignDialog();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(widget->view()->isMarking());
        QVERIFY(!dialog->alignButton()->isEnabled());

        // Mark 1 on the centre of hex 0101, as printed on the scan; the dialog guesses a hex, the user corrects it.
        const Hex first{0, 0}, second{13, 9};
        clickScan(centreOnScan(known, first));
        QVERIFY(dialog->mark(0));
        QVERIFY(!dialog->hexEdit(0)->text().isEmpty());
        dialog->hexEdit(0)->clear();
        QTest::keyClicks(dialog->hexEdit(0), hexLabel(first));
        // A slip: mark 2 lands on the wrong hex, and is undone.
        clickScan(centreOnScan(known, {6, 4}));
        QVERIFY(dialog->mark(1));
        click(dialog->undoMarkButton());
        QVERIFY(!dialog->mark(1));
        QVERIFY(dialog->hexEdit(1)->text().isEmpty());
        QCOMPARE(widget->scene()->scanMarks().value(0).has_value(), true);
        clickScan(centreOnScan(known, second));
        QVERIFY(QLineF(*dialog->mark(1), centreOnScan(known, second)).length() < 3.0);
        dialog->hexEdit(1)->clear();
        QTest::keyClicks(dialog->hexEdit(1), hexLabel(second));
        click(dialog->alignButton());
        QVERIFY2(dialog->refusal().isEmpty(), qPrintable(dialog->refusal()));
        QVERIFY2(dialog->said().contains(QStringLiteral("0101 and 1410")), qPrintable(dialog->said()));

        // Every hex's centre on the map now falls on the dot printed at that hex's centre of the scan.
        const ScanAlignment aligned = t->scan().alignment;
        const QTransform toScan = aligned.transform().inverted();
        for (int c = 0; c < Columns; ++c) {
            for (int r = 0; r < Rows; ++r)
                QVERIFY2(isDot(scan, toScan.map(hexCentre({c, r}))), qPrintable(hexLabel({c, r})));
        }
        QVERIFY(qAbs(aligned.rotation - known.rotation) < 0.5);
        QVERIFY(qAbs(aligned.hexWidthOnScan() - 44.0) < 0.5);
        QCOMPARE(dialog->rotationSpin()->value(), std::round(aligned.rotation * 100) / 100);
        saveShot(widget.get(), QStringLiteral("scan-aligned"));
        saveShot(dialog, QStringLiteral("scan-align-dialog"));

        // Nudged by number: a tenth of a degree, about the middle of the view, which stays where it was.
        const QPointF middle = widget->view()->mapToScene(widget->view()->viewport()->rect().center());
        const QPointF underMiddle = widget->scene()->sceneToScan(middle);
        dialog->rotationSpin()->setFocus();
        QTest::keyClick(dialog->rotationSpin(), Qt::Key_Up);
        QVERIFY(qAbs(t->scan().alignment.rotation - (aligned.rotation + 0.1)) < 0.006);
        QVERIFY(QLineF(widget->scene()->scanToScene(underMiddle), middle).length() < 1e-6);
        const ScanAlignment turned = t->scan().alignment;
        QTest::keyClick(dialog->shiftAcrossSpin(), Qt::Key_Up);
        QVERIFY(qAbs(t->scan().alignment.shiftInHexes().x() - (turned.shiftInHexes().x() + 0.05)) < 0.006);
        QVERIFY(qAbs(t->scan().alignment.shift.y() - turned.shift.y()) < 1e-9); // across only
        // Each nudge is its own undo step, and so is the alignment.
        t->undoStack()->undo();
        t->undoStack()->undo();
        QCOMPARE(t->scan().alignment, aligned);
        QCOMPARE(dialog->rotationSpin()->value(), std::round(aligned.rotation * 100) / 100);
        t->undoStack()->undo();
        QCOMPARE(t->scan().alignment, fitted);
        t->undoStack()->redo();
        QCOMPARE(t->scan().alignment, aligned);

        // The grid is hidden over the scan, and shown again.
        QSlider *grid = widget->toolBar()->opacitySlider();
        grid->setFocus();
        QTest::keyClick(grid, Qt::Key_Home);
        QCOMPARE(t->scan().gridOpacity, 0.0);
        QCOMPARE(widget->scene()->hexOpacity(), 0.0);
        saveShot(widget.get(), QStringLiteral("scan-grid-hidden"));
        t->undoStack()->undo();
        QCOMPARE(widget->scene()->hexOpacity(), 0.5);
        QCOMPARE(grid->value(), 50);

        // Closed, the map is the map again: clicks select, the marks are gone.
        dialog->close();
        QTRY_VERIFY(!widget->scanAlignDialog());
        QVERIFY(!widget->view()->isMarking());
        QVERIFY(widget->scene()->scanMarks().isEmpty());
    }

    void aWrongPairOfMarksIsRefusedInTheDialog()
    {
        widget->toolBar()->alignScanAction()->trigger();
        ScanAlignDialog *dialog = widget->scanAlignDialog();
        QVERIFY(dialog);
        const ScanAlignment before = t->scan().alignment;
        clickScan({100, 100});
        clickScan({400, 300});
        for (int i = 0; i < 2; ++i) {
            dialog->hexEdit(i)->clear();
            QTest::keyClicks(dialog->hexEdit(i), QStringLiteral("0505"));
        }
        click(dialog->alignButton());
        QVERIFY2(dialog->refusal().contains(QStringLiteral("0505")), qPrintable(dialog->refusal()));
        QCOMPARE(t->scan().alignment, before);
        // Editing a hex clears what was said of the old one.
        QTest::keyClick(dialog->hexEdit(1), Qt::Key_Backspace);
        QVERIFY(dialog->refusal().isEmpty());
        QVERIFY(!dialog->alignButton()->isEnabled()); // "050" names no hex
        dialog->close();
    }
};

QTEST_MAIN(TestGuiScan)
#include "test_gui_scan.moc"
