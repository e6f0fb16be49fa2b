#pragma once

// The interleave parent chain of a table, with the parent look-up given: Schema::ancestorsOf
// resolves names with Schema::findTable (linear), callers that walk many chains (the diagram
// colouring every table by depth) with a SchemaIndex.

#include "schema.h"

#include <algorithm>
#include <vector>

namespace ssd {

// Nearest parent first; stops at a missing parent or a cycle. `findTable(QStringView name)`
// returns the table of that name or nullptr.
template<typename FindTable>
std::vector<const Table *> interleaveChain(const Table &table, FindTable findTable)
{
    std::vector<const Table *> chain;
    const Table *current = &table;
    while (current->interleave) {
        const Table *parent = findTable(QStringView(current->interleave->parent));
        if (!parent || parent == &table)
            break;
        if (std::find(chain.begin(), chain.end(), parent) != chain.end())
            break; // a cycle above us: stop rather than loop forever
        chain.push_back(parent);
        current = parent;
    }
    return chain;
}

} // namespace ssd
