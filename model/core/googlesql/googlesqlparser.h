#pragma once

#include "diagnostic.h"
#include "schema.h"

namespace ssd {

// Parses a batch of GoogleSQL DDL statements and applies them, in order, to the schema.
// A statement with an error is reported (line:column, what was expected, what was found) and
// skipped; parsing resumes at the next statement.
void applyGoogleSql(Schema &schema, QStringView text, Diagnostics &diagnostics);

} // namespace ssd
