#pragma once

// How Spanner reads a query, decided from the schema alone, the way its planner does: a read of
// the base table by a primary-key prefix (one point, or a contiguous key range), a secondary
// index (an equality prefix of its keys, then a range or the ORDER BY columns in the key's
// direction; covered by its keys, STORING columns and the base key, or followed by a back-join to
// the base table), or a scan of the whole table; joins between tables interleaved on the
// parent key run inside one row tree (local), any other join is distributed.
//
// The planner may pick an index on its own; this analysis assumes it picks the best one, which is
// what a FORCE_INDEX hint (honoured here) guarantees.

#include "query.h"

#include <QJsonObject>
#include <QStringList>
#include <vector>

namespace ssd::queries {

enum class ReadKind { Point, Range, Scan };

struct TableAccess
{
    int table = -1;          // into Query::tables
    QString tableName;
    QString index;           // empty: the base table's primary key
    bool forced = false;     // by a FORCE_INDEX hint
    ReadKind kind = ReadKind::Scan;
    QStringList seekColumns; // the key columns fixed by equalities (or by join values), in key order
    QString rangeColumn;     // the key column right after them that a range bounds
    bool orderServed = false;  // ORDER BY follows the keys after the prefix, in their direction
    bool orderAgainst = false; // ORDER BY follows them against their direction (a sort, or a full read)
    QString againstIndex;    // an index that would serve ORDER BY with its direction flipped (not chosen)
    QStringList backJoin;    // columns read from the base table after the index lookup
    QStringList filterColumns; // every column this table is filtered on (equalities first)
    QStringList equalityColumns;
    QString rangeFilter;     // the first range-filtered column, if any
};

enum class JoinKind { Local, Distributed };

struct JoinAccess
{
    int left = -1, right = -1;   // into Query::tables (left is the earlier one)
    JoinKind kind = JoinKind::Distributed;
    QString ancestor;            // Local: the table whose row tree holds both
    // Distributed, but the join columns are the full primary key of one table and the key prefix
    // of the other, which could be interleaved in it: `parent` is that table.
    QString couldInterleaveIn;
    QString child;
};

struct QueryAccess
{
    bool analysed = false;  // false: not a SELECT over tables of the schema
    std::vector<TableAccess> tables;
    std::vector<JoinAccess> joins;
    bool sortNeeded = false; // ORDER BY is not served by the first table's read order
};

QueryAccess analyseQuery(const Query &query, const Schema &schema);

// "point read", "range read", "full scan", translated (the Queries dock and the read path say it).
QString readKindName(ReadKind kind);

// "Singers: point read of the primary key (SingerId)", one line a table and a join, translated.
QStringList describeAccess(const Query &query, const QueryAccess &access);
QJsonObject accessToJson(const Query &query, const QueryAccess &access);

} // namespace ssd::queries
