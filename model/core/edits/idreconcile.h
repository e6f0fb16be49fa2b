#pragma once

#include "schema.h"

namespace ssd {

// Gives the objects of a freshly parsed schema the ids their namesakes have in `current`
// (tables, columns, indexes, constraints and every other named object; unnamed statements by
// equal content), and fresh ids above current.lastId to the rest. After this, diagram positions,
// selection and undo deltas keyed by id survive re-parsing the DDL text.
void reconcileIds(const Schema &current, Schema &parsed);

} // namespace ssd
