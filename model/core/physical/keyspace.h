#pragma once

// The single database key space of physical-layout.md 2.5 "State":
// - each root table and each global index is a contiguous block, blocks ordered alphabetically
//   (a display convention: the real cross-table order is internal, F8);
// - inside a block a key is a tuple of segments [(ordinal, key values...), ...], one segment per
//   interleave level, so a parent's encoding is a prefix of its children's and the parent sorts
//   first (F5);
// - sibling child tables are ordered by declaration order, interleaved indexes after them
//   (assumption: undocumented, F8);
// - an index entry's key is the index keys in declared order followed by the base table's key
//   columns not already present, each with the table's order (F7, emulator detail).

#include "diagnostic.h"
#include "keyencoding.h"
#include "schema.h"

#include <QHash>

namespace ssd {

class SchemaIndex;

struct KeyColumnSpec
{
    QString name;
    TypeKind type = TypeKind::Int64;
    SortOrder order = SortOrder::Asc;
    int tableColumn = -1; // position in the base table's columns (for indexes: the base table)
};

// One table or index as a citizen of the key space.
struct KeyObject
{
    QString name;
    bool isIndex = false;
    QString table;              // the base table (== name for tables)
    int tableIndex = -1;        // the base table's position in Schema::tables (see tableOf())
    QString parent;             // interleave parent (table), empty for roots and global indexes
    QString block;              // the root table or global index whose block holds the rows
    int depth = 1;              // number of segments: 1 for roots and global indexes
    std::vector<KeyColumnSpec> keyColumns; // the full key, in order
    // Segment structure: segmentOrdinals[i] precedes the columns [segmentStart[i], segmentStart[i+1]).
    std::vector<quint16> segmentOrdinals;
    std::vector<int> segmentStart;
    bool nullFiltered = false;  // index skips entries with a NULL in filterColumns
    std::vector<int> filterColumns; // table column positions
};

struct EncodedKey
{
    QByteArray bytes;
    int rootLength = 0; // bytes of the first segment: the row tree (or global index entry) prefix
};

class KeySpace
{
public:
    // Builds the key space of every table and index with a usable key. Problems (key column of
    // an unkeyable type, child whose key does not extend its parent's, interleave cycle) are
    // reported and the object is treated as well as possible, never dropped silently. `names`:
    // the caller's index of this schema revision, when it has one (else built here).
    static KeySpace build(const Schema &schema, Diagnostics *diagnostics = nullptr, const SchemaIndex *names = nullptr);

    const std::vector<KeyObject> &objects() const { return m_objects; }
    const KeyObject *object(QStringView name) const;
    int objectIndex(QStringView name) const;
    // Index entries that a row of this table produces (global and interleaved).
    std::vector<int> indexesOf(QStringView table) const;
    std::vector<int> childrenOf(QStringView table) const; // interleaved child tables
    // The base table of `object` in `schema` (the schema the key space was built from), found
    // by position instead of a search by name; null when it is not there.
    static const Table *tableOf(const Schema &schema, const KeyObject &object);

    // Encodes a full key (values in keyColumns order).
    EncodedKey encode(const KeyObject &object, const std::vector<KeyValue> &key) const;
    // Index entry key from a base-table row (values parallel to the table's columns).
    std::vector<KeyValue> indexKeyFromRow(const KeyObject &index, const std::vector<KeyValue> &rowValues) const;
    std::vector<KeyValue> tableKeyFromRow(const KeyObject &table, const std::vector<KeyValue> &rowValues) const;
    // False when a NULL_FILTERED / WHERE IS NOT NULL index skips this row.
    bool indexIncludesRow(const KeyObject &index, const std::vector<KeyValue> &rowValues) const;

private:
    std::vector<KeyObject> m_objects;
    QHash<QString, int> m_byName;
    QHash<QString, std::vector<int>> m_indexesByTable;
    QHash<QString, std::vector<int>> m_childrenByParent;
};

// Estimated stored bytes of one row (physical-layout.md 2.5 "State": 8 bytes of overhead per
// value, DT). Variable-width sizes are assumptions, labelled in the parameters.
struct RowSizeAssumptions
{
    int overheadPerValue = 8;      // DT
    int stringBytes = 32;          // assumed average STRING payload (undocumented)
    int bytesBytes = 64;           // assumed average BYTES payload (undocumented)
    int jsonBytes = 256;           // assumed average JSON payload (undocumented)
    int arrayElements = 4;         // assumed average ARRAY length (undocumented)
};
qint64 estimateRowBytes(const Table &table, const RowSizeAssumptions &assumptions = {});
qint64 estimateIndexEntryBytes(const Schema &schema, const Index &index, const RowSizeAssumptions &assumptions = {});

} // namespace ssd
