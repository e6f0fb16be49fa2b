#pragma once

// A queries file: the application's SQL statements separated by ';', in the schema's dialect
// (GoogleSQL `@param`, PostgreSQL `$1`). Each may be preceded by comment lines
//   -- name: recent orders of a customer
//   -- per second: 250
// that name it (else "queryN", N counting from 1) and say how often it runs (weighting the checklist's findings).

#include "checks/projectsettings.h"
#include "diagnostic.h"
#include "query.h"

#include <vector>

namespace ssd::queries {

// Parses every statement; problems (lexical errors, unknown tables or columns, a bad
// `per second` value) go to diagnostics with their line:column, and the rest is still read.
std::vector<Query> parseQueries(QStringView text, const Schema &schema, Diagnostics &diagnostics);

// The old hand-written `queryPatterns` settings as queries (a pattern naming a table the schema
// does not have is skipped: the settings are not the user's text).
std::vector<Query> queriesFromPatterns(const std::vector<QueryPattern> &patterns, const Schema &schema);

} // namespace ssd::queries
