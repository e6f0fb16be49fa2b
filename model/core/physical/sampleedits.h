#pragma once

// Hand-entered sample rows: parsing what a user types for a key value, checking a row against
// the schema and the other rows, and the add / replace / remove edits as pure functions on a
// SampleData (the designer wraps each result in one undo command).

#include "samplerows.h"

#include <optional>

namespace ssd {

// What a user typed for a value of `type`. Empty text or NULL (any case) is NULL; `"..."` is a
// string with \" and \\ escapes (so `""` is the empty string and `"NULL"` the word); BYTES
// accept b"..." with \xHH escapes or plain text (its UTF-8 bytes); FLOAT64 accepts NaN, inf and
// -inf; DATE is YYYY-MM-DD; TIMESTAMP is YYYY-MM-DD[THH:MM:SS[.fraction]][Z|+HH:MM]. Sets `error`
// and returns std::nullopt when the text is not a value of the type.
std::optional<KeyValue> parseSampleValue(QStringView text, const ColumnType &type, QString *error = nullptr);

// The text an editor shows for a value; parseSampleValue() of it gives the value back.
QString sampleValueText(const KeyValue &value);

// The columns of `table` a sample row gives values to, as positions in Table::columns: the
// primary key in key order, then the non-key columns an index keys on or filters by.
std::vector<int> sampleRowColumns(const Schema &schema, const Table &table);

// Empty when `row` may join `data` (at position `replacing`, or as a new row when -1): its
// table exists and has a usable key, its values fit the columns' types, NOT NULL key columns
// have a value, an INTERLEAVE IN PARENT row has its parent row, and no other row of the table
// has the same key.
QString checkSampleRow(const Schema &schema, const SampleData &data, const SampleRow &row, int replacing = -1);

struct SampleEditResult
{
    SampleData after;   // the whole row set after the edit
    QString error;      // empty = the edit is valid
    int affectedChildren = 0; // descendant rows removed with, or moved along with, the row
    bool ok() const { return error.isEmpty(); }
};

// Appends a row (after checkSampleRow).
SampleEditResult addSampleRow(const Schema &schema, const SampleData &data, const SampleRow &row);
// Replaces row `index`. When its key changes, the rows of its row tree below it (interleaved
// descendants sharing its key as their prefix) move along with it.
SampleEditResult replaceSampleRow(const Schema &schema, const SampleData &data, int index, const SampleRow &row);
// Removes row `index` together with its interleaved descendants (as ON DELETE CASCADE would;
// without them the children would be orphans).
SampleEditResult removeSampleRow(const Schema &schema, const SampleData &data, int index);

// The rows of `data` (entered against `before`) carried over to `after`, following object ids
// so that renamed tables and columns keep their values: a value moves with its column when
// columns are added, removed or reordered; a retyped column keeps the value when its text reads
// as the new type, else becomes NULL; rows of tables that no longer exist are dropped.
SampleData remapSampleRows(const Schema &before, const Schema &after, const SampleData &data);

} // namespace ssd
