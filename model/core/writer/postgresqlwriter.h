#pragma once

#include "schema.h"

namespace ssd {

// The canonical PostgreSql DDL of the schema, one string a statement, without the trailing ';'.
QStringList writePostgreSqlStatements(const Schema &schema);

} // namespace ssd
