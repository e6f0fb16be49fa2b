#pragma once

// Internal to validation/: the names in a text kept by the model (an expression or a view's
// query), outside string literals and comments, as the dialect's lexer reads them.

#include "columnindex.h"
#include "schema.h"

#include <functional>

namespace ssd::validation {

struct NameUse
{
    bool qualified = false; // after a '.' (t.c, s.t)
    bool call = false;      // before a '(' (a function)
};

// The columns an expression names, resolved by an index built with ColumnIndex::ExactFirst
// (a table may have thousands of columns and as many expressions).
QStringList columnsUsedBy(QStringView expression, const ColumnIndex &columns, Dialect dialect);

void forEachName(QStringView text, Dialect dialect, const std::function<void(QStringView, const NameUse &)> &visit);

} // namespace ssd::validation
