#include "map/hexgrid.h"

#include <QSet>
#include <QtTest>

using namespace castellan;

/** The hex grid and the siege zone of control (RULES S1) on inner, edge and corner hexes. */
class TestMap : public QObject
{
    Q_OBJECT

private slots:
    void neighboursAreAdjacentAndDistinct()
    {
        for (const Hex h : {Hex{4, 4}, Hex{5, 4}, Hex{0, 0}, Hex{7, 9}}) {
            const auto n = HexGrid::neighbours(h);
            QSet<Hex> seen(n.begin(), n.end());
            QCOMPARE(seen.size(), 6);
            for (const Hex &x : n)
                QCOMPARE(HexGrid::distance(h, x), 1);
            // Each neighbour's opposite direction leads back.
            for (int d = 0; d < 6; ++d)
                QCOMPARE(HexGrid::neighbour(HexGrid::neighbour(h, d), d + 3), h);
        }
    }

    void oddColumnsSitLower()
    {
        // Flat-topped, odd columns shifted down: the NE neighbour of an even column is one row up.
        QCOMPARE(HexGrid::neighbour({2, 2}, 1), (Hex{3, 1}));
        QCOMPARE(HexGrid::neighbour({3, 2}, 1), (Hex{4, 2}));
        QCOMPARE(HexGrid::neighbour({3, 2}, 0), (Hex{3, 1}));
        QCOMPARE(HexGrid::distance({0, 0}, {4, 0}), 4);
        QCOMPARE(HexGrid::distance({0, 0}, {0, 5}), 5);
    }

    void zoneOfControlNeedsOneAlternatingTriple_S1()
    {
        const HexGrid grid(10, 10);
        const Hex fortress{4, 4};
        QSet<Hex> held;
        auto in = [&](const Hex &h) { return held.contains(h); };
        QCOMPARE(heldTriple(grid, fortress, in), -1);
        const auto t1 = triple(fortress, 1);
        held = QSet<Hex>(t1.begin(), t1.end());
        QCOMPARE(heldTriple(grid, fortress, in), 1);
        held.remove(t1[1]);
        held.insert(HexGrid::neighbour(fortress, 0)); // a mixed set holds no triple
        QCOMPARE(heldTriple(grid, fortress, in), -1);
    }

    void offMapNeighboursCountAsHeld_S1()
    {
        const HexGrid grid(6, 6);
        QSet<Hex> held;
        auto in = [&](const Hex &h) { return held.contains(h); };
        // Corner (0, 0): N, NW, SW and NE are off the map. Triple 0 (N, SE, SW) needs only SE.
        held.insert(HexGrid::neighbour({0, 0}, 2));
        QCOMPARE(heldTriple(grid, {0, 0}, in), 0);
        held.clear();
        // Triple 1 (NE, S, NW) needs S only at that corner (NE and NW are off the map).
        held.insert(HexGrid::neighbour({0, 0}, 3));
        QCOMPARE(heldTriple(grid, {0, 0}, in), 1);
        // An edge hex on the east side: the hexes beyond it count as held.
        held.clear();
        const Hex edge{5, 2};
        for (const Hex &h : triple(edge, 0))
            if (grid.contains(h))
                held.insert(h);
        QCOMPARE(heldTriple(grid, edge, in), 0);
    }
};

QTEST_GUILESS_MAIN(TestMap)
#include "test_map.moc"
