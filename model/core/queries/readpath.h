#pragma once

// A query's read path on the physical layout: which rows and index entries of a sample row set
// Spanner reads to answer it, in the order it reads them, and which splits that touches. It
// follows the access path of accesspath.h (one home for how a query is planned) over the
// storage order of storagelayout.h (one home for where rows live), so the designer's layout
// view and `spanner-schema layout --query` show the same thing.
//
// Parameters have no values offline, so they are bound to a sample row: the middle row (in key
// order) of what the driving table's read seeks, which keeps the highlight away from the strip's
// edges; when a joined table has no partner for that row in the sample, the nearest rows around
// it are tried, so that every step shows something. A joined table is read with the join values
// of the rows read before it. A range bound
// (`>`, `<`, BETWEEN) starts or ends at the bound row and runs to the end (or from the start) of
// its equality prefix, in key order; what the range's other end would be is unknown.

#include "accesspath.h"
#include "physical/storagelayout.h"

#include <QJsonObject>

namespace ssd::queries {

struct ReadStep
{
    int tableAccess = -1;      // into QueryAccess::tables
    QString object;            // the table or index read
    bool isIndex = false;
    bool backJoin = false;     // the base rows read again after an index lookup
    ReadKind kind = ReadKind::Scan;
    std::vector<int> entries;  // into StorageLayout::entries, in the order they are read
};

struct ReadPath
{
    bool traced = false;       // false: the query was not analysed (not a SELECT of this schema)
    std::vector<ReadStep> steps;
    std::vector<int> splits;   // into SplitAssignment::splits, ascending
    QStringList bindings;      // "Users.UserId = 3": the parameter values taken from the sample rows

    // Read position (1-based) of each entry read, 0 for entries not read; sized like the layout.
    std::vector<int> readOrder(int entryCount) const;
    int entriesRead() const;
};

ReadPath traceReadPath(const Query &query, const QueryAccess &access, const Schema &schema, const SampleData &data,
                       const StorageLayout &layout, const SplitAssignment &splits);

// One line a step ("1. index UsersByEmail, point read: UsersByEmail(\"a\", 3)"), then the splits,
// translated; nothing when the query was not traced (describeAccess() says why).
QStringList describeReadPath(const ReadPath &path, const StorageLayout &layout, const SplitAssignment &splits);
QJsonObject readPathToJson(const ReadPath &path, const StorageLayout &layout, const SplitAssignment &splits);

} // namespace ssd::queries
