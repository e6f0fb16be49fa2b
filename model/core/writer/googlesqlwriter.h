#pragma once

#include "schema.h"

namespace ssd {

// The canonical GoogleSql DDL of the schema, one string a statement, without the trailing ';'.
QStringList writeGoogleSqlStatements(const Schema &schema);

} // namespace ssd
