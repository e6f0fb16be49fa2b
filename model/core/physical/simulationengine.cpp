// Steps 2-9 of the tick (physical-layout.md 2.5): route, score, load-based split, moving
// hotspot detection, size-based split, merge, place/move, serve. Integer arithmetic only
// (milli write units), stable orders, ties broken by position or server id.

#include "simulationengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace ssd::sim {

namespace {

// User-visible texts of the physical layout and the split simulator are translated in the
// context "ssd::Physical"; table names, keys and labels are arguments.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Physical)
};

} // namespace

namespace {

QByteArray prefixSuccessor(QByteArray prefix)
{
    while (!prefix.isEmpty() && uchar(prefix.back()) == 0xFF)
        prefix.chop(1);
    if (prefix.isEmpty())
        return {};
    prefix.back() = char(uchar(prefix.back()) + 1);
    return prefix;
}

} // namespace

SimulationResult Engine::run(const SimulationProgress &progress)
{
    SimulationResult result;
    prepare();
    if (hasErrors(m_diagnostics)) {
        result.diagnostics = m_diagnostics;
        return result;
    }
    for (int tick = 0; tick < m_in.ticks; ++tick) {
        m_tick = tick;
        std::vector<Txn> txns;
        generateTick(tick, txns);                   // 1
        std::vector<Write> &log = m_tickLog.emplace_back();
        for (const Txn &txn : txns)
            log.insert(log.end(), txn.writes.begin(), txn.writes.end());
        route(txns);                                // 2
        SimTick out;
        out.tick = tick;
        score(tick, out);                           // 3
        loadSplits(tick);                           // 4
        route(txns);                                // boundaries moved: recount this tick's load
        detectMovingHotspot(tick);                  // 5
        sizeSplits(tick);                           // 6
        merge(tick);                                // 7
        route(txns);
        place(tick);                                // 8
        serve(out);                                 // 9
        snapshot(out);
        result.ticks.push_back(std::move(out));
        if (progress && !progress(tick + 1, m_in.ticks)) {
            result.stopped = true;
            return result;
        }
    }
    buildHeatmap(result);
    result.events = m_events;
    result.diagnostics = m_diagnostics;
    return result;
}

int Engine::locate(const QByteArray &key) const
{
    // Last split whose start is <= key; the first split starts at <begin> (empty).
    auto it = std::upper_bound(m_splits.begin(), m_splits.end(), key, [](const QByteArray &k, const Split &s) {
        return compareEncodedKeys(k, s.start) < 0;
    });
    return int(it - m_splits.begin()) - 1;
}

QByteArray Engine::limitOf(size_t split) const
{
    return split + 1 < m_splits.size() ? m_splits[split + 1].start : QByteArray();
}

qint64 Engine::rowBytes(const Row &row) const
{
    return row.weight * m_objectBytes[size_t(m_pool[size_t(row.pool)].object)];
}

QByteArray Engine::firstRowAtOrAfter(const QByteArray &key) const
{
    const auto it = m_rows.lower_bound(key);
    return it == m_rows.end() ? QByteArray() : it->first;
}

QByteArray Engine::subtreeEnd(const QByteArray &prefix) const
{
    const QByteArray successor = prefixSuccessor(prefix);
    return successor.isEmpty() ? QByteArray() : firstRowAtOrAfter(successor);
}

QString Engine::labelAt(const QByteArray &key) const
{
    if (key.isEmpty())
        return QStringLiteral("<begin>");
    const auto it = m_rows.lower_bound(key);
    return it == m_rows.end() ? QStringLiteral("<end>") : m_pool[size_t(it->second.pool)].label;
}

int Engine::blockOf(const QByteArray &key) const
{
    return key.size() < 2 ? -1 : (int(uchar(key[0])) << 8) | int(uchar(key[1]));
}

void Engine::route(const std::vector<Txn> &txns)
{
    for (Split &s : m_splits) {
        s.load = 0;
        s.tickWrites.clear();
    }
    std::vector<int> participants;
    for (const Txn &txn : txns) {
        participants.clear();
        for (const Write &w : txn.writes) {
            const int split = locate(m_pool[size_t(w.routeAs >= 0 ? w.routeAs : w.pool)].key);
            m_splits[size_t(split)].load += w.units;
            m_splits[size_t(split)].tickWrites.push_back(w);
            if (std::find(participants.begin(), participants.end(), split) == participants.end())
                participants.push_back(split);
        }
        // Two-phase commit: every participant beyond the first costs α per write (step 2).
        if (participants.size() > 1) {
            const qint64 extra = qint64(m_in.params.multiSplitCostMilli) * txn.writes.front().units / kUnit;
            for (size_t i = 1; i < participants.size(); ++i)
                m_splits[size_t(participants[i])].load += extra;
        }
    }
}

void Engine::score(int tick, SimTick &out)
{
    Q_UNUSED(tick);
    const SimulationParams &p = m_in.params;
    const qint64 capacityTick = m_in.capacity * p.tickSeconds * kUnit;
    for (Split &s : m_splits) {
        const bool warm = s.load * 100 >= qint64(p.warmPercent) * capacityTick;
        const bool hot = s.load * 100 >= qint64(p.hotPercent) * capacityTick;
        out.warmSplits += warm ? 1 : 0;
        out.hotSplits += hot ? 1 : 0;
        if (warm) {
            ++s.warmTicks;
            s.window.insert(s.window.end(), s.tickWrites.begin(), s.tickWrites.end());
        } else {
            s.warmTicks = 0;
            s.window.clear();
        }
        s.coldTicks = s.load * 100 < qint64(p.mergeLoadPercent) * capacityTick ? s.coldTicks + 1 : 0;
    }
}

void Engine::loadSplits(int tick)
{
    for (size_t i = m_splits.size(); i-- > 0;) {
        Split &s = m_splits[i];
        if (s.warmTicks < m_in.params.splitDelayTicks)
            continue;
        bool hotRow = false;
        const std::optional<QByteArray> boundary = chooseLoadBoundary(i, &hotRow);
        s.warmTicks = 0; // at most one split per split per window
        s.window.clear();
        if (boundary) {
            splitAt(i, *boundary, tick, Tr::tr("load split of %1"));
        } else if (hotRow && s.unsplittable != u"HOT_ROW") {
            s.unsplittable = QStringLiteral("HOT_ROW");
            event(tick, SimEvent::Kind::HotRow, s.startLabel, Tr::tr("all load on a single row with no children"));
        }
    }
}

std::optional<QByteArray> Engine::chooseLoadBoundary(size_t index, bool *hotRow) const
{
    const Split &s = m_splits[index];
    const QByteArray limit = limitOf(index);
    auto inside = [&](const QByteArray &k) {
        return !k.isEmpty() && compareEncodedKeys(k, s.start) > 0 && (limit.isEmpty() || compareEncodedKeys(k, limit) < 0);
    };

    // Load per distinct key of the window, in key order.
    std::map<QByteArray, qint64, EncodedKeyLess> perKey;
    std::map<QByteArray, int, EncodedKeyLess> rootLength;
    qint64 total = 0;
    for (const Write &w : s.window) {
        const PoolKey &k = m_pool[size_t(w.pool)];
        perKey[k.key] += w.units;
        rootLength[k.key] = k.rootLength;
        total += w.units;
    }
    if (perKey.empty() || total <= 0)
        return std::nullopt;
    auto rootOf = [&](const QByteArray &key) { return key.left(rootLength[key]); };
    auto loadBefore = [&](const QByteArray &b) {
        qint64 sum = 0;
        for (const auto &[key, units] : perKey) {
            if (compareEncodedKeys(key, b) >= 0)
                break;
            sum += units;
        }
        return sum;
    };

    const QByteArray firstTree = rootOf(perKey.begin()->first);
    bool sameTree = true;
    for (const auto &entry : perKey)
        sameTree = sameTree && entry.first.startsWith(firstTree) && rootLength[entry.first] == firstTree.size();

    if (!sameTree) {
        // Weighted median of the window, snapped to the nearest root-row boundary: the start of
        // the median's row tree or the start of the next one, whichever balances the load best.
        qint64 cumulative = 0;
        QByteArray median;
        for (const auto &[key, units] : perKey) {
            cumulative += units;
            if (2 * cumulative >= total) {
                median = key;
                break;
            }
        }
        const QByteArray tree = rootOf(median);
        std::optional<QByteArray> best;
        qint64 bestImbalance = 0;
        for (const QByteArray &candidate : {firstRowAtOrAfter(tree), subtreeEnd(tree)}) {
            if (!inside(candidate))
                continue;
            const qint64 imbalance = std::abs(2 * loadBefore(candidate) - total);
            if (!best || imbalance < bestImbalance) {
                best = candidate;
                bestImbalance = imbalance;
            }
        }
        if (best)
            return best;
    }

    // All load falls in one row tree: first cut the split down to that tree, keeping it whole
    // (S3) ...
    const QByteArray treeStart = firstRowAtOrAfter(firstTree);
    if (inside(treeStart))
        return treeStart;
    const QByteArray treeEnd = subtreeEnd(firstTree);
    if (inside(treeEnd))
        return treeEnd;

    // ... then, inside the tree, isolate the hottest row with its descendants at a child boundary (S4).
    QByteArray hottest;
    qint64 hottestUnits = -1;
    for (const auto &[key, units] : perKey) {
        if (units > hottestUnits) {
            hottest = key;
            hottestUnits = units;
        }
    }
    if (inside(hottest))
        return hottest;
    const QByteArray after = subtreeEnd(hottest);
    if (inside(after))
        return after;
    const auto next = m_rows.upper_bound(hottest);
    if (next != m_rows.end() && inside(next->first))
        return next->first; // the hot row has children in this split: split them off the row
    // One row, no children: no split point exists inside a row (S5).
    *hotRow = true;
    return std::nullopt;
}

void Engine::splitAt(size_t index, const QByteArray &boundary, int tick, const QString &why)
{
    const QByteArray limit = limitOf(index);
    Split created;
    created.start = boundary;
    created.startLabel = labelAt(boundary);
    created.server = m_splits[index].server;
    created.pending = true;
    for (auto it = m_rows.lower_bound(boundary); it != m_rows.end() && (limit.isEmpty() || compareEncodedKeys(it->first, limit) < 0); ++it)
        created.bytes += rowBytes(it->second);
    Split &old = m_splits[index];
    old.bytes -= created.bytes;
    old.warmTicks = 0;
    old.window.clear();
    old.unsplittable.clear();
    const QString detail = QString(why).arg(old.startLabel); // why: "load split of %1" or "size split of %1"
    m_splits.insert(m_splits.begin() + qsizetype(index) + 1, std::move(created));
    event(tick, SimEvent::Kind::Split, m_splits[index + 1].startLabel, detail);
}

void Engine::detectMovingHotspot(int tick)
{
    const int window = m_in.params.splitDelayTicks;
    if ((tick + 1) % window != 0)
        return;
    size_t hottest = 0;
    for (size_t i = 1; i < m_splits.size(); ++i)
        if (m_splits[i].load > m_splits[hottest].load)
            hottest = i;
    const Split &h = m_splits[hottest];
    HotspotRecord record;
    if (h.load <= 0 || h.tickWrites.empty()) {
        m_lastHotspot = record;
        return;
    }
    // The block the hottest split's load lands in, and that block's total load this tick.
    const Write *top = &h.tickWrites.front();
    for (const Write &w : h.tickWrites)
        if (w.units > top->units)
            top = &w;
    record.block = blockOf(m_pool[size_t(top->pool)].key);
    qint64 blockLoad = 0, splitBlockLoad = 0;
    for (size_t i = 0; i < m_splits.size(); ++i)
        for (const Write &w : m_splits[i].tickWrites)
            if (blockOf(m_pool[size_t(w.pool)].key) == record.block) {
                blockLoad += w.units;
                splitBlockLoad += i == hottest ? w.units : 0;
            }
    record.valid = splitBlockLoad * 100 >= qint64(m_in.params.movingHotspotSharePercent) * blockLoad;
    record.start = h.start;
    record.limit = limitOf(hottest);
    const auto after = record.limit.isEmpty() ? m_rows.end() : m_rows.lower_bound(record.limit);
    record.rightmost = after == m_rows.end() || blockOf(after->first) != record.block;
    auto before = m_rows.lower_bound(h.start);
    record.leftmost = before == m_rows.begin() || blockOf(std::prev(before)->first) != record.block;

    const HotspotRecord &last = m_lastHotspot;
    if (record.valid && last.valid && last.block == record.block) {
        const bool movedRight = record.rightmost && last.rightmost && compareEncodedKeys(record.start, last.start) > 0;
        const bool movedLeft = record.leftmost && last.leftmost && !record.limit.isEmpty()
                               && (last.limit.isEmpty() || compareEncodedKeys(record.limit, last.limit) < 0);
        if (movedRight || movedLeft) {
            m_splits[hottest].unsplittable = QStringLiteral("MOVING_HOT_SPOT");
            event(tick, SimEvent::Kind::MovingHotSpot, h.startLabel,
                  Tr::tr("hotspot moved from the split starting at %1").arg(labelAt(last.start)));
        }
    }
    m_lastHotspot = record;
}

void Engine::sizeSplits(int tick)
{
    const qint64 maxBytes = m_in.params.maxSplitBytes;
    for (size_t i = m_splits.size(); i-- > 0;) {
        const Split &s = m_splits[i];
        if (s.bytes <= maxBytes)
            continue;
        const QByteArray limit = limitOf(i);
        auto inside = [&](const QByteArray &k) {
            return !k.isEmpty() && compareEncodedKeys(k, s.start) > 0 && (limit.isEmpty() || compareEncodedKeys(k, limit) < 0);
        };
        // Byte median of the split ...
        qint64 cumulative = 0;
        auto it = m_rows.lower_bound(s.start);
        for (; it != m_rows.end() && (limit.isEmpty() || compareEncodedKeys(it->first, limit) < 0); ++it) {
            cumulative += rowBytes(it->second);
            if (2 * cumulative >= s.bytes)
                break;
        }
        if (it == m_rows.end())
            continue;
        // ... on a root-row boundary, or inside one oversized row tree at a child row.
        const QByteArray tree = it->first.left(m_pool[size_t(it->second.pool)].rootLength);
        QByteArray boundary;
        for (const QByteArray &candidate : {firstRowAtOrAfter(tree), subtreeEnd(tree), it->first}) {
            if (inside(candidate)) {
                boundary = candidate;
                break;
            }
        }
        if (boundary.isEmpty() && std::next(it) != m_rows.end() && inside(std::next(it)->first))
            boundary = std::next(it)->first;
        if (!boundary.isEmpty())
            splitAt(i, boundary, tick, Tr::tr("size split of %1"));
    }
}

void Engine::merge(int tick)
{
    const SimulationParams &p = m_in.params;
    for (size_t i = 0; i + 1 < m_splits.size(); ++i) {
        Split &a = m_splits[i];
        const Split &b = m_splits[i + 1];
        if (a.pending || b.pending || a.coldTicks < p.mergeColdTicks || b.coldTicks < p.mergeColdTicks
            || a.bytes + b.bytes >= p.maxSplitBytes / 2)
            continue;
        event(tick, SimEvent::Kind::Merge, a.startLabel, Tr::tr("absorbed the split starting at %1").arg(b.startLabel));
        a.bytes += b.bytes;
        a.coldTicks = std::min(a.coldTicks, b.coldTicks);
        a.warmTicks = 0;
        a.window.clear();
        a.unsplittable.clear();
        m_splits.erase(m_splits.begin() + qsizetype(i) + 1);
        // The merged split waits for the next tick before merging again.
    }
}

void Engine::place(int tick)
{
    const SimulationParams &p = m_in.params;
    const size_t servers = size_t(m_in.servers);
    std::vector<qint64> load(servers, 0);
    std::vector<int> moves(servers, 0);
    for (const Split &s : m_splits)
        if (!s.pending)
            load[size_t(s.server)] += s.load;

    // New splits first, hottest first, each to the least-loaded server (ties: stay, then lowest id).
    std::vector<size_t> pending;
    for (size_t i = 0; i < m_splits.size(); ++i)
        if (m_splits[i].pending)
            pending.push_back(i);
    std::stable_sort(pending.begin(), pending.end(), [&](size_t a, size_t b) { return m_splits[a].load > m_splits[b].load; });
    for (size_t i : pending) {
        Split &s = m_splits[i];
        const size_t current = size_t(s.server);
        const qint64 least = *std::min_element(load.begin(), load.end());
        size_t target = current;
        if (load[current] != least)
            target = size_t(std::find(load.begin(), load.end(), least) - load.begin());
        if (target == current) {
            s.pending = false;
        } else if (moves[current] < p.maxMovesPerServerPerTick && moves[target] < p.maxMovesPerServerPerTick) {
            ++moves[current];
            ++moves[target];
            s.server = int(target);
            s.pending = false;
            event(tick, SimEvent::Kind::Move, s.startLabel, Tr::tr("new split placed on server %1 (from %2)").arg(target).arg(current));
        }
        load[size_t(s.server)] += s.load;
    }

    // Then shed load from busy servers while that lowers the busier of the two.
    const qint64 threshold = m_in.capacity * p.tickSeconds * kUnit * p.balanceThresholdPercent / 100;
    for (;;) {
        int busiest = -1, idlest = -1;
        for (size_t s = 0; s < servers; ++s) {
            if (moves[s] >= p.maxMovesPerServerPerTick)
                continue;
            if (busiest < 0 || load[s] > load[size_t(busiest)])
                busiest = int(s);
            if (idlest < 0 || load[s] < load[size_t(idlest)])
                idlest = int(s);
        }
        if (busiest < 0 || idlest < 0 || busiest == idlest || load[size_t(busiest)] < threshold)
            break;
        int candidate = -1;
        for (size_t i = 0; i < m_splits.size(); ++i) {
            const Split &s = m_splits[i];
            if (s.server != busiest || s.pending || s.load <= 0 || load[size_t(idlest)] + s.load >= load[size_t(busiest)])
                continue;
            if (candidate < 0 || s.load > m_splits[size_t(candidate)].load)
                candidate = int(i);
        }
        if (candidate < 0)
            break;
        Split &s = m_splits[size_t(candidate)];
        load[size_t(busiest)] -= s.load;
        load[size_t(idlest)] += s.load;
        ++moves[size_t(busiest)];
        ++moves[size_t(idlest)];
        s.server = idlest;
        event(tick, SimEvent::Kind::Move, s.startLabel, Tr::tr("moved from server %1 to %2 for balance").arg(busiest).arg(idlest));
    }
}

void Engine::serve(SimTick &out)
{
    const SimulationParams &p = m_in.params;
    const qint64 capacityTick = m_in.capacity * p.tickSeconds * kUnit;
    std::vector<qint64> offered(size_t(m_in.servers), 0);
    for (const Split &s : m_splits)
        offered[size_t(s.server)] += s.load;
    qint64 totalOffered = 0, served = 0, queued = 0, dropped = 0;
    out.serverLoad.resize(offered.size());
    for (size_t s = 0; s < offered.size(); ++s) {
        // A split lives on one server, so a server never serves more than C (step 9); the rest
        // waits, and what has waited too long times out (PSO: latency, timeouts, aborts).
        const qint64 demand = offered[s] + m_queue[s];
        const qint64 done = std::min(demand, capacityTick);
        const qint64 waiting = demand - done;
        m_queue[s] = std::min(waiting, capacityTick * p.maxQueueTicks);
        dropped += waiting - m_queue[s];
        totalOffered += offered[s];
        served += done;
        queued += m_queue[s];
        out.serverLoad[s] = double(offered[s]) / double(p.tickSeconds * kUnit);
    }
    const double perSecond = double(p.tickSeconds * kUnit);
    out.offered = double(totalOffered) / perSecond;
    out.achieved = double(served) / perSecond;
    out.queued = double(queued) / double(kUnit);
    out.dropped = double(dropped) / double(kUnit);
}

void Engine::event(int tick, SimEvent::Kind kind, const QString &split, const QString &detail)
{
    SimEvent e;
    e.tick = tick;
    e.kind = kind;
    e.split = split;
    e.detail = detail;
    m_events.push_back(e);
}

} // namespace ssd::sim
