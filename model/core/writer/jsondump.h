#pragma once

// The JSON view of a schema (`spanner-schema dump --format json`). The format is documented in
// docs/json-dump.md; keys are stable, types are spelled as in the schema's dialect.

#include "schema.h"

#include <QJsonObject>

namespace ssd {

QJsonObject dumpSchemaJson(const Schema &schema);

// "STRING(MAX)", "ARRAY<INT64>", "character varying(20)", "bigint[]" ...
QString typeName(const ColumnType &type, Dialect dialect);
// typeName, except that a PostgreSQL commit-timestamp column is "spanner.commit_timestamp".
QString columnTypeName(const Column &column, Dialect dialect);

} // namespace ssd
