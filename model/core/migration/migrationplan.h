#pragma once

// The migration planner's contract: the exact, ordered DDL that turns one schema version into
// another (issue #18). The planner (migrationplanner.cpp) fills it; the CLI's `diff`, the
// designer's Export Migration and `apply` against a live database only read it.
//
// A plan is a list of steps in the order they must run. Each step concerns one object and holds
// the statement(s) for it in the target's dialect, without trailing ';'.

#include "schema.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ssd::migration {

enum class StepKind {
    InPlace,     // Spanner changes it without touching data (create, add nullable column, OPTIONS...)
    Validating,  // Spanner checks existing rows and may refuse (NOT NULL, shorter length, new FK...)
    Destructive, // drops a table or column: its data is lost
    Recreate,    // cannot change in place: drop dependants, drop, create, recreate dependants
};

// "in-place", "validating", "destructive", "recreate": the spelling of the CLI's SQL comments
// and JSON.
QString stepKindName(StepKind kind);

struct Step
{
    StepKind kind = StepKind::InPlace;
    QString objectKind;   // "table", "column", "index", "sequence", "view", "change stream", ...
    QString object;       // the object's name as the target spells it ("Singers", "Singers.Name")
    QString explanation;  // one line, for people: what changes and why this kind
    QString failsWhen;    // Validating only: what existing data makes Spanner refuse it
    QStringList statements;
};

// The name Spanner gave an unnamed foreign key or CHECK when it was created (FK_..., CK_...).
// getDdl does not print it; a live database's INFORMATION_SCHEMA has it, and the planner needs
// it to DROP CONSTRAINT such a constraint of `from`.
struct GeneratedConstraintName
{
    QString table;        // as the schema names it ("Orders", "sales.Orders")
    QString name;
    QStringList columns;  // a foreign key's referencing columns, in order; empty for a CHECK
    QString checkClause;  // a CHECK's condition as Spanner prints it; empty for a foreign key
};

struct PlanOptions
{
    // Known renames, old name -> new name (tables: "Old"; columns: "Table.Old"). Without one,
    // a name that disappears and another that appears are a drop and a create.
    std::vector<std::pair<QString, QString>> renames;
    // The designer knows its objects by id: when set, a table or column whose ObjectId is in both
    // schemas under another name is a rename (added to `renames`). Ids mean nothing across two
    // files parsed apart, so the CLI leaves this off.
    bool matchById = false;
    // Names of `from`'s unnamed constraints, when `from` is a live database (see above).
    std::vector<GeneratedConstraintName> generatedNames;
};

struct MigrationPlan
{
    std::vector<Step> steps;
    // Set when the two schemas cannot be compared (different dialects): no steps then.
    QString error;

    bool isEmpty() const { return steps.empty(); }
    bool needs(StepKind kind) const
    {
        for (const Step &step : steps)
            if (step.kind == kind)
                return true;
        return false;
    }
};

// The steps that take `from` to `to`; both must be of one dialect. Equal objects, however they
// were written, give no step. Whether drops and recreates are allowed is the caller's decision
// (the CLI's --allow-drop / --allow-recreate, the designer's ticks): the plan lists them all.
MigrationPlan plan(const Schema &from, const Schema &to, const PlanOptions &options = {});

} // namespace ssd::migration
