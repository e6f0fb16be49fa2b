#pragma once

// What both DDL appliers need to apply an ALTER TABLE in place in constant time instead of
// copying and re-checking the whole table: a migration history of 100,000 ALTERs on one table
// must cost linear time, not quadratic (tests/hostile: many_alters).
//
// Per table, for one parse run: its columns by name (case-insensitive), the columns its own
// foreign keys use (on either side of a self-reference) and whether any column is generated.
// The appliers tell it about the changes they make in place (columnAdded, columnDropped,
// foreignKeyAdded). Any other change is noticed, not told: an entry is valid only while its
// table keeps its id, its column and foreign-key vectors are the same objects with the same
// buffers and sizes; anything else (the table copied back, a table vector that grew, a
// constraint dropped) rebuilds the entry at its next use. Column names never change in place
// (Spanner has no RENAME COLUMN), so equal buffers and sizes mean equal names.
//
// The in-place checks of an action: validation/schemavalidation.h (validateAddedColumn,
// validateColumnDrop); the full copy-and-compare (validateTableChange) stays for the rest.

#include "columnindex.h"
#include "schema.h"

#include <QSet>

#include <memory>
#include <unordered_map>

namespace ssd::validation {

class AlteredTables
{
public:
    struct Entry
    {
        explicit Entry(const Table &table);
        bool describes(const Table &table) const;
        void sync(const Table &table);

        ObjectId tableId;
        const std::vector<Column> *columnVector;
        const Column *columnData;
        size_t columnCount;
        const std::vector<ForeignKey> *foreignKeyVector;
        const ForeignKey *foreignKeyData;
        size_t foreignKeyCount;
        ColumnIndex columns;              // case-insensitive; valid for tables without twin names
        QSet<QString> foreignKeyColumns;  // exact names the table's foreign keys use (own columns,
                                          // and referenced columns of references to itself)
        size_t generatedColumns = 0;
    };

    // The entry of `table` (null for a table with twin column names, which the in-place path
    // leaves to the full one). Rebuilt when the table changed behind its back.
    const Entry *of(const Table &table);

    // `table` now has one more column at the end / lost the column at `position` / has one more
    // foreign key at the end, changed in place by the caller after of() was called.
    void columnAdded(const Table &table);
    void columnDropped(const Table &table, size_t position, const QString &name, bool generated);
    void foreignKeyAdded(const Table &table);

private:
    Entry *current(const Table &table);

    std::unordered_map<ObjectId, std::unique_ptr<Entry>> m_entries;
};

} // namespace ssd::validation
