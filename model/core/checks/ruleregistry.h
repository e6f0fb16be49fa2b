#pragma once

// The catalog's rules as the engine runs them: each rule's function and its reach, which tells an
// incremental run (ChecklistMemo) whether the rule's findings can be kept per table.

#include "rules.h"

#include <span>

namespace ssd::checks {

enum class RuleReach {
    // The rule loops over CheckContext::tablesToCheck() / indexesToCheck() and reports findings
    // about the table it looks at or an index on it, and findings about objects of no table
    // (sequences, the database), which it reports every run. What else it reads is bounded by the
    // relations ChecklistMemo follows (lintgraph.h): the table's ancestors and descendants, the
    // tables its foreign keys name and those naming it, the tables its indexes interleave in, and
    // the one-column keys and names of tables its column names point at.
    Table,
    // The rule compares objects across the schema (names, groups, counts) or reports about other
    // subjects: it runs over the whole schema every time.
    Schema,
};

struct RuleEntry
{
    const char *id;
    RuleFunction function;
    RuleReach reach;
};

// Catalog order. checks_catalog tests that every catalog id has exactly one entry.
std::span<const RuleEntry> ruleEntries();

} // namespace ssd::checks
