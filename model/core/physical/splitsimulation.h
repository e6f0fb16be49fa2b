#pragma once

// The deterministic, tick-based teaching simulation of physical-layout.md section 2.5.
//
// It reproduces the documented qualitative behaviour (moving hotspots, throughput doubling until
// saturation, unsplittable single rows, row-tree-preserving boundaries). It is not Spanner's
// algorithm: every constant the documentation does not give is a labelled field of
// SimulationParams, and the defaults are the illustrative values of 2.5.

#include "diagnostic.h"
#include "keyencoding.h"
#include "keyspace.h"
#include "samplerows.h"
#include "schema.h"

#include <functional>

namespace ssd {

struct SimulationParams
{
    int tickSeconds = 10;            // Δ, tick length (2.5 default)
    int splitDelayTicks = 18;        // undocumented: "a few minutes" (≈3 min) of warmth before a load split
    qint64 maxSplitBytes = qint64(4) << 30; // S_max: unknown in the docs; illustrative 4 GiB
    int warmPercent = 50;            // HSS: CPU_USAGE_SCORE >= 50% is warm
    int hotPercent = 100;            // HSS: 100% is hot
    int mergeLoadPercent = 10;       // illustrative: a split below 10% of C is cold ...
    int mergeColdTicks = 30;         // ... for 30 ticks before it may merge
    int maxMovesPerServerPerTick = 1; // illustrative: moves are "not instantaneous"
    int multiSplitCostMilli = 200;   // α = 0.2 per extra transaction participant (illustrative, 2PC cost)
    int balanceThresholdPercent = 50; // illustrative: only servers at least this loaded shed splits
    int movingHotspotSharePercent = 50; // illustrative: step 5 only counts a hottest split carrying this share of its block's load
    int maxQueueTicks = 3;           // illustrative: work queued longer than this many ticks times out
    int maxKeysPerTick = 1000;       // performance: each simulated key stands for R·Δ / this many inserts
    int heatmapRanges = 100;         // key ranges of the heatmap (KVH caps at 1,000)
    RowSizeAssumptions rowSize;
};

// Inserts into one table at a fixed rate. For a root table the strategy fills the leading key
// columns; for a child table the parent is a random existing parent row and the strategy fills
// the child's own key columns.
struct InsertWorkload
{
    QString table;
    KeyStrategy strategy;
    qint64 insertsPerSecond = 0;
    int childFanout = 0;             // rows inserted into each direct child table per insert
    bool randomChildKeys = false;    // child keys random (UUIDv4) instead of 1, 2, 3 ... per parent
};

// Updates spread uniformly over the existing rows of one table.
struct UpdateWorkload
{
    QString table;
    qint64 writesPerSecond = 0;
};

// Updates concentrated on one row (created before tick 0 when missing).
struct HotRowWorkload
{
    QString table;
    std::vector<KeyValue> key;       // full key in primary-key order
    qint64 writesPerSecond = 0;
};

// Rows present before tick 0 (the "uniform table" of the hot-row scenarios).
struct InitialRows
{
    QString table;
    int count = 0;
    KeyStrategy strategy;            // Auto: from the key column
    int childFanout = 0;             // rows per parent row in each direct child table
};

struct SimulationInput
{
    std::vector<InitialRows> initialRows;
    std::vector<InsertWorkload> inserts;
    std::vector<UpdateWorkload> updates;
    std::vector<HotRowWorkload> hotRows;
    int servers = 4;
    qint64 capacity = 3500;          // C, writes/s per server (PERF estimate, regional SSD)
    int ticks = 120;
    quint64 seed = 1;
    SimulationParams params;
};

struct SimSplit
{
    QString start;                   // label of the first key, "<begin>" for the first split
    QString block;                   // table or global index of the first key
    int server = 0;
    double load = 0;                 // offered writes/s this tick
    qint64 bytes = 0;
    bool warm = false;
    bool hot = false;
    QString unsplittable;            // HOT_ROW or MOVING_HOT_SPOT when tagged
};

struct SimTick
{
    int tick = 0;
    double offered = 0;              // write units/s generated this tick
    double achieved = 0;             // write units/s served this tick
    double queued = 0;               // write units waiting at the end of the tick
    double dropped = 0;              // write units that timed out this tick
    int warmSplits = 0;
    int hotSplits = 0;
    std::vector<double> serverLoad;  // offered writes/s per server
    std::vector<SimSplit> splits;
};

struct SimEvent
{
    enum class Kind { Split, Merge, Move, HotRow, MovingHotSpot };
    int tick = 0;
    Kind kind = Kind::Split;
    QString split;                   // start label of the split concerned
    QString detail;
};
QString simEventKindName(SimEvent::Kind kind); // split, merge, move, HOT_ROW, MOVING_HOT_SPOT
// The same for people, in the current language (translation context ssd::Physical): split,
// merge and move are words; HOT_ROW and MOVING_HOT_SPOT are Spanner's own reason names and stay.
// simEventKindName is for machine output (JSON).
QString simEventKindLabel(SimEvent::Kind kind);

// Write load per tick and key range, ranges ordered like Key Visualizer: tables and indexes
// alphabetically by name, then by key (KVH; child tables are shown separately from parents).
struct SimHeatmap
{
    QStringList rangeObject;         // table or index of each range
    QStringList rangeStart;          // label of the first key of each range
    std::vector<std::vector<double>> load; // [tick][range], writes/s
};

struct SimulationResult
{
    std::vector<SimTick> ticks;
    std::vector<SimEvent> events;
    SimHeatmap heatmap;
    Diagnostics diagnostics;
    bool stopped = false; // the progress callback stopped the run: the rest is incomplete
    bool ok() const { return !hasErrors(diagnostics); }
};

// Called by runSplitSimulation() after each tick, on the thread that runs it, with the ticks done
// and the ticks asked for; returning false stops the run. The designer runs the simulation on a
// worker thread (a long run takes seconds) and stops it through this.
using SimulationProgress = std::function<bool(int done, int total)>;

SimulationResult runSplitSimulation(const Schema &schema, const SimulationInput &input,
                                    const SimulationProgress &progress = {});

// The input the CLI and the designer's simple mode use: inserts into one table with a strategy.
SimulationInput simpleInsertScenario(const QString &table, const KeyStrategy &strategy, qint64 insertsPerSecond,
                                     int servers, qint64 capacity, int ticks, quint64 seed);

} // namespace ssd
