#pragma once

// Internal state of the split simulation (physical-layout.md 2.5 "State"). Split over three
// files by responsibility: simulationworkload.cpp (step 1: rows and transactions),
// simulationengine.cpp (steps 2-9), simulationoutput.cpp (snapshots, heatmap).

#include "splitsimulation.h"

#include <map>
#include <optional>

namespace ssd::sim {

// Every key ever written (rows and index entries), in first-write order.
struct PoolKey
{
    QByteArray key;
    QString label;
    int object = 0;
    int rootLength = 0;
};

struct Row
{
    int pool = 0;
    qint64 weight = 1;               // real rows this simulated row stands for
};

struct Write
{
    int pool = 0;
    qint64 units = 0;                // milli write units (1 write = 1000)
    int routeAs = -1;                // interleaved index entry: costs on its base row's split (step 2)
};

// One transaction: its writes cost 1 unit each; extra participating splits cost α (step 2).
struct Txn
{
    std::vector<Write> writes;
};

struct Split
{
    QByteArray start;                // empty = <begin>
    QString startLabel;
    int server = 0;
    qint64 load = 0;                 // milli units offered this tick
    qint64 bytes = 0;
    int warmTicks = 0;
    int coldTicks = 0;
    bool pending = false;            // created by a split, not yet placed (step 8)
    QString unsplittable;
    std::vector<Write> window;       // writes during the current warm streak (step 4)
    std::vector<Write> tickWrites;   // writes routed here this tick
};

struct HotspotRecord
{
    bool valid = false;
    int block = 0;                   // block ordinal (first two key bytes)
    QByteArray start, limit;         // limit empty = <end>
    bool rightmost = false, leftmost = false;
};

class Engine
{
public:
    Engine(const Schema &schema, const SimulationInput &input);
    SimulationResult run(const SimulationProgress &progress = {});

private:
    // simulationworkload.cpp
    void prepare();
    void generateTick(int tick, std::vector<Txn> &txns);
    int addRow(int object, const std::vector<KeyValue> &key, qint64 weight, bool *isNew);
    void insertRowWithIndexes(int object, const std::vector<KeyValue> &rowValues, qint64 weight, Txn &txn, qint64 timeMicros);
    std::vector<KeyValue> rowValuesFor(int object, const std::vector<KeyValue> &key, qint64 timeMicros);
    void addChildren(int parentObject, const std::vector<KeyValue> &parentKey, int fanout, bool randomKeys, qint64 weight,
                     Txn *txn, qint64 timeMicros);

    // simulationengine.cpp
    int locate(const QByteArray &key) const;
    QByteArray limitOf(size_t split) const;
    void route(const std::vector<Txn> &txns);
    void score(int tick, SimTick &out);
    void loadSplits(int tick);
    std::optional<QByteArray> chooseLoadBoundary(size_t split, bool *hotRow) const;
    void splitAt(size_t split, const QByteArray &boundary, int tick, const QString &why);
    void detectMovingHotspot(int tick);
    void sizeSplits(int tick);
    void merge(int tick);
    void place(int tick);
    void serve(SimTick &out);
    qint64 rowBytes(const Row &row) const;
    QByteArray firstRowAtOrAfter(const QByteArray &key) const;
    QByteArray subtreeEnd(const QByteArray &prefix) const; // first row key not prefixed by `prefix`, > prefix
    QString labelAt(const QByteArray &key) const;
    int blockOf(const QByteArray &key) const;

    // simulationoutput.cpp
    void snapshot(SimTick &out) const;
    void buildHeatmap(SimulationResult &result) const;
    void event(int tick, SimEvent::Kind kind, const QString &split, const QString &detail);

    const Schema &m_schema;
    SimulationInput m_in;
    KeySpace m_space;
    Diagnostics m_diagnostics;
    Prng m_rng;
    std::vector<qint64> m_objectBytes;           // estimated bytes per row/entry, per object
    std::vector<std::vector<int>> m_childrenOf;  // per object: interleaved child tables (cached)
    std::vector<std::vector<int>> m_indexesOf;   // per table: its index objects (cached)
    std::vector<PoolKey> m_pool;
    std::map<QByteArray, Row, EncodedKeyLess> m_rows;
    std::vector<std::vector<int>> m_rowsOfObject; // pool indices, for uniform updates and parents
    std::vector<std::vector<KeyValue>> m_poolValues; // key values, kept only for parent tables
    std::vector<KeyGenerator> m_generators;     // one per insert workload
    std::vector<quint64> m_insertCounter;       // per object
    std::vector<Split> m_splits;
    std::vector<qint64> m_queue;                // per server, milli units
    HotspotRecord m_lastHotspot;
    std::vector<std::vector<Write>> m_tickLog;  // per tick, for the heatmap
    std::vector<SimEvent> m_events;
    qint64 m_dropped = 0;
    int m_tick = 0;
};

inline constexpr qint64 kUnit = 1000; // milli units per write
inline constexpr qint64 kStartMicros = 1735689600000000; // 2025-01-01T00:00:00Z

} // namespace ssd::sim
