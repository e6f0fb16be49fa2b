#pragma once

// Parses one application query (a SELECT in either dialect) into a Query. Only the parts that
// decide the access path are understood (see query.h); anything else is skipped, never an error.
// A table, alias or column that the schema does not have is a Semantic error at its line:column.

#include "query.h"
#include "querytokens.h"

namespace ssd::queries {

Query parseQuery(const QueryStatementTokens &statement, QStringView text, const Schema &schema,
                 Diagnostics &diagnostics);

} // namespace ssd::queries
