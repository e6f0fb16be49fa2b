#pragma once

// PostgreSQL does not let a generated column read another generated column ("A generated column
// "c" cannot reference another generated column "b""); GoogleSQL does. The same column can be
// written with the other column's expression in place of its name.

#include "schema.h"

#include <QStringList>

namespace ssd {

// Rewrites, in the table's own dialect, every generated expression of `table` that names another
// generated column so that it reads only non-generated columns. Returns, per rewritten column,
// the generated columns it read, for the caller's note.
struct InlinedGenerated
{
    QString column;
    QStringList readColumns;
};
std::vector<InlinedGenerated> inlineGeneratedReferences(Table &table, Dialect dialect);

} // namespace ssd
