#pragma once

// The DROP TABLE and DROP INDEX statements of one parse, in time linear in the schema and the
// text, however they mix with other statements (tests/hostile: many_drops, drop_create_cycles,
// drop_create_alter_cycles). Done naively, every DROP TABLE scans all indexes and foreign keys
// for dependents and erases its table from the middle of the vector, which is quadratic.
//
// - A dropped table or index becomes a placeholder in place: emptied (no name, columns, keys or
//   references), keeping only its id, so no position moves and whatever scans the schema finds
//   nothing in it. The placeholders are erased in one pass once they are at least half of their
//   vector (so each costs O(1) amortised) and at the end of the text: compact().
// - What a DROP TABLE must look for (change-stream targets, interleaved children, indexes,
//   foreign keys of other tables) is counted per table name once, then kept up to date: objects
//   appended are counted at the next use, drops subtract theirs, an ALTER TABLE adds what it
//   added (noteAltered); what it cannot follow (a rename, a change stream altered or dropped)
//   recounts. SSD_VERIFY_DROPS=1 checks the promise below on every DROP TABLE (tests only).
//   A count may be too high (a hash collision, a reference removed in place), never too low, so
//   a zero is proof and anything else takes the rule's own scan for Spanner's message.
//
// The appliers of both dialects keep one per parse (in validation::SchemaNames), and look up
// tables and indexes through it or through SchemaNames, which skip the placeholders.

#include "schema.h"
#include "validation/schemavalidation.h"

#include <unordered_map>
#include <vector>

namespace ssd::validation {

class Drops
{
public:
    // Schema::findIndex without the placeholders, by a name index kept for the parse.
    const Index *findIndex(const Schema &schema, QStringView name);

    // validateDropTable: a table nothing depends on is answered without a scan; otherwise the
    // rule's own scan finds the first dependent for Spanner's message.
    Verdict validateDropTable(const Schema &schema, const Table &table);

    // Makes the object a placeholder (the caller validated the drop).
    void dropTable(Schema &schema, const Table &table);
    void dropIndex(Schema &schema, const Index &index);

    // An ALTER TABLE changes its table in place: what the table referenced before it, then, after
    // it, the references it added (foreign keys appended, a new parent) are counted. O(added).
    struct References
    {
        size_t position = 0;
        size_t foreignKeys = 0;
        QString parent;
    };
    References referencesOf(const Schema &schema, const Table &table) const;
    void noteAltered(const Schema &schema, const References &before);
    // A change the counts cannot follow: they are counted again at their next use.
    void recount() { m_counted = false; }

    // Erases the placeholders if they are at least half of their vector, or if `all`. Returns
    // whether tables or indexes were erased (their positions moved).
    bool compact(Schema &schema, bool all);

private:
    void catchUp(const Schema &schema); // marks sized to the vectors, counts up to date
    void resetCounts(const Schema &schema); // forgets the counts; catchUp counts everything again
    void countTable(const Table &table, int delta);
    void countIndex(const Index &index, size_t at, int delta);
    void countDependent(QStringView name, int delta);
    int dependents(QStringView name) const;

    std::vector<bool> m_droppedTables, m_droppedIndexes; // by position: placeholders
    size_t m_tablesDropped = 0, m_indexesDropped = 0;
    // The counts, and how many objects of each vector they cover (the first ones: objects are
    // appended; only compact() erases tables and indexes, and it recounts).
    bool m_counted = false;
    size_t m_tablesCounted = 0, m_indexesCounted = 0, m_streamsCounted = 0;
    // Folded-name hash -> how many change-stream targets, interleaved children, indexes and
    // foreign keys of other tables name the table.
    std::unordered_map<quint64, int> m_dependents;
    std::unordered_multimap<quint64, size_t> m_indexPositions; // exact-name hash -> position
};

} // namespace ssd::validation
