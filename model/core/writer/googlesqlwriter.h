#pragma once

#include "schema.h"

namespace ssd {

// The canonical GoogleSql DDL of the schema, one string a statement, without the trailing ';'.
// The text is what Spanner's GetDatabaseDdl prints (see writerutil.h for the statement order).
QStringList writeGoogleSqlStatements(const Schema &schema);
// The same statements as one text, each followed by ";\n" (writeDdl), built in one buffer.
QString writeGoogleSqlDdl(const Schema &schema);

// Single statements (the designer's previews); foreign keys all inline.
QString writeGoogleSqlCreateTable(const Table &table);
QString writeGoogleSqlCreateIndex(const Index &index);

} // namespace ssd
