// The simulation's outputs (physical-layout.md 2.5 "Outputs"): per-tick split snapshots and the
// Key-Visualizer-like heatmap, plus the public entry points.

#include "simulationengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace ssd {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Physical)
};

} // namespace

QString simEventKindName(SimEvent::Kind kind)
{
    switch (kind) {
    case SimEvent::Kind::Split: return QStringLiteral("split");
    case SimEvent::Kind::Merge: return QStringLiteral("merge");
    case SimEvent::Kind::Move: return QStringLiteral("move");
    case SimEvent::Kind::HotRow: return QStringLiteral("HOT_ROW");
    case SimEvent::Kind::MovingHotSpot: return QStringLiteral("MOVING_HOT_SPOT");
    }
    return {};
}

QString simEventKindLabel(SimEvent::Kind kind)
{
    switch (kind) {
    case SimEvent::Kind::Split: return Tr::tr("split", "simulation event: a split was created");
    case SimEvent::Kind::Merge: return Tr::tr("merge", "simulation event: two splits were merged");
    case SimEvent::Kind::Move: return Tr::tr("move", "simulation event: a split moved to another server");
    case SimEvent::Kind::HotRow:
    case SimEvent::Kind::MovingHotSpot: return simEventKindName(kind);
    }
    return {};
}

SimulationResult runSplitSimulation(const Schema &schema, const SimulationInput &input, const SimulationProgress &progress)
{
    sim::Engine engine(schema, input);
    return engine.run(progress);
}

SimulationInput simpleInsertScenario(const QString &table, const KeyStrategy &strategy, qint64 insertsPerSecond,
                                     int servers, qint64 capacity, int ticks, quint64 seed)
{
    SimulationInput input;
    InsertWorkload work;
    work.table = table;
    work.strategy = strategy;
    work.insertsPerSecond = insertsPerSecond;
    input.inserts.push_back(work);
    input.servers = servers;
    input.capacity = capacity;
    input.ticks = ticks;
    input.seed = seed;
    return input;
}

namespace sim {

void Engine::snapshot(SimTick &out) const
{
    const double perSecond = double(qint64(m_in.params.tickSeconds) * kUnit);
    const qint64 capacityTick = m_in.capacity * m_in.params.tickSeconds * kUnit;
    out.splits.reserve(m_splits.size());
    for (const Split &s : m_splits) {
        SimSplit split;
        split.start = s.startLabel;
        const auto first = m_rows.lower_bound(s.start);
        if (first != m_rows.end())
            split.block = m_space.objects()[size_t(m_pool[size_t(first->second.pool)].object)].block;
        split.server = s.server;
        split.load = double(s.load) / perSecond;
        split.bytes = s.bytes;
        split.warm = s.load * 100 >= qint64(m_in.params.warmPercent) * capacityTick;
        split.hot = s.load * 100 >= qint64(m_in.params.hotPercent) * capacityTick;
        split.unsplittable = s.unsplittable;
        out.splits.push_back(split);
    }
}

void Engine::buildHeatmap(SimulationResult &result) const
{
    // Key Visualizer ordering (KVH): each range holds keys of one table or index; tables and
    // indexes alphabetically by name, then by key.
    const std::vector<KeyObject> &objects = m_space.objects();
    std::vector<std::vector<const Row *>> rowsOf(objects.size());
    std::vector<qint64> weightOf(objects.size(), 0);
    qint64 totalWeight = 0;
    for (const auto &[key, row] : m_rows) {
        const int object = m_pool[size_t(row.pool)].object;
        rowsOf[size_t(object)].push_back(&row);
        weightOf[size_t(object)] += row.weight;
        totalWeight += row.weight;
    }
    std::vector<size_t> order;
    for (size_t i = 0; i < objects.size(); ++i)
        if (!rowsOf[i].empty())
            order.push_back(i);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const int c = objects[a].name.compare(objects[b].name, Qt::CaseInsensitive);
        return c != 0 ? c < 0 : objects[a].name < objects[b].name;
    });
    const qint64 budget = std::max<qint64>(qint64(order.size()), m_in.params.heatmapRanges);

    std::vector<int> rangeOfPool(m_pool.size(), -1);
    SimHeatmap &map = result.heatmap;
    for (size_t o : order) {
        const std::vector<const Row *> &rows = rowsOf[o];
        // Ranges proportional to the rows a table holds, at least one each; quantiles by weight.
        const qint64 ranges = std::clamp<qint64>(budget * weightOf[o] / std::max<qint64>(1, totalWeight), 1, qint64(rows.size()));
        qint64 before = 0;
        int lastRange = -1;
        for (const Row *row : rows) {
            const int local = int(std::min<qint64>(ranges - 1, before * ranges / std::max<qint64>(1, weightOf[o])));
            if (local != lastRange) {
                map.rangeObject << objects[o].name;
                map.rangeStart << m_pool[size_t(row->pool)].label;
                lastRange = local;
            }
            rangeOfPool[size_t(row->pool)] = int(map.rangeStart.size()) - 1;
            before += row->weight;
        }
    }
    const double perSecond = double(qint64(m_in.params.tickSeconds) * kUnit);
    map.load.assign(m_tickLog.size(), std::vector<double>(size_t(map.rangeStart.size()), 0.0));
    for (size_t t = 0; t < m_tickLog.size(); ++t)
        for (const Write &w : m_tickLog[t])
            if (const int range = rangeOfPool[size_t(w.pool)]; range >= 0)
                map.load[t][size_t(range)] += double(w.units) / perSecond;
}

} // namespace sim

} // namespace ssd
