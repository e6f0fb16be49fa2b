#pragma once

#include "schema.h"

namespace ssd {

// The canonical PostgreSql DDL of the schema, one string a statement, without the trailing ';'.
// The text follows Spanner's PostgreSQL printer (long lower-case type names, PRIMARY KEY as the
// last column-list item, NOT NULL on key columns); statement order as in writerutil.h.
QStringList writePostgreSqlStatements(const Schema &schema);
// The same statements as one text, each followed by ";\n" (writeDdl), built in one buffer.
QString writePostgreSqlDdl(const Schema &schema);

// Single statements (the designer's previews); foreign keys all inline.
QString writePostgreSqlCreateTable(const Table &table);
QString writePostgreSqlCreateIndex(const Index &index);

} // namespace ssd
