// The strategic map at scale (issue: strategic map): 100 x 100 hexes with 500 forces.
// Goals: load under 1 s; a full repaint under 16 ms. Also: repaint at life size, and a pan.

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "map/mapscene.h"
#include "storage/campaignstore.h"

#include <QApplication>
#include <QGraphicsView>
#include <QScrollBar>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <random>

using namespace castellan;

namespace {

constexpr int Columns = 100;
constexpr int Rows = 100;
constexpr int Forces = 500;

QString bigMapPath()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(QStringLiteral("bigmap.castellan"));
        auto c = Campaign::create(p, QStringLiteral("Bench map"), 2026,
                                  {{QStringLiteral("Blue"), Qt::blue}, {QStringLiteral("Red"), Qt::red}});
        const qint64 sides[] = {c->sides().at(0).id, c->sides().at(1).id};
        setMapSize(*c, Columns, Rows);
        // Every hex but clear ground painted, in one stroke per terrain; a place every 200 hexes.
        std::mt19937 pick(7);
        QList<Hex> strokes[TerrainCount];
        for (int col = 0; col < Columns; ++col)
            for (int row = 0; row < Rows; ++row)
                strokes[pick() % TerrainCount].append({col, row});
        for (int t = 1; t < TerrainCount; ++t)
            paintTerrain(*c, strokes[t], Terrain(t));
        for (int i = 0; i < Columns * Rows; i += 200)
            namePlace(*c, {i % Columns, i / Columns}, QStringLiteral("Place %1").arg(i / 200));
        for (int i = 0; i < 20; ++i)
            addFortress(*c, QStringLiteral("Fort %1").arg(i), {5 * i % Columns, 5 * i / Columns * 7 + 3}, 4,
                        sides[i % 2]);
        for (int i = 0; i < Forces; ++i) {
            const auto made =
                createForce(*c, QStringLiteral("Force %1").arg(i), sides[i % 2], {}, {1 + i % 12, 0, i % 3});
            Hex hex{int(pick() % Columns), int(pick() % Rows)};
            while (c->fortressAt(hex))
                hex.col = (hex.col + 1) % Columns;
            placeForce(*c, made.forceId, hex);
        }
        return p;
    }();
    return path;
}

/** Opening the campaign file: everything the map needs is read. */
void BM_OpenMapCampaign(benchmark::State &state)
{
    const QString path = bigMapPath();
    for (auto _ : state) {
        auto c = Campaign::open(path);
        benchmark::DoNotOptimize(c->mapHexes().size());
    }
}
BENCHMARK(BM_OpenMapCampaign)->Unit(benchmark::kMillisecond);

/** Open and build the scene: the load a user waits for. */
void BM_LoadMapScene(benchmark::State &state)
{
    const QString path = bigMapPath();
    for (auto _ : state) {
        auto c = Campaign::open(path);
        MapScene scene;
        scene.setCampaign(c.get());
        benchmark::DoNotOptimize(scene.items().size());
    }
}
BENCHMARK(BM_LoadMapScene)->Unit(benchmark::kMillisecond);

/** A 1600 x 1000 window, the whole map or at life size, painting its viewport as the screen would (a paint
 *  event with the viewport as the exposed region, into a pixmap instead of the screen). */
struct Viewport
{
    std::unique_ptr<Campaign> campaign = Campaign::open(bigMapPath());
    MapScene scene;
    QGraphicsView view;

    explicit Viewport(bool wholeMap)
    {
        scene.setCampaign(campaign.get());
        view.setScene(&scene);
        view.resize(1600, 1000);
        if (wholeMap)
            view.fitInView(scene.sceneRect(), Qt::KeepAspectRatio);
        view.show();
    }
    void paint() { benchmark::DoNotOptimize(view.viewport()->grab().cacheKey()); }
};

void BM_RepaintWholeMap(benchmark::State &state)
{
    Viewport v(true);
    for (auto _ : state)
        v.paint();
}
BENCHMARK(BM_RepaintWholeMap)->Unit(benchmark::kMillisecond);

void BM_RepaintLifeSize(benchmark::State &state)
{
    Viewport v(false);
    for (auto _ : state)
        v.paint();
}
BENCHMARK(BM_RepaintLifeSize)->Unit(benchmark::kMillisecond);

/** A pan of 120 px and the repaint after it. */
void BM_PanAndRepaint(benchmark::State &state)
{
    Viewport v(false);
    QScrollBar *bar = v.view.horizontalScrollBar();
    int step = 120;
    for (auto _ : state) {
        if (bar->value() + step > bar->maximum() || bar->value() + step < bar->minimum())
            step = -step;
        bar->setValue(bar->value() + step);
        v.paint();
    }
}
BENCHMARK(BM_PanAndRepaint)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
