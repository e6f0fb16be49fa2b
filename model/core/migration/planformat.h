#pragma once

// A plan as text: the SQL script the CLI's `diff` prints and Export Migration writes, and its
// JSON form. One home for both spellings, so the designer and the CLI write the same file.

#include "migrationplan.h"

#include <QJsonObject>

namespace ssd::migration {

// Each step as one "-- kind: explanation" line (validating steps add what makes them fail),
// then its statements, each ending with ";". Empty for an empty plan.
QString planSql(const MigrationPlan &plan);
QString planSql(const std::vector<Step> &steps);

// {"steps": [{"kind", "objectKind", "object", "explanation", "failsWhen"?, "statements": [...]}]}
QJsonObject planJson(const MigrationPlan &plan);

} // namespace ssd::migration
