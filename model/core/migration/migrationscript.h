#pragma once

// What a person does with a MigrationPlan before it runs: choose its steps. Shared by the
// designer's Export Migration and its preview widget (which the live database's Compare and
// Apply reuse).

#include "migration/migrationplan.h"

#include <QHash>
#include <QSet>

#include <vector>

namespace ssd::migration {

// Destructive and recreate steps lose data: they are only written when someone asks for them
// (a tick in the designer, --allow-drop / --allow-recreate in the CLI).
bool includedByDefault(StepKind kind);
// One flag per step of `plan`, includedByDefault of each.
std::vector<bool> defaultInclusion(const MigrationPlan &plan);

// The included steps as SQL (planformat.h's planSql, the CLI's `diff` output), in the plan's
// order. `included` has one flag per step; missing flags count as included.
QString includedStepsSql(const MigrationPlan &plan, const std::vector<bool> &included);

// Which later steps may need a step that is left out: those whose statements name its object
// (a table's, index's... name; for a column, its table and its name). Leaving such a step out
// can make a later one fail, which the designer says before writing. Built once per plan (an
// index of the names each step's statements use), so a 10,000-step plan stays quick to re-check
// after every tick. The statements are read as `dialect`, the plan's.
class StepReferences
{
public:
    StepReferences(const MigrationPlan &plan, Dialect dialect);
    // The included steps after `leftOut` that name what it concerns, ascending.
    std::vector<size_t> includedStepsNeeding(const std::vector<bool> &included, size_t leftOut) const;
    // The recreate steps that go together with recreate step `step`, itself included, ascending:
    // a table's drop and its create, and the drops and creates of its dependants (its indexes,
    // the foreign keys naming it). Ticked or left out together, they keep the script consistent.
    // Empty when `step` is not a recreate step.
    std::vector<size_t> recreateGroup(size_t step) const;

private:
    QStringList objectWords(size_t step) const;
    bool names(size_t step, size_t object) const; // step's statements name object's object

    const MigrationPlan *m_plan;
    QHash<QString, std::vector<size_t>> m_stepsNaming; // case-folded identifier -> steps, ascending
    std::vector<QSet<QString>> m_names;                 // per step: the identifiers it uses
    std::vector<size_t> m_recreates;                   // the recreate steps, ascending
};

} // namespace ssd::migration
