#pragma once

#include "schema.h"
#include "schemaindex.h"

namespace ssd {

// Gives the objects of a freshly parsed schema the ids their namesakes have in `current`
// (tables, columns, indexes, constraints and every other named object; unnamed statements by
// equal content), and fresh ids above current.lastId to the rest. After this, diagram positions,
// selection and undo deltas keyed by id survive re-parsing the DDL text. Of two tables of one
// name in `current` the first lends its ids (as Schema::findTable). `currentNames`: the caller's
// index of `current`, when it has one (else built here).
void reconcileIds(const Schema &current, Schema &parsed, const SchemaIndex *currentNames = nullptr);

} // namespace ssd
