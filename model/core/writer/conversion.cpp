#include "conversion.h"

namespace ssd {

// PLACEHOLDER: replaced by the real conversion (being written now).
ConversionResult convertSchemaTo(const Schema &schema, Dialect target)
{
    ConversionResult result{schema, {}};
    result.schema.dialect = target;
    return result;
}

} // namespace ssd
