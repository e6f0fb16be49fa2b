#pragma once

#include "ddl.h"

namespace ssd {

// Converts a schema to the other dialect through the model (ddl-grammar.md section c).
// Everything the target cannot express is reported as a warning naming the object.
ConversionResult convertSchemaTo(const Schema &schema, Dialect target);

} // namespace ssd
