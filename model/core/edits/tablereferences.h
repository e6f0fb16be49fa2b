#pragma once

// What follows a table when it is renamed (the one rule for the GoogleSQL parser, the
// PostgreSQL applier and the designer's rename edit), and which grants go with a deleted table.

#include "schema.h"

namespace ssd::edits {

// Points every reference to table `from` at `to` (the table itself is renamed by the caller), as
// Spanner does: interleaved children, interleaved indexes and the indexes on the table, foreign
// keys of any table, change-stream targets and the table grants (fine-grained access control
// follows a rename). Views keep their query text: Spanner does not rewrite views either.
// Grant objects are names as written (quoted in PostgreSQL), compared as the dialect resolves
// them in `dialect` (the parser's, not schema.dialect, which a caller of the parser may not have
// set); a followed one is written as the dialect needs it.
void followTableRename(Schema &schema, const QString &from, const QString &to, Dialect dialect);

// The designer's delete of `table`: it leaves every table grant's objects, and a grant left with
// no object goes, so that the schema written afterwards parses again (Spanner refuses a grant on
// a table that does not exist). Grant objects are resolved as in followTableRename.
void forgetTableInGrants(Schema &schema, const QString &table, Dialect dialect);

} // namespace ssd::edits
