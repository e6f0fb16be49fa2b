#pragma once

// Projects the project tests save and load: one with every model field set to a non-default
// value, one parsed from DDL with designer-like edits, and a large generated one.

#include "projectdata.h"

namespace ssd::test {

// Every field of every schema struct differs from its default (so a field the JSON codec forgot
// shows up as a failed comparison), plus positions, settings, sample rows of every value kind,
// notes and source text.
ProjectData maximalProject();

// Parsed from GoogleSQL DDL, then edited as the designer would (a table dropped, one added),
// so that ids are neither dense nor in statement order.
ProjectData editedProject();

// `tables` tables in interleave chains with indexes, positions and sample rows: big enough
// that saving takes a while.
ProjectData largeProject(int tables);

} // namespace ssd::test
