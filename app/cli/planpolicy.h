#pragma once

// What the CLI lets a plan do: destructive steps need --allow-drop, recreate steps
// --allow-recreate. One home for diff and apply, which refuse the same way.

#include "migration/migrationplan.h"

#include <QString>

namespace ssd::cli {

// Prints each step that is not allowed as "NAME: error: ..." and returns how many there were.
int reportRefusedSteps(const QString &name, const migration::MigrationPlan &plan, bool allowDrop, bool allowRecreate);

} // namespace ssd::cli
