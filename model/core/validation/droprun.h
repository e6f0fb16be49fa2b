#pragma once

// A run of consecutive DROP TABLE and DROP INDEX statements (a migration that removes a part of
// the schema, or a teardown script), applied in time linear in the schema and the run. Without
// it every DROP TABLE scans all indexes and foreign keys for dependents and erases its table from
// the middle of the vector, which is quadratic in the number of tables (tests/hostile:
// many_drops).
//
// The appliers of both dialects keep one for a parse run. A dropped table or index stays in the
// schema, marked, until flush(), which the applier calls before any statement that is neither
// such a DROP nor a CREATE TABLE or CREATE INDEX, and at the end of the text. Between two
// flushes the schema changes only by appended tables and indexes, which the run counts as they
// come, so its positions, name indexes and dependents counts stay true. Lookups during the run
// go through it (tableDropped, findIndex, gone) so that a dropped object is gone for the
// statements after its DROP. The CREATEs may come in between because they read other tables and
// indexes only through those lookups: so a migration history that drops old tables and creates
// new ones with their indexes erases from the front of the vectors once, not at every DROP
// (tests/hostile: drop_create_cycles).

#include "schema.h"
#include "validation/schemavalidation.h"

#include <unordered_map>
#include <vector>

namespace ssd::validation {

class DropRun
{
public:
    bool active() const { return m_active; }
    // Whether this run dropped the table (or index) at that address of `schema`.
    bool tableDropped(const Schema &schema, const Table &table) const;
    bool indexDropped(const Schema &schema, const Index &index) const;
    // Schema::findIndex without the indexes this run dropped, by a name index built once per run.
    const Index *findIndex(const Schema &schema, QStringView name);

    // validateDropTable with the drops of this run done: its dependents are counted once per
    // run, so a table nothing depends on is answered without a scan; otherwise the rule's own scan
    // (skipping what this run dropped) finds the first dependent for Spanner's message.
    Verdict validateDropTable(const Schema &schema, const Table &table);

    // What the run dropped, for Schema::nameHolder (empty outside a run).
    GoneObjects gone() const;

    // Marks the object dropped (the caller validated it).
    void dropTable(const Schema &schema, const Table &table);
    void dropIndex(const Schema &schema, const Index &index);

    // Erases what the run dropped, in one pass over each vector, and ends the run. Returns
    // whether tables were erased (their positions moved; the caller's table indexes are stale).
    bool flush(Schema &schema);

private:
    void begin(const Schema &schema); // starts the run, or counts what was appended since
    void countTable(const Table &table, int delta);
    void countIndex(const Index &index, size_t at, int delta);
    void countDependent(QStringView name, int delta);
    int dependents(QStringView name) const;

    bool m_active = false;
    std::vector<bool> m_droppedTables, m_droppedIndexes; // by position, one per object counted
    size_t m_streamsCounted = 0;
    size_t m_tablesDropped = 0, m_indexesDropped = 0;
    // Exact-name hash -> how many change-stream targets, interleaved children, indexes and
    // foreign keys of other tables name the table (a hash collision only adds, so a zero is proof).
    std::unordered_map<quint64, int> m_dependents;
    std::unordered_multimap<quint64, size_t> m_indexPositions; // exact-name hash -> position
};

} // namespace ssd::validation
