#pragma once

// Reads a column type typed by the user in the Properties dock ("STRING(MAX)",
// "ARRAY<INT64>", "varchar(20)", "bigint[]"), in the schema's dialect. The display text of a
// type comes from DiagramPainter::typeText (ssd_paint), shared with the CLI renderer.

#include "schema.h"

#include <optional>

namespace ssd {

std::optional<ColumnType> parseColumnType(QStringView text, Dialect dialect, QString *error = nullptr);

// The type names offered in the type combo box of each dialect.
QStringList commonColumnTypes(Dialect dialect);

} // namespace ssd
