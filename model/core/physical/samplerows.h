#pragma once

// Sample rows for the physical layout and the split simulation: seeded, deterministic key
// generators per key-generation strategy (physical-layout.md 2.3, 2.5 step 1), and the editable
// row set the layout is computed from.
//
// Randomness comes from our own splitmix64/xoshiro256** so that the same seed gives the same
// rows on every platform and standard library.

#include "diagnostic.h"
#include "keyencoding.h"
#include "keyspace.h"
#include "schema.h"

#include <optional>

namespace ssd {

// xoshiro256** seeded through splitmix64.
class Prng
{
public:
    explicit Prng(quint64 seed = 1);
    quint64 next();
    quint64 below(quint64 bound); // uniform in [0, bound), bound > 0 (rejection sampling)
    static quint64 splitmix64(quint64 &state);
    static quint64 mix(quint64 value); // one splitmix64 finalisation: a stateless hash

private:
    quint64 m_s[4];
};

// Reverses the low 63 bits: the simulation's model of a bit-reversed sequence (2.3: the exact
// transform is undocumented; this is an assumption). Result is positive for counter > 0.
qint64 reverse63(quint64 counter);

struct KeyStrategy
{
    enum class Kind { Auto, Sequential, Timestamp, CommitTimestamp, Uuid4, BitReversed, HashPrefix, Swapped };
    Kind kind = Kind::Auto;
    int shards = 4;       // HashPrefix: N
    int entities = 1000;  // Swapped: E entities (users)
    double skew = 1.1;    // Swapped: Zipf exponent s

    // "sequential", "timestamp", "commit-timestamp", "uuid4", "bit-reversed", "hash:N",
    // "swapped", "swapped:E", "swapped:E:s". Returns std::nullopt and sets error otherwise.
    static std::optional<KeyStrategy> parse(QStringView text, QString *error = nullptr);
    QString name() const; // the parse() spelling
    bool isMonotonic() const { return kind == Kind::Sequential || kind == Kind::Timestamp || kind == Kind::CommitTimestamp; }
    // How many leading key columns the strategy fills (hash prefix and swapped need two).
    int columnsNeeded() const { return kind == Kind::HashPrefix || kind == Kind::Swapped ? 2 : 1; }
};

// The strategy a column suggests on its own: identity/bit-reversed sequence -> BitReversed,
// GENERATE_UUID() or UUID -> Uuid4, commit timestamp -> CommitTimestamp, TIMESTAMP ->
// Timestamp, anything else -> Sequential.
KeyStrategy::Kind autoStrategyFor(const Schema &schema, const Column &column);

// The strategy a table's key suggests, looking at its first two own key columns (what "auto"
// means in the simulator, so that a checklist fix applied to the key changes the simulated
// inserts): a generated MOD(...) first column -> HashPrefix (N shards, 2N-1 when the hash is
// not made positive with ABS, since MOD keeps the sign); a plain first column followed by a
// timestamp -> Swapped (entity, time); otherwise autoStrategyFor() of the first column.
KeyStrategy inferKeyStrategy(const Schema &schema, const Table &table);
// The same when the caller knows where the table's own key columns start in its primary key
// (the parent's key length; KeyObject::segmentStart), which saves looking the parent up.
KeyStrategy inferKeyStrategy(const Schema &schema, const Table &table, size_t ownKeyStart);

// A value of the given type whose order follows `ordinal` (as far as the type allows: BOOL
// only has two values). `low` adds 64 more bits for 128-bit sources (UUIDv4).
KeyValue valueForOrdinal(TypeKind type, quint64 ordinal, quint64 low = 0);

// Generates the leading key values of successive inserts for one table's own key columns.
class KeyGenerator
{
public:
    struct Settings
    {
        KeyStrategy strategy;
        quint64 seed = 1;
        qint64 startMicros = 1735689600000000; // 2025-01-01T00:00:00Z: time origin of timestamp keys
        qint64 startCounter = 1;               // k0 of sequential keys
    };
    explicit KeyGenerator(const Settings &settings);

    // Values for `columns` (the table's own key columns at its interleave level) of insert
    // number `insert` (0-based) happening at `timeMicros`. Columns beyond those the strategy
    // defines get the insert number, which breaks ties (2.5 step 1).
    std::vector<KeyValue> generate(const std::vector<KeyColumnSpec> &columns, quint64 insert, qint64 timeMicros);

private:
    quint64 zipf();
    Settings m_settings;
    Prng m_rng;
    std::vector<quint64> m_zipfCumulative; // Swapped: integer cumulative weights
};

// One row of a table: values parallel to Table::columns, NULL where unset.
struct SampleRow
{
    QString table;
    std::vector<KeyValue> values;
    friend bool operator==(const SampleRow &, const SampleRow &) = default;
};

// The editable row set (the designer keeps one per project; the CLI generates one).
struct SampleData
{
    std::vector<SampleRow> rows;
    friend bool operator==(const SampleData &, const SampleData &) = default;
};

struct SampleOptions
{
    int rowsPerTable = 4;          // rows of every table (child rows spread over the parents)
    int childrenPerParent = 2;     // fan-out: child rows per parent row before wrapping around
    quint64 seed = 1;
    // Strategy per root table name; tables not listed use autoStrategyFor() of their first key
    // column.
    QHash<QString, KeyStrategy> strategies;
};

SampleData generateSampleRows(const Schema &schema, const SampleOptions &options, Diagnostics *diagnostics = nullptr);

// A value for a non-key column of an index (random but seeded; TIMESTAMP grows with the row
// number so that a timestamp index shows its monotonic pattern).
KeyValue sampleColumnValue(const Column &column, quint64 rowNumber, Prng &rng, qint64 startMicros);

} // namespace ssd
