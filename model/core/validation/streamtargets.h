#pragma once

// What a change stream's FOR clause tracks. The clause keeps its table and column names as
// written (Spanner prints them so), and Spanner resolves them ignoring case, in both dialects:
// the emulator's `FOR t(A)` tracks column `a` of table `T`, and then refuses DROP TABLE T and
// ALTER TABLE T DROP COLUMN a. Every rule that asks what a stream tracks asks here.

#include "schema.h"

#include <algorithm>

namespace ssd::validation {

inline bool sameStreamName(QStringView written, QStringView name)
{
    return written.compare(name, Qt::CaseInsensitive) == 0;
}

// `target` names `table` (a whole table or some of its columns).
inline bool targetsTable(const ChangeStream::Target &target, QStringView table)
{
    return sameStreamName(target.table, table);
}

// `target` lists `column` of `table` by name (a whole-table target lists none).
inline bool listsColumn(const ChangeStream::Target &target, QStringView table, QStringView column)
{
    return targetsTable(target, table) && target.columns
        && std::any_of(target.columns->begin(), target.columns->end(), [&](const QString &c) { return sameStreamName(c, column); });
}

// The column of `table` a FOR clause names, ignoring case.
inline const Column *streamColumn(const Table &table, QStringView written)
{
    if (const Column *exact = table.findColumn(written))
        return exact;
    for (const Column &column : table.columns)
        if (sameStreamName(written, column.name))
            return &column;
    return nullptr;
}

// The table a FOR clause names, ignoring case: `exact` is the table of that exact name, if any
// (found by the caller's index); only a name written in another case costs a scan.
inline const Table *streamTable(const Schema &schema, QStringView written, const Table *exact)
{
    if (exact)
        return exact;
    for (const Table &table : schema.tables)
        if (sameStreamName(written, table.name))
            return &table;
    return nullptr;
}

} // namespace ssd::validation
