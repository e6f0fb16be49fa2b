// Step 1 of the simulation (physical-layout.md 2.5): the rows that exist before tick 0 and the
// keys written in each tick, grouped into transactions.

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

void addError(Diagnostics &diagnostics, const QString &message)
{
    Diagnostic d;
    d.severity = Diagnostic::Severity::Error;
    d.kind = Diagnostic::Kind::Semantic;
    d.message = message;
    diagnostics.push_back(d);
}

std::vector<KeyColumnSpec> ownColumns(const KeyObject &object)
{
    const int begin = object.segmentStart.empty() ? 0 : object.segmentStart.back();
    return std::vector<KeyColumnSpec>(object.keyColumns.begin() + begin, object.keyColumns.end());
}

} // namespace

Engine::Engine(const Schema &schema, const SimulationInput &input)
    : m_schema(schema), m_in(input), m_rng(Prng::mix(input.seed ^ 0x51D5ULL))
{
    m_space = KeySpace::build(schema, &m_diagnostics);
}

void Engine::prepare()
{
    SimulationParams &p = m_in.params;
    if (m_in.servers < 1 || m_in.servers > 10000)
        addError(m_diagnostics, Tr::tr("servers must be between 1 and 10000 (got %1)").arg(m_in.servers));
    if (m_in.capacity < 1)
        addError(m_diagnostics, Tr::tr("capacity must be at least 1 write/s per server (got %1)").arg(m_in.capacity));
    if (m_in.ticks < 0 || m_in.ticks > 100000)
        addError(m_diagnostics, Tr::tr("ticks must be between 0 and 100000 (got %1)").arg(m_in.ticks));
    if (p.tickSeconds < 1 || p.splitDelayTicks < 1 || p.maxKeysPerTick < 1 || p.mergeColdTicks < 1
        || p.heatmapRanges < 1 || p.heatmapRanges > 1000 || p.maxSplitBytes < 1 || p.warmPercent < 1
        || p.maxQueueTicks < 0 || p.maxMovesPerServerPerTick < 0 || p.multiSplitCostMilli < 0)
        addError(m_diagnostics, Tr::tr("simulation parameters out of range (tick length, split delay, keys per tick, "
                                               "heatmap ranges 1-1000 and S_max must be positive)"));

    auto checkTable = [&](const QString &name, const char *what) -> const KeyObject * {
        const KeyObject *object = m_space.object(name);
        if (!object || object->isIndex) {
            addError(m_diagnostics, Tr::tr("%1: unknown table '%2'").arg(Tr::tr(what), name));
            return nullptr;
        }
        return object;
    };
    for (InsertWorkload &w : m_in.inserts) {
        const KeyObject *object = checkTable(w.table, QT_TRANSLATE_NOOP("ssd::Physical", "inserts"));
        if (!object)
            continue;
        // "auto": what the table's key suggests (a fix applied to the key changes it).
        if (w.strategy.kind == KeyStrategy::Kind::Auto)
            if (const Table *table = KeySpace::tableOf(m_schema, *object))
                w.strategy = inferKeyStrategy(m_schema, *table);
        const size_t own = ownColumns(*object).size();
        if (int(own) < w.strategy.columnsNeeded())
            addError(m_diagnostics, Tr::tr("strategy %1 needs a primary key with at least %2 columns of its own in table %3 "
                                                   "(e.g. PRIMARY KEY (ShardId, CreatedAt)); %3 has %4")
                                        .arg(w.strategy.name()).arg(w.strategy.columnsNeeded()).arg(w.table).arg(own));
        if (w.insertsPerSecond < 0 || w.childFanout < 0 || w.childFanout > 100)
            addError(m_diagnostics, Tr::tr("inserts into %1: rate must be >= 0 and fan-out 0-100").arg(w.table));
    }
    for (const UpdateWorkload &w : m_in.updates)
        checkTable(w.table, QT_TRANSLATE_NOOP("ssd::Physical", "updates"));
    for (const InitialRows &r : m_in.initialRows)
        if (checkTable(r.table, QT_TRANSLATE_NOOP("ssd::Physical", "initial rows")) && (r.count < 0 || r.count > 1000000 || r.childFanout < 0 || r.childFanout > 100))
            addError(m_diagnostics, Tr::tr("initial rows of %1: count must be 0-1000000 and fan-out 0-100").arg(r.table));
    for (const HotRowWorkload &h : m_in.hotRows) {
        const KeyObject *object = checkTable(h.table, QT_TRANSLATE_NOOP("ssd::Physical", "hot row"));
        if (object && h.key.size() != object->keyColumns.size())
            addError(m_diagnostics, Tr::tr("hot row of %1 has %2 key values; the primary key has %3 columns")
                                        .arg(h.table).arg(h.key.size()).arg(object->keyColumns.size()));
    }
    if (hasErrors(m_diagnostics))
        return;

    const std::vector<KeyObject> &objects = m_space.objects();
    m_objectBytes.resize(objects.size());
    for (size_t i = 0; i < objects.size(); ++i) {
        if (objects[i].isIndex) {
            const Index *index = m_schema.findIndex(objects[i].name);
            m_objectBytes[i] = index ? estimateIndexEntryBytes(m_schema, *index, p.rowSize) : p.rowSize.overheadPerValue;
        } else {
            const Table *table = KeySpace::tableOf(m_schema, objects[i]);
            m_objectBytes[i] = table ? estimateRowBytes(*table, p.rowSize) : p.rowSize.overheadPerValue;
        }
    }
    m_rowsOfObject.assign(objects.size(), {});
    for (const KeyObject &object : objects) {
        m_childrenOf.push_back(object.isIndex ? std::vector<int>() : m_space.childrenOf(object.name));
        m_indexesOf.push_back(object.isIndex ? std::vector<int>() : m_space.indexesOf(object.name));
    }
    m_insertCounter.assign(objects.size(), 0);
    m_queue.assign(size_t(m_in.servers), 0);

    Split first;
    first.startLabel = QStringLiteral("<begin>");
    m_splits.push_back(first);

    // Rows that exist before the first tick. They cost nothing: only their bytes count.
    for (const InitialRows &r : m_in.initialRows) {
        const int objectIndex = m_space.objectIndex(r.table);
        const KeyObject &object = objects[size_t(objectIndex)];
        KeyGenerator::Settings settings;
        settings.seed = Prng::mix(m_in.seed ^ qHash(r.table) ^ 0x1417ULL);
        settings.strategy = r.strategy;
        const std::vector<KeyColumnSpec> own = ownColumns(object);
        if (settings.strategy.kind == KeyStrategy::Kind::Auto && !own.empty() && own.front().tableColumn >= 0)
            if (const Table *table = KeySpace::tableOf(m_schema, object))
                settings.strategy.kind = autoStrategyFor(m_schema, table->columns[size_t(own.front().tableColumn)]);
        KeyGenerator generator(settings);
        for (int j = 0; j < r.count; ++j) {
            const qint64 time = kStartMicros - qint64(r.count - j) * 1000000LL;
            std::vector<KeyValue> key;
            if (!object.parent.isEmpty()) {
                const std::vector<int> &parents = m_rowsOfObject[size_t(m_space.objectIndex(object.parent))];
                if (parents.empty())
                    break;
                key = m_poolValues[size_t(parents[size_t(m_rng.below(parents.size()))])];
            }
            for (KeyValue &v : generator.generate(own, m_insertCounter[size_t(objectIndex)]++, time))
                key.push_back(std::move(v));
            Txn ignored;
            insertRowWithIndexes(objectIndex, rowValuesFor(objectIndex, key, time), 1, ignored, time);
            if (r.childFanout > 0)
                addChildren(objectIndex, key, r.childFanout, false, 1, nullptr, time);
        }
    }
    for (const HotRowWorkload &h : m_in.hotRows) {
        bool isNew = false;
        addRow(m_space.objectIndex(h.table), h.key, 1, &isNew);
    }
    for (const InsertWorkload &w : m_in.inserts) {
        KeyGenerator::Settings settings;
        settings.seed = Prng::mix(m_in.seed ^ qHash(w.table) ^ 0x1A5EULL);
        settings.strategy = w.strategy;
        m_generators.emplace_back(settings);
    }
}

int Engine::addRow(int object, const std::vector<KeyValue> &key, qint64 weight, bool *isNew)
{
    const KeyObject &o = m_space.objects()[size_t(object)];
    EncodedKey encoded = m_space.encode(o, key);
    const auto found = m_rows.find(encoded.bytes);
    if (found != m_rows.end()) {
        *isNew = false;
        return found->second.pool;
    }
    *isNew = true;
    PoolKey poolKey;
    poolKey.key = encoded.bytes;
    poolKey.label = rowLabel(o.name, key);
    poolKey.object = object;
    poolKey.rootLength = encoded.rootLength;
    const int pool = int(m_pool.size());
    m_pool.push_back(poolKey);
    // Key values are only needed later for rows that can have children (a child insert copies
    // its parent's key); keeping them for every row would double the memory.
    m_poolValues.emplace_back(m_childrenOf[size_t(object)].empty() ? std::vector<KeyValue>() : key);
    Row row;
    row.pool = pool;
    row.weight = weight;
    m_rows.emplace(encoded.bytes, row);
    m_rowsOfObject[size_t(object)].push_back(pool);
    if (!m_splits.empty())
        m_splits[size_t(locate(encoded.bytes))].bytes += rowBytes(row);
    return pool;
}

std::vector<KeyValue> Engine::rowValuesFor(int object, const std::vector<KeyValue> &key, qint64 timeMicros)
{
    const KeyObject &o = m_space.objects()[size_t(object)];
    const Table *table = KeySpace::tableOf(m_schema, o);
    std::vector<KeyValue> values(table ? table->columns.size() : 0);
    for (size_t i = 0; i < o.keyColumns.size() && i < key.size(); ++i)
        if (o.keyColumns[i].tableColumn >= 0 && size_t(o.keyColumns[i].tableColumn) < values.size())
            values[size_t(o.keyColumns[i].tableColumn)] = key[i];
    if (!table)
        return values;
    for (int i : m_indexesOf[size_t(object)]) {
        for (const KeyColumnSpec &spec : m_space.objects()[size_t(i)].keyColumns) {
            if (spec.tableColumn < 0 || !values[size_t(spec.tableColumn)].isNull())
                continue;
            const Column &column = table->columns[size_t(spec.tableColumn)];
            // An indexed timestamp is the time of the write: the monotonic index of 2.3.
            values[size_t(spec.tableColumn)] = column.type.kind == TypeKind::Timestamp
                                                   ? KeyValue::timestampMicros(timeMicros)
                                                   : sampleColumnValue(column, 0, m_rng, kStartMicros);
        }
    }
    return values;
}

void Engine::insertRowWithIndexes(int object, const std::vector<KeyValue> &rowValues, qint64 weight, Txn &txn, qint64 timeMicros)
{
    Q_UNUSED(timeMicros);
    const KeyObject &o = m_space.objects()[size_t(object)];
    bool isNew = false;
    const int base = addRow(object, m_space.tableKeyFromRow(o, rowValues), weight, &isNew);
    txn.writes.push_back({base, weight * kUnit, -1});
    for (int i : m_indexesOf[size_t(object)]) {
        const KeyObject &index = m_space.objects()[size_t(i)];
        if (m_space.indexIncludesRow(index, rowValues)) {
            // Interleaved index entries are charged to the base row's split, global ones to the
            // split of the index key (2.5 step 2).
            const int entry = addRow(i, m_space.indexKeyFromRow(index, rowValues), weight, &isNew);
            txn.writes.push_back({entry, weight * kUnit, index.parent.isEmpty() ? -1 : base});
        }
    }
}

void Engine::addChildren(int parentObject, const std::vector<KeyValue> &parentKey, int fanout, bool randomKeys, qint64 weight,
                         Txn *txn, qint64 timeMicros)
{
    for (int child : m_childrenOf[size_t(parentObject)]) {
        const KeyObject &c = m_space.objects()[size_t(child)];
        const std::vector<KeyColumnSpec> own = ownColumns(c);
        for (int f = 0; f < fanout; ++f) {
            std::vector<KeyValue> key = parentKey;
            for (size_t i = 0; i < own.size(); ++i) {
                const quint64 ordinal = randomKeys && i == 0 ? (m_rng.next() >> 1) : quint64(f + 1);
                key.push_back(valueForOrdinal(own[i].type, ordinal, m_rng.next()));
            }
            Txn local;
            insertRowWithIndexes(child, rowValuesFor(child, key, timeMicros), weight, txn ? *txn : local, timeMicros);
        }
    }
}

void Engine::generateTick(int tick, std::vector<Txn> &txns)
{
    const SimulationParams &p = m_in.params;
    const qint64 tickMicros = qint64(p.tickSeconds) * 1000000LL;
    const qint64 tickStart = kStartMicros + qint64(tick) * tickMicros;
    const int perWorkload = std::max(1, p.maxKeysPerTick / std::max<int>(1, int(m_in.inserts.size() + m_in.updates.size())));

    for (size_t w = 0; w < m_in.inserts.size(); ++w) {
        const InsertWorkload &work = m_in.inserts[w];
        const qint64 total = work.insertsPerSecond * p.tickSeconds;
        if (total <= 0)
            continue;
        const int object = m_space.objectIndex(work.table);
        const KeyObject &o = m_space.objects()[size_t(object)];
        const std::vector<KeyColumnSpec> own = ownColumns(o);
        const std::vector<int> *parents = o.parent.isEmpty() ? nullptr : &m_rowsOfObject[size_t(m_space.objectIndex(o.parent))];
        if (parents && parents->empty())
            continue;
        // Each simulated key stands for `weight` consecutive inserts (SimulationParams::maxKeysPerTick).
        const qint64 samples = std::min<qint64>(total, perWorkload);
        const qint64 base = total / samples, rest = total % samples;
        qint64 done = 0;
        for (qint64 j = 0; j < samples; ++j) {
            const qint64 weight = base + (j < rest ? 1 : 0);
            const qint64 time = tickStart + done * tickMicros / total;
            std::vector<KeyValue> key;
            if (parents)
                key = m_poolValues[size_t((*parents)[size_t(m_rng.below(parents->size()))])];
            quint64 &counter = m_insertCounter[size_t(object)];
            for (KeyValue &v : m_generators[w].generate(own, counter, time))
                key.push_back(std::move(v));
            counter += quint64(weight);
            done += weight;
            Txn txn;
            insertRowWithIndexes(object, rowValuesFor(object, key, time), weight, txn, time);
            if (work.childFanout > 0)
                addChildren(object, key, work.childFanout, work.randomChildKeys, weight, &txn, time);
            txns.push_back(std::move(txn));
        }
    }
    for (const UpdateWorkload &work : m_in.updates) {
        const qint64 total = work.writesPerSecond * p.tickSeconds;
        const std::vector<int> &rows = m_rowsOfObject[size_t(m_space.objectIndex(work.table))];
        if (total <= 0 || rows.empty())
            continue;
        const qint64 samples = std::min<qint64>(total, perWorkload);
        const qint64 base = total / samples, rest = total % samples;
        for (qint64 j = 0; j < samples; ++j) {
            Txn txn;
            txn.writes.push_back({rows[size_t(m_rng.below(rows.size()))], (base + (j < rest ? 1 : 0)) * kUnit, -1});
            txns.push_back(std::move(txn));
        }
    }
    for (const HotRowWorkload &hot : m_in.hotRows) {
        const KeyObject &o = *m_space.object(hot.table);
        const auto found = m_rows.find(m_space.encode(o, hot.key).bytes);
        if (found == m_rows.end() || hot.writesPerSecond <= 0)
            continue;
        Txn txn;
        txn.writes.push_back({found->second.pool, hot.writesPerSecond * p.tickSeconds * kUnit, -1});
        txns.push_back(std::move(txn));
    }
}

} // namespace ssd::sim
