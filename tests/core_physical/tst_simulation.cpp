// The split simulation (physical-layout.md 2.5): the six acceptance scenarios, measured and
// asserted against the documented qualitative behaviour, plus determinism and input errors.

#include "ddl.h"
#include "physical/physicaljson.h"
#include "physical/splitsimulation.h"
#include "testschemas.h"

#include <QJsonDocument>
#include <QtTest>

#include <algorithm>
#include <numeric>

using namespace ssd;
using namespace ssdtest;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ssd::Schema)
Q_DECLARE_METATYPE(ssd::SimulationInput)

namespace {

enum class Expect { Monotonic, Doubling, HashShards, HotRows, HotRowTree, GlobalIndex };

Schema ordersSchema(SortOrder order = SortOrder::Asc)
{
    Schema schema;
    addTable(schema, u"Orders", {{u"OrderId", TypeKind::Int64}, {u"Amount", TypeKind::Int64, false}}, {{u"OrderId", order}});
    return schema;
}

Schema logsSchema()
{
    Schema schema;
    addTable(schema, u"Logs", {{u"LoggedAt", TypeKind::Timestamp}, {u"LogId", TypeKind::Int64}}, {{u"LoggedAt"}, {u"LogId"}});
    return schema;
}

Schema shardedLogsSchema()
{
    Schema schema;
    addTable(schema, u"Logs", {{u"ShardId", TypeKind::Int64}, {u"LoggedAt", TypeKind::Timestamp}, {u"LogId", TypeKind::Int64}},
             {{u"ShardId"}, {u"LoggedAt"}, {u"LogId"}});
    return schema;
}

Schema usersSchema()
{
    Schema schema;
    addTable(schema, u"Users", {{u"UserId", TypeKind::String}, {u"Name", TypeKind::String, false}}, {{u"UserId"}});
    return schema;
}

Schema eventsWithIndexSchema()
{
    Schema schema;
    addTable(schema, u"Events", {{u"EventId", TypeKind::String}, {u"CreatedAt", TypeKind::Timestamp}}, {{u"EventId"}});
    addIndex(schema, u"EventsByCreatedAt", u"Events", {{u"CreatedAt"}});
    return schema;
}

SimulationInput inserts(const QString &table, const char16_t *strategy, qint64 rate, int servers, int ticks)
{
    SimulationInput input = simpleInsertScenario(table, *KeyStrategy::parse(QStringView(strategy)), rate, servers, 3500, ticks, 42);
    // Fewer simulated keys per tick (each standing for more inserts) keep the test fast in debug
    // and sanitizer builds; the behaviour asserted does not depend on it.
    input.params.maxKeysPerTick = 400;
    return input;
}

double meanAchieved(const SimulationResult &r, int from, int to)
{
    double sum = 0;
    for (int t = from; t < to; ++t)
        sum += r.ticks[size_t(t)].achieved;
    return sum / std::max(1, to - from);
}

int countEvents(const SimulationResult &r, SimEvent::Kind kind, const QString &splitPrefix = QString())
{
    return int(std::count_if(r.events.begin(), r.events.end(),
                             [&](const SimEvent &e) { return e.kind == kind && e.split.startsWith(splitPrefix); }));
}

// Hottest heatmap range of the given object per tick (-1 when it has no load).
std::vector<int> hottestRange(const SimulationResult &r, const QString &object)
{
    std::vector<int> out;
    for (const std::vector<double> &tick : r.heatmap.load) {
        int best = -1;
        for (size_t i = 0; i < tick.size(); ++i)
            if (r.heatmap.rangeObject.at(qsizetype(i)) == object && tick[i] > 0 && (best < 0 || tick[i] > tick[size_t(best)]))
                best = int(i);
        out.push_back(best);
    }
    return out;
}

// The diagonal of KVP: the hot range only moves one way, and far.
bool isDiagonal(const std::vector<int> &hot, int from, int minimumSpan)
{
    bool up = true, down = true;
    for (size_t t = size_t(from) + 1; t < hot.size(); ++t) {
        up = up && hot[t] >= hot[t - 1];
        down = down && hot[t] <= hot[t - 1];
    }
    return (up || down) && std::abs(hot.back() - hot[size_t(from)]) >= minimumSpan;
}

qint64 orderId(const QString &label)
{
    if (!label.startsWith(u"Orders("))
        return -1; // <begin>
    return label.mid(7, label.size() - 8).toLongLong();
}

} // namespace

class TestSimulation : public QObject
{
    Q_OBJECT

private slots:
    void scenarios_data();
    void scenarios();
    void deterministic();
    void sizeBasedSplitKeepsRowTrees();
    void inputErrors_data();
    void inputErrors();
    void fromDdl();
    void interleavedWritesStayInOneSplit();
    void progressReportsAndStops();
};

void TestSimulation::scenarios_data()
{
    QTest::addColumn<int>("expect");
    QTest::addColumn<Schema>("schema");
    QTest::addColumn<SimulationInput>("input");

    // 1. Monotonic keys on N = 4: stuck at one server's capacity, moving hotspot.
    QTest::newRow("1 sequential") << int(Expect::Monotonic) << ordersSchema() << inserts(u"Orders"_s, u"sequential", 14000, 4, 120);
    QTest::newRow("1 timestamp") << int(Expect::Monotonic) << logsSchema() << inserts(u"Logs"_s, u"timestamp", 14000, 4, 120);
    QTest::newRow("1 commit timestamp") << int(Expect::Monotonic) << logsSchema()
                                        << inserts(u"Logs"_s, u"commit-timestamp", 14000, 4, 120);
    QTest::newRow("1 sequential DESC") << int(Expect::Monotonic) << ordersSchema(SortOrder::Desc)
                                       << inserts(u"Orders"_s, u"sequential", 14000, 4, 120);
    // 2. Random keys: splits double per window until N·C is saturated.
    QTest::newRow("2 uuid4") << int(Expect::Doubling) << usersSchema() << inserts(u"Users"_s, u"uuid4", 17500, 4, 120);
    QTest::newRow("2 bit-reversed") << int(Expect::Doubling) << ordersSchema() << inserts(u"Orders"_s, u"bit-reversed", 17500, 4, 120);
    QTest::newRow("2 uuid4 on 8 servers") << int(Expect::Doubling) << usersSchema() << inserts(u"Users"_s, u"uuid4", 35000, 8, 150);
    // 3. Hash prefix N = servers: N append points, about N·C.
    QTest::newRow("3 hash:4") << int(Expect::HashShards) << shardedLogsSchema() << inserts(u"Logs"_s, u"hash:4", 17500, 4, 150);
    {
        // 4. Ten hot rows in a uniform table of 1,000 rows.
        SimulationInput input;
        input.initialRows.push_back({u"Orders"_s, 1000, *KeyStrategy::parse(u"sequential"), 0});
        input.updates.push_back({u"Orders"_s, 2000});
        for (int i = 0; i < 10; ++i)
            input.hotRows.push_back({u"Orders"_s, {i64(50 + 100 * i)}, 2000});
        input.servers = 12;
        input.ticks = 250;
        input.seed = 4;
        Schema schema = ordersSchema();
        QTest::newRow("4 ten hot rows") << int(Expect::HotRows) << schema << input;
    }
    {
        // 5. One hot row tree (Singers(7) and its albums) in a uniform interleaved table.
        Schema schema = musicSchema();
        SimulationInput input;
        input.initialRows.push_back({u"Singers"_s, 200, *KeyStrategy::parse(u"sequential"), 3});
        input.updates.push_back({u"Singers"_s, 1500});
        input.hotRows.push_back({u"Singers"_s, {i64(7)}, 200});
        input.hotRows.push_back({u"Albums"_s, {i64(7), i64(1)}, 600});
        input.hotRows.push_back({u"Albums"_s, {i64(7), i64(2)}, 2500});
        input.hotRows.push_back({u"Albums"_s, {i64(7), i64(3)}, 600});
        input.servers = 4;
        input.ticks = 250;
        input.seed = 5;
        QTest::newRow("5 hot row tree") << int(Expect::HotRowTree) << schema << input;
    }
    // 6. A global index on a timestamp over a uuid4 table.
    QTest::newRow("6 global timestamp index") << int(Expect::GlobalIndex) << eventsWithIndexSchema()
                                              << inserts(u"Events"_s, u"uuid4", 7000, 4, 150);
}

void TestSimulation::scenarios()
{
    QFETCH(int, expect);
    QFETCH(Schema, schema);
    QFETCH(SimulationInput, input);
    const SimulationResult r = runSplitSimulation(schema, input);
    QVERIFY2(r.ok(), qPrintable(r.diagnostics.empty() ? QString() : r.diagnostics.front().message));
    QCOMPARE(int(r.ticks.size()), input.ticks);
    const double c = double(input.capacity);
    const int servers = input.servers;
    const int window = input.params.splitDelayTicks;
    const SimTick &last = r.ticks.back();

    switch (Expect(expect)) {
    case Expect::Monotonic: {
        // Throughput within 10% of one server's capacity after warm-up (two windows).
        double low = 1e18, high = 0;
        for (int t = 2 * window; t < input.ticks; ++t) {
            low = std::min(low, r.ticks[size_t(t)].achieved);
            high = std::max(high, r.ticks[size_t(t)].achieved);
        }
        qInfo("achieved after warm-up: %.0f..%.0f writes/s (C = %.0f, offered %.0f)", low, high, c, last.offered);
        QVERIFY(low >= 0.9 * c && high <= 1.1 * c);
        const int moving = countEvents(r, SimEvent::Kind::MovingHotSpot);
        qInfo("MOVING_HOT_SPOT events: %d, splits at the end: %zu, merges: %d", moving, last.splits.size(),
              countEvents(r, SimEvent::Kind::Merge));
        QVERIFY(moving >= 2);
        // Only one split (so one server) takes writes.
        QCOMPARE(std::count_if(last.splits.begin(), last.splits.end(), [](const SimSplit &s) { return s.load > 0; }), 1);
        // The heatmap diagonal: the hot range moves one way across most of the key space.
        const QString table = schema.tables.front().name;
        const std::vector<int> hot = hottestRange(r, table);
        qInfo("hot heatmap range: tick 0 -> %d, last tick -> %d of %lld", hot.front(), hot.back(), qlonglong(r.heatmap.rangeStart.size()));
        QVERIFY(isDiagonal(hot, 0, int(r.heatmap.rangeStart.size()) / 2));
        break;
    }
    case Expect::Doubling: {
        std::vector<int> perWindow;
        for (int t = window - 1; t < input.ticks; t += window)
            perWindow.push_back(int(r.ticks[size_t(t)].splits.size()));
        QStringList counts;
        for (int n : perWindow)
            counts << QString::number(n);
        const double end = meanAchieved(r, input.ticks - 10, input.ticks);
        qInfo("splits at each window end: %s; achieved at the end %.0f of N*C = %.0f", qPrintable(counts.join(u", ")), end, servers * c);
        // Doubling (at least x1.5 a window) until the servers are saturated.
        for (size_t w = 0; w + 1 < perWindow.size(); ++w) {
            const int t = (int(w) + 1) * window - 1;
            if (r.ticks[size_t(t)].achieved >= 0.9 * servers * c)
                break;
            QVERIFY2(perWindow[w + 1] * 2 >= perWindow[w] * 3, qPrintable(counts.join(u", ")));
        }
        QVERIFY(perWindow.front() >= 2);
        QVERIFY(end >= 0.9 * servers * c);
        QCOMPARE(countEvents(r, SimEvent::Kind::MovingHotSpot), 0);
        QCOMPARE(countEvents(r, SimEvent::Kind::HotRow), 0);
        break;
    }
    case Expect::HashShards: {
        const double end = meanAchieved(r, input.ticks - window, input.ticks);
        qInfo("achieved over the last window %.0f of N*C = %.0f", end, servers * c);
        QVERIFY(end >= 0.9 * servers * c);
        // N append points: N busy splits on N different servers, N separate diagonals.
        std::vector<int> busyServers;
        for (const SimSplit &s : last.splits)
            if (s.load >= 0.5 * last.offered / 4)
                busyServers.push_back(s.server);
        std::sort(busyServers.begin(), busyServers.end());
        qInfo("busy splits at the end: %zu on %td servers", busyServers.size(),
              std::unique(busyServers.begin(), busyServers.end()) - busyServers.begin());
        QCOMPARE(int(busyServers.size()), 4);
        int groups = 0;
        const std::vector<double> &lastRow = r.heatmap.load.back();
        for (size_t i = 0; i < lastRow.size(); ++i)
            groups += lastRow[i] > 0 && (i == 0 || lastRow[i - 1] <= 0) ? 1 : 0;
        qInfo("separate hot heatmap bands in the last tick: %d", groups);
        QCOMPARE(groups, 4);
        break;
    }
    case Expect::HotRows: {
        // Each hot row ends in a split of its own, each on a different server.
        std::vector<qint64> starts;
        for (const SimSplit &s : last.splits)
            starts.push_back(orderId(s.start));
        std::vector<int> splitOf, serverOf;
        for (const HotRowWorkload &h : input.hotRows) {
            const qint64 id = h.key.front().integer;
            const int split = int(std::upper_bound(starts.begin(), starts.end(), id) - starts.begin()) - 1;
            splitOf.push_back(split);
            serverOf.push_back(last.splits[size_t(split)].server);
        }
        std::vector<int> distinctSplits = splitOf, distinctServers = serverOf;
        std::sort(distinctSplits.begin(), distinctSplits.end());
        std::sort(distinctServers.begin(), distinctServers.end());
        const auto splitsUsed = std::unique(distinctSplits.begin(), distinctSplits.end()) - distinctSplits.begin();
        const auto serversUsed = std::unique(distinctServers.begin(), distinctServers.end()) - distinctServers.begin();
        qInfo("10 hot rows in %td splits on %td servers; %zu splits in all; achieved %.0f of offered %.0f", splitsUsed, serversUsed,
              last.splits.size(), last.achieved, last.offered);
        QCOMPARE(splitsUsed, 10);
        QCOMPARE(serversUsed, 10);
        QVERIFY(last.achieved >= 0.95 * last.offered);
        break;
    }
    case Expect::HotRowTree: {
        // The first boundaries keep Singers(7)'s row tree whole; a child boundary only appears
        // once the tree is a split of its own; the single hot album becomes HOT_ROW.
        int firstChild = -1;
        for (const SimEvent &e : r.events) {
            if (e.kind != SimEvent::Kind::Split)
                continue;
            if (e.split.startsWith(u"Albums(")) {
                firstChild = e.tick;
                QVERIFY2(e.split.startsWith(u"Albums(7, "), qPrintable(e.split));
                break;
            }
        }
        qInfo("first child-level boundary at tick %d; HOT_ROW events: %d", firstChild, countEvents(r, SimEvent::Kind::HotRow));
        QVERIFY(firstChild > 0);
        const std::vector<SimSplit> &before = r.ticks[size_t(firstChild - 1)].splits;
        bool treeIsolated = false;
        for (size_t i = 0; i + 1 < before.size(); ++i)
            treeIsolated = treeIsolated || (before[i].start == u"Singers(7)" && before[i + 1].start == u"Singers(8)");
        QVERIFY(treeIsolated);
        QCOMPARE(countEvents(r, SimEvent::Kind::HotRow, u"Albums(7, 2)"_s), 1);
        QCOMPARE(countEvents(r, SimEvent::Kind::HotRow), 1);
        bool tagged = false;
        for (const SimSplit &s : last.splits)
            tagged = tagged || (s.start == u"Albums(7, 2)" && s.unsplittable == u"HOT_ROW");
        QVERIFY(tagged);
        break;
    }
    case Expect::GlobalIndex: {
        const int moving = countEvents(r, SimEvent::Kind::MovingHotSpot, u"EventsByCreatedAt("_s);
        QCOMPARE(countEvents(r, SimEvent::Kind::MovingHotSpot), moving);
        // Table block: uniform over the last window. Index block: one hot range that moves.
        std::vector<double> tableSum(size_t(r.heatmap.rangeStart.size()), 0);
        double indexTop = 0, indexTotal = 0;
        for (int t = input.ticks - window; t < input.ticks; ++t) {
            const std::vector<double> &row = r.heatmap.load[size_t(t)];
            double top = 0;
            for (size_t i = 0; i < row.size(); ++i) {
                if (r.heatmap.rangeObject.at(qsizetype(i)) == u"Events") {
                    tableSum[i] += row[i];
                } else {
                    top = std::max(top, row[i]);
                    indexTotal += row[i];
                }
            }
            indexTop += top;
        }
        double tableMax = 0, tableTotal = 0;
        int tableRanges = 0;
        for (qsizetype i = 0; i < r.heatmap.rangeObject.size(); ++i) {
            if (r.heatmap.rangeObject.at(i) == u"Events") {
                tableMax = std::max(tableMax, tableSum[size_t(i)]);
                tableTotal += tableSum[size_t(i)];
                ++tableRanges;
            }
        }
        const double tableUnevenness = tableMax / (tableTotal / tableRanges);
        const double indexShare = indexTop / indexTotal;
        qInfo("MOVING_HOT_SPOT on the index: %d; table max/mean range load %.2f over %d ranges; index top range share %.2f",
              moving, tableUnevenness, tableRanges, indexShare);
        QVERIFY(moving >= 2);
        QVERIFY(tableUnevenness <= 2.0);
        QVERIFY(indexShare >= 0.8);
        QVERIFY(isDiagonal(hottestRange(r, u"EventsByCreatedAt"_s), window, tableRanges / 2));
        break;
    }
    }
}

void TestSimulation::deterministic()
{
    const Schema schema = eventsWithIndexSchema();
    SimulationInput input = inserts(u"Events"_s, u"uuid4", 7000, 4, 60);
    const QByteArray a = QJsonDocument(simulationToJson(runSplitSimulation(schema, input), true)).toJson(QJsonDocument::Compact);
    const QByteArray b = QJsonDocument(simulationToJson(runSplitSimulation(schema, input), true)).toJson(QJsonDocument::Compact);
    QCOMPARE(a, b);
    input.seed = 43;
    const QByteArray c = QJsonDocument(simulationToJson(runSplitSimulation(schema, input), true)).toJson(QJsonDocument::Compact);
    QVERIFY(a != c);
}

void TestSimulation::sizeBasedSplitKeepsRowTrees()
{
    // A tiny S_max: size splits fall between row trees (Singers rows), never inside one.
    Schema schema = musicSchema();
    SimulationInput input = inserts(u"Singers"_s, u"uuid4", 100, 4, 30);
    input.inserts.front().strategy = *KeyStrategy::parse(u"sequential");
    input.inserts.front().childFanout = 3;
    input.params.maxSplitBytes = 2000000;
    const SimulationResult r = runSplitSimulation(schema, input);
    QVERIFY(r.ok());
    int sizeSplits = 0;
    for (const SimEvent &e : r.events) {
        if (e.kind == SimEvent::Kind::Split && e.detail.startsWith(u"size")) {
            ++sizeSplits;
            QVERIFY2(e.split.startsWith(u"Singers("), qPrintable(e.split));
        }
    }
    qInfo("size-based splits: %d, splits at the end: %zu", sizeSplits, r.ticks.back().splits.size());
    QVERIFY(sizeSplits >= 3);
}

void TestSimulation::inputErrors_data()
{
    QTest::addColumn<SimulationInput>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown table") << inserts(u"Nope"_s, u"sequential", 10, 4, 10) << u"unknown table 'Nope'"_s;
    QTest::newRow("hash on a one-column key") << inserts(u"Orders"_s, u"hash:4", 10, 4, 10) << u"at least 2 columns"_s;
    QTest::newRow("no servers") << inserts(u"Orders"_s, u"sequential", 10, 0, 10) << u"servers must be"_s;
    SimulationInput badKey = inserts(u"Orders"_s, u"sequential", 10, 4, 10);
    badKey.hotRows.push_back({u"Orders"_s, {i64(1), i64(2)}, 10});
    QTest::newRow("hot row key length") << badKey << u"2 key values"_s;
}

void TestSimulation::inputErrors()
{
    QFETCH(SimulationInput, input);
    QFETCH(QString, message);
    const SimulationResult r = runSplitSimulation(ordersSchema(), input);
    QVERIFY(!r.ok());
    QVERIFY2(r.diagnostics.front().message.contains(message), qPrintable(r.diagnostics.front().message));
    QVERIFY(r.ticks.empty());
}

void TestSimulation::interleavedWritesStayInOneSplit()
{
    // A singer with two albums and their interleaved index entries: five writes, one row tree,
    // one split, so no two-phase-commit surcharge (α) even after load splits.
    Schema schema = musicSchema();
    addIndex(schema, u"AlbumsBySinger", u"Albums", {{u"SingerId"}, {u"AlbumTitle"}}, u"Singers");
    SimulationInput input = inserts(u"Singers"_s, u"sequential", 1000, 4, 40);
    input.inserts.front().childFanout = 2;
    const SimulationResult r = runSplitSimulation(schema, input);
    QVERIFY(r.ok());
    for (const SimTick &t : r.ticks)
        QCOMPARE(t.offered, 5000.0);
    QVERIFY(countEvents(r, SimEvent::Kind::Split) >= 1);
    // The same with a global index: the entries live in another block, so once the blocks are in
    // different splits every insert pays α = 0.2 per extra split (one or two index splits).
    Schema global = musicSchema();
    addIndex(global, u"AlbumsByTitle", u"Albums", {{u"AlbumTitle"}});
    const SimulationResult g = runSplitSimulation(global, input);
    QCOMPARE(g.ticks.front().offered, 5000.0);
    qInfo("offered with a global index after the first split: %.1f writes/s", g.ticks.back().offered);
    QVERIFY(g.ticks.back().offered >= 5000.0 + 1000 * 0.2 && g.ticks.back().offered <= 5000.0 + 2 * 1000 * 0.2);
}

void TestSimulation::fromDdl()
{
    // Scenario 6 from DDL: the commit-timestamp index over a GENERATE_UUID() key.
    const ParseResult parsed = parseDdl(uR"(
CREATE TABLE Events (
  EventId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  CreatedAt TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
) PRIMARY KEY (EventId);
CREATE INDEX EventsByCreatedAt ON Events(CreatedAt);
)"_s);
    QVERIFY(parsed.ok());
    KeyStrategy automatic;
    const Column &id = parsed.schema.tables.front().columns.front();
    QCOMPARE(autoStrategyFor(parsed.schema, id), KeyStrategy::Kind::Uuid4);
    automatic.kind = KeyStrategy::Kind::Uuid4;
    const SimulationResult r = runSplitSimulation(parsed.schema, simpleInsertScenario(u"Events"_s, automatic, 7000, 4, 3500, 80, 3));
    QVERIFY(r.ok());
    QVERIFY(countEvents(r, SimEvent::Kind::MovingHotSpot, u"EventsByCreatedAt("_s) >= 2);
    QCOMPARE(countEvents(r, SimEvent::Kind::MovingHotSpot), countEvents(r, SimEvent::Kind::MovingHotSpot, u"EventsByCreatedAt("_s));
}

// The designer's worker follows a run tick by tick and stops it on Cancel: the callback sees every
// tick once, in order, and returning false ends the run right there.
void TestSimulation::progressReportsAndStops()
{
    const Schema schema = eventsWithIndexSchema();
    const SimulationInput input = inserts(u"Events"_s, u"uuid4", 7000, 4, 60);
    QList<int> seen;
    const SimulationResult whole = runSplitSimulation(schema, input, [&seen](int done, int total) {
        seen.append(done);
        return total == 60;
    });
    QVERIFY(!whole.stopped);
    QCOMPARE(seen.size(), 60);
    for (int i = 0; i < 60; ++i)
        QCOMPARE(seen[i], i + 1);
    // The same run as without a callback.
    QCOMPARE(QJsonDocument(simulationToJson(whole, true)).toJson(), QJsonDocument(simulationToJson(runSplitSimulation(schema, input), true)).toJson());
    const SimulationResult stopped = runSplitSimulation(schema, input, [](int done, int) { return done < 10; });
    QVERIFY(stopped.stopped);
    QCOMPARE(int(stopped.ticks.size()), 10);
}

std::unique_ptr<QObject> makeSimulationTests()
{
    return std::make_unique<TestSimulation>();
}

#include "tst_simulation.moc"
