#pragma once

// SET OPTIONS (...) of any object: each option replaced or appended, and one set to null removed
// (back to its default). One rule for tables, columns, indexes, sequences, change streams, models.

#include "schema.h"

namespace ssd {

inline void mergeOptions(Options &options, const Options &changes)
{
    for (const Option &option : changes) {
        if (option.value == u"null")
            removeOption(options, option.name);
        else
            setOption(options, option.name, option.value);
    }
}

} // namespace ssd
