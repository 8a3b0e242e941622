#include "movement.h"

#include <QHash>

#include <queue>
#include <vector>

namespace castellan {

namespace {

QList<Hex> walkBack(const QHash<Hex, Hex> &cameFrom, const Hex &from, Hex here)
{
    QList<Hex> hexes;
    while (here != from) {
        hexes.prepend(here);
        here = cameFrom.value(here);
    }
    return hexes;
}

} // namespace

std::optional<HexPath> findPath(const HexGrid &grid, const Hex &from, const Hex &to, int limit,
                                const std::function<int(const Hex &)> &cost,
                                const std::function<bool(const Hex &)> &stops)
{
    if (from == to)
        return HexPath{};
    if (!grid.contains(to) || HexGrid::distance(from, to) > limit)
        return std::nullopt;
    using Item = std::pair<int, Hex>;
    auto later = [](const Item &a, const Item &b) { return a.first > b.first; };
    std::priority_queue<Item, std::vector<Item>, decltype(later)> open(later);
    QHash<Hex, int> best;
    QHash<Hex, Hex> cameFrom;
    best.insert(from, 0);
    open.push({0, from});
    while (!open.empty()) {
        const auto [spent, here] = open.top();
        open.pop();
        if (here == to)
            return HexPath{spent, walkBack(cameFrom, from, to)};
        if (spent > best.value(here, spent))
            continue;
        if (here != from && stops(here))
            continue; // may end here, not pass through
        for (const Hex &next : HexGrid::neighbours(here)) {
            if (!grid.contains(next))
                continue;
            const int step = cost(next);
            if (step <= 0)
                continue;
            const int total = spent + step;
            if (total > limit)
                continue;
            const auto known = best.constFind(next);
            if (known != best.cend() && *known <= total)
                continue;
            best.insert(next, total);
            cameFrom.insert(next, here);
            open.push({total, next});
        }
    }
    return std::nullopt;
}

std::optional<int> pathCost(const HexGrid &grid, const Hex &from, const Hex &to, int limit,
                            const std::function<int(const Hex &)> &cost, const std::function<bool(const Hex &)> &stops)
{
    const auto path = findPath(grid, from, to, limit, cost, stops);
    return path ? std::optional<int>(path->cost) : std::nullopt;
}

} // namespace castellan
