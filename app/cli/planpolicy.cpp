#include "planpolicy.h"

#include "clicommon.h"

#include <QCoreApplication>

namespace ssd::cli {

namespace {

struct PlanPolicy
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
};

} // namespace

int reportRefusedSteps(const QString &name, const migration::MigrationPlan &plan, bool allowDrop, bool allowRecreate)
{
    int refused = 0;
    for (const migration::Step &step : plan.steps) {
        const bool drop = step.kind == migration::StepKind::Destructive;
        const bool recreate = step.kind == migration::StepKind::Recreate;
        if ((drop && !allowDrop) || (recreate && !allowRecreate)) {
            ++refused;
            printError(name, PlanPolicy::tr("%1 step not allowed without %2: %3")
                                 .arg(migration::stepKindName(step.kind),
                                      drop ? QStringLiteral("--allow-drop") : QStringLiteral("--allow-recreate"),
                                      step.explanation));
        }
    }
    return refused;
}

} // namespace ssd::cli
