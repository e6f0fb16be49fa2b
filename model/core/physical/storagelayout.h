#pragma once

// The physical layout of a row set: every row and index entry in storage order, with its depth,
// its row tree, and what kind of split boundary may fall before it (physical-layout.md 2.1-2.2).
//
// A boundary can only fall between entries (never inside a row, S5). Between row trees it is
// preferred (S3); inside a row tree it falls at a child row, which isolates that row together
// with everything after it in the tree (S4).

#include "diagnostic.h"
#include "keyspace.h"
#include "samplerows.h"

namespace ssd {

struct LayoutEntry
{
    enum class Boundary {
        Block,    // first entry of a table's or global index's block (different root objects)
        RowTree,  // first entry of a row tree: the preferred split point
        ChildRow, // inside a row tree, before a child row or interleaved index entry
    };

    QString object;             // table or index name
    bool isIndex = false;
    QString table;              // base table
    QString block;              // root table or global index whose key range holds the entry
    std::vector<KeyValue> key;  // full key in key-column order
    QString label;              // "Albums(1, 2)"
    QByteArray encoded;         // order-preserving key
    int rootLength = 0;         // bytes of encoded that identify the row tree
    int depth = 1;              // 1 = root row or global index entry
    int rowTree = 0;            // 0-based number of the row tree in storage order
    Boundary boundaryBefore = Boundary::Block;
    int sourceRow = -1;         // position in SampleData::rows
};

struct StorageLayout
{
    std::vector<LayoutEntry> entries;
    Diagnostics diagnostics;
    int rowTreeCount = 0;

    // Last entry (exclusive) of the row tree that starts at or contains `entry`.
    int rowTreeEnd(int entry) const;
};

StorageLayout buildStorageLayout(const Schema &schema, const SampleData &data);

struct LayoutSplit
{
    int firstEntry = 0;  // the split covers [firstEntry, next split's firstEntry)
    int server = 0;
    QString start;       // label of the first entry, "<begin>" for the very first split
    LayoutEntry::Boundary boundary = LayoutEntry::Boundary::Block;
};

struct SplitAssignment
{
    std::vector<LayoutSplit> splits;
};

// Cuts the layout into at most `splits` contiguous splits of about equal row count, placing each
// boundary at the nearest row-tree boundary, unless the row tree at the ideal position holds more
// than one split's share of the rows: then the boundary falls inside it, at a child row. Split i is served by
// server i % servers (servers <= 0: one server per split).
SplitAssignment assignSplits(const StorageLayout &layout, int splits, int servers = 0);

// The same schema with `table` (and its descendants) no longer interleaved: the "what if this
// table were not interleaved" comparison. The table becomes a root table; its children stay in it.
Schema withoutInterleaving(const Schema &schema, const QString &table);

} // namespace ssd
