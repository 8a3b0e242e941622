// The scan of the printed map under the hexes (issue 12): aligned to the grid from two marks, nudged, kept in
// the campaign file with its image, undoable; and every file that is no image it may lay is refused.

#include "commands/campaign/scanactions.h"
#include "commands/forces/mapactions.h"
#include "map/scanalignment.h"
#include "storage/campaignstore.h"

#include "filehash.h"
#include "generatedscan.h"
#include "testcampaign.h"

#include <QBuffer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

#include <sys/stat.h>

using namespace castellan;

namespace {

bool near(const QPointF &a, const QPointF &b, double tolerance)
{
    return QLineF(a, b).length() <= tolerance;
}

QByteArray png(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

/** How many images a campaign file keeps. */
int imagesIn(const QString &path)
{
    int count = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("count-images"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(QStringLiteral("SELECT COUNT(*) FROM map_images"), db);
            if (q.next())
                count = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("count-images"));
    return count;
}

/** A campaign with a 14 x 10 map. */
struct MapCampaign : TestCampaign
{
    MapCampaign()
    {
        if (!setMapSize(*campaign, 14, 10).ok)
            qFatal("no map");
    }
    QString scanFile(const QImage &image, const QString &name = QStringLiteral("scan.png"))
    {
        const QString file = dir.filePath(name);
        writeFile(file, png(image));
        return file;
    }
};

} // namespace

class TestScan : public QObject
{
    Q_OBJECT

private slots:
    void twoMarksRecoverTheScansAlignment_data()
    {
        QTest::addColumn<double>("hexWidth");
        QTest::addColumn<double>("rotation");
        QTest::addColumn<QPointF>("shift");
        QTest::newRow("square, fitted") << 60.0 << 0.0 << QPointF(0.4, 0.2);
        QTest::newRow("turned and shifted") << 47.5 << 7.25 << QPointF(3.0, -2.5);
        QTest::newRow("upside down") << 88.0 << -171.0 << QPointF(25.0, 20.0);
        QTest::newRow("small hexes") << 9.0 << 1.5 << QPointF(-1.0, -1.0);
    }
    void twoMarksRecoverTheScansAlignment()
    {
        QFETCH(double, hexWidth);
        QFETCH(double, rotation);
        QFETCH(QPointF, shift);
        const ScanAlignment truth{2.0 / hexWidth, rotation, shift};
        const Hex a{1, 1}, b{12, 8};
        QString why;
        const auto found = alignToMarks({centreOnScan(truth, a), a}, {centreOnScan(truth, b), b}, &why);
        QVERIFY2(found, qPrintable(why));
        QVERIFY(qAbs(found->hexWidthOnScan() - hexWidth) < 1e-9 * hexWidth);
        QVERIFY(qAbs(found->rotation - rotation) < 1e-9);
        // Every hex of the map, not only the two marked, lies on its centre of the scan.
        for (int c = 0; c < 14; ++c) {
            for (int r = 0; r < 10; ++r)
                QVERIFY(near(found->transform().map(centreOnScan(truth, {c, r})), hexCentre({c, r}), 1e-9));
        }
    }

    void marksMustBeTwoHexesApart()
    {
        QString why;
        QVERIFY(!alignToMarks({{10, 10}, {2, 2}}, {{400, 300}, {2, 2}}, &why));
        QVERIFY2(why.contains(QStringLiteral("0303")), qPrintable(why));
        QVERIFY(!alignToMarks({{10, 10}, {2, 2}}, {{10.2, 10.1}, {8, 6}}, &why));
        QVERIFY(why.contains(QStringLiteral("same spot")));
        // Two marks a pixel apart for hexes across the map would make hexes absurdly large on the scan.
        QVERIFY(!alignToMarks({{10, 10}, {0, 0}}, {{10 + 1e-3, 11}, {13, 9}}, &why));
    }

    void aNudgeTurnsOrScalesAboutAPointThatStays()
    {
        const ScanAlignment start{0.05, 10.0, {4.0, -3.0}};
        const QPointF pivot(9.0, 7.0);
        const QPointF onScan = start.transform().inverted().map(pivot);
        const ScanAlignment turned = start.rotatedAbout(pivot, 3.5);
        QCOMPARE(turned.rotation, 13.5);
        QVERIFY(near(turned.transform().map(onScan), pivot, 1e-9));
        const ScanAlignment scaled = start.scaledAbout(pivot, 1.25);
        QVERIFY(qAbs(scaled.scale - 0.0625) < 1e-15);
        QVERIFY(near(scaled.transform().map(onScan), pivot, 1e-9));
        ScanAlignment moved = start;
        moved.setShiftInHexes({2.0, 1.0}); // a column across is 1.5 radii, a row down the hex's height
        QVERIFY(near(moved.shift, {3.0, std::sqrt(3.0)}, 1e-12));
        QVERIFY(near(moved.shiftInHexes(), {2.0, 1.0}, 1e-12));
        QCOMPARE(start.rotatedAbout(pivot, 175.0).rotation, -175.0); // turns stay within a half turn
    }

    void theAlignmentIsKeptExactlyAndNothingElseIsRead()
    {
        const ScanAlignment a{0.0213456789012345, -7.123456789, {12.5, -0.000123}};
        QCOMPARE(ScanAlignment::fromText(a.toText()), a);
        for (const char *bad : {"", "1 2 3", "1 2 3 4 5", "0 0 0 0", "-1 0 0 0", "nan 0 0 0", "1 inf 0 0",
                                "1 0 1e300 0", "500 0 0 0", "one two three four"})
            QVERIFY2(!ScanAlignment::fromText(QString::fromLatin1(bad)), bad);
    }

    void aScanIsFittedIntoTheMapsBox()
    {
        const ScanAlignment fit = fitScanToMap(QSizeF(400, 100), 14, 10);
        const QSizeF box = mapPlaneSize(14, 10);
        QCOMPARE(fit.rotation, 0.0);
        QVERIFY(qAbs(fit.scale * 400 - box.width()) < 1e-9); // a wide scan fills the width
        QVERIFY(near(fit.transform().map(QPointF(200, 50)), QPointF(box.width() / 2, box.height() / 2), 1e-9));
    }

    void theScanIsKeptInTheCampaignFileAndUndoable()
    {
        MapCampaign t;
        const ScanAlignment truth{2.0 / 40, 4.0, {0.5, -1.0}};
        const QImage image = generatedScan(truth, 14, 10, {620, 520});
        const QString file = t.scanFile(image);
        const auto laid = layScan(*t, file);
        QVERIFY2(laid.ok, qPrintable(laid.refusal));
        QVERIFY(t->scan().isSet());
        QCOMPARE(t->scan().imageName, QStringLiteral("scan.png"));
        QCOMPARE(t->scanImage(), readFile(file));
        QCOMPARE(t->scan().gridOpacity, 0.5);
        const Hex a{0, 0}, b{13, 9};
        QVERIFY(alignScan(*t, {centreOnScan(truth, a), a}, {centreOnScan(truth, b), b}).ok);
        QVERIFY(setGridOpacity(*t, 0.0).ok);
        const MapScan kept = t->scan();
        QVERIFY(near(kept.alignment.transform().map(centreOnScan(truth, {6, 6})), hexCentre({6, 6}), 1e-9));
        // The image file may go: the campaign holds it, and the alignment, and the hidden grid.
        QVERIFY(QFile::remove(file));
        t.campaign.reset();
        t.campaign = Campaign::open(t.path());
        QCOMPARE(t->scan(), kept);
        QCOMPARE(QImage::fromData(t->scanImage()), image);
        // Each step undoes and redoes: the grid, the alignment, the scan itself.
        t.campaign.reset();
        t.campaign = Campaign::open(t.path());
        QVERIFY(setGridOpacity(*t, 0.3).ok);
        QVERIFY(removeScan(*t).ok);
        QVERIFY(!t->scan().isSet());
        QVERIFY(t->scanImage().isEmpty());
        t->undoStack()->undo();
        QCOMPARE(t->scan().imageId, kept.imageId);
        t->undoStack()->undo();
        QCOMPARE(t->scan(), kept);
        t->undoStack()->redo();
        QCOMPARE(t->scan().gridOpacity, 0.3);
    }

    void aFirstScanIsUndoneToNone()
    {
        MapCampaign t;
        QVERIFY(layScan(*t, t.scanFile(generatedScan({0.05, 0, {}}, 14, 10, {300, 200}))).ok);
        t->undoStack()->undo();
        QCOMPARE(t->scan(), MapScan{});
        t->undoStack()->redo();
        QVERIFY(t->scan().isSet());
    }

    void whatIsNoScanIsRefusedAndTheCampaignUnchanged()
    {
        MapCampaign t;
        const QString text = t.dir.filePath(QStringLiteral("notes.png"));
        writeFile(text, "this is no image at all");
        const QString fifo = t.dir.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString huge = t.dir.filePath(QStringLiteral("huge.png"));
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(MaxScanBytes + 1));
        }
        const QString wide = t.scanFile(QImage(MaxScanSide + 1, 2, QImage::Format_Mono), QStringLiteral("wide.png"));
        const QString truncated = t.dir.filePath(QStringLiteral("cut.png"));
        writeFile(truncated, png(generatedScan({0.05, 0, {}}, 14, 10, {300, 200})).left(200));
        const QString names[][2] = {{t.dir.filePath(QStringLiteral("missing.png")), QStringLiteral("no file")},
                                    {t.dir.path(), QStringLiteral("not a file")},
                                    {fifo, QStringLiteral("not a file")},
                                    {text, QStringLiteral("not an image")},
                                    {truncated, QStringLiteral("not an image")},
                                    {huge, QStringLiteral("larger than")},
                                    {wide, QStringLiteral("at most")}};
        for (const auto &[file, says] : names) {
            const auto o = layScan(*t, file);
            QVERIFY2(!o.ok && o.fileProblem, qPrintable(file));
            QVERIFY2(o.refusal.contains(says, Qt::CaseInsensitive), qPrintable(o.refusal));
        }
        QVERIFY(!t->scan().isSet());
        QCOMPARE(t->undoStack()->count(), 1); // the map's size only
        t.campaign.reset();
        QCOMPARE(imagesIn(t.path()), 0); // nothing was kept of any of them
    }

    void aCampaignOnlyLookedAtTakesNoScan()
    {
        MapCampaign t;
        const QString file = t.scanFile(generatedScan({0.05, 0, {}}, 14, 10, {300, 200}));
        t.campaign.reset();
        const QByteArray before = fileHash(t.path());
        auto viewer = Campaign::open(t.path(), Campaign::Access::ReadOnly);
        const auto o = layScan(*viewer, file);
        QVERIFY(!o.ok && o.fileProblem);
        QVERIFY(!setGridOpacity(*viewer, 0.2).ok);
        viewer.reset();
        QCOMPARE(fileHash(t.path()), before);
    }

    void aligningNeedsAScanAndHexesOnTheMap()
    {
        MapCampaign t;
        QVERIFY(!alignScan(*t, {{0, 0}, {0, 0}}, {{100, 100}, {5, 5}}).ok);
        QVERIFY(!setScanAlignment(*t, {}).ok);
        QVERIFY(!removeScan(*t).ok);
        QVERIFY(layScan(*t, t.scanFile(generatedScan({0.05, 0, {}}, 14, 10, {300, 200}))).ok);
        const auto off = alignScan(*t, {{0, 0}, {0, 0}}, {{100, 100}, {14, 5}});
        QVERIFY(!off.ok && off.refusal.contains(QStringLiteral("1506")));
        QVERIFY(!setScanAlignment(*t, {0.0, 0, {}}).ok);
        QVERIFY(!setScanAlignment(*t, {0.05, 0, {1e9, 0}}).ok);
        QVERIFY(setScanAlignment(*t, {0.05, 12, {1, 2}}).ok);
        QCOMPARE(t->scan().alignment, (ScanAlignment{0.05, 12, {1, 2}}));
        QVERIFY(!setGridOpacity(*t, -0.1).ok);
        QVERIFY(!setGridOpacity(*t, 1.5).ok);
        QVERIFY(!setGridOpacity(*t, std::nan("")).ok);
    }

    void aDamagedScanRowIsShownAsNoneAndTheCampaignOpens()
    {
        MapCampaign t;
        QVERIFY(layScan(*t, t.scanFile(generatedScan({0.05, 0, {}}, 14, 10, {300, 200}))).ok);
        t.campaign.reset();
        {
            auto store = CampaignStore::open(t.path());
            store->exec(QStringLiteral("UPDATE meta SET value = 'nonsense' WHERE key = 'map.scan.align'"));
            store->exec(QStringLiteral("UPDATE meta SET value = '7' WHERE key = 'map.grid.opacity'"));
            store->exec(QStringLiteral("DELETE FROM map_images"));
        }
        t.campaign = Campaign::open(t.path());
        QCOMPARE(t->scan().alignment, ScanAlignment{});
        QCOMPARE(t->scan().gridOpacity, 1.0);
        QVERIFY(t->scanImage().isEmpty()); // named but gone: the map shows none
    }
};

QTEST_GUILESS_MAIN(TestScan)
#include "test_scan.moc"
