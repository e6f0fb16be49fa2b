#pragma once

#include "ddl.h"

namespace ssd {

// Converts a schema to the other dialect through the model (ddl-grammar.md section c).
// Everything the target cannot express is reported as a warning naming the object.
// With a memo, the tables unchanged since its last conversion are taken from it (conversionmemo.h).
ConversionResult convertSchemaTo(const Schema &schema, Dialect target, ConversionMemo *memo = nullptr);

} // namespace ssd
